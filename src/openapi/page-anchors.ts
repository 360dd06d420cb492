// The anchors of a page generated from a spec (src/openapi/nav.ts), so `check --links` judges a
// link into it (`/api-reference/trees/list-trees#param-limit`) as it judges one into a written
// page: the page is built as `build` builds it, and its headings and field ids are collected
// by the same function as a written page's (src/parse/page-links.ts).
import type { Root } from 'mdast';
import { parsePage } from '../parse/index.js';
import { collectLinks } from '../parse/page-links.js';
import type { LoadOptions } from './load.js';
import type { VirtualApiPage } from './nav.js';
import { buildApiPage } from './page.js';

export interface PageAnchorOptions extends Omit<LoadOptions, 'root'> {
  root: string;
  /** The config's raw `api` object, as `build` passes it. */
  api?: unknown;
}

/**
 * The ids a generated page has: its headings (`response`, `200`) and its fields'
 * (`param-limit`, `body-name`, `response-id`). Undefined when the page cannot be built (its
 * anchors are then unknown and no fragment into it is called broken).
 */
export async function generatedPageAnchors(page: VirtualApiPage, options: PageAnchorOptions): Promise<Set<string> | undefined> {
  const file = `${page.path}.mdx`;
  const parsed = parsePage({ path: file, value: page.source });
  if (parsed.error) return undefined;
  const tree: Root = { type: 'root', children: parsed.tree.children.filter((node) => node.type !== 'yaml') };
  const built = await buildApiPage({
    root: options.root,
    file,
    frontmatter: parsed.frontmatter.data,
    tree,
    ...(options.api !== undefined ? { api: options.api } : {}),
    ...(options.offline !== undefined ? { offline: options.offline } : {}),
    ...(options.cacheDir !== undefined ? { cacheDir: options.cacheDir } : {}),
    ...(options.prefetched !== undefined ? { prefetched: options.prefetched } : {}),
  });
  return built ? collectLinks(built.tree).anchors : undefined;
}
