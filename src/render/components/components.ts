// One HTML handler per registry component. A handler turns a JSX element of a page into
// semantic hast; it never runs code from the page (attributes are read as literals).
import type { Element, ElementContent, Properties } from 'hast';
import type { Code, List, Paragraph, RootContent } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { State } from 'mdast-util-to-hast';
import { h } from 'hastscript';
import { toString as hastToString } from 'hast-util-to-string';
import { attrBool, attrNumber, attrString, readAttributes, type Attributes } from '../tree/literal.js';
import { parseCodeMeta } from '../../components/code-meta.js';
import { isRecord, ownValue } from '../../guards.js';
import { cssColor, scaleLightness } from '../../css-color.js';
import { inlineMarkdown, markdownOf } from './inline-markdown.js';
import { staticContent, type StaticPlace } from '../tree/jsx-static.js';
import { headingText } from '../../parse/page-links.js';
import { cleanAnchor } from '../../parse/anchors.js';

export type JsxNode = MdxJsxFlowElement | MdxJsxTextElement;

/** What a handler may use from the page being rendered. */
export interface PageRenderer {
  /** A unique id on this page, for ARIA relations. */
  uid(prefix: string): string;
  /** A heading-style anchor slug, unique on this page. */
  slug(text: string): string;
  /** The anchor of a component: a `<ParamField>`/`<ResponseField>` name (`param-<name>`), an `<Accordion>` title, or a `<Step>`/`<Update>` title (src/parse/anchors.ts). */
  anchor(kind: 'field' | 'accordion' | 'title', text: string): string;
  /** An inline SVG icon (or image) by name, or nothing when unknown. */
  icon(name: string | undefined, iconType?: string, extra?: { color?: string; size?: number }): ElementContent | undefined;
  /** A highlighted code block with its title bar and copy button. */
  /** A code block; `node` places a warning about its options (an unknown `icon`). */
  code(value: string, lang: string | null | undefined, meta: string | null | undefined, options?: { bare?: boolean; node?: RootContent }): Element;
  /** Rendered TeX. */
  math(tex: string, display: boolean): ElementContent;
  /** A `component-render` warning at the node, or at `at` in the node's file. */
  warn(node: JsxNode | RootContent, message: string, at?: StaticPlace): void;
  /** Whether the node came from a snippet (its props were resolved when it was inlined). */
  inSnippet(node: JsxNode): boolean;
  /** Table-of-contents entries besides headings (e.g. `Update` labels). */
  tocEntry(depth: number, text: string, id: string): void;
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

const text = (value: string): ElementContent => ({ type: 'text', value });

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

// --- helpers -------------------------------------------------------------------------

/** A component's `color` attribute as safe CSS text: any colour culori reads (src/css-color.ts), else undefined. */
function safeColor(value: string | undefined): string | undefined {
  return cssColor(value, { css4: true });
}

function iconFor(input: HandlerInput, fallback?: string): ElementContent | undefined {
  const name = attrString(input.attrs, 'icon') ?? fallback;
  return input.page.icon(name, attrString(input.attrs, 'iconType'), { color: safeColor(attrString(input.attrs, 'color')) });
}

function withPosition(element: Element, node: JsxNode): Element {
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
function shortSource(value: string): string {
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
function markdownOrJsx(value: Shown): ElementContent[] {
  return value.jsx ? value.nodes : inlineMarkdown(value.text);
}

// --- callouts ------------------------------------------------------------------------

const CALLOUTS: Record<string, { icon: string; label: string }> = {
  Note: { icon: 'circle-info', label: 'Note' },
  Info: { icon: 'circle-info', label: 'Info' },
  Tip: { icon: 'lightbulb', label: 'Tip' },
  Warning: { icon: 'triangle-exclamation', label: 'Warning' },
  Danger: { icon: 'circle-exclamation', label: 'Danger' },
  Check: { icon: 'circle-check', label: 'Check' },
  Callout: { icon: 'circle-info', label: 'Callout' },
};

/**
 * A callout's `color` as CSS custom properties: the border, tint and icon take the colour; the
 * text takes it at half its lightness in light mode and at one and a half in dark mode, as
 * Mintlify's custom callout colours its text (site.css reads `--dw-callout-text`/`-dark`).
 */
function calloutStyle(color: string): string {
  const light = scaleLightness(color, 0.5);
  const dark = scaleLightness(color, 1.5);
  return [`--dw-callout:${color}`, ...(light ? [`--dw-callout-text:${light}`] : []), ...(dark ? [`--dw-callout-text-dark:${dark}`] : [])].join(';');
}

function callout(kind: string): ComponentHandler {
  const spec = CALLOUTS[kind] ?? { icon: 'circle-info', label: kind };
  return (input) => {
    const icon = iconFor(input, spec.icon);
    const color = safeColor(attrString(input.attrs, 'color'));
    // Mintlify's callouts show a `title` in bold above the text.
    const title = shown(input, 'title');
    return withPosition(
      h('div', { className: ['dw-callout', `dw-callout-${kind.toLowerCase()}`], role: 'note', ariaLabel: spec.label, style: color ? calloutStyle(color) : undefined }, [
        h('span', { className: ['dw-callout-icon'], ariaHidden: 'true' }, icon ? [icon] : []),
        h('div', { className: ['dw-callout-body'] }, [...(title && title.nodes.length > 0 ? [h('div', { className: ['dw-callout-title'] }, title.nodes)] : []), ...input.children()]),
      ]),
      input.node,
    );
  };
}

// --- tabs ----------------------------------------------------------------------------

interface TabItem {
  title: string;
  /** What the tab shows when it is more than its title's text (static JSX), or nothing (an unlabelled tab). */
  label?: ElementContent[];
  /** The title was written (a code block's meta, a `title` attribute), not made up. */
  titled?: boolean;
  icon?: ElementContent;
  panel: ElementContent[];
  /** What the tab is synchronised by across the page (a code block's language, a tab's title), lower case. */
  sync?: string;
  /** The name in a code group's language menu. */
  language?: string;
}

/**
 * A tab set (ARIA tabs pattern), or with `dropdown` a language menu over the panels. With
 * `sync`, choosing a tab chooses the tab with the same key in every synchronised set of
 * the page (tabs and code groups alike) and is remembered (src/render/assets/site.browser.ts).
 */
function tablist(input: HandlerInput, kind: string, tabs: TabItem[], selected = 0, label?: string, options: { dropdown?: boolean; sync?: boolean } = {}): Element {
  const base = input.page.uid(kind);
  const index = selected >= 0 && selected < tabs.length ? selected : 0;
  const sync = options.sync !== false;
  const className = kind === 'tabs' ? ['dw-tabs'] : ['dw-tabs', `dw-${kind}`];
  const group = { className, dataDwTabs: '', dataDwNosync: sync ? undefined : '' };
  if (options.dropdown) {
    const panels = tabs.map((tab, i) =>
      h('div', { id: `${base}-panel-${i}`, role: 'group', ariaLabel: tab.title, hidden: i !== index, className: ['dw-tabpanel'], dataDwSync: tab.sync }, tab.panel),
    );
    const menu = h(
      'select',
      { className: ['dw-code-select'], ariaLabel: label ?? 'Language', dataDwSelect: '' },
      tabs.map((tab, i) => h('option', { value: String(i), selected: i === index, dataDwSync: tab.sync }, [text(tab.language ?? tab.title)])),
    );
    const current = tabs[index]?.title ?? '';
    return withPosition(
      h('div', { ...group, className: [...className, 'dw-code-dropdown'] }, [h('div', { className: ['dw-tablist', 'dw-code-select-bar'] }, [h('span', { className: ['dw-code-select-title'] }, [text(current)]), menu]), ...panels]),
      input.node,
    );
  }
  const buttons = tabs.map((tab, i) =>
    h(
      'button',
      { type: 'button', role: 'tab', id: `${base}-tab-${i}`, ariaSelected: i === index ? 'true' : 'false', ariaControls: `${base}-panel-${i}`, tabIndex: i === index ? 0 : -1, className: ['dw-tab'], dataDwSync: tab.sync, ariaLabel: tab.title === '' ? `Tab ${i + 1}` : undefined },
      [...(tab.icon ? [tab.icon] : []), ...(tab.label ?? [text(tab.title)])],
    ),
  );
  const panels = tabs.map((tab, i) =>
    h('div', { role: 'tabpanel', id: `${base}-panel-${i}`, ariaLabelledBy: `${base}-tab-${i}`, tabIndex: 0, hidden: i !== index, className: ['dw-tabpanel'] }, tab.panel),
  );
  return withPosition(h('div', group, [h('div', { role: 'tablist', className: ['dw-tablist'], ariaLabel: label ?? (kind === 'code-group' ? 'Code examples' : 'Tabs') }, buttons), ...panels]), input.node);
}

/** The key tabs are synchronised by: case and spacing do not matter. */
function syncKey(value: string | null | undefined): string | undefined {
  const key = value?.trim().toLowerCase().replace(/\s+/g, ' ');
  return key ? key.slice(0, 80) : undefined;
}

const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  js: 'JavaScript', javascript: 'JavaScript', jsx: 'JSX', ts: 'TypeScript', typescript: 'TypeScript', tsx: 'TSX', py: 'Python', python: 'Python', rb: 'Ruby', ruby: 'Ruby',
  go: 'Go', golang: 'Go', rs: 'Rust', rust: 'Rust', java: 'Java', kotlin: 'Kotlin', kt: 'Kotlin', swift: 'Swift', php: 'PHP', cs: 'C#', csharp: 'C#', cpp: 'C++', c: 'C',
  bash: 'Bash', sh: 'Shell', shell: 'Shell', zsh: 'Zsh', powershell: 'PowerShell', json: 'JSON', yaml: 'YAML', yml: 'YAML', toml: 'TOML', html: 'HTML', css: 'CSS', sql: 'SQL',
  dart: 'Dart', elixir: 'Elixir', scala: 'Scala', r: 'R', curl: 'cURL', graphql: 'GraphQL', xml: 'XML', md: 'Markdown', mdx: 'MDX',
};

/** A language's display name: `python` → Python; unknown ones as written. */
function languageName(lang: string): string {
  return Object.hasOwn(LANGUAGE_NAMES, lang.toLowerCase()) ? (LANGUAGE_NAMES[lang.toLowerCase()] ?? lang) : lang;
}

const tabsHandler: ComponentHandler = (input) => {
  const tabs = input.jsxChildren('Tab').map((tab, i): TabItem => {
    const attrs = readAttributes(tab.attributes);
    const icon = input.page.icon(attrString(attrs, 'icon'), attrString(attrs, 'iconType'));
    const given = shown(makeInput(tab, attrs, input.state, input.page), 'title');
    const title = given?.text ?? `Tab ${i + 1}`;
    return { title, ...(given?.jsx ? { label: given.nodes } : {}), ...(icon ? { icon } : {}), panel: input.all(tab), sync: syncKey(title) };
  });
  if (tabs.length === 0) return input.children();
  return tablist(input, 'tabs', tabs, attrNumber(input.attrs, 'defaultTabIndex') ?? 0, undefined, { sync: input.attrs.sync !== false && input.attrs.sync !== 'false' });
};


/** One code block of a group as a tab: its title (else its language), icon and language. */
function codeTab(input: HandlerInput, child: Code, index: number): TabItem {
  const meta = parseCodeMeta(child.meta);
  const title = meta.title ?? child.lang ?? `Example ${index + 1}`;
  // A block's `icon` goes on its tab, where its title is.
  const icon = input.page.icon(meta.icon);
  // Code groups are synchronised by language (a block without one, by its title).
  const language = child.lang ? languageName(child.lang) : undefined;
  return { title, titled: meta.title !== undefined, ...(icon ? { icon } : {}), panel: [input.page.code(child.value, child.lang, child.meta, { bare: true, node: child })], sync: syncKey(language ?? title), ...(language ? { language } : {}) };
}

/** Whether a paragraph holds only components (and spaces): its components are the group's tabs. */
function onlyComponents(paragraph: Paragraph): boolean {
  return paragraph.children.every((c) => c.type === 'mdxJsxTextElement' || (c.type === 'text' && c.value.trim() === ''));
}

/**
 * The tabs of a code group: one per code block and per component, and, as on Mintlify, one
 * unlabelled tab for anything else written inside it (a paragraph of prose), so no text is lost.
 */
function codeGroupTabs(input: HandlerInput): TabItem[] {
  const blocks: TabItem[] = [];
  const visit = (children: readonly RootContent[]): void => {
    for (const child of children) {
      if (child.type === 'code') blocks.push(codeTab(input, child, blocks.length));
      else if (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') {
        const given = shown(makeInput(child, readAttributes(child.attributes), input.state, input.page), 'title');
        const title = given?.text ?? child.name ?? `Example ${blocks.length + 1}`;
        blocks.push({ title, titled: given !== undefined, ...(given?.jsx ? { label: given.nodes } : {}), panel: input.all(child), sync: syncKey(title) });
      } else if (child.type === 'paragraph' && onlyComponents(child)) visit(child.children);
      else if (!(child.type === 'text' && child.value.trim() === '') && child.type !== 'mdxjsEsm' && child.type !== 'mdxFlowExpression') {
        blocks.push({ title: '', titled: false, label: [], panel: input.state.all({ type: 'root', children: [child] }) });
      }
    }
  };
  visit(input.node.children);
  return blocks;
}

function codeGroup(kind: string, label?: string): ComponentHandler {
  return (input) => {
    const blocks = codeGroupTabs(input);
    if (blocks.length === 0) return undefined;
    // Two blocks of one language (`npm` and `pnpm`, both bash): the group is synchronised by its titles.
    if (new Set(blocks.map((block) => block.sync)).size < blocks.length) for (const block of blocks) block.sync = syncKey(block.title);
    // One block alone shows as a block, unless it has a title: Mintlify shows that as its tab.
    if (blocks.length === 1 && !label && !blocks[0]?.titled) return blocks[0]?.panel;
    const group = tablist(input, kind, blocks, 0, label, { dropdown: attrBool(input.attrs, 'dropdown') });
    // Request and response examples carry their name only for assistive technology (the
    // group's label): as on Mintlify, the reader sees the blocks' own titles, never "Request"
    // over a tab that says "Request" again. The page moves the wrapper into its examples column.
    if (label) return h('div', { className: ['dw-api-example'] }, [group]);
    return group;
  };
}

// --- structure -----------------------------------------------------------------------

/** Steps numbered in order; a `Step` with `stepNumber` shows that number and the steps after it count on from it. */
/** The sizes Mintlify gives a step's title (`titleSize`); anything else is `p`. */
const STEP_TITLE_SIZES = new Set(['p', 'h2', 'h3', 'h4']);
/** Per page, the `titleSize` of each `<Steps>` being drawn, innermost last: a `<Step>` without its own takes its list's. */
const stepSizes = new WeakMap<PageRenderer, (string | undefined)[]>();

/** The children of a `<Steps>`, drawn while its `titleSize` is the one its steps inherit. */
function stepChildren(input: HandlerInput): ElementContent[] {
  const sizes = stepSizes.get(input.page) ?? [];
  stepSizes.set(input.page, sizes);
  sizes.push(attrString(input.attrs, 'titleSize'));
  try {
    return input.children();
  } finally {
    sizes.pop();
  }
}

const steps: ComponentHandler = (input) => {
  const children = stepChildren(input);
  let number = 0;
  for (const child of children) {
    if (child.type !== 'element' || child.tagName !== 'li') continue;
    const own = child.properties.value;
    number = typeof own === 'number' && Number.isFinite(own) ? own : number + 1;
    const marker = child.children[0];
    if (marker?.type === 'element' && marker.children.length === 0) marker.children.push(text(String(number)));
  }
  const first = children.find((child): child is Element => child.type === 'element' && child.tagName === 'li');
  const start = first?.properties.value;
  return withPosition(h('ol', { className: ['dw-steps'], start: typeof start === 'number' ? start : undefined }, children), input.node);
};

const step: ComponentHandler = (input) => {
  const given = shown(input, 'title');
  const title = given?.text;
  // A title written as JSX gets no anchor from its text (Mintlify's anchors come from string titles).
  const id = attrString(input.attrs, 'id') ?? (title && !given?.jsx && !attrBool(input.attrs, 'noAnchor') ? input.page.anchor('title', title) : undefined);
  const icon = iconFor(input);
  const stepNumber = attrNumber(input.attrs, 'stepNumber');
  const number = stepNumber !== undefined && Number.isInteger(stepNumber) && Math.abs(stepNumber) < 1e6 ? stepNumber : undefined;
  const size = attrString(input.attrs, 'titleSize') ?? stepSizes.get(input.page)?.at(-1);
  const tag = size !== undefined && STEP_TITLE_SIZES.has(size) ? size : 'p';
  if (title && id && (tag === 'h2' || tag === 'h3')) input.page.tocEntry(tag === 'h2' ? 2 : 3, title, id);
  return withPosition(
    h('li', { className: ['dw-step'], id, value: number }, [
      h('span', { className: ['dw-step-marker'], ariaHidden: 'true' }, icon ? [icon] : []),
      h('div', { className: ['dw-step-content'] }, [...(given && title ? [h(tag, { className: ['dw-step-title'] }, given.nodes)] : []), ...input.children()]),
    ]),
    input.node,
  );
};

const accordion: ComponentHandler = (input) => {
  const given = shown(input, 'title');
  const title = given?.text ?? 'Details';
  const description = shown(input, 'description');
  const icon = iconFor(input);
  // Mintlify anchors an accordion by a string title only.
  const id = attrString(input.attrs, 'id') ?? (given?.jsx ? undefined : input.page.anchor('accordion', title));
  return withPosition(
    h('details', { className: ['dw-accordion'], id, open: attrBool(input.attrs, 'defaultOpen') }, [
      h('summary', { className: ['dw-accordion-summary'] }, [
        ...(icon ? [icon] : []),
        h('span', { className: ['dw-accordion-title'] }, given?.nodes ?? [text(title)]),
        ...(description ? [h('span', { className: ['dw-accordion-description'] }, description.nodes)] : []),
      ]),
      h('div', { className: ['dw-accordion-body'] }, input.children()),
    ]),
    input.node,
  );
};

/** Per page, the changelog's row of tag toggles, drawn before the first `<Update>` and given each update's tags as they come. */
const updateFilters = new WeakMap<PageRenderer, { bar: Element; tags: Set<string> }>();

/**
 * The row of tag toggles above a changelog, written into the page so the script that runs it
 * (src/render/assets/site/updates.browser.ts) shifts nothing when it starts. Returned for the
 * first update of the page; later updates add their tags to it, and it stays hidden while no
 * update has any. Hidden without the script too (site.css), where its buttons could do nothing.
 */
function filterBar(input: HandlerInput, tags: readonly string[]): Element | undefined {
  let filters = updateFilters.get(input.page);
  const first = filters === undefined;
  if (!filters) {
    filters = { bar: h('div', { className: ['dw-update-filters'], role: 'group', ariaLabel: 'Filter updates by tag', hidden: true }, []), tags: new Set() };
    updateFilters.set(input.page, filters);
  }
  for (const tag of tags) {
    if (filters.tags.has(tag)) continue;
    filters.tags.add(tag);
    filters.bar.properties.hidden = false;
    filters.bar.children.push(h('button', { type: 'button', className: ['dw-update-filter'] }, [text(tag)]));
  }
  return first ? filters.bar : undefined;
}

const update: ComponentHandler = (input) => {
  const given = shown(input, 'label');
  const label = given?.text ?? 'Update';
  const description = shown(input, 'description');
  const tags = Array.isArray(input.attrs.tags) ? input.attrs.tags.filter((t): t is string => typeof t === 'string') : undefined;
  const id = attrString(input.attrs, 'id') ?? input.page.anchor('title', label);
  input.page.tocEntry(2, label, id);
  const bar = filterBar(input, tags ?? []);
  // The tags, for the page's tag filter (src/render/assets/site/updates.browser.ts).
  const section = withPosition(
    h('section', { className: ['dw-update'], id, ariaLabelledBy: `${id}-label`, dataDwTags: tags && tags.length > 0 ? JSON.stringify(tags) : undefined }, [
      h('div', { className: ['dw-update-meta'] }, [
        h('a', { className: ['dw-update-label'], href: `#${id}`, id: `${id}-label` }, given?.nodes ?? [text(label)]),
        ...(description ? [h('p', { className: ['dw-update-description'] }, description.nodes)] : []),
        ...(tags ? [h('ul', { className: ['dw-update-tags'] }, tags.map((t) => h('li', { className: ['dw-badge'] }, [text(t)])))] : []),
      ]),
      h('div', { className: ['dw-update-body'] }, input.children()),
    ]),
    input.node,
  );
  return bar ? [bar, section] : section;
};

// --- cards and layout ----------------------------------------------------------------

function cols(input: HandlerInput, fallback: number): number {
  const n = attrNumber(input.attrs, 'cols') ?? fallback;
  return Math.max(1, Math.min(4, Math.round(n)));
}

const grid: ComponentHandler = (input) =>
  withPosition(h('div', { className: ['dw-grid', `dw-cols-${cols(input, 2)}`] }, input.children()), input.node);

const CARD_TYPES = ['info', 'warning', 'note', 'tip', 'check', 'danger'];

/**
 * A card as Mintlify draws it: an icon (in `color`), a title, the body, a call to action, and
 * an arrow on links (external links by default, `arrow` to choose). `type` gives it a
 * callout's colours and default icon.
 */
const card: ComponentHandler = (input) => {
  const title = shown(input, 'title');
  const href = attrString(input.attrs, 'href');
  const img = attrString(input.attrs, 'img');
  const cta = shown(input, 'cta');
  const typeName = attrString(input.attrs, 'type')?.toLowerCase();
  const type = typeName && CARD_TYPES.includes(typeName) ? typeName : undefined;
  const typeIcon = type ? CALLOUTS[type.charAt(0).toUpperCase() + type.slice(1)]?.icon : undefined;
  const color = safeColor(attrString(input.attrs, 'color'));
  const icon = input.page.icon(attrString(input.attrs, 'icon') ?? typeIcon, attrString(input.attrs, 'iconType'));
  const arrowAttr = input.attrs.arrow;
  const arrow = href !== undefined && (arrowAttr === undefined ? /^[a-z][a-z0-9+.-]*:\/\//i.test(href) : attrBool(input.attrs, 'arrow'));
  const arrowIcon = arrow ? input.page.icon('arrow-up-right', 'solid') : undefined;
  const ctaIcon = cta ? input.page.icon('arrow-right', 'solid') : undefined;
  const body: ElementContent[] = [
    ...(img ? [h('img', { className: ['dw-card-img'], src: img, alt: '' })] : []),
    ...(icon ? [h('span', { className: ['dw-card-icon'], style: color ? `color:${color}` : undefined }, [icon])] : []),
    h('div', { className: ['dw-card-text'] }, [
      ...(title ? [h('p', { className: ['dw-card-title'] }, title.nodes)] : []),
      h('div', { className: ['dw-card-body'] }, input.children()),
      ...(cta ? [h('span', { className: ['dw-card-cta'] }, [...cta.nodes, ...(ctaIcon ? [ctaIcon] : [])])] : []),
    ]),
    ...(arrowIcon ? [h('span', { className: ['dw-card-arrow'], ariaHidden: 'true' }, [arrowIcon])] : []),
  ];
  const className = ['dw-card', attrBool(input.attrs, 'horizontal') ? 'dw-card-horizontal' : '', type ? `dw-card-typed dw-callout-${type}` : ''].filter(Boolean).join(' ').split(' ');
  return withPosition(href ? h('a', { className: [...className, 'dw-card-link'], href }, body) : h('div', { className }, body), input.node);
};

const tile: ComponentHandler = (input) => {
  const title = shown(input, 'title');
  const description = shown(input, 'description');
  const href = attrString(input.attrs, 'href');
  const body: ElementContent[] = [
    h('div', { className: ['dw-tile-preview'] }, input.children()),
    ...(title ? [h('p', { className: ['dw-card-title'] }, title.nodes)] : []),
    ...(description ? [h('p', { className: ['dw-tile-description'] }, description.nodes)] : []),
  ];
  return withPosition(href ? h('a', { className: ['dw-tile', 'dw-card-link'], href }, body) : h('div', { className: ['dw-tile'] }, body), input.node);
};

/** A frame: its content in a bordered box with the caption inside, under it; a `hint` is a line above the box, outside it, as on Mintlify. */
const frame: ComponentHandler = (input) => {
  const caption = shown(input, 'caption');
  const hint = shown(input, 'hint');
  const figure = h('figure', { className: ['dw-frame'] }, [
    h('div', { className: ['dw-frame-body'] }, input.children()),
    ...(caption ? [h('figcaption', markdownOrJsx(caption))] : []),
  ]);
  if (!hint) return withPosition(figure, input.node);
  const icon = input.page.icon('hand-point-right', 'regular');
  return withPosition(
    h('div', { className: ['dw-frame-container'] }, [
      h('p', { className: ['dw-frame-hint'] }, [...(icon ? [h('span', { className: ['dw-frame-hint-icon'], ariaHidden: 'true' }, [icon])] : []), h('span', markdownOrJsx(hint))]),
      figure,
    ]),
    input.node,
  );
};

// Tree, FileTree: the WAI-ARIA tree pattern (role tree, treeitem, group; aria-expanded on the
// folders that open). The first item takes Tab (roving tabindex); the site script moves focus
// with the arrows, Home/End, `*` and type-ahead and opens folders (src/render/assets/site/tree.browser.ts).
// A folder that cannot open (`openable={false}`, or a Markdown folder with nothing in it) is a
// plain item, shut, as Mintlify draws it.

/**
 * One tree entry, as Mintlify's: an `<li>` (no role of its own) with its row, the tree item
 * (an icon and its name), and for a folder that opens its group after the row, owned by the row
 * and hidden while shut.
 */
function treeItem(input: HandlerInput, kind: 'folder' | 'file', name: ElementContent[], options: { open?: boolean; children?: ElementContent[]; highlight?: boolean }): Element {
  const glyph = input.page.icon(kind, 'regular');
  const opens = options.children !== undefined;
  const group = opens ? input.page.uid('tree') : undefined;
  return h('li', { className: [`dw-tree-${kind}`, ...(options.highlight ? ['dw-highlight'] : [])], role: 'none' }, [
    h('div', { className: ['dw-tree-label'], role: 'treeitem', tabIndex: -1, ariaExpanded: opens ? String(options.open === true) : undefined, ariaOwns: group }, [...(glyph ? [glyph] : []), ...name]),
    ...(opens ? [h('ul', { role: 'group', id: group, hidden: options.open !== true }, options.children ?? [])] : []),
  ]);
}

/** A nested Markdown list inside `Tree`/`FileTree`: items with sub-lists are folders, open (as on Mintlify); an item ending in `/` with none is a folder that cannot open. */
function listTree(input: HandlerInput, list: List): Element[] {
  return list.children.map((item) => {
    const label = item.children.find((c) => c.type === 'paragraph');
    const name = label ? mdastToString(label).trim() : '';
    const sub = item.children.find((c): c is List => c.type === 'list');
    if (sub) return treeItem(input, 'folder', [text(name.replace(/\/$/, ''))], { open: true, children: listTree(input, sub) });
    if (name.endsWith('/')) return treeItem(input, 'folder', [text(name.replace(/\/$/, ''))], {});
    return treeItem(input, 'file', [text(name)], {});
  });
}

/** The tree's root list; its first item takes Tab. */
function treeRoot(items: ElementContent[]): Element {
  const entry = items.find((c): c is Element => c.type === 'element' && c.tagName === 'li');
  const first = entry?.children.find((c): c is Element => c.type === 'element' && c.properties.role === 'treeitem');
  if (first) first.properties.tabIndex = 0;
  return h('ul', { className: ['dw-tree'], role: 'tree', ariaLabel: 'Files' }, items);
}

const tree: ComponentHandler = (input) => {
  const list = (input.node.children as RootContent[]).find((c): c is List => c.type === 'list');
  return withPosition(treeRoot(list ? listTree(input, list) : input.children()), input.node);
};

const treeFolder: ComponentHandler = (input) => {
  const name = shown(input, 'name')?.nodes ?? [];
  const openable = input.attrs.openable !== false;
  const children = input.children();
  const opens = openable && children.some((c) => c.type === 'element');
  return withPosition(treeItem(input, 'folder', name, { open: attrBool(input.attrs, 'defaultOpen'), children: opens ? children : undefined, highlight: attrBool(input.attrs, 'highlight') }), input.node);
};

const treeFile: ComponentHandler = (input) => withPosition(treeItem(input, 'file', shown(input, 'name')?.nodes ?? [], { highlight: attrBool(input.attrs, 'highlight') }), input.node);

/**
 * A repository card: its owner and name, linking to it (an `owner/name` slug or a github.com
 * URL). As on Mintlify, the description, stars and forks are fetched by the reader's browser
 * (src/render/assets/site/github.browser.ts fills the hidden slots from `data-dw-repo`); the
 * build fetches nothing, and a card whose fetch fails shows what the page says, nothing invented.
 */
const githubRepo: ComponentHandler = (input) => {
  const given = attrString(input.attrs, 'repo')?.trim() ?? '';
  const match = /^(?:https?:\/\/(?:www\.)?github\.com\/)?([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/i.exec(given);
  const [, owner, name] = match ?? [];
  if (!owner || !name) {
    input.page.warn(input.node, `Unexpected \`repo\` \`${given.slice(0, 80)}\` on \`GitHub.Repo\`, expected \`owner/name\` or a github.com URL`);
    return undefined;
  }
  const variant = attrString(input.attrs, 'variant') === 'flat' ? 'flat' : 'inset';
  const icon = input.page.icon('github', 'brands');
  const arrow = input.page.icon('arrow-up-right', 'solid');
  return withPosition(
    h('a', { className: ['dw-card', 'dw-card-link', 'dw-github-repo', `dw-github-${variant}`], href: `https://github.com/${owner}/${name}`, dataDwRepo: `${owner}/${name}` }, [
      ...(icon ? [h('span', { className: ['dw-card-icon'] }, [icon])] : []),
      h('span', { className: ['dw-github-text'] }, [
        h('span', { className: ['dw-card-title'] }, [h('span', { className: ['dw-github-owner'] }, [text(`${owner}/`)]), text(name)]),
        h('span', { className: ['dw-github-description'], hidden: true }, []),
        h('span', { className: ['dw-github-counts'], hidden: true }, []),
      ]),
      ...(arrow ? [h('span', { className: ['dw-card-arrow'], ariaHidden: 'true' }, [arrow])] : []),
    ]),
    input.node,
  );
};

// --- API fields ----------------------------------------------------------------------

/**
 * A field's `pre` or `post` labels (Mintlify: `string[]`, a string is one label) as pills:
 * `pre` before the field's name, `post` after its other pills.
 */
function labels(input: HandlerInput, which: 'pre' | 'post'): Element[] {
  const value = input.attrs[which];
  const list = typeof value === 'string' || typeof value === 'number' ? [value] : Array.isArray(value) ? value : [];
  return list.flatMap((label) => (typeof label === 'string' || typeof label === 'number') && String(label) !== '' ? [h('span', { className: [`dw-field-${which}`] }, [text(String(label))])] : []);
}

function field(kind: 'param' | 'response'): ComponentHandler {
  return (input) => {
    const locations = ['path', 'query', 'body', 'header', 'cookie'];
    const location = kind === 'param' ? locations.find((l) => attrString(input.attrs, l) !== undefined) : undefined;
    const name = (location ? attrString(input.attrs, location) : attrString(input.attrs, 'name')) ?? '';
    const type = shown(input, 'type');
    const fallback = input.attrs.default;
    // The platform's anchor: `param-<name>` (`api.params` → `param-api-params`), `-1`, `-2` … for repeats.
    const id = attrString(input.attrs, 'id') ?? input.page.anchor('field', name || 'field');
    const meta: ElementContent[] = [];
    if (type && type.text !== '') meta.push(h('span', { className: ['dw-field-type'] }, type.nodes));
    // The pills in the order of Mintlify's field head: type, default, required, deprecated. A field
    // written in a page shows no location pill on Mintlify (`query="litres"` reads "litres number");
    // generated API pages give the location as their section headings.
    // The default pill: "default" and the value as JSON (`"1"` for the string 1, `1` for the number).
    if (fallback !== undefined)
      meta.push(h('span', { className: ['dw-field-default'] }, [h('span', { className: ['dw-field-default-label'] }, [text('default')]), text(' '), h('code', [text(JSON.stringify(fallback))])]));
    if (attrBool(input.attrs, 'required')) meta.push(h('span', { className: ['dw-field-required'] }, [text('required')]));
    if (attrBool(input.attrs, 'deprecated')) meta.push(h('span', { className: ['dw-field-deprecated'] }, [text('deprecated')]));
    meta.push(...labels(input, 'post'));
    return withPosition(
      h('div', { className: ['dw-field', `dw-${kind}-field`], id }, [
        h('div', { className: ['dw-field-head'] }, [...labels(input, 'pre'), h('a', { className: ['dw-field-name'], href: `#${id}` }, [h('code', [text(name)])]), ...meta]),
        h('div', { className: ['dw-field-body'] }, input.children()),
      ]),
      input.node,
    );
  };
}

/** A meta option quoted for `parseCodeMeta`, or nothing when the value holds both quote marks. */
function quotedOption(key: string, value: string | undefined): string {
  if (!value) return '';
  if (!value.includes('"')) return ` ${key}="${value}"`;
  return value.includes("'") ? '' : ` ${key}='${value}'`;
}

/** `<CodeBlock filename language>` written as JSX: its text children as a code block with that title bar, as Mintlify's. */
const codeBlock: ComponentHandler = (input) => {
  const value = hastToString({ type: 'root', children: input.children() }).replace(/^\n+|\s+$/g, '');
  const flags = ['wrap', 'lines', 'expandable'].filter((name) => attrBool(input.attrs, name));
  const meta = `${quotedOption('title', attrString(input.attrs, 'filename'))}${quotedOption('icon', attrString(input.attrs, 'icon'))} ${flags.join(' ')}`.trim();
  return withPosition(input.page.code(value, attrString(input.attrs, 'language') ?? attrString(input.attrs, 'lang'), meta, { node: input.node }), input.node);
};

/** A JSX value as React reads it for a condition: `defaultOpen="True"` (any non-empty string) is on, as in Mintlify. */
function truthy(value: unknown): boolean {
  return value === true || (typeof value === 'string' && value !== '') || (typeof value === 'number' && value !== 0 && !Number.isNaN(value));
}

const expandable: ComponentHandler = (input) => {
  const title = shown(input, 'title');
  const open = truthy(ownValue(input.attrs, 'defaultOpen'));
  // The verb follows the state ("Hide" when open, as Mintlify's); the site script changes it on toggle.
  const verb = h('span', { className: ['dw-expandable-verb'] }, [open ? 'Hide' : 'Show']);
  return withPosition(
    h('details', { className: ['dw-expandable'], open }, [
      h('summary', [verb, text(' '), ...(title && title.text !== '' ? title.nodes : [text('child attributes')])]),
      h('div', { className: ['dw-expandable-body'] }, input.children()),
    ]),
    input.node,
  );
};

// --- text ----------------------------------------------------------------------------

/** Block children of a heading written as a component, unwrapped: `<Heading>` on its own lines holds a paragraph. */
function headingContent(children: ElementContent[]): ElementContent[] {
  return children.flatMap((child) => (child.type === 'element' && child.tagName === 'p' ? child.children : [child]));
}

/**
 * `<Heading level={2} id="…" noAnchor>`: the heading of that level (2 by default), with an id
 * and a table-of-contents entry as a Markdown heading gets (src/render/page/heading-ids.ts);
 * `noAnchor` leaves out the anchor link.
 */
const heading: ComponentHandler = (input) => {
  const given = attrNumber(input.attrs, 'level');
  const level = given !== undefined && Number.isInteger(given) && given >= 1 && given <= 6 ? given : 2;
  const id = attrString(input.attrs, 'id');
  const element = h(`h${level}`, { dataDwNoAnchor: attrBool(input.attrs, 'noAnchor') ? '' : undefined }, headingContent(input.children()));
  // Its anchor as a Markdown heading's: from its text as written, or its own `id` cleaned and made unique (heading-ids.ts, as `check --links`).
  element.data = { ...element.data, anchorText: headingText(input.node), ...(id ? { ownAnchor: cleanAnchor(id) } : {}) };
  return withPosition(element, input.node);
};

const iconHandler: ComponentHandler = (input) => {
  const size = attrNumber(input.attrs, 'size');
  const src = attrString(input.attrs, 'src');
  if (src) return h('img', { className: ['dw-i'], src, alt: '', width: size ?? 16, height: size ?? 16 });
  const named = attrString(input.attrs, 'name');
  if (attrString(input.attrs, 'icon') === undefined && named !== undefined) {
    input.page.warn(input.node, `Unexpected attribute \`name="${named.slice(0, 80)}"\` on \`<Icon>\`, expected \`icon="${named.slice(0, 80)}"\` (Mintlify's Icon reads \`icon\` and fails the page without it): no icon is shown`);
  }
  return input.page.icon(attrString(input.attrs, 'icon'), attrString(input.attrs, 'iconType'), { color: safeColor(attrString(input.attrs, 'color')), ...(size ? { size } : {}) });
};

const BADGE_COLORS = ['gray', 'blue', 'green', 'yellow', 'orange', 'red', 'purple', 'white', 'surface', 'white-destructive', 'surface-destructive'];
const BADGE_SIZES = ['xs', 'sm', 'md', 'lg'];
/** A badge as Mintlify draws it: a colour variant (filled, or outlined with `stroke`), a size, a shape, an icon in the text colour. */
const badge: ComponentHandler = (input) => {
  const color = attrString(input.attrs, 'color') ?? 'gray';
  const size = attrString(input.attrs, 'size') ?? 'md';
  const icon = input.page.icon(attrString(input.attrs, 'icon'), attrString(input.attrs, 'iconType'));
  return withPosition(
    h(
      'span',
      {
        className: [
          'dw-badge',
          `dw-badge-${BADGE_COLORS.includes(color) ? color : 'gray'}`,
          `dw-badge-${BADGE_SIZES.includes(size) ? size : 'md'}`,
          `dw-badge-${attrString(input.attrs, 'shape') === 'pill' ? 'pill' : 'rounded'}`,
          attrBool(input.attrs, 'stroke') ? 'dw-badge-stroke' : '',
          attrBool(input.attrs, 'disabled') ? 'dw-badge-disabled' : '',
        ].filter(Boolean),
      },
      [...(icon ? [icon] : []), ...input.children()],
    ),
    input.node,
  );
};

const tooltip: ComponentHandler = (input) => {
  const tip = shown(input, 'tip');
  const headline = shown(input, 'headline');
  const cta = shown(input, 'cta');
  const href = attrString(input.attrs, 'href');
  const id = input.page.uid('tip');
  return withPosition(
    h('span', { className: ['dw-tooltip'] }, [
      h('span', { className: ['dw-tooltip-trigger'], tabIndex: 0, ariaDescribedBy: id }, input.children()),
      h('span', { className: ['dw-tooltip-content'], role: 'tooltip', id }, [
        ...(headline ? [h('strong', headline.nodes), text(' ')] : []),
        ...(tip?.nodes ?? []),
        ...(cta && href ? [text(' '), h('a', { href }, cta.nodes)] : []),
      ]),
    ]),
    input.node,
  );
};

const latex: ComponentHandler = (input) => {
  const tex = input.node.children.map((child) => ('value' in child && typeof child.value === 'string' ? child.value : hastToString({ type: 'root', children: input.all(input.node) }))).join('');
  return input.page.math(tex, input.node.type === 'mdxJsxFlowElement');
};

/** Cursor's web link that opens a prompt in the editor (its `cursor://` deep link, over https). */
const CURSOR_PROMPT = 'https://cursor.com/link/prompt?text=';
const MAX_PROMPT_LINK = 6000;

/**
 * A prompt card as Mintlify draws it: an icon, the description (Markdown), its actions (`copy`,
 * `cursor`) and the prompt itself collapsed below. Copy copies the prompt as its author wrote
 * it (Markdown); "Open in Cursor" hands the same text to Cursor.
 */
const prompt: ComponentHandler = (input) => {
  const description = shown(input, 'description');
  const source = markdownOf(input.node.children);
  const actions = Array.isArray(input.attrs.actions) ? input.attrs.actions.filter((a): a is string => typeof a === 'string') : ['copy'];
  const icon = iconFor(input);
  const copyIcon = input.page.icon('copy', 'regular');
  const buttons: ElementContent[] = [];
  if (actions.includes('copy') || actions.length === 0)
    buttons.push(h('button', { type: 'button', className: ['dw-prompt-action'], dataDwCopyValue: source, ariaLabel: 'Copy prompt' }, [...(copyIcon ? [copyIcon] : []), text('Copy')]));
  if (actions.includes('cursor') && source.length <= MAX_PROMPT_LINK)
    buttons.push(h('a', { className: ['dw-prompt-action'], href: CURSOR_PROMPT + encodeURIComponent(source), rel: 'noopener', target: '_blank' }, [text('Open in Cursor')]));
  return withPosition(
    h('div', { className: ['dw-prompt'] }, [
      h('div', { className: ['dw-prompt-head'] }, [
        ...(icon ? [h('span', { className: ['dw-prompt-icon'] }, [icon])] : []),
        h('div', { className: ['dw-prompt-description'] }, description ? markdownOrJsx(description) : [text('Prompt')]),
        h('div', { className: ['dw-prompt-actions'] }, buttons),
      ]),
      h('details', { className: ['dw-prompt-details'] }, [h('summary', [text('Show prompt')]), h('div', { className: ['dw-prompt-body'] }, input.children())]),
    ]),
    input.node,
  );
};

/** Mintlify shows a colour's name and value only in the `compact` variant; elsewhere (`table`, none) the swatch alone, its value on hover. */
const colorGroup: ComponentHandler = (input) => {
  const variant = attrString(input.attrs, 'variant');
  const children = input.children();
  if (variant !== 'compact') children.forEach(swatchOnly);
  return withPosition(h('div', { className: ['dw-colors', `dw-colors-${variant === 'table' ? 'table' : 'compact'}`] }, children), input.node);
};

/** Drops the name and value text of every colour item under `node`, keeping its value as the swatch's hover title. */
function swatchOnly(node: ElementContent): void {
  if (node.type !== 'element') return;
  const classes = Array.isArray(node.properties.className) ? node.properties.className : [];
  if (classes.includes('dw-color-item')) {
    const value = node.properties.dataDwCopyValue;
    if (typeof value === 'string') node.properties.title = value;
    node.children = node.children.filter((c) => c.type === 'element' && Array.isArray(c.properties.className) && c.properties.className.includes('dw-swatch'));
    return;
  }
  node.children.forEach(swatchOnly);
}

const colorRow: ComponentHandler = (input) => {
  const title = shown(input, 'title');
  return h('div', { className: ['dw-color-row'] }, [...(title ? [h('p', { className: ['dw-color-row-title'] }, title.nodes)] : []), h('div', { className: ['dw-color-items'] }, input.children())]);
};

/**
 * One colour: a swatch with its name and value (two words), a button that copies the value. A
 * theme-aware value shows its light value, and its dark one in the dark theme (CSS), as Mintlify does.
 */
const colorItem: ComponentHandler = (input) => {
  const raw = input.attrs.value;
  const modes = isRecord(raw) ? raw : undefined;
  const light = modes ? (typeof modes.light === 'string' ? modes.light : undefined) : attrString(input.attrs, 'value');
  const dark = modes && typeof modes.dark === 'string' ? modes.dark : undefined;
  const lightColor = safeColor(light);
  const darkColor = safeColor(dark);
  const name = attrString(input.attrs, 'name');
  const shown = [light, dark].filter((v): v is string => v !== undefined);
  const style = [lightColor ? `--dw-swatch:${lightColor}` : '', darkColor ? `--dw-swatch-dark:${darkColor}` : ''].filter(Boolean).join(';');
  const value = light ?? dark;
  return h('button', { type: 'button', className: ['dw-color-item'], dataDwCopyValue: shown[0], ariaLabel: `Copy ${name ? `${name} ` : ''}${shown.join(' / ')}`.trim() }, [
    h('span', { className: ['dw-swatch'], style: style || undefined, ariaHidden: 'true' }),
    ...(name ? [h('span', { className: ['dw-color-name'] }, [text(name)]), text(' ')] : []),
    ...(value !== undefined ? [h('code', { className: ['dw-color-value'], dataDark: light !== undefined && dark !== undefined ? dark : undefined }, [text(value)])] : []),
  ]);
};

/** One view of the page: the site script adds the page's view selector and shows one view at a time; without it every view shows under its title. */
const view: ComponentHandler = (input) => {
  const given = shown(input, 'title');
  const title = given?.text || undefined;
  const icon = iconFor(input);
  return withPosition(
    h('section', { className: ['dw-view'], ariaLabel: title, dataDwView: title }, [
      ...(given && title ? [h('p', { className: ['dw-view-title'] }, [...(icon ? [icon] : []), ...given.nodes])] : []),
      ...input.children(),
    ]),
    input.node,
  );
};

const visibility: ComponentHandler = (input) => (attrString(input.attrs, 'for') === 'agents' ? undefined : h('div', { className: ['dw-visibility'] }, input.children()));

/** The page's side panel: in the table of contents' column on wide screens (site.css places it there), inline on narrow ones. */
const panel: ComponentHandler = (input) => withPosition(h('aside', { className: ['dw-panel'], ariaLabel: 'Panel' }, [h('div', { className: ['dw-panel-body'] }, input.children())]), input.node);
const column: ComponentHandler = (input) => h('div', { className: ['dw-column'] }, input.children());

// --- HTML elements from the registry -------------------------------------------------

function mediaProps(input: HandlerInput, names: string[]): Properties {
  const props: Properties = {};
  for (const name of names) {
    const value = input.attrs[name];
    if (value === undefined || value === null || typeof value === 'object') continue;
    props[name === 'autoPlay' || name === 'playsInline' || name === 'allowFullScreen' ? name : name] = value;
  }
  return props;
}

const video: ComponentHandler = (input) =>
  withPosition(h('video', { ...mediaProps(input, ['src', 'controls', 'autoPlay', 'muted', 'loop', 'playsInline', 'poster', 'width', 'height']), className: ['dw-video'] }, input.children()), input.node);

const iframe: ComponentHandler = (input) => {
  const props = mediaProps(input, ['src', 'title', 'width', 'height', 'allow', 'allowFullScreen']);
  if (props.title === undefined) props.title = 'Embedded content';
  return withPosition(h('iframe', { ...props, loading: 'lazy', className: ['dw-iframe'] }), input.node);
};

const mermaid: ComponentHandler = () => undefined;

/** Handlers by registry name. test/render/components/components.test.ts fails when a registry component has none. */
export const handlers: Readonly<Record<string, ComponentHandler>> = {
  Note: callout('Note'),
  Tip: callout('Tip'),
  Warning: callout('Warning'),
  Info: callout('Info'),
  Check: callout('Check'),
  Danger: callout('Danger'),
  Callout: callout('Callout'),
  Steps: steps,
  Step: step,
  Tabs: tabsHandler,
  Tab: (input) => h('div', { className: ['dw-tab-content'] }, input.children()),
  AccordionGroup: (input) => withPosition(h('div', { className: ['dw-accordion-group'] }, input.children()), input.node),
  Accordion: accordion,
  View: view,
  Visibility: visibility,
  Update: update,
  Card: card,
  CardGroup: grid,
  Columns: grid,
  Column: column,
  Tile: tile,
  Panel: panel,
  Frame: frame,
  Tree: tree,
  FileTree: tree,
  'Tree.Folder': treeFolder,
  'Tree.File': treeFile,
  'GitHub.Repo': githubRepo,
  ParamField: field('param'),
  ResponseField: field('response'),
  Expandable: expandable,
  CodeBlock: codeBlock,
  RequestExample: codeGroup('request-example', 'Request'),
  ResponseExample: codeGroup('response-example', 'Response'),
  CodeGroup: codeGroup('code-group'),
  // Fenced ```mermaid blocks are rendered by the code handler: their source, drawn in the browser (src/render/assets/mermaid.browser.ts).
  mermaid,
  Heading: heading,
  Icon: iconHandler,
  Badge: badge,
  Tooltip: tooltip,
  Latex: latex,
  Prompt: prompt,
  Color: colorGroup,
  'Color.Row': colorRow,
  'Color.Item': colorItem,
  video,
  iframe,
};
