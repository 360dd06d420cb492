// The reload client injected into every served page: it listens on the events endpoint for
// its own route, reloads when told to (or when the server comes back after a restart), and
// lets the writer dismiss the error overlay. Like the site script it looks nothing up by name
// on `document` (DOM clobbering), and it finds the overlay and the change number only as
// children of `<body>`, where page content cannot be.
import { OVERLAY_ID } from './overlay.js';
import { EVENTS_PATH } from './paths.js';

// eslint-disable-next-line @typescript-eslint/no-deprecated -- lib.dom marks one tag-name overload deprecated; these are the string-selector ones
const find = (selector: string): Element | null => Document.prototype.querySelector.call(document, selector);

const overlay = find(`:root > body > #${OVERLAY_ID}`);
if (overlay) {
  const dismiss = (): void => {
    overlay.remove();
    removeEventListener('keydown', onKey);
  };
  const onKey = (event: KeyboardEvent): void => {
    if (event.key === 'Escape') dismiss();
  };
  overlay.querySelector('[data-docwright-dismiss]')?.addEventListener('click', dismiss);
  addEventListener('keydown', onKey);
}

if (typeof EventSource === 'function') {
  let lost = false;
  let opened = false;
  const stamp = find(':root > body > span[data-docwright-seq]');
  const seq = stamp ? `&seq=${stamp.getAttribute('data-docwright-seq') ?? ''}` : '';
  const events = new EventSource(`${EVENTS_PATH}?route=${encodeURIComponent(location.pathname)}${seq}`);
  events.addEventListener('open', () => {
    if (lost) location.reload();
    opened = true;
  });
  events.addEventListener('error', () => {
    if (opened) lost = true;
  });
  events.addEventListener('reload', () => {
    events.close();
    location.reload();
  });
}
