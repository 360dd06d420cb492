// Search: Pagefind fed page by page from memory, for a build (written files, each checked
// whole) or the dev server (files in memory).
import { encodeUrlPath } from '../../fs/url-path.js';
import { writeFileAtomic } from '../../fs/write.js';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type { Finding } from '../../findings/finding.js';
import { loadOptional, type Optional } from '../../optional-module.js';
import type { SiteProject } from '../layout/project.js';
import type { PageOutput } from '../layout/page-layout.js';
import { indexed } from '../layout/visibility.js';

const gunzipAsync = promisify(gunzip);

/** Pagefind's module: an optional peer dependency (a site without it builds with search off). */
export type Pagefind = typeof import('pagefind');

/** Whether a loaded module has Pagefind's functions. */
function isPagefind(value: unknown): value is Pagefind {
  return typeof value === 'object' && value !== null && 'createIndex' in value && typeof value.createIndex === 'function' && 'close' in value && typeof value.close === 'function';
}

/** Pagefind when installed, else why not (src/optional-module.ts). `specifier`: another module in its place (tests name one that is not installed). */
export async function loadPagefind(specifier = 'pagefind'): Promise<Optional<Pagefind>> {
  return loadOptional(specifier, async () => {
    const module: unknown = specifier === 'pagefind' ? await import('pagefind') : await (import(specifier) as Promise<unknown>);
    if (!isPagefind(module)) throw new Error(`Unexpected module \`${specifier}\`, expected Pagefind's \`createIndex\` and \`close\``);
    return module;
  });
}

/** The build's and the dev server's one warning when search is off, at the config file; undefined when Pagefind loaded. */
export function searchOffFinding(loaded: Optional<Pagefind>, configPath: string): Finding | undefined {
  if (loaded.status === 'loaded') return undefined;
  const why = loaded.status === 'missing' ? 'is not installed' : `failed to load (${loaded.reason})`;
  const message = `Unexpected site without search (\`${loaded.name}\` ${why}), expected the search index: run \`npm i -D pagefind\``;
  return { file: configPath, line: 1, column: 1, ruleId: 'search-off', severity: 'warn', message };
}

// Pagefind runs one service process for the whole of node, shared by every index: closing
// it ends every index in the process (a second build, or the dev server's, failed with
// "Invalid index, does not yet exist"). So each indexer deletes only its own index, and
// the service is closed when the last open index is done.
let openIndexes = 0;

async function openIndex(pagefind: Pagefind, config: import('pagefind').PagefindServiceConfig): Promise<import('pagefind').PagefindIndex | undefined> {
  openIndexes++;
  try {
    const { index, errors } = await pagefind.createIndex(config);
    if (index && errors.length === 0) return index;
    if (index) await index.deleteIndex().catch(() => undefined);
  } catch {
    // no index: the caller goes on without search
  }
  await closeIndex(pagefind, undefined);
  return undefined;
}

async function closeIndex(pagefind: Pagefind, index: import('pagefind').PagefindIndex | undefined): Promise<void> {
  if (index) await index.deleteIndex().catch(() => undefined);
  openIndexes--;
  if (openIndexes === 0) await pagefind.close();
}

/** Pagefind's scripts' and stylesheets' sizes, by module: the same for every index it writes. */
const staticSizesOf = new WeakMap<Pagefind, Promise<Map<string, number>>>();

/** The sizes of Pagefind's own scripts and stylesheets, from a one-page index; none when no index opens (nothing is then checked by size). */
async function oneIndexSizes(pagefind: Pagefind): Promise<Map<string, number>> {
  const index = await openIndex(pagefind, { rootSelector: 'article' });
  if (!index) return new Map();
  try {
    await index.addHTMLFile({ url: '/', content: '<html><body><article><h1>Search</h1></article></body></html>' });
    const { files } = await index.getFiles();
    return new Map(files.filter((f) => /\.(js|css)$/.test(f.path)).map((f) => [f.path.replace(/^\/+/, ''), f.content.byteLength]));
  } finally {
    await closeIndex(pagefind, index);
  }
}

/**
 * The bundle's first problem once Pagefind's writes have settled: `writeFiles` can answer
 * before its last files reach their full size (seen: `pagefind-component-ui.js` at 131,072 of
 * 175,488 bytes right after the answer, in 1 of 3 runs once the sizes were no longer measured
 * in between). A file still short after ~3 s of waiting is a real short write.
 */
async function settledBundleProblem(dir: string, expected: ReadonlyMap<string, number>, label: string): Promise<string | undefined> {
  let problem = await checkSearchBundle(dir, expected, label);
  for (let wait = 50; problem !== undefined && wait <= 1600; wait *= 2) {
    await new Promise((done) => setTimeout(done, wait));
    problem = await checkSearchBundle(dir, expected, label);
  }
  return problem;
}

/**
 * Pages handed to Pagefind and not yet answered, at most. Pagefind's service reads its
 * messages in the order they are written and answers them one at a time, in that order (its
 * service loop), so pages sent ahead are indexed in the order they were added, as when each
 * waits for its answer, but neither side waits a round trip per page (issue 29: a 250-page
 * shard fed 0.49 s one at a time, 0.35-0.40 s sent ahead). Each page's HTML is held until
 * answered: 32 pages are under a megabyte.
 */
const IN_FLIGHT = 32;

/** Where the layout's article starts (src/render/layout/layout.ts): the element Pagefind indexes (`rootSelector`). */
const ARTICLE_OPEN = '<article class="dw-article"';

/**
 * What Pagefind reads of a laid-out page: the `<html>` tag (its `lang` picks the page's index)
 * and the layout's `<article>` (the `rootSelector`: Pagefind ignores everything outside it),
 * without the head, the header, the sidebar and the scripts around them, which were more than
 * half of each page's bytes on the Mintlify docs and cost encoding, piping and parsing (issue
 * 51). The search files it makes are the same, byte for byte (test/render/site/search-html.test.ts;
 * on ../shared/corpus/mintlify-docs' 1,502 pages, `diff -r`). A page without the layout's
 * article goes whole.
 */
export function searchHtml(html: string): string {
  const start = html.indexOf(ARTICLE_OPEN);
  const end = html.lastIndexOf('</article>');
  if (start < 0 || end < start) return html;
  const open = /^[^]*?(<html\b[^>]*>)/i.exec(html.slice(0, start));
  return `${open?.[1] ?? '<html>'}<body>${html.slice(start, end + '</article>'.length)}</body></html>`;
}

/** Pagefind, fed page by page from memory (never re-reading the written HTML). */
export class SearchIndexer {
  private closed = false;
  /** Pages sent and not yet answered, oldest first. */
  private inFlight: Promise<void>[] = [];
  /** The first page Pagefind failed to add, raised by the next `add` or by `drain`. */
  private failure: { error: unknown } | undefined;

  private constructor(
    private readonly index: import('pagefind').PagefindIndex,
    private readonly pagefind: Pagefind,
  ) {}

  /** An index, or undefined without Pagefind (not installed) or when it cannot start one. */
  static async create(pagefind: Pagefind | undefined): Promise<SearchIndexer | undefined> {
    if (!pagefind) return undefined;
    const index = await openIndex(pagefind, { rootSelector: 'article', excludeSelectors: ['[data-pagefind-ignore]', '.dw-copy', '.dw-anchor'] });
    return index ? new SearchIndexer(index, pagefind) : undefined;
  }

  /** Delete this index (once); the last index open in the process closes Pagefind's service. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await closeIndex(this.pagefind, this.index);
  }

  /** Send a page to Pagefind: it resolves once Pagefind has the page, or (while fewer than `IN_FLIGHT` wait for an answer) at once; `drain` waits for them all. A page Pagefind failed to add rejects the next call. */
  async add(url: string, html: string): Promise<void> {
    if (this.failure) throw this.failure.error;
    this.inFlight.push(
      this.index.addHTMLFile({ url, content: searchHtml(html) }).then(
        () => undefined,
        (error: unknown) => {
          this.failure ??= { error };
        },
      ),
    );
    if (this.inFlight.length >= IN_FLIGHT) await this.inFlight.shift();
  }

  /** Every page sent is answered; rejects with the first that Pagefind failed to add. */
  async drain(): Promise<void> {
    const pending = this.inFlight;
    this.inFlight = [];
    await Promise.all(pending);
    if (this.failure) throw this.failure.error;
  }

  /**
   * Pagefind writes the bundle into `outputPath`, then every file is checked whole
   * (`checkSearchBundle`). Returns the problem, or undefined when the bundle is complete.
   * (Pagefind writing its own files is about twice as fast as handing them over to be
   * written here, which is why the build does not use `files()`.)
   */
  async write(outputPath: string, label = 'pagefind'): Promise<string | undefined> {
    try {
      await this.drain();
      const { errors } = await this.index.writeFiles({ outputPath });
      if (errors.length > 0) return `Unexpected failure writing the search index (${errors.join('; ').replace(/\s+/g, ' ')}), expected a written index`;
      const problem = await settledBundleProblem(outputPath, await this.staticSizes(), label);
      if (problem === undefined) await sortEntryFile(join(outputPath, ENTRY_FILE));
      return problem;
    } finally {
      await this.close();
    }
  }

  /** The sizes of Pagefind's own scripts and stylesheets, which are the same for every index: from a one-page index, once per process (a site of several shards writes several bundles). */
  private staticSizes(): Promise<Map<string, number>> {
    let sizes = staticSizesOf.get(this.pagefind);
    if (!sizes) {
      sizes = oneIndexSizes(this.pagefind);
      staticSizesOf.set(this.pagefind, sizes);
      // A failure is not kept: the next bundle asks again.
      sizes.catch(() => staticSizesOf.delete(this.pagefind));
    }
    return sizes;
  }


  /** The search bundle's files in memory, by path under `pagefind/` (the dev server); undefined when Pagefind reports an error. */
  async files(): Promise<Map<string, Uint8Array> | undefined> {
    try {
      await this.drain();
      const { errors, files } = await this.index.getFiles();
      if (errors.length > 0) return undefined;
      return new Map(files.map((f) => { const path = f.path.replace(/^\/+/, ''); return [path, path === ENTRY_FILE ? sortedEntry(f.content) : f.content]; }));
    } finally {
      await this.close();
    }
  }
}

/** Pagefind's entry file: its languages, each with its index's hash and page count. */
const ENTRY_FILE = 'pagefind-entry.json';

/**
 * Pagefind's entry file with its `languages` in the order of their names. Pagefind writes them in
 * its hash map's order, which changes from run to run: the same pages gave different bytes, and
 * Pagefind's script, for a reader whose language has no index, takes the first of the languages
 * with the most pages, so a tie was decided by that order too. Input that is not the entry's
 * shape is returned as it is (the bundle check reports it).
 */
export function sortedEntry(content: Uint8Array): Uint8Array {
  const text = Buffer.from(content).toString('utf8');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return content;
  }
  if (typeof parsed !== 'object' || parsed === null || !('languages' in parsed) || typeof parsed.languages !== 'object' || parsed.languages === null) return content;
  const languages = parsed.languages as Record<string, unknown>;
  const sorted = Object.fromEntries(Object.keys(languages).sort().map((name) => [name, languages[name]]));
  return Buffer.from(JSON.stringify({ ...parsed, languages: sorted }), 'utf8');
}

/** Rewrites a written entry file with its languages sorted (`sortedEntry`), through a temporary file renamed into place; unchanged bytes are not written, nor is a bundle without one. */
async function sortEntryFile(path: string): Promise<void> {
  const content = await readFile(path).catch(() => undefined);
  if (content === undefined) return;
  const sorted = sortedEntry(content);
  if (!Buffer.from(sorted).equals(content)) await writeFileAtomic(path, sorted);
}

/**
 * Whether every file of a written search bundle is whole: scripts and stylesheets have the
 * size Pagefind gives them (`expected`, which must all be there), the entry file is JSON,
 * and the index, fragment, metadata and WebAssembly files (gzip) decompress to the end.
 * Returns the first problem found, naming the file under `label` (the bundle's folder in the site).
 */
export async function checkSearchBundle(dir: string, expected: ReadonlyMap<string, number>, label = 'pagefind'): Promise<string | undefined> {
  for (const [rel, size] of expected) {
    const actual = await stat(join(dir, rel)).then((s) => s.size, () => -1);
    if (actual !== size) return `Unexpected short write of \`${label}/${rel}\` (${Math.max(actual, 0)} of ${size} bytes), expected the whole file`;
  }
  const rels = (await readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1).split('\\').join('/'))
    // Pagefind's own files only: pages under `pagefind/` (`pagefind/x.html`, `.md`) share the folder.
    .filter((rel) => /\.(pf_fragment|pf_index|pf_meta|pagefind)$/.test(rel) || rel === 'pagefind-entry.json');
  const whole = async (rel: string): Promise<string | undefined> => {
    const body = await readFile(join(dir, rel));
    try {
      if (rel.endsWith('.json')) JSON.parse(body.toString('utf8'));
      else await gunzipAsync(body);
      return undefined;
    } catch {
      return `Unexpected incomplete search file \`${label}/${rel}\` (${body.byteLength} bytes), expected the whole file`;
    }
  };
  // Several at a time: zlib inflates on libuv's thread pool, so the check overlaps itself.
  for (let i = 0; i < rels.length; i += 16) {
    const problems = await Promise.all(rels.slice(i, i + 16).map(whole));
    const problem = problems.find((p) => p !== undefined);
    if (problem !== undefined) return problem;
  }
  return undefined;
}

/** What `searchable` reads of a project: its pages and model, and where the pages sit in the navigation. */
export type SearchScope = Pick<SiteProject, 'pages' | 'model' | 'hiddenListings'> & Partial<Pick<SiteProject, 'placement'>>;

/**
 * Whether a page goes into the search index: not `noindex`, not `searchable: false`, not failed, not under a tab or
 * group with `searchable: false`, and indexed as every other output is (src/render/layout/visibility.ts `indexed`:
 * as on Mintlify, listed in the navigation and not hidden, by its front matter or the navigation, unless `seo.indexing` is `all`).
 */
export function searchable(output: Pick<PageOutput, 'path' | 'noindex' | 'failed'>, project: SearchScope): boolean {
  if (output.noindex || output.failed) return false;
  // Front matter `searchable: false` leaves the page out of search only (it stays in the sitemap), as on Mintlify.
  if (project.pages.get(output.path)?.unsearchable === true) return false;
  if (project.placement?.get(output.path)?.ancestors.some((a) => a.searchable === false)) return false;
  return indexed(project, output.path);
}

export async function searchBundle(pagefind: Pagefind | undefined, outputs: PageOutput[], basePath: string, project: SearchScope): Promise<Map<string, Uint8Array>> {
  const search = await SearchIndexer.create(pagefind);
  if (!search) return new Map();
  for (const output of outputs) if (searchable(output, project)) await search.add(`${basePath}${encodeUrlPath(output.url)}`, output.html);
  return (await search.files()) ?? new Map();
}
