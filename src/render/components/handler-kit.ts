// What every component handler is written with: the handler's input, the page it may use, and
// the helpers that read attributes as Mintlify's components show them. The handlers themselves
// are in handlers/, one file per file of the registry (src/components/<name>.ts ↔
// handlers/<name>.ts); components.ts gathers them by registry name.
import type { Element, ElementContent } from 'hast';
import type { RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { State } from 'mdast-util-to-hast';
import { toString as hastToString } from 'hast-util-to-string';
import { h } from 'hastscript';
import { attrString, type Attributes } from '../tree/literal.js';
import { getComponent } from '../../components/index.js';
import { cssColor } from '../../css-color.js';
import { componentIconLibrary } from '../../icons.js';
import { inlineMarkdown } from './inline-markdown.js';
import { staticContent, type StaticPlace } from '../tree/jsx-static.js';

export type JsxNode = MdxJsxFlowElement | MdxJsxTextElement;

/** What a handler may use from the page being rendered. */
export interface PageRenderer {
  /** A unique id on this page, for ARIA relations. */
  uid(prefix: string): string;
  /** A heading-style anchor slug, unique on this page. */
  slug(text: string): string;
  /** The anchor of a component: a `<ParamField>`/`<ResponseField>` name (`param-<name>`), an `<Accordion>` title, or a `<Step>`/`<Update>` title (src/parse/anchors.ts). */
  anchor(kind: 'field' | 'accordion' | 'title', text: string): string;
  /** The id of the next `<Tab>` with this visible title, as Mintlify makes it (`use-npm`, then `use-npm-2`); `''` when it makes none. */
  tabId(title: string): string;
  /** An inline SVG icon (or image) by name, or nothing when unknown. */
  /** `modes`: a color for light mode and one for dark (Icon's `colorLight` and `colorDark`); `color` wins over them. `library`: the component's own `iconLibrary` ({@link iconLibraryOf}), else the site's. */
  icon(name: string | undefined, iconType?: string, extra?: { color?: string; size?: number | string; modes?: { light: string; dark: string }; library?: string }): ElementContent | undefined;
  /** A highlighted code block with its title bar and copy button. */
  /** A code block; `node` places a warning about its options (an unknown `icon`). */
  code(value: string, lang: string | null | undefined, meta: string | null | undefined, options?: { bare?: boolean; node?: RootContent }): Element;
  /** Rendered TeX; TeX KaTeX cannot render is reported at `node` (the math or `<Latex>` written), shown as source. */
  math(tex: string, display: boolean, node?: RootContent): ElementContent;
  /** A `component-render` warning at the node, or at `at` in the node's file. */
  warn(node: JsxNode | RootContent, message: string, at?: StaticPlace): void;
  /** True, and warned (`component-known`), for a block element Mintlify removes with its content (a component nothing defines). */
  removedBlock(node: JsxNode): boolean;
  /**
   * For a block component nothing defines, warned (`component-known`, as the page warns it): `removed` when Mintlify
   * removes it with its content, `shown` when its content is shown without it; `undefined` for any other element.
   */
  unknown(node: JsxNode): 'removed' | 'shown' | undefined;
  /** Whether the node came from a snippet (its props were resolved when it was inlined). */
  inSnippet(node: JsxNode): boolean;
  /** Whether the page is rendered for machines (`.md`) rather than people. */
  readonly names: ReadonlySet<string>;
}

export interface HandlerInput {
  node: JsxNode;
  attrs: Attributes;
  state: State;
  page: PageRenderer;
  /** The node's children as hast. */
  children(): ElementContent[];
  /** The JSX children with a given component name. */
  jsxChildren(name: string): JsxNode[];
  /** Convert any mdast nodes to hast. */
  all(node: JsxNode): ElementContent[];
}

export type ComponentHandler = (input: HandlerInput) => ElementContent | ElementContent[] | undefined;

/** A text node. */
export const text = (value: string): ElementContent => ({ type: 'text', value });

function jsxChildrenOf(node: JsxNode, name: string): JsxNode[] {
  const found: JsxNode[] = [];
  const visit = (children: readonly RootContent[]): void => {
    for (const child of children) {
      if ((child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') && child.name === name) found.push(child);
      else if (child.type === 'paragraph') visit(child.children);
    }
  };
  visit(node.children);
  return found;
}

export function makeInput(node: JsxNode, attrs: Attributes, state: State, page: PageRenderer): HandlerInput {
  return {
    node,
    attrs,
    state,
    page,
    children: () => state.all(node),
    jsxChildren: (name) => jsxChildrenOf(node, name),
    all: (child) => state.all(child),
  };
}


/** A component's `color` attribute as safe CSS text: any colour culori reads (src/css-color.ts), else undefined. */
export function safeColor(value: string | undefined): string | undefined {
  return cssColor(value, { css4: true });
}

/** The icon a component shows: its `icon` (else `fallback`), in its `color`. */
export function iconFor(input: HandlerInput, fallback?: string): ElementContent | undefined {
  return givenIcon(input, fallback, { color: safeColor(attrString(input.attrs, 'color')) });
}

/**
 * A component's `icon`: a name or URL drawn by the page's icons (else `fallback`), or static JSX
 * (`icon={<svg …>…</svg>}`, a React node on Mintlify) as the elements it holds; an expression
 * that is code shows the fallback, with the warning `shown` gives.
 */
export function givenIcon(input: HandlerInput, fallback?: string, extra?: { color?: string | undefined }): ElementContent | undefined {
  const name = attrString(input.attrs, 'icon');
  const written = name === undefined ? rawAttribute(input.node, 'icon') : undefined;
  if (written && typeof written.value === 'object' && written.value !== null) {
    const jsx = shown(input, 'icon');
    if (jsx?.jsx) return h('span', { className: ['dw-icon-jsx'], ariaHidden: 'true', style: extra?.color ? `color:${extra.color}` : undefined }, jsx.nodes);
  }
  const library = iconLibraryOf(input.node, input.attrs);
  return input.page.icon(name ?? fallback, attrString(input.attrs, 'iconType'), { ...(extra?.color ? { color: extra.color } : {}), ...(library ? { library } : {}) });
}

/**
 * The icon library of a component's own `iconLibrary`, for a registry component that reads it (Mintlify's Icon, Badge,
 * Callout, Card, Tab and Step): `lucide` draws from Lucide, any other value from Font Awesome, as Mintlify's Icon reads
 * it. Undefined without one, or for a component that ignores it: the site's `icons.library` applies.
 */
export function iconLibraryOf(node: JsxNode, attrs: Attributes): string | undefined {
  const value = attrString(attrs, 'iconLibrary');
  if (value === undefined || !getComponent(node.name ?? '')?.attributes.some((attribute) => attribute.name === 'iconLibrary')) return undefined;
  return componentIconLibrary(value);
}

/** The author's `className` classes, for a registry component that reads `className` (none for any other: `component-attribute-known` warns). */
function classesOf(input: HandlerInput): string[] {
  if (!getComponent(input.node.name ?? '')?.attributes.some((attribute) => attribute.name === 'className')) return [];
  return attrString(input.attrs, 'className')?.split(/\s+/).filter(Boolean) ?? [];
}

/** Inputs whose handler placed the classes itself (`ownClasses`): `withOwnClasses` leaves their result alone. */
const placedClasses = new WeakSet<HandlerInput>();

/** The author's `className` classes, for a handler that places them itself (Icon's box, Tooltip's term); any other handler's outer element takes them (`withOwnClasses`). */
export function ownClasses(input: HandlerInput): string[] {
  placedClasses.add(input);
  return classesOf(input);
}

/**
 * A handler's result with the author's `className` on its outer element, where Mintlify's components put it, unless
 * the handler placed the classes itself (`ownClasses`).
 */
export function withOwnClasses(result: ReturnType<ComponentHandler>, input: HandlerInput): ReturnType<ComponentHandler> {
  if (placedClasses.has(input)) return result;
  const classes = classesOf(input);
  const outer = Array.isArray(result) ? result.find((node) => node.type === 'element') : result;
  if (classes.length === 0 || outer?.type !== 'element') return result;
  const own = outer.properties.className;
  const present = Array.isArray(own) ? own.map(String) : [];
  outer.properties.className = [...present, ...classes.filter((name) => !present.includes(name))];
  return result;
}

/** The element, placed at the node's position in the page. */
export function withPosition(element: Element, node: JsxNode): Element {
  if (node.position) element.position = node.position;
  return element;
}

/** What an attribute shows: its text, or the elements of static JSX (`title={<>Run <code>x</code></>}`); `jsx` tells which. */
export interface Shown {
  nodes: ElementContent[];
  /** The text alone, for ids, labels and keys. */
  text: string;
  jsx: boolean;
}

/** The last attribute of that name (React keeps the last). */
function rawAttribute(node: JsxNode, name: string) {
  let found;
  for (const attribute of node.attributes) if (attribute.type === 'mdxJsxAttribute' && attribute.name === name) found = attribute;
  return found;
}

/** How an expression is written, shortened for a message. */
export function shortSource(value: string): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  return flat.length > 60 ? `${flat.slice(0, 57)}…` : flat;
}

/**
 * What attribute `name` of the element shows, as Mintlify's components render it: a string or
 * number as text, static JSX as the elements it holds (rendered by the page's handlers). An
 * expression that is code shows nothing, with a warning at the code; undefined when absent.
 */
export function shown(input: HandlerInput, name: string): Shown | undefined {
  const value = attrString(input.attrs, name);
  if (value !== undefined) return { nodes: value === '' ? [] : [text(value)], text: value, jsx: false };
  const attribute = rawAttribute(input.node, name);
  if (!attribute || typeof attribute.value !== 'object' || attribute.value === null) return undefined;
  if (Object.hasOwn(input.attrs, name)) return undefined; // a literal that shows nothing: `true`, `null`, an object
  const content = staticContent(attribute.value);
  if (content?.ok) {
    const nodes = input.state.all({ type: 'paragraph', children: content.nodes });
    return { nodes, text: hastToString({ type: 'root', children: nodes }), jsx: true };
  }
  // A snippet's own prop (`title={title}`, `{props.title}`) that the page did not pass is undefined: nothing to show, nothing lost.
  if (/^\s*(props\.)?[A-Za-z_$][\w$]*\s*$/.test(attribute.value.value) && input.page.inSnippet(input.node)) return undefined;
  const at = content?.at ?? attribute.position?.start ?? input.node.position?.start;
  input.page.warn(
    input.node,
    `Unexpected expression \`{${shortSource(attribute.value.value)}}\` in the \`${name}\` of \`<${input.node.name ?? ''}>\`, expected text or static JSX (elements, text and literals): it is not shown`,
    at ? { line: at.line, column: at.column } : undefined,
  );
  return undefined;
}

/** A string attribute read as inline Markdown (a frame's caption), static JSX as its elements. */
export function markdownOrJsx(value: Shown): ElementContent[] {
  return value.jsx ? value.nodes : inlineMarkdown(value.text);
}

/**
 * The values the registry allows for an `enum` attribute of a component (`Badge`'s `color`), and
 * its default: handlers read these rather than list them again.
 */
export function enumOf(component: string, attribute: string): { values: readonly string[]; fallback: string | undefined } {
  const spec = getComponent(component)?.attributes.find((a) => a.name === attribute);
  return { values: spec?.values ?? [], fallback: typeof spec?.default === 'string' ? spec.default : undefined };
}
