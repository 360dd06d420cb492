// Views (`<View title>`): one selector for the page, one view shown at a time, the choice
// remembered across pages. The table of contents lists only the shown view's headings.
// Without the script every view shows under its title.
import { content, root } from './chrome.browser.js';
import { byId, el, fragment, make, recall, remember } from './dom.browser.js';
import { syncToc } from './toc.browser.js';

/** The selector of views, placed in the page header (or above the page content when the header is hidden). */
function viewSelect(page: Element, titles: string[]): HTMLElement {
  const select = make('select');
  select.className = 'dw-view-select';
  select.setAttribute('aria-label', 'View');
  for (const title of titles) {
    const option = make('option');
    option.setAttribute('value', title);
    option.textContent = title;
    select.appendChild(option);
  }
  const box = el('div', 'dw-view-selector');
  box.appendChild(select);
  const pageHeader = page.parentElement?.querySelector(':scope > header.dw-page-header');
  if (pageHeader instanceof HTMLElement && !pageHeader.hidden) pageHeader.appendChild(box);
  else page.parentElement?.insertBefore(box, page);
  return select;
}

/** The view to show first: the one holding the address's #fragment, else the remembered one, else the first. */
function firstView(titles: string[]): string {
  let chosen = titles[0] ?? '';
  const stored = recall('docwright-view');
  if (stored && titles.includes(stored)) chosen = stored;
  // A link to a heading inside a view opens that view (a malformed hash opens nothing).
  const id = fragment(location.hash);
  const title = id === null ? null : byId(id)?.closest('section.dw-view[data-dw-view]')?.getAttribute('data-dw-view');
  if (title && titles.includes(title)) chosen = title;
  return chosen;
}

/** Adds the view selector to a page with views and shows one. */
export function startViews(): void {
  const views = content ? Array.from(content.querySelectorAll('section.dw-view[data-dw-view]')).filter((node) => node instanceof HTMLElement) : [];
  const titles = [...new Set(views.map((node) => node.getAttribute('data-dw-view') ?? ''))].filter(Boolean);
  if (!content || titles.length === 0) return;
  const select = viewSelect(content, titles);
  root?.setAttribute('data-dw-views', '');
  const showView = (title: string): void => {
    if (select instanceof HTMLSelectElement) select.value = title;
    for (const node of views) node.hidden = node.getAttribute('data-dw-view') !== title;
    syncToc();
  };
  showView(firstView(titles));
  select.addEventListener('change', () => {
    if (!(select instanceof HTMLSelectElement)) return;
    showView(select.value);
    remember('docwright-view', select.value);
  });
}
