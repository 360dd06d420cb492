// One page end to end: read → content (or API page) → layout. Pure given the project, so
// the main thread and the workers run the same code. It loads the whole Markdown pipeline
// (parser, highlighter, KaTeX, rehype): the build imports it only when a page is rendered;
// a page laid out from its cached view needs only ./page-layout.ts (issue 29).
import { relative, resolve, sep } from 'node:path';
import type { Root, RootContent } from 'mdast';
import { isRecord } from '../../guards.js';
import { buildApiPage, isApiPage, pageOperationRef } from '../../openapi/page.js';
import { isOperationRefError, parseOperationRef } from '../../openapi/operations.js';
import { cacheFile } from '../../openapi/remote-cache.js';
import { specSourcesFor } from '../../openapi/sources.js';
import { headingLine } from '../../openapi/markdown.js';
import { mdCompiledAsMdx, mdxSyntaxError, parsePage, type ParsedPage } from '../../parse/index.js';
import { explainParseError, mdxSyntaxMessage } from '../../components/placeholder.js';
import { readBytesInside, readTextInsideSync } from '../../fs/paths.js';
import type { Finding } from '../../findings/finding.js';
import { renderContent } from '../page/page.js';
import { expandPage } from '../page/expand.js';
import { layoutPageParts, type CachedView, type PageOutput, type PageRenderState } from './page-layout.js';
import { decodePage } from '../../lint/read-page.js';
import type { PageEntry, SiteProject } from './project.js';
import { isUnknownIcon, unknownIconMessage } from '../../icons.js';
import { scriptScheme } from '../../project/config-hrefs.js';
import { startStageTiming, takeStageTimes, timeStage, timeStageAsync } from '../page/stage-timing.js';
import { pageShareImageFindings } from './share-images.js';
import { feedLinkFindings } from './feed-findings.js';

/** The page's .md copy (and its part of llms-full.txt): the title and description each on one line, so neither starts Markdown of its own. */
function markdownCopy(title: string, description: string | undefined, body: string): string {
  return `# ${headingLine(title)}\n\n${description ? `> ${headingLine(description)}\n\n` : ''}${body.trim()}\n`;
}

/** The specs a page may be resolved against: its navigation level's, else the config-wide ones. */
function apiSources(project: SiteProject, entry: PageEntry): string[] {
  const placement = project.placement.get(entry.path);
  return specSourcesFor(project.model, placement ? [...placement.ancestors, placement.node] : []);
}

/** Files an API page's output depends on: the local specs it may read, the cached copies of remote ones. */
function specFiles(root: string, sources: readonly string[], frontmatter: Record<string, unknown>, cacheDir: string | undefined): string[] {
  const named = typeof frontmatter.openapi === 'string' ? parseOperationRef(frontmatter.openapi) : undefined;
  const all = named && !isOperationRefError(named) && named.file !== undefined ? [named.file] : sources;
  return all.flatMap((source) => (/^https?:/i.test(source) ? (cacheDir === undefined ? [] : [cacheFile(cacheDir, source)]) : [resolve(root, source.replace(/^\/+/, ''))]));
}

/**
 * The page's source text; a page that cannot be read renders as empty. Read synchronously:
 * a page is one small file, and asynchronously its `realpath`, open, `fstat`, read and close
 * were five hand-offs to libuv's threads for each page (issue 29).
 */
function readPageSource(root: string, entry: PageEntry): string {
  try {
    return entry.source ?? entry.edited ?? readTextInsideSync(root, entry.file);
  } catch {
    return '';
  }
}

/** A `.md` page (README aside) that is not valid MDX: Mintlify compiles it as MDX and fails it; the build shows it as Markdown and warns at the parse error. */
function mdPageMdxNotice(entry: PageEntry, source: string, parsed: ParsedPage): Finding | undefined {
  if (entry.source !== undefined || parsed.syntax === 'mdx' || !mdCompiledAsMdx(entry.file)) return undefined;
  const failure = mdxSyntaxError(entry.file, source);
  if (!failure) return undefined;
  // In the words of `lint` and `check` (the page is shown as Markdown all the same).
  const error = explainParseError(failure);
  return { file: entry.file, line: error.line, column: error.column, ruleId: 'page-mdx-syntax', message: mdxSyntaxMessage(entry.file, error, source), severity: 'warn' };
}

/** Warnings about the page file itself: bytes that are not UTF-8 and an unknown front-matter icon. */
async function pageFileNotices(root: string, entry: PageEntry, source: string, parsed: ParsedPage, library: string | undefined): Promise<Finding[]> {
  const notices: Finding[] = [];
  // Read as UTF-8, bytes that are not UTF-8 became U+FFFD: build is lenient (the page is
  // built with them) but says where the first one is, as lint does (where it is an error).
  if (source.includes('\uFFFD')) {
    const bytes = await readBytesInside(root, entry.file).catch(() => undefined);
    const decoded = bytes ? decodePage(bytes) : undefined;
    if (decoded && !decoded.ok && decoded.line !== undefined) {
      notices.push({ file: entry.file, line: decoded.line, column: decoded.column ?? 1, ruleId: 'page-encoding', message: `${decoded.message}: it is shown as \`\uFFFD\``, severity: 'warn' });
    }
  }
  const mdx = mdPageMdxNotice(entry, source, parsed);
  if (mdx) notices.push(mdx);
  const pageIcon = parsed.frontmatter.data.icon;
  if (typeof pageIcon === 'string' && isUnknownIcon(pageIcon, library)) {
    notices.push({ file: entry.file, line: parsed.frontmatter.keyLines.icon ?? 1, column: 1, ruleId: 'icon-unknown', message: unknownIconMessage(pageIcon, library), severity: 'warn' });
  }
  // An external link page's `url` leads the sidebar entry there (nav.ts): a script URL is written as `#`, and said so.
  const link = parsed.frontmatter.data.url;
  const scheme = typeof link === 'string' ? scriptScheme(link) : undefined;
  if (scheme !== undefined) {
    notices.push({ file: entry.file, line: parsed.frontmatter.keyLines.url ?? 1, column: 1, ruleId: 'html-unsafe', message: `Unexpected \`${scheme}:\` URL in front matter \`url\`, expected a page path or an \`https:\` URL: the sidebar links to \`#\` instead`, severity: 'warn' });
  }
  return notices;
}

/** What an API page (`openapi:` front matter) adds to or replaces in a page's output. */
interface ApiPart {
  /** The spec files the output depends on, whether or not the page could be built from them. */
  dependencies: string[];
  built?: {
    title: string;
    description?: string;
    /** The operation's description as one plain line (src/openapi/page.ts `ApiPage`), for a page whose front matter has none. */
    operationDescription?: string;
    markdown: string;
    /** The copy with the page's own text as the site's Markdown copy keeps it (ApiPage's `markdownWith`). */
    markdownWith: (body: string | undefined) => string;
    playground: boolean;
    /** The endpoint bar and the playground form: trusted HTML built from the spec (src/openapi/playground.ts), kept out of the sanitised tree. */
    endpointHtml: string;
    playgroundHtml: string;
    findings: Finding[];
    tree: Root;
  };
}

/** Whether a page tree imports (or, as `<Snippet file>`, names) a snippet. */
function usesSnippets(nodes: readonly RootContent[]): boolean {
  return nodes.some((node) => node.type === 'mdxjsEsm' || ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'Snippet') || ('children' in node && usesSnippets(node.children)));
}

/**
 * A legacy API page's tree (`api:` front matter) as the page shows it, its snippets inlined, and where each inlined node
 * came from: its ParamFields are the playground's fields, wherever they are written. Undefined for another page, or one
 * that uses no snippet. Its findings are the page render's own (it inlines them again): none is kept here.
 */
async function shownApiTree(state: PageRenderState, entry: PageEntry, parsed: ParsedPage, tree: Root): Promise<{ shownTree: Root; origins: WeakMap<object, string> } | undefined> {
  if (parsed.syntax !== 'mdx' || pageOperationRef(parsed.frontmatter.data)?.key !== 'api' || !usesSnippets(tree.children)) return undefined;
  const shownTree = structuredClone(tree);
  const origins = new WeakMap<object, string>();
  const { project } = state;
  await expandPage({ root: project.root, snippets: state.snippets, diagnostics: [], dependencies: new Set(), origins, ...(project.leftOut ? { leftOut: project.leftOut } : {}) }, entry.file, shownTree);
  return { shownTree, origins };
}

/** Builds an API page's part from its spec; undefined for a page that is not an API page. */
async function renderApiPart(state: PageRenderState, entry: PageEntry, rel: string, source: string, parsed: ParsedPage): Promise<ApiPart | undefined> {
  if (parsed.error || !isApiPage(parsed.frontmatter.data)) return undefined;
  const { project, settings } = state;
  const root = project.root;
  const tree: Root = structuredClone(parsed.tree);
  if (tree.children[0]?.type === 'yaml') tree.children.shift();
  const body = source.replace(/^\uFEFF?---\r?\n[\s\S]*?\r?\n---\s*\r?\n?/, '');
  const sources = apiSources(project, entry);
  const shown = await timeStageAsync('transform', () => shownApiTree(state, entry, parsed, tree));
  const api = await timeStageAsync('transform', () => buildApiPage({
    root,
    file: rel,
    frontmatter: parsed.frontmatter.data,
    frontmatterLines: parsed.frontmatter.keyLines,
    ...(entry.source !== undefined ? { generated: true } : {}),
    tree,
    ...shown,
    markdownBody: body,
    // The field order comes from the model: spec order unless a legacy `maintainOrder: false` asks to sort.
    api: { ...(isRecord(project.model.raw.api) ? project.model.raw.api : {}), maintainOrder: project.model.api.maintainOrder },
    sources,
    offline: settings.offline,
    ...(settings.specCacheDir !== undefined ? { cacheDir: settings.specCacheDir } : {}),
    ...(settings.prefetched !== undefined ? { prefetched: settings.prefetched } : {}),
  }));
  const dependencies = specFiles(root, sources, parsed.frontmatter.data, settings.specCacheDir);
  if (!api) return { dependencies };
  const findings = api.findings.map((finding) => ({ ...finding, file: finding.file.startsWith('/') || /^https?:/i.test(finding.file) ? finding.file : `${root}/${finding.file}` }));
  return {
    dependencies,
    built: {
      title: api.title,
      ...(api.description !== undefined ? { description: api.description } : {}),
      ...(api.operationDescription !== undefined ? { operationDescription: api.operationDescription } : {}),
      markdown: api.markdown,
      markdownWith: api.markdownWith,
      playground: api.interactive,
      endpointHtml: api.endpointHtml ?? '',
      playgroundHtml: api.playgroundHtml ?? '',
      findings,
      tree: api.tree,
    },
  };
}

/** A page read, parsed and transformed: everything of its output but the layout. */
async function renderPageContent(state: PageRenderState, entry: PageEntry, withView: boolean) {
  const { project, settings } = state;
  const root = project.root;
  const rel = relative(root, entry.file).split(sep).join('/');
  const source = readPageSource(root, entry);
  const parsed = timeStage('parse', () => parsePage({ path: entry.file, value: source }));
  const notices = await pageFileNotices(root, entry, source, parsed, project.model.icons?.library);
  // A share image given as a site path with no site URL to make it absolute: said at its value.
  notices.push(...pageShareImageFindings(entry.file, source, parsed.frontmatter, settings.siteUrl, project.model));
  // A feed (`rss: true`) whose links cannot be absolute: said at its `rss` key.
  notices.push(...feedLinkFindings(entry.file, source, parsed.frontmatter, settings.siteUrl, project.model));
  const api = await renderApiPart(state, entry, rel, source, parsed);
  const built = api?.built;
  const title = built?.title ?? entry.title;
  // An API page without a description of its own has its operation's, as on Mintlify (llms.txt, search, the meta tags).
  const description = built?.description ?? entry.description ?? built?.operationDescription;
  const endpointHtml = built?.endpointHtml ?? '';
  const page = built ? { ...parsed, tree: built.tree } : parsed;
  // An API page's own text, as parsed (the spec's tree replaces it): its Markdown copy keeps the author's bytes, snippets spliced in.
  const copyTree: Root | undefined = built ? { type: 'root', children: parsed.tree.children.filter((node) => node.type !== 'yaml') } : undefined;
  const content = await timeStageAsync('transform', () => renderContent({ root, file: entry.file, source, basePath: settings.basePath, iconLibrary: project.model.icons?.library, snippets: state.snippets, ...(project.leftOut ? { leftOut: project.leftOut } : {}), parsed: page, treeFromElsewhere: built !== undefined, ...(copyTree ? { copyTree } : {}), keepCode: withView, ...(settings.sandboxBudget ? { sandboxBudget: settings.sandboxBudget } : {}), ...(settings.buildTime !== undefined ? { buildTime: settings.buildTime } : {}), hydrate: settings.hydrate === true }, entry.path));
  const problem = content.parseError ? { file: rel, ...content.parseError } : undefined;
  return { notices, api, built, title, description, endpointHtml, content, problem };
}

/** What the dev server's link check keeps of a page (src/render/site/site-links.ts): its links, ids and findings, as `renderPageOutput` gives them, without laying the page out. */
export async function renderPageLinks(state: PageRenderState, entry: PageEntry): Promise<Pick<PageOutput, 'path' | 'url' | 'failed' | 'diagnostics' | 'ids' | 'links' | 'dependencies'>> {
  const { notices, api, built, content, problem } = await renderPageContent(state, entry, false);
  return { path: entry.path, url: entry.url, failed: problem !== undefined, diagnostics: [...notices, ...(built?.findings ?? []), ...content.diagnostics], ids: content.ids, links: content.links, dependencies: [...content.dependencies, ...(api?.dependencies ?? [])] };
}

/** One page's output; `withView` keeps its layout input on it too, for the build cache. */
export async function renderPageOutput(state: PageRenderState, entry: PageEntry, key = entry.hash, withView = false): Promise<PageOutput> {
  if (state.settings.timings === true) startStageTiming();
  const { notices, api, built, title, description, endpointHtml, content, problem } = await renderPageContent(state, entry, withView);
  const view: CachedView = {
    title,
    ...(description ? { description } : {}),
    bodyHtml: endpointHtml + content.html + (built?.playgroundHtml ?? ''),
    ...(content.examplesHtml !== undefined ? { examplesHtml: content.examplesHtml } : {}),
    toc: content.toc,
    uses: { ...content.uses, playground: built?.playground ?? false, endpoint: endpointHtml !== '', tailwind: content.classes.length > 0, ...(content.islands ? { islands: content.islands.file } : {}) },
    ...(content.feed ? { feed: content.feed } : {}),
    ...(content.updateTags ? { updateTags: content.updateTags } : {}),
  };
  const { html, search } = timeStage('layout', () => layoutPageParts(state, entry, view, problem));
  const timings = takeStageTimes();
  return {
    path: entry.path,
    url: entry.url,
    outFile: entry.outFile,
    html,
    markdown: built ? (content.markdownCopied ? built.markdownWith(content.markdown) : built.markdown) : markdownCopy(title, description, content.markdown),
    title,
    ...(description ? { description } : {}),
    diagnostics: [...notices, ...(built?.findings ?? []), ...content.diagnostics],
    links: content.links,
    ids: content.ids,
    dependencies: [...content.dependencies, ...(api?.dependencies ?? [])],
    ...(content.classes.length > 0 ? { classes: content.classes } : {}),
    ...(content.feed ? { feed: content.feed } : {}),
    ...(content.components ? { components: content.components } : {}),
    ...(content.clock !== undefined ? { clock: content.clock } : {}),
    ...(content.islands ? { islands: content.islands } : {}),
    noindex: entry.noindex,
    failed: problem !== undefined,
    key,
    search,
    // A page whose components the build's budget cut short is rendered again by the next build; so is
    // one with hydrated components: the build cache never holds code that runs in the reader's browser.
    ...(withView && problem === undefined && content.overBuildBudget !== true && content.islands === undefined ? { view } : {}),
    ...(withView && content.codeBlocks !== undefined ? { codeBlocks: content.codeBlocks } : {}),
    ...(timings ? { timings } : {}),
  };
}

export { layoutPage, pageMayShow, pageNavigationDigest, siteNavigationAssets, type CachedView, type PageOutput, type PageRenderState, type RenderSettings } from './page-layout.js';
