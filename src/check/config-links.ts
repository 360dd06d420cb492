// Internal links written in the configuration (`navbar.links`, `navbar.primary`, `footer.links`, anchors, tabs …):
// judged by the one link resolver (src/project/links.ts) as a page's links are, so a navbar link to a page that
// does not exist, one written with its `.mdx` extension (a 404 on Mintlify), or to a `#section` the page does not
// have, is reported at its `href`; a link in a banner's Markdown (`banner.content`, a language's own) at that `content`.
import type { DocsModel } from '../config/model.js';
import { configHrefs } from '../project/config-hrefs.js';
import { linkProblem, nearMissFinder, type LinkProblem } from '../project/links.js';
import { projectLinkSite, type GeneratedPages } from './links.js';
import type { ProjectFiles } from './project-files.js';
import { isRecord } from '../guards.js';

/** The link targets of a banner's Markdown: inline links `[text](/page)` and `<a href="/page">`, in the order written. */
function markdownLinkTargets(content: string): string[] {
  const out: string[] = [];
  for (const match of content.matchAll(/\]\(\s*<?([^\s)>]+)>?(?:\s+["'(][^)]*)?\)|<a\s[^>]*?href\s*=\s*["']([^"']*)["']/gi)) {
    const target = match[1] ?? match[2];
    if (target !== undefined) out.push(target);
  }
  return out;
}

/** The links in every banner's content (the site's `banner`, a language's own), each at its banner's `content`. */
function bannerHrefs(value: unknown, path: PropertyKey[] = [], out: { path: PropertyKey[]; href: string }[] = []): { path: PropertyKey[]; href: string }[] {
  if (Array.isArray(value)) value.forEach((item, i) => bannerHrefs(item, [...path, i], out));
  else if (isRecord(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'banner' && isRecord(item) && typeof item.content === 'string') for (const href of markdownLinkTargets(item.content)) out.push({ path: [...path, key, 'content'], href });
      else if (key !== 'redirects') bannerHrefs(item, [...path, key], out);
    }
  }
  return out;
}

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
  const found = [...configHrefs(raw), ...bannerHrefs(raw)];
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
