// Content-hash cache of rendered pages: a page is rendered again only when its file, a
// snippet it includes, the configuration, the navigation or docwright's code (its fingerprint,
// src/code-fingerprint.ts, not only its version) changed.
//
// The cache folder may be committed or restored from a shared CI cache, so an entry is
// untrusted input, checked on the way out (docs/commands/build.mdx, "The build cache"):
// - it is read without following a symlink (src/project/cache-folder.ts) and must match
//   a schema (zod), this docwright version and the key of the page's content and options;
// - it holds no page HTML, no output path and no URL: those come from the project now.
//   It holds the page's layout input (title, table of contents, body), and the page is laid
//   out again from the project as in a fresh render;
// - its body HTML must pass the HTML allow-list unchanged (src/render/safety/cache-check.ts), and
//   its class names must be ones the body writes;
// - text that reaches the terminal (diagnostics) holds no control characters.
// Any entry that fails is ignored and the page rendered again. A matching key or a
// checksum proves nothing on its own: whoever plants an entry can compute both.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { CacheFolder, parseEntry } from '../../project/cache-folder.js';
import { readBytesInside } from '../../fs/paths.js';
import { version } from '../../version.js';
import { cachedSchemas } from '../../findings/cached.js';
import { isCleanHtml } from '../safety/cache-check.js';
import type { PageEntry, SiteProject } from '../layout/project.js';
import { layoutPageParts, type CachedView, type PageOutput, type PageRenderState } from '../layout/page-layout.js';
import { classTokens } from '../safety/tailwind.js';
import { importInTurn } from '../../import-in-turn.js';

/** Raised when the layout of an entry changes, so older entries are never read as this one (4: the view in a file of its own, and the page's written output recorded; 5: content keyed without the navigation, the written HTML per page on what it shows of it; 6: the page's Markdown in the view's file, so a kept page reads a small record). */
const FORMAT = 7;

const sha = (text: string | Buffer): string => createHash('sha256').update(text).digest('hex').slice(0, 24);

/**
 * The schemas an entry is checked with, made the first time one is read (issue 51: made at load,
 * they were ~20 ms of every dev render worker's start, which reads no entry).
 */
function makeSchemas() {
  const { cachedFindingSchema, cachedPosition: position, plainText: plain } = cachedSchemas();
  const findingSchema = cachedFindingSchema.extend({ file: plain });

  const viewSchema = z.object({
    title: plain,
    description: plain.optional(),
    bodyHtml: z.string(),
    examplesHtml: z.string().optional(),
    toc: z.array(z.object({ depth: z.number().int().min(1).max(6), text: plain, id: plain })),
    uses: z.object({ math: z.boolean(), mermaid: z.boolean(), playground: z.boolean().optional(), endpoint: z.boolean().optional(), tailwind: z.boolean().optional(), panel: z.boolean().optional() }),
    feed: z.array(z.object({ title: z.string(), description: z.string(), anchor: z.string() })).optional(),
    updateTags: z.array(plain).optional(),
  });

  /** A written file as `stat` saw it: the same size, inode and modification time is the same file, unchanged. */
  const fileSchema = z.object({ size: z.number().int().nonnegative(), ino: z.number().int().nonnegative(), mtimeMs: z.number().nonnegative() });

  /** What the build wrote for the page: its HTML and Markdown files, under the layout settings they were made with, and which site assets the HTML links. */
  const outSchema = z.object({
    layout: z.string(),
    html: fileSchema,
    md: fileSchema,
    uses: z.object({ playground: z.boolean(), katex: z.boolean(), contextual: z.boolean(), mermaid: z.boolean() }),
    /** The page's search digest when it was written (src/render/layout/layout.ts, `LaidOutPage`): its search shard's key is made of it. */
    search: z.string().regex(/^[0-9a-f]{64}$/).optional(),
  });

  /** The page's view and Markdown: read only when the page is laid out again, never for a page whose written files are kept. */
  const viewFileSchema = z.object({ format: z.literal(FORMAT), version: z.literal(version), key: z.string(), view: viewSchema, markdown: z.string() });

  const storedSchema = z.object({
    format: z.literal(FORMAT),
    version: z.literal(version),
    key: z.string(),
    /** Files the page includes, by their content hash when it was rendered. */
    dependencies: z.record(z.string(), z.string()),
    title: plain,
    description: plain.optional(),
    feed: viewSchema.shape.feed,
    out: outSchema.optional(),
    diagnostics: z.array(findingSchema),
    links: z.array(z.object({ href: z.string(), line: position, column: position, file: z.string().optional(), media: z.literal(true).optional(), written: z.string().optional() })),
    ids: z.array(z.string()),
    classes: z.array(z.string()).optional(),
    /** As `PageOutput.components`: interactive components drawn static and hydrated uses are kept too, so a build from the cache sums them up as the first one did. */
    components: z.object({ rendered: z.number().int().nonnegative(), failed: z.number().int().nonnegative(), static: z.array(z.string()).optional(), hydrated: z.number().int().nonnegative().optional() }).optional(),
    /** The build's time the page's custom components read (`Date`), in milliseconds since 1970; absent when none read the clock. */
    clock: z.number().int().optional(),
  });
  return { fileSchema, outSchema, viewFileSchema, storedSchema };
}

type Schemas = ReturnType<typeof makeSchemas>;
let made: Schemas | undefined;
/** The entry schemas, made once. */
const schemas = (): Schemas => (made ??= makeSchemas());

/** A written file as `stat` saw it: the same size, inode and modification time is the same file, unchanged. */
export type WrittenFile = z.infer<Schemas['fileSchema']>;
/** What the build wrote for the page (`outSchema`). */
export type WrittenPage = z.infer<Schemas['outSchema']>;

type Stored = z.infer<Schemas['storedSchema']>;
/** A page's cache record, checked: everything the site-wide files need, without its HTML or Markdown. */
export type CacheRecord = Stored;

/**
 * Where the pages are, without what they are called: every page's path, URL and visibility.
 * Tabs, anchors, switchers and the home copy lead to pages by URL, so every page's layout
 * depends on it; what a page shows of other pages' titles, icons and badges (its sidebar,
 * previous and next) is keyed per page (`navigationDigest` in src/render/layout/layout.ts).
 * A page's content (its record and view) depends on neither: it is keyed on its own file,
 * the files it includes and the configuration.
 */
export function placesHash(project: SiteProject): string {
  const parts: string[] = [];
  for (const entry of project.pages.values()) parts.push(`${entry.path}|${entry.url}|${entry.outFile}|${entry.hidden}|${entry.noindex}|${entry.inNav}`);
  for (const [path, hidden] of project.hiddenListings) parts.push(`hidden|${path}|${hidden}`);
  parts.sort();
  return sha(`${parts.join('\n')}\n${project.order.join('\n')}\n${project.home?.path ?? ''}`);
}

/** The key of a page's written HTML besides its record's: the layout settings, where the pages are and what the page shows of the others. */
export function layoutKeyOf(settings: string, places: string, navigation: string): string {
  return sha(`${settings}\0${places}\0${navigation}`);
}

/** Class names written in `html` (`class="…"`), the only ones a cached entry may list. */
function classesIn(html: string): Set<string> {
  const found = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) for (const token of classTokens(match[1] ?? '')) found.add(token);
  return found;
}

export class PageCache {
  private readonly fileHashes = new Map<string, Promise<string | undefined>>();
  private readonly folder: CacheFolder;
  private root: string | undefined;
  /** The build's time (`RenderSettings.buildTime`): a page whose components read the clock is used again only at the very time it showed. */
  private now: number | undefined;
  /** Entries that were there but not used (planted, damaged, or from another version). */
  rejected = 0;

  /**
   * `salt`: every option that changes the output (config, base path, site URL, assets…) and the
   * fingerprint of the code that renders (src/code-fingerprint.ts): an entry made under another is not read.
   * `named`: the user named the folder, so it may itself be a symlink (a default one may not).
   */
  constructor(
    dir: string,
    private readonly salt: string,
    named = false,
  ) {
    this.folder = new CacheFolder(dir, named, true);
  }

  private rel(page: string): string {
    return `${sha(page)}.json`;
  }

  private viewRel(page: string): string {
    return `${sha(page)}.view`;
  }

  /** The page's highlighted code blocks: a file of its own beside the record, read only when the page is rendered again. */
  private codeRel(page: string): string {
    return `${sha(page)}.code`;
  }

  /** Put the code blocks the page's last render highlighted into this thread's cache (each tree checked), so an edit of its prose starts no highlighter. */
  async seedCode(entry: PageEntry): Promise<void> {
    const stored = await this.folder.read(this.codeRel(entry.path));
    // Highlighted by this code under these options (the salt holds the code's fingerprint), else not used.
    const head = `${sha(this.salt)}\n`;
    if (stored?.startsWith(head) !== true) return;
    const text = stored.slice(head.length);
    // The highlighter's module (shiki's core) only for a page rendered again: a rebuild that renders nothing never loads it.
    const [{ seedHighlighted }, { readStoredBlocks }] = await importInTurn(async () => [await import('../page/highlight.js'), await import('../page/highlight-store.js')] as const);
    seedHighlighted(readStoredBlocks(text));
  }

  private hashFile(file: string): Promise<string | undefined> {
    let pending = this.fileHashes.get(file);
    if (!pending) {
      // A file that is missing or links outside the project (now) has no hash: recorded as `''`, so a change either way renders the page again.
      const root = this.root;
      pending = root === undefined ? Promise.resolve(undefined) : readBytesInside(root, file).then(sha, () => undefined);
      this.fileHashes.set(file, pending);
    }
    return pending;
  }

  /**
   * Bind the project root and the build's time once per build. A page whose components read the
   * clock is keyed on that time, and no other page is: with `SOURCE_DATE_EPOCH` unchanged it
   * comes from the cache, under another epoch or without one (the real time, new each build)
   * it is rendered again, and a page that never reads the clock is kept whatever the time.
   */
  withProject(project: SiteProject, now?: number): this {
    this.root = project.root;
    this.now = now;
    return this;
  }

  /** The key of a page's content: its file, the options and this docwright; what it includes is checked by its own hash (`dependencies`). */
  private keyOf(entry: PageEntry): string {
    return sha(`${FORMAT}\0${version}\0${this.salt}\0${entry.path}\0${entry.hash}`);
  }

  /** The page's record, when there is a usable one: well formed, this page's, its included files unchanged. */
  async record(entry: PageEntry): Promise<CacheRecord | undefined> {
    // Read synchronously: a few kilobytes, one page after another (src/project/cache-folder.ts).
    const text = this.folder.readSync(this.rel(entry.path));
    if (text === undefined) return undefined;
    const stored = this.check(text, entry);
    if (!stored) {
      this.rejected++;
      return undefined;
    }
    if (stored.clock !== undefined && stored.clock !== this.now) return undefined;
    for (const [file, hash] of Object.entries(stored.dependencies)) {
      if (((await this.hashFile(file)) ?? '') !== hash) return undefined;
    }
    return stored;
  }

  /** The page's output from its record alone, without HTML or Markdown: for a page whose written files are used again as they are. */
  outputOf(entry: PageEntry, stored: CacheRecord): PageOutput {
    return {
      // Where the page goes and what it is called come from the project, never the entry.
      path: entry.path,
      url: entry.url,
      outFile: entry.outFile,
      noindex: entry.noindex,
      html: '',
      markdown: '',
      title: stored.title,
      ...(stored.description !== undefined ? { description: stored.description } : {}),
      diagnostics: stored.diagnostics,
      links: stored.links,
      ids: stored.ids,
      dependencies: Object.keys(stored.dependencies),
      ...(stored.classes ? { classes: stored.classes } : {}),
      ...(stored.feed ? { feed: stored.feed } : {}),
      ...(stored.components ? { components: stored.components } : {}),
      failed: false,
      key: entry.hash,
    };
  }

  /** The page from the cache, laid out now; undefined when there is no usable entry (the page is rendered). */
  async get(entry: PageEntry, state: PageRenderState, record?: CacheRecord): Promise<PageOutput | undefined> {
    const stored = record ?? (await this.record(entry));
    if (!stored) return undefined;
    const text = await this.folder.read(this.viewRel(entry.path));
    const checked = text === undefined ? undefined : this.checkView(text, entry, stored);
    if (!checked) {
      if (text !== undefined) this.rejected++;
      return undefined;
    }
    const { view, markdown } = checked;
    const { html, search } = layoutPageParts(state, entry, view);
    return { ...this.outputOf(entry, stored), html, search, markdown, title: view.title, ...(view.description !== undefined ? { description: view.description } : {}) };
  }

  /** The entry when it is well formed and this page's. */
  private check(text: string, entry: PageEntry): Stored | undefined {
    const stored = parseEntry(text, schemas().storedSchema);
    if (stored?.key !== this.keyOf(entry)) return undefined;
    return stored;
  }

  /** The view (with the page's Markdown) when it is well formed, this page's, its HTML passes the allow-list unchanged and writes the record's class names. */
  private checkView(text: string, entry: PageEntry, stored: Stored): { view: CachedView; markdown: string } | undefined {
    const file = parseEntry(text, schemas().viewFileSchema);
    if (file?.key !== this.keyOf(entry)) return undefined;
    const { view, markdown } = file;
    if (!isCleanHtml(view.bodyHtml)) return undefined;
    if (view.examplesHtml !== undefined && !isCleanHtml(view.examplesHtml)) return undefined;
    if (stored.classes && stored.classes.length > 0) {
      const written = classesIn(view.bodyHtml + (view.examplesHtml ?? ''));
      if (!stored.classes.every((name) => written.has(name))) return undefined;
    }
    const cached: CachedView = {
      title: view.title,
      ...(view.description !== undefined ? { description: view.description } : {}),
      bodyHtml: view.bodyHtml,
      ...(view.examplesHtml !== undefined ? { examplesHtml: view.examplesHtml } : {}),
      toc: view.toc,
      uses: view.uses,
      ...(view.feed ? { feed: view.feed } : {}),
      ...(view.updateTags ? { updateTags: view.updateTags } : {}),
    };
    return { view: cached, markdown };
  }

  /** Record what the build wrote for a page laid out from its cached view (the view is left as it is). */
  setOut(entry: PageEntry, stored: CacheRecord, out: WrittenPage): void {
    try {
      this.folder.writeSync(this.rel(entry.path), JSON.stringify({ ...stored, out }));
    } catch {
      // A cache that cannot be written only costs time on the next build.
    }
  }

  async set(output: PageOutput, project: SiteProject, out?: WrittenPage): Promise<void> {
    const entry = project.pages.get(output.path);
    if (!entry || output.failed || !output.view) return;
    const { view } = output;
    const dependencies: Record<string, string> = {};
    for (const file of output.dependencies) {
      // A missing file is recorded too: the page is rendered again once it appears (a spec written later, a remote spec fetched).
      dependencies[file] = (await this.hashFile(file)) ?? '';
    }
    const stored: Stored = {
      format: FORMAT,
      version,
      key: this.keyOf(entry),
      dependencies,
      title: view.title,
      ...(view.description !== undefined ? { description: view.description } : {}),
      ...(view.feed ? { feed: view.feed } : {}),
      ...(out ? { out } : {}),
      diagnostics: output.diagnostics,
      links: output.links,
      ids: output.ids,
      ...(output.classes ? { classes: output.classes } : {}),
      ...(output.components ? { components: output.components } : {}),
      ...(output.clock !== undefined ? { clock: output.clock } : {}),
    };
    try {
      // Written synchronously: three small files a page, one page after another (src/project/cache-folder.ts).
      if (output.codeBlocks !== undefined) this.folder.writeSync(this.codeRel(output.path), `${sha(this.salt)}\n${output.codeBlocks}`);
      this.folder.writeSync(this.viewRel(output.path), JSON.stringify({ format: FORMAT, version, key: stored.key, view: { ...view, toc: [...view.toc] }, markdown: output.markdown }));
      this.folder.writeSync(this.rel(output.path), JSON.stringify(stored));
    } catch {
      // A cache that cannot be written only costs time on the next build.
    }
  }

  /** A small note of the build's own (`search`: what the search index was made from); undefined when there is none. */
  async readNote(name: string): Promise<string | undefined> {
    return this.folder.read(`${name}.note`);
  }

  async writeNote(name: string, text: string): Promise<void> {
    try {
      await this.folder.write(`${name}.note`, text);
    } catch {
      // A cache that cannot be written only costs time on the next build.
    }
  }

  async flush(): Promise<void> {
    // Writes complete as they are made; kept so a build can wait on the cache in one place.
  }
}
