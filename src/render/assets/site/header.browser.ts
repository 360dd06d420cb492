// The header: the mode toggle, the site banner above it, its measured height, and its row of tabs.
import { header, root } from './chrome.browser.js';
import { remember } from './dom.browser.js';

/** Mode toggle, remembered across pages; hidden when the site fixes one mode. */
export function toggleMode(): void {
  const next = root?.getAttribute('data-theme') === 'dark' ? 'light' : 'dark';
  root?.setAttribute('data-theme', next);
  remember('docwright-theme', next);
}

/** The site banner, dismissed: hidden now and on later pages until its content changes. */
export function dismissBanner(): void {
  const key = root?.getAttribute('data-banner') ?? '';
  root?.setAttribute('data-banner-dismissed', '');
  measureHeader();
  if (/^[0-9a-f]{12}$/.test(key)) remember('docwright-banner-dismissed', key);
}

/** The header's real height (a tabs row makes it taller): the drawer starts below it and sticky columns stop under it. */
export function measureHeader(): void {
  if (header && root) root.style.setProperty('--dw-header-bottom', `${Math.round(header.getBoundingClientRect().height)}px`);
}

/** The tab row scrolls sideways on narrow screens: the current tab is brought into it. */
export function revealTab(): void {
  const currentTab = header?.querySelector('.dw-tabsbar a[aria-current]');
  const tabRow = currentTab?.closest('ul');
  if (currentTab && tabRow && tabRow.scrollWidth > tabRow.clientWidth) tabRow.scrollLeft += currentTab.getBoundingClientRect().left - tabRow.getBoundingClientRect().left - 16;
}
