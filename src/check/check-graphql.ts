// `check` on GraphQL references: each tab's schema read and validated as `build` reads it
// (src/graphql/), its findings (a schema that does not parse, at its line and column; a
// missing file, at the `graphql` key; a path two pages claim) at full severity, and the
// pages it generates, for the link check.
import { graphqlSourcePositions } from '../config/graphql.js';
import type { ResolvedConfig } from '../config/json.js';
import type { DocsModel } from '../config/model.js';
import { graphqlNavPages, type GraphqlNavResult } from '../graphql/nav.js';

/** The GraphQL pages and findings of a project, on a copy of its navigation. */
export async function checkGraphql(root: string, model: DocsModel, resolved: ResolvedConfig, configPath: string, existing: ReadonlySet<string>): Promise<GraphqlNavResult> {
  return graphqlNavPages(structuredClone(model.navigation), { root, existing, configFile: configPath, sourceAt: graphqlSourcePositions(resolved) });
}

/** Whether a model names any GraphQL schema (most do not: then nothing is loaded). */
export function hasGraphql(model: DocsModel): boolean {
  const stack = [...model.navigation];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (node.graphql !== undefined) return true;
    stack.push(...node.children);
  }
  return false;
}
