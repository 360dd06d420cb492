// The table of contents: it follows the reading position, and lists only what is shown.
import { header } from './chrome.browser.js';
import { $$, byId, fragment, isKey, listen, listenWindow } from './dom.browser.js';

/** A contents link and the id of the heading it leads to. */
interface Target {
  link: HTMLAnchorElement;
  id: string;
}

// The scroll spy's state: the contents' links with their headings, and the heading the reader jumped to, if any.
let targets: Target[] = [];
let pinned: string | null = null;

/** Marks the link of one heading (or of none). */
function mark(id: string | null): void {
  for (const { link, id: own } of targets) {
    if (own === id) link.setAttribute('aria-current', 'true');
    else link.removeAttribute('aria-current');
  }
}

/** The first heading the contents list shows (not one of a hidden view or filtered-out update). */
function firstShown(): string | null {
  return targets.find(({ link }) => !link.closest('li[hidden]'))?.id ?? null;
}

/**
 * The last heading that has passed under the header is marked; above the first (the top of
 * the page) the first is, as on Mintlify. A heading the reader jumped to (a contents link or
 * the address's #fragment) stays marked until the reader scrolls.
 */
function follow(): void {
  if (pinned !== null) {
    mark(pinned);
    return;
  }
  const line = (header?.getBoundingClientRect().bottom ?? 0) + 12;
  let current: string | null = null;
  for (const { id, link } of targets) {
    // A hidden heading (another view's, a filtered-out update's) has no place on the page.
    if (link.closest('li[hidden]')) continue;
    const heading = byId(id);
    if (heading && heading.getBoundingClientRect().top <= line) current = id;
  }
  mark(current ?? firstShown());
}

/** The reader jumped to a heading of the contents: it stays marked until they scroll. */
function pin(id: string): void {
  if (!targets.some((t) => t.id === id)) return;
  pinned = id;
  mark(id);
}

/** The reader scrolls: the mark follows the reading position again. */
function unpin(): void {
  if (pinned === null) return;
  pinned = null;
  follow();
}

/** Starts the scroll spy on the contents column: scrolling follows (once a frame), reading keys and the wheel unpin, a link to an anchor pins. */
export function startToc(): void {
  const links = $$(':root > body > .dw-layout > aside.dw-toc a').filter((link) => link instanceof HTMLAnchorElement);
  if (links.length === 0) return;
  targets = [];
  for (const link of links) {
    // A malformed anchor follows nothing.
    const id = fragment(link.hash);
    if (id !== null) targets.push({ link, id });
  }
  let queued = false;
  const onScroll = (): void => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => {
      queued = false;
      follow();
    });
  };
  listenWindow('scroll', onScroll, { passive: true });
  for (const type of ['wheel', 'touchmove']) listenWindow(type, unpin, { passive: true });
  listen('keydown', (event) => {
    if (isKey(event) && /^(Arrow(Up|Down)|Page(Up|Down)|Home|End| )$/.test(event.key)) unpin();
  });
  listen('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href^="#"]') : null;
    const id = link instanceof HTMLAnchorElement ? fragment(link.hash) : null;
    if (id !== null) pin(id);
  });
  const jumped = location.hash ? fragment(location.hash) : null;
  if (jumped !== null) pin(jumped);
  follow();
}

/** The table of contents lists only what is shown: not the headings of a hidden view, nor filtered-out updates. */
export function syncToc(): void {
  for (const link of $$(':root > body > .dw-layout > aside.dw-toc li > a[href^="#"]')) {
    if (!(link instanceof HTMLAnchorElement)) continue;
    // A malformed anchor stays listed.
    const id = fragment(link.hash);
    const target = id === null ? null : byId(id);
    const item = link.parentElement;
    if (item instanceof HTMLElement) item.hidden = target !== null && target.closest('section.dw-view[hidden], section.dw-update[hidden]') !== null;
  }
}
