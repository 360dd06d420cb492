// DOM clobbering: what a page's own HTML may name.
//
// `<img name="documentElement">` makes `document.documentElement` that image, and an
// element's `id` becomes a property of `window`. So every `id` and `name` written by the
// page itself (raw HTML in `.md`, lowercase JSX elements in `.mdx`) is prefixed with
// `user-content-`, the way rehype-sanitize's `clobberPrefix` and GitHub do; the attributes
// that point at ids (`for`, `aria-labelledby`, `aria-describedby`, `aria-controls`) get the
// same prefix so the page's own references keep working.
//
// Ids docwright writes itself stay as they are: heading slugs, component ids (`Step`,
// `Accordion`, `Update`, `ParamField`) and ARIA ids. They are what readers link to
// (`/page#install`, the table of contents, Mintlify's heading anchors) and none of them
// can clobber a `document` property: only `name` (and an `id` on `<object>` or a named
// `<img>`) does that, and docwright writes neither on page content.
// A link to a page's own raw anchor still works: in-page `#x` links are rewritten to
// `#user-content-x` at build time (see `retargetAnchors`), and the site script maps a
// `#x` in the address to `user-content-x` when no element has the id `x` (as GitHub does).
//
// `data-*` attributes from the page are kept, except the ones docwright's scripts and
// layout read (`data-dw-*`, `data-base`, `data-theme`, …): a page must not be able to set
// what the site script reads.
import type { Element, ElementContent, Root as HastRoot, RootContent } from 'hast';

export const CLOBBER_PREFIX = 'user-content-';

/** Properties (hast names) that hold one id or a space-separated list of ids. */
const ID_PROPERTIES: readonly string[] = ['id', 'name'];
const ID_REFERENCES: readonly string[] = ['htmlFor', 'ariaLabelledBy', 'ariaDescribedBy', 'ariaControls', 'ariaOwns', 'ariaActiveDescendant', 'ariaFlowTo', 'ariaDetails', 'ariaErrorMessage'];

/**
 * `data-*` attributes (as hast property names) that docwright's layout, site script, API
 * playground or dev client read: never taken from a page.
 */
const RESERVED_DATA = /^data(Dw|Docwright|Base$|Theme$|Default$|Strict$|Mode$|Method$|Path$|Value$|Status$|P$|G$|Open$|Copied$)/;

export function isReservedData(property: string): boolean {
  return RESERVED_DATA.test(property);
}

function prefixed(value: string): string {
  return value.startsWith(CLOBBER_PREFIX) ? value : `${CLOBBER_PREFIX}${value}`;
}

function prefixList(value: string | (string | number)[]): string | string[] {
  if (typeof value === 'string') return value.trim() === '' ? value : value.split(/\s+/).filter(Boolean).map(prefixed).join(' ');
  return value.map((item) => prefixed(String(item)));
}

/** Make one element written by the page itself harmless to the site's script (in place). */
export function guardPageElement(element: Element): void {
  const properties = element.properties;
  for (const key of ID_PROPERTIES) {
    const value = properties[key];
    if (typeof value === 'string' && value !== '') properties[key] = prefixed(value);
    else if (typeof value === 'number') properties[key] = prefixed(String(value));
  }
  for (const key of ID_REFERENCES) {
    const value = properties[key];
    if (typeof value === 'string' || Array.isArray(value)) properties[key] = prefixList(value);
  }
  for (const key of Object.keys(properties)) if (isReservedData(key)) Reflect.deleteProperty(properties, key);
}

function isElement(node: RootContent | ElementContent): node is Element {
  return node.type === 'element';
}

/** Guard every element under `node` (raw HTML parsed into a page's tree). Iterative: deep HTML cannot overflow the stack. */
export function guardPageTree(node: HastRoot | Element, skip: (element: Element) => boolean = () => false): void {
  const stack: (HastRoot | Element)[] = [node];
  for (let current = stack.pop(); current !== undefined; current = stack.pop()) {
    for (const child of current.children) {
      if (!isElement(child) || skip(child)) continue;
      guardPageElement(child);
      stack.push(child);
    }
  }
}

/**
 * In-page links to an anchor the page wrote itself (`[see](#setup)` with `<a name="setup">`)
 * point at its prefixed id, unless docwright wrote an element with that very id.
 * Returns the unprefixed aliases that now resolve (for the link check).
 */
export function retargetAnchors(tree: HastRoot): string[] {
  const targets = new Set<string>();
  const links: Element[] = [];
  const stack: (HastRoot | Element)[] = [tree];
  for (let current = stack.pop(); current !== undefined; current = stack.pop()) {
    for (const child of current.children) {
      if (!isElement(child)) continue;
      const { id, name, href } = child.properties;
      if (typeof id === 'string') targets.add(id);
      if (typeof name === 'string' && child.tagName === 'a') targets.add(name);
      if (child.tagName === 'a' && typeof href === 'string' && href.startsWith('#')) links.push(child);
      stack.push(child);
    }
  }
  for (const link of links) {
    const fragment = String(link.properties.href).slice(1);
    let decoded = fragment;
    try {
      decoded = decodeURIComponent(fragment);
    } catch {
      /* a malformed escape is compared as written */
    }
    if (decoded === '' || decoded.startsWith(CLOBBER_PREFIX) || targets.has(decoded)) continue;
    if (targets.has(`${CLOBBER_PREFIX}${decoded}`)) link.properties.href = `#${CLOBBER_PREFIX}${fragment}`;
  }
  const aliases: string[] = [];
  for (const target of targets) if (target.startsWith(CLOBBER_PREFIX) && !targets.has(target.slice(CLOBBER_PREFIX.length))) aliases.push(target.slice(CLOBBER_PREFIX.length));
  return aliases;
}
