// rehype plugins for a page's URLs: `rehypePageLinks` resolves relative links against the
// page (dropping `.md`/`.mdx`), collects internal links for the link check and refuses
// frames of project files; `rehypeBasePath` puts the site's path prefix on internal URLs.
import { dirname } from 'node:path';
import type { Element, Root } from 'hast';
import type { Nodes as MdastNodes, Root as MdastRoot } from 'mdast';
import type { Point, Position } from 'unist';
import { visit } from 'unist-util-visit';
import { linkBase, resolvedFromFile, resolvesAttribute } from '../../project/links.js';
import { hasClass, visitElements } from '../tree/elements.js';

/** A link or media source in a page's rendered HTML, for the build's link check (the links written in the page's source are src/parse/page-links.ts's `PageLink`). */
export interface RenderedLink {
  href: string;
  line: number;
  column: number;
  /** The snippet the link is written in, when it is not the page itself. */
  file?: string;
  /** A media source (`<img src>`, `<video src>`…), not a link a reader follows. */
  media?: true;
  /** The URL as the page writes it (`../guide/setup.mdx#install`), which the link check resolves (src/project/links.ts). */
  written?: string;
  /** A link Mintlify's renderer leaves as written (`<Tile href="./x">`, a reference definition): resolved from the page's URL (src/project/links.ts). */
  asWritten?: true;
}

declare module 'hast' {
  interface ElementData {
    /**
     * A Markdown link's or image's URL as the author wrote it (`#🚀-launch`), where its `href` or `src` is the same URL
     * percent-encoded (`#%F0%9F%9A%80-launch`): the link check resolves and names it as written, as `check --links` does.
     */
    authoredUrl?: string;
    /** The URL came from a reference definition (`[r]: ./x`), which Mintlify's renderer leaves as written (src/project/links.ts). */
    authoredAsWritten?: true;
  }
}

/** Record on a Markdown link's or image's element the URL as written (`authoredUrl`); `asWritten` for a reference definition's. Returns `element`. */
export function markAuthoredUrl(element: Element, url: string, asWritten = false): Element {
  element.data = { ...element.data, authoredUrl: url, ...(asWritten ? { authoredAsWritten: true as const } : {}) };
  return element;
}

/** Elements whose `src` is media shown on the page. */
const MEDIA = new Set(['img', 'video', 'audio', 'source']);

const URL_PROPERTIES = ['href', 'src'] as const;

/**
 * Resolve an internal link's relative path against the page and strip its `.mdx` (and `.md`, where Mintlify's renderer
 * drops it: a `./x.md` it rewrites; `x.md` otherwise is the page's Markdown copy, which the build writes there too).
 * `asWritten`: a link Mintlify leaves as written (`<Tile href="./x">`), resolved from the page's URL (src/project/links.ts).
 */
export function normaliseHref(href: string, pagePath: string, asWritten = false): string {
  if (/^([a-z][a-z0-9+.-]*:|#|\/\/)/i.test(href)) return href;
  const [pathPart, hash] = href.split('#', 2) as [string, string | undefined];
  let path = pathPart;
  if (path !== '' && !path.startsWith('/')) {
    // `x` on `guide/index` is resolved from its URL (`/guide`), as a browser does on Mintlify; `./x` from its folder (src/project/links.ts).
    const baseDir = dirname(`/${linkBase(href, pagePath, asWritten)}`);
    const parts = `${baseDir}/${path}`.split('/');
    const out: string[] = [];
    for (const part of parts) {
      if (part === '..') out.pop();
      else if (part !== '.' && part !== '') out.push(part);
    }
    path = `/${out.join('/')}`;
  }
  path = path.replace(resolvedFromFile(href, asWritten) ? /\.mdx?$/i : /\.mdx$/i, '').replace(/\/index$/, '') || (pathPart === '' ? '' : '/');
  return hash === undefined ? path : `${path}#${hash}`;
}

/** A same-origin URL that names a file rather than a page (`/images/logo.svg`, `/llms.txt`). */
function framesLocalFile(normalised: string): boolean {
  if (!normalised.startsWith('/') || normalised.startsWith('//')) return false;
  let path = normalised.split(/[?#]/, 1)[0] ?? '';
  try {
    path = decodeURIComponent(path);
  } catch {
    /* compared as written */
  }
  return /\.[A-Za-z0-9]+$/.test(path) && !/\.html?$/i.test(path);
}

function isInternal(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

/** Where a link written as `written` in the JSX element at `position` is: the attribute that holds it, if any. */
export type AttributeFinder = (position: Position, written: string) => PlacedAttribute | undefined;

/** A JSX element's string attribute: its value, where it starts, and its name and element's (`href` of `Tile`). */
export interface PlacedAttribute {
  value: string;
  start: Point;
  name: string;
  element: string;
}

/** A JSX node's string attributes that have a place, then those of the JSX nodes inside it, in document order. */
function placedAttributes(node: MdastNodes): PlacedAttribute[] {
  const out: PlacedAttribute[] = [];
  visit(node, (inner: MdastNodes) => {
    if (inner.type !== 'mdxJsxFlowElement' && inner.type !== 'mdxJsxTextElement') return;
    for (const attribute of inner.attributes) {
      if (attribute.type === 'mdxJsxAttribute' && typeof attribute.value === 'string' && attribute.position) out.push({ value: attribute.value, start: attribute.position.start, name: attribute.name, element: inner.name ?? '' });
    }
  });
  return out;
}

/**
 * The attributes of a page tree's JSX elements, found by the position object of the element or of a node
 * around it (which its HTML element shares): `<a href>`, `<Card img>` or a `<Tab icon>` drawn inside `<Tabs>` is placed at its
 * attribute, as lint and `check --links` place it (src/parse/page-links.ts). Each attribute answers once
 * while another with the same value is left, so repeats take their places in turn.
 */
export function attributeFinder(tree: MdastRoot): AttributeFinder {
  const nodes = placedNodes(tree);
  const used = new Set<PlacedAttribute>();
  const cache = new WeakMap<MdastNodes, PlacedAttribute[]>();
  return (position, written) => {
    const node = nodes.get(position);
    if (!node) return undefined;
    let placed = cache.get(node);
    if (!placed) cache.set(node, (placed = placedAttributes(node)));
    const matching = placed.filter((attribute) => attribute.value === written);
    const found = matching.find((attribute) => !used.has(attribute)) ?? matching[0];
    if (found) used.add(found);
    return found;
  };
}

/**
 * The nodes with a place, by their position object, the last in document order where nodes
 * share one (an icon a component draws without one is placed by its paragraph's). Only the
 * places of JSX elements and of nodes holding one are kept: a node elsewhere has no attribute
 * to place a link at, so a place it alone holds answers nothing either way.
 */
function placedNodes(tree: MdastRoot): WeakMap<Position, MdastNodes> {
  const holders = new Set<MdastNodes>();
  const holds = (node: MdastNodes): boolean => {
    let jsx = node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
    if ('children' in node) for (const child of node.children) if (holds(child)) jsx = true;
    if (jsx) holders.add(node);
    return jsx;
  };
  const nodes = new WeakMap<Position, MdastNodes>();
  if (!holds(tree)) return nodes;
  const place = (node: MdastNodes): void => {
    if (node.position && (holders.has(node) || nodes.has(node.position))) nodes.set(node.position, node);
    if ('children' in node) for (const child of node.children) place(child);
  };
  place(tree);
  return nodes;
}

export interface PageLinksOptions {
  /** The page's path without extension (`guide/intro`). */
  pagePath: string;
  /** Filled with the page's internal links, in document order. */
  links: RenderedLink[];
  /** The snippet an element was written in, when it is not the page itself. */
  originOf: (element: Element) => string | undefined;
  /** Hears of each frame removed because it shows a project file. */
  refusedFrame: (element: Element, src: string) => void;
  /** Where a link's attribute is written (attributeFinder); without it, a link is placed at its element. */
  attributeAt?: AttributeFinder;
}

export function rehypePageLinks(options: PageLinksOptions) {
  const { pagePath, links } = options;
  // An element a component made (a tooltip's link) has no place of its own: it is where the nearest element with one is written.
  const placeOf = new Map<Element, Position>();
  /**
   * Where an element's URL is written (its attribute, else the element), and whether Mintlify leaves it as written: a
   * reference definition's, or a JSX attribute other than those it resolves (`<Tile href>`; resolvesAttribute).
   */
  const locate = (element: Element, written: string): { place: Point | undefined; asWritten: boolean } => {
    const position = element.position ?? placeOf.get(element);
    const attribute = position && options.attributeAt?.(position, written);
    const authored = element.data?.authoredUrl !== undefined;
    const asWritten = authored ? element.data?.authoredAsWritten === true : attribute !== undefined && !resolvesAttribute(attribute.element, attribute.name);
    return { place: attribute?.start ?? position?.start, asWritten };
  };
  const link = (href: string, element: Element, written: string, at: { place: Point | undefined; asWritten: boolean }): RenderedLink => {
    const origin = options.originOf(element);
    const { place } = at;
    return { href, written, line: place?.line ?? 1, column: place?.column ?? 1, ...(origin === undefined ? {} : { file: origin }), ...(at.asWritten ? { asWritten: true } : {}) };
  };
  return (tree: Root): undefined => {
    const refused: { element: Element; parent: Root | Element }[] = [];
    visitElements(tree, (element, parent) => {
      const place = parent.type === 'element' ? (parent.position ?? placeOf.get(parent)) : undefined;
      if (element.position === undefined && place !== undefined) placeOf.set(element, place);
      for (const key of URL_PROPERTIES) {
        const value = element.properties[key];
        if (typeof value !== 'string') continue;
        // A Markdown link is named and resolved as written (`#🚀-launch`), not percent-encoded as its `href` is.
        const written = element.data?.authoredUrl ?? value;
        // Found once (an attribute answers once for each time it is written): where it is, and how Mintlify resolves it.
        let at: ReturnType<typeof locate> | undefined;
        const located = (): ReturnType<typeof locate> => (at ??= locate(element, written));
        if (value.trim() === '') {
          // No target at all (`[text]()`, `href=""`): the link only reloads its page, so it is reported (`link-broken`).
          if ((key === 'href' && element.tagName === 'a') || (key === 'src' && MEDIA.has(element.tagName))) links.push({ ...link('', element, value, located()), ...(key === 'src' ? { media: true } : {}) });
          continue;
        }
        // Only a `./` or `../` link is resolved differently when Mintlify leaves it as written.
        const normalised = normaliseHref(value, pagePath, /^\.\.?\//.test(value.trim()) && located().asWritten);
        if (key === 'src' && element.tagName === 'iframe' && framesLocalFile(normalised)) {
          // A frame shows its document on the site's origin: a project file (an SVG, say) is
          // never framed, only pages and other sites.
          refused.push({ element, parent });
          options.refusedFrame(element, value);
          continue;
        }
        if (isInternal(normalised)) {
          if (key === 'href' && element.tagName === 'a') links.push(link(normalised, element, written, located()));
          else if (key === 'src' && MEDIA.has(element.tagName)) links.push({ ...link(normalised, element, written, located()), media: true });
          element.properties[key] = normalised;
        } else if (normalised.startsWith('#') && key === 'href' && element.tagName === 'a' && !hasClass(element, 'dw-anchor')) {
          links.push(link(`/${pagePath}${normalised}`, element, written, located()));
        }
      }
    });
    for (const { element, parent } of refused) parent.children = parent.children.filter((child) => child !== element);
  };
}

/** Internal `href`/`src` URLs (already resolved by `rehypePageLinks`) start with `basePath`. */
export function rehypeBasePath(options: { basePath: string }) {
  const { basePath } = options;
  return (tree: Root): undefined => {
    if (basePath === '') return;
    visitElements(tree, (element) => {
      for (const key of URL_PROPERTIES) {
        const value = element.properties[key];
        if (typeof value === 'string' && isInternal(value)) element.properties[key] = `${basePath}${value}`;
      }
    });
  };
}
