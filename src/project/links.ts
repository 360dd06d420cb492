// The one link resolver: what an internal link of a page points at, and what is wrong with it.
// `check --links`, `build` and the `link-target` lint rule all judge links here, each over its
// own view of the site (LinkSite): the project's files (check, lint) or the built pages (build).
//
// A link is left alone when it has a scheme (`https:`, `mailto:` …), is protocol-relative or
// an MDX expression. Otherwise its path (before `?` and `#`, percent-decoded) is resolved
// against the page file's folder (`./x`, `../x`, as Mintlify's renderer resolves them), the
// page's URL (`x`, as the browser resolves it: `x` on `guide/index.mdx`, served at `/guide`, is
// `/x`) or the site root (`/x`); a `../` past the root stops there, as in a browser. The target exists when it is a page (`x`, `x.md` or `x.mdx` naming `x.mdx` or
// `x.md`, `x/` and `x/index` naming `x/index.mdx`, `` naming the home page, a folder without an
// `index` page naming its first page in navigation order, as Mintlify serves it), a page generated
// from a spec, another file of the site, or a redirect source whose redirects end at one of
// those. The fragment (percent-decoded) must be an anchor of the target page (src/parse/anchors.ts).
import { statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { followRedirects, type RedirectRule } from '../config/redirects.js';
import { didYouMean } from '../did-you-mean.js';
import { looseAnchor } from '../parse/loose-anchor.js';
import { controlNamedLinkMessage, hasControlCharacter } from './skipped.js';

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** The site as a link resolver sees it. Paths are root-relative, `/`-separated, without a leading `/`. */
export interface LinkSite {
  /** The page a path without extension names (`guide/intro`, `guide/index`): a key for `anchors` (its file), or undefined. */
  page(path: string): string | undefined;
  /** Whether a path is a file of the site that is no page (an image, a PDF, `llms.txt`). */
  file(path: string): boolean;
  /** Whether a path is a page generated from a spec, or lies where such pages cannot be known (a spec that could not be read). */
  generated(path: string): boolean;
  /** The anchors of a page (a key from `page`); undefined when they are unknown (the page failed to parse). */
  anchors(page: string): ReadonlySet<string> | undefined;
  redirects: readonly RedirectRule[];
  /** The page file on disk that a path without extension names but that is no page of the site (`README.md`, a snippet), if any. */
  unpublished?(path: string): string | undefined;
  /**
   * The page Mintlify serves for a folder that has no `index` page (`guide` → `guide/first-steps.mdx`): the folder's
   * first page in navigation order (a key for `anchors`), or undefined. Folder links are not judged without it.
   */
  folder?(path: string): string | undefined;
  /** The pages of the site (keys for `anchors`) whose file name without extension is `name`: a broken link's message names them. */
  named?(name: string): readonly string[];
}

/**
 * The first page of each folder in navigation order (`guide` → `guide/first-steps.mdx`), as Mintlify serves a
 * folder without an `index` page. `order` holds page paths as the navigation lists them (`guide/first-steps`);
 * `pageOf` names a path's page file (a key for `anchors`), undefined for a path that is no page.
 */
export function folderFirstPages(order: readonly string[], pageOf: (path: string) => string | undefined): Map<string, string> {
  const first = new Map<string, string>();
  for (const entry of order) {
    const page = pageOf(entry.replace(/^\/+/, ''));
    if (page === undefined) continue;
    const parts = page.split('/');
    for (let end = parts.length - 1; end > 0; end--) {
      const folder = parts.slice(0, end).join('/');
      if (!first.has(folder)) first.set(folder, page);
    }
  }
  return first;
}

/** The page files of `pages` by file name without extension (`guide/setup.mdx` under `setup`). */
export function pagesByName(pages: Iterable<string>): Map<string, string[]> {
  const byName = new Map<string, string[]>();
  for (const page of pages) {
    const name = posix.basename(page).replace(/\.mdx?$/i, '');
    const list = byName.get(name);
    if (list) list.push(page);
    else byName.set(name, [page]);
  }
  return byName;
}

/** Whether `path` is a file; a path the system cannot look up (a name past 255 bytes, a file where a folder should be) is none. */
function isFileSync(path: string): boolean {
  try {
    return statSync(path, { throwIfNoEntry: false })?.isFile() === true;
  } catch {
    return false;
  }
}

/** The page file (`x.mdx`, else `x.md`) that the path `stem` (root-relative, without extension) names on disk under `root`, whether published or not. */
export function pageFileOnDisk(root: string, stem: string): string | undefined {
  if (stem === '' || stem.startsWith('../')) return undefined;
  return ['.mdx', '.md'].map((ext) => `${stem}${ext}`).find((rel) => isFileSync(join(root, rel)));
}

export type LinkTarget =
  /** Not an internal link (a scheme, `//host`, an expression). */
  | { kind: 'external' }
  /** No target at all (`[text]()`, `href=""`): the link only reloads the page it is on. */
  | { kind: 'empty' }
  | { kind: 'outside'; path: string }
  /** A page; `fragment` is the decoded `#fragment`, when there is one. */
  | { kind: 'page'; page: string; fragment?: string }
  /** A file, a generated page, the home page or a redirect that ends at one: exists, its anchors are not checked. */
  | { kind: 'exists' }
  | { kind: 'missing'; path: string }
  | { kind: 'redirect-loop' }
  | { kind: 'redirect-dead'; destination: string };

/** The page file a page path names (`guide/intro` → `guide/intro.mdx`, else `guide/intro.md`) among `files`. */
export function pageFileIn(files: ReadonlySet<string>, page: string): string | undefined {
  // Extensions are lower case: `intro.MDX` is no page (src/project/pages.ts).
  if (/\.mdx?$/.test(page) && files.has(page)) return page;
  // An entry written with its extension names the page without it, as `build` reads it (`intro.MDX` → `intro.mdx`).
  const stem = page.replace(/\.mdx?$/i, '');
  for (const ext of ['.mdx', '.md']) if (files.has(`${stem}${ext}`)) return `${stem}${ext}`;
  return undefined;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

// Which JSX attributes Mintlify resolves from the page's folder: one table, in the parser's layer (src/parse/page-links.ts).
export { resolvesAttribute } from '../parse/page-links.js';

/**
 * Whether Mintlify's renderer resolves a relative link against the page file's folder: one written `./x` or `../x`
 * (`remarkResolveRelativeLinks` in @mintlify/common, which also drops a link's `.md`/`.mdx` extension) in a Markdown
 * link or image or an element it rewrites (resolvesAttribute); `asWritten` is a link it leaves as written (`<Tile
 * href>`, a reference definition). Any other relative link (`x`, `x/y.mdx`, `.`) reaches the page as written, and
 * the browser resolves it against the page's URL.
 */
export function resolvedFromFile(url: string, asWritten = false): boolean {
  return !asWritten && /^\.\.?\//.test(url.trim());
}

/**
 * The path a relative link `url` on the page file `from` is resolved from (linkPath takes its folder): the file for
 * a link Mintlify resolves from it (resolvedFromFile), else the page's URL, as the browser resolves it: an `index` page
 * is served at its folder (`guide/index.mdx` at `/guide`, whose folder is the root), so `x` (or `<Tile href="./x">`) on
 * it is `/x`, not `/guide/x`.
 */
export function linkBase(url: string, from: string, asWritten = false): string {
  if (resolvedFromFile(url, asWritten)) return from;
  const stem = from.replace(/\.mdx?$/i, '');
  return stem === 'index' ? '' : stem.endsWith('/index') ? stem.slice(0, -'/index'.length) : from;
}

/** The root-relative path a link names from `from` (a root-relative page path; only its folder matters). */
export function linkPath(url: string, from: string): string {
  const hashAt = url.indexOf('#');
  const raw = ((hashAt === -1 ? url : url.slice(0, hashAt)).split('?')[0] ?? '').trim();
  const decoded = decode(raw);
  const joined = decoded.startsWith('/') ? posix.normalize(decoded).replace(/^\/+/, '') : posix.normalize(posix.join(posix.dirname(from), decoded));
  const clean = joined.replace(/\/+$/, '');
  return clean === '.' ? '' : clean;
}

function isInternal(url: string): boolean {
  return url !== '' && !SCHEME.test(url) && !url.startsWith('//') && !url.startsWith('{');
}

/** A page or a file of the site, without following redirects. */
function direct(site: LinkSite, path: string): LinkTarget | undefined {
  // `/` is the `index` page; without one, the first page of the navigation (it exists).
  if (path === '') return site.page('index') !== undefined ? { kind: 'page', page: site.page('index') ?? '' } : { kind: 'exists' };
  const stem = path.replace(/\.mdx?$/i, '');
  const page = site.page(stem) ?? site.page(`${stem}/index`) ?? (stem === path ? site.folder?.(stem) : undefined);
  if (page !== undefined) return { kind: 'page', page };
  if (site.file(path) || site.generated(stem)) return { kind: 'exists' };
  return undefined;
}

/** How a link is written: `media` for an image, video or other file the page shows; `asWritten` for one Mintlify leaves as written (resolvedFromFile). */
export interface LinkKind {
  media?: boolean;
  asWritten?: boolean;
}

/**
 * Whether `url` reaches a page's Markdown copy: a path ending `.md` that Mintlify's renderer does not rewrite
 * (resolvedFromFile drops the extension), `setup.md` or `/guide/setup.md`, which Mintlify serves as the page's Markdown.
 */
export function markdownCopyLink(url: string, asWritten = false): boolean {
  const trimmed = url.trim();
  return !resolvedFromFile(trimmed, asWritten) && /\.md$/i.test(trimmed.split(/[?#]/, 1)[0] ?? '');
}

/**
 * What `url`, written on the page at `from` (root-relative; `guide/intro.mdx` or the page's
 * path `guide/intro`), points at. `media` links (images, videos) name files: no page, no redirect.
 * A link to a page's Markdown copy (markdownCopyLink) is the page without its fragment: the copy has no anchors.
 */
export function resolveLink(url: string, from: string, site: LinkSite, options: LinkKind = {}): LinkTarget {
  const trimmed = url.trim();
  if (trimmed === '') return { kind: 'empty' };
  if (!isInternal(trimmed)) return { kind: 'external' };
  const hashAt = trimmed.indexOf('#');
  const fragment = hashAt === -1 ? undefined : decode(trimmed.slice(hashAt + 1));
  const pathPart = (hashAt === -1 ? trimmed : trimmed.slice(0, hashAt)).split('?')[0] ?? '';
  const copy = !options.media && markdownCopyLink(trimmed, options.asWritten);
  const withFragment = (target: LinkTarget): LinkTarget => (target.kind === 'page' && fragment !== undefined && fragment !== '' && !copy ? { ...target, fragment } : target);
  if (pathPart === '') {
    // `#anchor` (or `?q#anchor`): this page.
    const here = from.replace(/\.mdx?$/i, '');
    return withFragment(site.page(here) !== undefined ? { kind: 'page', page: site.page(here) ?? '' } : { kind: 'exists' });
  }
  const path = linkPath(trimmed, linkBase(trimmed, from, options.asWritten));
  if (path === '..' || path.startsWith('../')) {
    if (options.media) return { kind: 'outside', path };
    // A browser stops a `../` at the site's root (`../guide` on a top-level page is `/guide`): a link that reaches a page
    // that way works on the published site; one that reaches nothing is still outside the project.
    // A `../x.md` Mintlify rewrites is the page `/x` there: its extension goes before the link is read again from the root.
    const stripped = path.replace(/^(\.\.(\/|$))+/, '');
    const above = copy ? stripped : stripped.replace(/\.md$/i, '');
    const clamped = resolveLink(`/${above}${trimmed.slice(trimmed.search(/[?#]|$/))}`, from, site, options.asWritten ? { asWritten: true } : {});
    return clamped.kind === 'missing' ? { kind: 'outside', path } : clamped;
  }
  if (options.media) return site.file(path) ? { kind: 'exists' } : { kind: 'missing', path };
  const found = direct(site, path);
  if (found) return withFragment(found);
  const redirect = followRedirects(site.redirects, `/${path}`, (to) => direct(site, to.replace(/^\/+/, '').replace(/\/+$/, '')) !== undefined);
  if (redirect.kind === 'none') return { kind: 'missing', path };
  if (redirect.kind === 'loop') return { kind: 'redirect-loop' };
  if (redirect.external !== undefined) return { kind: 'exists' };
  const destination = redirect.path ?? '';
  if (direct(site, destination.replace(/^\/+/, '').replace(/\/+$/, '')) !== undefined) return { kind: 'exists' };
  return { kind: 'redirect-dead', destination };
}

export interface LinkProblem {
  ruleId: 'link-broken' | 'link-anchor-broken' | 'link-extension';
  message: string;
  /**
   * `warn` for a link that reaches its page, where every command (lint, `check --links`, `build`, `dev`) reports it at
   * most as a warning: one that works here but not on Mintlify (`link-extension`), and an anchor the page does not have
   * (`link-anchor-broken`: the reader lands at the top of the right page, and `mint broken-links` judges anchors only
   * with `--check-anchors`). `build --strict` raises the anchor to an error, as it does a broken link.
   */
  severity?: 'warn';
  /** What the link points at. */
  target: LinkTarget;
}

/**
 * The anchor a broken fragment meant on a page: one equal but for case and punctuation,
 * else the nearest typo. Remembers each page's loose anchors.
 */
export function nearMissFinder(): (page: string, anchors: ReadonlySet<string>, fragment: string) => string | undefined {
  const loose = new Map<string, Map<string, string>>();
  return (page, anchors, fragment) => {
    let map = loose.get(page);
    if (!map) {
      map = new Map();
      for (const anchor of anchors) if (!map.has(looseAnchor(anchor))) map.set(looseAnchor(anchor), anchor);
      loose.set(page, map);
    }
    return map.get(looseAnchor(fragment)) ?? (anchors.size <= 2000 ? didYouMean(fragment, [...anchors]) : undefined);
  };
}

/**
 * What is wrong with `url` (written on the page at `from`), or undefined when nothing is.
 * `nearMiss` proposes the anchor a broken fragment meant.
 */
export function linkProblem(url: string, from: string, site: LinkSite, options: LinkKind & { nearMiss?: (page: string, anchors: ReadonlySet<string>, fragment: string) => string | undefined } = {}): LinkProblem | undefined {
  const kind: LinkKind = { ...(options.media ? { media: true } : {}), ...(options.asWritten ? { asWritten: true } : {}) };
  const target = resolveLink(url, from, site, kind);
  const problem = browserProblem(target, url.trim(), from, site, kind) ?? describe(target, url.trim(), site, options) ?? (options.media ? undefined : extensionProblem(target, url.trim(), kind.asWritten));
  return problem === undefined ? undefined : { ...problem, target };
}

/**
 * A link that the browser resolves from an `index` page's URL (`setup` on `guide/index.mdx`, served at `/guide`, is
 * `/setup`; so is `<Tile href="./setup">`, which Mintlify leaves as written) to nothing, where the same link resolved
 * from the page's folder reaches a page or file: the author meant that one, and the message names both, and what
 * reaches it on Mintlify: `./setup` in a Markdown link or an element Mintlify rewrites, else the root path `/guide/setup`.
 */
function browserProblem(target: LinkTarget, shown: string, from: string, site: LinkSite, kind: LinkKind): Omit<LinkProblem, 'target'> | undefined {
  // A root-relative (`/setup`) or scheme link is resolved from no page: only a relative one has a folder meant.
  if (target.kind !== 'missing' || /^(?:\/|[a-z][a-z0-9+.-]*:)/i.test(shown) || linkBase(shown, from, kind.asWritten) === from) return undefined;
  const fromFolder = /^\.\.?\//.test(shown) ? shown : `./${shown}`;
  const meant = resolveLink(fromFolder, from, site, kind.media ? { media: true } : {});
  if (meant.kind !== 'page' && meant.kind !== 'exists') return undefined;
  const served = `/${linkBase(shown, from, kind.asWritten)}`;
  const path = `/${linkPath(fromFolder, from)}`;
  const what = meant.kind === 'page' ? `the page \`${meant.page}\`` : `\`${path}\``;
  const at = shown.search(/[?#]/);
  const rest = at === -1 ? '' : shown.slice(at);
  const found = `Unexpected link \`${shown}\` to \`/${target.path}\`, which does not exist (this page is served at \`${served}\` and a browser resolves the link from there)`;
  if (!kind.asWritten) return { ruleId: 'link-broken', message: `${found}, expected \`./${shown}\` (${what}, which Mintlify resolves from the page's folder)` };
  const route = meant.kind === 'page' ? routeOf(meant.page) : path;
  return { ruleId: 'link-broken', message: `${found}, expected \`${route}${rest}\` (${what}, which the author meant: Mintlify resolves \`./\` from the page's folder only in Markdown links and in \`a\`, \`Card\`, \`img\` and \`source\`)` };
}

/**
 * A link to a page written with its `.mdx` extension (`setup.mdx`, `/guide/setup.mdx`): docwright's build takes it
 * to the page, Mintlify serves no page at that URL (a 404). One written with `.md` (`setup.md`) reaches the page's
 * Markdown copy, on Mintlify as in the build (markdownCopyLink), not the page. The route to write keeps the query and
 * fragment. A Markdown link written `./setup.mdx` or `../guide/setup.md` is none: Mintlify's renderer drops the
 * extension (resolvedFromFile); `<Tile href="./setup.mdx">` is one (`asWritten`).
 */
function extensionProblem(target: LinkTarget, shown: string, asWritten = false): Omit<LinkProblem, 'target'> | undefined {
  if (target.kind !== 'page' || resolvedFromFile(shown, asWritten)) return undefined;
  const end = shown.search(/[?#]/);
  const path = end === -1 ? shown : shown.slice(0, end);
  const extension = /\.mdx?$/i.exec(path)?.[0];
  if (extension === undefined) return undefined;
  const route = `${path.slice(0, -extension.length)}${end === -1 ? '' : shown.slice(end)}`;
  const served = markdownCopyLink(shown, asWritten) ? "Mintlify serves the page's Markdown copy there, and the page without it" : 'Mintlify serves the page without it';
  return { ruleId: 'link-extension', severity: 'warn', message: `Unexpected \`${extension}\` extension in link \`${shown}\`, expected \`${route}\` (${served})` };
}

/** The route of a page file, as a link writes it from the root (`guide/setup.mdx` → `/guide/setup`, `guide/index.md` → `/guide`). */
function routeOf(page: string): string {
  const route = page.replace(/\.mdx?$/i, '').replace(/(^|\/)index$/, '');
  return `/${route}`;
}

/**
 * The page a link reaches once its leading folders are dropped (`/docs/es/cli` → `es/cli/index.mdx`, a base path the
 * site is not served under), the longest such path first; undefined when none does.
 */
function prefixedPage(site: LinkSite, path: string): string | undefined {
  const parts = path.split('/');
  for (let start = 1; start < parts.length; start++) {
    const found = direct(site, parts.slice(start).join('/'));
    if (found?.kind === 'page') return found.page;
  }
  return undefined;
}

/**
 * A link to a page that is not where the link looks: one its path reaches without its leading folders
 * (prefixedPage), else the one to three pages of the site that have its name. The message names them.
 */
function movedProblem(site: LinkSite, path: string, shown: string): Omit<LinkProblem, 'target'> | undefined {
  const name = posix.basename(path).replace(/\.mdx?$/i, '');
  const at = shown.search(/[?#]/);
  const rest = at === -1 ? '' : shown.slice(at);
  // `guide/index` with no such page: the page its folder's URL serves (`guide.mdx`, or the folder's first page), not the root `index` a dropped prefix reaches.
  const folder = name === 'index' ? posix.dirname(path.replace(/\.mdx?$/i, '')) : '.';
  const served = folder === '.' ? undefined : direct(site, folder);
  if (served?.kind === 'page') return { ruleId: 'link-broken', message: `Unexpected link \`${shown}\` to a page that does not exist, expected \`/${folder}${rest}\` (the page \`${served.page}\`)` };
  const prefixed = prefixedPage(site, path);
  const pages = prefixed !== undefined ? [prefixed] : name === '' || name === 'index' ? [] : (site.named?.(name) ?? []);
  if (pages.length === 0 || pages.length > 3) return undefined;
  const routes = pages.map((page) => `\`${routeOf(page)}${rest}\``);
  const expected = routes.length === 1 ? `${routes[0] ?? ''} (the page \`${pages[0] ?? ''}\`)` : `one of ${routes.join(', ')}`;
  return { ruleId: 'link-broken', message: `Unexpected link \`${shown}\` to a page that does not exist, expected ${expected}` };
}

/** A link to a page file Mintlify does not publish as a page (`README.md`, a snippet): it names the file. */
function unpublishedProblem(site: LinkSite, path: string, shown: string): Omit<LinkProblem, 'target'> | undefined {
  const file = site.unpublished?.(path.replace(/\.mdx?$/i, ''));
  return file === undefined ? undefined : { ruleId: 'link-broken', message: `Unexpected link \`${shown}\` to \`${file}\`, which is not published as a page, expected a page of the site` };
}

/**
 * A link that reaches nothing: it names the files looked for and not found, and what resolves it. A path with an
 * extension other than `.md`/`.mdx` names a file (`files/guide.pdf`); any other a page, as `.mdx`, `.md` or a folder's `index`.
 */
function missingMessage(path: string, shown: string): string {
  const name = posix.basename(path);
  if (/\.[a-z][a-z0-9]*$/i.test(name) && !/\.mdx?$/i.test(name)) {
    return `Unexpected link \`${shown}\` to a file that does not exist (no \`${path}\` in the project), expected a link to a file or page that exists`;
  }
  const stem = path.replace(/\.mdx?$/i, '');
  // A link that already names the page's file (`/guides/setup.mdx`) is not told to name it so.
  const written = name.endsWith('.mdx') ? '' : `, or the page written as \`${stem}.mdx\``;
  return `Unexpected link \`${shown}\` to a page that does not exist (no \`${stem}.mdx\`, \`${stem}.md\` or \`${stem}/index.mdx\` in the project), expected a link to a page that exists${written}`;
}

/** The folders another tool serves at the site's root: Docusaurus's `static/`, Astro's (and so Starlight's) `public/`. */
const SERVED_AT_ROOT: readonly (readonly [folder: string, tool: string])[] = [['static', 'Docusaurus'], ['public', 'Astro']];

/**
 * A root link to a file of a Docusaurus `static/` or Astro `public/` folder (`/img/logo.png` for `static/img/logo.png`):
 * the tool serves it at the root, Mintlify at its path in the project, so the message says where to move it.
 */
function staticProblem(site: LinkSite, path: string, shown: string): Omit<LinkProblem, 'target'> | undefined {
  if (!shown.startsWith('/')) return undefined;
  const served = SERVED_AT_ROOT.find(([folder]) => !path.startsWith(`${folder}/`) && site.file(`${folder}/${path}`));
  if (served === undefined) return undefined;
  const [folder, tool] = served;
  return { ruleId: 'link-broken', message: `Unexpected link \`${shown}\` to \`${folder}/${path}\`, which ${tool} serves at \`/${path}\` and Mintlify at \`/${folder}/${path}\`, expected the file moved to \`${path}\` (or the link written \`/${folder}/${path}\`)` };
}

function describe(target: LinkTarget, shown: string, site: LinkSite, options: { media?: boolean; nearMiss?: (page: string, anchors: ReadonlySet<string>, fragment: string) => string | undefined }): Omit<LinkProblem, 'target'> | undefined {
  switch (target.kind) {
    case 'external':
    case 'exists':
      return undefined;
    case 'empty':
      return { ruleId: 'link-broken', message: 'Unexpected empty link target, expected the page, file or URL it leads to' };
    case 'outside':
      return { ruleId: 'link-broken', message: `Unexpected link \`${shown}\` outside the project, expected ${options.media ? 'an image, video or other file of the project' : 'a page of the site'}` };
    case 'missing':
      // A name with a control character: no file so named is built or published, whether or not it is there.
      if (hasControlCharacter(target.path)) return { ruleId: 'link-broken', message: controlNamedLinkMessage(shown, target.path) };
      return staticProblem(site, target.path, shown) ?? (options.media
        ? { ruleId: 'link-broken', message: `Missing file \`${shown}\`, expected an image, video or other file of the project` }
        : unpublishedProblem(site, target.path, shown) ?? movedProblem(site, target.path, shown) ?? { ruleId: 'link-broken', message: missingMessage(target.path, shown) });
    case 'redirect-loop':
      return { ruleId: 'link-broken', message: `Unexpected link \`${shown}\` to redirects that go round in a circle, expected a link to a page` };
    case 'redirect-dead':
      return { ruleId: 'link-broken', message: `Unexpected link \`${shown}\` to a redirect whose destination \`${target.destination}\` does not exist, expected a page or file of the project` };
    case 'page': {
      if (target.fragment === undefined) return undefined;
      const anchors = site.anchors(target.page);
      // Compared as the browser compares it, decoded but not cleaned: `#a%3A-b` does not reach the id `a-b`
      // (Mintlify's checker cleans fragments, its pages do not: test/check/mint-oracle.test.ts).
      // `#top` with no such id is the top of the page: the browser scrolls there (HTML's indicated part of the document).
      if (!anchors || anchors.has(target.fragment) || target.fragment.toLowerCase() === 'top') return undefined;
      const near = options.nearMiss?.(target.page, anchors, target.fragment);
      // The page is named once: after `expected`, or after the link when the expected anchor is named instead.
      const name = `\`${target.page}\``;
      const here = shown.startsWith('#') || shown.startsWith('?');
      const link = here ? '' : ` in link \`${shown}\``;
      if (near !== undefined) return { ruleId: 'link-anchor-broken', severity: 'warn', message: `Unexpected anchor \`#${target.fragment}\`${link}${here ? '' : ` to ${name}`}, expected \`#${near}\` (did you mean it?)` };
      return { ruleId: 'link-anchor-broken', severity: 'warn', message: `Unexpected anchor \`#${target.fragment}\`${link}, expected a heading or \`id\` of ${here ? 'this page' : name}` };
    }
  }
}
