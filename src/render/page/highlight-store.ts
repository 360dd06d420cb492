// Highlighted code blocks kept between builds (issue 29: an edited page's unchanged code is not
// highlighted again). Starting shiki and compiling a grammar's patterns costs ~1 s of CPU, more
// than the rest of a one-page rebuild; a page whose prose changed but whose code did not takes
// its blocks from the build cache instead, and shiki is never started. The cache folder is
// untrusted input (it can be committed or restored from a shared CI cache), and a highlighted
// block is docwright's trusted markup (not sanitised again): so a stored tree passes a strict
// allow-list of what shiki writes here, `pre` > `code` > `span`s with classes, CSS colour
// variables and text, or the whole file is ignored.
import type { Element, ElementContent } from 'hast';
import type { Root, RootContent } from 'mdast';
import { isRecord } from '../../guards.js';
import { version } from '../../version.js';
import { codeBlockKey } from './highlight.js';
import { blockLanguage } from '../../components/code-meta.js';

/** Raised when what a stored block may hold, or how it is keyed, changes. */
const STORE_FORMAT = 'code 1';

/** A block's key (`codeBlockKey`) and its highlighted `<pre>`. */
export type HighlightedBlock = [string, Element];

/** The key of every code block of a page's tree, as the page's handlers highlight it (a `mermaid` block is not highlighted; its language is `blockLanguage`'s). */
export function pageCodeKeys(tree: Root): string[] {
  const keys: string[] = [];
  const walk = (nodes: readonly RootContent[]): void => {
    for (const node of nodes) {
      if (node.type === 'code' && node.lang !== 'mermaid') keys.push(codeBlockKey(node.value, blockLanguage(node.lang, node.meta), node.meta));
      if ('children' in node && Array.isArray(node.children)) walk(node.children);
    }
  };
  walk(tree.children);
  return keys;
}

/** A page's blocks as the cache stores them, from each block's key and the JSON of its tree (`recordHighlighted`: shiki's `data`, never written into the HTML, already left out). */
export function storedBlocks(blocks: readonly (readonly [string, string])[]): string {
  const items = blocks.map(([key, json]) => `[${JSON.stringify(key)},${json}]`);
  return `{"format":${JSON.stringify(STORE_FORMAT)},"version":${JSON.stringify(version)},"blocks":[${items.join(',')}]}`;
}

/** The blocks of a stored file; none when it is not one this docwright wrote, or any tree in it is not on the allow-list. */
export function readStoredBlocks(text: string): HighlightedBlock[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (!isRecord(parsed) || parsed.format !== STORE_FORMAT || parsed.version !== version || !Array.isArray(parsed.blocks)) return [];
  const blocks: HighlightedBlock[] = [];
  for (const item of parsed.blocks as unknown[]) {
    if (!Array.isArray(item) || item.length !== 2 || typeof item[0] !== 'string') return [];
    const tree: unknown = item[1];
    if (!isPre(tree)) return [];
    blocks.push([item[0], tree]);
  }
  return blocks;
}

/** shiki's colours as CSS variables (`--shiki-light:#24292f;--shiki-dark-font-style:italic`): no other property, no function, no quote. */
const STYLE = /^(?:--shiki-(?:light|dark)(?:-bg|-font-style|-font-weight|-text-decoration)?:[#\w -]{1,64};?)*$/;
const CLASS = /^[a-z][\w-]{0,40}$/;
const LANGUAGE = /^[\w+#.-]{1,40}$/;
/** Deeper than any tree shiki writes here (pre > code > line > token), with room for one more. */
const MAX_DEPTH = 5;

/** A class list as shiki writes it: an array of names, or one string of them (`"line"`). */
function isClassList(value: unknown): boolean {
  const tokens: unknown[] = typeof value === 'string' ? value.split(' ') : Array.isArray(value) ? value : [];
  return tokens.length > 0 && tokens.every((token) => typeof token === 'string' && CLASS.test(token));
}

/** Whether a property of an element in a stored tree is one shiki or `highlightCode` writes, with a harmless value. */
function allowedProperty(tag: string, name: string, value: unknown): boolean {
  if (name === 'className' || name === 'class') return isClassList(value);
  if (name === 'style') return tag !== 'code' && typeof value === 'string' && STYLE.test(value);
  if (tag !== 'pre') return false;
  if (name === 'tabindex' || name === 'tabIndex') return value === '0' || value === 0;
  return name === 'dataLanguage' && typeof value === 'string' && LANGUAGE.test(value);
}

/** Whether `node` is a stored element of the given tags: only allowed properties, children text or `span`s, no deeper than `MAX_DEPTH`. */
function isElement(node: unknown, tags: readonly string[], depth: number): node is Element {
  if (!isRecord(node) || node.type !== 'element' || typeof node.tagName !== 'string' || !tags.includes(node.tagName) || depth > MAX_DEPTH) return false;
  const tag = node.tagName;
  const { properties, children } = node;
  if (!isRecord(properties) || !Array.isArray(children)) return false;
  if (Object.keys(node).some((key) => key !== 'type' && key !== 'tagName' && key !== 'properties' && key !== 'children')) return false;
  if (!Object.entries(properties).every(([name, value]) => allowedProperty(tag, name, value))) return false;
  const childTags = tag === 'pre' ? ['code'] : ['span'];
  return (children as unknown[]).every((child) => isText(child) || isElement(child, childTags, depth + 1));
}

function isText(node: unknown): node is ElementContent {
  return isRecord(node) && node.type === 'text' && typeof node.value === 'string' && Object.keys(node).length === 2;
}

/** Whether a stored tree is a highlighted block as `highlightCode` writes it. */
export function isPre(node: unknown): node is Element {
  return isElement(node, ['pre'], 1);
}
