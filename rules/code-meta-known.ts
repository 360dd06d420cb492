import { staticValue, visitDescribedAttributes } from '../src/components/attribute-values.js';
import { bracketedFlags, droppedTitleWords, unreadLineLists, unreadLineParts, unreadOptions } from '../src/components/code-meta.js';
import { walkType } from '../src/parse/walk.js';
import { examplesFile } from '../src/rule-kit/examples-file.js';
import { defineRule } from '../src/rule-kit/rule.js';

/** The unread parts of a line list, each in backticks. */
const listParts = (parts: readonly string[]): string => parts.map((part) => `\`${part}\``).join(', ');

export default defineRule({
  id: 'code-meta-known',
  description: 'Disallow quoted options in a code block’s meta line that no code block reads',
  tags: ['code'],
  recommended: 'warn',
  docs: {
    rationale:
      'After the language, a code block’s meta line holds its title and options: `title`, `icon`, `lines`, `wrap`, ' +
      '`expandable`, `highlight`, `focus`, `twoslash` and `nocopy` (and `placement` and `actions` on a `mermaid` ' +
      'block). A quoted `theme="…"` is read by Mintlify’s parser and used by no code block (the site’s ' +
      '`styling.codeblocks` sets the theme), so it is reported too. Mintlify’s parser takes every quoted or braced option out of the title, so `filename="app.js"` (a spelling ' +
      'from other tools) is read and shown nowhere, on Mintlify as in docwright: the block loses the name it was given. ' +
      'Write `title="app.js"`, or the name alone (```` ```js app.js ````). An unquoted `filename=app.js` is no finding: ' +
      'Mintlify shows it as the title, as written, and so does docwright. A `highlight` or `focus` list (on a fence or on ' +
      '`<CodeBlock>`) takes line numbers and ranges (`1-3,5` or `[1,3]`): a part that is neither, such as `focus="intro"`, ' +
      'marks no line, on Mintlify as in docwright. A title word that spells an option taking a value (`title`, `icon`, ' +
      '`lang`, `highlight`, `focus`, `theme`) is read as that option’s name and left out of the title, on Mintlify as ' +
      'in docwright: ```` ```mdx Custom image icon examples ```` is titled "Custom image examples". Write the title as ' +
      '`title="Custom image icon examples"` to keep every word. Only `expandable` may be written in brackets ' +
      '(`[expandable]`): any other flag in brackets (`[wrap]`, `[lines]`) is title text on Mintlify, shown as written ' +
      'and setting nothing, and so in docwright. Write the flag bare (`wrap`).',
  },
  messages: {
    unread: 'Unexpected code block option `{{key}}`, expected `title`, `icon`, `lines`, `wrap`, `expandable`, `highlight`, `focus`, `twoslash` or `nocopy`: it is shown nowhere',
    lines: 'Unexpected {{parts}} in `{{key}}`, expected line numbers or ranges such as `1-3,5`: it marks no line',
    bracketed: 'Unexpected `{{word}}` in the code block meta, expected `{{flag}}`: Mintlify reads only `[expandable]` in brackets and shows `{{word}}` in the title',
    dropped: 'Unexpected {{words}} in the code block title, expected `title="{{written}}"`: Mintlify reads it as an option name and leaves it out ({{shown}})',
  },
  examples: examplesFile('code-meta-known'),
  check(tree, context) {
    walkType(tree, 'code', (node) => {
      for (const key of unreadOptions(node.meta, node.lang)) context.report({ messageId: 'unread', node, data: { key } });
      for (const { key, parts } of unreadLineLists(node.meta)) context.report({ messageId: 'lines', node, data: { key, parts: listParts(parts) } });
      for (const { word, flag } of bracketedFlags(node.meta)) context.report({ messageId: 'bracketed', node, data: { word, flag } });
      const dropped = droppedTitleWords(node.meta);
      if (dropped) {
        const shown = dropped.shown === undefined ? 'no title is shown' : `the title shown is \`${dropped.shown}\``;
        context.report({ messageId: 'dropped', node, data: { words: listParts(dropped.words), written: dropped.written, shown } });
      }
    });
    // `<CodeBlock highlight focus>` takes the same lists.
    visitDescribedAttributes(tree, (attribute, _attributeSpec, spec) => {
      if (spec.name !== 'CodeBlock' || (attribute.name !== 'highlight' && attribute.name !== 'focus')) return;
      const value = staticValue(attribute);
      const parts = value.kind === 'string' ? unreadLineParts(value.value) : [];
      if (parts.length > 0) context.report({ messageId: 'lines', node: attribute, data: { key: attribute.name, parts: listParts(parts) } });
    });
  },
});
