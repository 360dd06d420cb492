import { examplesFile } from '../src/rule-kit/examples-file.js';
import { defineRule } from '../src/rule-kit/rule.js';
import { frontmatterEnd } from '../src/parse/nesting-scan.js';
import { projectVariables, VARIABLE_REFERENCE } from '../src/parse/variables.js';
import { lineColumnIndex } from '../src/text-position.js';

/** A value shown in a message, cut when long. */
function shown(value: string): string {
  const flat = value.replace(/\s+/g, ' ');
  return flat.length > 40 ? `${flat.slice(0, 39)}…` : flat;
}

export default defineRule({
  id: 'frontmatter-variable',
  description: 'Disallow docs.json variable placeholders in front matter, where Mintlify shows them as written',
  tags: ['structure'],
  recommended: 'warn',
  docs: {
    rationale:
      'Mintlify replaces the `variables` of docs.json (`{{productName}}`) in a page\'s body, but reads the front matter from the raw ' +
      'file: a `title: "{{productName}} setup"` shows `{{productName}} setup` in the page\'s heading, the sidebar, search and the ' +
      'browser\'s tab. docwright builds it the same way, and reports each reference in the `---` block: one that docs.json defines ' +
      'with its value, to write out, and one it does not define as well (it looks like a variable, and shows as written either way). ' +
      'The body\'s variables are left alone (they are replaced), and so is a page Mintlify does not publish.',
    whenNotToUse: 'When the front matter is meant to show the braces, such as a page about a template language.',
  },
  messages: {
    defined: 'Unexpected `{{reference}}` in front matter, which Mintlify shows as written (it replaces variables in the body only), expected its value `{{value}}` written out',
    undefined: 'Unexpected `{{reference}}` in front matter, which Mintlify shows as written (variables are replaced in the body only, and docs.json defines no `{{name}}`), expected the text itself',
  },
  examples: examplesFile('frontmatter-variable'),
  check(_tree, context) {
    if (context.page.published === false) return;
    const end = frontmatterEnd(context.source);
    if (end === 0) return;
    const block = context.source.slice(0, end);
    if (!block.includes('{{')) return;
    const variables = context.page.variables ?? projectVariables(context.file.path) ?? {};
    const at = lineColumnIndex(context.source);
    for (const match of block.matchAll(VARIABLE_REFERENCE)) {
      const name = match[1] ?? '';
      const start = at(match.index);
      const stop = at(match.index + match[0].length);
      const place = { start: { line: start.line, column: start.column }, end: { line: stop.line, column: stop.column } };
      if (Object.hasOwn(variables, name)) context.report({ messageId: 'defined', data: { reference: match[0], value: shown(variables[name] ?? '') }, place });
      else context.report({ messageId: 'undefined', data: { reference: match[0], name }, place });
    }
  },
});
