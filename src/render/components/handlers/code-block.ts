// The HTML handlers of JSX code blocks; their registry entries are src/components/code-block.ts.
import { toString as hastToString } from 'hast-util-to-string';
import { attrBool, attrString } from '../../tree/literal.js';
import type { Element, ElementContent } from 'hast';
import { h } from 'hastscript';
import type { Code, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { blockLanguage, parseCodeMeta } from '../../../components/code-meta.js';
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
/** What a `<CodeBlock>`'s children hold: its one fenced code block alone, several (or one with other content), or none. */
export type CodeBlockChildren = { kind: 'fence'; fence: Code } | { kind: 'mixed'; fences: number } | { kind: 'text' };

/** Whether a child is blank space only (a line break between the tag and a fence). */
function blank(child: RootContent): boolean {
  return child.type === 'text' && child.value.trim() === '';
}

/** The fenced code blocks among a `<CodeBlock>`'s children: Mintlify's CodeBlock renders its children, so a fence inside it shows as its own code block. */
export function codeBlockChildren(node: MdxJsxFlowElement | MdxJsxTextElement): CodeBlockChildren {
  const children = (node.children as RootContent[]).filter((child) => !blank(child));
  const fences = children.filter((child): child is Code => child.type === 'code');
  if (fences.length === 0) return { kind: 'text' };
  const [only] = fences;
  if (children.length === 1 && only) return { kind: 'fence', fence: only };
  return { kind: 'mixed', fences: fences.length };
}

/**
 * A `<CodeBlock>` around one fenced code block as the code block Mintlify shows: the fence's code in its own
 * language (else the element's `lang`/`language`), under the element's `filename` (else the fence's title), with the
 * flags of both. `meta` is the element's props as a fence's meta.
 */
export function foldedFence(fence: Code, lang: string | undefined, meta: string): { value: string; lang: string | null | undefined; meta: string; lostTitle?: string } {
  const own = parseCodeMeta(fence.meta);
  const outer = parseCodeMeta(meta);
  const language = blockLanguage(fence.lang, fence.meta) ?? lang;
  const lostTitle = outer.title !== undefined && own.title !== undefined && own.title !== outer.title ? own.title : undefined;
  const title = outer.title === undefined ? quotedOption('title', own.title) : '';
  const icon = outer.icon === undefined ? quotedOption('icon', own.icon) : '';
  const flags = (['wrap', 'lines', 'expandable', 'nocopy'] as const).filter((name) => own[name] && !outer[name]);
  const lines = (['highlight', 'focus'] as const).map((name) => (outer[name].size === 0 && own[name].size > 0 ? quotedOption(name, `[${[...own[name]].join(',')}]`) : '')).join('');
  return { value: fence.value, lang: language, meta: `${meta}${title}${icon}${lines} ${flags.join(' ')}`.trim(), ...(lostTitle === undefined ? {} : { lostTitle }) };
}

/**
 * `<CodeBlock filename language>` written as JSX: its text children as a code block with that title bar, as Mintlify's;
 * highlighted in its `lang`, else its `language` (Mintlify's order); its flags (`wrap`, `lines`, `expandable`, `nocopy`) and line lists (`highlight`, `focus`, as `"[1,3]"`) as a fence's meta.
 * Around one fenced code block, that block under the element's props (`foldedFence`); around several, or a fence with
 * other content, each child as it is drawn on its own, and a warning at the element (Mintlify draws them in one frame).
 */
const codeBlock: ComponentHandler = (input) => {
  const flags = ['wrap', 'lines', 'expandable', 'nocopy'].filter((name) => attrBool(input.attrs, name));
  const lines = ['highlight', 'focus'].map((name) => quotedOption(name, attrString(input.attrs, name))).join('');
  const meta = `${quotedOption('title', attrString(input.attrs, 'filename'))}${quotedOption('icon', attrString(input.attrs, 'icon'))}${lines} ${flags.join(' ')}`.trim();
  const lang = attrString(input.attrs, 'lang') || attrString(input.attrs, 'language');
  const shape = codeBlockChildren(input.node);
  if (shape.kind === 'mixed') {
    const what = shape.fences === 1 ? 'a code block with other content' : `${shape.fences} code blocks`;
    input.page.warn(input.node, `Unexpected ${what} inside \`<CodeBlock>\`, expected one code block or its text: each child is drawn on its own, without the element's frame, title or flags, which Mintlify draws around them all`);
    return withPosition(h('div', { className: ['dw-code-children'] }, input.children()), input.node);
  }
  let block: Element;
  if (shape.kind === 'fence') {
    const folded = foldedFence(shape.fence, lang, meta);
    if (folded.lostTitle !== undefined) input.page.warn(input.node, `Unexpected title \`${folded.lostTitle.replaceAll('`', "'")}\` on the code block inside \`<CodeBlock filename>\`, expected one title: the block is drawn under \`filename\`, which Mintlify draws above the block's own title bar`);
    block = input.page.code(folded.value, folded.lang, folded.meta, { node: input.node });
  } else {
    const value = hastToString({ type: 'root', children: input.children() }).replace(/^\n+|\s+$/g, '');
    block = input.page.code(value, lang, meta, { node: input.node });
  }
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
