import type { Frontmatter } from '../project/frontmatter.js';
import { isRepositoryDocument, isSnippet } from '../project/ignore.js';
import type { ProjectIndex } from '../project/pages.js';
import { pageFileIn } from '../project/links.js';

// The project's files as `check` sees them: every file (for existence checks of pages,
// images, specs and link targets) and the pages among them, from the page index
// (src/project), whose one ignore policy decides what is left out.

/**
 * Pages on disk that are not expected in the navigation, so `check` does not warn about
 * them: snippets (in a snippet folder or imported by a file) and the documents Mintlify never
 * publishes, as the page index tells them (src/project/pages.ts).
 */
export function isNavExempt(files: ProjectFiles, page: string): boolean {
  const kind = files.index.get(page)?.kind;
  return kind === undefined ? isSnippet(page) || isRepositoryDocument(page) : kind !== 'page';
}

/** Whether a page file is a snippet: in a snippet folder, or imported by a file of the project. */
export function isSnippetFile(files: ProjectFiles, page: string): boolean {
  const kind = files.index.get(page)?.kind;
  return kind === undefined ? isSnippet(page) : kind === 'snippet';
}

export interface ProjectFiles {
  /** Every file, root-relative with `/` separators. */
  all: ReadonlySet<string>;
  /** `.md`/`.mdx` files, root-relative. */
  pages: string[];
  /** The page index they come from. */
  index: ProjectIndex;
}

/** The project's files as `check` uses them, from the page index. */
export function projectFiles(index: ProjectIndex): ProjectFiles {
  return { all: index.all, pages: index.files.map((file) => file.path), index };
}

/** The file a navigation page path names: `path.mdx`, else `path.md`. */
export function pageFile(files: ProjectFiles, page: string): string | undefined {
  return pageFileIn(files.all, page);
}

/** Run `task` over `items` with at most `limit` at a time, keeping order. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const i = next++;
      out[i] = await task(items[i] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** Front matter of `pages` (root-relative paths), each parsed once by the page index. */
export async function readAllFrontmatter(files: ProjectFiles, pages: readonly string[]): Promise<Map<string, Frontmatter | undefined>> {
  const results = await mapLimit(pages, 16, async (page) => files.index.get(page)?.frontmatter());
  return new Map(pages.map((page, i) => [page, results[i]]));
}
