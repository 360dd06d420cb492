// Search: pagefind's static index, loaded on first use, in the site's search dialog. A large
// site's index is in shards (src/render/site/search-shards.ts) listed in
// `<base>/_docwright/search.json`: the first shard of the page's language is loaded, the others
// are merged into it with Pagefind's `mergeIndex`. Results are built as elements and text,
// never markup.
import { base, dialog, input, results, root } from './chrome.browser.js';
import { active, el, focusable, isInput, isKey, makeText } from './dom.browser.js';

/** What the script uses of pagefind's module (`/pagefind/pagefind.js`). */
interface PagefindSubResult {
  url: string;
  title: string;
  excerpt: string;
}
interface PagefindPage {
  url: string;
  excerpt: string;
  meta?: { title?: string; group?: string };
  sub_results?: PagefindSubResult[];
}
type Found = { results: { data: () => Promise<PagefindPage> }[] } | null;
interface Pagefind {
  options?: (options: { baseUrl: string }) => Promise<void>;
  mergeIndex?: (path: string, options: { baseUrl: string; language?: string }) => Promise<void>;
  search: (query: string) => Promise<Found>;
  debouncedSearch?: (query: string, options: object, ms: number) => Promise<Found>;
}
const isPagefind = (value: unknown): value is Pagefind => typeof value === 'object' && value !== null && 'search' in value && typeof value.search === 'function';

/** One shard of the index: its bundle's folder under the base (`pagefind/`, `_docwright/search/1/`) and its pages by language. */
interface Shard {
  path: string;
  languages: Record<string, number>;
}
const isShard = (value: unknown): value is Shard =>
  typeof value === 'object' && value !== null && 'path' in value && typeof value.path === 'string' && /^(pagefind|_docwright\/search\/\d+)\/$/.test(value.path) && 'languages' in value && typeof value.languages === 'object' && value.languages !== null;

/** The index's shards from the site's manifest; one at `pagefind/` without it (the dev server, an older build). */
async function searchShards(): Promise<Shard[]> {
  try {
    const response = await fetch(`${base}/_docwright/search.json`, { cache: 'no-cache' });
    const manifest: unknown = response.ok ? await response.json() : undefined;
    if (typeof manifest === 'object' && manifest !== null && 'shards' in manifest && Array.isArray(manifest.shards)) {
      const shards = manifest.shards.filter(isShard);
      if (shards.length > 0) return shards;
    }
  } catch {
    // no manifest: one bundle
  }
  return [{ path: 'pagefind/', languages: {} }];
}

/**
 * The shards to search from a page in `lang`, and the language to search them in, picked as
 * Pagefind picks an index in one bundle: the page's language, else its primary subtag, else
 * the language with the most pages. Shards without it are left out (Pagefind would search
 * them in another language).
 */
function shardsFor(shards: Shard[], lang: string): { shards: Shard[]; language: string | undefined } {
  const totals = new Map<string, number>();
  for (const shard of shards) for (const [language, count] of Object.entries(shard.languages)) totals.set(language, (totals.get(language) ?? 0) + (typeof count === 'number' ? count : 0));
  const primary = lang.split('-')[0] ?? lang;
  const language = totals.has(lang) ? lang : totals.has(primary) ? primary : [...totals].sort((a, b) => b[1] - a[1])[0]?.[0];
  const chosen = language === undefined ? [] : shards.filter((shard) => language in shard.languages);
  return chosen.length > 0 ? { shards: chosen, language } : { shards, language: undefined };
}

/** Pagefind from the first shard, every other shard merged into it. */
async function loadShards(): Promise<Pagefind> {
  const lang = (root?.getAttribute('lang') ?? 'unknown').toLowerCase();
  const { shards, language } = shardsFor(await searchShards(), lang);
  const [first, ...rest] = shards;
  const url = `${base}/${first?.path ?? 'pagefind/'}pagefind.js`;
  const module: unknown = await import(url);
  if (!isPagefind(module)) throw new Error(`Unexpected module at ${url}`);
  if (module.options) await module.options({ baseUrl: `${base}/` });
  const { mergeIndex } = module;
  if (mergeIndex) await Promise.all(rest.map((shard) => mergeIndex(`${base}/${shard.path}`, { baseUrl: `${base}/`, ...(language !== undefined ? { language } : {}) })));
  return module;
}

// The search's own state: the module once asked for, the focus to give back on closing, the latest query's number.
let pagefind: Promise<Pagefind> | null = null;
let lastFocus: unknown = null;
let searchToken = 0;

function loadPagefind(): Promise<Pagefind> {
  pagefind ??= loadShards();
  return pagefind;
}

/** Opens the search dialog and starts loading the index. */
export function openSearch(): void {
  if (!(dialog instanceof HTMLElement) || !isInput(input)) return;
  lastFocus = active();
  dialog.hidden = false;
  input.focus();
  input.select();
  loadPagefind().catch(() => undefined);
}

/** Closes the search dialog and gives focus back. */
export function closeSearch(): void {
  if (!(dialog instanceof HTMLElement) || dialog.hidden) return;
  dialog.hidden = true;
  if (focusable(lastFocus)) lastFocus.focus();
}

/** Pagefind's excerpts hold only <mark>: rebuilt as text nodes and marks. */
function excerpt(node: HTMLElement, html: string | undefined): HTMLElement {
  let marked = false;
  for (const part of (html ?? '').split(/(<mark>|<\/mark>)/)) {
    if (part === '<mark>') {
      marked = true;
      continue;
    }
    if (part === '</mark>') {
      marked = false;
      continue;
    }
    const text = part.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
    node.appendChild(marked ? el('mark', '', text) : makeText(text));
  }
  return node;
}

/** Result links stay on the site: a path, never a scheme (javascript:, data:) or another host. */
const local = (url: unknown): url is string => typeof url === 'string' && /^\/(?![/\\])/.test(url);

/**
 * The headings of a page worth a link of their own: on the site, with an anchor, and not the
 * page itself again (Pagefind gives the page's title, `<h1 id="page-title">`, a sub-result of
 * its own: the same title over the same text), at most three.
 */
function subResults(page: PagefindPage): PagefindSubResult[] {
  const title = (page.meta?.title ?? '').trim();
  const path = page.url.split('#')[0];
  return (page.sub_results ?? [])
    .filter((sub) => local(sub.url) && sub.url.indexOf('#') > 0 && !(sub.url.split('#')[0] === path && sub.title.trim() === title))
    .slice(0, 3);
}

/** One result: the page's link, then links to up to three of its headings. */
function resultItem(page: PagefindPage): HTMLElement {
  const item = el('li');
  const link = el('a');
  if (link instanceof HTMLAnchorElement) link.href = page.url;
  if (page.meta?.group) link.appendChild(el('small', 'dw-search-group', page.meta.group));
  link.appendChild(el('span', '', page.meta?.title ?? page.url));
  link.appendChild(excerpt(el('small'), page.excerpt));
  item.appendChild(link);
  for (const sub of subResults(page)) {
    const subLink = el('a', 'dw-sub');
    if (subLink instanceof HTMLAnchorElement) subLink.href = sub.url;
    subLink.appendChild(el('span', '', sub.title));
    subLink.appendChild(excerpt(el('small'), sub.excerpt));
    item.appendChild(subLink);
  }
  return item;
}

/** Shows the pages found (or says there are none). */
function showResults(list: Element, query: string, pages: PagefindPage[]): void {
  list.textContent = '';
  if (pages.length === 0) {
    list.appendChild(el('p', 'dw-search-empty', `No results for "${query}"`));
    return;
  }
  const ul = el('ul');
  for (const page of pages.filter((p) => local(p.url))) ul.appendChild(resultItem(page));
  list.appendChild(ul);
}

/** Searches for what is typed; only the latest query's results are shown. */
function runSearch(): void {
  if (!isInput(input) || !results) return;
  const list = results;
  const query = input.value.trim();
  const token = ++searchToken;
  if (!query) {
    list.textContent = '';
    return;
  }
  loadPagefind()
    .then((pf) => (pf.debouncedSearch ? pf.debouncedSearch(query, {}, 120) : pf.search(query)))
    .then(async (found) => {
      if (!found || token !== searchToken) return;
      const pages = await Promise.all(found.results.slice(0, 8).map((r) => r.data()));
      if (token === searchToken) showResults(list, query, pages);
    })
    .catch(() => {
      if (token === searchToken) {
        list.textContent = '';
        list.appendChild(el('p', 'dw-search-empty', 'Search is not available'));
      }
    });
}

/** In the search box: ArrowDown goes to the first result, Enter follows it. */
function onInputKey(event: Event): void {
  if (!isKey(event)) return;
  const first = results?.querySelector('a');
  if (event.key === 'ArrowDown') {
    if (first) {
      event.preventDefault();
      first.focus();
    }
  } else if (event.key === 'Enter') {
    if (first) {
      event.preventDefault();
      location.href = first.href;
    }
  }
}

/** In the results: the arrows move between links, ArrowUp from the first back to the box. */
function onResultsKey(event: Event): void {
  if (!isKey(event) || !results) return;
  const links = Array.from(results.querySelectorAll('a'));
  const current = active();
  const i = links.findIndex((link) => link === current);
  if (i < 0) return;
  const below = links[i + 1];
  if (event.key === 'ArrowDown' && below) {
    event.preventDefault();
    below.focus();
  } else if (event.key === 'ArrowUp') {
    event.preventDefault();
    const above = i > 0 ? links[i - 1] : input;
    if (focusable(above)) above.focus();
  }
}

/** Searches as the reader types, with the keyboard between the box and the results. */
export function startSearch(): void {
  if (input) {
    input.addEventListener('input', runSearch);
    input.addEventListener('keydown', onInputKey);
  }
  results?.addEventListener('keydown', onResultsKey);
}
