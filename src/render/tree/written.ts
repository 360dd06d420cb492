// What the author wrote for an element the renderer emits: the component or HTML element as written (`Frame`, `div`)
// and where each of its attributes starts. A finding about the element (a refused `style` value, a class, an attribute
// value) then names what the author wrote, at the attribute they wrote, not the tag the component becomes at its start.
import type { Element } from 'hast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';

/** A line and column, 1-based. */
interface Point {
  line: number;
  column: number;
}

/** The element as the author wrote it. */
export interface Written {
  /** The component or element name as written (`Frame`, `div`). */
  name: string;
  /** Where each attribute starts, by its name folded (`keyOf`), so the hast property finds it (`dataPagefindMeta`, `className`). */
  attributes: Readonly<Record<string, Point>>;
  /** For an element a custom component draws (the author wrote the component, not the element): the component's name. */
  drawnBy?: string;
}

declare module 'hast' {
  interface ElementData {
    /** What the author wrote for this element (src/render/tree/written.ts). */
    written?: Written;
  }
}

/** An attribute name or hast property folded to one key: lower case without `-` and `:` (`data-step` and `dataStep`), `class` as `className`. */
function keyOf(name: string): string {
  const folded = name.toLowerCase().replace(/[-:]/g, '');
  return folded === 'class' ? 'classname' : folded === 'for' ? 'htmlfor' : folded;
}

/**
 * Record on `element` that the author wrote `node` (its name and its attributes' starts); `only` limits it to the
 * attributes that the element carries on (a component's `style`). Returns `element`.
 */
export function markWritten(element: Element, node: MdxJsxFlowElement | MdxJsxTextElement, only?: readonly string[]): Element {
  const attributes: Record<string, Point> = {};
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || (only !== undefined && !only.includes(attribute.name))) continue;
    const start = attribute.position?.start;
    if (start) attributes[keyOf(attribute.name)] = { line: start.line, column: start.column };
  }
  element.data = { ...element.data, written: { name: node.name ?? element.tagName, attributes } };
  return element;
}

/** One attribute of an HTML start tag: its name (the value, quoted or not, is skipped). */
const HTML_ATTRIBUTE = /[\s/]*([^\s"'>/=]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*))?/y;

/** Start tags read at most this far for their attributes' places (a longer tag keeps the element's start). */
const TAG_READ_LIMIT = 20_000;

/**
 * Record where each attribute of an element parsed from raw HTML (a `.md` page's `<img src>`) starts: `html` is the
 * text its start tag begins at, `at` the tag's place. Nothing is recorded when the text is not that tag's.
 */
export function markWrittenHtml(element: Element, html: string, at: Point): void {
  const open = new RegExp(`^<${element.tagName.replace(/[^\w-]/g, '')}(?=[\\s/>])`, 'i').exec(html.slice(0, TAG_READ_LIMIT));
  if (!open) return;
  const attributes: Record<string, Point> = {};
  let line = at.line;
  let column = at.column;
  let counted = 0;
  /** The place of `index` in `html`, counting from the last one asked for. */
  const pointAt = (index: number): Point => {
    for (; counted < index; counted++) {
      if (html.charCodeAt(counted) === 10) {
        line++;
        column = 1;
      } else column++;
    }
    return { line, column };
  };
  HTML_ATTRIBUTE.lastIndex = open[0].length;
  for (let found = HTML_ATTRIBUTE.exec(html); found?.[1] !== undefined && HTML_ATTRIBUTE.lastIndex < TAG_READ_LIMIT; found = HTML_ATTRIBUTE.exec(html)) {
    const name = found[1];
    const key = keyOf(name);
    const place = pointAt(found.index + found[0].indexOf(name));
    // The first of a repeated attribute is the one HTML keeps.
    if (!Object.hasOwn(attributes, key)) attributes[key] = place;
    if (found[0].length === 0) break;
  }
  element.data = { ...element.data, written: { name: element.tagName, attributes } };
}

/** The name to show for the element in a finding: what the author wrote (`Frame`), else its tag. */
export function writtenName(element: Element): string {
  return element.data?.written?.name ?? element.tagName;
}

/** The element as a finding shows it, in code: `` `<Frame>` ``, or for one a custom component draws `` `<input>` drawn by `<ColorGenerator>` ``. */
export function writtenTag(element: Element): string {
  const drawnBy = element.data?.written?.drawnBy;
  return `\`<${writtenName(element)}>\`${drawnBy === undefined ? '' : ` drawn by \`<${drawnBy}>\``}`;
}

/** Record that a custom component (`name`, as written) draws `element`: a finding about it names the component too. */
export function markDrawnBy(element: Element, name: string): void {
  element.data = { ...element.data, written: { name: element.tagName, attributes: {}, drawnBy: name } };
}

/** Where a finding about the element's `property` goes: the attribute as written, else the element's start, else the page's start. */
export function attributeStart(element: Element, property: string): Point {
  const written = element.data?.written?.attributes;
  const key = keyOf(property);
  const at = written && Object.hasOwn(written, key) ? written[key] : undefined;
  return at ?? element.position?.start ?? { line: 1, column: 1 };
}
