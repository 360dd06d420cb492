// Small helpers shared by the page rules: MDX JSX elements, attributes, positions.
import type { Heading, Root } from 'mdast';
import type {} from 'mdast-util-mdx';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Point } from 'unist';
import type { VFile } from 'vfile';
import { location } from 'vfile-location';

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

export function isJsxElement(node: unknown): node is JsxElement {
  if (typeof node !== 'object' || node === null || !('type' in node)) return false;
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

/** The element's name (`Frame`, `img`), or `undefined` for a fragment. */
export function jsxName(node: JsxElement): string | undefined {
  return node.name ?? undefined;
}

export type AttributeValue =
  | { kind: 'missing' }
  /** Written without a value: `<img hidden />`. */
  | { kind: 'boolean' }
  | { kind: 'string'; value: string }
  /** A `{…}` expression: its value is unknown without running it. */
  | { kind: 'expression'; source: string }
  /** Behind a `{...spread}`: could be anything. */
  | { kind: 'spread' };

/** Read one attribute of a JSX element without evaluating anything. */
export function jsxAttribute(node: JsxElement, name: string): AttributeValue {
  let spread = false;
  for (const attribute of node.attributes) {
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      spread = true;
      continue;
    }
    if (attribute.name !== name) continue;
    const value = attribute.value;
    if (value === null || value === undefined) return { kind: 'boolean' };
    if (typeof value === 'string') return { kind: 'string', value };
    return { kind: 'expression', source: value.value };
  }
  return spread ? { kind: 'spread' } : { kind: 'missing' };
}

/**
 * Files that are not pages. `kind` is what the project's page index says (PageContext `kind`): a
 * snippet (in a snippet folder, or imported by any file) or a document Mintlify never publishes.
 * Without it (outside a project) the path decides: a `snippets/` or `_snippets/` folder, and the
 * `.md` files Mintlify leaves out (README, LICENSE, CONTRIBUTING, CONTRIBUTE, CHANGELOG, and SKILL).
 */
export function isNotAPage(path: string | undefined, kind?: 'page' | 'snippet' | 'document'): boolean {
  if (kind !== undefined) return kind !== 'page';
  if (path === undefined) return false;
  if (/(^|[\\/])_?snippets[\\/]/i.test(path)) return true;
  return /(^|[\\/])(readme|license|contributing|contribute|changelog|skill)\.md$/i.test(path);
}

/** Whether a file is a snippet: the page index's `kind` when known, else a `snippets/` or `_snippets/` folder on its path. */
export function isSnippetFile(path: string | undefined, kind?: 'page' | 'snippet' | 'document'): boolean {
  if (kind !== undefined) return kind === 'snippet';
  return path !== undefined && /(^|[\\/])_?snippets[\\/]/i.test(path);
}

const locations = new WeakMap<VFile, ReturnType<typeof location>>();

/** The point of an offset in the file, for findings inside a node (a token in a code block). */
/**
 * The `#` heading a page may have as its title: the first node of a page without front matter.
 * `heading-no-h1` reports every other level 1 heading, and `heading-increment` does not count a skip after one.
 */
export function titleHeading(tree: Root, frontmatterPresent: boolean): Heading | undefined {
  const first = tree.children[0];
  return !frontmatterPresent && first?.type === 'heading' && first.depth === 1 ? first : undefined;
}

/** Whether `heading-no-h1` looks at this page at all: a page (not a README or snippet) not in `custom` or `frame` mode. */
export function checksBodyH1(path: string | undefined, mode: unknown, kind?: 'page' | 'snippet' | 'document'): boolean {
  return mode !== 'custom' && mode !== 'frame' && !isNotAPage(path, kind);
}

export function pointAt(file: VFile, offset: number): Point {
  let index = locations.get(file);
  if (!index) {
    index = location(file);
    locations.set(file, index);
  }
  return index.toPoint(offset) ?? { line: 1, column: 1, offset: 0 };
}

/** A `{start, end}` position for `[start, end)` offsets of the file. */
export function rangeAt(file: VFile, start: number, end: number): { start: Point; end: Point } {
  return { start: pointAt(file, start), end: pointAt(file, end) };
}
