// Files for machines, assembled from the pages' outputs: llms.txt (llmstxt.org format),
// llms-full.txt, sitemap.xml, robots.txt.
import type { NavNode } from '../../config/index.js';
import { encodeUrlPath } from '../../fs/url-path.js';
import { DIVISIONS } from '../layout/nav.js';
import type { SiteProject } from '../layout/project.js';
import type { PageOutput } from '../layout/page-layout.js';
import { crawlable } from '../layout/visibility.js';

/** A page's Markdown copy as a link: the base path, then the page's path percent-encoded (a file name cannot add lines or links). */
function mdUrl(url: string, basePath: string): string {
  return `${basePath}${encodeUrlPath(url === '/' ? '/index' : url)}.md`;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function escapeLinkText(text: string): string {
  return text.replace(/([[\]\\])/g, '\\$1');
}

/** Pages of a group, nested groups flattened, in navigation order (hidden ones too: `indexed` decides). */
function groupPages(node: NavNode, out: string[] = []): string[] {
  if (node.page !== undefined) out.push(node.page);
  for (const child of node.children) if (!DIVISIONS.has(child.kind)) groupPages(child, out);
  return out;
}

/**
 * `# Name`, `> description`, then one `## Group` section per navigation group with
 * `- [Title](/page.md): description` lines, in navigation order.
 */
export function llmsTxt(project: SiteProject, outputs: ReadonlyMap<string, Pick<PageOutput, 'title' | 'description' | 'failed'>>, basePath: string): string {
  const { model } = project;
  const lines = [`# ${oneLine(model.name)}`, ''];
  if (model.description) lines.push(`> ${oneLine(model.description)}`, '');
  const seen = new Set<string>();
  const sections: { title: string; pages: string[] }[] = [];
  const loose: string[] = [];
  const walk = (nodes: readonly NavNode[]): void => {
    for (const node of nodes) {
      if (node.kind === 'group') sections.push({ title: node.label, pages: groupPages(node) });
      else if (DIVISIONS.has(node.kind)) walk(node.children);
      else if (node.page !== undefined) loose.push(node.page);
    }
  };
  walk(model.navigation);
  if (loose.length > 0) sections.unshift({ title: 'Pages', pages: loose });
  // With `seo.indexing: all`, the pages no navigation lists are indexed too: after the navigation's, by path.
  sections.push({ title: 'Other pages', pages: unlistedIndexed(project) });
  for (const section of sections) {
    const items: string[] = [];
    for (const path of section.pages) {
      if (seen.has(path)) continue;
      const entry = project.pages.get(path);
      const output = outputs.get(path);
      // A page that failed to render is listed nowhere (its Markdown would be a stand-in), as llms-full.txt leaves it out.
      if (!entry || !crawlable(project, path) || output?.failed === true) continue;
      seen.add(path);
      const title = output?.title ?? entry.title;
      const description = output?.description ?? entry.description;
      items.push(`- [${escapeLinkText(oneLine(title))}](${mdUrl(entry.url, basePath)})${description ? `: ${oneLine(description)}` : ''}`);
    }
    if (items.length === 0) continue;
    lines.push(`## ${oneLine(section.title)}`, '', ...items, '');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** Every indexed navigation page's Markdown, in navigation order. */
export function llmsFullTxt(project: SiteProject, outputs: ReadonlyMap<string, PageOutput>): string {
  const parts = llmsFullPages(project, outputs).map((path) => outputs.get(path)?.markdown.trim() ?? '');
  return `${parts.join(LLMS_FULL_SEPARATOR)}\n`;
}

/** Between two pages of llms-full.txt. */
export const LLMS_FULL_SEPARATOR = '\n\n---\n\n';

/** The indexed pages no navigation lists (with `seo.indexing: all` only), by path: llms.txt's last section and llms-full.txt's last pages. */
function unlistedIndexed(project: SiteProject): string[] {
  const listed = new Set(project.order);
  return [...project.pages.keys()].filter((path) => !listed.has(path) && crawlable(project, path)).sort();
}

/** The pages llms-full.txt holds (the indexed ones, as llms.txt), in navigation order, then the indexed pages no navigation lists by path (the build streams their Markdown files into it). */
export function llmsFullPages(project: SiteProject, outputs: ReadonlyMap<string, Pick<PageOutput, 'failed'>>): string[] {
  const paths: string[] = [];
  for (const path of [...project.order, ...unlistedIndexed(project)]) {
    const entry = project.pages.get(path);
    const output = outputs.get(path);
    if (!entry || !output || !crawlable(project, path) || output.failed) continue;
    paths.push(path);
  }
  return paths;
}

function xmlEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The indexed pages (src/render/layout/visibility.ts): navigation pages not hidden, or every page with `seo.indexing: all`; never `noindex` ones, and none when docs.json's `seo.metatags.robots` is `noindex` (an empty urlset, as Mintlify's un-indexed project) */
export function sitemapXml(project: SiteProject, siteUrl: string): string {
  const urls: string[] = [];
  for (const entry of project.pages.values()) {
    if (!crawlable(project, entry.path)) continue;
    urls.push(`  <url><loc>${xmlEscape(`${siteUrl}${encodeUrlPath(entry.url)}`)}</loc></url>`);
  }
  urls.sort();
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.map((url) => `${url}\n`).join('')}</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n${siteUrl ? `Sitemap: ${siteUrl}/sitemap.xml\n` : ''}`;
}
