// The header: the mode toggle, the site banner above it, its measured height, and its row of tabs.
import { header, root, sidebar } from './chrome.browser.js';
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

/** How long a repository's star count is kept in the reader's session storage (ms). */
const STARS_TTL_MS = 60 * 60 * 1000;

/** A star count as the button shows it: `987`, `1.2k`. */
const starsText = (stars: number): string => `★ ${stars >= 1000 ? `${(stars / 1000).toFixed(1)}k` : String(stars)}`;

/** The count kept from an earlier page of this session, when fresh. */
function keptStars(key: string): number | undefined {
  try {
    const kept: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    if (typeof kept !== 'object' || kept === null) return undefined;
    const { at, stars } = kept as { at?: unknown; stars?: unknown };
    return typeof at === 'number' && typeof stars === 'number' && Date.now() - at < STARS_TTL_MS ? stars : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The `github` top-bar button's star count, fetched by the reader's browser from GitHub's API
 * (the build never uses the network for it) and kept for an hour in session storage; the
 * button shows none when the API cannot be reached.
 */
export function fillStars(): void {
  // The top bar's button and its copy in the phone drawer (under the sidebar).
  const slots = [header, sidebar].flatMap((part) => (part ? [...part.querySelectorAll('.dw-stars[data-dw-stars]')] : []));
  const repo = slots[0]?.getAttribute('data-dw-stars') ?? '';
  if (slots.length === 0 || !/^[\w.-]+\/[\w.-]+$/.test(repo)) return;
  const show = (stars: number): void => {
    for (const slot of slots) {
      slot.textContent = starsText(stars);
      slot.setAttribute('aria-label', `${stars} stars`);
      slot.removeAttribute('hidden');
    }
  };
  // Marks a count that cannot be had (the slots stay hidden), so a reader's tools can tell it from one still on its way.
  const unavailable = (): void => {
    for (const slot of slots) slot.setAttribute('data-dw-stars-state', 'unavailable');
  };
  const key = `docwright-stars:${repo}`;
  const kept = keptStars(key);
  if (kept !== undefined) {
    show(kept);
    return;
  }
  fetch(`https://api.github.com/repos/${repo}`, { headers: { accept: 'application/vnd.github+json' } })
    .then((response) => (response.ok ? response.json() : undefined))
    .then((body: unknown) => {
      const stars = typeof body === 'object' && body !== null ? (body as { stargazers_count?: unknown }).stargazers_count : undefined;
      if (typeof stars !== 'number' || !Number.isFinite(stars)) {
        unavailable();
        return;
      }
      show(stars);
      try {
        sessionStorage.setItem(key, JSON.stringify({ at: Date.now(), stars }));
      } catch {
        // Storage refused (private mode, quota): the count is fetched again on the next page.
      }
    })
    .catch(unavailable);
}
