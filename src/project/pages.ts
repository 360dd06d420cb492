// The page index: every `.md`/`.mdx` file of a project that the ignore policy keeps, with its
// syntax, its kind (page, snippet, repository document) and its front matter, read and parsed
// once when first asked. Every other file is listed too, for existence checks.
import type { Dirent } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { join, posix, resolve, sep } from 'node:path';
import { glob, globSync } from 'tinyglobby';
import type { Syntax } from '../parse/index.js';
import { frontmatterOf, splitFrontmatter, type Frontmatter } from './frontmatter.js';
import { describeIgnoreReason, IGNORE_FILES, ignorePolicy, isRepositoryDocument, MINT_IGNORE_FILE, isSnippet, type IgnorePolicy, type IgnorePolicyOptions, type IgnoreReason } from './ignore.js';
import { importPath, importSourcesAt, type ImportSource } from './imports.js';
import { openRegular, readTextInside, realPathInside } from '../fs/paths.js';
import { hasControlCharacter, notingAdapter, skippedEntries, type SkippedEntry } from './skipped.js';

/**
 * A page is in the site; a snippet is imported by pages (in a snippet folder, or imported by any
 * file wherever it lives); a document is the repository's own, which Mintlify never publishes (`README.md` …).
 */
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
  /** The `.md`/`.mdx` files some file of the project imports (root-relative, as on disk): snippets wherever they live. */
  imported: ReadonlySet<string>;
  /** Imports of `.md`/`.mdx`/`.jsx`/`.js` files that do not exist or cannot be read, in the site's `.mdx` pages and the snippets they import (read as `imported` is). */
  missingImports: readonly MissingImport[];
  /** Imports that close a circle of `.mdx` files importing each other (build's `snippet-cycle`), read as `missingImports` are. */
  importCycles: readonly ImportCycle[];
  /**
   * The imports of each page file the walk found, as scanned (absent when imports were not scanned), and how many
   * of those files were read for it: the others were kept from the index before (see `IndexReuse`).
   */
  importScan?: { sources: ReadonlyMap<string, readonly ImportSource[]>; read: number };
  /** The file by root-relative path (with extension). */
  get(path: string): PageFile | undefined;
  /**
   * Files on disk that an ignore file leaves out, root-relative, with the pattern that does
   * (`node_modules`, `.git` and build outputs are never walked, so they are not listed).
   */
  ignored: ReadonlyMap<string, IgnoreReason>;
  /** Pages the navigation lists that an ignore file leaves out: read all the same (see `withListedPages`). */
  listedIgnored: ReadonlyMap<string, IgnoreReason>;
  /**
   * Every folder the walk went through, root-relative without a trailing `/` (the root is `''`): those that hold no
   * file too, so a process that keeps the index sees a file added to any of them (src/project/project-cache.ts).
   */
  folders: ReadonlySet<string>;
  /**
   * What the walk passed over without reading it, sorted by path: a symbolic link leading out of the project (a
   * folder, a page, snippet or spec) and a named pipe, socket or device named as one. `skippedFindings` reports them.
   */
  skipped: readonly SkippedEntry[];
}

/** An import of a `.md`/`.mdx` file that is not in the project: the importing file (root-relative) and the source where it is written. */
export interface MissingImport extends ImportSource {
  from: string;
}

/** An import on a circle: the importing file, the source where it is written, and the circle from it back to it (root-relative paths). */
export interface ImportCycle extends ImportSource {
  from: string;
  chain: readonly string[];
}

/**
 * A page file: `.mdx` or `.md`, lower case, as Mintlify reads them (its deploys run on
 * case-sensitive file systems, where `intro.MDX` is not `intro.mdx`). Any other case is no page.
 */
const PAGE_FILE = /\.mdx?$/;
/** A `.jsx`/`.js` file a snippet import may name. */
const CODE_FILE = /\.jsx?$/i;

/** Whether an import's target (root-relative, from `importPath`) is a snippet the project lacks: an `.mdx`/`.md`/`.jsx`/`.js` file not in `all` (`check`, `build` and `lint` say `snippet-missing`). */
export function isMissingSnippet(target: string | undefined, all: ReadonlySet<string>): boolean {
  return target !== undefined && (PAGE_FILE.test(target) || CODE_FILE.test(target)) && !all.has(target);
}

/** Whether a root-relative path names a page file by its extension (`.mdx` or `.md`, lower case). */
export function isPageFile(path: string): boolean {
  return PAGE_FILE.test(path);
}
const ABSENT: Frontmatter = Object.freeze({ present: false, data: {}, raw: '', startLine: 1, problems: [], keyLines: {} });
const HEAD = 4096;

/** How many bytes of a page the head reader looks through a chunk at a time for the closing `---`; past it, the rest is read at once. */
const HEAD_LIMIT = 1_000_000;

/** The bytes of an open file from `position` to its end. */
async function readRest(handle: FileHandle, position: number): Promise<Buffer> {
  const size = (await handle.stat()).size;
  const rest = Buffer.alloc(Math.max(0, size - position));
  let filled = 0;
  while (filled < rest.length) {
    const { bytesRead } = await handle.read(rest, filled, rest.length - filled, position + filled);
    if (bytesRead === 0) break;
    filled += bytesRead;
  }
  return rest.subarray(0, filled);
}

/** Read a file's front matter from its head, never the body (a page may be megabytes of text) unless the front matter runs past it. */
async function readHeadFrontmatter(root: string, file: string): Promise<Frontmatter> {
  let handle;
  try {
    // A regular file only: a named pipe (the page swapped for one after the walk) would be waited on for ever.
    handle = await openRegular(await realPathInside(root, file));
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
      // Bytes as latin1 keep ASCII markers where they are, whatever the encoding; a UTF-8 byte order mark (three
      // bytes, three latin1 characters) is read past, as `splitFrontmatter` reads past U+FEFF.
      const bytes = Buffer.concat(chunks);
      const block = splitFrontmatter((bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes).toString('latin1'));
      if (block === undefined && position >= 4) return ABSENT;
      if (block?.closed === true) break;
      // Front matter longer than the head (or never closed in it): the rest is read in one go, as lint reads the page,
      // so a long block is read to its closing `---` and not called unclosed.
      if (position > HEAD_LIMIT) {
        chunks.push(await readRest(handle, position));
        break;
      }
    }
    return frontmatterOf(Buffer.concat(chunks).toString('utf8'));
  } finally {
    await handle.close();
  }
}

/** A page file's kind by its path and whether some file imports it. */
function kindOf(path: string, imported: boolean): PageKind {
  return isSnippet(path) || imported ? 'snippet' : isRepositoryDocument(path) ? 'document' : 'page';
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
    imported: boolean,
  ) {
    this.page = path.replace(PAGE_FILE, '');
    this.file = join(root, path);
    this.syntax = path.endsWith('.mdx') ? 'mdx' : 'md';
    this.kind = kindOf(path, imported);
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

/**
 * What a new index of the same root may keep of the one before it, for a process that keeps the project between
 * requests (the MCP server, src/project/project-cache.ts): the caller knows from the files' sizes and times what changed.
 */
export interface IndexReuse {
  /** The index before (made with the same ignore options). */
  previous: ProjectIndex;
  /** Whether a file (root-relative) is as it was when `previous` was made: its import scan and its front matter are kept. */
  unchanged: (path: string) => boolean;
  /** No file was added or removed, no folder changed and no ignore file changed: the walk and the ignore policy are kept. */
  sameListing: boolean;
}

/** What a walk of the project found: every file it keeps, its page files, what it left out and what it passed over. */
interface Walk {
  policy: IgnorePolicy;
  all: Set<string>;
  paths: string[];
  ignored: Map<string, IgnoreReason>;
  folders: ReadonlySet<string>;
  skipped: readonly SkippedEntry[];
}

/** Every file under `root`, sorted, split by the ignore policy into those it keeps (and the page files among them) and those it leaves out; the folders walked. */
async function walkProject(root: string, options: IgnorePolicyOptions): Promise<Walk> {
  // The ignore files each folder the walk listed holds, by folder: the policy looks for no other while the walk's files are judged.
  let listed: Map<string, Set<string>> | undefined = new Map();
  const policy = ignorePolicy(root, { ...options, listed: (dir) => listed?.get(dir) });
  // Folders come with a trailing `/` (the walk lists them at no extra cost: it reads each folder anyway). Links and
  // pipes are not walked; the ones a command would have read are said (src/project/skipped.ts).
  const others: [string, Dirent][] = [];
  const fs = notingAdapter(
    (path, entry) => others.push([path, entry]),
    (dir, entries) => listed?.set(dir.length > 1 && dir.endsWith(sep) ? dir.slice(0, -1) : dir, ignoreFileNames(entries)),
  );
  const found = await glob('**/*', { cwd: root, ignore: [...policy.globIgnore], dot: false, onlyFiles: false, followSymbolicLinks: false, fs });
  found.sort();
  const all = new Set<string>();
  const paths: string[] = [];
  const ignored = new Map<string, IgnoreReason>();
  const folders = new Set<string>(['']);
  const controlNamed: SkippedEntry[] = [];
  for (const rel of found) {
    if (rel.endsWith('/')) {
      folders.add(rel.slice(0, -1));
      continue;
    }
    const why = policy.reason(join(root, rel));
    if (why) {
      ignored.set(rel, why);
      continue;
    }
    // A file whose path holds a control character is neither a page nor an asset: said, never written (skipped.ts).
    if (hasControlCharacter(rel)) {
      controlNamed.push({ kind: 'control-name', path: rel });
      continue;
    }
    all.add(rel);
    if (PAGE_FILE.test(rel)) paths.push(rel);
  }
  const skipped = [...skippedEntries(root, others, policy), ...controlNamed].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  // The policy outlives the walk (a file saved later, a folder made later): from now on it looks for each ignore file.
  listed = undefined;
  return { policy, all, paths, ignored, folders, skipped };
}

/** The names of the ignore files a folder may hold. */
const ANY_IGNORE_FILE: ReadonlySet<string> = new Set([...IGNORE_FILES, MINT_IGNORE_FILE]);

/** The names of a folder's entries that may be ignore files, lower-cased (a file system that folds case finds `.GitIgnore` as `.gitignore`). */
function ignoreFileNames(entries: readonly Dirent[]): Set<string> {
  const names = new Set<string>();
  for (const { name } of entries) {
    if (name.startsWith('.')) {
      const lower = name.toLowerCase();
      if (ANY_IGNORE_FILE.has(lower)) names.add(lower);
    }
  }
  return names;
}

/** The walk of `previous`, as it was before `withListedPages` added the pages the navigation lists. */
function walkOf(previous: ProjectIndex): Walk {
  const all = new Set([...previous.all].filter((path) => !previous.listedIgnored.has(path)));
  return { policy: previous.policy, all, paths: [...all].filter((path) => PAGE_FILE.test(path)).sort(), ignored: new Map(previous.ignored), folders: previous.folders, skipped: previous.skipped };
}

/** List the project at `root`: every file the ignore policy keeps, and its pages. With `reuse`, what did not change is taken from the index before. */
export async function indexProject(rootInput: string, options: IgnorePolicyOptions & { scanImports?: boolean; reuse?: IndexReuse } = {}): Promise<ProjectIndex> {
  const root = resolve(rootInput);
  const { reuse } = options;
  const { policy, all, paths, ignored, folders, skipped } = reuse?.sameListing === true && reuse.previous.root === root ? walkOf(reuse.previous) : await walkProject(root, options);
  const keptSources = reuse?.previous.importScan?.sources;
  const kept = keptSources && reuse ? (rel: string): readonly ImportSource[] | undefined => (reuse.unchanged(rel) ? keptSources.get(rel) : undefined) : undefined;
  const scan = options.scanImports === false ? undefined : await importedFiles(root, paths, all, kept);
  const { imported, missing, edges } = scan ?? { imported: new Set<string>(), missing: [], edges: [] };
  const files = paths.map((rel) => {
    // A page unchanged and of the same kind is the one before: its front matter, once read, is kept.
    const before = reuse?.unchanged(rel) === true ? reuse.previous.get(rel) : undefined;
    return before instanceof IndexedPage && before.kind === kindOf(rel, imported.has(rel)) ? before : new IndexedPage(root, rel, imported.has(rel));
  });
  // A snippet no file imports is shown nowhere: its imports are judged where it is used. A `.md` file's
  // `import` line is text to the build (the `md-page-import` rule warns about it).
  const counted = (from: string): boolean => from.endsWith('.mdx') && (imported.has(from) || (!isSnippet(from) && !isRepositoryDocument(from)));
  // A `.jsx`/`.js` snippet's own imports are judged when a file whose imports are judged reaches it (as the build runs it there).
  const live = new Set(paths.filter(counted));
  for (let grew = true; grew; ) {
    grew = false;
    for (const edge of edges) {
      if (live.has(edge.from) && CODE_FILE.test(edge.to) && !live.has(edge.to)) {
        live.add(edge.to);
        grew = true;
      }
    }
  }
  const missingImports = missing.filter((found) => live.has(found.from));
  const importCycles = cyclesOf(edges.filter((edge) => /\.(mdx|jsx?)$/i.test(edge.from) && /\.(mdx|jsx?)$/i.test(edge.to)));
  const importScan = scan ? { sources: scan.sources, read: scan.read } : undefined;
  return makeIndex(root, policy, all, files, ignored, new Map(), { imported, missingImports, importCycles, folders, skipped, ...(importScan ? { importScan } : {}) });
}

/** One import of a page file by another (root-relative, as on disk). */
interface ImportEdge extends ImportSource {
  from: string;
  to: string;
}

/**
 * The imports that lie on a circle: each import whose target leads back to the importing file,
 * with the shortest way round (`a.mdx` → `b.mdx` → `a.mdx`), as the build names the circle.
 */
function cyclesOf(edges: readonly ImportEdge[]): ImportCycle[] {
  const next = new Map<string, string[]>();
  for (const edge of edges) next.set(edge.from, [...(next.get(edge.from) ?? []), edge.to]);
  /** The shortest path from `start` to `goal` along imports, or undefined. */
  const pathBetween = (start: string, goal: string): string[] | undefined => {
    const cameFrom = new Map<string, string>([[start, start]]);
    const queue = [start];
    for (let at = queue.shift(); at !== undefined; at = queue.shift()) {
      if (at === goal) {
        const path = [goal];
        for (let step = goal; step !== start; ) path.unshift((step = cameFrom.get(step) ?? start));
        return path;
      }
      for (const to of next.get(at) ?? []) {
        if (!cameFrom.has(to)) {
          cameFrom.set(to, at);
          queue.push(to);
        }
      }
    }
    return undefined;
  };
  const cycles: ImportCycle[] = [];
  for (const edge of edges) {
    const back = edge.to === edge.from ? [edge.from] : pathBetween(edge.to, edge.from);
    if (back) cycles.push({ source: edge.source, line: edge.line, column: edge.column, from: edge.from, chain: [edge.from, ...back] });
  }
  return cycles.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : a.line - b.line || a.column - b.column));
}

/** Files read at once while looking for imports. */
const SCAN_CONCURRENCY = 16;

const NO_SOURCES: readonly ImportSource[] = Object.freeze([]);

/**
 * The page files that some page file imports (`import X from "/shared/x.mdx"`), matched as
 * Mintlify matches them, ignoring case. Files that cannot be read import nothing. `kept`: a file's
 * import sources from an earlier scan, when it did not change since (the file is not read again).
 */
async function importedFiles(
  root: string,
  paths: readonly string[],
  all: ReadonlySet<string>,
  kept?: (rel: string) => readonly ImportSource[] | undefined,
): Promise<{ imported: Set<string>; missing: MissingImport[]; edges: ImportEdge[]; sources: Map<string, readonly ImportSource[]>; read: number }> {
  const sources = new Map<string, readonly ImportSource[]>();
  /** The files that could not be read (a file of mode 000 …). */
  const unread = new Set<string>();
  let readCount = 0;
  const scanFiles = async (files: readonly string[]): Promise<void> => {
    const toRead: string[] = [];
    for (const rel of files) {
      const known = kept?.(rel);
      if (known) sources.set(rel, known);
      else toRead.push(rel);
    }
    readCount += toRead.length;
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < toRead.length) {
        const from = toRead[next++] ?? '';
        let text: string;
        try {
          text = await readTextInside(root, join(root, from));
        } catch {
          // Not kept: it is read again next time. An import of it is reported as one of a snippet not read.
          unread.add(from);
          continue;
        }
        const found = importSourcesAt(text);
        sources.set(from, found.length === 0 ? NO_SOURCES : found);
      }
    };
    await Promise.all(Array.from({ length: Math.min(SCAN_CONCURRENCY, toRead.length) }, worker));
  };
  await scanFiles(paths);
  // `.jsx`/`.js` snippets import each other too (build's `snippet-cycle`): those some scanned file imports are scanned in turn.
  const codeByLower = new Map<string, string>();
  for (const rel of all) if (CODE_FILE.test(rel)) codeByLower.set(rel.toLowerCase(), rel);
  const scanned = new Set<string>(paths);
  const codeFiles: string[] = [];
  for (let wave: string[] = paths.slice(); wave.length > 0; ) {
    const reached = new Set<string>();
    for (const from of wave) {
      for (const found of sources.get(from) ?? NO_SOURCES) {
        const target = importPath(found.source, from);
        const rel = target === undefined ? undefined : codeByLower.get(target.toLowerCase());
        if (rel !== undefined && !scanned.has(rel)) reached.add(rel);
      }
    }
    wave = [...reached].sort();
    for (const rel of wave) scanned.add(rel);
    codeFiles.push(...wave);
    await scanFiles(wave);
  }
  const byLower = new Map<string, string[]>();
  for (const rel of [...paths, ...codeFiles]) byLower.set(rel.toLowerCase(), [...(byLower.get(rel.toLowerCase()) ?? []), rel]);
  const imported = new Set<string>();
  const missing: MissingImport[] = [];
  const edges: ImportEdge[] = [];
  // In path order, whatever order the files were read in.
  for (const from of [...paths, ...codeFiles.sort()]) {
    for (const found of sources.get(from) ?? NO_SOURCES) {
      const target = importPath(found.source, from);
      // A `.jsx`/`.js` snippet that is not there fails the page as an `.mdx` one does (Mintlify cannot resolve the import).
      if (isMissingSnippet(target, all) || (target !== undefined && unread.has(target))) missing.push({ ...found, from });
      for (const rel of target === undefined ? [] : (byLower.get(target.toLowerCase()) ?? [])) {
        if (rel !== from) imported.add(rel);
        edges.push({ ...found, from, to: rel });
      }
    }
  }
  missing.sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : a.line - b.line || a.column - b.column));
  return { imported, missing, edges, sources, read: readCount };
}

function makeIndex(
  root: string,
  policy: IgnorePolicy,
  all: ReadonlySet<string>,
  files: readonly PageFile[],
  ignored: ReadonlyMap<string, IgnoreReason>,
  listedIgnored: ReadonlyMap<string, IgnoreReason>,
  scanned: Pick<ProjectIndex, 'imported' | 'missingImports' | 'importCycles' | 'importScan' | 'folders' | 'skipped'>,
): ProjectIndex {
  const { imported, missingImports, importCycles, importScan, folders, skipped } = scanned;
  const byPath = new Map(files.map((file) => [file.path, file]));
  return {
    root,
    policy,
    all,
    files,
    pages: files.filter((file) => file.kind === 'page'),
    snippets: files.filter((file) => file.kind === 'snippet'),
    imported,
    missingImports,
    importCycles,
    ...(importScan ? { importScan } : {}),
    get: (path) => byPath.get(path),
    ignored,
    listedIgnored,
    folders,
    skipped,
  };
}

/**
 * The index with the pages that `listed` names (navigation paths, with or without extension)
 * added back where an ignore file left them out: a page the navigation lists is read, and
 * `listedIgnored` remembers why it was ignored (a deploy from git would not have it).
 */
export function withListedPages(index: ProjectIndex, listed: Iterable<string>): ProjectIndex {
  const added = new Map<string, IgnoreReason>();
  for (const entry of listed) {
    const page = posix.normalize(entry.trim().replace(/^\/+/, ''));
    const candidates = PAGE_FILE.test(page) ? [page] : [`${page}.mdx`, `${page}.md`];
    for (const path of candidates) {
      if (index.all.has(path)) break;
      const why = index.ignored.get(path);
      if (why) {
        added.set(path, why);
        break;
      }
    }
  }
  if (added.size === 0) return index;
  const all = new Set([...index.all, ...added.keys()]);
  const files = [...index.files, ...[...added.keys()].map((path) => new IndexedPage(index.root, path, index.imported.has(path)))].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return makeIndex(index.root, index.policy, all, files, index.ignored, added, index);
}


/**
 * The page files that are pages of the site, as links see them: every `page`, and a snippet or
 * document the navigation lists (`listed`: navigation paths, with or without extension), which
 * the build publishes all the same. Links to the other page files (`README.md`, snippets) lead nowhere.
 */
export function sitePageFiles(index: ProjectIndex, listed: Iterable<string>): Set<string> {
  const names = new Set<string>();
  for (const entry of listed) names.add(posix.normalize(entry.trim().replace(/^\/+/, '')).replace(PAGE_FILE, ''));
  return new Set(index.files.filter((file) => file.kind === 'page' || names.has(file.page)).map((file) => file.path));
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

/**
 * Why a project has no page to build, in one sentence: the page files an ignore file leaves
 * out (by pattern and file), files whose extension is in another case, or none on disk at all.
 */
export function noPagesReason(index: ProjectIndex): string {
  const byReason = new Map<string, number>();
  for (const [path, why] of index.ignored) {
    if (!PAGE_FILE.test(path)) continue;
    const key = describeIgnoreReason(index.root, why);
    byReason.set(key, (byReason.get(key) ?? 0) + 1);
  }
  if (byReason.size > 0) {
    const count = [...byReason.values()].reduce((a, b) => a + b, 0);
    const parts = [...byReason].sort((a, b) => b[1] - a[1]).map(([reason, n]) => `${n} by ${reason}`);
    return `Missing pages to build: ${count} page file${count === 1 ? ' is' : 's are'} left out (${parts.join(', ')}), expected at least one page the ignore files keep`;
  }
  const offCase = [...index.all].filter((path) => /\.mdx?$/i.test(path) && !PAGE_FILE.test(path));
  if (offCase.length > 0) {
    return `Missing pages to build: ${offCase.length} file${offCase.length === 1 ? ' has' : 's have'} an extension in another case (\`${offCase[0] ?? ''}\`), expected \`.mdx\` or \`.md\` in lower case`;
  }
  const documents = index.files.filter((file) => file.kind === 'document');
  if (documents.length > 0 && documents.length === index.files.length) {
    return `Missing pages to build: only the repository's own documents (\`${documents[0]?.path ?? ''}\`), expected \`.mdx\` or \`.md\` pages`;
  }
  return `Missing pages to build, expected \`.mdx\` or \`.md\` files in \`${index.root}\``;
}
