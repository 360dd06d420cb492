// The site's one script: tabs (ARIA pattern), copy buttons, mode toggle, search, the mobile
// drawer, disclosure state and the sidebar's scroll to the current page. Each feature is a
// module of site/, started here in turn; the site's parts they share are found once in
// site/chrome.browser.ts.
// Pages work without it; it only adds behaviour.
//
// It reads nothing a page can shadow (DOM clobbering). `document` has named properties that
// override its own (`<img name="documentElement">` is `document.documentElement`), so the
// script never looks anything up on `document`: it takes the methods from
// `Document.prototype` and calls them on it (site/dom.browser.ts; `window`'s
// `addEventListener` too, which an id could shadow). `document`, `location` and the interface objects
// (`Document`, `Element`…) are unforgeable or own properties of the global, which a
// page's ids cannot shadow. The sanitiser prefixes a page's ids and names too
// (src/render/safety/clobber.ts); this holds without it. What the script acts on (the header's
// buttons, the sidebar, the search dialog, the table of contents) is found by its place
// under `<body>`, where page content cannot be, and its settings (`data-base`) are read
// from the root element docwright writes.

import { startAccordions } from './site/accordions.browser.js';
import { root } from './site/chrome.browser.js';
import { focusScrollers, followHash } from './site/content.browser.js';
import { labelCopyButtons } from './site/copy.browser.js';
import { startDisclosures } from './site/disclosures.browser.js';
import { listen, listenWindow } from './site/dom.browser.js';
import { fillRepoCards } from './site/github.browser.js';
import { startDrawer } from './site/drawer.browser.js';
import { onClick, onKey } from './site/events.browser.js';
import { fillStars, measureHeader, revealTab } from './site/header.browser.js';
import { fillNav } from './site/nav.browser.js';
import { startSearch } from './site/search.browser.js';
import { startTabs } from './site/tabs.browser.js';
import { startToc } from './site/toc.browser.js';
import { startUpdateFilter } from './site/updates.browser.js';
import { startViews } from './site/views.browser.js';

/** Starts every feature on this page, in an order where each finds what the ones before it set up. */
function start(): void {
  if (!root) return;
  labelCopyButtons();
  startTabs();
  // The document's clicks and keys, each handed to the feature it is for.
  listen('click', onClick);
  listen('keydown', onKey);
  measureHeader();
  listenWindow('resize', measureHeader);
  startDrawer();
  fillNav();
  revealTab();
  focusScrollers();
  listenWindow('resize', focusScrollers);
  startDisclosures();
  startAccordions();
  startSearch();
  startToc();
  startViews();
  startUpdateFilter();
  followHash();
  listenWindow('hashchange', followHash);
  fillStars();
  fillRepoCards();
}

start();
