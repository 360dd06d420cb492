// The link findings the dev server last heard from its site (`DevSite.links`): what is new since
// the last check (printed once), what is fixed, and the findings of each page (shown on it).
import { existsSync } from 'node:fs';
import type { Finding } from '../findings/finding.js';
import { normalizeRoute } from './request-path.js';
import type { ReloadHub } from './reload-hub.js';
import { toDevError } from './errors.js';
import type { DevError, DevSite, PageFinding } from './site-contract.js';

export interface LinkChange {
  /** Findings not in the last check: printed once. */
  added: Finding[];
  /** Findings of the last check that are gone. */
  fixed: Finding[];
  /** The routes whose findings changed: their open pages reload to show them. */
  routes: Set<string>;
}

export interface LinkFindings {
  /** The findings on the page served at `route`. */
  of(route: string): Finding[];
  /** Every finding of the last check. */
  all(): Finding[];
  /** Take the findings of a new check. */
  update(found: readonly PageFinding[]): LinkChange;
}

function keyOf(finding: Finding): string {
  return `${finding.file}\0${finding.line}\0${finding.column}\0${finding.ruleId}\0${finding.message}`;
}

export function createLinkFindings(): LinkFindings {
  /** By key: the finding and its page's route. */
  let current = new Map<string, PageFinding>();
  let byRoute = new Map<string, Finding[]>();
  return {
    of: (route) => byRoute.get(normalizeRoute(route)) ?? [],
    all: () => [...current.values()].map((found) => found.finding),
    update(found) {
      const next = new Map<string, PageFinding>();
      for (const item of found) {
        const key = keyOf(item.finding);
        if (!next.has(key)) next.set(key, { route: normalizeRoute(item.route), finding: item.finding });
      }
      const routes = new Set<string>();
      const added: Finding[] = [];
      const fixed: Finding[] = [];
      for (const [key, item] of next) {
        if (current.has(key)) continue;
        added.push(item.finding);
        routes.add(item.route);
      }
      for (const [key, item] of current) {
        if (next.has(key)) continue;
        fixed.push(item.finding);
        routes.add(item.route);
      }
      current = next;
      byRoute = new Map();
      for (const item of next.values()) byRoute.set(item.route, [...(byRoute.get(item.route) ?? []), item.finding]);
      return { added, fixed, routes };
    },
  };
}

export interface LinkCheckerOptions {
  site: () => DevSite | undefined;
  closed: () => boolean;
  links: LinkFindings;
  hub: ReloadHub;
  /** Says a finding fixed, on the terminal the problems go to (the server's stderr). */
  say: (text: string) => void;
  printError: (error: DevError) => void;
  /** A finding's place as the terminal names it. */
  placeOf: (finding: Finding) => string;
  /** Hears the new findings of each check, once each. */
  report?: (findings: Finding[]) => void;
  /** Hears every finding of each check. */
  onLinks?: (findings: Finding[]) => void;
}

/**
 * Check the site's links in the background (its first full worker renders the pages it has no record of): nothing
 * waits for it. Only the last check asked for counts: its new findings are reported once, the fixed ones said, and
 * the open pages whose findings changed reload to show them.
 */
export function linkChecker(options: LinkCheckerOptions): () => void {
  let run = 0;
  return () => {
    const site = options.site();
    if (!site?.links || options.closed()) return;
    const mine = ++run;
    site.links().then(
      (found) => {
        if (mine !== run || options.closed() || options.site() !== site) return;
        const change = options.links.update(found);
        if (change.added.length > 0) options.report?.(change.added);
        // A page deleted or renamed takes its findings with it: they are not fixed (a renamed page's come back under its new name).
        for (const finding of change.fixed) if (existsSync(finding.file)) options.say(`${options.placeOf(finding)} fixed (\`${finding.ruleId}\`)`);
        options.onLinks?.(options.links.all());
        if (change.routes.size > 0) {
          options.hub.numberChange(false, change.routes);
          options.hub.send(false, change.routes);
        }
      },
      (thrown: unknown) => {
        if (mine === run && !options.closed()) options.printError(toDevError(thrown));
      },
    );
  };
}
