/**
 * What the dev server needs from a site. The renderer's `Site` (src/render/site/site.ts)
 * satisfies it structurally; tests pass small doubles of their own.
 */

import type { Finding } from '../findings/finding.js';

/** A problem the writer must fix, placed in its file. */
export interface DevError {
  /** Path of the file, relative to the project root where possible. */
  file: string;
  /** 1-based; 0 when the position is unknown. */
  line: number;
  column: number;
  message: string;
  /** A few lines of source around the position, as printed. */
  excerpt?: string;
}

/** A finding on a page of the site, and the route it is served at. */
export interface PageFinding {
  route: string;
  finding: Finding;
}

export interface RenderResult {
  status: number;
  contentType: string;
  body: string | Uint8Array;
  /** Where a redirect (308 or 307) sends the reader. */
  location?: string;
  error?: DevError;
  /** A page's: the files it is made from (absolute paths: its own, the snippets it imports, docs.json and its `$ref`s), watched at once while the project's watch is not ready. */
  sources?: string[];
}

export interface ChangeResult {
  /** Every open page must reload (navigation, theme or config changed). */
  reloadAll: boolean;
  /** URL paths whose output changed. */
  routes: string[];
  /**
   * What a part of the site busy with background work (the link check) adds once it has heard the change: further
   * routes, or a reload of everything. The change is answered without waiting for it, so an edit never waits
   * behind background work; absent: the answer is whole.
   */
  later?: Promise<ChangeResult>;
}

export interface DevSite {
  root: string;
  routes(): string[];
  /** Render one URL path on demand; `undefined` when the site has no such route. */
  render(urlPath: string): Promise<RenderResult | undefined>;
  /** Tell the site these files (absolute paths) changed; it answers what to reload. Throws when the project can no longer be read (an invalid docs.json). */
  changed(files: string[]): Promise<ChangeResult>;
  /** The project's findings as last read (docs.json, navigation), for the terminal's report. */
  findings?(): Finding[];
  /**
   * The link findings `build` would report (`link-broken`, anchors), each with the route of the page it is on. Asked
   * for in the background once the site is complete and after each change: the first answer renders every page once
   * (for its links and ids), later ones only the pages changed since. Absent: the site checks no links.
   */
  links?(): Promise<PageFinding[]>;
  /** End what the site runs (its render workers); called when the server closes. */
  close?(): Promise<void>;
  /**
   * A site that answers first provisionally (its navigation's titles not read yet, issue 51)
   * resolves this once it answers in full; it rejects as the factory would when the full
   * site cannot be made. Until then `findings` are not the project's: they are reported when
   * it resolves, and the pages served before are rendered again (open ones reload when they
   * changed). Absent: the site is complete from the start.
   */
  complete?: Promise<void>;
}

/** What the dev server hands a site factory at start. */
export interface SiteStart {
  /**
   * Start watching the project for edits (once: later calls return the same promise); resolves
   * once every file is watched. A factory marked `startsWatcher` calls it before it reads the
   * project in full, so no edit made after that read goes unseen (issue 51: the watcher's scan of
   * a big project then runs after the first page, not beside it).
   */
  watch: () => Promise<void>;
  /**
   * Hear the URL path of each page asked for while the site loads (before the factory's site is
   * in): a site on workers reads the first one ahead (src/dev/warm-page.ts, issue 51). At most one listener.
   */
  onAsked?: (listener: (urlPath: string) => void) => void;
}

/**
 * Makes the site for a root; called again after a failed start once a file changes. With
 * `startsWatcher`, the server starts its watcher when the factory calls `start.watch()` (or
 * once the site is loaded, at the latest) instead of at once.
 */
export type SiteFactory = ((root: string, start?: SiteStart) => Promise<DevSite>) & { startsWatcher?: boolean };
