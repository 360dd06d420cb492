// `docwright migrate` on an Astro Starlight site: `astro.config.mjs` (or `.js`, `.ts`, …) parsed with acorn and read
// as data, never run (src/migrate/estree-data.ts). The object given to `starlight({…})` becomes a new docs.json:
// `title` its `name`, `logo`, `favicon`, `social` the footer's socials, `sidebar` the navigation (a group for each
// `items` or labelled `autogenerate` entry, a slug or internal `link` the page file it names under
// `src/content/docs/`, `collapsed` and `badge` as `expanded` and `tag`), `locales` one `navigation.languages` entry
// each, and the accent colour of `customCss` when it is a literal hex colour. What has no place in docs.json, or is
// not literal data (a variable bound to code, a call, a spread), is a `migrate-dropped` warning at its place in the
// configuration; what is carried over in another form is a `migrate-changed` warning. Pages keep their paths: the
// navigation names them where they are (`src/content/docs/guides/example`), and a note says how to move them.
import { existsSync } from 'node:fs';
import { join, posix } from 'node:path';
import type { Finding } from '../findings/finding.js';
import { socialKeys } from '../config/schema/constants.js';
import { contrastRatio, mixColors } from '../css-color.js';
import { languageCodes } from '../config/schema/current.js';
import { isRecord } from '../guards.js';
import { readRegularSync, realPathInsideSync } from '../fs/paths.js';
import type { At, DataNode } from './js-data.js';
import { ModuleReader, parseModule } from './estree-data.js';
import { MIGRATED_PRIMARY, MIGRATED_PRIMARY_REASON } from './defaults.js';
import { contentFindings, mintlifyReadingFindings, frontMatterFindings, readFrontMatter, type FrontMatter, type KeyFate } from './page-source.js';
import { walkPages } from './walk.js';

/** The files an Astro project's configuration is in, the first found read (Astro's own order). */
export const ASTRO_CONFIGS = ['astro.config.mjs', 'astro.config.js', 'astro.config.ts', 'astro.config.mts', 'astro.config.cjs', 'astro.config.cts'];
/** Where Starlight's pages are (its `docs` content collection). */
export const STARLIGHT_DOCS = 'src/content/docs';
/** The largest configuration file read (a bigger one is named, not read). */
const MAX_CONFIG = 2_000_000;

/** A file of the project as text: only a regular file whose real path is inside `root` (a named pipe is never waited on, a link leading out is not followed); throws otherwise. */
function readInside(root: string, file: string): string {
  return readRegularSync(realPathInsideSync(root, file)).toString('utf8');
}

/** The Astro configuration of the Starlight site at `root` (root-relative), or undefined when the folder is no Starlight site. */
export function starlightSite(root: string): string | undefined {
  const config = ASTRO_CONFIGS.find((f) => existsSync(join(root, f)));
  if (config === undefined) return undefined;
  let text = '';
  try {
    text = readInside(root, join(root, config)).slice(0, MAX_CONFIG);
  } catch {
    // Unreadable: a Starlight site still when its pages are where Starlight keeps them.
  }
  return text.includes('@astrojs/starlight') || existsSync(join(root, STARLIGHT_DOCS)) ? config : undefined;
}

/** One page of `src/content/docs/`: its path as docs.json names it, its slug and its sidebar front matter. */
interface Page {
  /** `src/content/docs/guides/example`. */
  page: string;
  /** The file, root-relative, with its extension. */
  file: string;
  /** Starlight's slug: `guides/example` (`''` for the home page). */
  slug: string;
  order: number | undefined;
  /** Left out of the sidebar: `sidebar.hidden` or `draft`. */
  hidden: boolean;
  /** `draft: true`: Starlight builds it in development only. */
  draft: boolean;
  /** `sidebar.label` and the text of `sidebar.badge`, which the navigation of docs.json cannot carry. */
  label: string | undefined;
  badge: string | undefined;
  /** A Markdoc page (`.mdoc`), which Mintlify does not read. */
  markdoc: boolean;
  front: FrontMatter;
  /** The page's text (its first `MAX_PAGE` characters). */
  text: string;
}

const PAGE = /\.(mdx?|mdoc)$/i;

/** A file or folder name as Astro's loader slugs it (github-slugger): lower case, spaces as `-`, punctuation left out. */
function slugPart(part: string): string {
  return part
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replace(/ /g, '-');
}

/** A slug as a sidebar names it: no leading or trailing `/`, no `index` at its end. */
function normalSlug(slug: string): string {
  const parts = slug.replace(/[#?].*$/, '').split('/').filter((p) => p !== '');
  if (parts.at(-1) === 'index') parts.pop();
  return parts.join('/');
}

const badgeText = (value: unknown): string | undefined => (typeof value === 'string' ? value : isRecord(value) && typeof value.text === 'string' ? value.text : undefined);

/** The most of a page read (its front matter and the text its notes are about). */
const MAX_PAGE = 1_000_000;

/** Every page under `src/content/docs/` (files and folders starting `_` or `.` left out, as Astro's loader does). */
function starlightPages(root: string): Page[] {
  const out: Page[] = [];
  walkPages(root, STARLIGHT_DOCS, { page: PAGE, links: 'skip', limit: 20_000 }, (path, name) => {
    let text = '';
    try {
      text = readInside(root, join(root, path)).slice(0, MAX_PAGE);
    } catch {
      // Unreadable: its slug from its name alone.
    }
    const front = readFrontMatter(text);
    const data = front.data;
    const sidebar = isRecord(data.sidebar) ? data.sidebar : {};
    const inDocs = posix.relative(STARLIGHT_DOCS, path).replace(PAGE, '');
    const slug = typeof data.slug === 'string' ? normalSlug(data.slug) : normalSlug(inDocs.split('/').map(slugPart).join('/'));
    out.push({
      page: path.replace(PAGE, ''),
      file: path,
      slug,
      order: typeof sidebar.order === 'number' ? sidebar.order : undefined,
      hidden: sidebar.hidden === true || data.draft === true,
      draft: data.draft === true,
      label: typeof sidebar.label === 'string' ? sidebar.label : undefined,
      badge: badgeText(sidebar.badge),
      markdoc: /\.mdoc$/i.test(name),
      front,
      text,
    });
  });
  return out;
}

type Json = Record<string, unknown>;
type Entry = string | Json;

interface Context {
  root: string;
  /** The configuration file, root-relative (`astro.config.mjs`) and absolute. */
  name: string;
  file: string;
  pages: Page[];
  findings: Finding[];
  /** The pages the navigation lists. */
  listed: Set<string>;
  /** The pages the navigation being built lists (one language's), each with the place of its first sidebar entry. */
  shown: Map<string, At>;
  /** External sidebar links, as `navigation.global.anchors`. */
  anchors: Json[];
  /** The locale whose navigation is being built (`undefined`: the default one), its folder and its `lang` as written. */
  locale: { dir: string; lang: string } | undefined;
  /** The default locale's folder (`''`: the root of `src/content/docs/`). */
  defaultDir: string;
  /** The folders of the other locales (their pages are not the default locale's). */
  localeDirs: string[];
  /** The folders of the locales left out of `navigation.languages` (a language Mintlify lacks): their pages are named once, by the locale. */
  droppedDirs: string[];
  /** The drafts a sidebar entry names (by page), at the first such entry: their draft note names it. */
  namedDrafts: Map<string, At>;
  /** Building another locale's copy of the navigation: its notes were said for the first. */
  quiet: boolean;
}

const field = (node: DataNode | undefined, key: string): DataNode | undefined => (node?.kind === 'object' ? node.entries.find((e) => e.key === key)?.value : undefined);
const stringOf = (node: DataNode | undefined): string | undefined => (node?.kind === 'string' ? node.value : undefined);
const boolOf = (node: DataNode | undefined): boolean | undefined => (node?.kind === 'boolean' ? node.value : undefined);

function note(ctx: Pick<Context, 'file' | 'findings' | 'quiet'>, at: At, ruleId: 'migrate-dropped' | 'migrate-changed', message: string): void {
  // Each locale's navigation is built from the same sidebar: its notes are said once, for the default locale.
  if (ctx.quiet) return;
  if (ctx.findings.some((f) => f.file === ctx.file && f.line === at.line && f.column === at.column && f.message === message)) return;
  ctx.findings.push({ file: ctx.file, line: at.line, column: at.column, ruleId, severity: 'warn', message });
}

/** The note for a part of the configuration that is not literal data. */
function unreadable(ctx: Context, node: { text: string; at: At }, what: string): void {
  note(ctx, node.at, 'migrate-dropped', `Unexpected \`${node.text}\` in \`${ctx.name}\` that is not literal data, expected strings, numbers, objects and arrays: \`docwright migrate\` reads the configuration as data and never runs it, so ${what} is not carried over (write it out, or add it to \`docs.json\` by hand)`);
}

/** Each unreadable part of a value, named. */
function unreadableIn(ctx: Context, node: DataNode | undefined, what: string): void {
  if (node === undefined) return;
  if (node.kind === 'unreadable') unreadable(ctx, node, what);
  if (node.kind === 'array') for (const item of node.items) unreadableIn(ctx, item, what);
  if (node.kind === 'object') {
    for (const bad of node.unread) unreadable(ctx, bad, what);
    for (const entry of node.entries) unreadableIn(ctx, entry.value, what);
  }
}

/** The page a slug names, in the locale being built (its translation when there is one, else the default locale's page, as Starlight falls back). */
function pageOf(ctx: Context, slug: string): Page | undefined {
  const wanted = normalSlug(slug);
  const own = (s: string): Page | undefined => ctx.pages.find((p) => p.slug === s && !p.markdoc);
  const fallback = own(normalSlug(`${ctx.defaultDir}/${wanted}`));
  return ctx.locale === undefined ? fallback : (own(normalSlug(`${ctx.locale.dir}/${wanted}`)) ?? fallback);
}

/** A page of the default locale as the locale being built shows it: its translation when there is one. */
function translated(ctx: Context, page: Page): Page {
  if (ctx.locale === undefined) return page;
  const rest = ctx.defaultDir === '' ? page.slug : page.slug.slice(ctx.defaultDir.length + 1);
  return pageOf(ctx, rest) ?? page;
}

/** A page as the navigation lists it, at the sidebar entry `at`: nothing when it is a draft or listed already (Starlight shows it twice; `docs.json` lists a page once, so the first place stays). */
function listed(ctx: Context, page: Page, at: At): string[] {
  if (page.draft) return [];
  const first = ctx.shown.get(page.page);
  if (first !== undefined) {
    note(ctx, at, 'migrate-changed', `Unexpected sidebar entry for \`${page.page}\`, listed already at ${String(first.line)}:${String(first.column)}, expected each page once: Starlight shows it twice, but \`docs.json\` lists a page once in a language (\`docwright check\` warns \`nav-page-duplicate\`), so this entry is left out and the page stays at its first place`);
    return [];
  }
  ctx.shown.set(page.page, at);
  ctx.listed.add(page.page);
  return [page.page];
}

/** A page's sidebar front matter (`sidebar.label`, `sidebar.badge`) that docs.json's navigation cannot carry, named in the page (once). */
function pageNotes(ctx: Context, page: Page): void {
  if (ctx.quiet) return;
  const file = join(ctx.root, page.file);
  const say = (key: string, message: string): void => {
    const at = page.front.at.get(key) ?? { line: 1, column: 1 };
    if (!ctx.findings.some((f) => f.file === file && f.message === message)) ctx.findings.push({ file, line: at.line, column: at.column, ruleId: 'migrate-changed', severity: 'warn', message });
  };
  if (page.label !== undefined) say('sidebar.label', `Unexpected \`sidebar.label\` \`${page.label}\` in the front matter, expected \`sidebarTitle: ${page.label}\`: Mintlify reads \`sidebarTitle\`, so the navigation shows the page's title until it is renamed`);
  if (page.badge !== undefined) say('sidebar.badge', `Unexpected \`sidebar.badge\` \`${page.badge}\` in the front matter, expected \`tag: ${page.badge}\`: Mintlify reads \`tag\`, so the navigation shows no badge until it is renamed`);
}

/** A page item (a slug, `{slug}` or an internal `{link}`), with its `label` and `badge` named when the navigation cannot show them. */
function pageItem(ctx: Context, item: DataNode, slug: string, at: At): Entry[] {
  const page = pageOf(ctx, slug);
  if (page === undefined) {
    const markdoc = ctx.pages.find((p) => p.slug === normalSlug(slug) && p.markdoc);
    note(ctx, at, 'migrate-dropped', markdoc !== undefined
      ? `Unexpected Markdoc page \`${markdoc.file}\`, expected a \`.md\` or \`.mdx\` page: Mintlify does not read Markdoc, so it is not carried over (rewrite it as MDX)`
      : `Unexpected slug \`${slug}\` that names no page in \`${STARLIGHT_DOCS}/\`, expected the slug of a page there (its path without extension): it is not carried over`);
    return [];
  }
  if (page.draft) {
    // A draft is left out of the navigation: its one note (at its \`draft: true\`, \`pageFindings\`) names this entry. A note
    // on how the navigation would label or badge a page it does not list would tell the reader to fix what is not shown.
    if (!ctx.quiet && !ctx.namedDrafts.has(page.page)) ctx.namedDrafts.set(page.page, at);
    return [];
  }
  const label = stringOf(field(item, 'label'));
  if (label !== undefined) note(ctx, field(item, 'label')?.at ?? at, 'migrate-changed', `Unexpected sidebar \`label\` \`${label}\` of \`${page.file}\`, expected \`sidebarTitle: ${label}\` in the page's front matter: docs.json's navigation shows the page's own title (add \`sidebarTitle\`)`);
  const badge = badgeText(plainOf(field(item, 'badge')));
  if (badge !== undefined) note(ctx, field(item, 'badge')?.at ?? at, 'migrate-changed', `Unexpected sidebar \`badge\` \`${badge}\` of \`${page.file}\`, expected \`tag: ${badge}\` in the page's front matter: docs.json's navigation lists pages by path, so the badge is not shown (add the \`tag\`)`);
  pageNotes(ctx, page);
  return listed(ctx, page, at);
}

/** A data node as plain JSON (an unreadable part left out). */
function plainOf(node: DataNode | undefined): unknown {
  if (node === undefined || node.kind === 'unreadable') return undefined;
  if (node.kind === 'array') return node.items.map(plainOf).filter((v) => v !== undefined);
  if (node.kind === 'object') return Object.fromEntries(node.entries.flatMap((e) => { const v = plainOf(e.value); return v === undefined ? [] : [[e.key, v]]; }));
  return node.kind === 'null' ? null : node.value;
}

/** A group's label in the locale being built: its `translations` entry for the locale's `lang`, else as written. */
function labelOf(ctx: Context, item: DataNode): string {
  const label = stringOf(field(item, 'label')) ?? '';
  const translations = field(item, 'translations');
  if (ctx.locale === undefined || translations?.kind !== 'object') return label;
  const lang = ctx.locale.lang.toLowerCase();
  return stringOf(translations.entries.find((e) => e.key.toLowerCase() === lang)?.value) ?? label;
}

/** The folder's pages as Starlight's `autogenerate` lists them: by `sidebar.order`, then slug; a subfolder a group (expanded unless `collapsed`). */
function autogenerated(ctx: Context, directory: string, collapsed: boolean, at: At): Entry[] {
  // The default locale's folder is listed; another locale shows each page's translation where it has one.
  const base = normalSlug(`${ctx.defaultDir}/${directory}`);
  const prefix = base === '' ? '' : `${base}/`;
  const inFolder = ctx.pages.filter((p) => !p.hidden && !p.markdoc && (p.slug.startsWith(prefix) || (base !== '' && p.slug === base)) && !ctx.localeDirs.some((d) => p.slug === d || p.slug.startsWith(`${d}/`)));
  interface Dir { name: string; slug: string; pages: Page[]; dirs: Map<string, Dir> }
  const tree: Dir = { name: base, slug: base, pages: [], dirs: new Map() };
  // Deepest first, so a folder exists before its index page (`guides/stunts/index.md`, slug `guides/stunts`) is placed in it.
  const depthOf = (p: Page): number => p.slug.split('/').length;
  for (const page of [...inFolder].sort((a, b) => depthOf(b) - depthOf(a))) {
    const parts = (page.slug === base ? '' : page.slug.slice(prefix.length)).split('/').filter((p) => p !== '');
    let node = tree;
    for (const part of parts.slice(0, -1)) {
      let next = node.dirs.get(part);
      if (next === undefined) {
        next = { name: part, slug: `${node.slug === '' ? '' : `${node.slug}/`}${part}`, pages: [], dirs: new Map() };
        node.dirs.set(part, next);
      }
      node = next;
    }
    // A folder's index page (`guides/index.md`, slug `guides`) goes inside the folder, first.
    const last = parts.at(-1);
    const folder = last === undefined ? undefined : node.dirs.get(last);
    (folder ?? node).pages.push(page);
  }
  const order = (d: Dir): number => Math.min(...d.pages.map((p) => p.order ?? Number.MAX_VALUE), ...[...d.dirs.values()].map(order));
  const collator = new Intl.Collator('en');
  const entries = (dir: Dir): Entry[] => {
    const items: { order: number; key: string; entries: Entry[] }[] = dir.pages.map((p) => ({ order: p.order ?? Number.MAX_VALUE, key: p.slug, entries: listed(ctx, translated(ctx, p), at) }));
    for (const sub of dir.dirs.values()) {
      const pages = entries(sub);
      if (pages.length > 0) items.push({ order: order(sub), key: sub.slug, entries: [{ group: sub.name, ...(collapsed ? {} : { expanded: true }), pages }] });
    }
    // The folder's own index page first, then by order and slug (Starlight's order).
    items.sort((a, b) => Number(b.key === dir.slug) - Number(a.key === dir.slug) || (a.order === b.order ? collator.compare(a.key, b.key) : a.order < b.order ? -1 : 1));
    for (const p of dir.pages) pageNotes(ctx, p);
    return items.flatMap((i) => i.entries);
  };
  return entries(tree);
}

/** A sidebar item (or a list of them) as docs.json entries; `depth` 0 is the sidebar's top level. */
function items(ctx: Context, node: DataNode, depth: number): Entry[] {
  if (node.kind === 'unreadable') {
    unreadable(ctx, node, 'this sidebar entry');
    return [];
  }
  if (node.kind === 'array') return node.items.flatMap((item) => items(ctx, item, depth));
  if (node.kind === 'string') return pageItem(ctx, node, node.value, node.at);
  if (node.kind !== 'object') {
    note(ctx, node.at, 'migrate-dropped', 'Unexpected sidebar entry that is neither a slug nor an object, expected a slug or `{label, items}`: it is not carried over');
    return [];
  }
  for (const bad of node.unread) unreadable(ctx, bad, 'this part of the sidebar entry');
  const attrs = field(node, 'attrs');
  if (attrs !== undefined) note(ctx, attrs.at, 'migrate-dropped', `Unexpected sidebar \`attrs\` with no place in \`docs.json\`, expected a label, a page or a group: the HTML attributes of a sidebar link are not carried over`);
  const inner = field(node, 'items');
  const auto = field(node, 'autogenerate');
  const slug = field(node, 'slug');
  const link = field(node, 'link');
  const label = labelOf(ctx, node);
  const collapsedNode = field(node, 'collapsed');
  const collapsed = boolOf(collapsedNode) ?? false;
  if (inner !== undefined || auto !== undefined) {
    const autoCollapsed = boolOf(field(auto, 'collapsed')) ?? collapsed;
    const directory = stringOf(field(auto, 'directory'));
    if (auto !== undefined && directory === undefined) {
      unreadableIn(ctx, auto, 'the autogenerated folder');
      if (auto.kind !== 'unreadable') note(ctx, auto.at, 'migrate-dropped', 'Unexpected `autogenerate` without a `directory` string, expected `{directory: \'folder\'}`: its pages are not carried over');
    }
    const pages = inner !== undefined ? items(ctx, inner, depth + 1) : directory === undefined ? [] : autogenerated(ctx, directory, autoCollapsed, auto?.at ?? node.at);
    // An unlabelled `autogenerate` entry inside a group lists the folder's pages in place.
    if (stringOf(field(node, 'label')) === undefined && inner === undefined) return pages;
    const badgeNode = field(node, 'badge');
    const badge = badgeText(plainOf(badgeNode));
    if (isRecord(plainOf(badgeNode)) && field(badgeNode, 'variant') !== undefined) note(ctx, field(badgeNode, 'variant')?.at ?? node.at, 'migrate-changed', 'Unexpected badge `variant` with no place in `docs.json`, expected a badge text: the group\'s `tag` shows the text in the theme\'s colour');
    if (depth === 0 && collapsed && collapsedNode !== undefined) note(ctx, collapsedNode.at, 'migrate-changed', `Unexpected \`collapsed: true\` on the top-level group \`${label}\`, expected a nested group: a top-level group of \`docs.json\` always shows its pages`);
    if (pages.length === 0 && (inner?.kind === 'array' ? inner.items.length > 0 : directory !== undefined)) {
      // Every page of the group is listed before it, a draft or hidden: docs.json's sidebar would show nothing for it.
      note(ctx, node.at, 'migrate-changed', `Unexpected group \`${label}\` whose pages are all listed before it, drafts or hidden, expected a group with a page to show: it is left out (\`docwright check\` warns \`nav-group-empty\` about an empty one)`);
      return [];
    }
    return [{ group: label === '' ? ' ' : label, ...(badge === undefined ? {} : { tag: badge }), ...(depth > 0 && !collapsed ? { expanded: true } : {}), pages }];
  }
  if (slug !== undefined) {
    const value = stringOf(slug);
    if (value === undefined) {
      unreadableIn(ctx, slug, 'this sidebar entry');
      return [];
    }
    return pageItem(ctx, node, value, slug.at);
  }
  if (link !== undefined) {
    const href = stringOf(link);
    if (href === undefined) {
      unreadableIn(ctx, link, 'this sidebar link');
      return [];
    }
    if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) {
      if (!ctx.quiet) ctx.anchors.push({ anchor: label === '' ? href : label, href });
      note(ctx, link.at, 'migrate-changed', `Unexpected link \`${href}\` among the sidebar's pages, expected pages and groups: a group of \`docs.json\` lists pages only, so the link is written as an anchor of \`navigation.global.anchors\``);
      return [];
    }
    if (pageOf(ctx, href) !== undefined) return pageItem(ctx, node, href, link.at);
    note(ctx, link.at, 'migrate-dropped', `Unexpected link \`${href}\` that leads to no page in \`${STARLIGHT_DOCS}/\`, expected a page's path or a URL: it is not carried over (add it to \`docs.json\` by hand)`);
    return [];
  }
  note(ctx, node.at, 'migrate-dropped', 'Unexpected sidebar entry without `slug`, `link`, `items` or `autogenerate`, expected one of them: it is not carried over');
  return [];
}

/** Astro's `site` (the deployed URL) as `seo.metatags.canonical`, Mintlify's place for the site's own URL. */
function siteOf(ctx: Context, node: DataNode | undefined): string | undefined {
  if (node === undefined) return undefined;
  const url = stringOf(node);
  if (url === undefined) {
    unreadableIn(ctx, node, 'the site\'s URL');
    if (node.kind !== 'unreadable') note(ctx, node.at, 'migrate-dropped', 'Unexpected `site` that is not a URL string, expected `https://…`: it is not carried over');
    return undefined;
  }
  if (url.trim() === '') {
    note(ctx, node.at, 'migrate-dropped', 'Unexpected empty `site`, expected the site\'s URL (`https://…`): it is not carried over');
    return undefined;
  }
  note(ctx, node.at, 'migrate-changed', `Unexpected Astro \`site\` \`${url}\`, expected \`seo.metatags.canonical\` of \`docs.json\`: it is carried over as the canonical URL search engines are told; the domain the site is served at is set in Mintlify's dashboard`);
  return url;
}

/** The Starlight social links: `[{icon, label, href}]` (Starlight 0.33 on) or `{github: url}` (before it). */
function socials(ctx: Context, node: DataNode | undefined): Json | undefined {
  if (node === undefined) return undefined;
  unreadableIn(ctx, node, 'this social link');
  const links: { icon: string; href: unknown; at: At }[] = [];
  if (node.kind === 'array') {
    for (const item of node.items) {
      const icon = stringOf(field(item, 'icon'));
      if (icon !== undefined) links.push({ icon, href: plainOf(field(item, 'href')), at: item.at });
    }
  } else if (node.kind === 'object') {
    for (const entry of node.entries) links.push({ icon: entry.key, href: plainOf(entry.value), at: entry.at });
  }
  const out: Json = {};
  const known: ReadonlySet<string> = new Set(socialKeys);
  for (const { icon, href, at } of links) {
    const key = SOCIAL_NAMES[icon] ?? icon;
    if (typeof href !== 'string') continue;
    if (!known.has(key)) note(ctx, at, 'migrate-dropped', `Unexpected social icon \`${icon}\` that \`docs.json\`'s \`footer.socials\` does not have, expected one of ${[...socialKeys].filter((k) => !k.includes('twitter')).map((k) => `\`${k}\``).join(', ')}: the link is not carried over (add it to \`footer.links\` by hand)`);
    else if (!/^https:\/\//.test(href)) note(ctx, at, 'migrate-dropped', `Unexpected social link \`${href}\` that is not \`https://\`, expected an \`https://\` URL, which \`docs.json\` requires: it is not carried over`);
    else out[key] = href;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** Starlight's icon names whose `docs.json` social key is spelt otherwise. */
const SOCIAL_NAMES: Readonly<Partial<Record<string, string>>> = { 'x.com': 'x', twitter: 'x', hackernews: 'hacker-news', 'hacker-news': 'hacker-news', blueSky: 'bluesky', bluesky: 'bluesky' };

/** A file path of the configuration (`./src/assets/logo.svg`, `/src/…`) as docs.json names it: `/src/assets/logo.svg`. */
function rootPath(path: string): string {
  return `/${posix.normalize(path.replace(/^\.?\/+/, '')).replace(/^(\.\.\/)+/, '')}`;
}

/** `logo`: `{src}` or `{light, dark}`, as docs.json's `{light, dark}`. */
function logoOf(ctx: Context, node: DataNode | undefined): Json | undefined {
  if (node === undefined) return undefined;
  unreadableIn(ctx, node, 'the logo');
  const src = stringOf(field(node, 'src'));
  const light = stringOf(field(node, 'light')) ?? src;
  const dark = stringOf(field(node, 'dark')) ?? src;
  const replaces = field(node, 'replacesTitle');
  if (boolOf(replaces) === false) note(ctx, replaces?.at ?? node.at, 'migrate-changed', 'Unexpected `replacesTitle: false`, expected a logo that stands for the title: the top bar of `docs.json` shows the logo in place of the name');
  const alt = field(node, 'alt');
  if (alt !== undefined) note(ctx, alt.at, 'migrate-dropped', 'Unexpected logo `alt` with no place in `docs.json`, expected `light` and `dark`: the logo\'s text is the site\'s `name`');
  return light === undefined || dark === undefined ? undefined : { light: rootPath(light), dark: rootPath(dark) };
}

/** `favicon` (a file of `public/`, served at the root) as the path of the file in the project. */
function faviconOf(ctx: Context, node: DataNode | undefined): string | undefined {
  const path = stringOf(node);
  const at = node?.at ?? { line: 1, column: 1 };
  if (node !== undefined && path === undefined) unreadableIn(ctx, node, 'the favicon');
  const written = path ?? (existsSync(join(ctx.root, 'public', 'favicon.svg')) ? '/favicon.svg' : undefined);
  if (written === undefined) return undefined;
  const inPublic = posix.join('/public', written.replace(/^\.?\/+/, ''));
  if (existsSync(join(ctx.root, inPublic))) {
    if (path !== undefined) note(ctx, at, 'migrate-changed', `Unexpected favicon \`${path}\` served from \`public/\`, expected its path in the project: Mintlify serves each file at its own path, so it is written \`${inPublic}\``);
    return inPublic;
  }
  return rootPath(written);
}

/** The accent colours `customCss` sets as literal hex colours: `--sl-color-accent` in the light theme (`[data-theme='light']`) and in the dark one (`:root`). */
function accentColours(ctx: Context, css: DataNode | undefined): { light?: { value: string; file: string; at: At }; dark?: { value: string; file: string; at: At } } {
  const out: { light?: { value: string; file: string; at: At }; dark?: { value: string; file: string; at: At } } = {};
  const files = css?.kind === 'array' ? css.items.flatMap((i) => (i.kind === 'string' ? [i.value] : [])) : [];
  for (const file of files) {
    const path = file.replace(/^\.?\/+/, '');
    if (path.startsWith('..') || !/\.css$/i.test(path)) continue;
    let text: string;
    try {
      text = readInside(ctx.root, join(ctx.root, path)).slice(0, MAX_CONFIG);
    } catch {
      continue;
    }
    const blockRe = /([^{}]*)\{([^{}]*)\}/g;
    for (const block of text.matchAll(blockRe)) {
      const selector = (block[1] ?? '').replace(/\/\*[\s\S]*?\*\//g, '').trim();
      const declaration = /--sl-color-accent\s*:\s*(#[0-9a-fA-F]{6}|#[0-9a-fA-F]{3})(?![0-9a-fA-F])/.exec(block[2] ?? '');
      if (declaration === null || !/:root/.test(selector)) continue;
      const offset = (block.index ?? 0) + (block[1] ?? '').length + 1 + declaration.index;
      const lines = text.slice(0, offset).split('\n');
      const at = { line: lines.length, column: (lines.at(-1) ?? '').length + 1 };
      const mode = /data-theme\s*=\s*['"]?light/.test(selector) ? 'light' : 'dark';
      out[mode] ??= { value: declaration[1] ?? '', file: join(ctx.root, path), at };
    }
  }
  return out;
}

/** `colors` from the accent colours, each judged as `docwright check`'s `color-contrast` judges it. */
function colorsOf(ctx: Context, css: DataNode | undefined, at: At): Json {
  const accents = accentColours(ctx, css);
  const colors: { primary: string; light?: string } = { primary: accents.light?.value ?? MIGRATED_PRIMARY };
  if (accents.light === undefined) {
    // Said as a \`mint.json\` without \`colors.primary\` is (src/migrate/migrate.ts): the colour is docwright's choice, not the site's.
    const missing = accents.dark === undefined ? 'an accent colour' : 'an accent colour for the light theme';
    const where = accents.dark === undefined ? `\`--sl-color-accent\` as a hex colour in a \`customCss\` file` : `\`--sl-color-accent\` under \`:root[data-theme='light']\`; the dark theme's is \`colors.light\``;
    note(ctx, at, 'migrate-changed', `Missing ${missing} (${where}), expected one for \`docs.json\`'s required \`colors.primary\`: ${MIGRATED_PRIMARY_REASON}`);
  }
  if (accents.dark !== undefined) colors.light = accents.dark.value;
  // The backgrounds `color-contrast` judges on (src/check/theme-contrast.ts): white, and `#09090b` with 2% of `colors.light` over it.
  const backgrounds = { light: '#ffffff', dark: mixColors(colors.light ?? '#4ade80', '#09090b', 0.02) ?? '#09090b' };
  for (const [mode, key] of [['light', 'primary'], ['dark', 'light']] as const) {
    const accent = accents[mode];
    const ratio = accent === undefined ? undefined : contrastRatio(accent.value, backgrounds[mode]);
    if (accent === undefined || ratio === undefined) continue;
    const pair = { ratio, bg: backgrounds[mode], minimum: 4.5 };
    const where = { file: accent.file, line: accent.at.line, column: accent.at.column, ruleId: 'migrate-changed', severity: 'warn' as const };
    const contrast = `a contrast of ${pair.ratio.toFixed(2)}:1 on \`${pair.bg}\` in ${mode} mode`;
    ctx.findings.push({
      ...where,
      message: pair.ratio < pair.minimum
        ? `Unexpected accent colour \`${accent.value}\` with ${contrast}, expected at least ${String(pair.minimum)}:1 (WCAG 2.1 AA for text): it is carried over as \`colors.${key}\`, and \`docwright check\` warns about it (\`color-contrast\`) until it is ${mode === 'light' ? 'darker' : 'lighter'}`
        : `Unexpected accent colour \`${accent.value}\` in Starlight's \`--sl-color-accent\`, expected \`docs.json\`'s \`colors\`: it is carried over as \`colors.${key}\` (${contrast}, which passes \`color-contrast\`)`,
    });
  }
  return colors;
}

/** The Starlight configuration keys with no place in docs.json, and why. */
const HOMELESS: Readonly<Partial<Record<string, string>>> = {
  editLink: 'Mintlify has no "edit this page" link setting',
  head: 'Mintlify has no setting for tags in `<head>`: a script can be a `.js` file of the project, which Mintlify loads on every page',
  tableOfContents: 'the theme sets the table of contents\' depth',
  lastUpdated: 'Mintlify has no "last updated" date setting',
  pagination: 'the theme shows the previous and next page',
  components: 'Mintlify has no component overrides: its theme draws every part',
  plugins: 'Starlight plugins do not run on Mintlify',
  expressiveCode: 'Mintlify highlights code itself (`styling.codeblocks` sets the look)',
  titleDelimiter: 'the theme writes the page titles',
  disable404Route: 'Mintlify shows its own 404 page (`errors.404` sets it)',
  pagefind: 'Mintlify runs its own search',
  prerender: 'Mintlify serves every page',
  credits: 'Mintlify has no credits setting',
  routeMiddleware: 'Mintlify runs no route middleware',
  markdown: 'Mintlify reads Markdown itself',
};

/** The keys this migration reads. */
const READ = new Set(['title', 'description', 'logo', 'favicon', 'social', 'sidebar', 'locales', 'defaultLocale', 'customCss']);

/** The site's languages, when `locales` names more than the root: `[dir, lang, label]` each, the default first. */
function localesOf(ctx: Context, node: DataNode | undefined, defaultLocale: string | undefined): { dir: string; lang: string; at: At }[] {
  if (node === undefined) return [];
  unreadableIn(ctx, node, 'this locale');
  if (node.kind !== 'object') return [];
  const list = node.entries.map((e) => ({ dir: e.key === 'root' ? '' : e.key, lang: stringOf(field(e.value, 'lang')) ?? e.key, at: e.at }));
  const first = list.findIndex((l) => (defaultLocale === undefined ? l.dir === '' : l.dir === defaultLocale || (defaultLocale === 'root' && l.dir === '')));
  if (first > 0) list.unshift(...list.splice(first, 1));
  return list;
}

/** Where a setting's key is written in the configuration (its value may be a name bound elsewhere). */
function keyAt(options: DataNode | undefined, key: string): At {
  return (options?.kind === 'object' ? options.entries.find((e) => e.key === key)?.at : undefined) ?? { line: 1, column: 1 };
}

/** A Starlight `lang` as a language code of \`navigation.languages\`: as written, in another case, or its base language (`pt-PT` as `pt`); as written when none fits. */
function languageCode(lang: string): string | undefined {
  const codes: readonly string[] = languageCodes;
  const lower = lang.toLowerCase();
  const base = lower.split('-')[0] ?? lower;
  return codes.find((c) => c === lang) ?? codes.find((c) => c.toLowerCase() === lower) ?? codes.find((c) => c === base);
}

/** What `migrateStarlight` made: the new docs.json and the notes, located in the configuration, CSS and pages. */
export interface StarlightMigration {
  config: Json;
  findings: Finding[];
  /** The configuration read (absolute). */
  source: string;
}

/** The object given to `starlight({…})` in the configuration, read as data; `undefined` (with a note) when there is none to read. */
function readOptions(ctx: Context, configFile: string): { options: DataNode | undefined; site: DataNode | undefined } {
  const file = ctx.file;
  let text = '';
  try {
    text = readInside(ctx.root, file);
  } catch (error) {
    note(ctx, { line: 1, column: 1 }, 'migrate-dropped', `Unexpected \`${configFile}\` that cannot be read (${error instanceof Error ? error.message : String(error)}), expected a readable Astro configuration: the navigation lists every page`);
  }
  const parsed = text.length > MAX_CONFIG ? { error: `larger than ${String(MAX_CONFIG)} bytes`, at: { line: 1, column: 1 } } : parseModule(text);
  let options: DataNode | undefined;
  let site: DataNode | undefined;
  if ('error' in parsed) {
    if (text !== '') note(ctx, parsed.at, 'migrate-dropped', `Unexpected JavaScript that does not parse in \`${configFile}\` (${parsed.error}), expected a module acorn reads (TypeScript's own syntax is not read): the sidebar and settings are not carried over, and the navigation lists every page`);
  } else {
    const reader = new ModuleReader(parsed.program, parsed.text);
    const names = reader.defaultImports('@astrojs/starlight');
    const call = reader.calls(names.length > 0 ? names : ['starlight'])[0];
    // Astro's own settings: `defineConfig({site, …})`.
    const astro = reader.calls(['defineConfig'])[0]?.arguments[0];
    if (astro !== undefined) site = field(reader.value(astro), 'site');
    const argument = call?.arguments[0];
    if (call === undefined) note(ctx, { line: 1, column: 1 }, 'migrate-dropped', `Missing a \`starlight({…})\` call in \`${configFile}\`, expected Starlight's integration in \`integrations\`: no settings are carried over, and the navigation lists every page`);
    else if (argument !== undefined) {
      options = reader.value(argument);
      if (options.kind !== 'object') {
        unreadableIn(ctx, options, 'Starlight\'s settings');
        options = undefined;
      }
    }
  }
  return { options, site };
}

/** What becomes of each front matter key of a Starlight page (the keys Mintlify reads as they are need no entry). */
const PAGE_KEYS: Readonly<Partial<Record<string, KeyFate>>> = {
  slug: { ruleId: 'migrate-changed', expected: 'the page\'s path', reason: 'the navigation names the page by its file\'s path, which is its URL on Mintlify (add a redirect to `docs.json` to keep the old URL)' },
  template: { ruleId: 'migrate-dropped', expected: '`mode: custom` (a page without sidebars)', reason: 'Mintlify has no templates, so the page gets the default layout until `mode` is set' },
  hero: { ruleId: 'migrate-dropped', expected: 'the page\'s own MDX', reason: 'Mintlify has no hero, so the title, tagline, image and actions are not shown (write them in the page)' },
  head: { ruleId: 'migrate-dropped', expected: 'Mintlify\'s SEO keys (`og:title`, `canonical` …)', reason: 'Mintlify has no per-page tags in `<head>`, so they are left out' },
  tableOfContents: { ruleId: 'migrate-dropped', expected: '`mode: wide` (a page without a table of contents)', reason: 'the theme sets the table of contents\' depth, so the page shows its own' },
  editUrl: { ruleId: 'migrate-dropped', expected: 'a key Mintlify reads', reason: 'Mintlify has no "edit this page" link setting' },
  lastUpdated: { ruleId: 'migrate-changed', expected: '`timestamp` or `lastUpdatedDate`', reason: 'Mintlify reads its own keys for the last-modified date, so the page shows none until it is renamed' },
  prev: { ruleId: 'migrate-dropped', expected: '`hideFooterPagination: true` to hide the links', reason: 'the theme links the previous and next page of the navigation' },
  next: { ruleId: 'migrate-dropped', expected: '`hideFooterPagination: true` to hide the links', reason: 'the theme links the previous and next page of the navigation' },
  pagefind: { ruleId: 'migrate-changed', expected: '`noindex: true` to keep the page out of search', reason: 'Mintlify runs its own search, so the page is searched until `noindex` is set' },
  banner: { ruleId: 'migrate-dropped', expected: 'a `<Note>` or `<Info>` at the page\'s top', reason: 'Mintlify has no per-page banner' },
  'sidebar.attrs': { ruleId: 'migrate-dropped', expected: '`sidebarTitle`, `tag` or `icon`', reason: 'the HTML attributes of a sidebar link are not carried over' },
};

/** The front matter keys named elsewhere (`draft`, `sidebar.label`, `sidebar.badge`) or carried over by the navigation (`sidebar.order`, `sidebar.hidden`). */
const PAGE_KEYS_NOTED = new Set(['draft', 'sidebar', 'sidebar.label', 'sidebar.badge', 'sidebar.order', 'sidebar.hidden']);

/** The packages of Starlight's and Astro's components a page may import. */
const STARLIGHT_PACKAGES = /^(@astrojs\/starlight|astro)(\/|$)|^astro:/;

/** The pages keep their paths: a note says so, and names each page the navigation does not list and each Markdoc page. */
function pageFindings(ctx: Context, sidebarAt: At): void {
  const { root, file } = ctx;
  // The pages keep their paths; each one the navigation does not list, and each Markdoc page, is named.
  for (const page of ctx.pages) {
    const at = { file: join(root, page.file), line: 1, column: 1, severity: 'warn' as const };
    if (ctx.droppedDirs.some((d) => page.slug.startsWith(`${d}/`) || page.slug === d)) continue;
    if (!page.markdoc) ctx.findings.push(...frontMatterFindings(at.file, page.front, PAGE_KEYS, PAGE_KEYS_NOTED), ...contentFindings(at.file, page.text, 'Starlight', STARLIGHT_PACKAGES), ...mintlifyReadingFindings(at.file, page.text, page.front, 'Starlight'));
    const draftAt = page.front.at.get('draft');
    const named = ctx.namedDrafts.get(page.page);
    const entry = named === undefined ? '' : `, its sidebar entry at \`${ctx.name}:${String(named.line)}:${String(named.column)}\` too,`;
    if (page.draft && !page.markdoc) ctx.findings.push({ ...at, ...draftAt, ruleId: 'migrate-changed', message: `Unexpected \`draft: true\` in the front matter, expected a page Mintlify leaves out of the site: Starlight builds no draft page for production, but Mintlify publishes every page, so it is left out of the navigation${entry} yet published at its URL (add \`${page.file}\` to \`.mintignore\` to keep it unpublished)` });
    else if (page.markdoc) ctx.findings.push({ ...at, ruleId: 'migrate-dropped', message: 'Unexpected Markdoc page (`.mdoc`), expected a `.md` or `.mdx` page: Mintlify does not read Markdoc, so it is in no navigation and not built (rewrite it as MDX)' });
    else if (!ctx.listed.has(page.page) && /(^|\/)404$/.test(page.slug)) ctx.findings.push({ ...at, ruleId: 'migrate-changed', message: `Unexpected 404 page \`${page.page}\`, expected \`errors.404\` of \`docs.json\`: Mintlify shows its own page for a URL that leads nowhere, so this one is built as a page at its own URL only` });
    else if (!ctx.listed.has(page.page)) ctx.findings.push({ ...at, ...(page.hidden ? page.front.at.get('sidebar.hidden') : undefined), ruleId: 'migrate-changed', message: `Unexpected page \`${page.page}\` that the migrated navigation does not list, expected each page in it: it is built and reached by its URL only, as it was in Starlight${page.hidden ? ' (`sidebar.hidden` hid it)' : ''} (add it to a group of \`docs.json\` to list it)` });
  }
  if (ctx.pages.length > 0) {
    ctx.findings.push({ file, ...sidebarAt, ruleId: 'migrate-changed', severity: 'warn', message: `Unexpected pages under \`${STARLIGHT_DOCS}/\`, expected pages where \`docs.json\` is: the navigation names them at their paths (\`${[...ctx.listed][0] ?? ctx.pages[0]?.page ?? ''}\`), so their URLs start \`/${STARLIGHT_DOCS}/\`; to keep Starlight's URLs, move the folder's contents beside \`docs.json\` (\`git mv ${STARLIGHT_DOCS}/* .\`) and drop the \`${STARLIGHT_DOCS}/\` prefix from \`docs.json\`` });
  } else {
    ctx.findings.push({ file, line: 1, column: 1, ruleId: 'migrate-changed', severity: 'warn', message: `Missing pages in \`${STARLIGHT_DOCS}/\`, expected Starlight's pages there: the navigation is empty (list your pages in \`docs.json\`)` });
  }
}

/** The Starlight site at `root` (its Astro configuration `configFile`, root-relative) as a new docs.json. */
export function migrateStarlight(root: string, configFile: string): StarlightMigration {
  const file = join(root, configFile);
  const ctx: Context = { root, name: configFile, file, pages: starlightPages(root), findings: [], listed: new Set(), shown: new Map(), anchors: [], locale: undefined, defaultDir: '', localeDirs: [], droppedDirs: [], namedDrafts: new Map(), quiet: false };
  const { options, site } = readOptions(ctx, configFile);
  if (options?.kind === 'object') for (const bad of options.unread) unreadable(ctx, bad, 'this setting');
  for (const entry of options?.kind === 'object' ? options.entries : []) {
    if (READ.has(entry.key)) continue;
    const reason = HOMELESS[entry.key] ?? 'no such setting in `docs.json`';
    note(ctx, entry.at, 'migrate-dropped', `Unexpected \`${entry.key}\` with no place in \`docs.json\`, expected a setting \`docs.json\` has: it is not carried over (${reason})`);
  }
  const defaultLocale = stringOf(field(options, 'defaultLocale'));
  const written = localesOf(ctx, field(options, 'locales'), defaultLocale);
  // A locale in a language Mintlify lacks is left out (the default one stays: it is the site).
  const locales = written.filter((locale, i) => {
    if (i === 0 || written.length < 2 || languageCode(locale.lang) !== undefined) return true;
    ctx.droppedDirs.push(locale.dir);
    const count = ctx.pages.filter((p) => p.slug.startsWith(`${locale.dir}/`) || p.slug === locale.dir).length;
    note(ctx, locale.at, 'migrate-dropped', `Unexpected locale \`${locale.dir}\` (\`lang: ${locale.lang}\`), a language \`navigation.languages\` lacks, expected one of Mintlify's languages: it is left out, and its ${String(count)} pages in \`${STARLIGHT_DOCS}/${locale.dir}/\` are built and reached by their URLs only`);
    return false;
  });
  // Starlight's default locale is the pages at the root of `src/content/docs/` (`root`) or in its own folder.
  const first = locales[0];
  ctx.defaultDir = first?.dir ?? '';
  ctx.localeDirs = written.map((l) => l.dir).filter((d) => d !== '' && d !== ctx.defaultDir);
  const sidebar = field(options, 'sidebar');
  const navigationOf = (): Entry[] => {
    ctx.shown = new Map();
    return sidebar === undefined ? autogenerated(ctx, '', false, { line: 1, column: 1 }) : items(ctx, sidebar, 0);
  };
  const pages = navigationOf();
  let navigation: Json;
  if (locales.length > 1) {
    const languages = locales.map((locale, i) => {
      ctx.locale = i === 0 ? undefined : locale;
      ctx.quiet = true;
      const own = i === 0 ? pages : navigationOf();
      ctx.locale = undefined;
      ctx.quiet = false;
      return { language: languageCode(locale.lang) ?? locale.lang, ...(i === 0 ? { default: true } : {}), pages: own };
    });
    navigation = { languages };
    const at = keyAt(options, 'locales');
    note(ctx, at, 'migrate-changed', `Unexpected \`locales\` of Starlight, expected \`navigation.languages\`: each locale is a language with the sidebar's pages in its folder (a page it has not translated is its default locale's page, as Starlight falls back); \`docs.json\` takes only the languages Mintlify knows (\`docwright check\` names any other)`);
  } else navigation = { pages };
  if (ctx.anchors.length > 0) navigation.global = { anchors: ctx.anchors };

  // The site's name: `title` as a string, or its default locale's entry.
  const titleNode = field(options, 'title');
  let name = stringOf(titleNode);
  if (titleNode?.kind === 'object') {
    const lang = (first?.lang ?? 'en').toLowerCase();
    name = stringOf(titleNode.entries.find((e) => e.key.toLowerCase() === lang)?.value) ?? stringOf(titleNode.entries[0]?.value);
    if (name !== undefined) note(ctx, titleNode.at, 'migrate-changed', `Unexpected \`title\` with a text for each language, expected one \`name\` for \`docs.json\`: it is written \`${name}\``);
  } else if (titleNode !== undefined && name === undefined) unreadableIn(ctx, titleNode, 'the site\'s title');
  const description = stringOf(field(options, 'description'));
  const customCss = field(options, 'customCss');
  unreadableIn(ctx, customCss, 'this stylesheet');
  if (customCss?.kind === 'array') {
    for (const css of customCss.items) {
      if (css.kind === 'string') note(ctx, css.at, 'migrate-changed', `Unexpected \`customCss\` entry \`${css.value}\`, expected a \`.css\` file in the project: Mintlify loads every \`.css\` file of the project on every page (this one included when it is in the project), but Starlight's \`--sl-*\` variables style nothing there`);
    }
  }
  const config: Json = {
    $schema: 'https://mintlify.com/docs.json',
    theme: 'mint',
    ...(name === undefined ? {} : { name }),
    ...(description === undefined ? {} : { description }),
    colors: colorsOf(ctx, customCss, customCss === undefined ? (options?.at ?? { line: 1, column: 1 }) : keyAt(options, 'customCss')),
  };
  const logo = logoOf(ctx, field(options, 'logo'));
  if (logo !== undefined) config.logo = logo;
  const favicon = faviconOf(ctx, field(options, 'favicon'));
  if (favicon !== undefined) config.favicon = favicon;
  config.navigation = navigation;
  const canonical = siteOf(ctx, site);
  if (canonical !== undefined) config.seo = { metatags: { canonical } };
  const footer = socials(ctx, field(options, 'social'));
  if (footer !== undefined) config.footer = { socials: footer };
  if (name === undefined) ctx.findings.push({ file, line: titleNode?.at.line ?? 1, column: titleNode?.at.column ?? 1, ruleId: 'migrate-changed', severity: 'warn', message: 'Missing the site\'s `title` written as a string, expected one for `docs.json`\'s required `name`: none is invented (add `name` to `docs.json`)' });

  pageFindings(ctx, keyAt(options, 'sidebar'));
  ctx.findings.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
  return { config, findings: ctx.findings, source: file };
}
