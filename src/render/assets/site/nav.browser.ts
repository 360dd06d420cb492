// A large division's sidebar comes with only the page's own groups whole; every other group
// is its title (a link to its first page, for readers without scripts), filled in here from
// the division's navigation asset (one file per division, cached by the browser). An entry
// may hold stubs of the groups inside it, which have entries of their own.
import { base, sidebar } from './chrome.browser.js';
import { syncDisclosure } from './disclosures.browser.js';
import { make } from './dom.browser.js';

/**
 * Replaces the sidebar's stubs with their groups, nested ones too (16 levels at most). The
 * markup is the navigation asset docwright wrote for this division, never a page's.
 */
function fillStubs(sidebar: Element, entries: Map<string, string>): void {
  const template = make('template');
  for (let round = 0; round < 16; round++) {
    const stubs = Array.from(sidebar.querySelectorAll('[data-dw-lazy]'));
    if (stubs.length === 0) break;
    for (const stub of stubs) {
      const html = entries.get(stub.getAttribute('data-dw-lazy') ?? '');
      stub.removeAttribute('data-dw-lazy');
      if (html === undefined || !(template instanceof HTMLTemplateElement)) continue;
      template.innerHTML = html;
      const group = template.content.firstElementChild;
      if (!group) continue;
      stub.replaceWith(group);
      for (const details of Array.from(group.querySelectorAll('details'))) syncDisclosure(details);
      if (group instanceof HTMLDetailsElement) syncDisclosure(group);
    }
  }
}

/**
 * Replaces each run link (`data-dw-run="<first>-<last>"`, written in place of the top-level
 * groups far from the page's) with stubs of the groups it stands for, in the order of the
 * asset's `top` list; `fillStubs` then fills them in.
 */
function expandRuns(sidebar: Element, entries: Map<string, string>): void {
  const top = (entries.get('top') ?? '').split(' ');
  for (const link of Array.from(sidebar.querySelectorAll('[data-dw-run]'))) {
    const [first = '', last = ''] = (link.getAttribute('data-dw-run') ?? '').split('-');
    const from = top.indexOf(first);
    const to = top.indexOf(last);
    if (from < 0 || to < from) continue;
    link.replaceWith(
      ...top.slice(from, to + 1).map((id) => {
        const stub = make('div');
        stub.setAttribute('data-dw-lazy', id);
        return stub;
      }),
    );
  }
}

/** Loads the division's navigation asset (`<base>/_docwright/nav/<name>.json`, nothing else) and fills in the collapsed groups, the current page kept where it was. */
export function fillNav(): void {
  const nav = sidebar;
  const navUrl = nav?.getAttribute('data-dw-nav') ?? '';
  if (!(nav instanceof HTMLElement) || !navUrl.startsWith(`${base}/_docwright/nav/`) || !/^[0-9a-f]{16}\.json$/.test(navUrl.slice(base.length + 16))) return;
  // Asked again on every page (answered `304 Not Modified` while unchanged): the asset's name follows the division's pages, not their titles, so a copy kept could show older titles (src/render/layout/layout.ts).
  fetch(navUrl, { cache: 'no-cache' })
    .then((response) => (response.ok ? response.json() : undefined))
    .then((groups: unknown) => {
      if (typeof groups !== 'object' || groups === null) return;
      const entries = new Map(Object.entries(groups).filter((e): e is [string, string] => typeof e[1] === 'string'));
      const current = nav.querySelector('a[aria-current="page"]');
      const before = current ? current.getBoundingClientRect().top : 0;
      expandRuns(nav, entries);
      fillStubs(nav, entries);
      if (current) nav.scrollTop += current.getBoundingClientRect().top - before;
    })
    .catch(() => undefined);
}
