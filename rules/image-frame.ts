import type { Nodes, Parents } from 'mdast';
import { examplesFile } from '../src/rule-kit/examples-file.js';
import { isJsxElement, jsxAttribute } from '../src/rule-kit/page-helpers.js';
import { defineRule, nameList, optionsObject, type Fix } from '../src/rule-kit/rule.js';
import { walkTypes } from '../src/parse/walk.js';

/** Whether a paragraph holds nothing but this image (and whitespace). */
function aloneInParagraph(parent: Parents, image: Nodes): boolean {
  return parent.type === 'paragraph' && parent.children.every((child) => child === image || (child.type === 'text' && child.value.trim() === ''));
}

/** Whether a paragraph child is an image, or a link around one (a badge). */
function isImageLike(node: Nodes): boolean {
  if (node.type === 'image' || node.type === 'imageReference' || (isJsxElement(node) && node.name === 'img')) return true;
  return (node.type === 'link' || node.type === 'linkReference' || (isJsxElement(node) && node.name === 'a')) && node.children.some((child) => isImageLike(child));
}

/**
 * Whether an image sits on a line of its own inside a paragraph (`1. Open the report.` then the image on the next
 * line): it renders as a block under the text, not inside a sentence. Nothing else may share its line, and the
 * paragraph may hold no other image: several images in one paragraph render side by side, as a row of badges.
 */
function onOwnLine(parent: Parents, image: Nodes): boolean {
  if (parent.type !== 'paragraph') return false;
  const children: readonly Nodes[] = parent.children;
  if (children.some((child) => child !== image && isImageLike(child))) return false;
  const index = children.indexOf(image);
  // Walk to the line's start, then to its end: only whitespace may share the line.
  for (let i = index - 1; i >= 0; i--) {
    const child = children[i];
    if (child?.type === 'break') break;
    if (child?.type !== 'text') return false;
    const newline = child.value.lastIndexOf('\n');
    if (child.value.slice(newline + 1).trim() !== '') return false;
    if (newline !== -1) break;
  }
  for (let i = index + 1; i < children.length; i++) {
    const child = children[i];
    if (child?.type === 'break') break;
    if (child?.type !== 'text') return false;
    const newline = child.value.indexOf('\n');
    if ((newline === -1 ? child.value : child.value.slice(0, newline)).trim() !== '') return false;
    if (newline !== -1) break;
  }
  return true;
}

/** Wrap `[start, end)` of `source` in `<Frame>`, indented like the image. Undefined when the line prefix is not plain indentation. */
function wrapInFrame(source: string, start: number, end: number): Fix | undefined {
  const lineStart = source.lastIndexOf('\n', start - 1) + 1;
  const prefix = source.slice(lineStart, start);
  let indent: string;
  if (/^[ \t]*$/.test(prefix)) indent = prefix;
  else if (/^[ \t]*([-*+]|\d{1,9}[.)])[ \t]+$/.test(prefix)) indent = ' '.repeat(prefix.length);
  else return undefined;
  const eol = source.includes('\r\n') ? '\r\n' : '\n';
  const inner = source.slice(start, end).replace(/\n/g, '\n  ');
  return { range: [start, end], text: `<Frame>${eol}${indent}  ${inner}${eol}${indent}</Frame>` };
}

/** The indentation a block needs to stay where the paragraph starting at `start` is (its list item, its component); undefined inside a block quote. */
function blockIndent(source: string, start: number): string | undefined {
  const prefix = source.slice(source.lastIndexOf('\n', start - 1) + 1, start);
  if (/^[ \t]*$/.test(prefix)) return prefix;
  if (/^[ \t]*([-*+]|\d{1,9}[.)])[ \t]+$/.test(prefix)) return ' '.repeat(prefix.length);
  return undefined;
}

/**
 * Split the image on the last line of `paragraph` (`1. Open the report.` then the image) into a `<Frame>` block of its
 * own after a blank line, indented as the paragraph so it stays in its list item. Undefined when the image is not the
 * paragraph's last line, or the paragraph is where plain indentation cannot reach (a block quote).
 */
function splitIntoFrame(source: string, paragraph: Parents, image: Nodes): Fix | undefined {
  const [pStart, pEnd, start, end] = [paragraph.position?.start.offset, paragraph.position?.end.offset, image.position?.start.offset, image.position?.end.offset];
  if (pStart === undefined || pEnd === undefined || start === undefined || end === undefined || source.slice(end, pEnd).trim() !== '') return undefined;
  const indent = blockIndent(source, pStart);
  const lineStart = source.lastIndexOf('\n', start - 1) + 1;
  if (indent === undefined || lineStart <= pStart || !/^[ \t]*$/.test(source.slice(lineStart, start))) return undefined;
  // The text before ends where its last line does, without the spaces or backslash of a hard break (the paragraph ends there now).
  const before = source.slice(pStart, lineStart).replace(/(\\|[ \t]+)?\r?\n$/, '').replace(/[ \t]+$/, '');
  const eol = source.includes('\r\n') ? '\r\n' : '\n';
  const inner = source.slice(start, end).replace(/\n/g, '\n  ');
  return { range: [pStart + before.length, pEnd], text: `${eol}${eol}${indent}<Frame>${eol}${indent}  ${inner}${eol}${indent}</Frame>` };
}

export default defineRule({
  id: 'image-frame',
  description: 'Require every standalone image to be inside `<Frame>`',
  tags: ['images', 'components'],
  recommended: 'warn',
  fixable: true,
  docs: {
    rationale:
      '`<Frame>` gives an image the border, padding, rounded corners and optional caption that the rest of the site\'s ' +
      'images have; a bare image sits flush against the text and looks unfinished next to them. The rule looks at images ' +
      'that stand on their own: an `![alt](src)` alone in its paragraph or on a line of its own (as under the text of a ' +
      'list item), or an `<img>` element. It leaves alone images ' +
      'inside a sentence, a link (badges, logos) or a table, and images inside `<Frame>` or another component that frames ' +
      'its content (`<Card>`, `<Tile>`). It also skips images inside HTML elements such as `<div>`, `<img>` elements styled ' +
      'with `className` or `style` (light and dark variants, decorative graphics), and pages in `custom` and `frame` mode, ' +
      'which draw their own layout. It checks only `.mdx` pages, as Markdown pages cannot use components. `--fix` wraps the ' +
      'image in `<Frame>`, indented to match; an image on the last line of a paragraph (under the text of a list item) ' +
      'becomes a `<Frame>` block of its own after a blank line, in the same list item. An image with more text after it in ' +
      'its paragraph, or in a block quote, is reported and not fixed.',
    whenNotToUse: 'When a site styles bare images itself, or deliberately shows images without a frame.',
  },
  messages: {
    frame: 'Unexpected image outside `<Frame>`, expected it wrapped in `<Frame>`',
  },
  schema: optionsObject({
    containers: nameList('Components that frame their own images (default `Frame`, `Card`, `Tile`)'),
  }),
  examples: examplesFile('image-frame'),
  check(tree, context) {
    const mode = context.page.frontmatter.data.mode;
    if (context.page.syntax !== 'mdx' || mode === 'custom' || mode === 'frame') return;
    const containers = new Set(context.options?.containers ?? ['Frame', 'Card', 'Tile']);
    walkTypes(tree, ['image', 'mdxJsxFlowElement', 'mdxJsxTextElement'], (node, ancestors) => {
      const isImg = isJsxElement(node) && node.name === 'img';
      if (node.type !== 'image' && !isImg) return;
      if (isImg && (jsxAttribute(node, 'className').kind !== 'missing' || jsxAttribute(node, 'style').kind !== 'missing')) return;
      if (ancestors.some((a) => isJsxElement(a) && a.name !== null && containers.has(a.name))) return;
      if (ancestors.some((a) => a.type === 'link' || a.type === 'linkReference' || a.type === 'table' || (isJsxElement(a) && a.name !== null && /^[a-z]/.test(a.name)))) return;
      const parent = ancestors.at(-1);
      if (!parent) return;
      // The part to wrap: the paragraph around a Markdown image or an inline `<img>`, or the `<img>` block itself.
      let target: Nodes;
      if (node.type === 'mdxJsxFlowElement') target = node;
      else if (aloneInParagraph(parent, node)) target = parent;
      else if (onOwnLine(parent, node)) {
        // Under text in the same paragraph: the fix splits it into a `<Frame>` block when the image is its last line.
        const split = splitIntoFrame(context.source, parent, node);
        context.report({ messageId: 'frame', node, ...(split ? { fix: split } : {}) });
        return;
      } else return;
      const start = target.position?.start.offset;
      const end = target.position?.end.offset;
      const fix = start !== undefined && end !== undefined ? wrapInFrame(context.source, start, end) : undefined;
      context.report({ messageId: 'frame', node, ...(fix ? { fix } : {}) });
    });
  },
});
