// The HTML handlers of JSX code blocks; their registry entries are src/components/code-block.ts.
import { toString as hastToString } from 'hast-util-to-string';
import { attrBool, attrString } from '../../tree/literal.js';
import type { Element, ElementContent } from 'hast';
import { h } from 'hastscript';
import { shown, withPosition, type ComponentHandler } from '../handler-kit.js';

/** A meta option quoted for `parseCodeMeta`, or nothing when the value holds both quote marks. */
function quotedOption(key: string, value: string | undefined): string {
  if (!value) return '';
  if (!value.includes('"')) return ` ${key}="${value}"`;
  return value.includes("'") ? '' : ` ${key}='${value}'`;
}

/**
 * `<CodeBlock filename language>` written as JSX: its text children as a code block with that title bar, as Mintlify's;
 * highlighted in its `lang`, else its `language` (Mintlify's order); its flags (`wrap`, `lines`, `expandable`, `nocopy`) and line lists (`highlight`, `focus`, as `"[1,3]"`) as a fence's meta.
 */
const codeBlock: ComponentHandler = (input) => {
  const value = hastToString({ type: 'root', children: input.children() }).replace(/^\n+|\s+$/g, '');
  const flags = ['wrap', 'lines', 'expandable', 'nocopy'].filter((name) => attrBool(input.attrs, name));
  const lines = ['highlight', 'focus'].map((name) => quotedOption(name, attrString(input.attrs, name))).join('');
  const meta = `${quotedOption('title', attrString(input.attrs, 'filename'))}${quotedOption('icon', attrString(input.attrs, 'icon'))}${lines} ${flags.join(' ')}`.trim();
  const block = input.page.code(value, (attrString(input.attrs, 'lang') || attrString(input.attrs, 'language')), meta, { node: input.node });
  // A `filename` given as static JSX (`filename={<>app.<code>ts</code></>}`) is the title bar's content, as
  // Mintlify's code block renders the element it is given; an expression it cannot read is `shown()`'s warning.
  const filename = shown(input, 'filename');
  if (filename?.jsx && filename.nodes.length > 0) withTitle(block, filename.nodes);
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
