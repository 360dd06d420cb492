import type { Root } from 'mdast';
import type { PageLinks } from '../parse/page-links.js';
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
  /** The docs.json `variables` the page was parsed with, when the caller gave them; else a rule reads the project's. */
  variables?: Readonly<Record<string, string>>;
  /**
   * What the project's page index makes of the file (src/project/pages.ts): a `page` of the site, a
   * `snippet` (in a snippet folder, or imported by any file of the project) or a `document` Mintlify
   * never publishes (`README.md`). Unknown outside a project: rules then judge by the path.
   */
  kind?: 'page' | 'snippet' | 'document';
  /**
   * The project's link resolver (src/project/links.ts) for this page, when the engine lints a
   * page of a project (a folder with `docs.json` or `mint.json`): what is wrong with its links.
   */
  links?: PageLinkCheck;
}

/** A broken link or anchor of a page, where the page writes it. */
export interface PageLinkProblem {
  line: number;
  column: number;
  /** `extension`: a link that works here but not on Mintlify (reported at most as a warning). */
  kind: 'target' | 'anchor' | 'extension';
  message: string;
}

/** Judges a page's links (from `collectLinks`, src/parse/page-links.ts) against its project. */
export interface PageLinkCheck {
  /**
   * `linted`, when given, is the text the page's tree was parsed from as `parsePage` parses it by default (its path's
   * syntax): the project keeps the page's anchors for a later link to it, while the file on disk still holds that text.
   */
  problems(page: PageLinks, linted?: { text: string; syntax: Syntax }): PageLinkProblem[];
  /**
   * The imports of the page's text that name a snippet the project lacks (`snippet-missing`, as `check` and `build` say it),
   * each at its `from`; with the page's `tree`, also each name imported from a snippet that does not export it
   * (`snippet-export-missing`), at the name.
   */
  imports?(text: string, tree?: Root): PageImportProblem[];
  /** The file is no page of the site (a snippet, a repository document): its links are judged where it is shown (`problems` finds none), its imports here. */
  notPage?: true;
}

/** An import of a snippet the project lacks, that leads out of it or names what the snippet does not export: the finding `check` gives it. */
export interface PageImportProblem {
  line: number;
  column: number;
  ruleId: 'snippet-missing' | 'path-outside' | 'snippet-export-missing';
  /** An error unless said (`snippet-export-missing` is a warning, as `check` and `build` report it). */
  severity?: 'warn';
  message: string;
}

/** What rules know about a page besides its tree. */
export function pageContext(syntax: Syntax, frontmatter: Frontmatter): PageContext {
  return { syntax, frontmatter, isApiPage: typeof frontmatter.data.openapi === 'string' || typeof frontmatter.data.api === 'string' };
}

/**
 * The context of a page read from its tree, for rules that run outside docwright's engine
 * (a plain remark pipeline): front matter from the `yaml` node remark-frontmatter makes, or, with the page's `text`,
 * front matter never closed.
 */
export function pageContextFromTree(tree: Root, path: string | undefined, text?: string): PageContext {
  return pageContext(syntaxOf(path), readFrontmatter(tree, text));
}
