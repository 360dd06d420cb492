/** Where the dev server sends change events (server-sent events). */
export const EVENTS_PATH = '/__docwright/events';
/** Where the renderer's pages (built with `dev: true`) load the client from. */
export const CLIENT_PATH = '/_docwright/dev-client.js';
/** Where the playground of a page served by `dev` sends its requests (src/dev/proxy.ts). */
export const PROXY_PATH = '/__docwright/proxy';
