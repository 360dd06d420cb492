// What the MCP tools need of each page, from one parse by the one parser, kept between requests
// and parsed again only when the page's text changes.
import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { collectLinks, headingText, type PageLink } from '../parse/page-links.js';
import { parsePage } from '../parse/index.js';
import { frontmatterOf } from '../project/frontmatter.js';
import { walkTypes } from '../parse/walk.js';
import type { PageFile } from '../project/pages.js';
import type { FileStamp } from '../project/project-cache.js';
import { MAX_PAGE_BYTES } from './paths.js';

/** The note on an answer that left out pages past the size limit. */
export function tooLargeNote(pages: readonly string[]): string {
  return `${pages.length} pages larger than ${MAX_PAGE_BYTES} bytes not read (${pages.slice(0, 5).map((page) => `\`${page}\``).join(', ')}${pages.length > 5 ? ' …' : ''})`;
}

export interface PageFacts {
  title?: string;
  description?: string;
  /** Heading texts, in order. */
  headings: string[];
  links: PageLink[];
  /** Whether the page was parsed: without, only its front matter is known (no headings, no links). */
  parsed: boolean;
}

function stringField(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Facts of a page's text: front matter title and description, headings and links. */
export function factsOfText(path: string, text: string): PageFacts {
  const parsed = parsePage({ path, value: text });
  const headings: string[] = [];
  if (!parsed.error) {
    walkTypes(parsed.tree, ['heading'], (node) => {
      const heading = headingText(node).trim();
      if (heading !== '') headings.push(heading);
    });
  }
  const title = stringField(parsed.frontmatter.data.title);
  const description = stringField(parsed.frontmatter.data.description);
  return {
    ...(title !== undefined ? { title } : {}),
    ...(description !== undefined ? { description } : {}),
    headings,
    links: parsed.error ? [] : collectLinks(parsed.tree).links,
    parsed: true,
  };
}

/** What is known of a page without parsing it: its front matter's title and description. */
function frontmatterFacts(text: string): PageFacts {
  const data = frontmatterOf(text).data;
  const title = stringField(data.title);
  const description = stringField(data.description);
  return { ...(title !== undefined ? { title } : {}), ...(description !== undefined ? { description } : {}), headings: [], links: [], parsed: false };
}

/** Page facts by file, keyed by the text's hash. */
export class PageFactsCache {
  private readonly byFile = new Map<string, { hash: string; key?: string; facts: PageFacts }>();
  /** Files past the size limit, seen by the last look at them. */
  private readonly large = new Set<string>();
  /**
   * The stamps of the project's files as the project cache last saw them (undefined: unknown).
   * With one, a page whose stamp is unchanged is not read again, and its size is known unread.
   */
  stamps: ((file: string) => FileStamp | undefined) | undefined;

  /** Whether the page was left out, the last time it was asked for, for its size. */
  tooLarge(page: PageFile): boolean {
    return this.large.has(page.file);
  }

  /**
   * The page's facts; `undefined` when it cannot be read (or links outside the root). With
   * `parse: false` a page not parsed yet gives its front matter only (parsing a thousand pages
   * takes longer than a client waits for one answer).
   */
  async get(page: PageFile, parse = true): Promise<PageFacts | undefined> {
    const stamp = this.stamps?.(page.file);
    const known = this.byFile.get(page.file);
    // Front matter facts stand for a call that does not parse; a parse is still owed for one that does.
    const enough = (facts: PageFacts): boolean => facts.parsed || !parse;
    if (stamp !== undefined && known?.key === stamp.key && enough(known.facts)) return known.facts;
    // A page past the limit is not read (its size from the stamp, else from the file system).
    const size = stamp?.size ?? (await stat(page.file).then((stats) => stats.size, () => 0));
    if (size > MAX_PAGE_BYTES) {
      this.large.add(page.file);
      this.byFile.delete(page.file);
      return undefined;
    }
    this.large.delete(page.file);
    let text: string;
    try {
      text = await page.text();
    } catch {
      this.byFile.delete(page.file);
      return undefined;
    }
    const hash = createHash('sha1').update(text).digest('hex');
    if (known?.hash === hash && enough(known.facts)) {
      if (stamp !== undefined) known.key = stamp.key;
      return known.facts;
    }
    const facts = parse ? factsOfText(page.file, text) : frontmatterFacts(text);
    // Front matter facts are kept only with a stamp (a page not read again until it changes); without, the next call reads it anyway.
    if (!parse && stamp === undefined) return facts;
    this.byFile.set(page.file, { hash, ...(stamp !== undefined ? { key: stamp.key } : {}), facts });
    return facts;
  }

  /**
   * `requests.busy`: requests being answered now, counted by whoever answers them (the server counts
   * every tool call and resource read, the project's read included); the background parsing waits
   * while there is one (it would take their turns of the event loop: one page parsed between each
   * two steps of reading 10,000 files).
   */
  constructor(private readonly requests: { busy: number } = { busy: 0 }) {}

  private warming: Promise<void> | undefined;
  /** Set once the server closes: no background parsing starts or goes on (the process ends with its client). */
  private stopped = false;

  /** Stop the background parsing for good: the page in hand is the last one parsed. */
  stop(): void {
    this.stopped = true;
  }

  /** Resolves when no background parsing is running. */
  async idle(): Promise<void> {
    await this.warming;
  }

  /** Run `task` with the background parsing held back. */
  async holding<T>(task: () => Promise<T>): Promise<T> {
    this.requests.busy++;
    try {
      return await task();
    } finally {
      this.requests.busy--;
    }
  }

  /** Parse `pages` in the background, one per turn of the event loop, so requests still get answered. */
  warm(pages: readonly PageFile[]): void {
    if (this.warming || this.stopped) return;
    this.warming = (async () => {
      for (const page of pages) {
        await new Promise((done) => setImmediate(done));
        while (this.requests.busy > 0 && !this.stopped) await new Promise((done) => setTimeout(done, 20));
        if (this.stopped) return;
        await this.get(page);
      }
    })()
      .catch(() => undefined)
      .finally(() => {
        this.warming = undefined;
      });
  }
}

/**
 * How long one call may spend parsing pages it has not parsed before; the rest come from their
 * front matter. A call also loads the project and reads every page (about 5 s at 10,000 pages on
 * 2 cores), and clients give up on a tool after 60 s or less.
 */
export const PARSE_BUDGET_MS = 3_000;

/** Pages read at once for their front matter past the budget (the reads go to libuv's thread pool). */
const READ_AHEAD = 32;

/**
 * The facts of `pages`, parsing those not parsed yet while the budget lasts; `unparsed` counts the
 * pages known by their front matter only. Those are then parsed in the background, one at a
 * time between requests, so the next call has them.
 */
export async function factsWithin(cache: PageFactsCache, pages: readonly PageFile[], budgetMs = PARSE_BUDGET_MS): Promise<{ items: { page: PageFile; facts: PageFacts }[]; unparsed: number; tooLarge: string[] }> {
  const deadline = performance.now() + budgetMs;
  const items: { page: PageFile; facts: PageFacts }[] = [];
  const later: PageFile[] = [];
  const tooLarge: string[] = [];
  const take = (page: PageFile, facts: PageFacts | undefined): void => {
    if (!facts) {
      if (cache.tooLarge(page)) tooLarge.push(page.path);
      return;
    }
    items.push({ page, facts });
    if (!facts.parsed) later.push(page);
  };
  await cache.holding(async () => {
    let next = 0;
    // Parsing is one page at a time on this thread; past the deadline only front matter is read, several files at once, in order.
    for (; next < pages.length && performance.now() < deadline; next++) take(pages[next] as PageFile, await cache.get(pages[next] as PageFile));
    for (; next < pages.length; next += READ_AHEAD) {
      const batch = pages.slice(next, next + READ_AHEAD);
      const facts = await Promise.all(batch.map((page) => cache.get(page, false)));
      batch.forEach((page, index) => take(page, facts[index]));
    }
  });
  if (later.length > 0) cache.warm(later);
  return { items, unparsed: later.length, tooLarge };
}
