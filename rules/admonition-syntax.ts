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

/** An admonition's opening fence at a line's start (after any block quote markers): `:::note`, `::: tip Title`, `:::tip[Title]`. */
const OPENING = /^([\t >]*)(:{3,}) ?([A-Za-z][\w-]*)/;

/** The title after an admonition's type (`[Title]` or ` Title`), when it can stand in a `title="…"` attribute as written. */
function titleOf(rest: string): string | undefined {
  const title = (/^\[([^\]]*)\]\s*$/.exec(rest)?.[1] ?? rest).trim();
  return title === '' || /["{}<>[\]]/.test(title) ? undefined : title;
}

/** One admonition opening: its fence's offsets, type and title, and what its line holds besides. */
interface Opening {
  from: number;
  to: number;
  type: string;
  title: string | undefined;
  /** The block quote markers and indentation before the fence, as written. */
  prefix: string;
  /** How many colons the fence has. */
  colons: number;
  /** Whether the line holds nothing after the fence but the title (or nothing): only then can the fence be rewritten. */
  plain: boolean;
  /** The offset of the line's end (its newline, or the end of the text). */
  lineEnd: number;
}

/** Each admonition opening in the source lines `[start, end)`. */
function* openings(source: string, start: number, end: number): Generator<Opening> {
  let at = start;
  for (const line of source.slice(start, end).split('\n')) {
    const match = OPENING.exec(line);
    if (match) {
      const prefix = match[1] ?? '';
      const from = at + prefix.length;
      const rest = line.slice(match[0].length);
      const title = titleOf(rest);
      yield { from, to: from + match[0].length - prefix.length, type: match[3] ?? '', title, prefix, colons: (match[2] ?? '').length, plain: rest.trim() === '' || title !== undefined, lineEnd: at + line.length };
    }
    at += line.length + 1;
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
  let at = opening.lineEnd + 1;
  while (at <= source.length) {
    const newline = source.indexOf('\n', at);
    const lineEnd = newline === -1 ? source.length : newline;
    const line = source.slice(at, lineEnd);
    // A line outside the block quote or list the admonition is in ends the search (blank lines aside).
    if (line.trim() !== '' && !line.startsWith(opening.prefix)) return undefined;
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

/**
 * The admonition written as its component: the opening line and the closing one replaced, the content between kept
 * as written. Undefined when it cannot be done as written (an unknown type, a title that cannot stand in an attribute,
 * a `details` block without a title, no closing fence).
 */
function asComponent(source: string, opening: Opening, component: string | undefined): { range: [number, number]; text: string } | undefined {
  if (component === undefined || !opening.plain || (component === 'Accordion' && opening.title === undefined)) return undefined;
  const closing = closingOf(source, opening);
  if (!closing) return undefined;
  const open = opening.title === undefined ? `<${component}>` : `<${component} title="${opening.title}">`;
  const content = source.slice(opening.lineEnd, closing[0]);
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
      'written: a known type, a title that can stand in an attribute, a closing fence with as many colons in the same ' +
      'block quote or list, and a `title` for a `details` block; in a `.md` page, where docwright would not draw the ' +
      'component (`md-page-component`), it is reported only.',
    whenNotToUse: 'When the pages are also built by a tool that reads container directives, and the text on Mintlify is accepted.',
  },
  messages: {
    known: 'Unexpected admonition `{{fence}}`, expected `<{{component}}>`: Mintlify shows `:::` lines as text',
    titled: 'Unexpected admonition `{{fence}}`, expected `<{{component}} title="{{title}}">`: Mintlify shows `:::` lines as text',
    other: 'Unexpected admonition `{{fence}}`, expected a component such as `<Note>`: Mintlify shows `:::` lines as text',
  },
  examples: examplesFile('admonition-syntax'),
  check(tree, context) {
    // Each paragraph's offsets and parent: a fence is rewritten only with a closing fence in a paragraph of the same
    // parent, so the component never closes inside another element (`:::tip`, `<Card>`, `:::`, `</Card>`).
    const paragraphs: { start: number; end: number; parent: unknown }[] = [];
    walkTypes(tree, ['paragraph'], (node, ancestors) => {
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      if (start !== undefined && end !== undefined) paragraphs.push({ start, end, parent: ancestors[ancestors.length - 1] });
    });
    const parentAt = (offset: number): unknown => paragraphs.find((p) => p.start <= offset && offset <= p.end)?.parent;
    for (const { start, end, parent } of paragraphs) {
      // From the paragraph's line start, so a fence after block quote markers or list indentation is at a line start too.
      const lineStart = context.source.lastIndexOf('\n', start - 1) + 1;
      for (const found of openings(context.source, lineStart, end)) {
        const fence = context.source.slice(found.from, found.to);
        const component = CALLOUTS[found.type.toLowerCase()];
        const place = rangeAt(context.file, found.from, found.to);
        // In a `.md` page the component would not be drawn by docwright (`md-page-component`): reported, not rewritten.
        const fix = context.page.syntax === 'mdx' ? asComponent(context.source, found, component) : undefined;
        const fixed = fix && parentAt(fix.range[1]) === parent ? { fix } : {};
        if (component && found.title !== undefined) context.report({ messageId: 'titled', data: { fence, component, title: found.title }, place, ...fixed });
        else if (component) context.report({ messageId: 'known', data: { fence, component }, place, ...fixed });
        else context.report({ messageId: 'other', data: { fence }, place });
      }
    }
  },
});
