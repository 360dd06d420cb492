import { DEV_CLIENT_JS } from '../render/assets/bundled.js';

import { CLIENT_PATH } from './paths.js';

export { CLIENT_PATH, EVENTS_PATH } from './paths.js';

/** The reload client injected into every served page (source: client.browser.ts). */
export const clientScript = DEV_CLIENT_JS;

const tag = `<script data-docwright-dev>${clientScript}</script>`;

/** Insert HTML before the page's last `</body>` (or at its end). */
export function injectBeforeBodyEnd(html: string, insert: string): string {
  const at = html.toLowerCase().lastIndexOf('</body>');
  return at === -1 ? `${html}${insert}` : `${html.slice(0, at)}${insert}${html.slice(at)}`;
}

/**
 * A page with the reload client (unless it loads it already), the overlay if any, and
 * the change number the page was rendered at.
 */
export function withClient(html: string, overlay = '', stamp = 0): string {
  const loadsClient = html.includes(`src="${CLIENT_PATH}"`);
  const mark = `<span hidden data-docwright-seq="${stamp}"></span>`;
  return injectBeforeBodyEnd(html, loadsClient ? `${overlay}${mark}` : `${overlay}${mark}${tag}`);
}
