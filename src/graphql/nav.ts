// GraphQL reference pages the navigation asks for: a tab with `graphql` (an SDL schema) gets,
// after its own groups, the groups `Queries`, `Mutations`, `Subscriptions` and `Types` with a page
// per root field and per named object, input, interface, union and enum type, at
// `<directory>/<queries|mutations|subscriptions|types>/<name>` (`directory` defaults to
// `graphql-reference`), names sorted, empty groups left out: the pages and places Mintlify's
// prebuild generates (test/graphql/prebuild-oracle.test.ts replays it), plus subscriptions,
// which Mintlify leaves out. Each page is virtual: its source is made here (src/graphql/pages.ts)
// and goes through the same page pipeline as a written page.
import { join, posix } from 'node:path';
import { isEnumType, isInputObjectType, isInterfaceType, isObjectType, isUnionType, type GraphQLField, type GraphQLNamedType, type GraphQLSchema } from 'graphql';
import type { NavNode } from '../config/model.js';
import type { Finding } from '../findings/finding.js';
import type { RootKind } from './examples.js';
import { operationPage, typePage, type GraphqlTarget, type PageLinks } from './pages.js';
import { loadGraphqlSchema } from './schema.js';
import { compareNames } from '../fs/order.js';

/** The folder generated pages go to when `graphql` names none (Mintlify's default). */
export const DEFAULT_GRAPHQL_DIRECTORY = 'graphql-reference';
/** The most pages one schema generates; past it the rest (types last) are left out, with a warning. */
export const MAX_GRAPHQL_PAGES = 5_000;

export interface VirtualGraphqlPage {
  /** Page path without extension, relative to the root (`graphql-reference/types/User`). */
  path: string;
  /** The page's MDX source: front matter and body. */
  source: string;
  title: string;
  target: GraphqlTarget;
}

export interface GraphqlNavOptions {
  /** The project root (absolute). */
  root: string;
  /** Page paths that exist on disk: a generated page on one of them is an error, and the file stays the page. */
  existing?: ReadonlySet<string>;
  /** The file that findings about the navigation name (the config file). */
  configFile?: string;
  /** Where the navigation names each source (src/config/graphql.ts): a schema that cannot be read is reported there. */
  sourceAt?: ReadonlyMap<string, { file: string; line: number; column: number }>;
}

export interface GraphqlNavResult {
  pages: VirtualGraphqlPage[];
  findings: Finding[];
  /** Folders of schemas that could not be read: links into them are not checked, and not called broken. */
  unknownUnder: string[];
}

/** One page to generate, before its source is made. */
interface Planned {
  path: string;
  section: 'Queries' | 'Mutations' | 'Subscriptions' | 'Types';
  kind: RootKind | 'type';
  name: string;
  field?: GraphQLField<unknown, unknown>;
  type?: GraphQLNamedType;
}

const byName = (a: { name: string }, b: { name: string }): number => compareNames(a.name, b.name);

/** Whether a named type gets a page: objects, inputs, interfaces, unions and enums that are not root types (as Mintlify; scalars get none). */
function hasPage(type: GraphQLNamedType, roots: ReadonlySet<string>): boolean {
  if (type.name.startsWith('__') || roots.has(type.name)) return false;
  return isObjectType(type) || isInputObjectType(type) || isInterfaceType(type) || isUnionType(type) || isEnumType(type);
}

/** Every page one schema generates under `directory`, in navigation order. */
function plan(schema: GraphQLSchema, directory: string): Planned[] {
  const roots: [RootKind, 'Queries' | 'Mutations' | 'Subscriptions', string, ReturnType<GraphQLSchema['getQueryType']>][] = [
    ['query', 'Queries', 'queries', schema.getQueryType()],
    ['mutation', 'Mutations', 'mutations', schema.getMutationType()],
    ['subscription', 'Subscriptions', 'subscriptions', schema.getSubscriptionType()],
  ];
  const out: Planned[] = [];
  for (const [kind, section, folder, type] of roots) {
    const fields = type ? Object.values(type.getFields()).filter((f) => !f.name.startsWith('__')).sort(byName) : [];
    for (const field of fields) out.push({ path: `${directory}/${folder}/${field.name}`, section, kind, name: field.name, field });
  }
  const rootNames = new Set(roots.flatMap(([, , , type]) => (type ? [type.name] : [])));
  const types = Object.values(schema.getTypeMap()).filter((type) => hasPage(type, rootNames)).sort(byName);
  for (const type of types) out.push({ path: `${directory}/types/${type.name}`, section: 'Types', kind: 'type', name: type.name, type });
  return out;
}

/** A page path's key for collisions: paths that differ only in case are one URL on many hosts (Mintlify's rule). */
function routeKey(path: string): string {
  return path.normalize('NFC').toLowerCase();
}

/** The generated pages of one navigation, with what claims each path. */
class GraphqlPages {
  readonly byKey = new Map<string, VirtualGraphqlPage>();
  readonly findings: Finding[] = [];
  readonly unknownUnder: string[] = [];
  private readonly reported = new Set<string>();
  private readonly existingKeys: Map<string, string>;
  private readonly configFile: string;

  constructor(private readonly options: GraphqlNavOptions) {
    this.existingKeys = new Map([...(options.existing ?? [])].map((path) => [routeKey(path), path]));
    this.configFile = options.configFile ?? 'docs.json';
  }

  /** A finding reported once, however many tabs lead to it. */
  private report(finding: Finding): void {
    const key = `${finding.file}:${finding.line}:${finding.column}:${finding.message}`;
    if (this.reported.has(key)) return;
    this.reported.add(key);
    this.findings.push(finding);
  }

  /** A `graphql-route` error at the `graphql` key that names `source` (the config file's start when it cannot be placed). */
  private configError(message: string, source: string): void {
    const at = this.options.sourceAt?.get(source.trim()) ?? { file: this.configFile, line: 1, column: 1 };
    this.report({ ...at, ruleId: 'graphql-route', severity: 'error', message });
  }

  /** Whether `page` may take its path: not a written page's, not another schema's page's. */
  private claims(page: Planned, source: string): boolean {
    const key = routeKey(page.path);
    const written = this.existingKeys.get(key);
    if (written !== undefined) {
      this.configError(`Unexpected page \`${written}\` on the path of the generated GraphQL page \`${page.path}\`, expected one page per path (Mintlify refuses the build; here the written page is kept)`, source);
      return false;
    }
    const before = this.byKey.get(key);
    if (before === undefined) return true;
    const same = before.path === page.path && before.target.source === source && before.target.kind === page.kind && before.target.name === page.name;
    if (!same) this.configError(`Unexpected GraphQL pages \`${before.path}\` and \`${page.path}\` on one path, expected one page per path (give one tab another \`directory\`)`, source);
    return false;
  }

  /** The groups a GraphQL tab gets, with its pages made. */
  async tab(node: NavNode, source: string): Promise<void> {
    const directory = posix.normalize(node.graphqlDirectory ?? DEFAULT_GRAPHQL_DIRECTORY).replace(/^\/+|\/+$/g, '');
    if (directory === '..' || directory.startsWith('../') || directory === '.' || directory === '') {
      this.configError(`Unexpected GraphQL \`directory\` \`${node.graphqlDirectory ?? ''}\`, expected a folder inside the project: no page is generated from \`${source}\``, source);
      return;
    }
    const loaded = await loadGraphqlSchema(source, { root: this.options.root });
    const at = loaded.unreadable === true ? this.options.sourceAt?.get(source) : undefined;
    for (const finding of loaded.findings) this.report(at === undefined ? finding : { ...finding, ...at });
    if (loaded.schema === undefined) {
      this.unknownUnder.push(directory);
      return;
    }
    let planned = plan(loaded.schema, directory);
    if (planned.length > MAX_GRAPHQL_PAGES) {
      // At the `graphql` value that names the schema: the author splits it or moves it there (the schema's start when it cannot be placed).
      this.report({ ...(this.options.sourceAt?.get(source.trim()) ?? { file: loaded.file, line: 1, column: 1 }), ruleId: 'graphql-limit', severity: 'warn', message: `Unexpected ${planned.length} GraphQL reference pages from one schema, expected at most ${MAX_GRAPHQL_PAGES}: the last ${planned.length - MAX_GRAPHQL_PAGES} (types last) are not generated` });
      planned = planned.slice(0, MAX_GRAPHQL_PAGES);
    }
    const routes = new Map(planned.filter((p) => p.kind === 'type').map((p) => [p.name, `/${p.path}`]));
    const links: PageLinks = { routes };
    const groups = new Map<string, NavNode>();
    for (const page of planned) {
      if (this.claims(page, source)) this.byKey.set(routeKey(page.path), this.make(loaded.schema, page, source, links));
      let group = groups.get(page.section);
      if (group === undefined) {
        group = { kind: 'group', label: page.section, children: [] };
        groups.set(page.section, group);
        node.children.push(group);
      }
      group.children.push({ kind: 'page', label: page.path, page: page.path, children: [] });
    }
  }

  /** One page's source. */
  private make(schema: GraphQLSchema, page: Planned, source: string, links: PageLinks): VirtualGraphqlPage {
    const target: GraphqlTarget = { source, kind: page.kind, name: page.name };
    const text = page.field !== undefined && page.kind !== 'type' ? operationPage(schema, page.kind, page.field, source, links) : page.type !== undefined ? typePage(schema, page.type, source, links) : '';
    return { path: page.path, source: text, title: page.name, target };
  }

  async walk(nodes: readonly NavNode[]): Promise<void> {
    for (const node of nodes) {
      if (node.children.length > 0) await this.walk(node.children);
      if (node.kind === 'tab' && node.graphql !== undefined && node.href === undefined) await this.tab(node, node.graphql);
    }
  }
}

/**
 * Give every tab with `graphql` its generated groups (after its own), returning the pages to
 * build and the findings: a schema that cannot be read, parsed or validated (at its line and
 * column), a path two pages claim, a schema past `MAX_GRAPHQL_PAGES`. Mutates `navigation`.
 */
export async function graphqlNavPages(navigation: NavNode[], options: GraphqlNavOptions): Promise<GraphqlNavResult> {
  const generated = new GraphqlPages(options);
  await generated.walk(navigation);
  return { pages: [...generated.byKey.values()], findings: generated.findings, unknownUnder: generated.unknownUnder };
}

/** The absolute file a generated page is named by (it has none on disk). */
export function graphqlPageFile(root: string, path: string): string {
  return join(root, `${path}.mdx`);
}
