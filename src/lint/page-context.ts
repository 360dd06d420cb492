import type { Root } from 'mdast';
import { readFrontmatter } from '../parse/frontmatter.js';
import { syntaxOf, type Frontmatter, type Syntax } from '../parse/index.js';

/** What a rule knows about a page besides its tree. */
export interface PageContext {
  syntax: Syntax;
  frontmatter: Frontmatter;
  /** Whether the page is an API page (front matter `openapi` or `api`). */
  isApiPage: boolean;
  /**
   * Whether Mintlify publishes the page: `false` for a file in a dot folder (`.cursor/rules.md`)
   * or one the project's ignore policy leaves out. Unknown (published) outside docwright's engine.
   */
  published?: boolean;
}

/** What rules know about a page besides its tree. */
export function pageContext(syntax: Syntax, frontmatter: Frontmatter): PageContext {
  return { syntax, frontmatter, isApiPage: typeof frontmatter.data.openapi === 'string' || typeof frontmatter.data.api === 'string' };
}

/**
 * The context of a page read from its tree, for rules that run outside docwright's engine
 * (a plain remark pipeline): front matter from the `yaml` node remark-frontmatter makes.
 */
export function pageContextFromTree(tree: Root, path: string | undefined): PageContext {
  return pageContext(syntaxOf(path), readFrontmatter(tree));
}
