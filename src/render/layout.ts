// The page shell around the content, from the config model: head, top bar, tabs, the
// active division's sidebar, table of contents, prev/next, feedback and footer.
import type { DocsModel, NavNode } from '../config/index.js';
import { divisionLevels, esc, firstHref, iconHtml, isExternal, markCurrent, prevNext, safeHref, sidebarHtml, type NavContext } from './nav.js';
import type { TocEntry } from './page.js';
import type { PageEntry, Project } from './project.js';
import { THEME_SCRIPT } from './assets/bundled.js';

export const ASSET_DIR = '_docwright';

export interface LayoutOptions {
  project: Project;
  basePath: string;
  /** Absolute site URL without trailing slash, for canonical links; '' when unknown. */
  siteUrl: string;
  /** Version token appended to asset URLs. */
  assetVersion: string;
  /** Sidebar HTML cache by division, shared by the pages of a build. */
  sidebarCache: Map<NavNode | undefined, string>;
  /** Repository stars for a `github` top-bar button, when known. */
  stars?: number;
  dev?: boolean;
}

export interface PageView {
  entry: PageEntry;
  title: string;
  description?: string;
  bodyHtml: string;
  toc: readonly TocEntry[];
  uses: { math: boolean; mermaid: boolean; playground?: boolean };
  /** Replaces the normal content: a page that failed to build says why. */
  problem?: { file: string; line: number; column: number; message: string };
}

const ICONS = {
  sun: '<svg class="dw-i" aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><circle cx="12" cy="12" r="4"/><path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"/></svg>',
  moon: '<svg class="dw-i" aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z"/></svg>',
  search: '<svg class="dw-i" aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><circle cx="11" cy="11" r="7"/><path d="m21 21-4.3-4.3"/></svg>',
  menu: '<svg class="dw-i" aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><path d="M4 6h16M4 12h16M4 18h16"/></svg>',
};

const SAFE_CSS_VALUE = /^[#(),.%\w\s-]+$/;
function cssColor(value: string | undefined): string | undefined {
  return value && SAFE_CSS_VALUE.test(value) ? value : undefined;
}
function cssUrl(value: string, basePath: string): string | undefined {
  const url = value.startsWith('/') ? basePath + value : value;
  return /^[\w\-./:%?=&~+]+$/.test(url) && !/^\s*javascript:/i.test(url) ? `url("${url}")` : undefined;
}

function asset(options: LayoutOptions, name: string): string {
  return `${options.basePath}/${ASSET_DIR}/${name}?v=${options.assetVersion}`;
}

function localHref(href: string, basePath: string): string {
  if (isExternal(href)) return safeHref(href);
  if (href.startsWith('#')) return href;
  return basePath + (href.startsWith('/') ? href : `/${href}`);
}

function themeStyle(model: DocsModel, basePath: string): string {
  const c = model.colors;
  const primary = cssColor(c.primary) ?? '#16a34a';
  const light = cssColor(c.light) ?? primary;
  const dark = cssColor(c.dark) ?? primary;
  const bgLight = cssColor(model.colors.background?.light ?? model.background.color?.light);
  const bgDark = cssColor(model.colors.background?.dark ?? model.background.color?.dark);
  const image = model.background.image;
  const imgLight = image ? cssUrl(image.light, basePath) : undefined;
  const imgDark = image ? cssUrl(image.dark, basePath) : undefined;
  return (
    `:root{--dw-primary:${primary};--dw-primary-light:${light};--dw-primary-dark:${dark};--dw-accent:${primary}${bgLight ? `;--dw-bg:${bgLight}` : ''}${imgLight ? `;--dw-bg-image:${imgLight}` : ''}}` +
    `[data-theme=dark]{--dw-accent:${light}${bgDark ? `;--dw-bg:${bgDark}` : ''}${imgDark ? `;--dw-bg-image:${imgDark}` : ''}}`
  );
}

/** Sets the mode before the first paint: stored choice, else the config's default, else the OS. */
function repository(model: DocsModel): string | undefined {
  const candidates = [model.navbar.primary?.type === 'github' ? model.navbar.primary.href : undefined, model.footer.socials.github];
  for (const candidate of candidates) {
    const match = candidate ? /^https:\/\/github\.com\/([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/.exec(candidate) : null;
    if (match?.[1]) return `https://github.com/${match[1]}`;
  }
  return undefined;
}

function logoHtml(model: DocsModel, basePath: string): string {
  const href = model.logo?.href ? localHref(model.logo.href, basePath) : `${basePath}/`;
  if (!model.logo) return `<a class="dw-brand" href="${esc(href)}"><span class="dw-brand-name">${esc(model.name)}</span></a>`;
  const src = (p: string): string => esc(p.startsWith('/') ? basePath + p : isExternal(p) ? safeHref(p) : `${basePath}/${p}`);
  return (
    `<a class="dw-brand" href="${esc(href)}" aria-label="${esc(model.name)} home">` +
    `<img class="dw-logo dw-logo-light" src="${src(model.logo.light)}" alt="${esc(model.name)}" height="28">` +
    `<img class="dw-logo dw-logo-dark" src="${src(model.logo.dark)}" alt="${esc(model.name)}" height="28">` +
    `</a>`
  );
}

function navbarHtml(options: LayoutOptions, library: string): string {
  const { model } = options.project;
  const links = model.navbar.links
    .map((link) => `<a class="dw-navbar-link" href="${esc(localHref(link.href, options.basePath))}">${iconHtml(link.icon, undefined, library, options.basePath)}${esc(link.label)}</a>`)
    .join('');
  const primary = model.navbar.primary;
  let cta = '';
  if (primary) {
    const href = esc(localHref(primary.href, options.basePath));
    if (primary.type === 'github') {
      const repo = /github\.com\/([\w.-]+\/[\w.-]+)/.exec(primary.href)?.[1] ?? primary.label ?? 'GitHub';
      const stars = options.stars !== undefined ? ` <span class="dw-stars" aria-label="${options.stars} stars">★ ${options.stars >= 1000 ? `${(options.stars / 1000).toFixed(1)}k` : options.stars}</span>` : '';
      cta = `<a class="dw-navbar-github" href="${href}">${iconHtml('github', 'brands', 'fontawesome')}<span>${esc(repo)}</span>${stars}</a>`;
    } else if (primary.type === 'discord') {
      cta = `<a class="dw-cta" href="${href}">${iconHtml('discord', 'brands', 'fontawesome')}<span>${esc(primary.label ?? 'Discord')}</span></a>`;
    } else cta = `<a class="dw-cta" href="${href}">${esc(primary.label ?? 'Get started')}</a>`;
  }
  return links + cta;
}

function switcher(level: { kind: string; options: NavNode[]; active: NavNode }, ctx: NavContext): string {
  const items = level.options
    .map((option) => {
      const href = firstHref(option, ctx) ?? '#';
      const current = option === level.active ? ' aria-current="true"' : '';
      return `<li><a href="${esc(href)}"${current}>${iconHtml(option.icon, option.iconType, ctx.library, ctx.basePath)}<span>${esc(option.label)}</span></a></li>`;
    })
    .join('');
  const label = level.kind === 'language' ? 'Language' : level.kind === 'version' ? 'Version' : level.kind === 'product' ? 'Product' : 'Section';
  return `<details class="dw-switcher dw-switcher-${level.kind}"><summary aria-label="${label}: ${esc(level.active.label)}">${iconHtml(level.active.icon, level.active.iconType, ctx.library, ctx.basePath)}<span>${esc(level.active.label)}</span></summary><ul>${items}</ul></details>`;
}

function anchorsHtml(anchors: readonly NavNode[], active: NavNode | undefined, ctx: NavContext, colorOf: (node: NavNode) => string): string {
  const visible = anchors.filter((a) => !a.hidden && !(a.isDefaultHidden && a !== active));
  if (visible.length === 0) return '';
  const items = visible
    .map((anchor) => {
      const href = firstHref(anchor, ctx) ?? '#';
      const current = anchor === active ? ' aria-current="true"' : '';
      const color = colorOf(anchor);
      return `<li><a href="${esc(href)}"${current}><span class="dw-anchor-icon"${color ? ` style="${esc(color)}"` : ''}>${iconHtml(anchor.icon, anchor.iconType, ctx.library, ctx.basePath)}</span><span>${esc(anchor.label)}</span></a></li>`;
    })
    .join('');
  return `<ul class="dw-anchors">${items}</ul>`;
}

function anchorColor(node: NavNode): string {
  const color = node.color;
  if (!color) return '';
  if (typeof color === 'string') return cssColor(color) ? `background:${color}` : '';
  if ('from' in color) {
    const from = cssColor(color.from);
    const to = cssColor(color.to) ?? from;
    const via = cssColor(color.via);
    return from ? `background:linear-gradient(45deg,${from}${via ? `,${via}` : ''},${to})` : '';
  }
  const light = cssColor(color.light);
  return light ? `background:${light}` : '';
}

function tocHtml(toc: readonly TocEntry[]): string {
  if (toc.length === 0) return '';
  const items = toc.map((t) => `<li class="dw-toc-${t.depth}"><a href="#${esc(t.id)}">${esc(t.text)}</a></li>`).join('');
  return `<aside class="dw-toc" aria-labelledby="dw-toc-title"><p class="dw-toc-title" id="dw-toc-title">On this page</p><ul>${items}</ul></aside>`;
}

function footerHtml(model: DocsModel, library: string): string {
  const socials = Object.entries(model.footer.socials)
    .map(([name, href]) => {
      const icon = { x: 'x-twitter', twitter: 'x-twitter', website: 'globe', 'hacker-news': 'hacker-news' }[name] ?? name;
      return `<a href="${esc(safeHref(href))}" aria-label="${esc(name)}" rel="noopener">${iconHtml(icon, 'brands', 'fontawesome') || iconHtml(icon, undefined, library) || esc(name)}</a>`;
    })
    .join('');
  const columns = (model.footer.links ?? [])
    .map((column) => `<div class="dw-footer-col">${column.header ? `<p>${esc(column.header)}</p>` : ''}<ul>${column.items.map((item) => `<li><a href="${esc(safeHref(item.href))}">${esc(item.label)}</a></li>`).join('')}</ul></div>`)
    .join('');
  return `<footer class="dw-footer">${columns ? `<div class="dw-footer-cols">${columns}</div>` : ''}<div class="dw-footer-bottom">${socials ? `<div class="dw-socials">${socials}</div>` : ''}<p class="dw-built">Built with docwright</p></div></footer>`;
}

export function renderLayout(view: PageView, options: LayoutOptions): string {
  const { project, basePath } = options;
  const { model } = project;
  const library = model.icons?.library ?? 'fontawesome';
  const ctx: NavContext = { project, basePath, library };
  const entry = view.entry;
  const placement = project.placement.get(entry.path) ?? (project.order[0] ? project.placement.get(project.order[0]) : undefined);
  const ancestors = placement?.ancestors ?? [];
  const { levels, container } = divisionLevels(model, ancestors);

  let sidebar = options.sidebarCache.get(container);
  if (sidebar === undefined) {
    sidebar = sidebarHtml(container ? container.children : model.navigation, ctx);
    options.sidebarCache.set(container, sidebar);
  }
  sidebar = markCurrent(sidebar, entry.path, ancestors);

  const tabLevel = levels.find((l) => l.kind === 'tab');
  const tabs = tabLevel && tabLevel.options.length > 0
    ? `<nav class="dw-tabsbar" aria-label="Sections"><ul>${tabLevel.options
        .map((tab) => `<li><a href="${esc(firstHref(tab, ctx) ?? '#')}"${tab === tabLevel.active ? ' aria-current="true"' : ''}>${iconHtml(tab.icon, tab.iconType, library, basePath)}<span>${esc(tab.label)}</span></a></li>`)
        .join('')}</ul></nav>`
    : '';
  const switchers = levels.filter((l) => l.kind !== 'tab' && l.kind !== 'anchor' && l.options.length > 1).map((l) => switcher(l, ctx)).join('');
  const anchorLevel = levels.find((l) => l.kind === 'anchor');
  const anchors = anchorsHtml([...(anchorLevel?.options ?? []), ...model.anchors], anchorLevel?.active, ctx, anchorColor);

  const strict = model.appearance.strict;
  const modeDefault = model.appearance.default;
  const title = view.title;
  const fullTitle = title === model.name ? title : `${title} - ${model.name}`;
  const description = view.description ?? model.description;
  const canonical = options.siteUrl ? `${options.siteUrl}${entry.url === '/' ? '/' : entry.url}` : '';
  const favicon = model.favicon;
  const faviconHref = (p: string): string => esc(p.startsWith('/') ? basePath + p : isExternal(p) ? p : `${basePath}/${p}`);
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${esc(fullTitle)}</title>`,
    description ? `<meta name="description" content="${esc(description)}">` : '',
    canonical ? `<link rel="canonical" href="${esc(canonical)}">` : '',
    `<meta property="og:title" content="${esc(fullTitle)}">`,
    description ? `<meta property="og:description" content="${esc(description)}">` : '',
    canonical ? `<meta property="og:url" content="${esc(canonical)}">` : '',
    entry.noindex || view.problem ? '<meta name="robots" content="noindex">' : '',
    ...Object.entries(model.seo.metatags).map(([name, content]) => `<meta name="${esc(name)}" content="${esc(content)}">`),
    favicon
      ? favicon.light === favicon.dark
        ? `<link rel="icon" href="${faviconHref(favicon.light)}">`
        : `<link rel="icon" href="${faviconHref(favicon.light)}" media="(prefers-color-scheme: light)"><link rel="icon" href="${faviconHref(favicon.dark)}" media="(prefers-color-scheme: dark)">`
      : '',
    `<link rel="stylesheet" href="${asset(options, 'site.css')}">`,
    view.uses.math ? `<link rel="stylesheet" href="${asset(options, 'katex/katex.min.css')}">` : '',
    view.uses.playground ? `<link rel="stylesheet" href="${asset(options, 'api-playground.css')}">` : '',
    `<style>${themeStyle(model, basePath)}</style>`,
    `<script>${THEME_SCRIPT}</script>`,
    `<link rel="alternate" type="text/markdown" href="${esc(basePath + (entry.url === '/' ? '/index' : entry.url))}.md">`,
  ]
    .filter(Boolean)
    .join('\n');

  const modeToggle = strict
    ? ''
    : `<button type="button" class="dw-icon-button dw-mode" data-dw-mode aria-label="Toggle dark mode">${ICONS.sun}${ICONS.moon}</button>`;
  const header =
    `<header class="dw-header"><div class="dw-header-inner">` +
    `<button type="button" class="dw-icon-button dw-menu" data-dw-menu aria-label="Open navigation" aria-expanded="false" aria-controls="dw-sidebar">${ICONS.menu}</button>` +
    logoHtml(model, basePath) +
    `<button type="button" class="dw-search-button" data-dw-search aria-keyshortcuts="Control+K /">${ICONS.search}<span>Search…</span><kbd aria-hidden="true">Ctrl K</kbd></button>` +
    `<nav class="dw-navbar" aria-label="Top">${navbarHtml(options, library)}</nav>` +
    modeToggle +
    `</div>${tabs}</header>`;

  const pn = prevNext(project, entry.path);
  const pager =
    pn.prev || pn.next
      ? `<nav class="dw-pager" aria-label="Previous and next pages">${pn.prev ? `<a class="dw-prev" href="${esc(basePath + pn.prev.url)}"><span>Previous</span><strong>${esc(pn.prev.sidebarTitle ?? pn.prev.title)}</strong></a>` : '<span></span>'}${pn.next ? `<a class="dw-next" href="${esc(basePath + pn.next.url)}"><span>Next</span><strong>${esc(pn.next.sidebarTitle ?? pn.next.title)}</strong></a>` : ''}</nav>`
      : '';

  const repo = repository(model);
  const rel = entry.file.slice(project.root.length + 1).split('\\').join('/');
  const feedback = repo && (model.feedback.suggestEdit || model.feedback.raiseIssue)
    ? `<div class="dw-feedback">${model.feedback.suggestEdit ? `<a href="${esc(`${repo}/edit/main/${rel}`)}" rel="noopener">Suggest an edit</a>` : ''}${model.feedback.raiseIssue ? `<a href="${esc(`${repo}/issues/new?title=${encodeURIComponent(`Issue on docs: ${entry.url}`)}`)}" rel="noopener">Raise an issue</a>` : ''}</div>`
    : '';

  const groupLabel = [...ancestors].reverse().find((a) => a.kind === 'group')?.label;
  const problem = view.problem
    ? `<div class="dw-callout dw-callout-danger dw-build-error" role="alert"><div class="dw-callout-body"><p><strong>This page could not be built.</strong></p><p><code>${esc(`${view.problem.file}:${view.problem.line}:${view.problem.column}`)}</code>: ${esc(view.problem.message)}</p></div></div>`
    : '';
  const mode = entry.mode ?? 'default';
  const noSidebar = mode === 'custom' || mode === 'center' || mode === 'frame';
  const noToc = noSidebar || mode === 'wide';
  const article =
    `<article class="dw-article" data-pagefind-body>` +
    `<header class="dw-page-header">${groupLabel ? `<p class="dw-eyebrow" data-pagefind-ignore>${esc(groupLabel)}</p>` : ''}<h1 id="page-title">${esc(title)}</h1>${view.description ? `<p class="dw-description">${esc(view.description)}</p>` : ''}</header>` +
    problem +
    `<div class="dw-content">${view.bodyHtml}</div>` +
    `</article>` +
    feedback +
    pager;

  const scripts = [`<script src="${asset(options, 'site.js')}" defer></script>`, view.uses.playground ? `<script src="${asset(options, 'api-playground.js')}" defer></script>` : '', options.dev ? `<script src="${basePath}/_docwright/dev-client.js" defer></script>` : '']
    .filter(Boolean)
    .join('');

  return (
    `<!doctype html>\n<html lang="${esc(langOf(ancestors))}" data-default="${modeDefault}" data-strict="${strict ? '1' : '0'}" data-base="${esc(basePath)}" data-theme="${modeDefault === 'dark' ? 'dark' : 'light'}">\n<head>\n${head}\n</head>\n` +
    `<body class="dw-mode-${esc(mode)}">\n<a class="dw-skip" href="#dw-main">Skip to content</a>\n${header}\n` +
    `<div class="dw-layout${noSidebar ? ' dw-no-sidebar' : ''}${noToc ? ' dw-no-toc' : ''}">` +
    (noSidebar ? '' : `<nav class="dw-sidebar" id="dw-sidebar" aria-label="Sidebar">${switchers}${anchors}${sidebar}</nav>`) +
    `<main class="dw-main" id="dw-main">${article}</main>` +
    (noToc ? '' : tocHtml(view.toc)) +
    `</div>\n${footerHtml(model, library)}\n` +
    `<div class="dw-search-dialog" data-dw-search-dialog hidden><div class="dw-search-panel" role="dialog" aria-modal="true" aria-label="Search"><input type="search" placeholder="Search the docs" aria-label="Search the docs" data-dw-search-input autocomplete="off"><div class="dw-search-results" data-dw-search-results role="region" aria-live="polite" aria-label="Search results"></div></div></div>\n` +
    `${scripts}\n</body>\n</html>\n`
  );
}

function langOf(ancestors: readonly NavNode[]): string {
  const language = ancestors.find((a) => a.kind === 'language');
  const code = language?.language ?? language?.label;
  return code && /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/.test(code) ? code : 'en';
}
