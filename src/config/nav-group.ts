// A navigation group that a generator owns (`Rule reference`, `Check reference` in docs/docs.json): found by its
// name anywhere in a parsed configuration, and rewritten to list the pages the generator made.
import { isRecord } from '../guards.js';

/** The `pages` array of every group named `group`, at any depth of a parsed docs.json. */
export function findGroupPages(config: unknown, group: string): unknown[][] {
  const found: unknown[][] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (isRecord(node)) {
      if (node.group === group && Array.isArray(node.pages)) found.push(node.pages);
      Object.values(node).forEach(visit);
    }
  };
  visit(config);
  return found;
}

/**
 * docs.json's text with every group named `group` listing `pages`, or the text unchanged when they already do (so hand
 * formatting survives). Throws an Error naming the group when docs.json has none.
 */
export function docsConfigWithGroup(text: string, group: string, pages: readonly string[]): string {
  const config: unknown = JSON.parse(text);
  const groups = findGroupPages(config, group);
  if (groups.length === 0) throw new Error(`Missing navigation group \`${group}\` in docs/docs.json`);
  if (groups.every((g) => JSON.stringify(g) === JSON.stringify(pages))) return text;
  for (const pagesOf of groups) pagesOf.splice(0, pagesOf.length, ...pages);
  return `${JSON.stringify(config, null, 2)}\n`;
}
