// The page's Markdown copy (page.md, llms-full.txt) as Mintlify's Markdown view has it: `<Visibility for="humans">`
// (or an unknown audience) is left out, `<Visibility for="agents">` keeps its content without the tag, and a
// Visibility without a literal `for` stays as written. Source: @mintlify/common's remarkVisibilityForMarkdown (facts only).
import type { Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';

/** What the Markdown copy does with one `<Visibility>`: leave it out, keep its content only, or keep it as written. */
type Verdict = 'drop' | 'unwrap' | 'keep';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;
type AnyNode = Root | RootContent;

/** Whether `node` is a `<Visibility>` element. */
const isVisibility = (node: AnyNode): node is JsxElement => (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'Visibility';

/** A `for` value as its text: a string, or an expression that is one quoted literal (`{"agents"}`); undefined when dynamic. */
function literalFor(value: MdxJsxAttribute['value']): string | undefined {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') {
    const quoted = /^(["'`])((?:\\.|(?!\1)[^\\])*)\1$/.exec(value.value.trim());
    if (quoted && !(quoted[1] === '`' && (quoted[2] ?? '').includes('${'))) return quoted[2] ?? '';
  }
  return undefined;
}

/** The verdict on one `<Visibility>`: `humans` or an unknown audience is dropped, `agents` unwrapped, a missing or dynamic `for` kept. */
export function visibilityVerdict(node: JsxElement): Verdict {
  let invalid = false;
  for (const attr of node.attributes) {
    if (attr.type !== 'mdxJsxAttribute' || attr.name !== 'for') continue;
    const value = literalFor(attr.value);
    if (value === 'humans') return 'drop';
    if (value === 'agents') return 'unwrap';
    if (value !== undefined) invalid = true;
  }
  return invalid ? 'drop' : 'keep';
}

/** Whether the tree holds a `<Visibility>` anywhere. */
export function hasVisibility(node: AnyNode): boolean {
  if (isVisibility(node)) return true;
  return 'children' in node && (node.children as AnyNode[]).some(hasVisibility);
}

/** `children` as the Markdown copy has them (new arrays along changed paths; the page's own tree is not touched). */
function agentChildren(children: readonly RootContent[]): RootContent[] {
  return children.flatMap((child): RootContent[] => {
    if (isVisibility(child)) {
      const verdict = visibilityVerdict(child);
      if (verdict === 'drop') return [];
      if (verdict === 'unwrap') return agentChildren(child.children);
    }
    if (!('children' in child) || !hasVisibility(child)) return [child];
    return [{ ...child, children: agentChildren(child.children) } as RootContent];
  });
}

/** The tree as the Markdown copy has it: a shallow copy with Visibility resolved for agents. */
export function agentTree(tree: Root): Root {
  return hasVisibility(tree) ? { ...tree, children: agentChildren(tree.children) } : tree;
}

/** One cut of the source: the range [start, end) replaced by `text`. */
interface Cut {
  start: number;
  end: number;
  text: string;
}

/** The start and end offsets of a node, when the parser gave them. */
function offsets(node: AnyNode): [number, number] | undefined {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  return start === undefined || end === undefined ? undefined : [start, end];
}

/** The cuts that drop or unwrap each `<Visibility>` under `node`; false when a position does not match the source. */
function collectCuts(source: string, node: AnyNode, cuts: Cut[]): boolean {
  if (!('children' in node)) return true;
  for (const child of node.children as RootContent[]) {
    if (!isVisibility(child)) {
      if (!collectCuts(source, child, cuts)) return false;
      continue;
    }
    const range = offsets(child);
    if (!range || !source.startsWith('<Visibility', range[0])) return false;
    const verdict = visibilityVerdict(child);
    if (verdict === 'keep' && !collectCuts(source, child, cuts)) return false;
    if (verdict === 'drop') cuts.push(dropCut(source, range[0], range[1]));
    if (verdict === 'unwrap' && !unwrapCuts(source, child, range, cuts)) return false;
  }
  return true;
}

/** The cut leaving out [start, end): whole lines (and one blank line after) when the element fills its lines. */
export function dropCut(source: string, start: number, end: number): Cut {
  const lineStart = source.lastIndexOf('\n', start - 1) + 1;
  const after = /^[ \t]*(\r?\n|$)/.exec(source.slice(end));
  if (!after || source.slice(lineStart, start).trim() !== '') return { start, end, text: '' };
  let stop = end + after[0].length;
  const blank = /^[ \t]*\r?\n/.exec(source.slice(stop));
  if (blank && (lineStart === 0 || source.slice(0, lineStart).endsWith('\n\n') || source.slice(0, lineStart).endsWith('\r\n\r\n'))) stop += blank[0].length;
  return { start: lineStart, end: stop, text: '' };
}

/** The cuts keeping only an element's content: its tags go, its lines lose the content's indent. */
function unwrapCuts(source: string, node: JsxElement, range: [number, number], cuts: Cut[]): boolean {
  const first = node.children[0];
  const last = node.children[node.children.length - 1];
  const inner = first && last ? offsets(first) : undefined;
  const innerEnd = last ? offsets(last)?.[1] : undefined;
  if (!first || !inner || innerEnd === undefined) {
    cuts.push(dropCut(source, range[0], range[1]));
    return true;
  }
  const inside: Cut[] = [];
  if (!collectCuts(source, node, inside)) return false;
  const indent = (first.position?.start.column ?? 1) - 1;
  let text = '';
  let at = inner[0];
  for (const cut of inside.sort((a, b) => a.start - b.start)) {
    text += source.slice(at, cut.start) + cut.text;
    at = cut.end;
  }
  text += source.slice(at, innerEnd);
  const dedented = indent > 0 ? text.replace(new RegExp(`\\n[ \\t]{0,${indent}}`, 'g'), '\n') : text;
  cuts.push({ start: range[0], end: range[1], text: dedented });
  return true;
}

/**
 * `source` (the page text the tree was parsed from) with each `<Visibility>` resolved for agents, or undefined when
 * the tree's positions do not match the text (the caller then writes the copy from `agentTree`).
 */
export function agentSource(source: string, tree: Root): string | undefined {
  if (!hasVisibility(tree)) return source;
  const cuts: Cut[] = [];
  if (!collectCuts(source, tree, cuts)) return undefined;
  let out = '';
  let at = 0;
  for (const cut of cuts.sort((a, b) => a.start - b.start)) {
    if (cut.start < at) return undefined;
    out += source.slice(at, cut.start) + cut.text;
    at = cut.end;
  }
  return out + source.slice(at);
}
