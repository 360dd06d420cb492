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

export interface RenderResult {
  status: number;
  contentType: string;
  body: string | Uint8Array;
  /** Where a redirect (308 or 307) sends the reader. */
  location?: string;
  error?: DevError;
}

export interface ChangeResult {
  /** Every open page must reload (navigation, theme or config changed). */
  reloadAll: boolean;
  /** URL paths whose output changed. */
  routes: string[];
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

/** Makes the site for a root; called again after a failed start once a file changes. */
export type SiteFactory = (root: string) => Promise<DevSite>;
