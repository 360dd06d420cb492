// Accordions in the address, as on Mintlify: opening one writes its anchor into the URL's
// #fragment (an accordion inside another as `outer:inner`), closing it puts back its parent's
// (or none), without a new history entry; an address with such a fragment opens those
// accordions when the page loads or the fragment changes.
import { $$, byId, fragment, listen, listenWindow } from './dom.browser.js';

/** Joins the anchors of nested accordions in the fragment (Mintlify's connecting character). */
const JOIN = ':';
/** The prefix the sanitiser gives ids a page wrote itself (src/render/safety/clobber.ts); the address leaves it out. */
const PREFIX = 'user-content-';

/** An accordion's anchor as the address shows it: its id without the sanitiser's prefix. */
function anchorOf(details: Element): string | null {
  const id = details.id;
  if (!id) return null;
  return id.startsWith(PREFIX) ? id.slice(PREFIX.length) : id;
}

/** The anchors of the accordions around `details`, outermost first, and its own when `self`. */
function pathOf(details: Element, self: boolean): string[] {
  const path: string[] = [];
  for (let node: Element | null = self ? details : details.parentElement?.closest('details.dw-accordion') ?? null; node; node = node.parentElement?.closest('details.dw-accordion') ?? null) {
    const anchor = anchorOf(node);
    if (anchor !== null) path.unshift(anchor);
  }
  return path;
}

/** Writes `path` as the address's fragment (none when empty), keeping history as it is. */
function writeHash(path: string[]): void {
  const url = new URL(location.href);
  url.hash = path.length > 0 ? path.map(encodeURIComponent).join(JOIN) : '';
  history.replaceState(history.state, '', path.length > 0 ? url.href : url.href.replace(/#$/, ''));
}

/** The accordion an anchor names, as written or under the sanitiser's prefix. */
function accordionById(anchor: string): HTMLDetailsElement | null {
  for (const candidate of [anchor, `${PREFIX}${anchor}`]) {
    const node = byId(candidate);
    if (node instanceof HTMLDetailsElement && node.classList.contains('dw-accordion')) return node;
  }
  return null;
}

// The accordions the script opened from the address and whose `toggle` has not come yet: those toggles do not write it back.
const opened = new Set<HTMLDetailsElement>();

/** Opens the accordions the address's fragment names (`a`, `a:b`), with every accordion around them, and brings the last into view. */
function openFromHash(): void {
  const hash = fragment(location.hash);
  if (!hash) return;
  let last: HTMLDetailsElement | null = null;
  for (const anchor of hash.split(JOIN)) {
    const details = accordionById(anchor);
    if (!details) continue;
    for (let node: Element | null = details; node; node = node.parentElement?.closest('details') ?? null) {
      if (!(node instanceof HTMLDetailsElement) || node.open) continue;
      opened.add(node);
      node.open = true;
    }
    last = details;
  }
  last?.scrollIntoView({ block: 'start' });
}

/** A reader opened or closed an accordion: the address follows. */
function onToggle(event: Event): void {
  const details = event.target;
  if (details instanceof HTMLDetailsElement && opened.delete(details) && details.open) return;
  if (!(details instanceof HTMLDetailsElement) || !details.classList.contains('dw-accordion') || anchorOf(details) === null) return;
  writeHash(pathOf(details, details.open));
}

/** Opens what the address names and follows the reader's accordions (`toggle` does not bubble: heard while capturing). */
export function startAccordions(): void {
  if ($$('details.dw-accordion[id]').length === 0) return;
  openFromHash();
  listenWindow('hashchange', openFromHash);
  listen('toggle', onToggle, true);
}
