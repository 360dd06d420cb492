// A `.md` page as Mintlify reads it: every `.md` page but the repository's own documents (README, LICENSE …) is
// compiled as MDX there, so its expressions, components and `import`/`export` lines are code. The rules that
// judge what a `.md` page does on Mintlify (`md-page-expression`, `md-page-component`, `component-known`,
// `expression-defined`) read this tree; `page-mdx-syntax` reports a page that is no valid MDX.
import type { Root } from 'mdast';
import { mdCompiledAsMdx, parseAsMdx } from '../parse/index.js';
import type { PageContext } from './page-context.js';
import { isNotAPage } from './page-helpers.js';

/**
 * The tree of a `.md` page read as MDX, as Mintlify compiles it; undefined for an `.mdx` file, a file that is no
 * published page (a snippet, README, a dot folder's) or a text that is no valid MDX (`page-mdx-syntax` says where).
 */
export function mdPageAsMdx(path: string | undefined, source: string, page: Pick<PageContext, 'syntax' | 'published' | 'kind'>): Root | undefined {
  if (path === undefined || page.syntax === 'mdx' || page.published === false || isNotAPage(path, page.kind) || !mdCompiledAsMdx(path)) return undefined;
  if (!/[{<]/.test(source)) return undefined;
  const parsed = parseAsMdx(path, source);
  return parsed.error ? undefined : parsed.tree;
}
