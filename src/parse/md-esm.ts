// The `import`/`export` lines of a `.md` page as Mintlify reads them: it compiles `.md` pages as MDX, where such a
// line is code (an import of a package binds nothing, as Mintlify imports only local files) and shows nothing.
// Read by the lint rule `md-page-import` and by the build, which leaves the lines out of the page as Mintlify does.
import type { Point } from 'unist';
import { mdCompiledAsMdx, parseAsMdx } from './index.js';

/** One `import`/`export` block of a `.md` page: where it is, its first line, and the packages or files it imports. */
export interface MdEsmBlock {
  start: Required<Point>;
  end: Required<Point>;
  /** The block's first line, trimmed (at most 80 characters). */
  statement: string;
  /** What its `import … from '…'` statements name, in order. */
  sources: string[];
}

/** Text that could hold an `import` or `export` line: a cheap test before the page is parsed as MDX. */
const MAY_HAVE_ESM = /^[ \t]*(?:import|export)\b/m;

/** The packages Docusaurus pages import from (`@theme/Tabs`, `@docusaurus/…`, `@site/…`). */
export const isDocusaurusSource = (source: string): boolean => /^@(?:theme|theme-original|docusaurus|site)\//.test(source);

/**
 * The top-level `import`/`export` blocks of `text` as MDX reads them, for a `.md` page Mintlify compiles as MDX
 * (`mdCompiledAsMdx`); none for another file or a page that does not compile as MDX (`page-mdx-syntax` reports that).
 */
export function mdEsmBlocks(path: string, text: string): MdEsmBlock[] {
  if (!MAY_HAVE_ESM.test(text) || !mdCompiledAsMdx(path)) return [];
  const parsed = parseAsMdx(path, text);
  if (parsed.error) return [];
  const blocks: MdEsmBlock[] = [];
  for (const node of parsed.tree.children) {
    const { start, end } = node.position ?? {};
    if (node.type !== 'mdxjsEsm' || start?.offset === undefined || end?.offset === undefined) continue;
    const sources: string[] = [];
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type === 'ImportDeclaration' && typeof statement.source.value === 'string') sources.push(statement.source.value);
    }
    const first = (node.value.split('\n')[0] ?? '').trim();
    blocks.push({ start: { line: start.line, column: start.column, offset: start.offset }, end: { line: end.line, column: end.column, offset: end.offset }, statement: first.length > 80 ? `${first.slice(0, 79)}…` : first, sources });
  }
  return blocks;
}
