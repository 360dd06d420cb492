// Navigation of one page: the divisions it sits in (tabs, anchors, versions, languages,
// dropdowns), the sidebar of its innermost division only, and prev/next. The sidebar of a
// division is rendered once and reused by every page in it.
import { encodeUrlPath } from '../../fs/url-path.js';
import { walkNav, type DocsModel, type NavNode } from '../../config/index.js';
import type { Element, ElementContent, Properties } from 'hast';
import { h } from 'hastscript';
import { toHtml } from 'hast-util-to-html';
import { createHash } from 'node:crypto';
import { iconSvg, isIconUrl } from '../components/icons.js';
import { trustedHtml } from '../safety/trusted.js';
import { safeHref } from '../safety/href.js';
import { sidebarHtml } from './sidebar-html.js';
import type { PageEntry, SiteProject } from './project.js';
import { shownInNav } from './visibility.js';

export const DIVISIONS = new Set<NavNode['kind']>(['tab', 'anchor', 'dropdown', 'product', 'version', 'language', 'menu']);

export function isExternal(href: string): boolean {
  return /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href);
}

export interface NavContext {
  project: SiteProject;
  basePath: string;
  library: string;
}

/** An icon (library name or image URL) as hast; the library's SVG is parsed once per process. */
export function iconHast(name: string | undefined, iconType: string | undefined, library: string, basePath = ''): ElementContent[] {
  if (!name) return [];
  if (isIconUrl(name)) return [h('img', { className: ['dw-i'], src: name.startsWith('/') ? basePath + name : name, alt: '', width: 16, height: 16 })];
  const svg = iconSvg(name, iconType, library);
  return svg ? [...trustedHtml(svg)] : [];
}

/** The URL a division or group leads to: its first page, else its href. */
export function firstHref(node: NavNode, ctx: NavContext): string | undefined {
  if (node.page !== undefined && ctx.project.pages.has(node.page)) return ctx.basePath + encodeUrlPath(ctx.project.pages.get(node.page)?.url ?? '/');
  for (const child of node.children) {
    if (child.hidden) continue;
    const href = firstHref(child, ctx);
    if (href !== undefined) return href;
  }
  if (node.href) return isExternal(node.href) ? safeHref(node.href) : ctx.basePath + (node.href.startsWith('/') ? node.href : `/${node.href}`);
  return undefined;
}

/**
 * Where a switcher option (a version, a language…) leads: the first page shown in that
 * option. A page listed in several versions is rendered once, in the first one, so a page
 * that sits elsewhere is skipped; when the option has no page of its own, its first page.
 */
export function optionHref(option: NavNode, ctx: NavContext): string | undefined {
  const cached = optionHrefs.get(option);
  if (cached && cached.project === ctx.project && cached.basePath === ctx.basePath) return cached.href;
  const href = ownHref(option, ctx) ?? firstHref(option, ctx);
  optionHrefs.set(option, { project: ctx.project, basePath: ctx.basePath, href });
  return href;
}

const optionHrefs = new WeakMap<NavNode, { project: SiteProject; basePath: string; href: string | undefined }>();

function ownHref(option: NavNode, ctx: NavContext): string | undefined {
  for (const { node, ancestors } of walkNav(option.children, [option])) {
    if (node.page === undefined || node.hidden || ancestors.some((a) => a.hidden)) continue;
    const entry = ctx.project.pages.get(node.page);
    if (entry && !entry.hidden && ctx.project.placement.get(node.page)?.ancestors.includes(option)) return ctx.basePath + encodeUrlPath(entry.url);
  }
  return undefined;
}

/** A page path without its language folder (`fr/quickstart` → `quickstart`) when the folder is one of `codes`. */
function languageStem(path: string, codes: ReadonlySet<string>): string {
  const slash = path.indexOf('/');
  return slash > 0 && codes.has(path.slice(0, slash).toLowerCase()) ? path.slice(slash + 1) : path;
}

const stemIndex = new WeakMap<NavNode, { project: SiteProject; basePath: string; urls: Map<string, string> }>();

/**
 * Where a language option leads from the page at `path`: the same page in that language (the
 * page with the same path once the language folder is set aside, e.g. `quickstart` ↔
 * `fr/quickstart`) when the option lists it, else the option's first page.
 */
export function samePageHref(option: NavNode, options: readonly NavNode[], path: string, ctx: NavContext): string | undefined {
  const codes = new Set(options.map((o) => (o.language ?? o.label).toLowerCase()));
  let index = stemIndex.get(option);
  if (!index || index.project !== ctx.project || index.basePath !== ctx.basePath) {
    const urls = new Map<string, string>();
    for (const { node, ancestors } of walkNav(option.children, [option])) {
      if (node.page === undefined || node.hidden || ancestors.some((a) => a.hidden)) continue;
      const entry = ctx.project.pages.get(node.page);
      const stem = languageStem(node.page, codes);
      if (entry && !entry.hidden && !urls.has(stem)) urls.set(stem, ctx.basePath + encodeUrlPath(entry.url));
    }
    index = { project: ctx.project, basePath: ctx.basePath, urls };
    stemIndex.set(option, index);
  }
  return index.urls.get(languageStem(path, codes)) ?? optionHref(option, ctx);
}

// Group ids (`data-g`) come from each group's place in the navigation, so every render
// thread and the main thread (which writes the navigation assets) number them alike.
const groupIds = new WeakMap<NavNode, number>();
const numbered = new WeakSet<readonly NavNode[]>();
function numberGroups(navigation: readonly NavNode[]): void {
  if (numbered.has(navigation)) return;
  numbered.add(navigation);
  let counter = 0;
  for (const { node } of walkNav(navigation)) if (node.kind === 'group') groupIds.set(node, ++counter);
}
function groupId(node: NavNode): number {
  return groupIds.get(node) ?? 0;
}

/**
 * A group as a page outside it shows it in a large sidebar (`lazySidebar`): its title only,
 * linking to the group's first page, so a reader without scripts still reaches every page;
 * the site script puts the whole group (from the navigation asset) in its place.
 */
const stubs = new WeakMap<Element, Element>();
/** Page links under each shared element, counted once. */
const linkCounts = new WeakMap<readonly Element[], number>();

function pageItem(node: NavNode, ctx: NavContext): Element | undefined {
  const path = node.page ?? '';
  const entry = ctx.project.pages.get(path);
  if (!entry || entry.hidden || node.hidden) return undefined;
  const label = entry.sidebarTitle ?? entry.title;
  const icon = iconHast(entry.icon ?? node.icon, entry.iconType ?? node.iconType, ctx.library, ctx.basePath);
  const tag: ElementContent[] = entry.tag ? [{ type: 'text', value: ' ' }, h('span', { className: ['dw-nav-tag'] }, [entry.tag])] : [];
  // An API page shows its method as a badge before its title, as on Mintlify.
  const method = entry.method ? [h('span', { className: ['dw-nav-method', `dw-nav-method-${entry.method.toLowerCase()}`] }, [entry.method === 'DELETE' ? 'DEL' : entry.method === 'WEBHOOK' ? 'HOOK' : entry.method])] : [];
  // An external link page (front matter `url`) leads to its address, as on Mintlify.
  const href = entry.link !== undefined ? safeHref(entry.link) : ctx.basePath + encodeUrlPath(entry.url);
  // The elements `h` would make, made directly: a division's sidebar has a thousand of these (issue 51).
  const title: Element = { type: 'element', tagName: 'span', properties: {}, children: [{ type: 'text', value: label }] };
  const link: Element = { type: 'element', tagName: 'a', properties: { href, dataP: path }, children: [...method, ...icon, title, ...tag] };
  return { type: 'element', tagName: 'li', properties: {}, children: [link] };
}

function linkItem(node: NavNode, ctx: NavContext): Element | undefined {
  if (!node.href || node.hidden) return undefined;
  const external = isExternal(node.href);
  const href = external ? safeHref(node.href) : ctx.basePath + (node.href.startsWith('/') ? node.href : `/${node.href}`);
  return h('li', [h('a', { href, rel: external ? 'noopener' : undefined }, [...iconHast(node.icon, node.iconType, ctx.library, ctx.basePath), h('span', [node.label])])]);
}

function items(nodes: readonly NavNode[], ctx: NavContext, depth: number): Element[] {
  const out: Element[] = [];
  for (const node of nodes) {
    if (node.hidden) continue;
    const item =
      node.kind === 'page' || (node.kind === 'operation' && node.page) ? pageItem(node, ctx) : node.kind === 'link' ? linkItem(node, ctx) : node.kind === 'group' ? nestedGroup(node, ctx, depth + 1) : undefined;
    if (item) out.push(item);
  }
  return out;
}

/** A group's `tag` as the badge pages have (none without one). */
function groupTag(node: NavNode): Element[] {
  return node.tag ? [h('span', { className: ['dw-nav-tag'] }, [node.tag])] : [];
}

function nestedGroup(node: NavNode, ctx: NavContext, depth: number): Element | undefined {
  const inner = items(node.children, ctx, depth);
  const rootEntry = node.page ? ctx.project.pages.get(node.page) : undefined;
  if (inner.length === 0 && !rootEntry) return undefined;
  const icon = iconHast(node.icon, node.iconType, ctx.library, ctx.basePath);
  const tag = groupTag(node);
  const id = String(groupId(node));
  const plain = [...icon, h('span', [node.label]), ...tag];
  const link = rootEntry ? h('a', { href: ctx.basePath + encodeUrlPath(rootEntry.url), dataP: rootEntry.path }, plain) : undefined;
  const element = disclosure(node.label, link, plain, { dataG: id, open: node.expanded ? true : undefined }, [h('ul', inner)]);
  const first = firstHref(node, ctx);
  const stubLink = link ?? (first === undefined ? undefined : h('a', { href: first }, [...icon, h('span', [node.label]), ...tag]));
  stubs.set(element, disclosure(node.label, stubLink, plain, { dataG: id }, [], id));
  return element;
}

/**
 * A nested group's `<li>`: its label in the `<summary>`; or, for a group that is also a link
 * (its root page, or its first page while it waits to be filled in), the link before the
 * `<details>` and a summary of its own named by the label, put beside the link by the style sheet:
 * a link inside a summary is one control inside another (axe `nested-interactive`).
 */
function disclosure(label: string, link: Element | undefined, plain: ElementContent[], details: Properties, inner: Element[], lazy?: string): Element {
  if (!link) return h('li', { className: ['dw-nav-nested'], dataDwLazy: lazy }, [h('details', details, [h('summary', plain), ...inner])]);
  return h('li', { className: ['dw-nav-nested', 'dw-nav-rooted'], dataDwLazy: lazy }, [link, h('details', details, [h('summary', { ariaLabel: label }), ...inner])]);
}

/** The sidebar groups of a division (or of the whole navigation when it has none), built once per division and shared by its pages. */
export function sidebarTree(nodes: readonly NavNode[], ctx: NavContext): readonly Element[] {
  numberGroups(ctx.project.model.navigation);
  const out: Element[] = [];
  let loose: Element[] = [];
  const flush = (): void => {
    if (loose.length > 0) out.push(h('ul', { className: ['dw-nav-list'] }, loose));
    loose = [];
  };
  for (const node of nodes) {
    if (node.hidden || DIVISIONS.has(node.kind)) continue;
    if (node.kind === 'group') {
      flush();
      const inner = items(node.children, ctx, 0);
      const rootEntry = node.page ? ctx.project.pages.get(node.page) : undefined;
      if (inner.length === 0 && !rootEntry) continue;
      const icon = iconHast(node.icon, node.iconType, ctx.library, ctx.basePath);
      const title = rootEntry ? h('a', { href: ctx.basePath + encodeUrlPath(rootEntry.url), dataP: rootEntry.path }, [node.label]) : node.label;
      const id = String(groupId(node));
      const tag = groupTag(node);
      const element = h('div', { className: ['dw-nav-group'], dataG: id }, [h('p', { className: ['dw-nav-group-title'] }, [...icon, title, ...tag]), h('ul', { className: ['dw-nav-list'] }, inner)]);
      const first = firstHref(node, ctx);
      const stubTitle = rootEntry || first === undefined ? title : h('a', { href: first }, [node.label]);
      stubs.set(element, h('div', { className: ['dw-nav-group'], dataG: id, dataDwLazy: id }, [h('p', { className: ['dw-nav-group-title'] }, [...icon, stubTitle, ...structuredClone(tag)])]));
      out.push(element);
    } else loose.push(...items([node], ctx, 0));
  }
  flush();
  return out;
}

/** A division's sidebar with more page links than this is written into its pages collapsed (`lazySidebar`); a smaller one whole, as before. */
export const LAZY_SIDEBAR_LINKS = 100;

/** How many page links a shared sidebar holds. */
export function sidebarLinks(tree: readonly Element[]): number {
  let count = linkCounts.get(tree);
  if (count === undefined) {
    count = 0;
    const visit = (node: ElementContent): void => {
      if (node.type !== 'element') return;
      if (node.tagName === 'a' && node.properties.dataP !== undefined) count = (count ?? 0) + 1;
      for (const child of node.children) visit(child);
    };
    for (const element of tree) visit(element);
    linkCounts.set(tree, count);
  }
  return count;
}

/**
 * How many top-level groups a page of a large division writes at most (its own and the ones
 * next to it); the others are one link to the division's page of all pages (`allPagesHtml`)
 * per run, filled in by the site script from the navigation asset, so a page's size does not
 * grow with the number of groups.
 */
export const LAZY_GROUP_WINDOW = 5;

/**
 * The shared sidebar as one page of a large division shows it: the groups on the way to the
 * page whole, every other group as its stub (its title, linking to its first page), and past
 * `LAZY_GROUP_WINDOW` top-level groups only the ones near the page's, each run of the rest one
 * `data-dw-run` link to `allPages`. The stubs are shared too, so each is serialised once per
 * build; `navigationAsset` holds the groups they stand for.
 */
export function lazySidebar(tree: readonly Element[], ancestors: readonly NavNode[], allPages: string, moreLabel: string): Element[] {
  const open = new Set<string>();
  for (const node of ancestors) if (node.kind === 'group') open.add(String(groupIds.get(node)));
  const shrink = (node: Element): Element => {
    const stub = stubs.get(node);
    if (stub && !open.has(lazyId(node))) return stub;
    let changed = false;
    const children = node.children.map((child) => {
      if (child.type !== 'element') return child;
      const shrunk = shrink(child);
      changed ||= shrunk !== child;
      return shrunk;
    });
    return changed ? { ...node, children } : node;
  };
  return groupWindow(tree, open, allPages, moreLabel).map(shrink);
}

/** The top-level elements a page writes: every one up to `LAZY_GROUP_WINDOW` groups, else the groups near the open one and a run link for each run of the others. */
function groupWindow(tree: readonly Element[], open: ReadonlySet<string>, allPages: string, moreLabel: string): readonly Element[] {
  const groups = tree.filter((node) => stubs.has(node));
  if (groups.length <= LAZY_GROUP_WINDOW) return tree;
  const current = Math.max(0, groups.findIndex((node) => open.has(lazyId(node))));
  const start = Math.min(Math.max(0, current - Math.floor(LAZY_GROUP_WINDOW / 2)), groups.length - LAZY_GROUP_WINDOW);
  const kept = new Set(groups.slice(start, start + LAZY_GROUP_WINDOW));
  const out: Element[] = [];
  let run: Element[] = [];
  const flush = (): void => {
    const first = run[0];
    const last = run[run.length - 1];
    if (first && last) out.push(h('p', { className: ['dw-nav-more'], dataDwRun: `${lazyId(first)}-${lazyId(last)}` }, [h('a', { href: allPages }, [moreLabel])]));
    run = [];
  };
  for (const node of tree) {
    if (stubs.has(node) && !kept.has(node)) run.push(node);
    else {
      flush();
      out.push(node);
    }
  }
  flush();
  return out;
}

/**
 * The navigation asset of a large division: every group that has a stub, by its id, as the
 * HTML the page would carry (never marked current: a page shows its own groups whole).
 */
export function navigationAsset(tree: readonly Element[]): string {
  const groups: Record<string, string> = {};
  // A group's entry holds the groups inside it as their stubs (each has its own entry): the
  // script fills them in turn, and no link is written twice.
  const shallow = (node: Element): Element => ({ ...node, children: node.children.map((child) => (child.type !== 'element' ? child : (stubs.get(child) ?? shallow(child)))) });
  const visit = (node: Element): void => {
    if (stubs.has(node)) groups[lazyId(node)] = toHtml(shallow(node));
    for (const child of node.children) if (child.type === 'element') visit(child);
  };
  for (const element of tree) visit(element);
  // The top-level groups in order, for the run links a page writes in place of groups far from its own.
  groups.top = tree.filter((node) => stubs.has(node)).map(lazyId).join(' ');
  return JSON.stringify(groups);
}

/**
 * The division's page of all pages, for readers without a script: every group whole and
 * open, no script. A page of a large division links it where it leaves groups out.
 */
export function allPagesHtml(tree: readonly Element[], title: string, lang: string): string {
  const esc = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  // Every group open: without a script this page is where a reader finds any page.
  const opened = (node: Element): Element => ({
    ...node,
    properties: node.tagName === 'details' ? { ...node.properties, open: true } : node.properties,
    children: node.children.map((child) => (child.type === 'element' ? opened(child) : child)),
  });
  const body = toHtml(tree.map(opened));
  return `<!doctype html><html lang="${esc(lang).replace(/"/g, '&quot;')}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${esc(title)}</title></head><body><h1>${esc(title)}</h1><nav class="dw-sidebar" aria-label="${esc(title).replace(/"/g, '&quot;')}">${body}</nav></body></html>\n`;
}

/** The id of a group element: `data-g` on a top-level group's box, on a nested group's `details`. */
function lazyId(node: Element): string {
  const owner = node.tagName === 'div' ? node : node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'details');
  return String(owner?.properties.dataG);
}

function html(element: Element): string {
  let text = subtreeHtml.get(element);
  if (text === undefined) {
    text = sidebarHtml(element);
    subtreeHtml.set(element, text);
  }
  return text;
}

/** Serialised HTML of shared sidebar subtrees: a subtree no page changes is written once. */
const subtreeHtml = new WeakMap<Element, string>();

function sharedHtml(element: Element): ElementContent {
  return { type: 'raw', value: html(element) };
}

/** A shared subtree's digest, taken once per build. */
const subtreeDigests = new WeakMap<Element, string>();

/** A shared subtree as a sidebar's digest counts it: by the digest of its HTML, taken once per build (see `sidebarDigest`). */
export function sharedDigest(element: Element): ElementContent {
  let digest = subtreeDigests.get(element);
  if (digest === undefined) {
    digest = createHash('sha256').update(html(element)).digest('hex').slice(0, 24);
    subtreeDigests.set(element, digest);
  }
  return { type: 'raw', value: `\0${digest}\0` };
}

/**
 * A digest of a sidebar as one page writes it: `markCurrent`'s result made with
 * `sharedDigest` in place of each shared subtree's HTML, and costs the few elements copied for
 * the page, not the whole sidebar. Taken of the tree as JSON, not as HTML (a third of the
 * time): the same tree writes the same HTML, so an equal digest is the same sidebar; two
 * trees that write the same HTML may differ, which costs only a page laid out again.
 */
export function sidebarDigest(sidebar: readonly ElementContent[]): string {
  return createHash('sha256').update(JSON.stringify(sidebar)).digest('hex').slice(0, 24);
}

/**
 * The shared sidebar with the current page marked (`aria-current`) and the groups around it
 * open. The shared tree is never changed: only the elements on the way to a change are
 * copied, and every subtree left as it is goes in as its HTML, serialised once per build
 * (a sidebar of a thousand links would otherwise be written out again for every page);
 * `shared` gives what such a subtree becomes (`sharedDigest` for a digest of the sidebar).
 */
export function markCurrent(tree: readonly Element[], path: string, ancestors: readonly NavNode[], shared: (element: Element) => ElementContent = sharedHtml): ElementContent[] {
  const open = new Set<string>();
  for (const node of ancestors) {
    const id = node.kind === 'group' ? groupIds.get(node) : undefined;
    if (id !== undefined) open.add(String(id));
  }
  let current = false;
  const copies = new WeakSet<Element>();
  const mark = (node: ElementContent): ElementContent => {
    if (node.type !== 'element') return node;
    let properties = node.properties;
    if (!current && node.tagName === 'a' && properties.dataP === path) {
      properties = { ...properties, ariaCurrent: 'page' };
      current = true;
    } else if (node.tagName === 'details' && open.has(String(properties.dataG))) properties = { ...properties, open: true };
    let changed = false;
    const children = node.children.map((child) => {
      const marked = mark(child);
      changed ||= marked !== child;
      return marked;
    });
    if (!changed && properties === node.properties) return node;
    const copy: Element = { ...node, properties, children: changed ? children : node.children };
    copies.add(copy);
    return copy;
  };
  const freeze = (node: ElementContent): ElementContent => {
    if (node.type !== 'element') return node;
    return copies.has(node) ? { ...node, children: node.children.map(freeze) } : shared(node);
  };
  return tree.map((element) => freeze(mark(element)));
}

export interface DivisionLevel {
  kind: NavNode['kind'];
  /** The sibling divisions at this level, in order. */
  options: NavNode[];
  /** The one the page is in. */
  active: NavNode;
}

/** The chain of divisions a page sits in, each with its siblings. */
export function divisionLevels(model: DocsModel, ancestors: readonly NavNode[]): { levels: DivisionLevel[]; container: NavNode | undefined } {
  const levels: DivisionLevel[] = [];
  let siblings: readonly NavNode[] = model.navigation;
  let container: NavNode | undefined;
  for (const node of ancestors) {
    if (DIVISIONS.has(node.kind)) {
      // `hidden` (docs.json) and `isDefaultHidden` (mint.json) hide a division unless the reader is in it.
      levels.push({ kind: node.kind, options: siblings.filter((s) => s.kind === node.kind && (s === node || (!s.hidden && !s.isDefaultHidden))), active: node });
      container = node;
    }
    siblings = node.children;
  }
  return { levels, container };
}

function versionOf(project: SiteProject, path: string): NavNode | undefined {
  return project.placement.get(path)?.ancestors.find((a) => a.kind === 'version' || a.kind === 'language');
}

const visibleOrder = new WeakMap<SiteProject, { list: string[]; index: Map<string, number> }>();

/** Projects whose first `prevNext` was answered without the index of every visible page. */
const askedOnce = new WeakSet<SiteProject>();

/** Whether the page at `path` is in the visible order: it exists and is hidden neither by its front matter nor by the navigation. */
function visible(project: SiteProject, path: string): boolean {
  return shownInNav(project, path);
}

/**
 * The visible pages before and after `path` in the navigation order (`undefined` each when
 * none), or undefined when the page is not in it. The first question about a project is
 * answered by walking out from the page (the dev server's first page: no index of thousands
 * of pages for one answer); later ones from an index of the visible order, built once.
 */
function visibleNeighbours(project: SiteProject, path: string): { prev: string | undefined; next: string | undefined } | undefined {
  let cached = visibleOrder.get(project);
  if (!cached && !askedOnce.has(project)) {
    askedOnce.add(project);
    const { order } = project;
    const at = order.indexOf(path);
    if (at < 0 || !visible(project, path)) return undefined;
    let before = at - 1;
    while (before >= 0 && !visible(project, order[before] ?? '')) before--;
    let after = at + 1;
    while (after < order.length && !visible(project, order[after] ?? '')) after++;
    return { prev: order[before], next: order[after] };
  }
  if (!cached) {
    const list = project.order.filter((p) => visible(project, p));
    cached = { list, index: new Map(list.map((p, i) => [p, i])) };
    visibleOrder.set(project, cached);
  }
  const index = cached.index.get(path) ?? -1;
  if (index < 0) return undefined;
  return { prev: cached.list[index - 1], next: cached.list[index + 1] };
}

export function prevNext(project: SiteProject, path: string): { prev?: PageEntry; next?: PageEntry } {
  const around = visibleNeighbours(project, path);
  if (!around) return {};
  // Previous and next stay inside the page's version (or language).
  const version = versionOf(project, path);
  const neighbour = (p: string | undefined): PageEntry | undefined => (p !== undefined && versionOf(project, p) === version ? project.pages.get(p) : undefined);
  const prev = neighbour(around.prev);
  const next = neighbour(around.next);
  return { ...(prev ? { prev } : {}), ...(next ? { next } : {}) };
}
