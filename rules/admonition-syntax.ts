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

/** Each admonition opening in the source lines `[start, end)`, as its offsets and type. */
function* openings(source: string, start: number, end: number): Generator<{ from: number; to: number; type: string; title: string | undefined }> {
  let at = start;
  for (const line of source.slice(start, end).split('\n')) {
    const match = OPENING.exec(line);
    if (match) {
      const from = at + (match[1] ?? '').length;
      yield { from, to: from + match[0].length - (match[1] ?? '').length, type: match[3] ?? '', title: titleOf(line.slice(match[0].length)) };
    }
    at += line.length + 1;
  }
}

export default defineRule({
  id: 'admonition-syntax',
  description: 'Forbid `:::note` admonitions from Docusaurus, Starlight and VitePress; Mintlify shows them as text',
  tags: ['components', 'structure'],
  recommended: 'warn',
  docs: {
    rationale:
      'Docusaurus, Starlight, VitePress and markdown-it write callouts as container directives: `:::note`, the content, ' +
      'then `:::`. Mintlify has no such syntax: the fences are plain paragraphs, so the page shows `:::note` and `:::` as ' +
      'text around content that is not set off. Write the callout as a component instead: `<Note>`, `<Tip>`, `<Info>`, ' +
      '`<Warning>`, `<Danger>` or `<Check>` (`caution` is `<Warning>`, a `details` block is an `<Accordion>`), and a title ' +
      '(`:::tip[Faster builds]`, `::: tip Faster builds`) its `title` attribute. The rule ' +
      'reports each opening fence (`:::note`, `::: tip Title`, `:::tip[Title]`) at the start of a paragraph line, also ' +
      'in block quotes and lists; code blocks and inline code are not read.',
    whenNotToUse: 'When the pages are also built by a tool that reads container directives, and the text on Mintlify is accepted.',
  },
  messages: {
    known: 'Unexpected admonition `{{fence}}`, expected `<{{component}}>`: Mintlify shows `:::` lines as text',
    titled: 'Unexpected admonition `{{fence}}`, expected `<{{component}} title="{{title}}">`: Mintlify shows `:::` lines as text',
    other: 'Unexpected admonition `{{fence}}`, expected a component such as `<Note>`: Mintlify shows `:::` lines as text',
  },
  examples: examplesFile('admonition-syntax'),
  check(tree, context) {
    walkTypes(tree, ['paragraph'], (node) => {
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      if (start === undefined || end === undefined) return;
      // From the paragraph's line start, so a fence after block quote markers or list indentation is at a line start too.
      const lineStart = context.source.lastIndexOf('\n', start - 1) + 1;
      for (const found of openings(context.source, lineStart, end)) {
        const fence = context.source.slice(found.from, found.to);
        const component = CALLOUTS[found.type.toLowerCase()];
        const place = rangeAt(context.file, found.from, found.to);
        if (component && found.title !== undefined) context.report({ messageId: 'titled', data: { fence, component, title: found.title }, place });
        else if (component) context.report({ messageId: 'known', data: { fence, component }, place });
        else context.report({ messageId: 'other', data: { fence }, place });
      }
    });
  },
});
