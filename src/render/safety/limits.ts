// Limits on a page tree before it is rendered: the renderer's steps (snippet expansion,
// mdast → hast, raw HTML parsing, sanitising, serialising) recurse once per nesting level,
// so a page nested thousands deep (JSX, lists, quotes, emphasis, raw HTML) would overflow
// the stack. Deeper parts are degraded visibly (shown as plain text) with a warning.
import type { Html, Nodes, Parents, Root, RootContent } from 'mdast';
import type {} from 'mdast-util-mdx';

/** The deepest nesting rendered as written; real pages stay far below it. */
export const MAX_NESTING = 100;

export interface LimitWarning {
  line: number;
  column: number;
  message: string;
}

const PHRASING_PARENTS = new Set(['paragraph', 'heading', 'emphasis', 'strong', 'delete', 'link', 'linkReference', 'tableCell', 'mdxJsxTextElement']);

function hasChildren(node: Nodes): node is Parents {
  return 'children' in node && Array.isArray(node.children);
}

/** The plain text under a node, gathered without recursion. */
function plainText(node: Nodes): string {
  const parts: string[] = [];
  const stack: Nodes[] = [node];
  while (stack.length > 0) {
    const current = stack.pop() as Nodes;
    if (current.type === 'text' || current.type === 'inlineCode' || current.type === 'code') parts.push(current.value);
    else if (hasChildren(current)) for (let i = current.children.length - 1; i >= 0; i--) stack.push(current.children[i] as Nodes);
  }
  return parts.join('');
}

/**
 * Replace every node at nesting depth `MAX_NESTING` by its plain text, without recursion.
 * Returns one warning (at the first node cut) or undefined when the tree is within the limit.
 */
export function capTreeDepth(tree: Root, limit = MAX_NESTING): LimitWarning | undefined {
  let warning: LimitWarning | undefined;
  const stack: Array<{ node: Parents; depth: number }> = [{ node: tree, depth: 0 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop() as { node: Parents; depth: number };
    const children = node.children as RootContent[];
    for (let i = 0; i < children.length; i++) {
      const child = children[i] as RootContent;
      if (!hasChildren(child)) continue;
      if (depth + 1 < limit) {
        stack.push({ node: child, depth: depth + 1 });
        continue;
      }
      const at = child.position?.start ?? node.position?.start;
      warning ??= {
        line: at?.line ?? 1,
        column: at?.column ?? 1,
        message: `Unexpected nesting deeper than ${limit} levels, expected shallower content: the deeper part is shown as plain text`,
      };
      const text = { type: 'text' as const, value: plainText(child) };
      children[i] = PHRASING_PARENTS.has(node.type) ? text : { type: 'paragraph', children: [text] };
    }
  }
  return warning;
}

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
/** Elements HTML closes by itself when a sibling opens: not counted as nesting. */
const SELF_CLOSING = new Set(['p', 'li', 'dt', 'dd', 'tr', 'td', 'th', 'option', 'thead', 'tbody', 'tfoot']);

/** One tag of raw HTML: a closing tag (`</a>`), its lower-cased name, and whether it closes itself (`<a/>`). */
export interface RawTag {
  close: boolean;
  name: string;
  selfClosing: boolean;
}

const isLetter = (c: number): boolean => (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
/** `[\w:-]`: a letter, a digit, `_`, `:` or `-`. */
const isNameChar = (c: number): boolean => isLetter(c) || (c >= 48 && c <= 57) || c === 95 || c === 58 || c === 45;

/**
 * The tags of `html`, in order: what `/<(\/?)([A-Za-z][\w:-]*)(?:"[^"]*"|'[^']*'|[^'">])*?(\/?)>/g` matches
 * (a tag's attributes run to the first `>` outside quotes), in time linear in the text. The regular
 * expression read to the end of the text from every `<` that has no `>` after it (quadratic: 20,000 `<a `
 * took 4 s, 20,000 `<a "<a "` 32 s); here a place outside quotes from which a tag was found to have no
 * end is remembered, and a later tag reaching it stops there (from it on, both read alike).
 */
export function rawTags(html: string): RawTag[] {
  const tags: RawTag[] = [];
  let dead: Uint8Array | undefined;
  let from = 0;
  for (;;) {
    const at = html.indexOf('<', from);
    if (at === -1) break;
    let i = at + 1;
    const close = html.charCodeAt(i) === 47; /* / */
    if (close) i++;
    if (!isLetter(html.charCodeAt(i))) {
      from = at + 1;
      continue;
    }
    const nameStart = i;
    while (i < html.length && isNameChar(html.charCodeAt(i))) i++;
    const name = html.slice(nameStart, i).toLowerCase();
    const outside: number[] = [];
    let end = -1;
    let selfClosing = false;
    while (i < html.length && dead?.[i] !== 1) {
      const c = html.charCodeAt(i);
      if (c === 62 /* > */) {
        end = i + 1;
        break;
      }
      if (c === 47 /* / */ && html.charCodeAt(i + 1) === 62) {
        end = i + 2;
        selfClosing = true;
        break;
      }
      outside.push(i);
      if (c === 34 || c === 39 /* " ' */) {
        const quote = html.indexOf(c === 34 ? '"' : "'", i + 1);
        if (quote === -1) break;
        i = quote + 1;
      } else i++;
    }
    if (end === -1) {
      dead ??= new Uint8Array(html.length);
      for (const place of outside) dead[place] = 1;
      from = at + 1;
      continue;
    }
    tags.push({ close, name, selfClosing });
    from = end;
  }
  return tags;
}

/**
 * Raw HTML (in `.md` pages) is parsed as one document: an estimate of its element nesting,
 * from the tags of every HTML node in order. Over the limit, every HTML node becomes text
 * (shown as written) and a warning names the tag where the limit was passed.
 */
export function capRawHtmlDepth(tree: Root, limit = MAX_NESTING): LimitWarning | undefined {
  const html: Array<{ node: Html; parent: Parents; index: number }> = [];
  const stack: Parents[] = [tree];
  while (stack.length > 0) {
    const parent = stack.pop() as Parents;
    const children = parent.children as RootContent[];
    for (let i = children.length - 1; i >= 0; i--) {
      const child = children[i] as RootContent;
      if (child.type === 'html') html.push({ node: child, parent, index: i });
      else if (hasChildren(child)) stack.push(child);
    }
  }
  // The stack gives document order reversed within each parent; positions restore it.
  html.sort((a, b) => (a.node.position?.start.offset ?? 0) - (b.node.position?.start.offset ?? 0));
  let depth = 0;
  let over: Html | undefined;
  for (const { node } of html) {
    for (const tag of rawTags(node.value)) {
      const name = tag.name;
      if (VOID.has(name) || SELF_CLOSING.has(name) || tag.selfClosing) continue;
      if (tag.close) depth = Math.max(0, depth - 1);
      else if (++depth > limit) break;
    }
    if (depth > limit) {
      over = node;
      break;
    }
  }
  if (!over) return undefined;
  for (const { node, parent, index } of html) {
    (parent.children as RootContent[])[index] = { type: 'text', value: node.value, ...(node.position ? { position: node.position } : {}) };
  }
  const at = over.position?.start;
  return {
    line: at?.line ?? 1,
    column: at?.column ?? 1,
    message: `Unexpected HTML nested deeper than ${limit} elements, expected shallower HTML: the page's HTML is shown as text`,
  };
}
