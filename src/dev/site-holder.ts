// The site the dev server serves, and the project-wide error (docs.json unreadable) shown on
// every page until it is fixed.
import type { Finding } from '../findings/finding.js';
import { errorKey, fatalFindings, placeError, toDevError } from './errors.js';
import type { DevError, DevSite, SiteFactory, SiteStart } from './site-contract.js';

export interface SiteHolderOptions {
  root: string;
  factory: SiteFactory;
  /** Handed to the factory each time it is called. */
  start?: SiteStart;
  /** Whether the server closed: a site that comes in after is closed at once. */
  closed: () => boolean;
  printError: (error: DevError) => void;
  /** Print the project's error (docs.json unreadable); default `printError`. */
  printProjectError?: (error: DevError) => void;
  /** Say in the terminal that the project's error is fixed. */
  fixed: (file: string) => void;
  report?: (findings: Finding[]) => void;
  /** A provisional site (`DevSite.complete`) now answers in full: its findings were reported, the pages served before are to be made again. */
  completed?: () => Promise<void>;
  /** A provisional site's full site could not be made: the site was dropped, its error shown; every page is to reload. */
  completeFailed?: () => void;
}

export interface SiteHolder {
  readonly site: DevSite | undefined;
  readonly error: DevError | undefined;
  /** Make the site (again, after a failed start); an error becomes the project's error. */
  load(): Promise<void>;
  /**
   * The site could no longer be read: keep the last good one and show the error. True when
   * the error shown changed (a new error, or one at another place), false when it is the one
   * already shown: the pages served are then what they were. The error is reported (`report`)
   * and printed once per change: the same error seen again (a second event for one save, a
   * save that fixes nothing) prints nothing.
   */
  fail(thrown: unknown): Promise<boolean>;
  /** Clear the project's error; true when there was one. */
  clearError(): boolean;
  /** The project's findings to `report`: the site's, or those of the error that stopped it. */
  report(thrown?: unknown): void;
  /** Resolves once the site loaded last answers in full (its `complete` handled). */
  settled(): Promise<void>;
}

export function createSiteHolder(options: SiteHolderOptions): SiteHolder {
  let site: DevSite | undefined;
  let siteError: DevError | undefined;
  let settling: Promise<void> = Promise.resolve();

  /** Report a provisional site's findings once it answers in full; a full site that fails drops it, as a failed start would. */
  const settle = async (loaded: DevSite, complete: Promise<void>): Promise<void> => {
    try {
      await complete;
    } catch (thrown) {
      if (options.closed() || site !== loaded) return;
      site = undefined;
      await loaded.close?.();
      await holder.fail(thrown);
      options.completeFailed?.();
      return;
    }
    if (options.closed() || site !== loaded) return;
    holder.report();
    await options.completed?.();
  };

  const holder: SiteHolder = {
    get site() {
      return site;
    },
    get error() {
      return siteError;
    },
    report(thrown) {
      if (!options.report) return;
      options.report(thrown === undefined ? (site?.findings?.() ?? []) : fatalFindings(thrown, options.root));
    },
    async fail(thrown) {
      const error = await placeError(options.root, toDevError(thrown, 'docs.json'));
      const changed = siteError === undefined || errorKey(siteError) !== errorKey(error);
      siteError = error;
      if (changed) {
        holder.report(thrown);
        (options.printProjectError ?? options.printError)(error);
      }
      return changed;
    },
    settled: () => settling,
    clearError() {
      if (!siteError) return false;
      options.fixed(siteError.file || 'the project');
      siteError = undefined;
      return true;
    },
    async load() {
      try {
        const loaded = await options.factory(options.root, options.start);
        // Closed while loading (a signal right after the URL was printed): end it now, or its
        // workers outlive the server.
        if (options.closed()) {
          await loaded.close?.();
          return;
        }
        site = loaded;
        holder.clearError();
        if (loaded.complete) settling = settle(loaded, loaded.complete);
        else holder.report();
      } catch (thrown) {
        await holder.fail(thrown);
      }
    },
  };
  return holder;
}
