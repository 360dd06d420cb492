// Search: pagefind's static index (`<base>/pagefind/pagefind.js`), loaded on first use, in the
// site's search dialog. Results are built as elements and text, never markup.
import { base, dialog, input, results } from './chrome.browser.js';
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
  search: (query: string) => Promise<Found>;
  debouncedSearch?: (query: string, options: object, ms: number) => Promise<Found>;
}
const isPagefind = (value: unknown): value is Pagefind => typeof value === 'object' && value !== null && 'search' in value && typeof value.search === 'function';

// The search's own state: the module once asked for, the focus to give back on closing, the latest query's number.
let pagefind: Promise<Pagefind> | null = null;
let lastFocus: unknown = null;
let searchToken = 0;

function loadPagefind(): Promise<Pagefind> {
  const url = `${base}/pagefind/pagefind.js`;
  pagefind ??= import(url).then((module: unknown) => {
    if (!isPagefind(module)) throw new Error(`Unexpected module at ${url}`);
    if (module.options) return module.options({ baseUrl: `${base}/` }).then(() => module);
    return module;
  });
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

/** One result: the page's link, then links to up to three of its headings. */
function resultItem(page: PagefindPage): HTMLElement {
  const item = el('li');
  const link = el('a');
  if (link instanceof HTMLAnchorElement) link.href = page.url;
  if (page.meta?.group) link.appendChild(el('small', 'dw-search-group', page.meta.group));
  link.appendChild(el('span', '', page.meta?.title ?? page.url));
  link.appendChild(excerpt(el('small'), page.excerpt));
  item.appendChild(link);
  for (const sub of (page.sub_results ?? []).filter((s) => local(s.url) && s.url.indexOf('#') > 0).slice(0, 3)) {
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
