// The site banner (`banner` in docs.json): its Markdown content parsed by the one parser
// (src/parse), turned into HTML and sanitised by the page allow-list, shown above the top
// bar of every page. A dismissible banner carries a hash of its content: the reader's
// dismissal is remembered under that hash, so a new announcement shows again.
import { createHash } from 'node:crypto';
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import { h } from 'hastscript';
import { toHast } from 'mdast-util-to-hast';
import type { DocsModel } from '../config/index.js';
import { parsePage } from '../parse/index.js';
import { configColor } from './colors.js';
import { visitElements } from './elements.js';
import { sanitizePage } from './sanitize.js';

type Banner = NonNullable<DocsModel['banner']>;

/** The key a dismissal is stored under: a short hash of the content. */
export function bannerKey(content: string): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 12);
}

const cache = new Map<string, ElementContent[]>();

/** The banner's content as sanitised inline HTML (a single paragraph is unwrapped); site links get the base path. */
export function bannerContent(content: string, basePath: string): ElementContent[] {
  const key = `${basePath}\0${content}`;
  const hit = cache.get(key);
  if (hit) return structuredClone(hit);
  const parsed = parsePage({ path: 'banner.md', value: content.slice(0, 2000) }, { syntax: 'md', math: false });
  const hast = toHast(parsed.tree);
  const root: HastRoot = hast.type === 'root' ? hast : { type: 'root', children: [] };
  // Raw HTML is not kept (`toHast` drops it) and what is left passes the page's allow-list.
  const clean = sanitizePage(root, () => undefined);
  visitElements(clean, (element) => {
    const href = element.properties.href;
    if (element.tagName === 'a' && typeof href === 'string' && href.startsWith('/') && !href.startsWith('//')) element.properties.href = basePath + href;
  });
  const blocks = clean.children.filter((node): node is Element => node.type === 'element');
  const only = blocks.length === 1 && blocks[0]?.tagName === 'p' ? blocks[0].children : clean.children.filter((node): node is ElementContent => node.type !== 'doctype');
  if (cache.size > 16) cache.clear();
  cache.set(key, only);
  return structuredClone(only);
}

/** The banner's colours: `color` when set (one mode's colour serves both), else by `type`; `info` uses the primary dark colour. */
function bannerStyle(banner: Banner): string | undefined {
  const light = configColor(banner.color?.light) ?? configColor(banner.color?.dark);
  const dark = configColor(banner.color?.dark) ?? light;
  if (!light || !dark) return undefined;
  return `--dw-banner-bg:${light};--dw-banner-bg-dark:${dark}`;
}

/** The banner element, or nothing when the config has none (or its content renders to nothing). */
export function siteBanner(banner: DocsModel['banner'], basePath: string): Element[] {
  if (!banner || banner.content.trim() === '') return [];
  const body = bannerContent(banner.content, basePath);
  if (body.length === 0) return [];
  const style = bannerStyle(banner);
  return [
    h('div', { className: ['dw-banner', `dw-banner-${banner.type ?? 'info'}`], role: 'region', ariaLabel: 'Announcement', dataDwBanner: banner.dismissible ? bannerKey(banner.content) : undefined, style }, [
      h('div', { className: ['dw-banner-content'] }, body),
      ...(banner.dismissible
        ? [
            h('button', { type: 'button', className: ['dw-banner-close'], dataDwBannerClose: '', ariaLabel: 'Dismiss announcement' }, [
              h('svg', { className: ['dw-i'], ariaHidden: 'true', focusable: 'false', viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: '2', strokeLinecap: 'round' }, [h('path', { d: 'M6 6l12 12M18 6 6 18' })]),
            ]),
          ]
        : []),
    ]),
  ];
}
