// The mobile drawer: the sidebar below 800px, over a backdrop, with focus kept inside; and
// the sidebar scrolled to the current page.
import { backdrop, header, menuButton, root, sidebar } from './chrome.browser.js';
import { active, focusable, listenWindow } from './dom.browser.js';
import { measureHeader } from './header.browser.js';

/** Whether the drawer is open. */
export const menuOpen = (): boolean => sidebar?.hasAttribute('data-open') ?? false;

/** Opens or closes the drawer; closing may give focus back to its toggle. */
export function setMenu(open: boolean, returnFocus: boolean): void {
  if (!sidebar || !menuButton || open === menuOpen()) return;
  if (open) {
    measureHeader();
    // Below the header where it is now: a site banner above it may still be on screen.
    if (header && root) root.style.setProperty('--dw-drawer-top', `${Math.max(0, Math.round(header.getBoundingClientRect().bottom))}px`);
    sidebar.setAttribute('data-open', '');
    root?.setAttribute('data-dw-drawer', '');
  } else {
    sidebar.removeAttribute('data-open');
    root?.removeAttribute('data-dw-drawer');
  }
  if (backdrop instanceof HTMLElement) backdrop.hidden = !open;
  menuButton.setAttribute('aria-expanded', open ? 'true' : 'false');
  menuButton.setAttribute('aria-label', open ? 'Close navigation' : 'Open navigation');
  if (open) {
    revealCurrent();
    const first = focusables()[1];
    if (first) first.focus({ preventScroll: true });
  } else if (returnFocus && focusable(menuButton)) menuButton.focus();
}

/** The toggle, then what can take focus in the drawer and is shown (not inside a closed group). */
function focusables(): HTMLElement[] {
  const inside = sidebar ? Array.from(sidebar.querySelectorAll('a[href], button, summary, input, select, textarea, [tabindex]:not([tabindex="-1"])')) : [];
  return [menuButton, ...inside].filter((node): node is HTMLElement => node instanceof HTMLElement && node.getClientRects().length > 0);
}

/**
 * Tab and Shift+Tab go round the toggle and the drawer (the toggle sits in the header, so
 * the browser's own order would leave the drawer after it).
 */
export function trapFocus(event: KeyboardEvent): void {
  const list = focusables();
  if (list.length === 0) return;
  const current = active();
  const at = list.findIndex((node) => node === current);
  const next = at < 0 ? 0 : (at + (event.shiftKey ? list.length - 1 : 1)) % list.length;
  event.preventDefault();
  list[next]?.focus();
}

/** The sidebar shows the current page: scrolled within itself, never moving the page. */
function revealCurrent(): void {
  const current = sidebar?.querySelector('a[aria-current="page"]');
  if (!(sidebar instanceof HTMLElement) || !(current instanceof HTMLElement)) return;
  const box = sidebar.getBoundingClientRect();
  const link = current.getBoundingClientRect();
  if (box.height === 0 || (link.top >= box.top && link.bottom <= box.bottom)) return;
  sidebar.scrollTop += link.top - box.top - (box.height - link.height) / 2;
}

/**
 * The drawer is for small screens: it closes when the window grows past them, and when the
 * browser brings this page back from its history cache. The sidebar is scrolled to the current page.
 */
export function startDrawer(): void {
  if (typeof matchMedia === 'function') {
    matchMedia('(max-width: 800px)').addEventListener('change', (event) => {
      if (!event.matches) setMenu(false, false);
    });
  }
  listenWindow('pageshow', () => {
    setMenu(false, false);
  });
  revealCurrent();
}
