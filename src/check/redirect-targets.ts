// Redirects whose destination is no page or file of the project: `mint broken-links` reports
// them, and a reader who follows one lands on a 404. Reported at the destination in docs.json.
import { findRedirect, redirectPath, redirectRules } from '../config/redirects.js';
import type { DocsModel } from '../config/model.js';
import { isRecord } from '../guards.js';
import { pageFile, type ProjectFiles } from './project-files.js';

const SCHEME = /^[a-z][a-z0-9+.-]*:|^\/\//i;

export interface RedirectTarget {
  index: number;
  destination: string;
}

/** Redirect entries (by index in `redirects`) whose fixed destination leads nowhere. */
export function brokenRedirectTargets(raw: Record<string, unknown>, model: DocsModel, files: ProjectFiles, generated: { pages: ReadonlySet<string>; unknownUnder: readonly string[] }): RedirectTarget[] {
  const list = Array.isArray(raw.redirects) ? (raw.redirects as unknown[]) : [];
  const rules = redirectRules(model);
  const out: RedirectTarget[] = [];
  list.forEach((entry, index) => {
    if (!isRecord(entry) || typeof entry.destination !== 'string') return;
    const destination = entry.destination.trim();
    // External URLs, and destinations filled from the source (`:slug`, `*`), are not checked.
    if (destination === '' || SCHEME.test(destination) || /[:*]/.test(destination)) return;
    const path = redirectPath(destination).replace(/^\/+/, '').replace(/\.mdx?$/i, '');
    if (path === '' || pageFile(files, path) || pageFile(files, `${path}/index`) || files.all.has(path)) return;
    if (generated.pages.has(path) || generated.unknownUnder.some((dir) => path.startsWith(`${dir}/`))) return;
    // A destination that is itself redirected on is judged where that redirect leads.
    if (findRedirect(rules, `/${path}`)) return;
    out.push({ index, destination });
  });
  return out;
}
