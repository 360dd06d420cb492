// The page index: every `.md`/`.mdx` file of a project that the ignore policy keeps, with its
// syntax, its kind (page, snippet, repository document) and its front matter, read and parsed
// once when first asked. Every other file is listed too, for existence checks.
import { open } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { glob, globSync } from 'tinyglobby';
import type { Syntax } from '../parse/index.js';
import { frontmatterOf, splitFrontmatter, type Frontmatter } from './frontmatter.js';
import { ignorePolicy, isRepositoryDocument, isSnippet, type IgnorePolicy, type IgnorePolicyOptions } from './ignore.js';
import { readTextInside, realPathInside } from './paths.js';

/** A page is in the site; a snippet is imported by pages; a document is the repository's own (`README.md` …). */
export type PageKind = 'page' | 'snippet' | 'document';

export interface PageFile {
  /** Root-relative path with its extension, `/`-separated: `guide/setup.mdx`. */
  readonly path: string;
  /** The path without extension, as the navigation names it: `guide/setup`. */
  readonly page: string;
  /** Absolute file path. */
  readonly file: string;
  /** `mdx` for `.mdx`, `md` otherwise. */
  readonly syntax: Syntax;
  readonly kind: PageKind;
  /** The page's text, read (inside the project only) when asked. */
  text(): Promise<string>;
  /** The front matter, read and parsed once: from the text when it was read, else from the file's head only. */
  frontmatter(): Promise<Frontmatter>;
}

export interface ProjectIndex {
  root: string;
  policy: IgnorePolicy;
  /** Every file kept by the ignore policy, root-relative, `/`-separated. */
  all: ReadonlySet<string>;
  /** Every `.md`/`.mdx` file (pages, snippets and documents), sorted by path. */
  files: readonly PageFile[];
  /** The site's pages: not snippets, not repository documents. */
  pages: readonly PageFile[];
  snippets: readonly PageFile[];
  /** The file by root-relative path (with extension). */
  get(path: string): PageFile | undefined;
}

const PAGE_FILE = /\.mdx?$/i;
const ABSENT: Frontmatter = Object.freeze({ present: false, data: {}, raw: '', startLine: 1, problems: [], keyLines: {} });
const HEAD = 4096;

/** Read a file's front matter from its head, never the body (a page may be megabytes of text). */
async function readHeadFrontmatter(root: string, file: string): Promise<Frontmatter> {
  let handle;
  try {
    handle = await open(await realPathInside(root, file), 'r');
  } catch {
    return ABSENT;
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
      const block = splitFrontmatter(Buffer.concat(chunks).toString('latin1'));
      if (block === undefined && position >= 4) return ABSENT;
      if (block?.closed === true || position > 1_000_000) break;
    }
    return frontmatterOf(Buffer.concat(chunks).toString('utf8'));
  } finally {
    await handle.close();
  }
}

class IndexedPage implements PageFile {
  readonly page: string;
  readonly file: string;
  readonly syntax: Syntax;
  readonly kind: PageKind;
  private parsed: Promise<Frontmatter> | undefined;

  constructor(
    private readonly root: string,
    readonly path: string,
  ) {
    this.page = path.replace(PAGE_FILE, '');
    this.file = join(root, path);
    this.syntax = /\.mdx$/i.test(path) ? 'mdx' : 'md';
    this.kind = isSnippet(path) ? 'snippet' : isRepositoryDocument(path) ? 'document' : 'page';
  }

  text(): Promise<string> {
    return readTextInside(this.root, this.file);
  }

  /** The front matter from text already read (the build reads every page anyway). */
  frontmatterFrom(text: string): Frontmatter {
    const parsed = frontmatterOf(text);
    this.parsed = Promise.resolve(parsed);
    return parsed;
  }

  frontmatter(): Promise<Frontmatter> {
    this.parsed ??= readHeadFrontmatter(this.root, this.file);
    return this.parsed;
  }
}

/** Front matter of `page` from its text, cached on the page when it is one of the index's. */
export function frontmatterFromText(page: PageFile, text: string): Frontmatter {
  return page instanceof IndexedPage ? page.frontmatterFrom(text) : frontmatterOf(text);
}

/** List the project at `root`: every file the ignore policy keeps, and its pages. */
export async function indexProject(rootInput: string, options: IgnorePolicyOptions = {}): Promise<ProjectIndex> {
  const root = resolve(rootInput);
  const policy = ignorePolicy(root, options);
  const found = await glob('**/*', { cwd: root, ignore: [...policy.globIgnore], dot: false, onlyFiles: true, followSymbolicLinks: false });
  found.sort();
  const all = new Set<string>();
  const files: IndexedPage[] = [];
  for (const rel of found) {
    if (policy.ignores(join(root, rel))) continue;
    all.add(rel);
    if (PAGE_FILE.test(rel)) files.push(new IndexedPage(root, rel));
  }
  const byPath = new Map(files.map((file) => [file.path, file]));
  return {
    root,
    policy,
    all,
    files,
    pages: files.filter((file) => file.kind === 'page'),
    snippets: files.filter((file) => file.kind === 'snippet'),
    get: (path) => byPath.get(path),
  };
}


/**
 * Every file of the project the ignore policy keeps (root-relative, sorted), read at once:
 * for the few places that must stay synchronous (spec discovery while a page renders).
 */
export function listProjectFilesSync(rootInput: string, options: IgnorePolicyOptions = {}): string[] {
  const root = resolve(rootInput);
  const policy = ignorePolicy(root, options);
  const found = globSync('**/*', { cwd: root, ignore: [...policy.globIgnore], dot: false, onlyFiles: true, followSymbolicLinks: false });
  return found.filter((rel) => !policy.ignores(join(root, rel))).sort();
}
