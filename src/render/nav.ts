// Navigation of one page: the divisions it sits in (tabs, anchors, versions, languages,
// dropdowns), the sidebar of its innermost division only, and prev/next. The sidebar of a
// division is rendered once and reused by every page in it.
import type { DocsModel, NavNode } from '../config/index.js';
import { iconSvg, isIconUrl } from './icons.js';
import type { PageEntry, Project } from './project.js';

export const DIVISIONS = new Set<NavNode['kind']>(['tab', 'anchor', 'dropdown', 'product', 'version', 'language', 'menu']);

export function esc(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** A URL from config or front matter, or '#' when it is a script URL. */
export function safeHref(href: string): string {
  return /^\s*(javascript|vbscript|data):/i.test(href.replace(/[\s\u0000-\u001f]/g, '')) ? '#' : href;
}

export function isExternal(href: string): boolean {
  return /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href);
}

export interface NavContext {
  project: Project;
  basePath: string;
  library: string;
}

export function iconHtml(name: string | undefined, iconType: string | undefined, library: string, basePath = ''): string {
  if (!name) return '';
  if (isIconUrl(name)) return `<img class="dw-i" src="${esc(name.startsWith('/') ? basePath + name : name)}" alt="" width="16" height="16">`;
  return iconSvg(name, iconType, library) ?? '';
}

/** The URL a division or group leads to: its first page, else its href. */
export function firstHref(node: NavNode, ctx: NavContext): string | undefined {
  if (node.page !== undefined && ctx.project.pages.has(node.page)) return ctx.basePath + (ctx.project.pages.get(node.page)?.url ?? '/');
  for (const child of node.children) {
    if (child.hidden) continue;
    const href = firstHref(child, ctx);
    if (href !== undefined) return href;
  }
  if (node.href) return isExternal(node.href) ? safeHref(node.href) : ctx.basePath + (node.href.startsWith('/') ? node.href : `/${node.href}`);
  return undefined;
}

const groupIds = new WeakMap<NavNode, number>();
let groupCounter = 0;
function groupId(node: NavNode): number {
  let id = groupIds.get(node);
  if (id === undefined) {
    id = ++groupCounter;
    groupIds.set(node, id);
  }
  return id;
}

function pageItem(node: NavNode, ctx: NavContext): string {
  const path = node.page ?? '';
  const entry = ctx.project.pages.get(path);
  if (!entry || entry.hidden || node.hidden) return '';
  const label = entry.sidebarTitle ?? entry.title;
  const icon = iconHtml(entry.icon ?? node.icon, entry.iconType ?? node.iconType, ctx.library, ctx.basePath);
  const tag = entry.tag ? ` <span class="dw-nav-tag">${esc(entry.tag)}</span>` : '';
  return `<li><a href="${esc(ctx.basePath + entry.url)}" data-p="${esc(path)}">${icon}<span>${esc(label)}</span>${tag}</a></li>`;
}

function linkItem(node: NavNode, ctx: NavContext): string {
  if (!node.href || node.hidden) return '';
  const href = isExternal(node.href) ? safeHref(node.href) : ctx.basePath + (node.href.startsWith('/') ? node.href : `/${node.href}`);
  return `<li><a href="${esc(href)}"${isExternal(node.href) ? ' rel="noopener"' : ''}>${iconHtml(node.icon, node.iconType, ctx.library, ctx.basePath)}<span>${esc(node.label)}</span></a></li>`;
}

function items(nodes: readonly NavNode[], ctx: NavContext, depth: number): string {
  let html = '';
  for (const node of nodes) {
    if (node.hidden) continue;
    if (node.kind === 'page') html += pageItem(node, ctx);
    else if (node.kind === 'link') html += linkItem(node, ctx);
    else if (node.kind === 'group') html += nestedGroup(node, ctx, depth + 1);
    else if (node.kind === 'operation' && node.page) html += pageItem(node, ctx);
  }
  return html;
}

function nestedGroup(node: NavNode, ctx: NavContext, depth: number): string {
  const inner = items(node.children, ctx, depth);
  const rootEntry = node.page ? ctx.project.pages.get(node.page) : undefined;
  if (!inner && !rootEntry) return '';
  const icon = iconHtml(node.icon, node.iconType, ctx.library, ctx.basePath);
  const label = rootEntry
    ? `<a href="${esc(ctx.basePath + rootEntry.url)}" data-p="${esc(rootEntry.path)}">${icon}<span>${esc(node.label)}</span></a>`
    : `${icon}<span>${esc(node.label)}</span>`;
  return `<li class="dw-nav-nested"><details data-g="${groupId(node)}"${node.expanded ? ' open' : ''}><summary>${label}</summary><ul>${inner}</ul></details></li>`;
}

/** The sidebar groups of a division (or of the whole navigation when it has none). */
export function sidebarHtml(nodes: readonly NavNode[], ctx: NavContext): string {
  let html = '';
  let loose = '';
  const flush = (): void => {
    if (loose) html += `<ul class="dw-nav-list">${loose}</ul>`;
    loose = '';
  };
  for (const node of nodes) {
    if (node.hidden || DIVISIONS.has(node.kind)) continue;
    if (node.kind === 'group') {
      flush();
      const inner = items(node.children, ctx, 0);
      const rootEntry = node.page ? ctx.project.pages.get(node.page) : undefined;
      if (!inner && !rootEntry) continue;
      const icon = iconHtml(node.icon, node.iconType, ctx.library, ctx.basePath);
      const title = rootEntry ? `<a href="${esc(ctx.basePath + rootEntry.url)}" data-p="${esc(rootEntry.path)}">${esc(node.label)}</a>` : esc(node.label);
      html += `<div class="dw-nav-group" data-g="${groupId(node)}"><p class="dw-nav-group-title">${icon}${title}</p><ul class="dw-nav-list">${inner}</ul></div>`;
    } else loose += items([node], ctx, 0);
  }
  flush();
  return html;
}

/** Mark the current page and open the groups around it in a cached sidebar. */
export function markCurrent(html: string, path: string, ancestors: readonly NavNode[]): string {
  let out = html.replace(`data-p="${esc(path)}"`, `data-p="${esc(path)}" aria-current="page"`);
  for (const node of ancestors) {
    if (node.kind !== 'group') continue;
    const id = groupIds.get(node);
    if (id !== undefined) out = out.replace(`<details data-g="${id}">`, `<details data-g="${id}" open>`);
  }
  return out;
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
      levels.push({ kind: node.kind, options: siblings.filter((s) => s.kind === node.kind && !s.hidden), active: node });
      container = node;
    }
    siblings = node.children;
  }
  return { levels, container };
}

const visibleOrder = new WeakMap<Project, { list: string[]; index: Map<string, number> }>();

export function prevNext(project: Project, path: string): { prev?: PageEntry; next?: PageEntry } {
  let cached = visibleOrder.get(project);
  if (!cached) {
    const list = project.order.filter((p) => {
      const entry = project.pages.get(p);
      return entry && !entry.hidden;
    });
    cached = { list, index: new Map(list.map((p, i) => [p, i])) };
    visibleOrder.set(project, cached);
  }
  const visible = cached.list;
  const index = cached.index.get(path) ?? -1;
  if (index < 0) return {};
  const prev = index > 0 ? project.pages.get(visible[index - 1] ?? '') : undefined;
  const next = index + 1 < visible.length ? project.pages.get(visible[index + 1] ?? '') : undefined;
  return { ...(prev ? { prev } : {}), ...(next ? { next } : {}) };
}
