// Internal links written in the configuration (`navbar.links`, `navbar.primary`, `footer.links`, anchors, tabs …):
// judged by the one link resolver (src/project/links.ts) as a page's links are, so a navbar link to a page that
// does not exist, one written with its `.mdx` extension (a 404 on Mintlify), or to a `#section` the page does not
// have, is reported at its `href`.
import type { DocsModel } from '../config/model.js';
import { configHrefs } from '../project/config-hrefs.js';
import { linkProblem, nearMissFinder, type LinkProblem } from '../project/links.js';
import { projectLinkSite, type GeneratedPages } from './links.js';
import type { ProjectFiles } from './project-files.js';

/** One `href` of the configuration and what is wrong with it. */
export interface ConfigLinkProblem {
  /** The JSON path of the `href` value in the configuration as written. */
  path: PropertyKey[];
  problem: LinkProblem;
}

/**
 * The configuration's internal links that lead nowhere or name a page with its extension. A link is read
 * from the project's root (as the site serves it). With `anchors` (the pages' anchors, as `check --links` read
 * them), a `#section` of a link to a page must be one of that page's anchors, judged as a page's links are; a bare
 * `#section` is on every page and is not judged.
 */
export function configLinkProblems(raw: Record<string, unknown>, model: DocsModel, files: ProjectFiles, generated: GeneratedPages, anchors?: (page: string) => ReadonlySet<string> | undefined): ConfigLinkProblem[] {
  const found = configHrefs(raw);
  if (found.length === 0) return [];
  const site = projectLinkSite(model, files, generated, anchors ?? (() => undefined));
  const nearMiss = nearMissFinder();
  const out: ConfigLinkProblem[] = [];
  for (const { path, href } of found) {
    // `mailto:`, `https:` and other schemes are the resolver's `external`; an empty href is the schema's to judge.
    if (href.trim() === '' || /^[#?]/.test(href.trim())) continue;
    const problem = linkProblem(href, 'index.mdx', site, { nearMiss });
    if (problem) out.push({ path, problem });
  }
  return out;
}
