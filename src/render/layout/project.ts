// The project as the site sees it: the config model, every page on disk with its front
import { leftOutFiles, type LeftOutFiles } from '../../project/snippet-refusal.js';
import { findRepository } from '../../project/repository.js';
import { feedbackFindings, needsRepository } from '../../project/feedback.js';
import { configFileFindings } from '../../project/config-files.js';
import { refusedConfigHrefs } from '../../project/config-hrefs.js';
import { isRecord } from '../../guards.js';
// matter (read cheaply, without parsing the body), where each page sits in the navigation,
// and the static files to copy.
import type { ElementContent } from 'hast';
import { createHash } from 'node:crypto';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { unknownConfigIcons, walkNav, type DocsModel, type NavNode } from '../../config/index.js';
import { LENIENT_RULES, locate, type ResolvedConfig } from '../../config/json.js';
import { redirectRules, type RedirectRule } from '../../config/redirects.js';
import { appendAll, type Finding } from '../../findings/finding.js';
import { urlCollisions } from '../../project/collisions.js';
import { frontmatterOf } from '../../project/frontmatter.js';
import { documentName, ignorePolicy, relativeTo } from '../../project/ignore.js';
import { loadProject } from '../../project/load.js';
import { frontmatterFromText, noPagesReason, type PageFile } from '../../project/pages.js';
import { controlNamedEntryMessage, hasControlCharacter, skippedFindings } from '../../project/skipped.js';
import { inExistingFolder, InsideReader, linksOutside, notRegularAt, readTextInside } from '../../fs/paths.js';
import { operationNavPages } from '../../openapi/nav.js';
import type { GraphqlNavOptions, GraphqlNavResult } from '../../graphql/nav.js';
import { graphqlSourcePositions } from '../../config/graphql.js';
import { pageEntryPaths, type PageSpecReference } from '../../config/nav-key.js';
import { normalisePagePath } from '../../config/normalise.js';
import { emptyGroupFindings, emptyLanguageFindings } from '../../config/empty-groups.js';
import { sdkNavPages } from '../../sdk/nav.js';
import { asyncApiNavPages } from '../../asyncapi/nav.js';
import { writtenChannel, type AsyncDocuments } from '../../asyncapi/written.js';
import { pageTitle } from '../page/page-title.js';
import { readPageFields } from '../../rule-kit/frontmatter-fields.js';
import { configuredSpecs, customAssetFindings, publishFilter } from '../safety/publish.js';
import { pageSpecFile, refusedSpecWarnings } from './refused-specs.js';
import { specRefFiles } from './spec-ref-files.js';
import { importInTurn } from '../../import-in-turn.js';
import { lessHidden, listingHidden, type HiddenListing } from './visibility.js';

export interface PageEntry {
  /** Page path without extension, `/`-separated: `essentials/code`. */
  path: string;
  /** Absolute file path. */
  file: string;
  /** URL path without base: `/essentials/code`, `/` for `index`. */
  url: string;
  /** Output file relative to the site folder: `essentials/code.html`. */
  outFile: string;
  inNav: boolean;
  title: string;
  sidebarTitle?: string;
  description?: string;
  icon?: string;
  iconType?: string;
  tag?: string;
  /** Front matter `url`: an external link page, whose navigation entry leads to this address (as on Mintlify) instead of the page. */
  link?: string;
  hidden: boolean;
  /** Front matter `hidden: false`: under a hidden group or tab, the page stays out of the navigation but is indexed (search, sitemap, llms.txt), as on Mintlify. */
  shown?: true;
  noindex: boolean;
  mode?: string;
  /** The page's front matter names an API operation. */
  api: boolean;
  /** The operation's method (`GET`, `POST`, … `WEBHOOK`), for the badge beside its navigation entry. */
  method?: string;
  /** Content hash of the file. */
  hash: string;
  /** Pages generated for operations named in the navigation carry their source (no file). */
  source?: string;
  /** A written page edited while `dev` runs: the text its `hash` names, read when the edit was heard (rendered instead of reading the file again). Not `source`: the page keeps its file, its name and its findings' wording. */
  edited?: string;
  /** A page generated for an operation: the operation's `description` (Markdown), which the page shows when its front matter gives none (`find_pages` searches it). */
  operationDescription?: string;
  /** Meta tags from front matter (`og:image`, `twitter:card` …): keys with a colon, string values. */
  meta?: Record<string, string>;
  /** Front matter `keywords`: search terms the page does not show (Mintlify's search finds the page by them). */
  keywords?: string[];
  /** Front matter `deprecated: true`: a "Deprecated" label beside the page's title. */
  deprecated?: true;
  /** Front matter `hideFooterPagination: true`: no previous and next links under the page. */
  hideFooterPagination?: true;
  /** Front matter `searchable: false`: the page is left out of site search (it stays in the sitemap). */
  unsearchable?: true;
  /** Front matter `boost`: the page's search ranking factor (over its group's). */
  boost?: number;
  /** Front matter `canonical`: the page's canonical URL, over the one made from the site's URL. */
  canonical?: string;
  /** Front matter `contextual.options`: the page's own page-menu options, over the configuration's (`[]`: no menu). */
  contextualOptions?: unknown[];
  /** Front matter `lastUpdatedDate`, as an ISO date (`2025-01-31`) or date and time: the page's `dateModified` in its structured data. */
  lastUpdated?: string;
}

export interface NavPlacement {
  /** Ancestors from the top of the navigation to the page's parent. */
  ancestors: NavNode[];
  node: NavNode;
}

/** The project as the site renders it: its pages by path and URL, navigation placement, published files and the findings of reading it (src/project/load.ts's `Project`, resolved for the site). */
export interface SiteProject {
  root: string;
  model: DocsModel;
  configPath: string;
  /** Files the configuration was read from (config and `$ref`s). */
  configFiles: string[];
  /** The configuration as written, `$ref`s resolved, with its source map: findings about a setting go to its key (src/config/json.ts `locate`). */
  resolved?: ResolvedConfig;
  configHash: string;
  pages: Map<string, PageEntry>;
  byUrl: Map<string, PageEntry>;
  /** Navigation pages in order (each page once), for prev/next and llms.txt. */
  order: string[];
  placement: Map<string, NavPlacement>;
  /** Navigation pages every entry of which is under a hidden node (src/render/layout/visibility.ts): out of the navigation, and of search and the sitemap unless `indexed`. */
  hiddenListings: Map<string, HiddenListing>;
  /** Files published besides the pages (relative, `/`-separated): media, specs, what `publish` names (src/render/safety/publish.ts). */
  assets: string[];
  diagnostics: Finding[];
  /** Pages whose front matter names a spec file, where: a spec that is not there is reported at each (src/config/nav-key.ts). */
  pageSpecRefs: PageSpecReference[];
  /** Folders of pages generated from specs that could not be read (src/openapi/nav.ts): links into them are not checked. */
  unknownApiDirs: string[];
  /** The GitHub repository the feedback buttons link to (src/project/repository.ts), when they are on and one is found. */
  repository?: string;
  /** Whether the project's ignore policy leaves this absolute path out (src/project/ignore.ts). */
  ignores: (file: string) => boolean;
  /** The files a page may import that the ignore policy leaves out, and why (src/project/snippet-refusal.ts): an import of one is refused, as on Mintlify. */
  leftOut?: LeftOutFiles;
  /** The configuration's `redirects`, in order, each with the position of its entry. */
  redirects: PlacedRedirect[];
  /** The page `/` shows: the `index` page, else the first page of the navigation, else the first page. */
  home: PageEntry | undefined;
  /** The banner's content (`banner.content` in docs.json) as sanitised inline HTML, site links not yet under the base path; absent without a banner. */
  bannerContent?: ElementContent[];
  /** The languages' own banners (`navigation.languages[].banner`), parsed as `bannerContent`, by their content text; absent without any. */
  languageBanners?: ReadonlyMap<string, ElementContent[]>;
}

/** Every language's own banner content, parsed once (see `SiteProject.languageBanners`); undefined when no language has one. */
async function parseLanguageBanners(model: DocsModel): Promise<Map<string, ElementContent[]> | undefined> {
  const contents = new Set<string>();
  for (const { node } of walkNav(model.navigation)) if (node.kind === 'language' && node.banner && node.banner.content.trim() !== '') contents.add(node.banner.content);
  if (contents.size === 0) return undefined;
  const { inlineMarkdown } = await importInTurn(() => import('../components/inline-markdown.js'));
  return new Map([...contents].map((content) => [content, inlineMarkdown(content)]));
}

export interface PlacedRedirect extends RedirectRule {
  file: string;
  line: number;
  column: number;
}

/** Which pages a build publishes (src/render/safety/publish.ts documents both). */
export type PagesPolicy = 'all' | 'navigation';


const NOT_ASSETS = new Set(['docs.json', 'mint.json', 'package.json', 'package-lock.json']);

/** `essentials/code` → `/essentials/code`; `index` → `/`; `guide/index` → `/guide`. */
export function pageUrl(path: string): string {
  if (path === 'index') return '/';
  return `/${path.replace(/\/index$/, '')}`;
}

export function outFileOf(path: string): string {
  return path === 'index' ? 'index.html' : `${path.replace(/\/index$/, '')}.html`;
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The method of `openapi: spec.yaml GET /x`, `openapi: POST /x` or `api: DELETE https://…`. */
function operationMethod(reference: string | undefined): string | undefined {
  const match = reference === undefined ? null : /(?:^|\s)(get|post|put|patch|delete|head|options|trace|webhook)\s+\S/i.exec(reference);
  return match?.[1]?.toUpperCase();
}

/** Front matter `lastUpdatedDate` as schema.org reads a date: `2025-01-31` (YAML's date, or a date string as written), or an ISO date and time. */
function lastUpdated(value: Date | string | undefined): string | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString().replace(/T00:00:00\.000Z$/, '');
  const text = value?.trim();
  if (!text || Number.isNaN(Date.parse(text))) return undefined;
  return /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(text) ? own(text) : new Date(Date.parse(text)).toISOString();
}

export function hashText(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 20);
}

/**
 * A page file's path in the site (root-relative, `/`-separated, without `.md`/`.mdx`): `relativeTo` takes the
 * common case (the file named as the root, a separator and a plain path) without resolving both paths, as
 * `relative` does (~12 µs a file cold, once for each of a project's pages on the dev server's first page; issue 51).
 */
function pagePathOf(root: string, file: string): string {
  const rel = relativeTo(root, file);
  return (sep === '/' ? rel : rel.split(sep).join('/')).replace(/\.mdx?$/i, '');
}

/** The site's entry for a page; `fm` is its front matter when already parsed. */
export function entryFor(root: string, file: string, source: string, inNav: boolean, fm: Record<string, unknown> = frontmatterOf(source).data): PageEntry {
  const path = pagePathOf(root, file);
  // The known keys, typed by the front matter schema: a value of the wrong type is ignored.
  const fields = readPageFields(fm);
  const entry: PageEntry = {
    path,
    file,
    url: pageUrl(path),
    outFile: outFileOf(path),
    inNav,
    title: own(pageTitle(fm, path)),
    hidden: fields.hidden === true,
    noindex: fields.noindex === true || (typeof fm.seo === 'object' && fm.seo !== null && (fm.seo as Record<string, unknown>).noindex === true),
    api: str(fields.openapi) !== undefined || str(fields.api) !== undefined,
    hash: hashText(source),
  };
  const method = operationMethod(str(fields.openapi) ?? str(fields.api));
  // `hideApiMarker: true` leaves the method badge out of the navigation entry, as on Mintlify.
  if (method !== undefined && fields.hideApiMarker !== true) entry.method = method;
  if (fields.deprecated === true) entry.deprecated = true;
  if (fields.hideFooterPagination === true) entry.hideFooterPagination = true;
  if (fields.searchable === false) entry.unsearchable = true;
  if (fields.hidden === false) entry.shown = true;
  if (fields.boost !== undefined && Number.isFinite(fields.boost)) entry.boost = fields.boost;
  const canonical = str(fields.canonical)?.trim();
  if (canonical) entry.canonical = own(canonical);
  if (fields.contextual !== undefined && Array.isArray(fields.contextual.options)) entry.contextualOptions = fields.contextual.options as unknown[];
  const updated = lastUpdated(fields.lastUpdatedDate);
  if (updated !== undefined) entry.lastUpdated = updated;
  for (const key of ['sidebarTitle', 'description', 'icon', 'iconType', 'tag', 'mode'] as const) {
    const value = str(fields[key]);
    if (value !== undefined) entry[key] = own(value);
  }
  const link = str(fields.url)?.trim();
  if (link) entry.link = own(link);
  const keywords = (fields.keywords ?? []).map((k) => k.trim()).filter((k) => k !== '');
  if (keywords.length > 0) entry.keywords = keywords.map(own);
  const meta = Object.entries(fm).filter((pair): pair is [string, string] => /^(og|twitter|article):[\w:.-]+$/.test(pair[0]) && typeof pair[1] === 'string' && pair[1] !== '');
  if (meta.length > 0) entry.meta = Object.fromEntries(meta.map(([key, value]) => [key, own(value)]));
  return entry;
}

/**
 * The GraphQL reference pages of `navigation` (src/graphql/nav.ts), which it mutates; `graphql` (the
 * package, ~50 ms to import) loads only for a navigation that names a schema (issue 51: `dev`'s first page).
 */
async function graphqlPages(navigation: NavNode[], options: GraphqlNavOptions): Promise<GraphqlNavResult> {
  for (const { node } of walkNav(navigation)) {
    if (node.graphql === undefined) continue;
    const { graphqlNavPages } = await import('../../graphql/nav.js');
    return graphqlNavPages(navigation, options);
  }
  return { pages: [], findings: [], unknownUnder: [] };
}

/**
 * A copy of a string read from a page's front matter: V8 keeps a substring as a view of the
 * whole text it came from, so an entry's title would hold its page's source (~35 MB of
 * sources at 5,000 pages, for the whole build). Flattening a fresh concatenation copies it.
 */
function own(text: string): string {
  return ` ${text}`.slice(1);
}

function inDefaultVersion(ancestors: readonly NavNode[]): boolean {
  return ancestors.some((a) => (a.kind === 'version' || a.kind === 'language') && a.default === true);
}

export class FatalError extends Error {
  constructor(
    message: string,
    readonly diagnostics: Finding[] = [],
  ) {
    super(message);
  }
}

/** build is lenient: problems that `check` calls errors (a duplicate key, …) are warnings here. */
function lenient(finding: Finding): Finding {
  return finding.severity === 'error' && LENIENT_RULES.has(finding.ruleId) ? { ...finding, severity: 'warn' } : finding;
}

export interface LoadSiteProjectOptions {
  /** Folders (absolute) never read as pages, e.g. the output folder. */
  exclude?: string[];
  /** Skip remote OpenAPI specs (for operations named in the navigation): read them from `specCacheDir`. */
  offline?: boolean;
  /** The cache folder of remote specs (`<cache>/specs/`): written online, read offline. */
  specCacheDir?: string;
  /** Patterns of further files to publish as they are (see src/render/safety/publish.ts). */
  publish?: readonly string[];
  /** `all` (default): every page but the repository's own documents; `navigation`: only pages the navigation lists. */
  pages?: PagesPolicy;
  /**
   * Read no page (the dev server's first answers, src/render/site/site-provisional.ts): every
   * entry as if its front matter were empty (its title from its file name), and no page read
   * for the imports that make snippets. The findings of what is not read are not made.
   */
  provisional?: boolean;
}

/** A page's entry made without reading it (see `LoadSiteProjectOptions.provisional`): `entryFor` with empty front matter, without its schema's reading of it; its title from its file name until it is read. */
function setUnread(root: string, page: { file: string; page: string }, navPaths: ReadonlySet<string>, pages: Map<string, PageEntry>): true {
  const path = pagePathOf(root, page.file);
  pages.set(path, { path, file: page.file, url: pageUrl(path), outFile: outFileOf(path), inNav: navPaths.has(page.page), title: pageTitle({}, path), hidden: false, noindex: false, api: false, hash: '' });
  return true;
}

/**
 * Where the navigation first writes each page entry (as `check` places it), else line 1 of the
 * configuration. The navigation is walked once, when the first missing page asks.
 */
function navEntryPlaces(resolved: ResolvedConfig | undefined, configPath: string): (written: string) => { file: string; line: number; column: number } {
  let paths: Map<string, (string | number)[]> | undefined;
  return (written) => {
    if (paths === undefined) {
      paths = pageEntryPaths(resolved?.value);
    }
    const path = paths.get(written);
    if (resolved === undefined || path === undefined) return { file: configPath, line: 1, column: 1 };
    const place = locate(resolved, path);
    return { file: place.file, line: place.at?.line ?? 1, column: place.at?.column ?? 1 };
  };
}

/**
 * The files the navigation lists that Mintlify publishes no page for, by page path, with what the
 * build says of each (`check` errs on them): a file another file imports (a snippet on Mintlify) and
 * a repository document (`README.md`, `LICENSE.md` …). docwright builds them, as listed.
 */
function notPagesOnMintlify(files: readonly { page: string; path: string; kind: string }[], imported: ReadonlySet<string>): Map<string, string> {
  const out = new Map<string, string>();
  for (const file of files) {
    if (imported.has(file.path)) out.set(file.page, `Unexpected page \`${file.page}\` (\`${file.path}\`) that another file imports, expected a page no file imports: Mintlify treats an imported file as a snippet and publishes no page for this entry, docwright builds it`);
    else if (file.kind === 'document') out.set(file.page, `Unexpected page \`${file.page}\` (\`${file.path}\`), expected another page: Mintlify does not publish \`${documentName(file.path)}\` files, docwright builds it`);
  }
  return out;
}

/**
 * Each built page's place in the navigation (a page listed in several versions or languages
 * is rendered in the default one) and the navigation order; a listed page that is missing or
 * links outside the project is a warning.
 */
function placeNavPages(model: DocsModel, pages: ReadonlyMap<string, PageEntry>, context: { root: string; configPath: string; resolved: ResolvedConfig | undefined; shadowedPages: ReadonlySet<string>; notPages: ReadonlyMap<string, string>; diagnostics: Finding[] }): { order: string[]; placement: Map<string, NavPlacement>; hiddenListings: Map<string, HiddenListing> } {
  const { root, configPath, shadowedPages, diagnostics } = context;
  const order: string[] = [];
  const placement = new Map<string, NavPlacement>();
  const hiddenListings = new Map<string, HiddenListing>();
  const mayExist = inExistingFolder();
  const placeOf = navEntryPlaces(context.resolved, configPath);
  for (const { node, ancestors } of walkNav(model.navigation)) {
    if (node.page === undefined || (node.kind !== 'page' && node.kind !== 'group' && node.kind !== 'operation')) continue;
    const page = node.page.replace(/^\/+/, '').replace(/\.mdx?$/i, '');
    if (!pages.has(page)) {
      // A file another file's URL shadows is already reported at both files.
      if (node.kind === 'page' && !/^https?:/.test(page) && !shadowedPages.has(page)) {
        const outside = ['.mdx', '.md'].some((ext) => mayExist(join(root, `${page}${ext}`)) && linksOutside(root, join(root, `${page}${ext}`)));
        const special = outside ? undefined : ['.mdx', '.md'].map((ext) => `${page}${ext}`).find((file) => mayExist(join(root, file)) && notRegularAt(join(root, file)) !== undefined);
        const message = outside
          ? `Unexpected page \`${page}\` listed in the navigation that links outside the project, expected a page inside it: it is skipped`
          : hasControlCharacter(page)
            ? controlNamedEntryMessage(node.page)
            : special !== undefined
            ? `Unexpected ${notRegularAt(join(root, special)) ?? 'special file'} \`${special}\` for page \`${page}\` listed in the navigation, expected a regular file: it is skipped`
            : `Missing page \`${page}\` listed in the navigation, expected \`${page}.mdx\` or \`${page}.md\`: it is skipped`;
        diagnostics.push({ ...placeOf(node.page), ruleId: outside ? 'nav-path-outside' : 'nav-page-missing', message, severity: 'warn' });
      }
      continue;
    }
    const notPage = node.kind === 'page' ? context.notPages.get(page) : undefined;
    if (notPage !== undefined) diagnostics.push({ ...placeOf(node.page), ruleId: 'nav-page-missing', message: notPage, severity: 'warn' });
    const placed = placement.get(page);
    const hidden = listingHidden([...ancestors, node]);
    if (placed === undefined && hidden !== undefined) hiddenListings.set(page, hidden);
    else if (placed !== undefined && hiddenListings.has(page)) {
      const less = lessHidden(hiddenListings.get(page), hidden);
      if (less === undefined) hiddenListings.delete(page);
      else hiddenListings.set(page, less);
    }
    if (placed) {
      // A page listed in several versions (or languages) is rendered in the default one.
      if (inDefaultVersion(ancestors) && !inDefaultVersion(placed.ancestors)) placement.set(page, { ancestors, node });
      continue;
    }
    placement.set(page, { ancestors, node });
    order.push(page);
  }
  // Mintlify finds `intro` as intro.mdx and nothing at `intro.mdx`: such an entry shows no page there, docwright builds it.
  if (context.resolved !== undefined) {
    for (const [written, path] of pageEntryPaths(context.resolved.value)) {
      const extension = /\.mdx?$/i.exec(written);
      if (!extension || /^https?:/i.test(written) || !pages.has(normalisePagePath(written))) continue;
      const place = locate(context.resolved, path);
      const message = `Unexpected \`${written}\`, expected \`${written.slice(0, -extension[0].length)}\` (a navigation entry names the page without its extension; Mintlify shows no page for this entry, docwright builds it)`;
      diagnostics.push({ file: place.file, line: place.at?.line ?? 1, column: place.at?.column ?? 1, ruleId: 'nav-page-extension', message, severity: 'warn' });
    }
  }
  return { order, placement, hiddenListings };
}

/**
 * Reads the pages `candidates` into `pages` (an unreadable one is skipped: the index named it, the read failed), with a
 * warning for each `sdk` front matter; provisional loads leave pages other than their first unread. Returns the specs the
 * pages name in `openapi` front matter and the pages with `asyncapi` front matter.
 */
function readCandidatePages(root: string, candidates: readonly PageFile[], into: { navPaths: Set<string>; provisional: boolean; pages: Map<string, PageEntry>; diagnostics: Finding[] }): { pageSpecs: PageSpecReference[]; channelPages: WrittenChannelPage[]; untitledApi: UntitledApiPage[] } {
  const { navPaths, pages, diagnostics } = into;
  // Read with each folder's real path taken once (the pages' own guard, `readTextInside`, per folder).
  const reader = new InsideReader(root);
  const pageSpecs: PageSpecReference[] = [];
  const channelPages: WrittenChannelPage[] = [];
  const untitledApi: UntitledApiPage[] = [];
  for (const page of candidates) {
    if (into.provisional && setUnread(root, page, navPaths, pages)) continue;
    let source: string;
    try {
      source = reader.text(page.file);
    } catch {
      continue;
    }
    const frontmatter = frontmatterFromText(page, source);
    const fm = frontmatter.data;
    const spec = pageSpecFile(fm.openapi);
    if (spec !== undefined) pageSpecs.push({ source: spec, file: page.file, line: frontmatter.keyLines.openapi ?? 1, column: 1 });
    const entry = entryFor(root, page.file, source, navPaths.has(page.page), fm);
    pages.set(entry.path, entry);
    if (typeof fm.sdk === 'string' || isRecord(fm.sdk)) diagnostics.push(sdkPageWarning(page.file, source, fm.sdk));
    if (typeof fm.asyncapi === 'string') channelPages.push({ path: entry.path, source, value: fm.asyncapi });
    if (typeof fm.openapi === 'string' && !(typeof fm.title === 'string' && fm.title.trim() !== '')) untitledApi.push({ path: entry.path, openapi: fm.openapi });
  }
  return { pageSpecs, channelPages, untitledApi };
}

/** A written page naming an operation (`openapi: GET /x`) without a `title`. */
interface UntitledApiPage {
  path: string;
  openapi: string;
}

/**
 * Titles the pages that name an operation without a `title` of their own with its `summary`, as
 * Mintlify does (its sidebar, previous/next and search show the summary, not the file name);
 * a page whose operation is not found keeps its file-name title (the page itself says why).
 */
async function titleApiPages(root: string, model: DocsModel, pages: Map<string, PageEntry>, untitled: readonly UntitledApiPage[], context: { placement: ReadonlyMap<string, { ancestors: readonly NavNode[]; node: NavNode }>; offline?: boolean; cacheDir?: string }): Promise<void> {
  if (untitled.length === 0) return;
  const { operationSummary } = await import('../../openapi/page.js');
  const { specSourcesFor } = await import('../../openapi/sources.js');
  for (const { path, openapi } of untitled) {
    const entry = pages.get(path);
    if (!entry) continue;
    const placed = context.placement.get(path);
    const sources = specSourcesFor(model, placed ? [...placed.ancestors, placed.node] : []);
    const summary = await operationSummary({ root, file: path, frontmatter: { openapi }, sources, ...(context.offline !== undefined ? { offline: context.offline } : {}), ...(context.cacheDir !== undefined ? { cacheDir: context.cacheDir } : {}) });
    if (summary !== undefined) pages.set(path, { ...entry, title: own(summary) });
  }
}

/**
 * Whether the project index made with these excluded folders keeps what the default ignore policy
 * keeps (no excluded folder lies inside the root), so its files can stand for a walk of the project.
 */
function defaultPolicyIndex(root: string, exclude: readonly string[] | undefined): boolean {
  return (exclude ?? []).every((dir) => {
    const rel = relative(root, resolve(root, dir));
    return rel === '' || rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel);
  });
}

/** Read the project. Throws FatalError when the configuration cannot be used. */
export async function loadSiteProject(rootInput: string, options: LoadSiteProjectOptions = {}): Promise<SiteProject> {
  const root = resolve(rootInput);
  const project = await loadProject(root, { ...(options.exclude ? { outDirs: options.exclude } : {}), ...(options.provisional ? { scanImports: false } : {}) });
  const config = project.config;
  const diagnostics: Finding[] = config.diagnostics.map(lenient);
  const model = project.model;
  if (!model || !config.configPath) {
    const first = diagnostics.find((d) => d.severity === 'error');
    throw new FatalError(first ? first.message : 'Missing a usable `docs.json`', diagnostics);
  }
  // What the walk passed over (a link out of the project, a named pipe) and ignore files it could not read: said at their paths.
  appendAll(diagnostics, skippedFindings(project.index.root, project.index.skipped, project.index.policy.unread));
  // Icons the site cannot draw (no library docwright ships has them, or not the Lucide or Tabler site's own), at their place in the config.
  if (config.resolved) appendAll(diagnostics, unknownConfigIcons(config.resolved, model.icons?.library));
  // The thumbs rating has no server to report to on a static site: its answers go to the repository as issues.
  const repository = needsRepository(model) ? await findRepository(root, model) : undefined;
  appendAll(diagnostics, feedbackFindings(model, repository, config.configPath, config.resolved));
  // A logo or favicon that is not there: the site shows none (a warning, as `check` errs).
  if (config.resolved && isRecord(config.resolved.value)) appendAll(diagnostics, configFileFindings(root, config.resolved, project.index.all, config.resolved.value, 'warn'));
  // A script URL given as a link (`javascript:`): the site links to `#`, and says so.
  if (config.resolved) appendAll(diagnostics, refusedConfigHrefs(config.resolved));
  // A group with no pages: the sidebar leaves it out, and says so (as `check` does).
  if (config.resolved) appendAll(diagnostics, emptyGroupFindings(config.resolved));
  // A language with no pages: the language switcher leaves it out, and says so (as `check` does).
  if (config.resolved) appendAll(diagnostics, emptyLanguageFindings(config.resolved));
  const configTexts = await Promise.all(config.files.map((file) => readTextInside(root, file).catch(() => '')));
  const configHash = hashText([...configTexts, repository ?? ''].join('\0'));
  const navPaths = new Set<string>();
  for (const { node } of walkNav(model.navigation)) if (node.page !== undefined) navPaths.add(node.page.replace(/^\/+/, '').replace(/\.mdx?$/i, ''));

  const pages = new Map<string, PageEntry>();
  const published = publishFilter({ specs: configuredSpecs(model), ...(options.publish ? { patterns: options.publish } : {}) });
  // A file in a snippet folder (`_shared/`, `snippets/`) is a page when the navigation lists it.
  const publishedFiles = project.index.files.filter((page) => (page.kind !== 'snippet' || navPaths.has(page.page)) && publishesPage(page, navPaths, options.pages ?? 'all', published));
  // Files at the same URL (`a.md` and `a.mdx`, `guide.mdx` and `guide/index.mdx`): one is built, both are named.
  const collisions = urlCollisions(root, publishedFiles.map((page) => page.path), navPaths, 'warn');
  appendAll(diagnostics, collisions.findings);
  const candidates = publishedFiles.filter((page) => !collisions.shadowed.has(page.path));
  const shadowedPages = new Set([...collisions.shadowed].map((rel) => rel.replace(/\.mdx?$/i, '')));
  const { pageSpecs, channelPages, untitledApi } = readCandidatePages(root, candidates, { navPaths, provisional: options.provisional === true, pages, diagnostics });

  // Operations named in the navigation (`"GET /plants"`, spec groups) become pages.
  const generated = await operationNavPages(model.navigation, {
    root,
    model,
    existing: new Set(pages.keys()),
    configFile: config.configPath,
    ...(config.resolved ? { resolved: config.resolved } : {}),
    ...(options.offline !== undefined ? { offline: options.offline } : {}),
    ...(options.specCacheDir !== undefined ? { cacheDir: options.specCacheDir } : {}),
  });
  appendAll(diagnostics, generated.findings.map(lenient));
  const refusedPlaces = { root, resolved: config.resolved, raw: config.resolved && isRecord(config.resolved.value) ? config.resolved.value : model.raw, pages: pageSpecs, discovered: model.api.openapi.length === 0 ? (await import('../../openapi/page.js')).discoverSpecs(root, defaultPolicyIndex(root, options.exclude) ? project.index.all : undefined) : [] };
  appendAll(diagnostics, await refusedSpecWarnings(refusedPlaces, { root, ...(options.offline !== undefined ? { offline: options.offline } : {}), ...(options.specCacheDir !== undefined ? { cacheDir: options.specCacheDir } : {}) }));
  for (const page of generated.pages) pages.set(page.path, { ...entryFor(root, join(root, `${page.path}.mdx`), page.source, page.hidden !== true), source: page.source, ...(page.description !== undefined ? { operationDescription: page.description } : {}) });
  // Tabs with a GraphQL schema (`graphql`) get its reference pages (src/graphql/nav.ts).
  const graphql = await graphqlPages(model.navigation, { root, existing: new Set(pages.keys()), configFile: config.configPath, ...(config.resolved ? { sourceAt: graphqlSourcePositions(config.resolved) } : {}) });
  appendAll(diagnostics, graphql.findings.map((finding) => ({ ...finding, severity: 'warn' as const })));
  for (const page of graphql.pages) pages.set(page.path, { ...entryFor(root, join(root, `${page.path}.mdx`), page.source, true), source: page.source });
  const referenceDirs = await addReferencePages(root, model, pages, { configPath: config.configPath, resolved: config.resolved, channelPages, diagnostics });
  if (pages.size === 0) {
    // A site of no page is no site: say why (ignore files, extensions, the `pages` policy) and stop.
    const unpublished = project.index.files.filter((page) => page.kind !== 'snippet').length;
    const reason = unpublished > 0 && options.pages === 'navigation' ? `Missing pages to build: the navigation lists none of the ${unpublished} page files (\`--pages navigation\`), expected at least one listed` : noPagesReason(project.index);
    throw new FatalError(reason, diagnostics);
  }

  const notPages = notPagesOnMintlify(publishedFiles, project.index.imported);
  const { order, placement, hiddenListings } = placeNavPages(model, pages, { root, configPath: config.configPath, resolved: config.resolved, shadowedPages, notPages, diagnostics });
  await titleApiPages(root, model, pages, untitledApi, { placement, ...(options.offline !== undefined ? { offline: options.offline } : {}), ...(options.specCacheDir !== undefined ? { cacheDir: options.specCacheDir } : {}) });
  const byUrl = new Map<string, PageEntry>();
  for (const entry of pages.values()) byUrl.set(entry.url, entry);

  // Everything else the index holds, but the configuration and the package files at the root.
  const assetFiles = [...project.index.all].filter((rel) => !/\.mdx?$/i.test(rel) && !NOT_ASSETS.has(rel));
  // A spec split over several files is published with the files its `$ref`s read (src/render/layout/spec-ref-files.ts).
  const refs = await specRefFiles(root, configuredSpecs({ api: { ...model.api, asyncapi: [] } }), { ...(options.offline !== undefined ? { offline: options.offline } : {}), ...(options.specCacheDir !== undefined ? { cacheDir: options.specCacheDir } : {}) });
  const assets = assetFiles.filter((rel) => published(rel) || refs.files.has(rel)).sort();
  // A stylesheet or script Mintlify would add to every page: named, since the site has neither.
  appendAll(diagnostics, [...refs.findings, ...customAssetFindings(root, assetFiles)]);
  const { resolved, configPath } = config;
  const redirects = redirectRules(model).map((rule): PlacedRedirect => {
    const at = resolved ? locate(resolved, ['redirects', rule.index]) : undefined;
    return { ...rule, file: at?.file ?? configPath, line: at?.at?.line ?? 1, column: at?.at?.column ?? 1 };
  });
  // A redirect whose destination leads nowhere: `link-broken` at its `destination`, as `check --links` reports it (one judgement, src/project/redirect-targets.ts).
  if (model.redirects.length > 0) {
    const { brokenRedirectTargets, redirectTargetMessage } = await importInTurn(() => import('../../project/redirect-targets.js'));
    const raw = resolved && isRecord(resolved.value) ? resolved.value : model.raw;
    // Every page the build makes counts as there: the generated ones (API, GraphQL, SDK, channel pages) too.
    for (const target of brokenRedirectTargets(raw, model, project.index, { pages: new Set(pages.keys()), unknownUnder: [...generated.unknownUnder, ...graphql.unknownUnder, ...referenceDirs] })) {
      const at = resolved ? locate(resolved, ['redirects', target.index, 'destination']) : undefined;
      diagnostics.push({ file: at?.file ?? configPath, line: at?.at?.line ?? 1, column: at?.at?.column ?? 1, ruleId: 'link-broken', message: redirectTargetMessage(target), severity: 'warn' });
    }
  }
  // Parsed here, once: the layout is synchronous, and a site without a banner never loads the Markdown parser for it.
  const bannerContent = model.banner && model.banner.content.trim() !== '' ? (await importInTurn(() => import('../components/inline-markdown.js'))).inlineMarkdown(model.banner.content) : undefined;
  const languageBanners = await parseLanguageBanners(model);
  const firstPath = pages.has('index') ? 'index' : (order[0] ?? [...pages.keys()].sort()[0]);
  const home = firstPath === undefined ? undefined : pages.get(firstPath);
  return { root, model, ...(repository !== undefined ? { repository } : {}), configPath, configFiles: config.files, ...(resolved ? { resolved } : {}), configHash, pages, byUrl, order, placement, hiddenListings, assets, diagnostics, pageSpecRefs: pageSpecs, unknownApiDirs: [...generated.unknownUnder, ...graphql.unknownUnder, ...referenceDirs], ignores: ignoresOf(root, project.index.policy, project.index.listedIgnored), leftOut: leftOutFiles(root, project.index.ignored), redirects, home, ...(bannerContent !== undefined ? { bannerContent } : {}), ...(languageBanners ? { languageBanners } : {}) };
}

/**
 * The generated references besides OpenAPI: SDK reference pages (`sdk`, src/sdk/), WebSocket
 * channel pages (`asyncapi`, src/asyncapi/) and the channels written pages name, added to
 * `pages` with their findings; returns the folders of references that could not be built.
 */
async function addReferencePages(root: string, model: DocsModel, pages: Map<string, PageEntry>, context: { configPath: string; resolved: ResolvedConfig | undefined; channelPages: readonly WrittenChannelPage[]; diagnostics: Finding[] }): Promise<string[]> {
  const { configPath, resolved, diagnostics } = context;
  const sdk = await sdkNavPages(model, { root, configFile: configPath, existing: new Set(pages.keys()), ...(resolved ? { resolved } : {}) });
  appendAll(diagnostics, sdk.findings);
  for (const page of sdk.pages) pages.set(page.path, { ...entryFor(root, join(root, `${page.path}.mdx`), page.source, true), source: page.source });
  await composeWrittenChannels(root, model, pages, context.channelPages, diagnostics);
  const channels = await asyncApiNavPages(model, { root, configFile: configPath, existing: new Set(pages.keys()), ...(resolved ? { resolved } : {}) });
  appendAll(diagnostics, channels.findings);
  for (const page of channels.pages) pages.set(page.path, { ...entryFor(root, join(root, `${page.path}.mdx`), page.source, true), source: page.source });
  return [...sdk.unknownUnder, ...channels.unknownUnder];
}

/**
 * Written pages whose front matter names an AsyncAPI channel (`asyncapi: "/asyncapi.yaml chat"`):
 * the channel's reference is added after the page's text (src/asyncapi/written.ts), the entry
 * carrying the composed source; a channel that cannot be found is a warning at that line.
 */
async function composeWrittenChannels(root: string, model: DocsModel, pages: Map<string, PageEntry>, written: readonly WrittenChannelPage[], diagnostics: Finding[]): Promise<void> {
  if (written.length === 0) return;
  const configured = [...model.api.asyncapi, ...[...walkNav(model.navigation)].flatMap(({ node }) => node.asyncapi ?? [])];
  const cache: AsyncDocuments = new Map();
  for (const { path, source, value } of written) {
    const entry = pages.get(path);
    if (!entry || value.trim() === '') continue;
    const found = await writtenChannel(root, path, value, configured, cache);
    if ('mdx' in found) {
      const composed = `${source.replace(/\s*$/, '')}\n\n${found.mdx}\n`;
      pages.set(path, { ...entry, source: composed, hash: hashText(composed) });
      continue;
    }
    const line = source.split('\n').findIndex((text) => /^asyncapi\s*:/.test(text)) + 1;
    diagnostics.push({ file: entry.file, line: Math.max(line, 1), column: 1, ruleId: 'asyncapi-pages', severity: 'warn', message: `Unexpected \`asyncapi\` front matter \`${value}\` that docwright cannot draw (${found.reason}), expected a channel of an AsyncAPI document in the project: the page shows its own text only` });
  }
}

/** A written page whose front matter names an AsyncAPI channel, with its text. */
interface WrittenChannelPage {
  path: string;
  source: string;
  value: string;
}

/**
 * A written page whose front matter names an SDK symbol (`sdk: "class Client"`): Mintlify adds
 * that symbol's generated reference below the page's text; docwright shows the text only.
 */
function sdkPageWarning(file: string, source: string, value: unknown): Finding {
  const line = source.split('\n').findIndex((text) => /^sdk\s*:/.test(text)) + 1;
  const shown = typeof value === 'string' ? value : JSON.stringify(value);
  return { file, line: Math.max(line, 1), column: 1, ruleId: 'sdk-reference', severity: 'warn', message: `Unexpected \`sdk\` front matter \`${shown}\` that docwright does not compose (the symbol's generated reference is left out below this page's text), expected the symbol's generated page (\`sdk\` on a tab or group)` };
}

/** What rebuilds a project's ignore test on another thread, by the test (see `handOverProject`). */
const ignoreSources = new WeakMap<SiteProject['ignores'], HandedProject['ignore']>();

/** The ignore test of the project, made outside `loadSiteProject` so it keeps only the policy, not the page index with every page's text (~40 MB at 5,000 pages). */
function ignoresOf(root: string, policy: { outDirs: readonly string[]; ignores(file: string): boolean }, listed: ReadonlyMap<string, unknown> | ReadonlySet<string>): (file: string) => boolean {
  const ignores = (file: string): boolean => policy.ignores(file) && !listed.has(relative(root, file).split(sep).join('/'));
  ignoreSources.set(ignores, { outDirs: [...policy.outDirs], listed: [...listed.keys()] });
  return ignores;
}

/**
 * A project as another thread receives it (issue 51: the dev server's main thread loads it
 * while the render worker loads the renderer): structured clone copies data, not the ignore
 * test, so what rebuilds that test comes along.
 */
export interface HandedProject {
  /** The project without its ignore test (a function) and the configuration's source map (`resolved`, WeakMaps: findings about settings are the loading thread's to report), as render threads get it (src/render/pool.ts). */
  project: Omit<SiteProject, 'ignores' | 'resolved'>;
  /** The ignore policy's output folders (absolute) and the ignored files the navigation lists (root-relative, `/`-separated). */
  ignore: { outDirs: string[]; listed: string[] };
}

/** `project` ready to post to another thread (`takeOverProject` there makes it whole again). */
export function handOverProject(project: SiteProject): HandedProject {
  const { ignores, resolved: _resolved, ...data } = project;
  return { project: data, ignore: ignoreSources.get(ignores) ?? { outDirs: [], listed: [] } };
}

/** The project `handOverProject` posted, whole again: its ignore test reads the ignore files when first asked (a change to a file). */
export function takeOverProject(handed: HandedProject): SiteProject {
  const { root } = handed.project;
  let test: SiteProject['ignores'] | undefined;
  const ignores = (file: string): boolean => {
    test ??= ignoresOf(root, ignorePolicy(root, { outDirs: handed.ignore.outDirs }), new Set(handed.ignore.listed));
    return test(file);
  };
  return { ...handed.project, ignores };
}

/**
 * Whether a `.md`/`.mdx` file is published as a page: one the navigation lists always; one a
 * `--publish` pattern names always; else, with the `all` policy, any page but the
 * repository's own documents (README, AGENTS, LICENSE … at any level).
 */
function publishesPage(page: { page: string; path: string; kind: string }, navPaths: ReadonlySet<string>, policy: PagesPolicy, published: (rel: string) => boolean): boolean {
  if (navPaths.has(page.page) || published(page.path)) return true;
  return policy === 'all' && page.kind === 'page';
}
