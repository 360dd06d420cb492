// Disclosures (accordions, expandable fields and code, sidebar groups).
import { $$, listen } from './dom.browser.js';

/** The summary says whether its content is shown. */
export function syncDisclosure(details: Element): void {
  if (!(details instanceof HTMLDetailsElement)) return;
  const summary = details.querySelector(':scope > summary');
  summary?.setAttribute('aria-expanded', details.open ? 'true' : 'false');
  // An expandable field's summary reads "Hide …" while open and "Show …" while closed.
  const verb = summary?.querySelector(':scope > .dw-expandable-verb');
  if (verb) verb.textContent = details.open ? 'Hide' : 'Show';
}

/**
 * An `expandable` code block opened and read to its end, then collapsed: its top may be far
 * above the window, so it is brought back into view.
 */
function keepCodeInView(details: Element): void {
  if (!(details instanceof HTMLDetailsElement) || details.open || !details.classList.contains('dw-code-expand')) return;
  const block = details.closest('.dw-code');
  if (block && block.getBoundingClientRect().top < 0) block.scrollIntoView({ block: 'start' });
}

/** Marks every disclosure, then follows them: `toggle` does not bubble, so it is heard while capturing. */
export function startDisclosures(): void {
  for (const details of $$('details')) syncDisclosure(details);
  listen(
    'toggle',
    (event) => {
      if (event.target instanceof Element) {
        syncDisclosure(event.target);
        keepCodeInView(event.target);
      }
    },
    true,
  );
}
