// What a link check needs of one page tree: its anchors, its links, its media and the snippets it imports.
import type { Nodes, Root } from 'mdast';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import { visit } from 'unist-util-visit';
import type { Text } from 'mdast';
import { ANCHORED_DEPTHS, cleanAnchor, componentId, customAnchor, explicitTabIds, HeadingSlugger, TabSlugger, titleSlug } from './anchors.js';
import { WITHOUT_ID } from './component-ids.js';
import { titleText } from './title-text.js';
import { typographicTexts } from './typography.js';
import { isIconUrl, pathLikeIcon } from '../icons.js';

/**
 * The elements whose relative link Mintlify's renderer resolves against the page file's folder, by the attribute
 * (`remarkResolveRelativeLinks` in @mintlify/common): `<a href>`, `<Card href>`, `<img src>`, `<source src>`, besides
 * Markdown links and images. Any other element's (`<Tile href>`, `<video src>`, `<Card img>`) and a reference
 * definition's (`[r]: ./x`) reach the page as written, and the browser resolves them against the page's URL.
 */
const RESOLVED_ATTRIBUTE: ReadonlyMap<string, string> = new Map([
  ['a', 'href'],
  ['Card', 'href'],
  ['img', 'src'],
  ['source', 'src'],
]);

/** Whether Mintlify's renderer resolves a relative `attribute` of the JSX element `element` from the page file's folder (RESOLVED_ATTRIBUTE). */
export function resolvesAttribute(element: string, attribute: string): boolean {
  return RESOLVED_ATTRIBUTE.get(element) === attribute;
}

/** `asWritten` for the link in the attribute `attribute` of the element `element`, unless Mintlify resolves it from the page's folder. */
function written(element: string, attribute: string): { asWritten?: true } {
  return resolvesAttribute(element, attribute) ? {} : { asWritten: true };
}

export interface PageLink {
  url: string;
  line: number;
  column: number;
  /** `media` for an image, video or other file the page shows (`![](…)`, `<img src>`, `<video src>`, `<source src>`, a component's `icon="/x.svg"`, `<Card img>`). */
  kind?: 'media';
  /** The JSX element whose `href` or `src` this is (`Card`, `a`, `HeroCard`). */
  element?: string;
  /**
   * A link Mintlify's renderer leaves as written, `./` or not (a reference definition, `<Tile href>`, `<video src>`,
   * `<Card img>`): the browser resolves it against the page's URL (resolvedFromFile in src/project/links.ts).
   */
  asWritten?: true;
}

export interface PageLinks {
  anchors: Set<string>;
  links: PageLink[];
  /** Imported `.md`/`.mdx` snippets: the source as written, and where. */
  imports: { source: string; line: number; column: number }[];
}

interface JsxAttribute {
  type: string;
  name?: unknown;
  value?: unknown;
}

/** Where the attribute `name` of a JSX element is written (`href="…"` on its own line of a multi-line `<Card>`), else `fallback`. */
function attributeAt(node: Nodes, name: string, fallback: { line: number; column: number }): { line: number; column: number } {
  const list = (node as { attributes?: (JsxAttribute & { position?: { start: { line: number; column: number } } })[] }).attributes ?? [];
  const start = list.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === name)?.position?.start;
  return start ? { line: start.line, column: start.column } : fallback;
}

function attributes(node: Nodes): Map<string, string> {
  const out = new Map<string, string>();
  const list = (node as { attributes?: JsxAttribute[] }).attributes ?? [];
  for (const attribute of list) {
    if (attribute.type === 'mdxJsxAttribute' && typeof attribute.name === 'string' && typeof attribute.value === 'string') out.set(attribute.name, attribute.value);
  }
  return out;
}

/**
 * A heading's text as Mintlify takes it for the anchor: text and code, through emphasis, links
 * and inline components (`<Badge>`); no expressions, nor the values they were replaced with.
 * `typeset` gives text nodes their typographic values (src/parse/typography.ts).
 */
export function headingText(node: Nodes, typeset?: ReadonlyMap<Text, string>): string {
  if (node.type === 'text') return node.data?.expression === true ? '' : (typeset?.get(node) ?? node.value);
  if (node.type === 'inlineCode') return node.value;
  if (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') return '';
  if ('children' in node) return (node.children as Nodes[]).map((child) => headingText(child, typeset)).join('');
  return '';
}

const FIELDS = new Set(['ParamField', 'Param', 'ResponseField']);
const FIELD_NAMES = ['query', 'path', 'body', 'header'];
const MEDIA = new Set(['img', 'video', 'source', 'audio']);
/** Components' props, besides `icon`, that name a file the page shows. */
const FILE_PROPS: ReadonlyMap<string, readonly string[]> = new Map([
  ['Card', ['img']],
  ['Icon', ['src']],
]);
const JSX_HEADING = /^h([1-6])$/;

/** Whether an element is a block to MDX: on lines of its own, or alone in its paragraph (which MDX unravels). */
function asBlock(node: { type: string }, parent: { type: string; children?: readonly { type: string; value?: string }[] } | undefined): boolean {
  if (node.type === 'mdxJsxFlowElement') return true;
  return parent?.type === 'paragraph' && (parent.children ?? []).every((c) => c.type === 'mdxJsxTextElement' || (c.type === 'text' && (c.value ?? '').trim() === ''));
}
/** Components whose `id` the page cleans like a heading's. */
const CLEANED_ID = new Set(['Heading', 'Step', 'Update']);

/** Whether a JSX attribute `name` is set to true: a bare flag, `"true"` or `{true}` (Mintlify's reading of `noAnchor`). */
function flagSet(node: Nodes, name: string): boolean {
  const list = (node as { attributes?: JsxAttribute[] }).attributes ?? [];
  const attribute = list.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  if (!attribute) return false;
  const value = attribute.value;
  return value === null || value === undefined || value === 'true' || (typeof value === 'object' && (value as { value?: unknown }).value === 'true');
}

/**
 * Whether a `<Step>` gets an anchor from its title, as Mintlify's table of contents gives it one: a title, no
 * `noAnchor`, and a `titleSize` of `h2` or `h3`, its own or else its `<Steps>`'s.
 */
function stepAnchored(node: Nodes, attrs: ReadonlyMap<string, string>, parent: Nodes | undefined): boolean {
  if ((attrs.get('title') ?? '').trim() === '') return false;
  const inherited = parent && (parent.type === 'mdxJsxFlowElement' || parent.type === 'mdxJsxTextElement') && parent.name === 'Steps' ? attributes(parent).get('titleSize') : undefined;
  return stepTitleAnchored(flagSet(node, 'noAnchor'), attrs.get('titleSize') ?? inherited);
}

/**
 * Whether a titled `<Step>` gets an anchor (an id from its title), as Mintlify gives one: no `noAnchor`, and a
 * title size (its own `titleSize`, else its `<Steps>`'s) of `h2` or `h3`. The one decision of the link check and the renderer.
 */
export function stepTitleAnchored(noAnchor: boolean, titleSize: string | undefined): boolean {
  return !noAnchor && (titleSize === 'h2' || titleSize === 'h3');
}

/**
 * The files a component shows by a prop (`<Icon icon="/x.svg">`, `<Card img>`, `<Icon src>`), as the build draws them
 * (an `<img>`): each a media link placed at its attribute. An icon written as a relative path (`icon="./a.png"`) is
 * one too, so a missing file is named (Mintlify draws no icon for it either way: `icon-unknown` says so in the build).
 */
function componentFiles(node: Nodes, name: string, attrs: ReadonlyMap<string, string>, at: { line: number; column: number }): PageLink[] {
  if (!/^[A-Z]/.test(name)) return [];
  const out: PageLink[] = [];
  const icon = attrs.get('icon');
  if (icon !== undefined && (isIconUrl(icon) || pathLikeIcon(icon))) out.push({ url: icon, ...attributeAt(node, 'icon', at), kind: 'media', element: name, asWritten: true });
  for (const key of FILE_PROPS.get(name) ?? []) {
    const value = attrs.get(key);
    if (value !== undefined && value !== '') out.push({ url: value, ...attributeAt(node, key, at), kind: 'media', element: name, asWritten: true });
  }
  return out;
}

/** The level of a `<Heading level={3}>` (`level="3"` too); 2 when it names none. */
function headingLevel(node: Nodes): number {
  const list = (node as { attributes?: JsxAttribute[] }).attributes ?? [];
  const given = list.find((attribute) => attribute.type === 'mdxJsxAttribute' && attribute.name === 'level')?.value;
  const text = typeof given === 'string' ? given : typeof given === 'object' && given !== null && 'value' in given && typeof given.value === 'string' ? given.value : '2';
  return /^\s*[1-6]\s*$/.test(text) ? Number(text) : 2;
}

/** The `.md`/`.mdx` files an import/export block imports, each at its `from` source's place in the page. */
function esmImports(node: MdxjsEsm): PageLinks['imports'] {
  const out: PageLinks['imports'] = [];
  for (const match of node.value.matchAll(/from\s+['"]([^'"]+\.mdx?)['"]/g)) {
    if (!match[1]) continue;
    const before = node.value.slice(0, match.index);
    const lines = before.split('\n');
    const line = (node.position?.start.line ?? 1) + lines.length - 1;
    const column = lines.length === 1 ? (node.position?.start.column ?? 1) + before.length : (lines[lines.length - 1]?.length ?? 0) + 1;
    out.push({ source: match[1], line, column });
  }
  return out;
}

/** Anchors, links and media of one page tree. */
export function collectLinks(tree: Root): PageLinks {
  const slugger = new HeadingSlugger();
  // Headings' text as the page shows it: typographic in the context of the whole page.
  const typeset = typographicTexts(tree, { headingsOnly: true });
  const anchors = new Set<string>();
  const links: PageLink[] = [];
  const imports: PageLinks['imports'] = [];
  const tabs = new TabSlugger(explicitTabIds(tree));
  const accordions = new Map<string, number>();
  const add = (id: string): void => {
    if (id !== '') anchors.add(id);
  };
  visit(tree, (node: Nodes, _index, parent: Nodes | undefined) => {
    if (node.type === 'mdxjsEsm') {
      imports.push(...esmImports(node));
      return;
    }
    const at = { line: node.position?.start.line ?? 1, column: node.position?.start.column ?? 1 };
    if (node.type === 'heading') {
      // `## Title {#id}` has the id it names and no generated one; h5 and h6 have only such an id.
      if (node.data?.anchor !== undefined) add(ANCHORED_DEPTHS.has(node.depth) ? slugger.unique(customAnchor(node.data.anchor, node.depth)) : customAnchor(node.data.anchor, node.depth));
      else if (ANCHORED_DEPTHS.has(node.depth)) add(slugger.typeset(headingText(node, typeset)));
      return;
    }
    if (node.type === 'link') links.push({ url: node.url, ...at });
    // A definition's URL is left as written by Mintlify's renderer, which resolves only links and images.
    else if (node.type === 'definition') links.push({ url: node.url, ...at, asWritten: true });
    else if (node.type === 'image') links.push({ url: node.url, ...at, kind: 'media' });
    else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const attrs = attributes(node);
      const name = node.name ?? '';
      const id = attrs.get('id');
      // `<Snippet file="x.mdx" />` includes `snippets/x.mdx`, like an import.
      if (name === 'Snippet' && attrs.get('file')) imports.push({ source: `/snippets/${attrs.get('file') ?? ''}`, ...at });
      const href = attrs.get('href');
      // A finding on the link points at the attribute, not at the element's `<`.
      if (href !== undefined) links.push({ url: href, ...attributeAt(node, 'href', at), element: name, ...written(name, 'href') });
      const src = attrs.get('src');
      if (src !== undefined && MEDIA.has(name)) links.push({ url: src, ...attributeAt(node, 'src', at), kind: 'media', element: name, ...written(name, 'src') });
      links.push(...componentFiles(node, name, attrs, at));
      if (FIELDS.has(name) && node.type === 'mdxJsxFlowElement') {
        const field = name === 'ResponseField' ? attrs.get('name') : (FIELD_NAMES.map((n) => attrs.get(n)).find((v) => v !== undefined && v !== '') ?? attrs.get('name'));
        if (id !== undefined) add(id);
        else if (field) add(slugger.field(field));
        return;
      }
      const level = name === 'Heading' ? headingLevel(node) : Number(JSX_HEADING.exec(name)?.[1] ?? Number.NaN);
      if (!Number.isNaN(level)) {
        // `<h5 id="x">` is a plain element with its id; h5 and h6 get no generated one. As a block (on lines of its own,
        // or alone in its paragraph) Mintlify removes it with its content, as the build does: no anchor.
        if (!ANCHORED_DEPTHS.has(level) && level > 4 && asBlock(node, parent)) return;
        if (!ANCHORED_DEPTHS.has(level)) add(id ?? '');
        else add(id !== undefined ? slugger.unique(cleanAnchor(id)) : slugger.typeset(headingText(node, typeset)));
        return;
      }
      // A `<Step>` with an `h2`/`h3` title is in the table of contents, with its title's anchor (or its own `id`).
      if (name === 'Step' && node.type === 'mdxJsxFlowElement' && stepAnchored(node, attrs, parent)) {
        add(id ? slugger.unique(cleanAnchor(id) || titleSlug(titleText(attrs.get('title') ?? ''))) : slugger.title(titleText(attrs.get('title') ?? '')));
        return;
      }
      if (name === 'Update' && attrs.has('label')) {
        add(id !== undefined ? slugger.unique(cleanAnchor(id)) : slugger.title(attrs.get('label') ?? ''));
        return;
      }
      if (name === 'Tab' && id === undefined && attrs.get('title')) {
        add(tabs.next(titleText(attrs.get('title') ?? '')));
        return;
      }
      if ((name === 'Accordion' || name === 'View') && id === undefined && attrs.get('title')) {
        // An accordion's title is Markdown: its id is made from the visible text (a `<View>`'s title is not).
        const title = name === 'Accordion' ? titleText(attrs.get('title') ?? '') : (attrs.get('title') ?? '');
        const base = componentId(title);
        const count = accordions.get(base) ?? 0;
        accordions.set(base, count + 1);
        add(componentId(title, count));
        return;
      }
      // Any other element's `id`, inline ones included (`<a id="x" />`): Mintlify's checker misses these.
      if (id !== undefined && !WITHOUT_ID.has(name)) add(CLEANED_ID.has(name) ? cleanAnchor(id) : id);
      // `<a name="x">` is an anchor too: a browser scrolls to it for `#x` when no element has that id (HTML's indicated part).
      if (name === 'a') add(attrs.get('name') ?? '');
    }
  });
  return { anchors, links, imports };
}
