import { examplesFile } from '../src/rule-kit/examples-file.js';
import { rangeAt } from '../src/rule-kit/page-helpers.js';
import { defineRule } from '../src/rule-kit/rule.js';
import { walkTypes } from '../src/parse/walk.js';

/** The callout component for each admonition type of Docusaurus, Starlight, VitePress and MkDocs. */
const CALLOUTS: Readonly<Record<string, string>> = {
  note: 'Note',
  info: 'Info',
  tip: 'Tip',
  hint: 'Tip',
  important: 'Info',
  success: 'Check',
  check: 'Check',
  warning: 'Warning',
  caution: 'Warning',
  danger: 'Danger',
  error: 'Danger',
  details: 'Accordion',
};

/**
 * An admonition's opening fence at a line's start (after any block quote markers, indentation and list markers):
 * `:::note`, `::: tip Title`, `:::tip[Title]`, `- :::note`, `> 1. :::note`.
 */
const OPENING = /^((?:[\t >]|[-*+][\t ]|\d{1,9}[.)][\t ])*)(:{3,}) ?([A-Za-z][\w-]*)/;

/** The prefix of the lines inside a list item or block quote, from the opening line's: each list marker as spaces (`- ` → `  `). */
const innerPrefix = (prefix: string): string => prefix.replace(/[-*+]|\d{1,9}[.)]/g, (marker) => ' '.repeat(marker.length));

/** A line without the `\r` of a CRLF line ending. */
const withoutCr = (line: string): string => (line.endsWith('\r') ? line.slice(0, -1) : line);

/** An admonition's title as written after its type: `[Title]`, or ` Title`; `unreadable` for a line that is no title (`[a [b] c]`). */
function titleOf(rest: string, at: number): { text: string; from: number; to: number } | 'unreadable' | undefined {
  if (rest.trim() === '') return undefined;
  const bracketed = /^\[([^\]]*)\]\s*$/.exec(rest);
  if (!bracketed && rest.startsWith('[')) return 'unreadable';
  const inner = bracketed ? (bracketed[1] ?? '') : rest;
  const text = inner.trim();
  if (text === '') return undefined;
  const from = at + (bracketed ? 1 : 0) + inner.indexOf(text);
  return { text, from, to: from + text.length };
}

/** One admonition opening: its fence's offsets, type and title, and what its line holds besides. */
interface Opening {
  from: number;
  to: number;
  type: string;
  /** The title and its offsets, as written; `unreadable` when the line holds more after the fence than a title. */
  title: { text: string; from: number; to: number } | 'unreadable' | undefined;
  /** The block quote markers and indentation of the lines inside (the opening line's, a list marker as spaces). */
  prefix: string;
  /** How many colons the fence has. */
  colons: number;
  /** The offset of the line's end (its newline or the `\r` before it, or the end of the text). */
  lineEnd: number;
}

/** Each admonition opening in the source lines `[start, end)`. */
function* openings(source: string, start: number, end: number): Generator<Opening> {
  let at = start;
  for (const written of source.slice(start, end).split('\n')) {
    const line = withoutCr(written);
    const match = OPENING.exec(line);
    if (match) {
      const marks = match[1] ?? '';
      const from = at + marks.length;
      const rest = line.slice(match[0].length);
      yield { from, to: from + match[0].length - marks.length, type: match[3] ?? '', title: titleOf(rest, at + match[0].length), prefix: innerPrefix(marks), colons: (match[2] ?? '').length, lineEnd: at + line.length };
    }
    at += written.length + 1;
  }
}

/** A code fence's opening or closing (after the admonition's prefix). */
const CODE_FENCE = /^\s{0,3}(`{3,}|~{3,})/;

/**
 * The offsets of the fence that closes `opening` (`:::` with as many colons after the same prefix, to its line's end), skipping code
 * blocks and the admonitions nested in it with as many colons; undefined when the text has none.
 */
function closingOf(source: string, opening: Opening): [number, number] | undefined {
  const close = new RegExp(`^:{${opening.colons}}\\s*$`);
  const nested = new RegExp(`^:{${opening.colons}} ?[A-Za-z]`);
  let depth = 0;
  let code: string | undefined;
  const openingNewline = source.indexOf('\n', opening.lineEnd);
  if (openingNewline === -1) return undefined;
  let at = openingNewline + 1;
  while (at <= source.length) {
    const newline = source.indexOf('\n', at);
    const line = withoutCr(source.slice(at, newline === -1 ? source.length : newline));
    const lineEnd = at + line.length;
    // A line outside the block quote or list the admonition is in ends the search (blank lines aside).
    // A block quote's bare `>` line is in it too.
    if (line.trim() !== '' && !line.startsWith(opening.prefix) && line.trimEnd() !== opening.prefix.trimEnd()) return undefined;
    const inner = line.slice(opening.prefix.length);
    const fence = CODE_FENCE.exec(inner)?.[1];
    if (code !== undefined) {
      if (fence !== undefined && fence[0] === code[0] && fence.length >= code.length) code = undefined;
    } else if (fence !== undefined) code = fence;
    else if (nested.test(inner)) depth++;
    else if (close.test(inner)) {
      if (depth === 0) return [at + opening.prefix.length, lineEnd];
      depth--;
    }
    if (newline === -1) break;
    at = newline + 1;
  }
  return undefined;
}

/** A paragraph's inline nodes as this rule reads them: their type and offsets. */
type Inline = { type: string; position?: { start: { offset?: number }; end: { offset?: number } } | undefined };

/**
 * Whether a title is Markdown that shows other than as written (emphasis, code, a link, JSX, an expression, a
 * backslash escape): a `title="…"` shows its text as written (the build renders a string `title` as plain text,
 * as Mintlify's callouts do), so such a title is not rewritten.
 */
function isFormatted(title: { text: string; from: number; to: number }, inline: readonly Inline[]): boolean {
  if (/\\[!-/:-@[-`{-~]/.test(title.text)) return true;
  return inline.some((node) => node.type !== 'text' && (node.position?.start.offset ?? Infinity) < title.to && (node.position?.end.offset ?? -Infinity) > title.from);
}

/**
 * A plain title as a `title` attribute's value that shows it as written: in double quotes, else in single quotes (a
 * title with `"`), else in double quotes with each `"` as `&quot;` (MDX reads character references in an attribute
 * as Markdown reads them in text).
 */
function attributeValue(title: string): string {
  if (!title.includes('"')) return `"${title}"`;
  if (!title.includes("'")) return `'${title}'`;
  return `"${title.replaceAll('"', '&quot;')}"`;
}

/** Whether the text between the fences holds nothing but blank lines (and the block quote markers or indentation of the prefix). */
function isBlank(content: string, prefix: string): boolean {
  const marker = prefix.trimEnd();
  return content.split('\n').every((line) => (line.startsWith(marker) ? line.slice(marker.length) : line).trim() === '');
}

/**
 * The admonition written as its component: the opening line and the closing one replaced, the content between kept
 * as written; `empty` when nothing is between the fences (the callout would be `component-empty`). Undefined when it
 * cannot be done as written (a `details` block without a title, no closing fence).
 */
function asComponent(source: string, opening: Opening, component: string, value: string | undefined): { range: [number, number]; text: string } | 'empty' | undefined {
  if (component === 'Accordion' && value === undefined) return undefined;
  const closing = closingOf(source, opening);
  if (!closing) return undefined;
  const content = source.slice(opening.lineEnd, closing[0]);
  if (isBlank(content, opening.prefix)) return 'empty';
  const open = value === undefined ? `<${component}>` : `<${component} title=${value}>`;
  return { range: [opening.from, closing[1]], text: `${open}${content}</${component}>` };
}

export default defineRule({
  id: 'admonition-syntax',
  description: 'Forbid `:::note` admonitions from Docusaurus, Starlight and VitePress; Mintlify shows them as text',
  tags: ['components', 'structure'],
  recommended: 'warn',
  fixable: true,
  docs: {
    rationale:
      'Docusaurus, Starlight, VitePress and markdown-it write callouts as container directives: `:::note`, the content, ' +
      'then `:::`. Mintlify has no such syntax: the fences are plain paragraphs, so the page shows `:::note` and `:::` as ' +
      'text around content that is not set off. Write the callout as a component instead: `<Note>`, `<Tip>`, `<Info>`, ' +
      '`<Warning>`, `<Danger>` or `<Check>` (`caution` is `<Warning>`, a `details` block is an `<Accordion>`), and a title ' +
      '(`:::tip[Faster builds]`, `::: tip Faster builds`) its `title` attribute. The rule ' +
      'reports each opening fence (`:::note`, `::: tip Title`, `:::tip[Title]`) at the start of a paragraph line, also ' +
      'in block quotes and lists; code blocks and inline code are not read. `--fix` writes the admonition as its ' +
      'component, the content between the fences kept as written (nested ones too, a pass each), when it can be done as ' +
      'written: a known type, a closing fence with as many colons in the same block quote or list, some content ' +
      'between the fences (an empty callout is `component-empty`), a `title` for a `details` block, and a title of plain ' +
      'text (one with `"` is written in single quotes). A callout shows a `title="…"` as plain text, so a title with ' +
      'Markdown in it (`**bold**`, code, a link) is reported, not rewritten: write it as JSX (`title={<><strong>Bold</strong> ' +
      'title</>}`). In a `.md` page, where docwright would not draw the component (`md-page-component`), it is reported only.',
    whenNotToUse: 'When the pages are also built by a tool that reads container directives, and the text on Mintlify is accepted.',
  },
  messages: {
    known: 'Unexpected admonition `{{fence}}`, expected `<{{component}}>`: Mintlify shows `:::` lines as text',
    titled: 'Unexpected admonition `{{fence}}`, expected `<{{component}} title={{value}}>`: Mintlify shows `:::` lines as text',
    empty: 'Unexpected empty admonition `{{fence}}`, expected `{{open}}` with text in it: Mintlify shows `:::` lines as text, and an empty callout is `component-empty`, so it is not rewritten',
    formatted:
      'Unexpected admonition `{{fence}}` with a formatted title, expected `<{{component}} title={<>…</>}>` with the title written as JSX: Mintlify shows `:::` lines as text and a `title="…"` as plain text (its Markdown as written), so it is not rewritten',
    unreadable: 'Unexpected admonition `{{fence}}` followed by more than a title, expected `<{{component}}>` with that text kept as its `title` or in it: Mintlify shows `:::` lines as text, so it is not rewritten',
    other: 'Unexpected admonition `{{fence}}`, expected a component such as `<Note>`: Mintlify shows `:::` lines as text',
  },
  examples: examplesFile('admonition-syntax'),
  check(tree, context) {
    // Each paragraph's offsets, parent and inline nodes: a fence is rewritten only with a closing fence in a paragraph
    // of the same parent, so the component never closes inside another element (`:::tip`, `<Card>`, `:::`, `</Card>`).
    const paragraphs: { start: number; end: number; parent: unknown; inline: readonly Inline[] }[] = [];
    walkTypes(tree, ['paragraph'], (node, ancestors) => {
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      if (start !== undefined && end !== undefined) paragraphs.push({ start, end, parent: ancestors[ancestors.length - 1], inline: node.children });
    });
    const parentAt = (offset: number): unknown => paragraphs.find((p) => p.start <= offset && offset <= p.end)?.parent;
    for (const { start, end, parent, inline } of paragraphs) {
      // From the paragraph's line start, so a fence after block quote markers or list indentation is at a line start too.
      const lineStart = context.source.lastIndexOf('\n', start - 1) + 1;
      for (const found of openings(context.source, lineStart, end)) {
        const fence = context.source.slice(found.from, found.to);
        const component = CALLOUTS[found.type.toLowerCase()];
        const place = rangeAt(context.file, found.from, found.to);
        const { title } = found;
        if (component === undefined) context.report({ messageId: 'other', data: { fence }, place });
        else if (title === 'unreadable') context.report({ messageId: 'unreadable', data: { fence, component }, place });
        else if (title !== undefined && isFormatted(title, inline)) context.report({ messageId: 'formatted', data: { fence, component }, place });
        else {
          const value = title === undefined ? undefined : attributeValue(title.text);
          const rewrite = asComponent(context.source, found, component, value);
          // In a `.md` page the component would not be drawn by docwright (`md-page-component`): reported, not rewritten.
          const fix = context.page.syntax === 'mdx' && typeof rewrite === 'object' && parentAt(rewrite.range[1]) === parent ? { fix: rewrite } : {};
          if (rewrite === 'empty') context.report({ messageId: 'empty', data: { fence, open: value === undefined ? `<${component}>` : `<${component} title=${value}>` }, place });
          else if (value !== undefined) context.report({ messageId: 'titled', data: { fence, component, value }, place, ...fix });
          else context.report({ messageId: 'known', data: { fence, component }, place, ...fix });
        }
      }
    }
  },
});
