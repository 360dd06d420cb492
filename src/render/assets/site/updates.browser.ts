// Changelog tag filter: updates with `tags` get a row of toggles; with some chosen, only the
// updates carrying every chosen tag show. The choice is in the URL (`?tags=a,b`) to share.
// The page brings the row (src/render/components/handlers/update.ts), so starting it moves
// nothing on the page; a page without one (an older build's cached page) gets it made here.
import { content } from './chrome.browser.js';
import { el } from './dom.browser.js';
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

/** The row of toggles the page brought, or one made here before the first update. */
function filterBar(firstUpdate: HTMLElement, allTags: string[]): HTMLElement | undefined {
  const given = content?.querySelector('.dw-update-filters[role=group]');
  if (given instanceof HTMLElement) return given;
  if (!firstUpdate.parentElement) return undefined;
  const bar = el('div', 'dw-update-filters');
  bar.setAttribute('role', 'group');
  bar.setAttribute('aria-label', 'Filter updates by tag');
  for (const tag of allTags) {
    const button = el('button', 'dw-update-filter', tag);
    button.setAttribute('type', 'button');
    bar.appendChild(button);
  }
  firstUpdate.parentElement.insertBefore(bar, firstUpdate);
  return bar;
}

/** Starts the row of tag toggles above the first update and shows the updates the address's `?tags` chose. */
export function startUpdateFilter(): void {
  const updates = content ? Array.from(content.querySelectorAll('section.dw-update')).filter((node) => node instanceof HTMLElement) : [];
  const allTags = [...new Set(updates.flatMap(tagsOf))];
  const firstUpdate = updates[0];
  if (allTags.length === 0 || !firstUpdate) return;
  const bar = filterBar(firstUpdate, allTags);
  if (!bar) return;
  const chosen = new Set((new URLSearchParams(location.search).get('tags') ?? '').split(',').filter((tag) => allTags.includes(tag)));
  const buttons = Array.from(bar.querySelectorAll('button.dw-update-filter'));
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
