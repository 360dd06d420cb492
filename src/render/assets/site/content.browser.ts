// Small helps inside the page content: wide boxes that scroll take focus, and a link to a
// page's own anchor finds it under its prefixed id.
import { $$, byId, fragment } from './dom.browser.js';

/** A table, formula or API page's URL wider than the column scrolls inside its box: it takes focus, so the keyboard can scroll it too. */
export function focusScrollers(): void {
  for (const box of $$(':root > body > .dw-layout > main .dw-content :is(table, .dw-math-display, .dw-api-bar .dw-api-url)')) {
    if (box instanceof HTMLElement && box.scrollWidth > box.clientWidth && !box.hasAttribute('tabindex')) box.tabIndex = 0;
  }
}

/**
 * An anchor the page wrote itself has the id user-content-<name> (see src/render/safety/clobber.ts):
 * a link to #<name> scrolls to it when no element has that very id, as on GitHub.
 */
export function followHash(): void {
  const id = fragment(location.hash);
  if (!id || byId(id)) return;
  byId(`user-content-${id}`)?.scrollIntoView();
}
