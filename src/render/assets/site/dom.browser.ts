// The site script's only ways into the document (see site.browser.ts, DOM clobbering): the
// methods of `Document.prototype` and `EventTarget.prototype`, called on `document` and
// `window`, never a property looked up on either, which a page's ids and names could shadow.

const doc = document;
const D = Document.prototype;
// eslint-disable-next-line @typescript-eslint/no-deprecated -- lib.dom marks one tag-name overload deprecated; these are the string-selector ones
export const $ = (selector: string): Element | null => D.querySelector.call(doc, selector);
// eslint-disable-next-line @typescript-eslint/no-deprecated -- lib.dom marks one tag-name overload deprecated; these are the string-selector ones
export const $$ = (selector: string): Element[] => Array.from(D.querySelectorAll.call(doc, selector));
export const byId = (id: string): HTMLElement | null => D.getElementById.call(doc, id);
// eslint-disable-next-line @typescript-eslint/no-deprecated -- lib.dom marks one tag-name overload deprecated; these are the string-selector ones
export const make = (tag: string): HTMLElement => D.createElement.call(doc, tag);
export const makeText = (text: string): Text => D.createTextNode.call(doc, text);
/** Listens on `document` or `window` (`window.addEventListener` is not used either: a page's id could shadow it on `window`). */
const on = (target: EventTarget, type: string, listener: (event: Event) => void, options?: boolean | AddEventListenerOptions): void => {
  EventTarget.prototype.addEventListener.call(target, type, listener, options);
};
export const listen = (type: string, listener: (event: Event) => void, options?: boolean): void => {
  on(doc, type, listener, options);
};
export const listenWindow = (type: string, listener: (event: Event) => void, options?: AddEventListenerOptions): void => {
  on(window, type, listener, options);
};
// eslint-disable-next-line @typescript-eslint/unbound-method -- the getter is called with .call(doc), never on a page-shadowable property
const activeGetter = Object.getOwnPropertyDescriptor(D, 'activeElement')?.get;
/** The element that has focus. */
export const active = (): unknown => (activeGetter ? activeGetter.call(doc) : null);
export const focusable = (value: unknown): value is HTMLElement => value instanceof Element && 'focus' in value;
// Duck-typed rather than `instanceof KeyboardEvent`/`HTMLInputElement`: the script needs only these members.
export const isKey = (event: Event): event is KeyboardEvent => 'key' in event;
export const isInput = (value: Element | null): value is HTMLInputElement => value instanceof HTMLElement && 'select' in value;

/** A new element with a class and text (as text, never markup). */
export function el(tag: string, className?: string, text?: string): HTMLElement {
  const node = make(tag);
  if (className) node.className = className;
  if (text) node.textContent = text;
  return node;
}

/** The id a `#fragment` names (percent-decoded); null when it is malformed. */
export function fragment(hash: string): string | null {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
}

/** A remembered choice; null when there is none or storage is refused. */
export function recall(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Remembers a choice across pages; when storage is refused it holds for this page only. */
export function remember(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage may be refused.
  }
}
