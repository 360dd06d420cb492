// The site banner (`banner` in docs.json): its Markdown content parsed by the one parser
// (src/parse), turned into HTML and sanitised by the page allow-list, shown above the top
// bar of every page. A dismissible banner carries a hash of its content: the reader's
// dismissal is remembered under that hash, so a new announcement shows again.
import { createHash } from 'node:crypto';
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import { h } from 'hastscript';
import type { DocsModel } from '../../config/index.js';
import { configColor, readableOn } from '../safety/colors.js';
import { visitElements } from '../tree/elements.js';

type Banner = NonNullable<DocsModel['banner']>;

/** The key a dismissal is stored under: a short hash of the content. */
export function bannerKey(content: string): string {
  return createHash('sha256').update(content).digest('hex').slice(0, 12);
}

/** The banner's content (sanitised inline HTML, parsed when the project is loaded: src/render/layout/project.ts), a copy whose site links get the base path. */
export function bannerContent(parsed: readonly ElementContent[], basePath: string): ElementContent[] {
  const nodes = structuredClone([...parsed]);
  const root: HastRoot = { type: 'root', children: nodes };
  visitElements(root, (element) => {
    const href = element.properties.href;
    if (element.tagName === 'a' && typeof href === 'string' && href.startsWith('/') && !href.startsWith('//')) element.properties.href = basePath + href;
  });
  return nodes;
}

/** The banner's colours: `color` when set (one mode's colour serves both), with the text colour that reads on each; else by `type`; `info` uses the primary dark colour. */
function bannerStyle(banner: Banner): string | undefined {
  const light = configColor(banner.color?.light) ?? configColor(banner.color?.dark);
  const dark = configColor(banner.color?.dark) ?? light;
  if (!light || !dark) return undefined;
  return `--dw-banner-bg:${light};--dw-banner-bg-dark:${dark};--dw-banner-fg:${readableOn(light)};--dw-banner-fg-dark:${readableOn(dark)}`;
}

/** The banner element, or nothing when the config has none (or its content renders to nothing). */
export function siteBanner(banner: DocsModel['banner'], parsed: readonly ElementContent[] | undefined, basePath: string): Element[] {
  if (!banner || banner.content.trim() === '' || parsed === undefined) return [];
  const body = bannerContent(parsed, basePath);
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
