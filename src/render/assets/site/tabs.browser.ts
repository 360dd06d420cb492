// Tabs and code groups (the ARIA tabs pattern), code groups shown as a dropdown, choices
// synchronised across the page and remembered across pages, and an API page's responses
// shown one status code at a time.
import { $, $$, byId, focusable, fragment, listen, listenWindow, recall, remember } from './dom.browser.js';

/** Selects one tab of a tab list and shows its panel. */
export function selectTab(list: Element, tab: Element, focus: boolean): void {
  const tabs = list.querySelectorAll('[role=tab]');
  for (const t of Array.from(tabs)) {
    const on = t === tab;
    t.setAttribute('aria-selected', on ? 'true' : 'false');
    if (t instanceof HTMLElement) t.tabIndex = on ? 0 : -1;
    const panel = byId(t.getAttribute('aria-controls') ?? '');
    // Only a panel of this tab set: a tab from a page cannot hide the rest of the site.
    if (panel && list.parentElement?.contains(panel)) panel.hidden = !on;
  }
  if (focus && focusable(tab)) tab.focus();
}

/** Shows the panel at `index` and hides the others. */
function showOnly(panels: Element[], index: number): void {
  panels.forEach((panel, i) => {
    if (panel instanceof HTMLElement) panel.hidden = i !== index;
  });
}

/** A code group with `dropdown`: its menu shows one panel. */
function selectOption(group: Element, select: HTMLSelectElement, index: number): void {
  select.value = String(index);
  const panels = Array.from(group.querySelectorAll(':scope > .dw-tabpanel'));
  showOnly(panels, index);
  const title = group.querySelector(':scope > .dw-code-select-bar > .dw-code-select-title');
  if (title) title.textContent = panels[index]?.getAttribute('aria-label') ?? '';
}

// Synchronised tabs: tabs and code groups with the same key (a tab's title, a code block's
// language) switch together across the page, and the choice is remembered across pages.
const tabGroups = (): Element[] => $$(':root > body > .dw-layout > main .dw-content [data-dw-tabs]:not([data-dw-nosync])');

/** Shows a group's tab or option of the given key, if it has one. */
function chooseInGroup(group: Element, key: string): void {
  const select = group.querySelector(':scope > .dw-code-select-bar > select');
  if (select instanceof HTMLSelectElement) {
    const option = Array.from(select.options).find((o) => o.getAttribute('data-dw-sync') === key);
    if (option) selectOption(group, select, Number(option.value));
    return;
  }
  const list = group.querySelector(':scope > [role=tablist]');
  const tab = list ? Array.from(list.querySelectorAll(':scope > [role=tab]')).find((t) => t.getAttribute('data-dw-sync') === key) : undefined;
  if (list && tab && tab.getAttribute('aria-selected') !== 'true') selectTab(list, tab, false);
}

/** Switches every other synchronised group to the key just chosen, keeping `anchor` still on screen, and remembers it. */
export function syncFrom(chosen: Element, anchor: Element = chosen): void {
  const group = chosen.closest('[data-dw-tabs]');
  const key = chosen.getAttribute('data-dw-sync');
  if (!group || !key || group.hasAttribute('data-dw-nosync')) return;
  // The chosen group stays where it is on screen while the groups above it change height.
  const before = anchor.getBoundingClientRect().top;
  for (const other of tabGroups()) if (other !== group) chooseInGroup(other, key);
  const moved = anchor.getBoundingClientRect().top - before;
  if (moved !== 0) window.scrollBy(0, moved);
  remember('docwright-sync', key);
}

/** An API page's responses (src/openapi/statuses.ts): the select shows one panel, and the response example of the same code beside it. */
function showStatus(box: Element, select: HTMLSelectElement): void {
  const index = select.selectedIndex;
  const panels = Array.from(box.querySelectorAll(':scope > [data-dw-status-panel]'));
  showOnly(panels, index);
  const code = panels[index]?.getAttribute('data-dw-status-panel');
  const list = $(':root > body > .dw-layout > main .dw-api-examples .dw-response-example > [role=tablist]');
  const tab = list && code ? Array.from(list.querySelectorAll(':scope > [role=tab]')).find((t) => t.textContent.trim() === code) : undefined;
  if (list && tab) selectTab(list, tab, false);
}

/** A status select or a code group's dropdown changed. */
function onSelectChange(event: Event): void {
  const select = event.target;
  const statuses = select instanceof HTMLSelectElement && select.hasAttribute('data-dw-status-select') ? select.parentElement?.parentElement : undefined;
  if (select instanceof HTMLSelectElement && statuses?.hasAttribute('data-dw-responses')) {
    showStatus(statuses, select);
    return;
  }
  if (!(select instanceof HTMLSelectElement) || !select.hasAttribute('data-dw-select')) return;
  const group = select.closest('[data-dw-tabs]');
  if (!group || select.parentElement?.parentElement !== group) return;
  selectOption(group, select, Number(select.value));
  const option = select.selectedOptions[0];
  if (option) syncFrom(option, select);
}

/** The tab whose id the address names (`<Tab id>`), and every tab whose panel holds what it names, are shown. */
function showTabsFromHash(): void {
  const id = fragment(location.hash);
  // A tab's id keeps its title's percent-escapes (`hopp-%5Bx%5D`), as Mintlify's does: the address as written finds it.
  const raw = location.hash.slice(1);
  const target = (id ? (byId(id) ?? byId(`user-content-${id}`)) : null) ?? (raw ? byId(raw) : null);
  if (!target) return;
  if (target.getAttribute('role') === 'tab' && target.parentElement?.getAttribute('role') === 'tablist') selectTab(target.parentElement, target, false);
  for (let panel = target.closest('[role=tabpanel]'); panel; panel = panel.parentElement?.closest('[role=tabpanel]') ?? null) {
    const tab = byId(panel.getAttribute('aria-labelledby') ?? '');
    if (tab?.getAttribute('role') === 'tab' && tab.parentElement && tab.getAttribute('aria-selected') !== 'true') selectTab(tab.parentElement, tab, false);
  }
  target.scrollIntoView({ block: 'start' });
}

/** Shows one status code of each API response list, restores the remembered synchronised choice, and follows the selects. */
export function startTabs(): void {
  for (const box of $$(':root > body > .dw-layout > main .dw-content [data-dw-responses]')) {
    const select = box.querySelector(':scope > .dw-api-responses-head > select[data-dw-status-select]');
    if (!(select instanceof HTMLSelectElement)) continue;
    select.hidden = false;
    box.setAttribute('data-dw-ready', '');
    showStatus(box, select);
  }
  // Without a remembered choice every group shows its first tab.
  const stored = recall('docwright-sync');
  if (stored) for (const group of tabGroups()) chooseInGroup(group, stored);
  listen('change', onSelectChange);
  if (location.hash) showTabsFromHash();
  listenWindow('hashchange', showTabsFromHash);
}

/** Arrows, Home and End on a tab move to the next, previous, first or last tab of its list. */
export function onTabKey(event: KeyboardEvent, tab: Element): void {
  const list = tab.parentElement;
  if (!list) return;
  const tabs = Array.from(list.querySelectorAll('[role=tab]'));
  const index = tabs.indexOf(tab);
  let next = -1;
  if (event.key === 'ArrowRight') next = (index + 1) % tabs.length;
  else if (event.key === 'ArrowLeft') next = (index - 1 + tabs.length) % tabs.length;
  else if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = tabs.length - 1;
  const chosen = tabs[next];
  if (chosen) {
    event.preventDefault();
    selectTab(list, chosen, true);
    syncFrom(chosen);
  }
}
