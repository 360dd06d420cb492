// The document's clicks and keys (site.browser.ts listens), each given to the one feature it
// is for: the features are asked in a fixed order, and the first that takes it ends there.
import { backdrop, bannerClose, dialog, menuButton, modeButton, searchButton, sidebar } from './chrome.browser.js';
import { copyFrom, copyText } from './copy.browser.js';
import { isKey } from './dom.browser.js';
import { menuOpen, setMenu, trapFocus } from './drawer.browser.js';
import { dismissBanner, toggleMode } from './header.browser.js';
import { closeSearch, openSearch } from './search.browser.js';
import { onTabKey, selectTab, syncFrom } from './tabs.browser.js';
import { onTreeClick, onTreeKey } from './tree.browser.js';

const within = (control: Element | null, target: Element): boolean => control !== null && control.contains(target);

/** A click on a tab, a tree item, a copy button, a header control, or one that closes something open. */
export function onClick(event: Event): void {
  const target = event.target;
  if (!(target instanceof Element)) return;
  const tab = target.closest('[role=tab]');
  if (tab?.parentElement) {
    selectTab(tab.parentElement, tab, false);
    syncFrom(tab);
    return;
  }
  if (target.closest('.dw-tree') && onTreeClick(target)) return;
  const copy = target.closest('.dw-copy');
  if (copy) {
    copyFrom(copy);
    return;
  }
  const swatch = target.closest('button[data-dw-copy-value]');
  if (swatch) {
    copyText(swatch, swatch.getAttribute('data-dw-copy-value') ?? '');
    return;
  }
  if (within(modeButton, target)) {
    toggleMode();
    return;
  }
  if (within(bannerClose, target)) {
    dismissBanner();
    return;
  }
  if (within(searchButton, target)) {
    openSearch();
    return;
  }
  if (within(menuButton, target)) {
    setMenu(!menuOpen(), true);
    return;
  }
  // A heading chosen in the narrow-screen table of contents closes it.
  const tocLink = target.closest('.dw-toc-mobile a');
  const tocBox = tocLink?.closest('details');
  if (tocBox instanceof HTMLDetailsElement) tocBox.open = false;
  if (dialog && target === dialog) closeSearch();
  if (backdrop && target === backdrop) setMenu(false, true);
  // A link followed from the drawer closes it (for a link to this page's own anchors too).
  else if (menuOpen() && sidebar && target.closest('a[href]') && sidebar.contains(target)) setMenu(false, false);
}

/** A key on a tab or a tree item, in the open drawer, or the search shortcuts (Ctrl/Cmd+K or `/` to open, Escape to close). */
export function onKey(event: Event): void {
  if (!isKey(event)) return;
  const target = event.target;
  if (target instanceof Element && target.getAttribute('role') === 'tab') {
    onTabKey(event, target);
    return;
  }
  if (target instanceof Element && target.getAttribute('role') === 'treeitem' && onTreeKey(event, target)) return;
  if (menuOpen()) {
    if (event.key === 'Escape') {
      setMenu(false, true);
      return;
    }
    if (event.key === 'Tab') trapFocus(event);
  }
  const typing = target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
  // A site built without search (no Pagefind) has no dialog: the keys stay the browser's.
  if (dialog && ((event.key === 'k' && (event.ctrlKey || event.metaKey)) || (event.key === '/' && !typing))) {
    event.preventDefault();
    openSearch();
  } else if (event.key === 'Escape') closeSearch();
}
