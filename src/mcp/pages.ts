// `find_pages`, `suggest_nav_placement` and the navigation resource: the project model's pages
// and navigation, searched by words.
import { posix } from 'node:path';
import { walkNav, type DocsModel, type NavNode } from '../config/index.js';
import type { Project } from '../project/load.js';
import { generatedPages } from './generated-pages.js';
import { factsOfText, factsWithin, tooLargeNote, type PageFactsCache } from './page-facts.js';
import { NAVIGATION_URI, pageOf, type Paged } from './paging.js';
import { ToolInputError } from './paths.js';

const STOP = new Set(
  'a an and are as at be by can do for from how i in into is it its of on or our that the this to use using we what when where which with you your'.split(' '),
);

/** Lower-case words of a text, without stop words; a plural `s` is dropped (`pages` finds `page`). */
export function words(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (raw.length < 2 || STOP.has(raw)) continue;
    out.push(raw.length > 3 && raw.endsWith('s') && !raw.endsWith('ss') ? raw.slice(0, -1) : raw);
  }
  return out;
}

/** Where each page sits in the navigation: the labels of the sections above it (first listing). */
export function navPlaces(model: DocsModel | undefined): Map<string, string[]> {
  const places = new Map<string, string[]>();
  if (!model) return places;
  for (const { node, ancestors } of walkNav(model.navigation)) {
    if (node.page === undefined || places.has(node.page)) continue;
    const trail = ancestors.map((a) => a.label);
    places.set(node.page, node.kind === 'page' ? trail : [...trail, node.label]);
  }
  return places;
}

export interface FoundPage {
  /** The page as the navigation names it: `guides/setup`. */
  page: string;
  /** Its file, root-relative (`guides/setup.mdx`); a page generated from a spec has none: its URL path (`/api/get-plants`). */
  path: string;
  /** Set on a page the build generates from a spec (an `openapi` group's operation, a GraphQL, SDK or AsyncAPI reference). */
  generated?: true;
  title?: string;
  description?: string;
  /** The sections above it in the navigation; absent when it is not listed. */
  navigation?: string[];
  score: number;
  /** What matched: `title`, `description`, `path` or `heading: <text>`. */
  matches: string[];
}

/** How well fields (name, weight, text) hold the query's words: each field's weight per word it holds, again when it holds the whole phrase. */
function scored(wanted: readonly string[], phrase: string, fields: readonly [string, number, string][]): { score: number; matches: string[] } {
  let score = 0;
  const matches: string[] = [];
  for (const [name, weight, text] of fields) {
    const have = new Set(words(text));
    const hits = wanted.filter((word) => have.has(word)).length;
    if (hits === 0) continue;
    score += weight * hits + (text.toLowerCase().includes(phrase) && wanted.length > 1 ? weight : 0);
    matches.push(name);
  }
  return { score, matches };
}

/** The fields `find_pages` searches, with their weights: the same for a written page and a generated one. */
function searched(title: string | undefined, description: string | undefined, page: string, headings: readonly string[]): [string, number, string][] {
  return [['title', 3, title ?? ''], ['description', 2, description ?? ''], ['path', 1, page], ...headings.map((heading): [string, number, string] => [`heading: ${heading}`, 1, heading])];
}

/** Pages whose title, description, headings or path hold the query's words (the pages generated from specs too), best first. */
export async function findPages(project: Project, cache: PageFactsCache, query: string, limit: number, offset = 0): Promise<Paged & { query: string; pages: FoundPage[]; notSearched?: string }> {
  const wanted = [...new Set(words(query))];
  if (wanted.length === 0) throw new ToolInputError(`Unexpected query \`${query}\` without words to search, expected words such as \`authentication\``);
  const places = navPlaces(project.model);
  const phrase = query.trim().toLowerCase();
  const found: FoundPage[] = [];
  const { items, unparsed, tooLarge } = await factsWithin(cache, project.pages);
  for (const { page, facts } of items) {
    const { score, matches } = scored(wanted, phrase, searched(facts.title, facts.description, page.page, facts.headings));
    if (score === 0) continue;
    const place = places.get(page.page);
    found.push({
      page: page.page,
      path: page.path,
      ...(facts.title !== undefined ? { title: facts.title } : {}),
      ...(facts.description !== undefined ? { description: facts.description } : {}),
      ...(place !== undefined ? { navigation: place } : {}),
      score,
      matches: matches.slice(0, 8),
    });
  }
  // The pages the build generates from specs: the same fields, as the build gives them (an operation's description when the page has none of its own).
  for (const page of await generatedPages(project)) {
    const { score, matches } = scored(wanted, phrase, searched(page.title, page.description, page.page, page.headings));
    if (score === 0) continue;
    found.push({ page: page.page, path: page.url, generated: true, title: page.title, ...(page.description !== undefined ? { description: page.description } : {}), ...(page.navigation !== undefined ? { navigation: page.navigation } : {}), score, matches: matches.slice(0, 8) });
  }
  found.sort((a, b) => b.score - a.score || (a.page < b.page ? -1 : 1));
  const notSearched = [
    ...(unparsed === 0 ? [] : [`Headings of ${unparsed} of ${items.length} pages not searched yet (titles, descriptions and paths were): they are being read now, ask again for them`]),
    ...(tooLarge.length === 0 ? [] : [tooLargeNote(tooLarge)]),
  ].join('. ');
  const { items: pages, ...paged } = pageOf(found, offset, limit, 'pages');
  return { query, ...paged, pages, ...(notSearched !== '' ? { notSearched } : {}) };
}

export interface PlacementInput {
  /** The new page's root-relative path. */
  rel: string;
  title?: string | undefined;
  description?: string | undefined;
  headings?: readonly string[] | undefined;
  /** The page's text: its front matter title and description and its headings are read from it. */
  text?: string | undefined;
}

export interface Placement {
  /** The sections from the top of the navigation down to the group. */
  group: string[];
  score: number;
  /** Why this group, in one sentence. */
  reason: string;
  /** The entry to add to the group's `pages`. */
  entry: string;
  /** The group's pages now, in order (the first `GROUP_PAGES_LIMIT`). */
  pages: string[];
  /** Set when the group has more pages than shown: how many more. */
  truncated?: string;
}

/** Pages of a group shown with a suggestion. */
export const GROUP_PAGES_LIMIT = 50;

function folderOf(page: string): string[] {
  const dir = posix.dirname(page);
  return dir === '.' ? [] : dir.split('/');
}

/** How much two folders share: common leading segments over the longer one (1 for two root folders). */
function folderLikeness(a: readonly string[], b: readonly string[]): number {
  const longest = Math.max(a.length, b.length);
  if (longest === 0) return 1;
  let common = 0;
  while (common < Math.min(a.length, b.length) && a[common] === b[common]) common++;
  return common / longest;
}

function list(items: readonly string[]): string {
  return items.map((item) => `\`${item}\``).join(', ');
}

/**
 * The groups a new page fits best: by folder (the share of the group's pages in the new page's
 * folder, or near it) and by words (the new page's title, description, headings and file name
 * against the group's label and its pages' titles and descriptions). Each answer says why.
 */
export async function suggestPlacement(project: Project, cache: PageFactsCache, input: PlacementInput, limit = 3): Promise<{ page: string; listedIn?: string[]; suggestions: Placement[]; note?: string }> {
  const model = project.model;
  if (!model) throw new ToolInputError('Missing a usable `docs.json` navigation, expected a project whose configuration validates (call `check_config`)');
  const entry = input.rel.replace(/\.mdx?$/, '');
  const fromText = input.text !== undefined ? factsOfText(input.rel, input.text) : undefined;
  const title = input.title ?? fromText?.title;
  const description = input.description ?? fromText?.description;
  const headings = input.headings ?? fromText?.headings ?? [];
  const own = new Set(words([title ?? '', description ?? '', ...headings, posix.basename(entry).replace(/[-_]/g, ' ')].join(' ')));
  const folder = folderOf(entry);
  const byPage = new Map(project.pages.map((page) => [page.page, page]));
  const scored: Placement[] = [];
  /** Groups with pages, the candidates. */
  let groups = 0;
  for (const { node, ancestors } of walkNav(model.navigation)) {
    if (node.kind !== 'group') continue;
    const pages = node.children.filter((child): child is NavNode & { page: string } => child.kind === 'page' && child.page !== undefined && child.page !== entry).map((child) => child.page);
    if (node.page !== undefined && node.page !== entry) pages.unshift(node.page);
    if (pages.length === 0) continue;
    groups++;
    const inFolder = pages.filter((page) => folderLikeness(folderOf(page), folder) === 1).length;
    const folderScore = pages.reduce((sum, page) => sum + folderLikeness(folderOf(page), folder), 0) / pages.length;
    const theirs = new Set(words(node.label));
    for (const page of pages) {
      const file = byPage.get(page);
      const facts = file ? await cache.holding(() => cache.get(file, false)) : undefined;
      for (const word of words(`${facts?.title ?? ''} ${facts?.description ?? ''} ${posix.basename(page).replace(/[-_]/g, ' ')}`)) theirs.add(word);
    }
    const shared = [...own].filter((word) => theirs.has(word));
    const wordScore = own.size === 0 ? 0 : shared.length / own.size;
    const score = Math.round((0.6 * folderScore + 0.4 * wordScore) * 100) / 100;
    if (score === 0) continue;
    const where = folder.length === 0 ? 'the top folder' : `\`${folder.join('/')}/\``;
    const reasons: string[] = [];
    if (inFolder > 0) reasons.push(`${inFolder} of its ${pages.length} pages are in ${where}, the new page's folder`);
    else if (folderScore > 0) reasons.push(`its pages are in folders near ${where}`);
    if (shared.length > 0) reasons.push(`its label and pages share the words ${list(shared.slice(0, 6))} with the new page`);
    const more = pages.length - GROUP_PAGES_LIMIT;
    scored.push({
      group: [...ancestors.map((a) => a.label), node.label],
      score,
      reason: `${reasons.join('; ')}.`.replace(/^./, (c) => c.toUpperCase()),
      entry,
      pages: pages.slice(0, GROUP_PAGES_LIMIT),
      ...(more > 0 ? { truncated: `truncated: ${more} more pages of the group (the \`${NAVIGATION_URI}\` resource lists them all)` } : {}),
    });
  }
  scored.sort((a, b) => b.score - a.score);
  const listedIn = navPlaces(model).get(entry);
  // No suggestion is an answer too: say why, so the caller does not take it for a failure.
  const note =
    scored.length > 0
      ? undefined
      : groups === 0
        ? 'No suggestion: the navigation has no group with pages; add a group to `navigation` in docs.json for the page'
        : `No suggestion: none of the ${groups} groups has pages in or near ${folder.length === 0 ? 'the top folder' : `\`${folder.join('/')}/\``} or shares a word with the new page${own.size === 0 ? ' (pass `title`, `description` or `text` to compare its words)' : ''}; add a group for it or move it beside related pages`;
  return { page: entry, ...(listedIn !== undefined ? { listedIn } : {}), suggestions: scored.slice(0, limit), ...(note !== undefined ? { note } : {}) };
}

interface OutlineEntry {
  kind: string;
  label: string;
  page?: string;
  href?: string;
  /** Set on a section shown only for what it holds in this window (it comes before it). */
  continued?: true;
  children?: OutlineEntry[];
}

/** Navigation entries (sections, pages, links) shown per read of the navigation resource. */
export const NAVIGATION_LIMIT = 500;

/**
 * The entries numbered `offset` to `offset + limit` in the navigation's order (depth first), nested
 * as in the navigation; a section before the window that holds some of them comes along, marked `continued`.
 */
function outline(nodes: readonly NavNode[], offset: number, limit: number): { entries: OutlineEntry[]; total: number } {
  let at = 0;
  const walk = (list: readonly NavNode[]): OutlineEntry[] => {
    const out: OutlineEntry[] = [];
    for (const node of list) {
      const index = at++;
      const children = walk(node.children);
      const inside = index >= offset && index < offset + limit;
      if (!inside && children.length === 0) continue;
      out.push({
        kind: node.kind,
        label: node.label,
        ...(node.page !== undefined ? { page: node.page } : {}),
        ...(node.href !== undefined ? { href: node.href } : {}),
        ...(inside ? {} : { continued: true as const }),
        ...(children.length > 0 ? { children } : {}),
      });
    }
    return out;
  };
  const entries = walk(nodes);
  return { entries, total: at };
}

/** The navigation as JSON for the resource: sections and pages, as the site shows them, `limit` entries from `offset`. */
export function navigationOutline(project: Project, offset = 0, limit = NAVIGATION_LIMIT): Paged & { configFile?: string; navigation: OutlineEntry[] } {
  const config = project.config.configPath === undefined ? undefined : posix.basename(project.config.configPath);
  const { entries, total } = project.model ? outline(project.model.navigation, offset, limit) : { entries: [], total: 0 };
  const left = total - Math.min(total, offset + limit);
  return {
    ...(config !== undefined ? { configFile: config } : {}),
    total,
    offset,
    ...(left > 0 ? { truncated: `truncated: ${left} more entries, read \`${NAVIGATION_URI}?offset=${offset + limit}\`` } : {}),
    navigation: entries,
  };
}
