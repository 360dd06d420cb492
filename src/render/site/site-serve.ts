// One response of the site by URL path: assets, search files, machine files, pages, their
// Markdown copies, the 404 page and published files.
import { relative, sep } from 'node:path';
import { contentType } from './content-types.js';
import { ASSET_DIR } from '../layout/layout.js';
import { llmsFullTxt, llmsTxt, robotsTxt, sitemapXml } from './machine.js';
import { sitemapBase } from '../../config/site-url.js';
import { projectSkill, SKILL_PATH } from './agent-files.js';
import type { PageOutput } from '../layout/page-layout.js';
import type { PageEntry } from '../layout/project.js';
import { searchBundle } from './search.js';
import { ONE_SHARD_MANIFEST, SEARCH_MANIFEST } from './search-shards.js';
import { homeCopyHtml, redirectResponse } from './redirects.js';
import { readAsset, siteAsset } from '../site-assets.js';
import { allOutputs, notFoundHtml, renderEntry, type SiteContext } from './site-context.js';
import type { RenderResponse } from './site-types.js';
import { TAILWIND_CSS, tailwindCss } from '../safety/tailwind.js';
import { themeColors } from '../safety/colors.js';

function errorPage(output: PageOutput): RenderResponse['error'] {
  const error = output.diagnostics.find((d) => d.severity === 'error');
  return error ? { file: error.file, line: error.line, column: error.column, message: error.message } : undefined;
}

/** The files a page is made from (`RenderResponse.sources`). */
function sourcesOf(ctx: SiteContext, entry: PageEntry, output: PageOutput): string[] {
  return [...new Set([entry.file, ...output.dependencies, ...ctx.project.configFiles])];
}

function relativeError(root: string, error: RenderResponse['error']): RenderResponse['error'] {
  if (!error) return undefined;
  const rel = relative(root, error.file);
  return { ...error, file: rel.startsWith('..') ? error.file : rel.split(sep).join('/') };
}

async function machineFile(ctx: SiteContext, name: string): Promise<string | undefined> {
  const { project } = ctx;
  const { basePath } = ctx.settings;
  const sitemapUrl = sitemapBase(ctx.settings, project.model);
  if (name === 'robots.txt') return robotsTxt(sitemapUrl);
  if (name === SKILL_PATH) return (await projectSkill(ctx.root))?.text || undefined;
  const outputs = new Map((await allOutputs(ctx)).map((o) => [o.path, o]));
  if (name === 'llms.txt') return llmsTxt(project, outputs, basePath);
  if (name === 'llms-full.txt') return llmsFullTxt(project, outputs);
  if (name === 'sitemap.xml') return sitemapUrl ? sitemapXml(project, sitemapUrl) : undefined;
  return undefined;
}

export async function serve(ctx: SiteContext, urlPathInput: string): Promise<RenderResponse | undefined> {
  const { root, project } = ctx;
  const { basePath } = ctx.settings;
  let urlPath = decodeURIComponent(urlPathInput.split('?')[0]?.split('#')[0] ?? '/');
  if (basePath && urlPath.startsWith(basePath)) urlPath = urlPath.slice(basePath.length) || '/';
  if (urlPath.includes('\0')) return undefined;
  if (urlPath === `/${ASSET_DIR}/${TAILWIND_CSS}`) {
    const outputs = await allOutputs(ctx);
    return { status: 200, contentType: contentType(urlPath), body: await tailwindCss(outputs.flatMap((o) => o.classes ?? []), themeColors(project.model)) };
  }
  // The search index's manifest (src/render/site/search-shards.ts): the dev server's index is one bundle at `pagefind/`.
  if (urlPath === `/${SEARCH_MANIFEST}` && ctx.pagefind) return { status: 200, contentType: contentType(urlPath), body: ONE_SHARD_MANIFEST };
  // A page's hydrated components (src/render/page/islands.ts): the dev server has them from the pages it rendered.
  if (urlPath.startsWith(`/${ASSET_DIR}/islands/`)) {
    const name = urlPath.slice(ASSET_DIR.length + 2);
    // Another dev render thread may have rendered the page: then every page is looked at (each is rendered once).
    const find = (outputs: Iterable<PageOutput>): PageOutput['islands'] => [...outputs].find((output) => output.islands?.file === name)?.islands;
    const islands = find(ctx.memory.values()) ?? find(await allOutputs(ctx));
    if (islands) return { status: 200, contentType: contentType(urlPath), body: islands.script };
  }
  // The site's own files first; a page may live under the same folders (`_docwright/x.mdx`,
  // `pagefind/x.mdx`): page outputs end in `.html`/`.md`, the site's files never do.
  if (urlPath.startsWith(`/${ASSET_DIR}/`)) {
    const body = await siteAsset(urlPath.slice(ASSET_DIR.length + 2));
    if (body !== undefined) return { status: 200, contentType: contentType(urlPath), body };
  }
  if (urlPath.startsWith('/pagefind/') && !/\.(html|md)$/.test(urlPath)) {
    ctx.searchFiles ??= await searchBundle(ctx.pagefind, await allOutputs(ctx), basePath, ctx.project);
    const body = ctx.searchFiles.get(urlPath.slice('/pagefind/'.length));
    if (body !== undefined) return { status: 200, contentType: contentType(urlPath), body };
  }
  const machine = ['/llms.txt', '/llms-full.txt', '/robots.txt', '/sitemap.xml', `/${SKILL_PATH}`].includes(urlPath) ? await machineFile(ctx, urlPath.slice(1)) : undefined;
  if (machine !== undefined) return { status: 200, contentType: contentType(urlPath), body: machine };
  const clean = urlPath.replace(/\/index(\.html)?$/, '').replace(/\.html$/, '').replace(/\/+$/, '') || '/';
  if (clean.endsWith('.md')) {
    const base = clean.slice(0, -3);
    // `/index.md` is the home page's Markdown, as `/` is its HTML.
    const entry = base === '/index' ? (project.byUrl.get('/') ?? project.home) : project.byUrl.get(base);
    if (entry) {
      const output = await renderEntry(ctx, entry);
      // A page that failed to render has no Markdown of its own: a 500 naming its error, never a stand-in copy.
      const error = output.failed ? relativeError(root, errorPage(output)) : undefined;
      const sources = sourcesOf(ctx, entry, output);
      if (output.failed) return { status: 500, contentType: contentType('page.md'), body: `Render failed${error ? `: ${error.file}:${error.line}:${error.column} ${error.message}` : ''}\n`, ...(error ? { error } : {}), sources };
      return { status: 200, contentType: contentType('page.md'), body: output.markdown, sources };
    }
  }
  // `/` without an `index` page shows the home page (src/render/site/redirects.ts).
  const entry = project.byUrl.get(clean) ?? (clean === '/' ? project.home : undefined);
  if (entry) {
    const output = await renderEntry(ctx, entry);
    const error = output.failed ? relativeError(root, errorPage(output)) : undefined;
    const html = entry.url === clean ? output.html : homeCopyHtml(output.html, entry.url, ctx.settings);
    return { status: output.failed ? 500 : 200, contentType: contentType('page.html'), body: html, ...(error ? { error } : {}), sources: sourcesOf(ctx, entry, output) };
  }
  if (urlPath === '/404.html') return { status: 200, contentType: contentType('page.html'), body: notFoundHtml(ctx.state) };
  const rel = urlPath.replace(/^\/+/, '');
  if (rel && project.assets.includes(rel)) {
    const body = await readAsset(root, rel);
    if (body !== undefined) return { status: 200, contentType: contentType(rel), body };
  }
  const redirect = redirectResponse(project, ctx.settings, clean);
  if (redirect) return { status: redirect.status, contentType: contentType('page.html'), body: redirect.body, location: redirect.location };
  return undefined;
}
