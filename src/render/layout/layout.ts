// The page shell around the content, from the config model: head, top bar, tabs, the
// active division's sidebar, table of contents, prev/next, feedback and footer.
import type { socialKeys } from '../../config/schema/constants.js';
import { siteUrlOf } from '../../config/site-url.js';
import { encodeUrlPath, encodeUrlText } from '../../fs/url-path.js';
import type { DocsModel, NavNode } from '../../config/index.js';
import type { Element, ElementContent, Root } from 'hast';
import { h } from 'hastscript';
import { toHtml } from 'hast-util-to-html';
import { createHash } from 'node:crypto';
import { allPagesHtml, divisionLevels, sharedDigest, sidebarDigest, iconHast as icon, isExternal, LAZY_SIDEBAR_LINKS, lazySidebar, markCurrent, navigationAsset, optionHref, prevNext, samePageHref, sidebarLinks, sidebarTree, type DivisionLevel, type NavContext } from './nav.js';
import { trustedHtml } from '../safety/trusted.js';
import { safeHref } from '../safety/href.js';
import { contextualMenu } from '../components/contextual.js';
import { TAILWIND_CSS } from '../safety/tailwind.js';
import { configColor, readableOn, themeColors } from '../safety/colors.js';
import { jsonLdScripts } from './json-ld.js';
import { shareImagesAbsolute, sharePathOf } from './share-images.js';
import { siteBanner } from '../components/banner.js';
import { feedPath, type FeedItem } from '../page/feed.js';
import type { TocEntry } from '../page/page.js';
import type { NavPlacement, PageEntry, SiteProject } from './project.js';
import { THEME_SCRIPT } from '../assets/bundled.js';
import { ownValue } from '../../guards.js';
import { siteFonts } from '../components/fonts.js';
import { themeName } from '../components/themes.js';
import { RecentMap } from './recent-map.js';
import { ENGLISH, langTag, languageName, textDirection, uiStrings, type UiStrings } from '../components/i18n.js';

export const ASSET_DIR = '_docwright';

export interface LayoutOptions {
  project: SiteProject;
  basePath: string;
  /** Absolute site URL without trailing slash, for canonical links; '' when unknown. */
  siteUrl: string;
  /** Version token appended to asset URLs. */
  assetVersion: string;
  /** Each division's sidebar, built once and shared (never changed) by the pages in it. */
  sidebarCache: Map<NavNode | undefined, SharedSidebar>;
  dev?: boolean;
  /** False when the site has no search index (Pagefind is not installed): no search box or dialog. Default true. */
  search?: boolean;
}

export interface PageView {
  entry: PageEntry;
  title: string;
  description?: string;
  bodyHtml: string;
  /** Request and response examples shown beside the body (sticky) on wide screens, below it on narrow ones. */
  examplesHtml?: string;
  toc: readonly TocEntry[];
  /** `playground`: the interactive playground (script and style sheet); `endpoint`: an endpoint bar (style sheet only); `tailwind`: the page writes utility classes; `panel`: a top-level `<Panel>` takes the table of contents' column. */
  uses: { math: boolean; mermaid: boolean; playground?: boolean; endpoint?: boolean; tailwind?: boolean; panel?: boolean; islands?: string };
  /** The page's RSS items (`rss: true`): the feed is written beside the page and linked from it. */
  feed?: FeedItem[];
  /** The changelog's tags, most-used first: a row of toggles in the table of contents' place, as Mintlify draws it. */
  updateTags?: readonly string[];
  /** Replaces the normal content: a page that failed to build says why. */
  problem?: { file: string; line: number; column: number; message: string };
}

const ICONS = {
  sun: '<svg class="dw-i" aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><circle cx="12" cy="12" r="4"/><path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"/></svg>',
  moon: '<svg class="dw-i" aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z"/></svg>',
  search: '<svg class="dw-i" aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><circle cx="11" cy="11" r="7"/><path d="m21 21-4.3-4.3"/></svg>',
  menu: '<svg class="dw-i" aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"><path d="M4 6h16M4 12h16M4 18h16"/></svg>',
};

/**
 * A configured image as a CSS `url("…")`, percent-encoded so that it stays one URL (a file
 * name with a space, brackets or non-ASCII letters is kept, not dropped; `"`, `\\` and `<` cannot
 * end the string or the `<style>`): a project path as file name (its `%` is a character), a
 * URL as written (its escapes kept). A script URL gives none.
 */
function cssUrl(value: string, basePath: string): string | undefined {
  if (/^\s*javascript:/i.test(value)) return undefined;
  const url = isExternal(value) ? encodeUrlText(value) : value.startsWith('/') ? basePath + encodeUrlPath(value) : encodeUrlPath(value);
  return `url("${url}")`;
}

function asset(options: LayoutOptions, name: string): string {
  return `${options.basePath}/${ASSET_DIR}/${name}?v=${options.assetVersion}`;
}

function localHref(href: string, basePath: string): string {
  // A script URL behind a space (` javascript:`) is no external link, and no page path either: `#`, as the build's warning says.
  if (isExternal(href) || safeHref(href) === '#') return safeHref(href);
  if (href.startsWith('#')) return href;
  return basePath + (href.startsWith('/') ? href : `/${href}`);
}

function themeStyle(model: DocsModel, basePath: string): string {
  const { primary, light, dark, backgroundLight: bgLight, backgroundDark: bgDark } = themeColors(model);
  const image = model.background.image;
  const imgLight = image ? cssUrl(image.light, basePath) : undefined;
  const imgDark = image ? cssUrl(image.dark, basePath) : undefined;
  return (
    `:root{--dw-primary:${primary};--dw-primary-light:${light};--dw-primary-dark:${dark};--dw-on-primary:${readableOn(primary)};--dw-on-primary-dark:${readableOn(dark)};--dw-on-primary-light:${readableOn(light)};--dw-accent:${primary}${bgLight ? `;--dw-bg:${bgLight}` : ''}${imgLight ? `;--dw-bg-image:${imgLight}` : ''}}` +
    `[data-theme=dark]{--dw-accent:${light}${bgDark ? `;--dw-bg:${bgDark}` : ''}${imgDark ? `;--dw-bg-image:${imgDark}` : ''}}`
  );
}

type Child = ElementContent | string;

function uiIcon(name: keyof typeof ICONS): ElementContent[] {
  return [...trustedHtml(ICONS[name])];
}

function logo(model: DocsModel, basePath: string): Element {
  const href = model.logo?.href ? localHref(model.logo.href, basePath) : `${basePath}/`;
  if (!model.logo) return h('a', { className: ['dw-brand'], href }, [h('span', { className: ['dw-brand-name'] }, [model.name])]);
  const src = (p: string): string => (p.startsWith('/') ? basePath + p : isExternal(p) || safeHref(p) === '#' ? safeHref(p) : `${basePath}/${p}`);
  return h('a', { className: ['dw-brand'], href, ariaLabel: `${model.name} home` }, [
    h('img', { className: ['dw-logo', 'dw-logo-light'], src: src(model.logo.light), alt: model.name, height: '28' }),
    h('img', { className: ['dw-logo', 'dw-logo-dark'], src: src(model.logo.dark), alt: model.name, height: '28' }),
  ]);
}

/** The top bar's links and button: `shown` is the site's `navbar` or the page's language's own. */
function navbar(options: LayoutOptions, shown: DocsModel['navbar'], library: string): Child[] {
  const links = shown.links.map((link) => h('a', { className: ['dw-navbar-link'], href: localHref(link.href, options.basePath) }, [...icon(link.icon, undefined, library, options.basePath), link.label]));
  const primary = shown.primary;
  if (!primary) return links;
  const href = localHref(primary.href, options.basePath);
  if (primary.type === 'github') {
    const repo = /github\.com\/([\w.-]+\/[\w.-]+)/.exec(primary.href)?.[1] ?? primary.label ?? 'GitHub';
    // The star count is the reader's browser's to fetch (src/render/assets/site/header.browser.ts `fillStars`):
    // a build never uses the network for it, so two builds of one commit are the same.
    const slug = /^https:\/\/github\.com\/([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/.exec(primary.href)?.[1];
    const count = slug ? [h('span', { className: ['dw-stars'], dataDwStars: slug, hidden: true })] : [];
    return [...links, h('a', { className: ['dw-navbar-github'], href }, [...icon('github', 'brands', 'fontawesome'), h('span', [repo]), ...count])];
  }
  if (primary.type === 'discord') return [...links, h('a', { className: ['dw-cta'], href }, [...icon('discord', 'brands', 'fontawesome'), h('span', [primary.label ?? 'Discord'])])];
  return [...links, h('a', { className: ['dw-cta'], href }, [primary.label ?? 'Get started'])];
}

/** A switcher of versions, languages, products or dropdowns. A language is shown by its name and leads to the same page in it when there is one. */
function switcher(level: { kind: string; options: NavNode[]; active: NavNode }, ctx: NavContext, path: string, t: UiStrings): Element {
  const isLanguage = level.kind === 'language';
  const name = (option: NavNode): string => (isLanguage ? languageName(option.language ?? option.label) : option.label);
  const items = level.options.flatMap((option) => {
    const tag = isLanguage ? langTag(option.language ?? option.label) : undefined;
    const href = isLanguage && option !== level.active ? samePageHref(option, level.options, path, ctx) : optionHref(option, ctx);
    // A language with no page leads nowhere: it is left out (`nav-language-empty` says so at its place in the config).
    if (isLanguage && href === undefined && option !== level.active) return [];
    return h('li', [h('a', { href: href ?? '#', ariaCurrent: option === level.active ? 'true' : undefined, ...(tag ? { hrefLang: tag, lang: tag } : {}) }, [...icon(option.icon, option.iconType, ctx.library, ctx.basePath), h('span', [name(option)]), ...optionExtras(option)]), ...productMenu(option, ctx)]);
  });
  const label = isLanguage ? t.language : level.kind === 'version' ? t.version : level.kind === 'product' ? t.product : t.section;
  return h('details', { className: ['dw-switcher', `dw-switcher-${level.kind}`] }, [
    h('summary', { ariaLabel: `${label}: ${name(level.active)}` }, [...icon(level.active.icon, level.active.iconType, ctx.library, ctx.basePath), h('span', [name(level.active)])]),
    h('ul', items),
  ]);
}

/**
 * A product's `menu` inside its product switcher entry, as Mintlify draws it: a multi-column
 * dropdown of the menu's items, each with its icon and description, leading to its first page
 * (or its `href`). Nothing for an option without a menu.
 */
function productMenu(option: NavNode, ctx: NavContext): Element[] {
  if (option.kind !== 'product') return [];
  const items = option.children.filter((child) => child.kind === 'menu' && !child.hidden);
  if (items.length === 0) return [];
  return [
    h('ul', { className: ['dw-product-menu'], ariaLabel: option.label }, items.map((item) => h('li', [h('a', { href: optionHref(item, ctx) ?? '#' }, [...icon(item.icon, item.iconType, ctx.library, ctx.basePath), h('span', [item.label]), ...optionExtras(item)])]))),
  ];
}

/** A switcher option's badge (a version's `tag`) and description (a dropdown's, product's or menu item's `description`). */
function optionExtras(option: NavNode): Element[] {
  return [
    ...(option.tag ? [h('span', { className: ['dw-nav-tag'] }, [option.tag])] : []),
    ...(option.description ? [h('span', { className: ['dw-switcher-description'] }, [option.description])] : []),
  ];
}

/**
 * Whether a level with a single option is still drawn as a switcher: a dropdown (its name, icon and `description`), and a
 * version, language, product or tab menu item with text of its own (a `description`, a version's `tag`, a product's
 * `menu`): that text is the author's, and nothing else shows it. A lone version or language with its name alone is not.
 */
function drawnAlone(option: NavNode): boolean {
  if (option.kind === 'dropdown') return true;
  return option.description !== undefined || option.tag !== undefined || (option.kind === 'product' && option.children.some((child) => child.kind === 'menu' && !child.hidden));
}

/**
 * How many options a switcher lists: a language that leads nowhere is left out (`nav-language-empty`), so a language
 * switcher whose other languages are all empty lists the page's own alone, and is not drawn, as a lone language is not.
 */
function shownOptions(level: { kind: string; options: NavNode[]; active: NavNode }, ctx: NavContext, path: string): number {
  if (level.kind !== 'language') return level.options.length;
  return level.options.filter((option) => option === level.active || samePageHref(option, level.options, path, ctx) !== undefined).length;
}

/** The links of `navigation.global` shown in the sidebar with its anchors: its dropdowns, products, versions and languages (its tabs are in the tab bar). */
function globalSidebarLinks(model: DocsModel): NavNode[] {
  const languages = model.globalLanguages.map((node) => ({ ...node, label: languageName(node.language ?? node.label) }));
  return [...model.anchors, ...model.globalDropdowns, ...(model.globalProducts ?? []), ...model.globalVersions, ...languages];
}

function anchorList(anchors: readonly NavNode[], active: NavNode | undefined, ctx: NavContext): Element[] {
  const visible = anchors.filter((a) => a === active || (!a.hidden && !a.isDefaultHidden));
  if (visible.length === 0) return [];
  const items = visible.map((anchor) => {
    const color = anchorColor(anchor);
    return h('li', [
      h('a', { href: optionHref(anchor, ctx) ?? '#', ariaCurrent: anchor === active ? 'true' : undefined }, [
        h('span', { className: ['dw-anchor-icon'], style: color || undefined }, icon(anchor.icon, anchor.iconType, ctx.library, ctx.basePath)),
        h('span', [anchor.label]),
      ]),
    ]);
  });
  return [h('ul', { className: ['dw-anchors'] }, items)];
}

/** An anchor's icon background from its `color`: a colour, a gradient, or a colour for each mode. */
function anchorColor(node: NavNode): string {
  const color = node.color;
  if (!color) return '';
  if (typeof color === 'string') {
    const plain = configColor(color);
    return plain ? `background:${plain}` : '';
  }
  if ('from' in color) {
    const from = configColor(color.from);
    const to = configColor(color.to) ?? from;
    const via = configColor(color.via);
    return from ? `background:linear-gradient(45deg,${from}${via ? `,${via}` : ''},${to})` : '';
  }
  // One mode's colour serves both, as `banner.color`'s does; site.css picks `--dw-anchor-dark` in dark mode.
  const light = configColor(color.light) ?? configColor(color.dark);
  const dark = configColor(color.dark) ?? light;
  return light && dark ? `--dw-anchor-light:${light};--dw-anchor-dark:${dark};background:var(--dw-anchor-bg)` : '';
}

/** A changelog's row of tag toggles (`className` places it), run by src/render/assets/site/updates.browser.ts. */
function updateFilters(tags: readonly string[], className: string[] = []): Element {
  return h('div', { className: ['dw-update-filters', ...className], role: 'group', ariaLabel: 'Filter updates by tag' }, tags.map((tag) => h('button', { type: 'button', className: ['dw-update-filter'] }, [tag])));
}

/** The table of contents for screens without its column: a disclosure above the article, closed until asked for; a changelog's tag filter in its place. */
function mobileToc(toc: readonly TocEntry[], t: UiStrings, updateTags: readonly string[] = []): Element[] {
  if (updateTags.length > 0) return [updateFilters(updateTags, ['dw-update-filters-mobile'])];
  if (toc.length === 0) return [];
  return [h('details', { className: ['dw-toc-mobile'], dataPagefindIgnore: '' }, [h('summary', [t.onThisPage]), h('ul', toc.map((e) => h('li', { className: [`dw-toc-${e.depth}`] }, [h('a', { href: `#${e.id}` }, [e.text])])))])];
}

/**
 * The right column: the table of contents, or, on a changelog whose updates have `tags`, the tag filter in its
 * place, as Mintlify draws it (src/render/assets/site/updates.browser.ts runs it; hidden without the script).
 */
function tableOfContents(toc: readonly TocEntry[], t: UiStrings, updateTags: readonly string[] = []): Element[] {
  if (updateTags.length > 0) {
    return [
      h('aside', { className: ['dw-toc', 'dw-toc-filters'], ariaLabel: 'Filter updates by tag' }, [updateFilters(updateTags)]),
    ];
  }
  if (toc.length === 0) return [];
  return [
    h('aside', { className: ['dw-toc'], ariaLabelledBy: 'dw-toc-title' }, [
      h('p', { className: ['dw-toc-title'], id: 'dw-toc-title' }, [t.onThisPage]),
      h('ul', toc.map((t) => h('li', { className: [`dw-toc-${t.depth}`] }, [h('a', { href: `#${t.id}` }, [t.text])]))),
    ]),
  ];
}

/** Footer social keys whose icon has another name. */
const SOCIAL_ICONS: Readonly<Record<string, string>> = { x: 'x-twitter', twitter: 'x-twitter', website: 'globe', 'hacker-news': 'hacker-news' };

/** The platform's name for each footer social key docs.json accepts: the link's accessible name (a key is no name to read out). */
const SOCIAL_NAMES: Readonly<Record<(typeof socialKeys)[number], string>> = {
  x: 'X',
  'x-twitter': 'X',
  twitter: 'X',
  website: 'Website',
  'earth-americas': 'Website',
  facebook: 'Facebook',
  youtube: 'YouTube',
  discord: 'Discord',
  slack: 'Slack',
  github: 'GitHub',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  'hacker-news': 'Hacker News',
  medium: 'Medium',
  telegram: 'Telegram',
  bluesky: 'Bluesky',
  threads: 'Threads',
  reddit: 'Reddit',
  podcast: 'Podcast',
};

/** The footer: `shown` is the site's `footer` or the page's language's own. */
function footer(shown: DocsModel['footer'], library: string): Element {
  const socials = Object.entries(shown.socials).map(([name, href]) => {
    const iconName = ownValue(SOCIAL_ICONS, name) ?? name;
    const shown = icon(iconName, 'brands', 'fontawesome');
    const fallback = shown.length > 0 ? shown : icon(iconName, undefined, library);
    const label = ownValue(SOCIAL_NAMES, name) ?? name;
    return h('a', { href: safeHref(href), ariaLabel: label, rel: 'noopener' }, fallback.length > 0 ? fallback : [label]);
  });
  const columns = (shown.links ?? []).map((column) =>
    h('div', { className: ['dw-footer-col'] }, [...(column.header ? [h('p', [column.header])] : []), h('ul', column.items.map((item) => h('li', [h('a', { href: safeHref(item.href) }, [item.label])])))]),
  );
  return h('footer', { className: ['dw-footer'] }, [
    ...(columns.length > 0 ? [h('div', { className: ['dw-footer-cols'] }, columns)] : []),
    h('div', { className: ['dw-footer-bottom'] }, [...(socials.length > 0 ? [h('div', { className: ['dw-socials'] }, socials)] : []), h('p', { className: ['dw-built'] }, ['Built with docwright'])]),
  ]);
}

/** HTML made elsewhere and already safe: the page's sanitised body, rendered (and cached) on a render thread. */
function trustedRaw(value: string): ElementContent {
  return { type: 'raw', value };
}

function head(view: PageView, options: LayoutOptions, t: UiStrings): Child[] {
  const { project, basePath } = options;
  const { model } = project;
  const entry = view.entry;
  const title = view.title;
  const fullTitle = title === model.name ? title : `${title} - ${model.name}`;
  const description = view.description ?? model.description;
  const siteUrl = siteUrlOf(options, model);
  // Front matter `canonical` wins over the URL made from the site's, as on Mintlify.
  const canonical = entry.canonical ?? (siteUrl ? `${siteUrl}${encodeUrlPath(entry.url)}` : '');
  const metas: Record<string, string> = shareImagesAbsolute({ ...model.seo.metatags, ...entry.meta }, siteUrl, basePath);
  const image = metas['og:image'] ?? defaultImage(model, siteUrl);
  const favicon = model.favicon;
  const faviconHref = (p: string): string => (p.startsWith('/') ? basePath + p : isExternal(p) || safeHref(p) === '#' ? safeHref(p) : `${basePath}/${p}`);
  const tags: Element[] = [
    h('meta', { charSet: 'utf-8' }),
    h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
    h('title', [fullTitle]),
    ...(description ? [h('meta', { name: 'description', content: description })] : []),
    ...(canonical ? [h('link', { rel: 'canonical', href: canonical })] : []),
    ...(metas['og:title'] ? [] : [h('meta', { property: 'og:title', content: fullTitle })]),
    ...(description && !metas['og:description'] ? [h('meta', { property: 'og:description', content: description })] : []),
    ...(canonical && !metas['og:url'] ? [h('meta', { property: 'og:url', content: canonical })] : []),
    ...(metas['og:type'] ? [] : [h('meta', { property: 'og:type', content: 'website' })]),
    ...(metas['og:site_name'] ? [] : [h('meta', { property: 'og:site_name', content: model.name })]),
    ...(image && !metas['og:image'] ? [h('meta', { property: 'og:image', content: image })] : []),
    ...(metas['twitter:card'] ? [] : [h('meta', { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' })]),
    ...(metas['twitter:title'] ? [] : [h('meta', { name: 'twitter:title', content: fullTitle })]),
    ...(image && !metas['twitter:image'] ? [h('meta', { name: 'twitter:image', content: image })] : []),
    ...(entry.noindex || view.problem ? [h('meta', { name: 'robots', content: 'noindex' })] : []),
    // Open Graph tags are properties; the rest (`twitter:*`, `robots`, verification tokens) are names.
    ...Object.entries(metas).map(([name, content]) => (/^(og|article):/.test(name) ? h('meta', { property: name, content }) : h('meta', { name, content }))),
    ...(favicon
      ? favicon.light === favicon.dark
        ? [h('link', { rel: 'icon', href: faviconHref(favicon.light) })]
        : [h('link', { rel: 'icon', href: faviconHref(favicon.light), media: '(prefers-color-scheme: light)' }), h('link', { rel: 'icon', href: faviconHref(favicon.dark), media: '(prefers-color-scheme: dark)' })]
      : []),
    h('link', { rel: 'stylesheet', href: asset(options, 'site.css') }),
    ...(view.uses.math ? [h('link', { rel: 'stylesheet', href: asset(options, 'katex/katex.min.css') })] : []),
    ...(view.uses.playground || view.uses.endpoint ? [h('link', { rel: 'stylesheet', href: asset(options, 'api-playground.css') })] : []),
    ...(view.uses.tailwind ? [h('link', { rel: 'stylesheet', href: asset(options, TAILWIND_CSS) })] : []),
    h('style', [themeStyle(model, basePath) + siteFonts(project, basePath).css + (t.copied === ENGLISH.copied ? '' : `:root{--dw-copied:${JSON.stringify(t.copied)}}`)]),
    h('script', [THEME_SCRIPT]),
    h('link', { rel: 'alternate', type: 'text/markdown', href: markdownHref(entry, basePath) }),
    ...(view.feed ? [h('link', { rel: 'alternate', type: 'application/rss+xml', title: fullTitle, href: basePath + feedPath(encodeUrlPath(entry.url)) })] : []),
    ...jsonLdScripts({ model, title, ...(description ? { description } : {}), ...(entry.lastUpdated ? { dateModified: entry.lastUpdated } : {}), ...(entry.keywords ? { keywords: entry.keywords } : {}), canonical, siteUrl, ancestors: project.placement.get(entry.path)?.ancestors ?? [], home: project.home === entry }),
  ];
  return tags.flatMap((tag, i) => (i === 0 ? [tag] : ['\n', tag]));
}

/** The tabs a page shows: those of its level, then the global tabs of `navigation.global` (links shown on every page). */
function shownTabs(model: DocsModel, levels: readonly DivisionLevel[]): { tabs: NavNode[]; active: NavNode | undefined } {
  const tabLevel = levels.find((l) => l.kind === 'tab');
  return { tabs: [...(tabLevel?.options ?? []), ...model.globalTabs.filter((tab) => !tab.hidden)], active: tabLevel?.active };
}

/** The tabs as list items of links, the current one marked; for the header's bar and the phone drawer. */
function tabItems(model: DocsModel, levels: readonly DivisionLevel[], ctx: NavContext, endClass: boolean): Element[] {
  const { tabs, active } = shownTabs(model, levels);
  return tabs.map((tab) => h('li', { className: endClass && tab.align === 'end' ? ['dw-tab-end'] : undefined }, [h('a', { href: optionHref(tab, ctx) ?? '#', ariaCurrent: tab === active ? 'true' : undefined }, [...icon(tab.icon, tab.iconType, ctx.library, ctx.basePath), h('span', [tab.label])])]));
}

/** The tabs at the top of the phone drawer, as Mintlify lists them there (the header's bar is hidden below 800px); none without tabs. */
function drawerTabs(model: DocsModel, levels: readonly DivisionLevel[], ctx: NavContext): Element[] {
  const items = tabItems(model, levels, ctx, false);
  return items.length > 0 ? [h('ul', { className: ['dw-drawer-tabs'] }, items)] : [];
}

function header(options: LayoutOptions, levels: readonly DivisionLevel[], ctx: NavContext, topLinks: readonly Child[], drawer: boolean, t: UiStrings): Element {
  const { model } = options.project;
  const items = tabItems(model, levels, ctx, true);
  const tabs = items.length > 0 ? [h('nav', { className: ['dw-tabsbar'], ariaLabel: 'Sections' }, [h('ul', items)])] : [];
  const modeToggle = model.appearance.strict ? [] : [h('button', { type: 'button', className: ['dw-icon-button', 'dw-mode'], dataDwMode: '', ariaLabel: t.toggleMode }, [...uiIcon('sun'), ...uiIcon('moon')])];
  return h('header', { className: ['dw-header'] }, [
    h('div', { className: ['dw-header-inner'] }, [
      ...(drawer ? [h('button', { type: 'button', className: ['dw-icon-button', 'dw-menu'], dataDwMenu: '', ariaLabel: t.openNavigation, ariaExpanded: 'false', ariaControls: 'dw-sidebar' }, uiIcon('menu'))] : []),
      logo(model, options.basePath),
      ...(options.search === false ? [] : [h('button', { type: 'button', className: ['dw-search-button'], dataDwSearch: '', ariaKeyShortcuts: 'Control+K /' }, [...uiIcon('search'), h('span', [model.search?.prompt ?? t.search]), h('kbd', { ariaHidden: 'true' }, ['Ctrl K'])])]),
      h('nav', { className: ['dw-navbar'], ariaLabel: 'Top' }, [...topLinks]),
      ...modeToggle,
    ]),
    ...tabs,
  ]);
}

/** The share image when the site names none: the logo (light), made absolute; none without the site's address. */
function defaultImage(model: DocsModel, siteUrl: string): string | undefined {
  const logo = model.logo?.light;
  if (!logo || !siteUrl) return undefined;
  if (/^https?:\/\//i.test(logo)) return logo;
  if (isExternal(logo)) return undefined;
  // Its `..` never climbs out of the site (`config-file-outside` reports a logo outside the project).
  return `${siteUrl}${sharePathOf(logo).path}`;
}

/** The page's Markdown copy, as a site path. */
function markdownHref(entry: PageEntry, basePath: string): string {
  return `${basePath + encodeUrlPath(entry.url === '/' ? '/index' : entry.url)}.md`;
}

/** The contextual menu (src/render/components/contextual.ts), when docs.json asks for one. */
function pageMenu(view: PageView, options: LayoutOptions, t: UiStrings): Element[] {
  // A page that failed, or the 404 page, has no Markdown copy to offer.
  if (view.problem || view.entry.outFile === '404.html') return [];
  // A page's own `contextual.options` (front matter) win over the configuration's, as on Mintlify.
  return contextualMenu(view.entry.contextualOptions ?? options.project.model.contextual?.options, { markdownHref: markdownHref(view.entry, options.basePath), path: options.basePath + encodeUrlPath(view.entry.url), absoluteUrl: options.siteUrl ? options.siteUrl + encodeUrlPath(view.entry.url) : '', labels: { pageOptions: t.pageOptions, copyPage: t.copyPage, copyPageDescription: t.copyPageDescription } });
}

/** The body, with the examples in a column beside it when the page has some. */
function content(view: PageView): Element {
  if (view.examplesHtml === undefined) return h('div', { className: ['dw-content'] }, [trustedRaw(view.bodyHtml)]);
  return h('div', { className: ['dw-content', 'dw-api-columns'] }, [
    h('div', { className: ['dw-api-main'] }, [trustedRaw(view.bodyHtml)]),
    h('aside', { className: ['dw-api-examples'], ariaLabel: 'Examples' }, [trustedRaw(view.examplesHtml)]),
  ]);
}

/** The search dialog the header's search button opens; none when the site has no search index. */
function searchDialog(options: LayoutOptions, t: UiStrings): Child[] {
  if (options.search === false) return [];
  return [
    h('div', { className: ['dw-search-dialog'], dataDwSearchDialog: '', hidden: true }, [
      h('div', { className: ['dw-search-panel'], role: 'dialog', ariaModal: 'true', ariaLabel: 'Search' }, [
        h('input', { type: 'search', placeholder: options.project.model.search?.prompt ?? t.searchPlaceholder, ariaLabel: t.searchPlaceholder, dataDwSearchInput: '', autoComplete: 'off' }),
        h('div', { className: ['dw-search-results'], dataDwSearchResults: '', role: 'region', ariaLive: 'polite', ariaLabel: t.searchResults }),
      ]),
    ]),
    '\n',
  ];
}

/**
 * What a search result says besides the page (Pagefind's inline `key:value` list; a comma would
 * start another pair): its group as metadata. No Pagefind filters: the search box uses none, and
 * Pagefind writes its filter index in hash-map order, so two builds of one commit would differ.
 */
function searchMeta(group: string | undefined, boost?: number): Record<string, string> {
  const value = (text: string): string => text.replace(/[,\s]+/g, ' ').trim();
  const groupPair = group && value(group) ? `group:${value(group)}` : '';
  // A group's `boost` multiplies its pages' ranking: Pagefind's weight of the indexed content (0 to 10).
  const weight = boost === undefined || !Number.isFinite(boost) ? undefined : String(Math.min(10, Math.max(0, boost)));
  return { ...(groupPair ? { dataPagefindMeta: groupPair } : {}), ...(weight !== undefined ? { dataPagefindWeight: weight } : {}) };
}

/** `ancestors`: where the page sits in the navigation (empty for a page outside it); `menu`: the contextual menu. */
function article(view: PageView, options: LayoutOptions, ancestors: readonly NavNode[], menu: readonly Element[], t: UiStrings, bare = false, toc = false): Element[] {
  const { project, basePath } = options;
  const { model } = project;
  const entry = view.entry;
  const pn = prevNext(project, entry.path);
  const pager =
    !entry.hideFooterPagination && (pn.prev || pn.next)
      ? [
          h('nav', { className: ['dw-pager'], ariaLabel: 'Previous and next pages' }, [
            pn.prev ? h('a', { className: ['dw-prev'], href: basePath + encodeUrlPath(pn.prev.url) }, [h('span', [t.previous]), h('strong', [pn.prev.sidebarTitle ?? pn.prev.title])]) : h('span'),
            ...(pn.next ? [h('a', { className: ['dw-next'], href: basePath + encodeUrlPath(pn.next.url) }, [h('span', [t.next]), h('strong', [pn.next.sidebarTitle ?? pn.next.title])])] : []),
          ]),
        ]
      : [];
  const repo = project.repository;
  const rel = entry.file.slice(project.root.length + 1).split('\\').join('/');
  // Only a page with a file of its own can be edited (not the 404 page the build makes up).
  const feedback =
    repo && project.pages.has(entry.path) && (model.feedback.suggestEdit || model.feedback.raiseIssue)
      ? [
          h('div', { className: ['dw-feedback'] }, [
            ...(model.feedback.suggestEdit ? [h('a', { href: `${repo}/edit/main/${rel}`, rel: 'noopener' }, [t.suggestEdit])] : []),
            ...(model.feedback.raiseIssue ? [h('a', { href: `${repo}/issues/new?title=${encodeURIComponent(`Issue on docs: ${entry.url}`)}`, rel: 'noopener' }, [t.raiseIssue])] : []),
          ]),
        ]
      : [];
  // "Was this page helpful?": a static site has no server to count answers, so each answer opens an issue on the repository.
  const helpful =
    repo && project.pages.has(entry.path) && model.feedback.thumbsRating
      ? [
          h('div', { className: ['dw-helpful'], dataPagefindIgnore: '' }, [
            h('span', [t.helpful]),
            ...[t.yes, t.no].map((answer, i) =>
              h('a', { className: ['dw-helpful-answer'], href: `${repo}/issues/new?title=${encodeURIComponent(`Feedback on ${entry.url}: ${i === 0 ? 'helpful' : 'not helpful'}`)}&labels=feedback`, rel: 'noopener' }, [answer]),
            ),
          ]),
        ]
      : [];
  const groupLabel = [...ancestors].reverse().find((a) => a.kind === 'group')?.label;
  const problem = view.problem
    ? [
        h('div', { className: ['dw-callout', 'dw-callout-danger', 'dw-build-error'], role: 'alert' }, [
          h('div', { className: ['dw-callout-body'] }, [
            h('p', [h('strong', ['This page could not be built.'])]),
            // The reason is for the author: shown by `dev`, a build warning otherwise (readers never see diagnostics).
            ...(options.dev ? [h('p', [h('code', [`${view.problem.file}:${view.problem.line}:${view.problem.column}`]), `: ${view.problem.message}`])] : []),
          ]),
        ]),
      ]
    : [];
  return [
    h('article', { className: ['dw-article'], dataPagefindBody: '', ...searchMeta(groupLabel, entry.boost ?? [...ancestors].reverse().find((a) => a.boost !== undefined)?.boost) }, [
      // `custom` and `frame` pages draw their own hero: the title and description are not repeated above it.
      h('header', { className: ['dw-page-header'], ...(bare ? { hidden: true } : {}) }, [
        ...menu,
        ...(view.feed ? [h('a', { className: ['dw-rss'], href: basePath + feedPath(encodeUrlPath(entry.url)), ariaLabel: 'RSS feed', title: 'RSS feed' }, icon('rss', 'solid', 'fontawesome'))] : []),
        ...(groupLabel ? [h('p', { className: ['dw-eyebrow'], dataPagefindIgnore: '' }, [groupLabel])] : []),
        h('h1', { id: 'page-title' }, [view.title]),
        // Front matter `deprecated: true`: a label beside the title, as on Mintlify.
        ...(entry.deprecated ? [h('p', { className: ['dw-page-deprecated'] }, ['Deprecated'])] : []),
        ...(view.description ? [h('p', { className: ['dw-description'] }, [view.description])] : []),
        // Front matter `keywords` find the page in search without being shown (Mintlify's search reads them).
        ...(entry.keywords ? [h('p', { className: ['dw-keywords'], hidden: true }, [entry.keywords.join(', ')])] : []),
      ]),
      ...(toc ? mobileToc(view.toc, t, view.updateTags) : []),
      ...problem,
      content(view),
    ]),
    ...helpful,
    ...feedback,
    ...pager,
  ];
}

/** A division's sidebar, built once: whole, or (a large one, in a build) with its groups in a navigation asset. */
export interface SharedSidebar {
  tree: readonly Element[];
  /**
   * The navigation asset (`_docwright/nav/<name>.json`, named by `assetName`) a large division's pages load their collapsed groups from,
   * and its page of all pages. Its body (`navigationAsset`) is made only where it is written (`navigationAssets`, once a build):
   * the render threads and the layout keys need only its name.
   */
  asset?: { file: string; allPages: string };
}

/**
 * A build's sidebar cache (the main thread's, for its pages' layout keys, and each render thread's):
 * `divisions` divisions a language at least (pages come division by division, a page with its
 * translations: src/render/pool.ts, `translationDealer`), and more while the sidebars kept hold no
 * more than `SIDEBAR_CACHE_LINKS` page links together. A large division (a tab of 1,000 pages holds
 * ~3 MB) stays bounded by the count, so memory does not grow with the site (issues 29, 33); a site
 * of many small divisions keeps them all instead of building one again each time a thread's pages
 * come back to it (mintlify-docs: 53 builds for its 24 divisions on the main thread with two a language).
 */
export function buildSidebarCache(divisions: number, languages: number): RecentMap<NavNode | undefined, SharedSidebar> {
  return new RecentMap<NavNode | undefined, SharedSidebar>(divisions * Math.max(1, languages), { weigh: (shared) => Math.max(1, sidebarLinks(shared.tree)), budget: SIDEBAR_CACHE_LINKS });
}

/** Page links a build's sidebar cache may hold past its divisions' count (~6 MB of sidebars). */
export const SIDEBAR_CACHE_LINKS = 2000;

function divisionSidebar(options: LayoutOptions, container: NavNode | undefined, ctx: NavContext): SharedSidebar {
  let shared = options.sidebarCache.get(container);
  if (shared === undefined) {
    const tree = sidebarTree(container ? container.children : options.project.model.navigation, ctx);
    // The dev server renders each page on request and keeps the sidebar whole.
    if (options.dev || sidebarLinks(tree) <= LAZY_SIDEBAR_LINKS) shared = { tree };
    else {
      const file = `${ASSET_DIR}/nav/${assetName(container, tree)}`;
      shared = { tree, asset: { file: `${file}.json`, allPages: `${file}.html` } };
    }
    options.sidebarCache.set(container, shared);
  }
  return shared;
}

/**
 * A navigation asset's name: a digest of its division and of the places, links and groups in
 * its sidebar, never of the titles shown. A page names the asset, so a name that followed the
 * titles would make one title's edit rewrite every page of the division; as it is, a title's
 * edit rewrites the asset (same name) and only the pages that show the title themselves.
 * A reader's browser asks again for the asset whenever it loads a page (the site script
 * fetches it with `cache: 'no-cache'`), so it never keeps older titles.
 */
function assetName(container: NavNode | undefined, tree: readonly Element[]): string {
  const parts: string[] = [container ? `${container.kind}\0${container.label}` : ''];
  const visit = (node: ElementContent): void => {
    if (node.type !== 'element') return;
    const { href, dataP, dataG, dataDwLazy } = node.properties;
    if (href !== undefined || dataP !== undefined || dataG !== undefined || dataDwLazy !== undefined) parts.push(`${node.tagName} ${String(href)} ${String(dataP)} ${String(dataG)} ${String(dataDwLazy)}`);
    for (const child of node.children) visit(child);
  };
  for (const element of tree) visit(element);
  return createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 16);
}

/** The navigation assets of the site's large divisions, by path in the output: written once per site, read by every page of the division. */
export function navigationAssets(options: LayoutOptions): Map<string, string> {
  const { project } = options;
  const ctx: NavContext = { project, basePath: options.basePath, library: project.model.icons?.library ?? 'fontawesome' };
  const assets = new Map<string, string>();
  const seen = new Set<NavNode | undefined>();
  for (const path of [...project.pages.keys(), ...project.order.slice(0, 1)]) {
    const placement = project.placement.get(path) ?? (project.order[0] ? project.placement.get(project.order[0]) : undefined);
    const { container } = divisionLevels(project.model, placement?.ancestors ?? []);
    if (seen.has(container)) continue;
    seen.add(container);
    const { asset, tree } = divisionSidebar(options, container, ctx);
    if (!asset) continue;
    assets.set(asset.file, navigationAsset(tree));
    const lang = pageLang(project.model, path, placement?.ancestors, placement?.ancestors ?? []);
    const title = uiStrings(lang).allPages;
    assets.set(asset.allPages, allPagesHtml(tree, container?.label ? `${container.label}: ${title}` : title, lang));
  }
  return assets;
}

/** Where a page sits and the sidebar it writes: what its layout shows of the navigation. */
interface PageNavigation {
  ctx: NavContext;
  /** The page's own place in the navigation; undefined for a page outside it. */
  own: NavPlacement | undefined;
  ancestors: readonly NavNode[];
  levels: DivisionLevel[];
  shared: SharedSidebar;
  /** The sidebar as this page writes it: its groups whole, the current page marked. */
  sidebar: ElementContent[];
}

/** `shared`: what each subtree the page shares with others becomes (its HTML; `sharedDigest` for `navigationDigest`). */
function pageNavigation(entry: PageEntry, options: LayoutOptions, shared?: (element: Element) => ElementContent): PageNavigation {
  const { project, basePath } = options;
  const { model } = project;
  const ctx: NavContext = { project, basePath, library: model.icons?.library ?? 'fontawesome' };
  const own = project.placement.get(entry.path);
  // A page outside the navigation shows the first page's division (its tabs and sidebar) but no group of its own.
  const placement = own ?? (project.order[0] ? project.placement.get(project.order[0]) : undefined);
  const ancestors = placement?.ancestors ?? [];
  const { levels, container } = divisionLevels(model, ancestors);
  const division = divisionSidebar(options, container, ctx);
  const allPages = uiStrings(pageLang(model, entry.path, own ? ancestors : undefined, ancestors)).allPages;
  const sidebar = markCurrent(division.asset ? lazySidebar(division.tree, ancestors, `${basePath}/${division.asset.allPages}`, allPages) : division.tree, entry.path, ancestors, shared);
  return { ctx, own, ancestors, levels, shared: division, sidebar };
}

/**
 * What a page's layout shows of the other pages, as a digest: the sidebar it writes (its own
 * groups' titles, icons, badges; the other groups' stubs), the navigation asset it names and
 * its previous and next pages' titles and URLs. The rest of the layout comes from the page
 * itself, the configuration and where pages are (tabs, switchers and anchors lead to pages by
 * URL), which the build cache keys on separately (src/render/site/cache.ts).
 */
export function navigationDigest(entry: PageEntry, options: LayoutOptions): string {
  const { shared, sidebar } = pageNavigation(entry, options, sharedDigest);
  const pn = prevNext(options.project, entry.path);
  const shown = (page: PageEntry | undefined): string => (page ? `${page.url}\0${page.sidebarTitle ?? page.title}` : '');
  return [sidebarDigest(sidebar), shared.asset?.file ?? '', shown(pn.prev), shown(pn.next)].join('\n');
}

/** The pages each shared sidebar links, found once per sidebar. */
const linkedPages = new WeakMap<readonly Element[], Set<string>>();

/**
 * Whether the page's layout may show `path`'s title, icon or badge: its division's sidebar
 * links it, or it is the page's previous or next. False means `navigationDigest` cannot
 * change with that page's title, so the dev server need not take it.
 */
export function mayShow(entry: PageEntry, options: LayoutOptions, path: string): boolean {
  const pn = prevNext(options.project, entry.path);
  if (pn.prev?.path === path || pn.next?.path === path) return true;
  const { project, basePath } = options;
  const placement = project.placement.get(entry.path) ?? (project.order[0] ? project.placement.get(project.order[0]) : undefined);
  const { container } = divisionLevels(project.model, placement?.ancestors ?? []);
  const { tree } = divisionSidebar(options, container, { project, basePath, library: project.model.icons?.library ?? 'fontawesome' });
  let linked = linkedPages.get(tree);
  if (!linked) {
    const found = new Set<string>();
    const visit = (node: ElementContent): void => {
      if (node.type !== 'element') return;
      if (typeof node.properties.dataP === 'string') found.add(node.properties.dataP);
      for (const child of node.children) visit(child);
    };
    for (const element of tree) visit(element);
    linked = found;
    linkedPages.set(tree, linked);
  }
  return linked.has(path);
}

/** A page laid out: its HTML, and a digest of what the search index reads of it. */
export interface LaidOutPage {
  html: string;
  /**
   * A digest of the page's language and its article as written (Pagefind indexes the article,
   * with its filter and metadata, in the page's language): what a page's search entry is made
   * of. A page written again only because its sidebar or its previous and next changed keeps it,
   * so its search shard is not indexed again (src/render/site/search-shards.ts).
   */
  search: string;
}

/** The page's HTML. */
export function renderLayout(view: PageView, options: LayoutOptions): string {
  return layOut(view, options).html;
}

/** The page's HTML and its search digest (`LaidOutPage`). */
export function layOut(view: PageView, options: LayoutOptions): LaidOutPage {
  const { project, basePath } = options;
  const { model } = project;
  const library = model.icons?.library ?? 'fontawesome';
  const entry = view.entry;
  const { ctx, own, ancestors, levels, shared, sidebar } = pageNavigation(entry, options);
  const lang = pageLang(model, entry.path, own ? ancestors : undefined, ancestors);
  const chrome = pageChrome(model, pageLanguage(model, entry.path, own ? ancestors : undefined, ancestors));
  const t = uiStrings(lang);
  const switchers = levels.filter((l) => l.kind !== 'tab' && l.kind !== 'anchor' && (shownOptions(l, ctx, entry.path) > 1 || drawnAlone(l.active))).map((l) => switcher(l, ctx, entry.path, t));
  const anchorLevel = levels.find((l) => l.kind === 'anchor');
  const anchors = anchorList([...(anchorLevel?.options ?? []), ...globalSidebarLinks(model)], anchorLevel?.active, ctx);

  const modeDefault = model.appearance.default;
  const mode = entry.mode ?? 'default';
  // `frame` keeps the sidebar, as on Mintlify; only `custom` and `center` drop it.
  const noSidebar = mode === 'custom' || mode === 'center';
  const noToc = noSidebar || mode === 'wide' || mode === 'frame' || view.examplesHtml !== undefined;
  // A page's `<Panel>` replaces its table of contents in the right column (wide screens; inline on narrow ones, src/render/assets/site.css); the modes without that column hide it, as on Mintlify.
  const panel = view.uses.panel !== true ? '' : noSidebar || mode === 'wide' || mode === 'frame' ? 'dw-panel-hidden' : noToc ? '' : 'dw-has-panel';
  const menu = pageMenu(view, options, t);
  // On small screens the sidebar is a drawer that also carries the top bar's links and button.
  const topLinks = navbar(options, chrome.navbar, library);
  const drawerLinks = [...drawerTabs(model, levels, ctx), ...(topLinks.length > 0 ? [h('div', { className: ['dw-drawer-links'] }, topLinks)] : [])];
  const drawer = noSidebar
    ? drawerLinks.length > 0
      ? [h('nav', { className: ['dw-sidebar', 'dw-drawer-only'], id: 'dw-sidebar', ariaLabel: t.sidebar }, drawerLinks)]
      : []
    : [h('nav', { className: ['dw-sidebar'], id: 'dw-sidebar', ariaLabel: t.sidebar, dataDwNav: shared.asset ? `${basePath}/${shared.asset.file}` : undefined }, [...drawerLinks, ...switchers, ...anchors, ...sidebar])];
  const scripts = [
    h('script', { src: asset(options, 'site.js'), defer: true }),
    ...(menu.length > 0 ? [h('script', { src: asset(options, 'contextual.js'), defer: true })] : []),
    // The small script that draws the page's diagrams; it loads the library (972 KB) itself, only when a diagram comes near the screen, so no page waits for it.
    ...(view.uses.mermaid ? [h('script', { src: asset(options, 'mermaid-init.js'), defer: true, dataDwMermaid: asset(options, 'mermaid/mermaid.min.js') })] : []),
    ...(view.uses.playground ? [h('script', { src: asset(options, 'api-playground.js'), defer: true })] : []),
    // Hydrated custom components (`build.hydrate`): Preact, then the page's own programs, which start it (src/render/page/islands.ts).
    ...(view.uses.islands !== undefined ? [h('script', { src: asset(options, 'hydrate.js'), defer: true }), h('script', { src: `${options.basePath}/${ASSET_DIR}/${view.uses.islands}`, defer: true })] : []),
    ...(options.dev ? [h('script', { src: `${basePath}/_docwright/dev-client.js`, defer: true })] : []),
  ];
  // The article is written on its own (the same bytes as within the page) for the search digest.
  const [articleElement, ...afterArticle] = article(view, options, own ? ancestors : [], menu, t, mode === 'custom' || mode === 'frame', !noToc && panel !== 'dw-has-panel');
  const articleHtml = articleElement ? toHtml(articleElement, { allowDangerousHtml: true }) : '';
  const banner = siteBanner(chrome.banner, chrome.banner === model.banner ? project.bannerContent : chrome.banner && project.languageBanners?.get(chrome.banner.content), basePath);
  const bannerKey = banner[0]?.properties.dataDwBanner;
  const html = h('html', { lang, dir: textDirection(lang), dataDefault: modeDefault, dataStrict: model.appearance.strict ? '1' : '0', dataBase: basePath, dataDwTheme: themeName(model.theme), dataDwCopy: t.copyCode === ENGLISH.copyCode ? undefined : t.copyCode, dataTheme: modeDefault === 'dark' ? 'dark' : 'light', dataBanner: typeof bannerKey === 'string' ? bannerKey : undefined }, [
    '\n',
    h('head', ['\n', ...head(view, options, t), '\n']),
    '\n',
    h('body', { className: [`dw-mode-${mode}`] }, [
      '\n',
      h('a', { className: ['dw-skip'], href: '#dw-main' }, [t.skip]),
      '\n',
      ...banner.flatMap((element) => [element, '\n']),
      header(options, levels, ctx, topLinks, drawer.length > 0, t),
      '\n',
      h('div', { className: ['dw-layout', ...(noSidebar ? ['dw-no-sidebar'] : []), ...(noToc ? ['dw-no-toc'] : []), ...(panel ? [panel] : [])] }, [
        ...drawer,
        h('main', { className: ['dw-main'], id: 'dw-main' }, [trustedRaw(articleHtml), ...afterArticle]),
        ...(noToc || panel === 'dw-has-panel' ? [] : tableOfContents(view.toc, t, view.updateTags)),
      ]),
      '\n',
      footer(chrome.footer, library),
      '\n',
      ...(drawer.length > 0 ? [h('div', { className: ['dw-backdrop'], dataDwBackdrop: '', hidden: true }), '\n'] : []),
      ...searchDialog(options, t),
      ...scripts,
      '\n',
    ]),
    '\n',
  ]);
  const page: Root = { type: 'root', children: [{ type: 'doctype' }, { type: 'text', value: '\n' }, html, { type: 'text', value: '\n' }] };
  const search = createHash('sha256').update(`${lang}\0${articleHtml}`).digest('hex');
  return { html: toHtml(page, { allowDangerousHtml: true }), search };
}

/** What a page shows around its content: its language's own `navbar`, `footer` and `banner`, each in place of the site's. */
function pageChrome(model: DocsModel, language: NavNode | undefined): Pick<DocsModel, 'navbar' | 'footer' | 'banner'> {
  const banner = language?.banner ?? model.banner;
  return { navbar: language?.navbar ?? model.navbar, footer: language?.footer ?? model.footer, ...(banner ? { banner } : {}) };
}

/**
 * The `language` node a page belongs to, as `pageLang` tells its language: the one it sits
 * under; for a page outside the navigation, the one whose code names its first folder, else
 * the one of the division it is shown in.
 */
function pageLanguage(model: DocsModel, path: string, own: readonly NavNode[] | undefined, shown: readonly NavNode[]): NavNode | undefined {
  const of = (ancestors: readonly NavNode[]): NavNode | undefined => [...ancestors].reverse().find((a) => a.kind === 'language');
  if (own) return of(own);
  const folder = (path.includes('/') ? path.split('/')[0] : undefined)?.toLowerCase();
  const byFolder = folder === undefined ? undefined : [...languageNodes(model.navigation)].find((node) => (node.language ?? node.label).toLowerCase() === folder);
  return byFolder ?? of(shown);
}

function* languageNodes(nodes: readonly NavNode[]): Generator<NavNode> {
  for (const node of nodes) {
    if (node.kind === 'language') yield node;
    else if (DIVISIONS_WITH_LANGUAGES.has(node.kind)) yield* languageNodes(node.children);
  }
}

/**
 * The page's language as a BCP 47 tag: the language it sits under in the navigation; for a
 * page outside it, the language whose code names its first folder (`fr/faq`), else the
 * language of the division it is shown in; English when none says.
 */
function pageLang(model: DocsModel, path: string, own: readonly NavNode[] | undefined, shown: readonly NavNode[]): string {
  const of = (ancestors: readonly NavNode[]): string | undefined => {
    const language = ancestors.find((a) => a.kind === 'language');
    return langTag(language?.language ?? language?.label);
  };
  if (own) return of(own) ?? 'en';
  const folder = path.split('/')[0] ?? '';
  const code = model.languages.find((c) => c.toLowerCase() === folder.toLowerCase()) ?? [...walkLanguages(model.navigation)].find((c) => c.toLowerCase() === folder.toLowerCase());
  return (path.includes('/') ? langTag(code) : undefined) ?? of(shown) ?? 'en';
}

function* walkLanguages(nodes: readonly NavNode[]): Generator<string> {
  for (const node of nodes) {
    if (node.kind === 'language' && node.language) yield node.language;
    else if (DIVISIONS_WITH_LANGUAGES.has(node.kind)) yield* walkLanguages(node.children);
  }
}
const DIVISIONS_WITH_LANGUAGES = new Set<NavNode['kind']>(['version', 'product', 'dropdown', 'tab', 'anchor']);
