// The site's own parts around a page (header, sidebar, search dialog…), found once, when the
// script loads, by their place under `<body>`, where page content cannot be: the one state
// the features share, each importing the parts it acts on. Any of them may be missing from a
// page; on a page whose root element is not docwright's, `root` is null and nothing starts.
import { $ } from './dom.browser.js';

const found = $(':root');
/** The root element docwright writes (its settings are read from it). */
export const root = found instanceof HTMLHtmlElement ? found : null;
/** The site's base path: '' or '/docs', nothing else (it prefixes the search module's and the navigation assets' URLs). */
const dataBase = root?.getAttribute('data-base') ?? '';
export const base = /^(\/[A-Za-z0-9._~%!$&'()*+,;=@-]+)*$/.test(dataBase) ? dataBase : '';
export const header = $(':root > body > header.dw-header');
export const bannerClose = $(':root > body > .dw-banner > [data-dw-banner-close]');
export const modeButton = header?.querySelector('[data-dw-mode]') ?? null;
export const menuButton = header?.querySelector('[data-dw-menu]') ?? null;
export const searchButton = header?.querySelector('[data-dw-search]') ?? null;
export const sidebar = $(':root > body > .dw-layout > nav.dw-sidebar');
export const dialog = $(':root > body > div[data-dw-search-dialog]');
export const backdrop = $(':root > body > div[data-dw-backdrop]');
export const input = dialog?.querySelector('[data-dw-search-input]') ?? null;
export const results = dialog?.querySelector('[data-dw-search-results]') ?? null;
/** The page's content (where views and updates are). */
export const content = $(':root > body > .dw-layout > main > article > .dw-content');
