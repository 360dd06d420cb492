// Redirects whose destination is no page or file of the project: `mint broken-links` reports
// them, and a reader who follows one lands on a 404. Reported at the destination in docs.json.
import { findRedirect, followRedirects, redirectPath, redirectRules } from '../config/redirects.js';
import type { DocsModel } from '../config/model.js';
import { isRecord } from '../guards.js';
import { pageFileIn } from './links.js';

const SCHEME = /^[a-z][a-z0-9+.-]*:|^\/\//i;

export interface RedirectTarget {
  index: number;
  destination: string;
  /** The destination is itself redirected on, and the redirects from it go round in a circle (or on past 20 hops). */
  loop?: true;
  /** A destination filled from the source: a path the source matches (`probe`) is sent on without end (`/z/:p*` sent to `/z/:p*` plus `/a`). */
  probe?: string;
}

/**
 * What is wrong with a redirect's destination, in the words of every command that reports it (`check --links`,
 * `build`, `dev`): `link-broken`, at the entry's `destination` in the configuration.
 */
export function redirectTargetMessage({ destination, loop, probe }: RedirectTarget): string {
  if (probe !== undefined) return `Unexpected redirect destination \`${destination}\` whose redirects never end (\`${probe}\` is sent round in a circle or on past 20 redirects), expected one that leads to a page or file of the project`;
  if (loop === true) return `Unexpected redirect destination \`${destination}\` whose redirects go round in a circle, expected a page or file of the project`;
  return `Unexpected redirect destination \`${destination}\` that does not exist, expected a page or file of the project`;
}

/** A path the wildcard source matches: each wildcard filled with one segment no project names. */
function probePath(source: string): string {
  return source.replace(/:[A-Za-z_]\w*\*?|\*/g, 'docwright-probe');
}

/** Redirect entries (by index in `redirects`) whose fixed destination leads nowhere, or into redirects that go round in a circle. */
export function brokenRedirectTargets(raw: Record<string, unknown>, model: DocsModel, files: { all: ReadonlySet<string> }, generated: { pages: ReadonlySet<string>; unknownUnder: readonly string[] }): RedirectTarget[] {
  const list = Array.isArray(raw.redirects) ? (raw.redirects as unknown[]) : [];
  const rules = redirectRules(model);
  const out: RedirectTarget[] = [];
  const exists = (path: string): boolean =>
    path === '' || pageFileIn(files.all, path) !== undefined || pageFileIn(files.all, `${path}/index`) !== undefined || files.all.has(path) || generated.pages.has(path) || generated.unknownUnder.some((dir) => path.startsWith(`${dir}/`));
  list.forEach((entry, index) => {
    if (!isRecord(entry) || typeof entry.destination !== 'string') return;
    const destination = entry.destination.trim();
    if (destination === '' || SCHEME.test(destination)) return;
    // A destination filled from the source (`:slug`, `*`) is not checked against the pages; one
    // whose redirects never end for a path its source matches (it grows, or comes back) is reported.
    if (/[:*]/.test(destination)) {
      const source = typeof entry.source === 'string' ? redirectPath(entry.source.trim()) : undefined;
      const rule = rules.find((candidate) => candidate.source === source && candidate.destination.trim() === destination);
      const probe = rule && !rule.literal ? probePath(rule.source) : undefined;
      if (probe !== undefined && findRedirect(rules, probe)?.rule === rule && followRedirects(rules, probe, (site) => exists(site.replace(/^\/+/, '').replace(/\.mdx?$/i, ''))).kind === 'loop') out.push({ index, destination, loop: true, probe });
      return;
    }
    const path = redirectPath(destination).replace(/^\/+/, '').replace(/\.mdx?$/i, '');
    if (exists(path)) return;
    // A destination that is itself redirected on is judged where that redirect leads (a dead end
    // there is reported at that entry), unless the redirects from it come back round: every entry
    // of the circle is reported, as `build` does.
    if (findRedirect(rules, `/${path}`)) {
      if (followRedirects(rules, `/${path}`, (site) => exists(site.replace(/^\/+/, '').replace(/\.mdx?$/i, ''))).kind === 'loop') out.push({ index, destination, loop: true });
      return;
    }
    out.push({ index, destination });
  });
  return out;
}
