// What a `<CodeBlock>`'s children hold, and what a writer loses when they are not one code block or its text: read by
// the renderer (src/render/components/handlers/code-block.ts, code-groups.ts) to draw the element, and by the
// `codeblock-children` rule, which `lint`, the editor, the MCP server and `build` report alike.
import type { Code, Parents, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute } from 'mdast-util-mdx-jsx';
import { isSpread, staticValue } from './attribute-values.js';
import { parseCodeMeta } from './code-meta.js';
import type { JsxElement } from './tree.js';

/** What a `<CodeBlock>`'s children hold: one fenced code block alone, several (or one beside other content), or no fence (its text is the code). */
export type CodeBlockChildren = { kind: 'fence'; fence: Code } | { kind: 'mixed'; fences: number } | { kind: 'text' };

/** The code groups that draw a `<CodeBlock>` written directly inside them as a tab. */
export const CODE_TAB_GROUPS: ReadonlySet<string> = new Set(['CodeGroup', 'RequestExample', 'ResponseExample']);

/** Whether a child draws nothing: blank space (a line break between the tag and a fence) or an expression holding only comments. */
function blank(child: RootContent): boolean {
  if (child.type === 'mdxFlowExpression' || child.type === 'mdxTextExpression') return /^\s*(\/\*[\s\S]*?\*\/\s*)*$/.test(child.value);
  return child.type === 'text' && child.value.trim() === '';
}

/** The fenced code blocks among a `<CodeBlock>`'s children (Mintlify's CodeBlock renders its children, so a fence inside it shows). */
export function codeBlockChildren(node: JsxElement): CodeBlockChildren {
  const children = (node.children as RootContent[]).filter((child) => !blank(child));
  const fences = children.filter((child): child is Code => child.type === 'code');
  const [only] = fences;
  if (only === undefined) return { kind: 'text' };
  if (children.length === 1) return { kind: 'fence', fence: only };
  return { kind: 'mixed', fences: fences.length };
}

/** The words of a finding that names a `<CodeBlock>`'s children which are not one code block alone. */
export function mixedChildren(shape: { fences: number }): string {
  return shape.fences === 1 ? 'content beside the code block' : `${shape.fences} code blocks`;
}

/** The element props a `<CodeBlock>` of several children does not draw (they would be one code block's). */
const BLOCK_PROPS = ['language', 'lang', 'highlight', 'focus', 'wrap', 'lines', 'expandable', 'nocopy'] as const;

/** The flags among `BLOCK_PROPS`: given as a bare name or `{true}`, they are set. */
const FLAG_PROPS: ReadonlySet<string> = new Set(['wrap', 'lines', 'expandable', 'nocopy']);

/** Whether an attribute gives a prop a value the element would draw: a string or number, or a flag set (`wrap`, `wrap={true}`). */
function given(attribute: MdxJsxAttribute): boolean {
  const value = staticValue(attribute);
  if (value.kind === 'string' || value.kind === 'number') return true;
  if (value.kind === 'flag') return FLAG_PROPS.has(attribute.name);
  return value.kind === 'boolean' && value.value && FLAG_PROPS.has(attribute.name);
}

/** The last attribute of that name, as JSX reads a repeated one. */
function attributeOf(attributes: readonly (MdxJsxAttribute | MdxJsxExpressionAttribute)[], name: string): MdxJsxAttribute | undefined {
  let found: MdxJsxAttribute | undefined;
  for (const attribute of attributes) if (!isSpread(attribute) && attribute.name === name) found = attribute;
  return found;
}

/** The code props of a `<CodeBlock>` of several children, which it drops (in `BLOCK_PROPS`' order). */
export function droppedProps(node: JsxElement): string[] {
  return BLOCK_PROPS.filter((name) => {
    const attribute = attributeOf(node.attributes, name);
    return attribute !== undefined && given(attribute);
  });
}

/** The `filename` of a `<CodeBlock>` when it is written as text (a string, or a number in braces). */
function filenameOf(node: JsxElement): string | undefined {
  const attribute = attributeOf(node.attributes, 'filename');
  if (attribute === undefined) return undefined;
  const value = staticValue(attribute);
  if (value.kind === 'string') return value.value;
  return value.kind === 'number' ? String(value.value) : undefined;
}

/** The group a `<CodeBlock>` is a tab of: its parent, when that is a code group and the element is a block of its own. */
export function tabGroupOf(node: JsxElement, parent: Parents | undefined): string | undefined {
  if (node.type !== 'mdxJsxFlowElement' || parent?.type !== 'mdxJsxFlowElement') return undefined;
  return parent.name !== null && parent.name !== undefined && CODE_TAB_GROUPS.has(parent.name) ? parent.name : undefined;
}

/** What a writer loses in a `<CodeBlock>`'s children, as a finding's message id and data; undefined when nothing. */
export type CodeBlockLoss =
  | { messageId: 'frame'; data: { children: string; without: string } }
  | { messageId: 'tab'; data: { children: string; group: string } }
  | { messageId: 'hiddenTitle'; data: { title: string; filename: string; group: string } };

/** The finding's message templates, by message id (the rule's `messages`). */
export const CODE_BLOCK_MESSAGES: Readonly<Record<CodeBlockLoss['messageId'], string>> = {
  frame: 'Unexpected {{children}} inside `<CodeBlock>`, expected one code block or the code as text: each child is drawn as on its own inside the element\'s frame{{without}}',
  tab: 'Unexpected {{children}} inside `<CodeBlock>` in `<{{group}}>`, expected one code block or the code as text: each child is drawn as on its own in the tab',
  hiddenTitle:
    'Unexpected title `{{title}}` on the code block inside `<CodeBlock filename="{{filename}}">` in `<{{group}}>`, expected one of the two: the tab is labelled by `filename`, and the block\'s own title shows only in the tab\'s panel',
};

/**
 * What a `<CodeBlock>`'s children lose, `group` the code group it is a tab of (`tabGroupOf`): several code blocks, or one
 * beside other content, each drawn as on its own (in the element's frame, its code props dropped, or in the tab); in a
 * group, a fence's own title that the element's `filename` hides (the tab is labelled by `filename`).
 */
export function codeBlockLoss(node: JsxElement, group: string | undefined): CodeBlockLoss | undefined {
  const shape = codeBlockChildren(node);
  if (shape.kind === 'mixed') {
    if (group !== undefined) return { messageId: 'tab', data: { children: mixedChildren(shape), group } };
    const dropped = droppedProps(node);
    const without = dropped.length === 0 ? '' : `, without the element's ${dropped.map((name) => `\`${name}\``).join(', ')}`;
    return { messageId: 'frame', data: { children: mixedChildren(shape), without } };
  }
  if (shape.kind !== 'fence' || group === undefined) return undefined;
  const filename = filenameOf(node);
  if (filename === undefined) return undefined;
  const outer = parseCodeMeta(filename.includes('"') ? `title='${filename}'` : `title="${filename}"`).title;
  const own = parseCodeMeta(shape.fence.meta).title;
  if (outer === undefined || own === undefined || own === outer) return undefined;
  return { messageId: 'hiddenTitle', data: { title: own.replaceAll('`', "'"), filename: filename.replaceAll('`', "'"), group } };
}
