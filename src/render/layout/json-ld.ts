// Structured data for search engines and agents: JSON-LD scripts in each page's head. The home
// page says what the site is (`WebSite`); every page says what it is (`TechArticle`) and where it
// sits in the navigation (`BreadcrumbList`). The JSON is written with `<`, `>`, `&` and the
// line separators escaped, so no text of a page can end the script (`</script>`) or start markup.
import type { Element } from 'hast';
import { h } from 'hastscript';
import type { DocsModel, NavNode } from '../../config/index.js';

/** What the structured data of one page is made from. */
export interface JsonLdPage {
  model: Pick<DocsModel, 'name' | 'description'>;
  title: string;
  description?: string;
  /** Front matter `lastUpdatedDate` (ISO), the article's `dateModified`. */
  dateModified?: string;
  /** Front matter `keywords`. */
  keywords?: readonly string[];
  /** The page's absolute URL, '' when the site's address is unknown. */
  canonical: string;
  /** The site's absolute URL (base path included, no trailing slash), '' when unknown. */
  siteUrl: string;
  /** The navigation nodes above the page, top first (tabs, anchors, groups …). */
  ancestors: readonly NavNode[];
  /** The page is the site's home page. */
  home: boolean;
}

/** JSON text safe inside a `<script>` element: `<`, `>`, `&`, U+2028 and U+2029 as `\u` escapes (the JSON means the same). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The `WebSite` of the home page. */
function website(page: JsonLdPage): Record<string, unknown> {
  const { model, siteUrl } = page;
  return { '@context': 'https://schema.org', '@type': 'WebSite', name: model.name, ...(model.description ? { description: model.description } : {}), ...(siteUrl ? { url: `${siteUrl}/` } : {}) };
}

/** The `TechArticle` of a page. */
function article(page: JsonLdPage): Record<string, unknown> {
  const { model, siteUrl, canonical } = page;
  return {
    '@context': 'https://schema.org',
    '@type': 'TechArticle',
    headline: page.title,
    ...(page.description ? { description: page.description } : {}),
    ...(page.keywords && page.keywords.length > 0 ? { keywords: page.keywords.join(', ') } : {}),
    ...(page.dateModified ? { dateModified: page.dateModified } : {}),
    ...(canonical ? { url: canonical, mainEntityOfPage: canonical } : {}),
    isPartOf: { '@type': 'WebSite', name: model.name, ...(siteUrl ? { url: `${siteUrl}/` } : {}) },
  };
}

/** The `BreadcrumbList` of a page: its navigation labels (tabs, anchors, groups …; not a translation's language code, `fr`, which names no place a reader goes through), then the page itself. */
function breadcrumbs(page: JsonLdPage): Record<string, unknown> {
  const names = [...page.ancestors.filter((node) => node.kind !== 'language').map((node) => node.label.trim()).filter((label) => label !== ''), page.title];
  const itemListElement = names.map((name, i) => ({ '@type': 'ListItem', position: i + 1, name, ...(i === names.length - 1 && page.canonical ? { item: page.canonical } : {}) }));
  return { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement };
}

/** The page's JSON-LD scripts: `WebSite` on the home page, then `TechArticle` and `BreadcrumbList`. */
export function jsonLdScripts(page: JsonLdPage): Element[] {
  const blocks = [...(page.home ? [website(page)] : []), article(page), breadcrumbs(page)];
  return blocks.map((block) => h('script', { type: 'application/ld+json' }, [scriptJson(block)]));
}
