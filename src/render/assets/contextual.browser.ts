// The contextual page menu (src/render/components/contextual.ts), as the ARIA menu-button pattern:
// Enter, Space and ArrowDown open it, the arrows, Home and End move, Escape and Tab close it.
// The items are real buttons and links, so Enter and Space act on them natively: one copies
// the page's Markdown copy to the clipboard, the others are plain links. The only request the
// script makes is for that Markdown copy, on the site itself. Loaded only on pages with the
// menu. Like site.browser.ts it looks nothing up on `document` (DOM clobbering) and finds the
// menu by its place in the page header, where page content cannot be.

const doc = document;
// eslint-disable-next-line @typescript-eslint/no-deprecated -- lib.dom marks one tag-name overload deprecated; this is the string-selector one
const menuBox = Document.prototype.querySelector.call(doc, ':root > body > .dw-layout > main.dw-main > article > header.dw-page-header > div.dw-contextual');
const PAGE_MARKER = '__DW_PAGE__';

/** The menu's parts: the button that opens it and the list of items. */
interface Menu {
  button: HTMLElement;
  menu: HTMLElement;
}

const items = (menu: HTMLElement): HTMLElement[] => Array.from(menu.querySelectorAll('[role=menuitem]')).filter((item) => item instanceof HTMLElement);
const isOpen = (menu: HTMLElement): boolean => !menu.hidden;

/** Links made without a site URL name the page by the address it was opened at. */
function fillLinks(menu: HTMLElement): void {
  const here = encodeURIComponent(location.href.split('#')[0] ?? '');
  for (const link of items(menu)) {
    const template = link.getAttribute('data-dw-href');
    if (template && link instanceof HTMLAnchorElement) link.href = template.split(PAGE_MARKER).join(here);
  }
}

/** Opens the menu, focusing its first item, its last or none. */
function open({ button, menu }: Menu, focus: 'first' | 'last' | 'none'): void {
  menu.hidden = false;
  button.setAttribute('aria-expanded', 'true');
  const all = items(menu);
  const target = focus === 'first' ? all[0] : focus === 'last' ? all[all.length - 1] : undefined;
  target?.focus();
}

/** Closes the menu, giving focus back to its button or not. */
function close({ button, menu }: Menu, returnFocus: boolean): void {
  if (!isOpen(menu)) return;
  menu.hidden = true;
  button.setAttribute('aria-expanded', 'false');
  if (returnFocus) button.focus();
}

/** Moves the focus from an item by a step (round the ends), or to the first or last. */
function move(menu: HTMLElement, from: Element | null, step: number | 'home' | 'end'): void {
  const all = items(menu);
  if (all.length === 0) return;
  const index = from instanceof HTMLElement ? all.indexOf(from) : -1;
  const next = step === 'home' ? 0 : step === 'end' ? all.length - 1 : (index + step + all.length) % all.length;
  all[next]?.focus();
}

/** Puts the page's Markdown copy (fetched from the site itself) on the clipboard. */
async function copyPage(item: HTMLElement): Promise<void> {
  const href = item.getAttribute('data-dw-copy-page');
  if (!href) return;
  const text = fetch(href).then((response) => (response.ok ? response.text() : Promise.reject(new Error(String(response.status)))));
  const clipboard = navigator.clipboard as Clipboard | undefined;
  if (!clipboard) return;
  // A ClipboardItem made from a promise keeps the click's permission while the text loads (Safari needs it).
  if (typeof ClipboardItem === 'function' && typeof clipboard.write === 'function') {
    await clipboard.write([new ClipboardItem({ 'text/plain': text.then((value) => new Blob([value], { type: 'text/plain' })) })]);
  } else await clipboard.writeText(await text);
}

/** Keys in the open menu: Escape closes it (focus back on the button), Tab closes it, the arrows, Home and End move. */
function onMenuKey(parts: Menu, event: KeyboardEvent): void {
  const key = event.key;
  if (key === 'Escape') {
    event.preventDefault();
    close(parts, true);
  } else if (key === 'Tab') close(parts, false);
  else if (key === 'ArrowDown' || key === 'ArrowUp' || key === 'Home' || key === 'End') {
    event.preventDefault();
    move(parts.menu, event.target instanceof Element ? event.target : null, key === 'ArrowDown' ? 1 : key === 'ArrowUp' ? -1 : key === 'Home' ? 'home' : 'end');
  }
}

/** An item chosen: the copy item copies (the button says so for a moment); every item closes the menu. */
function onMenuClick(parts: Menu, event: MouseEvent): void {
  const item = event.target instanceof Element ? event.target.closest('[role=menuitem]') : null;
  if (!(item instanceof HTMLElement)) return;
  if (item.hasAttribute('data-dw-copy-page')) {
    const { button } = parts;
    copyPage(item).then(
      () => {
        button.setAttribute('data-copied', '');
        setTimeout(() => {
          button.removeAttribute('data-copied');
        }, 2000);
      },
      () => undefined,
    );
  }
  close(parts, true);
}

/** Makes the menu work: its button opens and closes it, a click elsewhere closes it. */
function startMenu(box: Element): void {
  const button = box.querySelector(':scope > button');
  const menu = box.querySelector(':scope > ul[role=menu]');
  if (!(button instanceof HTMLElement) || !(menu instanceof HTMLElement)) return;
  const parts: Menu = { button, menu };
  fillLinks(menu);
  button.addEventListener('click', () => {
    if (isOpen(menu)) close(parts, false);
    else open(parts, 'first');
  });
  button.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      open(parts, event.key === 'ArrowDown' ? 'first' : 'last');
    }
  });
  menu.addEventListener('keydown', (event) => {
    onMenuKey(parts, event);
  });
  menu.addEventListener('click', (event) => {
    onMenuClick(parts, event);
  });
  EventTarget.prototype.addEventListener.call(doc, 'click', (event: Event) => {
    if (event.target instanceof Node && !box.contains(event.target)) close(parts, false);
  });
}

if (menuBox) startMenu(menuBox);
