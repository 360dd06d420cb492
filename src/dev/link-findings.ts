// The link findings the dev server last heard from its site (`DevSite.links`): what is new since
// the last check (printed once), what is fixed, and the findings of each page (shown on it).
import { existsSync } from 'node:fs';
import type { Finding } from '../findings/finding.js';
import { normalizeRoute } from './request-path.js';
import type { ReloadHub } from './reload-hub.js';
import { toDevError } from './errors.js';
import type { DevError, DevSite, PageFinding } from './site-contract.js';

export interface LinkChange {
  /** Findings not in the last check (none of its findings of the same file, id and message is left to pair with): printed once. */
  added: Finding[];
  /** Findings of the last check that are gone (not moved: a finding the new check has at another place is the same one). */
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

/** What makes two findings of two checks the same one, wherever it is on its page. */
function sameOf(finding: Finding): string {
  return `${finding.file}\0${finding.ruleId}\0${finding.message}`;
}

/** Pairs of candidates weighed at most: past it, the rest of a kind is paired in page order. */
const MAX_PAIRS = 4096;

/** How far apart two places are: lines first, then columns. */
function distance(a: Finding, b: Finding): number {
  return Math.abs(a.line - b.line) * 1e6 + Math.abs(a.column - b.column);
}

function byPlace(a: PageFinding, b: PageFinding): number {
  return a.finding.line - b.finding.line || a.finding.column - b.finding.column;
}

/** Pairs the findings of one kind (same file, id and message) of the last check and the new one: the nearest places first. */
function pairKind(before: PageFinding[], after: PageFinding[]): [PageFinding, PageFinding][] {
  if (before.length * after.length > MAX_PAIRS) {
    const [a, b] = [[...before].sort(byPlace), [...after].sort(byPlace)];
    return a.slice(0, b.length).map((item, at): [PageFinding, PageFinding] => [item, b[at] as PageFinding]);
  }
  const candidates = before.flatMap((old) => after.map((now) => ({ old, now, far: distance(old.finding, now.finding) })));
  candidates.sort((x, y) => x.far - y.far);
  const taken = new Set<PageFinding>();
  const pairs: [PageFinding, PageFinding][] = [];
  for (const { old, now } of candidates) {
    if (taken.has(old) || taken.has(now)) continue;
    taken.add(old).add(now);
    pairs.push([old, now]);
  }
  return pairs;
}

/**
 * The findings of the new check paired with those of the last one: the same file, id and message, at the nearest place
 * (text added before a finding moves it, on its line or below: it is the same finding, neither new nor fixed).
 */
function matchFindings(current: ReadonlyMap<string, PageFinding>, next: ReadonlyMap<string, PageFinding>): Map<PageFinding, PageFinding> {
  const kinds = new Map<string, { before: PageFinding[]; after: PageFinding[] }>();
  const kindOf = (finding: Finding): { before: PageFinding[]; after: PageFinding[] } => {
    const key = sameOf(finding);
    const kind = kinds.get(key) ?? { before: [], after: [] };
    kinds.set(key, kind);
    return kind;
  };
  for (const item of current.values()) kindOf(item.finding).before.push(item);
  for (const item of next.values()) kindOf(item.finding).after.push(item);
  const matched = new Map<PageFinding, PageFinding>();
  for (const { before, after } of kinds.values()) for (const [old, now] of pairKind(before, after)) matched.set(now, old);
  return matched;
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
      const matched = matchFindings(current, next);
      const kept = new Set(matched.values());
      const routes = new Set<string>();
      const added: Finding[] = [];
      const fixed: Finding[] = [];
      for (const item of next.values()) {
        const old = matched.get(item);
        if (!old) {
          added.push(item.finding);
          routes.add(item.route);
        } else if (keyOf(old.finding) !== keyOf(item.finding) || old.route !== item.route) {
          // Moved: its page shows it at its new place.
          routes.add(old.route).add(item.route);
        }
      }
      for (const item of current.values()) {
        if (kept.has(item)) continue;
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
