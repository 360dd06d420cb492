// Changelog tag filter: updates with `tags` get a row of toggles; with some chosen, only the
// updates carrying every chosen tag show. The choice is in the URL (`?tags=a,b`) to share.
// The layout draws the row in the table of contents' place, as Mintlify does (src/render/layout/layout.ts),
// so starting it moves nothing on the page.
import { content } from './chrome.browser.js';
import { $$ } from './dom.browser.js';
import { syncToc } from './toc.browser.js';

/** An update's tags (`data-dw-tags`, a JSON list). */
function tagsOf(node: Element): string[] {
  try {
    const value: unknown = JSON.parse(node.getAttribute('data-dw-tags') ?? '[]');
    return Array.isArray(value) ? value.filter((tag): tag is string => typeof tag === 'string') : [];
  } catch {
    return [];
  }
}

/** Writes the chosen tags into the address, to share, without a new history entry. */
function saveTags(chosen: Set<string>): void {
  const url = new URL(location.href);
  if (chosen.size > 0) url.searchParams.set('tags', Array.from(chosen).join(','));
  else url.searchParams.delete('tags');
  history.replaceState(history.state, '', url.href);
}

/** The rows of toggles the layout drew in the table of contents' places, its column and above the article on narrow screens (outside the page's content, which cannot forge them). */
const filterBars = (): Element[] => $$(':root > body > .dw-layout > aside.dw-toc > .dw-update-filters[role=group], :root > body > .dw-layout > main > article > .dw-update-filters[role=group]');

/** Starts the tag toggles (none where the page's mode hides the column, as on Mintlify) and shows the updates the address's `?tags` chose. */
export function startUpdateFilter(): void {
  const updates = content ? Array.from(content.querySelectorAll('section.dw-update')).filter((node) => node instanceof HTMLElement) : [];
  const allTags = [...new Set(updates.flatMap(tagsOf))];
  const bars = filterBars();
  if (allTags.length === 0 || bars.length === 0) return;
  const chosen = new Set((new URLSearchParams(location.search).get('tags') ?? '').split(',').filter((tag) => allTags.includes(tag)));
  const buttons = bars.flatMap((bar) => Array.from(bar.querySelectorAll('button.dw-update-filter')));
  const apply = (): void => {
    for (const node of updates) node.hidden = chosen.size > 0 && !Array.from(chosen).every((tag) => tagsOf(node).includes(tag));
    for (const button of buttons) button.setAttribute('aria-pressed', chosen.has(button.textContent ?? '') ? 'true' : 'false');
    syncToc();
  };
  for (const button of buttons) {
    const tag = button.textContent ?? '';
    button.addEventListener('click', () => {
      if (chosen.has(tag)) chosen.delete(tag);
      else chosen.add(tag);
      apply();
      saveTags(chosen);
    });
  }
  apply();
}
