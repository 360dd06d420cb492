// The remark-stringify handlers `docwright format` swaps in: each node that must come through
// byte for byte is copied from the source (src/format/verbatim.ts); JSX elements keep their
// tags as written and only their Markdown children are written anew.
import type { Definition, Emphasis, Heading, Image, Link, Nodes, Parents, Root, Text } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { defaultHandlers, type Handle, type Info, type State } from 'mdast-util-to-markdown';
import { closingTagStart, dedentSlice, openingTagEnd, spanOf, verbatim } from './verbatim.js';

/** The node types copied whole from the source. */
const COPIED = ['yaml', 'code', 'inlineCode', 'html', 'math', 'inlineMath', 'mdxFlowExpression', 'mdxTextExpression', 'mdxjsEsm'] as const;

type Element = MdxJsxFlowElement | MdxJsxTextElement;

/** How many block quotes the node being written sits in. */
function quotesOf(state: State): number {
  return state.stack.filter((name) => name === 'blockquote').length;
}

/** A handler that copies the node's source; one that cannot be cut out fails the write (its top-level block is then kept as written). */
function copier(source: string): Handle {
  return (node: Nodes, _parent: Parents | undefined, state: State): string => {
    const text = verbatim(node, source, quotesOf(state));
    if (text === undefined) throw new Error(`Unexpected \`${node.type}\` that cannot be cut from the page, expected a parsed node`);
    return text;
  };
}

/** The tags of an element as written, and whether its children sit on lines of their own (flow layout). */
interface Tags {
  open: string;
  close: string;
  /** The children's indentation relative to the element (flow layout only). */
  indent: string;
}

/** Cut an element's opening and closing tags out of the source; undefined when the layout is not one we rewrite. */
function tagsOf(node: Element, source: string, quotes: number): Tags | undefined {
  const span = spanOf(node);
  const first = node.children[0];
  const last = node.children.at(-1);
  if (!span || !first || !last) return undefined;
  const firstSpan = spanOf(first);
  const lastSpan = spanOf(last);
  if (!firstSpan || !lastSpan) return undefined;
  const openEnd = openingTagEnd(source, span.start, firstSpan.start);
  const closeStart = closingTagStart(source, span.end, lastSpan.end);
  if (openEnd === undefined || closeStart === undefined) return undefined;
  const open = dedentSlice(source, span.start, openEnd, span.column, quotes);
  const close = source.slice(closeStart, span.end);
  if (open === undefined || close.includes('\n')) return undefined;
  if (node.type === 'mdxJsxTextElement') return { open, close, indent: '' };
  // Flow: the children start on a line after the opening tag and end on one before the closing tag.
  const between = source.slice(openEnd, firstSpan.start);
  const after = source.slice(lastSpan.end, closeStart);
  if (!between.includes('\n') || !after.includes('\n') || !/^[ \t]*$/.test(after.slice(after.lastIndexOf('\n') + 1))) return undefined;
  const column = first.position?.start.column ?? span.column;
  return { open, close, indent: ' '.repeat(Math.max(0, column - span.column)) };
}

/** A JSX element: tags as written; children written anew (flow ones indented as the first child was), or the whole element copied. */
function elementHandler(source: string): Handle {
  return (node: Element, _parent: Parents | undefined, state: State, info: Info): string => {
    const quotes = quotesOf(state);
    const tags = node.children.length > 0 ? tagsOf(node, source, quotes) : undefined;
    if (!tags) {
      const whole = verbatim(node, source, quotes);
      if (whole === undefined) throw new Error(`Unexpected \`<${node.name ?? ''}>\` that cannot be cut from the page, expected a parsed element`);
      return whole;
    }
    const exit = state.enter(node.type);
    try {
      if (node.type === 'mdxJsxTextElement') return tags.open + state.containerPhrasing(node, { ...info, before: '>', after: '<' }) + tags.close;
      const body = state.containerFlow(node, info);
      const indented = state.indentLines(body, (line, _n, blank) => (blank ? '' : tags.indent) + line);
      return `${tags.open}\n${indented}\n${tags.close}`;
    } finally {
      exit();
    }
  };
}

/** An ATX heading (`## Title`), with its custom id (`{#id}`, read into `data.anchor` by src/parse/heading-id.ts) written back. */
function headingHandler(): Handle {
  return (node: Heading, _parent: Parents | undefined, state: State, info: Info): string => {
    const sequence = '#'.repeat(node.depth);
    const exit = state.enter('headingAtx');
    const inner = state.enter('phrasing');
    const value = state.containerPhrasing(node, { ...info, before: `${sequence} `, after: '\n' });
    inner();
    exit();
    const text = value === '' ? sequence : `${sequence} ${value}`;
    const anchor = node.data?.anchor;
    return anchor === undefined ? text : `${text} {#${anchor}}`;
  };
}

/** A character reference as CommonMark reads one (`&nbsp;`, `&#169;`, `&#xA9;`). */
const REFERENCE = /&(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});/;

/** The node's source when it holds a character reference (kept as written, never turned into its character), else `undefined`. */
function withReferences(node: Nodes, source: string, state: State): string | undefined {
  const span = spanOf(node);
  if (span === undefined || !REFERENCE.test(source.slice(span.start, span.end))) return undefined;
  return verbatim(node, source, quotesOf(state));
}

/**
 * Text: as the stringifier escapes it, or as written when it holds a character reference (`&nbsp;`, `&copy;`), or
 * with its `[` and `]` as written when the page wrote no backslash in it (the title of `:::warning[Careful]`, a `[x]`
 * that links nowhere): the page parsed them as text, so they stay the author's (a rewrite that would parse otherwise
 * is refused whole by the tree comparison).
 */
function textHandler(source: string): Handle {
  return (node: Text, parent: Parents | undefined, state: State, info: Info): string => {
    const kept = withReferences(node, source, state);
    if (kept !== undefined) return kept;
    const written = defaultHandlers.text(node, parent, state, info);
    const span = spanOf(node);
    if (written === node.value || span === undefined || source.slice(span.start, span.end).includes('\\')) return written;
    return written.replace(/\\([[\]])/g, '$1');
  };
}

/** The `](destination "title")` that ends a resource link the page wrote, when it holds a character reference. */
function linkTail(node: Link, source: string): string | undefined {
  const span = spanOf(node);
  const last = node.children.at(-1);
  const from = node.children.length === 0 ? (span?.start ?? 0) + 1 : last?.position?.end.offset;
  if (span === undefined || from === undefined || source[span.start] !== '[') return undefined;
  const tail = source.slice(from, span.end);
  return tail.startsWith('](') && REFERENCE.test(tail) && !tail.includes('\n') ? tail : undefined;
}

/** A link: a bare URL the page wrote (a GFM literal, `https://x.dev` or `www.x.dev`) stays bare; a destination or autolink with a character reference keeps it; any other is written anew. */
function linkHandler(source: string): Handle {
  return (node: Link, parent: Parents | undefined, state: State, info: Info): string => {
    const span = spanOf(node);
    const first = span === undefined ? undefined : source[span.start];
    if (span !== undefined && first !== '[') {
      const text = source.slice(span.start, span.end);
      // A bare URL stays bare; an autolink (`<https://…>`) with a character reference keeps it.
      if (first !== '<' ? !/\s/.test(text) : REFERENCE.test(text) && !text.includes('\n')) return text;
    }
    const tail = linkTail(node, source);
    if (tail === undefined) return defaultHandlers.link(node, parent, state, info);
    const exit = state.enter('link');
    const label = state.enter('label');
    const text = state.containerPhrasing(node, { ...info, before: '[', after: ']' });
    label();
    exit();
    return `[${text}${tail}`;
  };
}

/** An image: as written when it holds a character reference, else written anew. */
function imageHandler(source: string): Handle {
  return (node: Image, parent: Parents | undefined, state: State, info: Info): string =>
    withReferences(node, source, state) ?? defaultHandlers.image(node, parent, state, info);
}

/** A definition (`[id]: url "title"`): as written when it holds a character reference, else written anew. */
function definitionHandler(source: string): Handle {
  return (node: Definition, parent: Parents | undefined, state: State, info: Info): string =>
    withReferences(node, source, state) ?? defaultHandlers.definition(node, parent, state, info);
}

/** What may follow `&` to make a character reference (`&copy;`, `&#169;`, `&#xA9;`): only there does an `&` need its backslash. */
const REFERENCE_AFTER = '(?:#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,31});';

/**
 * The root, with `&` escaped only where it would start a character reference: the stringifier's
 * own rule (`&` before any letter) turns `R&D` and `?a=1&b=2` into `R\&D` and `?a=1\&b=2`.
 */
function rootHandler(): Handle {
  return (node: Root, parent: Parents | undefined, state: State, info: Info): string => {
    state.unsafe = state.unsafe.map((pattern) => (pattern.character === '&' && pattern.after === '[#A-Za-z]' ? { ...pattern, after: REFERENCE_AFTER } : pattern));
    return defaultHandlers.root(node, parent, state, info);
  };
}

/** Whether an emphasis sits inside a word (`2*3*4`, `un*frigging*believable`): a letter or digit right before or after it in the source. */
function intraword(node: Emphasis, source: string): boolean {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) return false;
  return /[\p{L}\p{N}]/u.test(source.charAt(start - 1)) || /[\p{L}\p{N}]/u.test(source.charAt(end));
}

/**
 * Emphasis in the configured marker, but `*` inside a word: `_` cannot open or close there, and the stringifier
 * would write the letters around it as character references (`&#x32;_&#x33;_&#x34;`) to keep the meaning.
 */
function emphasisHandler(source: string): Handle {
  const handle = (node: Emphasis, parent: Parents | undefined, state: State, info: Info): string => {
    if (!intraword(node, source) || state.options.emphasis === '*') return defaultHandlers.emphasis(node, parent, state, info);
    const configured = state.options.emphasis;
    state.options.emphasis = '*';
    try {
      return defaultHandlers.emphasis(node, parent, state, info);
    } finally {
      state.options.emphasis = configured;
    }
  };
  handle.peek = (node: Emphasis, _parent: Parents | undefined, state: State): string => (intraword(node, source) ? '*' : (state.options.emphasis ?? '*'));
  return handle as Handle;
}

/** Every handler `docwright format` replaces, for one page's source. */
export function formatHandlers(source: string): Record<string, Handle> {
  const handlers: Record<string, Handle> = {};
  for (const type of COPIED) handlers[type] = copier(source);
  handlers.mdxJsxFlowElement = elementHandler(source);
  handlers.mdxJsxTextElement = elementHandler(source);
  handlers.heading = headingHandler();
  handlers.emphasis = emphasisHandler(source);
  handlers.link = linkHandler(source);
  handlers.text = textHandler(source);
  handlers.image = imageHandler(source);
  handlers.definition = definitionHandler(source);
  handlers.root = rootHandler();
  return handlers;
}

/** Flow nodes of MDX that may sit on adjacent lines without a blank line between them. */
const TIGHT = new Set(['mdxJsxFlowElement', 'mdxFlowExpression', 'mdxjsEsm']);

/**
 * Keep JSX elements, expressions and ESM that the page wrote on adjacent lines (a `<Card>` under
 * a `<Card>`) that way: `0` blank lines where the source had none, else the stringifier's rule.
 */
export function joinTight(left: Nodes, right: Nodes): number | undefined {
  if (!TIGHT.has(left.type) && !TIGHT.has(right.type)) return undefined;
  const end = left.position?.end.line;
  const start = right.position?.start.line;
  return end !== undefined && start !== undefined && start === end + 1 ? 0 : undefined;
}
