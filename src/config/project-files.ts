import { open } from 'node:fs/promises';
import { glob } from 'tinyglobby';
import { parseFrontmatterText, type Frontmatter } from '../parse/index.js';
import { FRONTMATTER_START_LINE, splitFrontmatter } from '../project/frontmatter.js';
import { realPathInside } from '../project/paths.js';

/**
 * The files of a project, listed once: every file (for existence checks of pages, images,
 * specs and link targets) and the pages among them. Never followed: `node_modules`, dot
 * folders (`.git`, `.github`, `.mintlify` …) and build output (`dist`, `docs-dist`, `_site`).
 */

const IGNORE = ['**/node_modules/**', '**/.*/**', 'dist/**', 'docs-dist/**', '_site/**'];

/**
 * Pages on disk that are not expected in the navigation, so `check` does not warn about
 * them: snippets (`snippets/`, `_snippets/`, any folder starting with `_`), and the
 * repository's own documents at the root (`README`, `CONTRIBUTING`, `LICENSE`, `CHANGELOG`,
 * `CODE_OF_CONDUCT`, `SECURITY`, `AGENTS`, `CLAUDE` as `.md`).
 */
export function isNavExempt(page: string): boolean {
  if (/^(snippets|_snippets)\//.test(page) || /(^|\/)_[^/]*\//.test(page)) return true;
  return /^(README|CONTRIBUTING|LICENSE|CHANGELOG|CODE_OF_CONDUCT|SECURITY|AGENTS|CLAUDE)\.md$/i.test(page);
}

/** Whether a page path is a snippet (imported by pages, never a page itself). */
export function isSnippet(page: string): boolean {
  return /^(snippets|_snippets)\//.test(page) || /(^|\/)_[^/]*\//.test(page);
}

export interface ProjectFiles {
  /** Every file, root-relative with `/` separators. */
  all: Set<string>;
  /** `.md`/`.mdx` files, root-relative. */
  pages: string[];
}

export async function listProjectFiles(root: string): Promise<ProjectFiles> {
  const files = await glob('**/*', { cwd: root, ignore: IGNORE, dot: false, onlyFiles: true, followSymbolicLinks: false });
  const all = new Set(files);
  const pages = files.filter((f) => /\.mdx?$/i.test(f)).sort();
  return { all, pages };
}

/** The file a navigation page path names: `path.mdx`, else `path.md`. */
export function pageFile(files: ProjectFiles, page: string): string | undefined {
  if (/\.mdx?$/i.test(page) && files.all.has(page)) return page;
  for (const ext of ['.mdx', '.md']) if (files.all.has(`${page}${ext}`)) return `${page}${ext}`;
  return undefined;
}

const HEAD = 4096;

/**
 * Read only a page's front matter: the head of the file up to the closing `---`, parsed
 * with the one front matter parser. Never reads the body.
 */
export async function readFrontmatterOnly(path: string, options: { keys?: readonly string[]; root?: string } = {}): Promise<Frontmatter | undefined> {
  let handle;
  try {
    // Inside a project, only a file whose real path is in it.
    handle = await open(options.root === undefined ? path : await realPathInside(options.root, path), 'r');
  } catch {
    return undefined;
  }
  try {
    const chunks: Buffer[] = [];
    let position = 0;
    for (;;) {
      const buffer = Buffer.alloc(HEAD);
      const { bytesRead } = await handle.read(buffer, 0, HEAD, position);
      if (bytesRead === 0) break;
      chunks.push(buffer.subarray(0, bytesRead));
      position += bytesRead;
      // Bytes as latin1 keep ASCII markers where they are, whatever the encoding.
      const block = splitFrontmatter(Buffer.concat(chunks).toString('latin1').replace(/^\xEF\xBB\xBF/, ''));
      if (block === undefined && position >= 4) return undefined;
      if (block?.closed === true || position > 1_000_000) break;
    }
    const block = splitFrontmatter(Buffer.concat(chunks).toString('utf8'));
    if (!block?.closed) return undefined;
    const raw = block.yaml;
    // Callers that need a few keys skip the YAML parse when none of them is there.
    if (options.keys && !options.keys.some((key) => new RegExp(`^${key}\\s*:`, 'm').test(raw))) {
      return { present: true, data: {}, raw, startLine: FRONTMATTER_START_LINE, problems: [], keyLines: {} };
    }
    return parseFrontmatterText(raw, FRONTMATTER_START_LINE);
  } finally {
    await handle.close();
  }
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

/** Front matter of every page, read in parallel, parsed only when one of `keys` is there. */
export async function readAllFrontmatter(root: string, pages: readonly string[], keys: readonly string[]): Promise<Map<string, Frontmatter | undefined>> {
  const results = await mapLimit(pages, 16, (page) => readFrontmatterOnly(`${root}/${page}`, { keys, root }));
  return new Map(pages.map((page, i) => [page, results[i]]));
}
