// The HTML handlers of JSX code blocks; their registry entries are src/components/code-block.ts.
import { toString as hastToString } from 'hast-util-to-string';
import { attrBool, attrString } from '../../tree/literal.js';
import type { Element, ElementContent } from 'hast';
import { h } from 'hastscript';
import type { Code } from 'mdast';
import { blockLanguage, parseCodeMeta } from '../../../components/code-meta.js';
import { codeBlockChildren } from '../../../components/code-block-children.js';
import { shown, withPosition, type ComponentHandler } from '../handler-kit.js';

/** A meta option quoted for `parseCodeMeta`, or nothing when the value holds both quote marks. */
function quotedOption(key: string, value: string | undefined): string {
  if (!value) return '';
  if (!value.includes('"')) return ` ${key}="${value}"`;
  return value.includes("'") ? '' : ` ${key}='${value}'`;
}

/**
 * A `<CodeBlock>` around one fenced code block, drawn as one code block. On Mintlify the fence is highlighted on its own
 * first (`@mintlify/mdx`'s rehypeSyntaxHighlighting, then `@mintlify/common`'s rehypeCodeBlocks makes it a CodeBlock of its
 * meta), and the outer CodeBlock, finding highlighted children, has no text of its own (`getCodeString` gives "") and
 * draws its frame, title bar and flags around them. So the code, its language and its `highlight`/`focus` lines are
 * the fence's: the element's `language`, `lang`, `highlight` and `focus` apply to its own text, which is none, there as
 * here. The title bar is the element's `filename`/`icon` (the frame's bar, on top), else the fence's own; a fence's
 * title other than `filename` is `lostTitle`, for a second bar under it (Mintlify draws the fence's bar in the frame). The flags (`wrap`, `lines`, `expandable`, `nocopy`) of
 * either apply, the element's to the frame around the fence. `meta` is the element's title and flags as a fence's meta;
 * `jsxTitle` the text of a `filename` given as static JSX, which the caller puts in the bar.
 */
export function foldedFence(fence: Code, meta: string, jsxTitle?: string): { value: string; lang: string | null | undefined; meta: string; lostTitle?: string } {
  const own = parseCodeMeta(fence.meta);
  const outer = parseCodeMeta(meta);
  const outerTitle = outer.title ?? jsxTitle;
  const lostTitle = outerTitle !== undefined && own.title !== undefined && own.title !== outerTitle ? own.title : undefined;
  const title = outerTitle === undefined ? quotedOption('title', own.title) : '';
  const icon = outer.icon === undefined ? quotedOption('icon', own.icon) : '';
  const flags = (['wrap', 'lines', 'expandable', 'nocopy'] as const).filter((name) => own[name] && !outer[name]);
  const lines = (['highlight', 'focus'] as const).map((name) => (own[name].size > 0 ? quotedOption(name, `[${[...own[name]].join(',')}]`) : '')).join('');
  const outerMeta = [outer.title === undefined ? '' : quotedOption('title', outer.title), outer.icon === undefined ? '' : quotedOption('icon', outer.icon), ...(['wrap', 'lines', 'expandable', 'nocopy'] as const).filter((name) => outer[name])].join(' ');
  return { value: fence.value, lang: blockLanguage(fence.lang, fence.meta), meta: `${outerMeta} ${title}${icon}${lines} ${flags.join(' ')}`.replace(/\s+/g, ' ').trim(), ...(lostTitle === undefined ? {} : { lostTitle }) };
}

/**
 * `<CodeBlock filename language>` written as JSX: its text children as a code block with that title bar, as Mintlify's;
 * highlighted in its `lang`, else its `language` (Mintlify's order); its flags (`wrap`, `lines`, `expandable`, `nocopy`) and line lists (`highlight`, `focus`, as `"[1,3]"`) as a fence's meta.
 * Around one fenced code block, that block under the element's title and flags, a title of its own in a bar under the
 * element's (`foldedFence`). Around several, or a
 * fence beside other content, Mintlify's frame: the title bar, then each child drawn as on its own; the element's
 * code props, which no one child carries, are dropped (`codeblock-children` warns at the element).
 */
const codeBlock: ComponentHandler = (input) => {
  const flags = ['wrap', 'lines', 'expandable', 'nocopy'].filter((name) => attrBool(input.attrs, name));
  const lines = ['highlight', 'focus'].map((name) => quotedOption(name, attrString(input.attrs, name))).join('');
  const meta = `${quotedOption('title', attrString(input.attrs, 'filename'))}${quotedOption('icon', attrString(input.attrs, 'icon'))}${lines} ${flags.join(' ')}`.trim();
  const lang = attrString(input.attrs, 'lang') || attrString(input.attrs, 'language');
  const shape = codeBlockChildren(input.node);
  // A `filename` given as static JSX (`filename={<>app.<code>ts</code></>}`) is the title bar's content, as
  // Mintlify's code block renders the element it is given; an expression it cannot read is `shown()`'s warning.
  const filename = shown(input, 'filename');
  let block: Element;
  let ownTitle: string | undefined;
  if (shape.kind === 'mixed') {
    // What the element's code props and its children lose is `codeblock-children`'s finding (lint's and the build's).
    const title = filename?.jsx ? undefined : filename?.text;
    const icon = input.page.icon(attrString(input.attrs, 'icon'));
    const bar = title || icon ? [h('div', { className: ['dw-code-title'] }, [...(icon ? [icon] : []), ...(title ? [title] : [])])] : [];
    block = h('div', { className: ['dw-code', 'dw-code-frame'] }, [...bar, h('div', { className: ['dw-code-frame-body'] }, input.children())]);
  } else if (shape.kind === 'fence') {
    const folded = foldedFence(shape.fence, meta, filename?.jsx ? filename.text : undefined);
    ownTitle = folded.lostTitle;
    block = input.page.code(folded.value, folded.lang, folded.meta, { node: input.node });
  } else {
    const value = hastToString({ type: 'root', children: input.children() }).replace(/^\n+|\s+$/g, '');
    block = input.page.code(value, lang, meta, { node: input.node });
  }
  if (filename?.jsx && filename.nodes.length > 0) withTitle(block, filename.nodes);
  // The fence's own title under the element's `filename`: Mintlify draws the fence's title bar inside the element's frame.
  if (ownTitle !== undefined) {
    const at = block.children.findIndex((child) => child.type === 'element' && Array.isArray(child.properties.className) && child.properties.className.includes('dw-code-title'));
    block.children.splice(at + 1, 0, h('div', { className: ['dw-code-title'] }, [ownTitle]));
  }
  return withPosition(block, input.node);
};

/** Put `nodes` into a code block's title bar (after its icon), making the bar when the block has none. */
function withTitle(block: Element, nodes: ElementContent[]): void {
  const classes = block.properties.className;
  if (!Array.isArray(classes) || !classes.includes('dw-code')) return;
  const bar = block.children.find((child): child is Element => child.type === 'element' && Array.isArray(child.properties.className) && child.properties.className.includes('dw-code-title'));
  if (bar) bar.children.push(...nodes);
  else block.children.unshift(h('div', { className: ['dw-code-title'] }, nodes));
}

/** Handlers by registry name (test/render/components/components.test.ts pairs them with src/components/code-block.ts). */
export const handlers: Readonly<Record<string, ComponentHandler>> = {
  CodeBlock: codeBlock,
};
