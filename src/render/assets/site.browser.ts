// The site's one script: tabs (ARIA pattern), copy buttons, mode toggle, search, the mobile
// drawer, disclosure state and the sidebar's scroll to the current page.
// Pages work without it; it only adds behaviour.
//
// It reads nothing a page can shadow (DOM clobbering). `document` has named properties that
// override its own (`<img name="documentElement">` is `document.documentElement`), so the
// script never looks anything up on `document`: it takes the methods from
// `Document.prototype` and calls them on it. `document`, `location` and the interface objects
// (`Document`, `Element`…) are unforgeable or own properties of the global, which a
// page's ids cannot shadow. The sanitiser prefixes a page's ids and names too
// (src/render/clobber.ts); this holds without it. What the script acts on (the header's
// buttons, the sidebar, the search dialog, the table of contents) is found by its place
// under `<body>`, where page content cannot be, and its settings (`data-base`) are read
// from the root element docwright writes.

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
interface Pagefind {
  options?: (options: { baseUrl: string }) => Promise<void>;
  search: (query: string) => Promise<{ results: { data: () => Promise<PagefindPage> }[] } | null>;
  debouncedSearch?: (query: string, options: object, ms: number) => Promise<{ results: { data: () => Promise<PagefindPage> }[] } | null>;
}

const doc = document;
const D = Document.prototype;
// eslint-disable-next-line @typescript-eslint/no-deprecated -- lib.dom marks one tag-name overload deprecated; these are the string-selector ones
const $ = (selector: string): Element | null => D.querySelector.call(doc, selector);
// eslint-disable-next-line @typescript-eslint/no-deprecated -- lib.dom marks one tag-name overload deprecated; these are the string-selector ones
const $$ = (selector: string): NodeListOf<Element> => D.querySelectorAll.call(doc, selector);
const byId = (id: string): HTMLElement | null => D.getElementById.call(doc, id);
// eslint-disable-next-line @typescript-eslint/no-deprecated -- lib.dom marks one tag-name overload deprecated; these are the string-selector ones
const make = (tag: string): HTMLElement => D.createElement.call(doc, tag);
const makeText = (text: string): Text => D.createTextNode.call(doc, text);
const listen = (type: string, listener: (event: Event) => void): void => {
  EventTarget.prototype.addEventListener.call(doc, type, listener);
};
// eslint-disable-next-line @typescript-eslint/unbound-method -- the getter is called with .call(doc), never on a page-shadowable property
const activeGetter = Object.getOwnPropertyDescriptor(D, 'activeElement')?.get;
const active = (): unknown => (activeGetter ? activeGetter.call(doc) : null);
const focusable = (value: unknown): value is HTMLElement => value instanceof Element && 'focus' in value;
// Duck-typed rather than `instanceof KeyboardEvent`/`HTMLInputElement`: the script needs only these members.
const isKey = (event: Event): event is KeyboardEvent => 'key' in event;
const isInput = (value: Element | null): value is HTMLInputElement => value instanceof HTMLElement && 'select' in value;
const isPagefind = (value: unknown): value is Pagefind => typeof value === 'object' && value !== null && 'search' in value && typeof value.search === 'function';

function start(): void {
  const root = $(':root');
  if (!(root instanceof HTMLHtmlElement)) return;
  // The site's base path: '' or '/docs', nothing else (it prefixes the search module's URL).
  let base = root.getAttribute('data-base') ?? '';
  if (!/^(\/[A-Za-z0-9._~%!$&'()*+,;=@-]+)*$/.test(base)) base = '';
  const header = $(':root > body > header.dw-header');
  const bannerClose = $(':root > body > .dw-banner > [data-dw-banner-close]');
  const modeButton = header?.querySelector('[data-dw-mode]') ?? null;
  const menuButton = header?.querySelector('[data-dw-menu]') ?? null;
  const searchButton = header?.querySelector('[data-dw-search]') ?? null;
  const sidebar = $(':root > body > .dw-layout > nav.dw-sidebar');
  const dialog = $(':root > body > div[data-dw-search-dialog]');
  const backdrop = $(':root > body > div[data-dw-backdrop]');
  const input = dialog?.querySelector('[data-dw-search-input]') ?? null;
  const results = dialog?.querySelector('[data-dw-search-results]') ?? null;
  const within = (control: Element | null, target: Element): boolean => control !== null && control.contains(target);

  // Copy buttons say what they do in the page's language (the page body is the same in every language).
  const copyLabel = root.getAttribute('data-dw-copy');
  if (copyLabel) for (const button of Array.from($$('.dw-copy:not(.dw-copy-prompt)'))) button.setAttribute('aria-label', copyLabel);

  // Tabs and code groups: click, arrows, Home/End.
  function selectTab(list: Element, tab: Element, focus: boolean): void {
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
  // A code group with `dropdown`: its menu shows one panel.
  function selectOption(group: Element, select: HTMLSelectElement, index: number): void {
    select.value = String(index);
    const panels = Array.from(group.querySelectorAll(':scope > .dw-tabpanel'));
    panels.forEach((panel, i) => {
      if (panel instanceof HTMLElement) panel.hidden = i !== index;
    });
    const title = group.querySelector(':scope > .dw-code-select-bar > .dw-code-select-title');
    if (title) title.textContent = panels[index]?.getAttribute('aria-label') ?? '';
  }
  // Synchronised tabs: tabs and code groups with the same key (a tab's title, a code block's
  // language) switch together across the page, and the choice is remembered across pages.
  const tabGroups = (): Element[] => Array.from($$(':root > body > .dw-layout > main .dw-content [data-dw-tabs]:not([data-dw-nosync])'));
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
  function syncFrom(chosen: Element, anchor: Element = chosen): void {
    const group = chosen.closest('[data-dw-tabs]');
    const key = chosen.getAttribute('data-dw-sync');
    if (!group || !key || group.hasAttribute('data-dw-nosync')) return;
    // The chosen group stays where it is on screen while the groups above it change height.
    const before = anchor.getBoundingClientRect().top;
    for (const other of tabGroups()) if (other !== group) chooseInGroup(other, key);
    const moved = anchor.getBoundingClientRect().top - before;
    if (moved !== 0) window.scrollBy(0, moved);
    try {
      localStorage.setItem('docwright-sync', key);
    } catch {
      // Storage may be refused: the choice holds for this page.
    }
  }
  // An API page's responses, one status code at a time (src/openapi/statuses.ts): the select
  // shows one panel, and the response example of the same code beside it.
  function showStatus(box: Element, select: HTMLSelectElement): void {
    const index = select.selectedIndex;
    const panels = Array.from(box.querySelectorAll(':scope > [data-dw-status-panel]'));
    panels.forEach((panel, i) => {
      if (panel instanceof HTMLElement) panel.hidden = i !== index;
    });
    const code = panels[index]?.getAttribute('data-dw-status-panel');
    const list = $(':root > body > .dw-layout > main .dw-api-examples .dw-response-example > [role=tablist]');
    const tab = list && code ? Array.from(list.querySelectorAll(':scope > [role=tab]')).find((t) => t.textContent.trim() === code) : undefined;
    if (list && tab) selectTab(list, tab, false);
  }
  for (const box of Array.from($$(':root > body > .dw-layout > main .dw-content [data-dw-responses]'))) {
    const select = box.querySelector(':scope > .dw-api-responses-head > select[data-dw-status-select]');
    if (!(select instanceof HTMLSelectElement)) continue;
    select.hidden = false;
    box.setAttribute('data-dw-ready', '');
    showStatus(box, select);
  }
  try {
    const stored = localStorage.getItem('docwright-sync');
    if (stored) for (const group of tabGroups()) chooseInGroup(group, stored);
  } catch {
    // Storage may be refused: every group shows its first tab.
  }
  listen('change', (event) => {
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
  });
  listen('click', (event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const tab = target.closest('[role=tab]');
    if (tab?.parentElement) {
      selectTab(tab.parentElement, tab, false);
      syncFrom(tab);
      return;
    }
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
      toggleMenu();
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
  });
  listen('keydown', (event) => {
    if (!isKey(event)) return;
    const target = event.target;
    if (target instanceof Element && target.getAttribute('role') === 'tab') {
      const list = target.parentElement;
      if (!list) return;
      const tabs = Array.from(list.querySelectorAll('[role=tab]'));
      const index = tabs.indexOf(target);
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
      return;
    }
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
  });

  // Copy buttons copy the code next to them (or the prompt body).
  function copyFrom(button: Element): void {
    const box = button.closest('.dw-code, .dw-prompt');
    const source = box?.querySelector('pre') ?? box?.querySelector('.dw-prompt-body');
    if (!(source instanceof HTMLElement)) return;
    copyText(button, source.innerText.replace(/\n$/, ''));
  }
  function copyText(button: Element, text: string): void {
    const done = (): void => {
      button.setAttribute('data-copied', '');
      setTimeout(() => {
        button.removeAttribute('data-copied');
      }, 1500);
    };
    if (typeof navigator.clipboard?.writeText === 'function') navigator.clipboard.writeText(text).then(done, () => undefined);
  }

  // Mode toggle, remembered across pages; hidden when the site fixes one mode.
  function toggleMode(): void {
    const next = root?.getAttribute('data-theme') === 'dark' ? 'light' : 'dark';
    root?.setAttribute('data-theme', next);
    try {
      localStorage.setItem('docwright-theme', next);
    } catch {
      // Storage may be refused: the mode holds for this page.
    }
  }

  // The site banner, dismissed: hidden now and on later pages until its content changes.
  function dismissBanner(): void {
    const key = root?.getAttribute('data-banner') ?? '';
    root?.setAttribute('data-banner-dismissed', '');
    measureHeader();
    try {
      if (/^[0-9a-f]{12}$/.test(key)) localStorage.setItem('docwright-banner-dismissed', key);
    } catch {
      // Storage may be refused: the banner is hidden on this page.
    }
  }

  // The header's real height (a tabs row makes it taller): the drawer starts below it and
  // sticky columns stop under it.
  function measureHeader(): void {
    if (header && root instanceof HTMLElement) root.style.setProperty('--dw-header-bottom', `${Math.round(header.getBoundingClientRect().height)}px`);
  }
  measureHeader();
  window.addEventListener('resize', measureHeader);

  // The mobile drawer: the sidebar below 800px, over a backdrop, with focus kept inside.
  const menuOpen = (): boolean => sidebar?.hasAttribute('data-open') ?? false;
  function setMenu(open: boolean, returnFocus: boolean): void {
    const button = menuButton;
    if (!sidebar || !button || open === menuOpen()) return;
    if (open) {
      measureHeader();
      // Below the header where it is now: a site banner above it may still be on screen.
      if (header && root instanceof HTMLElement) root.style.setProperty('--dw-drawer-top', `${Math.max(0, Math.round(header.getBoundingClientRect().bottom))}px`);
      sidebar.setAttribute('data-open', '');
      root?.setAttribute('data-dw-drawer', '');
    } else {
      sidebar.removeAttribute('data-open');
      root?.removeAttribute('data-dw-drawer');
    }
    if (backdrop instanceof HTMLElement) backdrop.hidden = !open;
    button.setAttribute('aria-expanded', open ? 'true' : 'false');
    button.setAttribute('aria-label', open ? 'Close navigation' : 'Open navigation');
    if (open) {
      revealCurrent();
      const first = focusables()[1];
      if (first) first.focus({ preventScroll: true });
    } else if (returnFocus && focusable(button)) button.focus();
  }
  function toggleMenu(): void {
    setMenu(!menuOpen(), true);
  }
  /** The toggle, then what can take focus in the drawer and is shown (not inside a closed group). */
  function focusables(): HTMLElement[] {
    const inside = sidebar ? Array.from(sidebar.querySelectorAll('a[href], button, summary, input, select, textarea, [tabindex]:not([tabindex="-1"])')) : [];
    return [menuButton, ...inside].filter((node): node is HTMLElement => node instanceof HTMLElement && node.getClientRects().length > 0);
  }
  // Tab and Shift+Tab go round the toggle and the drawer (the toggle sits in the header, so
  // the browser's own order would leave the drawer after it).
  function trapFocus(event: KeyboardEvent): void {
    const list = focusables();
    if (list.length === 0) return;
    const current = active();
    const at = list.findIndex((node) => node === current);
    const next = at < 0 ? 0 : (at + (event.shiftKey ? list.length - 1 : 1)) % list.length;
    event.preventDefault();
    list[next]?.focus();
  }
  // The drawer is for small screens: it closes when the window grows past them, and when
  // the browser brings this page back from its history cache.
  if (typeof matchMedia === 'function') {
    matchMedia('(max-width: 800px)').addEventListener('change', (event) => {
      if (!event.matches) setMenu(false, false);
    });
  }
  window.addEventListener('pageshow', () => {
    setMenu(false, false);
  });

  // The sidebar shows the current page: scrolled within itself, never moving the page.
  function revealCurrent(): void {
    const current = sidebar?.querySelector('a[aria-current="page"]');
    if (!(sidebar instanceof HTMLElement) || !(current instanceof HTMLElement)) return;
    const box = sidebar.getBoundingClientRect();
    const link = current.getBoundingClientRect();
    if (box.height === 0 || (link.top >= box.top && link.bottom <= box.bottom)) return;
    sidebar.scrollTop += link.top - box.top - (box.height - link.height) / 2;
  }
  revealCurrent();

  // A large division's sidebar comes with only the page's own groups whole; every other
  // group is its title (a link to its first page, for readers without scripts), filled in
  // here from the division's navigation asset (one file per division, cached by the
  // browser). An entry may hold stubs of the groups inside it, which have entries of their own.
  const navUrl = sidebar?.getAttribute('data-dw-nav') ?? '';
  if (sidebar instanceof HTMLElement && navUrl.startsWith(`${base}/_docwright/nav/`) && /^[0-9a-f]{16}\.json$/.test(navUrl.slice(base.length + 16))) {
    fetch(navUrl)
      .then((response) => (response.ok ? response.json() : undefined))
      .then((groups: unknown) => {
        if (typeof groups !== 'object' || groups === null) return;
        const entries = new Map(Object.entries(groups).filter((e): e is [string, string] => typeof e[1] === 'string'));
        const current = sidebar.querySelector('a[aria-current="page"]');
        const before = current ? current.getBoundingClientRect().top : 0;
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
        if (current) sidebar.scrollTop += current.getBoundingClientRect().top - before;
      })
      .catch(() => undefined);
  }

  // The tab row scrolls sideways on narrow screens: the current tab is brought into it.
  const currentTab = header?.querySelector('.dw-tabsbar a[aria-current]');
  const tabRow = currentTab?.closest('ul');
  if (currentTab && tabRow && tabRow.scrollWidth > tabRow.clientWidth) tabRow.scrollLeft += currentTab.getBoundingClientRect().left - tabRow.getBoundingClientRect().left - 16;

  // A table, formula or API page's URL wider than the column scrolls inside its box: it takes
  // focus, so the keyboard can scroll it too.
  function focusScrollers(): void {
    for (const box of Array.from($$(':root > body > .dw-layout > main .dw-content :is(table, .dw-math-display, .dw-api-bar .dw-api-url)'))) {
      if (box instanceof HTMLElement && box.scrollWidth > box.clientWidth && !box.hasAttribute('tabindex')) box.tabIndex = 0;
    }
  }
  focusScrollers();
  window.addEventListener('resize', focusScrollers);

  // Disclosures (accordions, expandable fields, sidebar groups): the summary says whether
  // its content is shown. `toggle` does not bubble, so it is heard while capturing.
  function syncDisclosure(details: Element): void {
    if (!(details instanceof HTMLDetailsElement)) return;
    const summary = details.querySelector(':scope > summary');
    summary?.setAttribute('aria-expanded', details.open ? 'true' : 'false');
  }
  for (const details of Array.from($$('details'))) syncDisclosure(details);
  EventTarget.prototype.addEventListener.call(
    doc,
    'toggle',
    (event: Event) => {
      if (event.target instanceof Element) {
        syncDisclosure(event.target);
        keepCodeInView(event.target);
      }
    },
    true,
  );
  // An `expandable` code block opened and read to its end, then collapsed: its top may be
  // far above the window, so it is brought back into view.
  function keepCodeInView(details: Element): void {
    if (!(details instanceof HTMLDetailsElement) || details.open || !details.classList.contains('dw-code-expand')) return;
    const block = details.closest('.dw-code');
    if (block && block.getBoundingClientRect().top < 0) block.scrollIntoView({ block: 'start' });
  }

  // Search: pagefind's static index, loaded on first use.
  let pagefind: Promise<Pagefind> | null = null;
  let lastFocus: unknown = null;
  function loadPagefind(): Promise<Pagefind> {
    const url = `${base}/pagefind/pagefind.js`;
    pagefind ??= import(url).then((module: unknown) => {
      if (!isPagefind(module)) throw new Error(`Unexpected module at ${url}`);
      if (module.options) return module.options({ baseUrl: `${base}/` }).then(() => module);
      return module;
    });
    return pagefind;
  }
  function openSearch(): void {
    if (!(dialog instanceof HTMLElement) || !isInput(input)) return;
    lastFocus = active();
    dialog.hidden = false;
    input.focus();
    input.select();
    loadPagefind().catch(() => undefined);
  }
  function closeSearch(): void {
    if (!(dialog instanceof HTMLElement) || dialog.hidden) return;
    dialog.hidden = true;
    if (focusable(lastFocus)) lastFocus.focus();
  }
  function el(tag: string, className?: string, text?: string): HTMLElement {
    const node = make(tag);
    if (className) node.className = className;
    if (text) node.textContent = text;
    return node;
  }
  function excerpt(node: HTMLElement, html: string | undefined): HTMLElement {
    // Pagefind's excerpts hold only <mark>; rebuild them as text nodes and marks.
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
  let searchToken = 0;
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
        if (token !== searchToken) return;
        list.textContent = '';
        if (pages.length === 0) {
          list.appendChild(el('p', 'dw-search-empty', `No results for "${query}"`));
          return;
        }
        const ul = el('ul');
        // Result links stay on the site: a path, never a scheme (javascript:, data:) or another host.
        const local = (url: unknown): url is string => typeof url === 'string' && /^\/(?![/\\])/.test(url);
        for (const page of pages.filter((p) => local(p.url))) {
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
          ul.appendChild(item);
        }
        list.appendChild(ul);
      })
      .catch(() => {
        if (token === searchToken) {
          list.textContent = '';
          list.appendChild(el('p', 'dw-search-empty', 'Search is not available'));
        }
      });
  }
  if (input) {
    input.addEventListener('input', runSearch);
    input.addEventListener('keydown', (event) => {
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
    });
  }
  if (results) {
    results.addEventListener('keydown', (event) => {
      if (!isKey(event)) return;
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
    });
  }

  // The table of contents follows the reading position: the last heading that has passed
  // under the header is marked, none above the first. A heading the reader jumped to (a
  // contents link or the address's #fragment) stays marked until the reader scrolls.
  const tocLinks = Array.from($$(':root > body > .dw-layout > aside.dw-toc a')).filter((link) => link instanceof HTMLAnchorElement);
  if (tocLinks.length > 0) {
    const targets: { link: HTMLAnchorElement; id: string }[] = [];
    for (const link of tocLinks) {
      try {
        targets.push({ link, id: decodeURIComponent(link.hash.slice(1)) });
      } catch {
        // A malformed anchor follows nothing.
      }
    }
    let pinned: string | null = null;
    const mark = (id: string | null): void => {
      for (const { link, id: own } of targets) {
        if (own === id) link.setAttribute('aria-current', 'true');
        else link.removeAttribute('aria-current');
      }
    };
    const follow = (): void => {
      if (pinned !== null) {
        mark(pinned);
        return;
      }
      const line = (header?.getBoundingClientRect().bottom ?? 0) + 12;
      let current: string | null = null;
      for (const { id } of targets) {
        const heading = byId(id);
        if (heading && heading.getBoundingClientRect().top <= line) current = id;
      }
      mark(current);
    };
    const pin = (id: string): void => {
      if (!targets.some((t) => t.id === id)) return;
      pinned = id;
      mark(id);
    };
    let queued = false;
    window.addEventListener(
      'scroll',
      () => {
        if (queued) return;
        queued = true;
        requestAnimationFrame(() => {
          queued = false;
          follow();
        });
      },
      { passive: true },
    );
    const unpin = (): void => {
      if (pinned === null) return;
      pinned = null;
      follow();
    };
    for (const type of ['wheel', 'touchmove']) window.addEventListener(type, unpin, { passive: true });
    listen('keydown', (event) => {
      if (isKey(event) && /^(Arrow(Up|Down)|Page(Up|Down)|Home|End| )$/.test(event.key)) unpin();
    });
    listen('click', (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href^="#"]') : null;
      if (link instanceof HTMLAnchorElement) {
        try {
          pin(decodeURIComponent(link.hash.slice(1)));
        } catch {
          // not a heading of the contents
        }
      }
    });
    try {
      if (location.hash) pin(decodeURIComponent(location.hash.slice(1)));
    } catch {
      // a malformed fragment marks nothing
    }
    follow();
  }

  // The table of contents lists only what is shown: not the headings of a hidden view, nor filtered-out updates.
  function syncToc(): void {
    for (const link of Array.from($$(':root > body > .dw-layout > aside.dw-toc li > a[href^="#"]'))) {
      if (!(link instanceof HTMLAnchorElement)) continue;
      let target: HTMLElement | null = null;
      try {
        target = byId(decodeURIComponent(link.hash.slice(1)));
      } catch {
        // A malformed anchor stays listed.
      }
      const item = link.parentElement;
      if (item instanceof HTMLElement) item.hidden = target !== null && target.closest('section.dw-view[hidden], section.dw-update[hidden]') !== null;
    }
  }

  // Views (`<View title>`): one selector for the page, one view shown at a time, the choice
  // remembered across pages. The table of contents lists only the shown view's headings.
  // Without the script every view shows under its title.
  const content = $(':root > body > .dw-layout > main > article > .dw-content');
  const views = content ? Array.from(content.querySelectorAll('section.dw-view[data-dw-view]')).filter((node) => node instanceof HTMLElement) : [];
  const viewTitles = [...new Set(views.map((node) => node.getAttribute('data-dw-view') ?? ''))].filter(Boolean);
  if (content && viewTitles.length > 0) {
    const select = make('select');
    select.className = 'dw-view-select';
    select.setAttribute('aria-label', 'View');
    for (const title of viewTitles) {
      const option = make('option');
      option.setAttribute('value', title);
      option.textContent = title;
      select.appendChild(option);
    }
    const box = el('div', 'dw-view-selector');
    box.appendChild(select);
    const pageHeader = content.parentElement?.querySelector(':scope > header.dw-page-header');
    if (pageHeader instanceof HTMLElement && !pageHeader.hidden) pageHeader.appendChild(box);
    else content.parentElement?.insertBefore(box, content);
    root.setAttribute('data-dw-views', '');
    const showView = (title: string): void => {
      if (select instanceof HTMLSelectElement) select.value = title;
      for (const node of views) node.hidden = node.getAttribute('data-dw-view') !== title;
      syncToc();
    };
    let chosen = viewTitles[0] ?? '';
    try {
      const stored = localStorage.getItem('docwright-view');
      if (stored && viewTitles.includes(stored)) chosen = stored;
    } catch {
      // Storage may be refused: the first view shows.
    }
    // A link to a heading inside a view opens that view.
    try {
      const linked = byId(decodeURIComponent(location.hash.slice(1)))?.closest('section.dw-view[data-dw-view]');
      const title = linked?.getAttribute('data-dw-view');
      if (title && viewTitles.includes(title)) chosen = title;
    } catch {
      // A malformed hash opens nothing.
    }
    showView(chosen);
    select.addEventListener('change', () => {
      if (!(select instanceof HTMLSelectElement)) return;
      showView(select.value);
      try {
        localStorage.setItem('docwright-view', select.value);
      } catch {
        // Storage may be refused: the choice holds for this page.
      }
    });
  }

  // Changelog tag filter: updates with `tags` get a row of toggles; with some chosen, only the
  // updates carrying every chosen tag show. The choice is in the URL (`?tags=a,b`) to share.
  const updates = content ? Array.from(content.querySelectorAll('section.dw-update')).filter((node) => node instanceof HTMLElement) : [];
  const tagsOf = (node: Element): string[] => {
    try {
      const value: unknown = JSON.parse(node.getAttribute('data-dw-tags') ?? '[]');
      return Array.isArray(value) ? value.filter((tag): tag is string => typeof tag === 'string') : [];
    } catch {
      return [];
    }
  };
  const allTags = [...new Set(updates.flatMap(tagsOf))];
  const firstUpdate = updates[0];
  if (allTags.length > 0 && firstUpdate?.parentElement) {
    const chosen = new Set((new URLSearchParams(location.search).get('tags') ?? '').split(',').filter((tag) => allTags.includes(tag)));
    const bar = el('div', 'dw-update-filters');
    bar.setAttribute('role', 'group');
    bar.setAttribute('aria-label', 'Filter updates by tag');
    const apply = (): void => {
      for (const node of updates) node.hidden = chosen.size > 0 && !Array.from(chosen).every((tag) => tagsOf(node).includes(tag));
      for (const button of Array.from(bar.children)) button.setAttribute('aria-pressed', chosen.has(button.textContent ?? '') ? 'true' : 'false');
      syncToc();
    };
    for (const tag of allTags) {
      const button = el('button', 'dw-update-filter', tag);
      button.setAttribute('type', 'button');
      button.addEventListener('click', () => {
        if (chosen.has(tag)) chosen.delete(tag);
        else chosen.add(tag);
        apply();
        const url = new URL(location.href);
        if (chosen.size > 0) url.searchParams.set('tags', Array.from(chosen).join(','));
        else url.searchParams.delete('tags');
        history.replaceState(history.state, '', url.href);
      });
      bar.appendChild(button);
    }
    firstUpdate.parentElement.insertBefore(bar, firstUpdate);
    apply();
  }

  // An anchor the page wrote itself has the id user-content-<name> (see src/render/clobber.ts):
  // a link to #<name> scrolls to it when no element has that very id, as on GitHub.
  function followHash(): void {
    let id: string;
    try {
      id = decodeURIComponent(location.hash.slice(1));
    } catch {
      return;
    }
    if (!id || byId(id)) return;
    byId(`user-content-${id}`)?.scrollIntoView();
  }
  followHash();
  window.addEventListener('hashchange', followHash);
}

start();
