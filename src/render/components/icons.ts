// Icons as inline SVG from the icon collections (src/icons.ts finds the icon): only the icons
// a page uses are drawn, once per process.
import { drawnIcon, iconDrawing, type IconRef } from '../../icons.js';

export { isIconUrl } from '../../icons.js';

const cache = new Map<string, string | undefined>();

/**
 * A body's `<defs>` inlined where `<use href="#id"/>` draws them (a few Tabler icons reuse a
 * path): an icon shown twice on a page would repeat its ids, and the page cache's check
 * (src/render/safety/cache-check.ts) knows no `use`.
 */
function inlineUses(body: string): string {
  const defs = /<defs>([\s\S]*?)<\/defs>/.exec(body);
  if (!defs) return body;
  const shapes = new Map<string, string>();
  for (const match of (defs[1] ?? '').matchAll(/<(\w+)\s+id="([^"]+)"([^>]*?)\/>/g)) shapes.set(match[2] ?? '', `<${match[1] ?? 'path'}${match[3] ?? ''}/>`);
  return body.replace(defs[0], '').replace(/<use\s+href="#([^"]+)"\s*\/>/g, (_use, id: string) => shapes.get(id) ?? '');
}

/** The SVG markup of one icon of a collection (what `iconSvg` draws for a name it found). */
export function svgOf(ref: IconRef): string | undefined {
  const drawing = iconDrawing(ref);
  if (drawing === undefined) return undefined;
  const body = inlineUses(drawing.body.replace(/\s*\n\s*/g, ' ').trim());
  return `<svg class="dw-i" aria-hidden="true" focusable="false" xmlns="http://www.w3.org/2000/svg" viewBox="${drawing.viewBox}">${body}</svg>`;
}

/**
 * The SVG markup of an icon by name (`book`, `github`). `library` is the model's
 * `icons.library` (`fontawesome` by default, `lucide` or `tabler`): the library looked in
 * first. A name no library has draws a stand-in or the neutral fallback (src/icons.ts
 * `drawnIcon`; the page or config check warns); undefined only for a value that is no name.
 */
export function iconSvg(name: string, iconType?: string, library = 'fontawesome'): string | undefined {
  const ref = drawnIcon(name, iconType, library)?.ref;
  if (ref === undefined) return undefined;
  const key = `${ref.set}:${ref.name}`;
  if (cache.has(key)) return cache.get(key);
  const result = svgOf(ref);
  cache.set(key, result);
  return result;
}

/** An icon size as CSS: a number is pixels (`16` → `16px`), a string a CSS length as written (`1.5em`). */
export function cssSize(size: number | string): string {
  return typeof size === 'number' ? `${size}px` : size;
}

/** An `<img>` icon's size (default 16 pixels): width and height attributes for pixels, a style for another CSS length. */
export function imageIconSize(size: number | string | undefined): Record<string, number | string> {
  if (typeof size === 'string') return { style: `width:${size};height:${size}` };
  return { width: size ?? 16, height: size ?? 16 };
}
