// Copy buttons: a code block's or prompt's text, or a colour swatch's value, to the clipboard.
import { root } from './chrome.browser.js';
import { $$ } from './dom.browser.js';

/** Copy buttons say what they do in the page's language (the page body is the same in every language). */
export function labelCopyButtons(): void {
  const copyLabel = root?.getAttribute('data-dw-copy');
  if (copyLabel) for (const button of $$('.dw-copy:not(.dw-copy-prompt)')) button.setAttribute('aria-label', copyLabel);
}

/** Copies the code next to a copy button (or the prompt body). */
export function copyFrom(button: Element): void {
  const box = button.closest('.dw-code, .dw-prompt');
  const source = box?.querySelector('pre') ?? box?.querySelector('.dw-prompt-body');
  if (!(source instanceof HTMLElement)) return;
  copyText(button, source.innerText.replace(/\n$/, ''));
}

/** Copies a text; the button is marked `data-copied` for a moment when it is done. */
export function copyText(button: Element, text: string): void {
  const done = (): void => {
    button.setAttribute('data-copied', '');
    setTimeout(() => {
      button.removeAttribute('data-copied');
    }, 1500);
  };
  if (typeof navigator.clipboard?.writeText === 'function') navigator.clipboard.writeText(text).then(done, () => undefined);
}
