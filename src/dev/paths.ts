/** Where the dev server sends change events (server-sent events). */
export const EVENTS_PATH = '/__docwright/events';
/** Where the renderer's pages (built with `dev: true`) load the client from. */
export const CLIENT_PATH = '/_docwright/dev-client.js';
