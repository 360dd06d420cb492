import { getComponent } from '../src/components/index.js';
import { isBound, isHtmlName, isPlaceholderName, pageBindings } from '../src/components/page-scope.js';
import { nearComponent, UNKNOWN_COMPONENT_MESSAGES } from '../src/components/unknown-component.js';
import { visitElements } from '../src/components/tree.js';
import { defineRule, nameList, optionsObject, type Suggestion } from '../src/rule-kit/rule.js';
import { differsInCaseOnly, nodeRange, renameElement, suggestion } from '../src/rule-kit/edits.js';

/** A self-closing placeholder's two repairs: escaped as text, or written as code (neither when it has children). */
function placeholderEdits(source: string, node: Parameters<typeof nodeRange>[0]): Suggestion[] {
  const range = nodeRange(node);
  if (!range) return [];
  const text = source.slice(range[0], range[1]);
  if (!/^<[^<>]*\/\s*>$/.test(text) || text.includes('`')) return [];
  return [
    { title: `Escape as text (\`\\${text}\`)`, fix: { range: [range[0], range[0]], text: '\\' } },
    { title: `Write as code (\`\` \`${text}\` \`\`)`, fix: { range, text: `\`${text}\`` } },
  ];
}

export default defineRule({
  id: 'component-known',
  description: 'Require every component to be in the registry, imported or defined in the page',
  tags: ['components'],
  recommended: 'error',
  fixable: true,
  hasSuggestions: true,
  docs: {
    rationale:
      'A misspelt component (`<Acordion>`) is not an error to MDX: it fails at build time or renders nothing. The rule checks ' +
      'every capitalised tag against the component registry and against the names the page imports ' +
      '(`import Setup from "/snippets/setup.mdx"`) or defines (`export const Banner = …`), and suggests the closest known ' +
      'name. An all-caps tag such as `<TRACE_ID/>` is almost always a placeholder meant as text: write `\\<TRACE_ID>` or ' +
      'put it in code (`` `<TRACE_ID>` ``). Lower-case tags are HTML and are not checked. `--fix` corrects a name that ' +
      'differs from a known one in case only (`<Codegroup>` → `<CodeGroup>`); a closer spelling (`<Acordion>`) is a ' +
      'suggestion in the editor, as are the escaped and code forms of a self-closing placeholder.',
    whenNotToUse: 'When the site registers extra components globally; list them in the `components` option instead.',
  },
  messages: {
    ...UNKNOWN_COMPONENT_MESSAGES,
    placeholder: 'Unexpected placeholder `<{{name}}>` read as a component, expected `\\<{{name}}>` or code (`` `<{{name}}>` ``)',
  },
  schema: optionsObject({
    components: nameList('Extra component names the site provides globally'),
  }),
  examples: {
    ok: [
      { input: '<Note>Back up your data first.</Note>\n' },
      { name: 'an imported snippet', input: "import Setup from '/snippets/setup.mdx';\n\n<Setup />\n" },
      { name: 'a snippet included by file name', input: '<Snippet file="setup.mdx" />\n' },
      { name: 'a component defined in the page', input: 'export const Hello = () => <p>Hello</p>;\n\n<Hello />\n' },
      { name: 'dotted names', input: '<Tree>\n  <Tree.File name="docs.json" />\n</Tree>\n' },
      { name: 'a heading written as a component', input: '<Heading level={2} noAnchor>\n  Limits\n</Heading>\n' },
      { name: 'HTML elements', input: '<div>\n  Press <kbd>Enter</kbd>.\n</div>\n' },
      { name: 'an escaped placeholder', input: 'Send the \\<TRACE_ID> header.\n' },
      { name: 'a globally provided component', input: '<Banner />\n', options: { components: ['Banner'] } },
    ],
    notOk: [
      {
        input: '<Acordion title="Why?">\n  Because.\n</Acordion>\n',
        output: ['1:1-3:12: Unexpected unknown component `<Acordion>`, expected `<Accordion>`'],
        suggested: [{ title: 'Rename to `<Accordion>`', output: '<Accordion title="Why?">\n  Because.\n</Accordion>\n' }],
      },
      {
        name: 'a known name in other case',
        input: '<Codegroup>\n\n```bash npm\nnpm i docwright\n```\n\n</Codegroup>\n',
        output: ['1:1-7:13: Unexpected unknown component `<Codegroup>`, expected `<CodeGroup>`'],
        fixed: '<CodeGroup>\n\n```bash npm\nnpm i docwright\n```\n\n</CodeGroup>\n',
      },
      {
        name: 'no close match',
        input: '<Carousel />\n',
        output: ['1:1-1:13: Unexpected unknown component `<Carousel>`, expected a registry component or one imported in the page'],
      },
      {
        name: 'a placeholder in prose',
        input: 'Send the <TRACE_ID/> header.\n',
        output: ['1:10-1:21: Unexpected placeholder `<TRACE_ID>` read as a component, expected `\\<TRACE_ID>` or code (`` `<TRACE_ID>` ``)'],
        suggested: [
          { title: 'Escape as text (`\\<TRACE_ID/>`)', output: 'Send the \\<TRACE_ID/> header.\n' },
          { title: 'Write as code (`` `<TRACE_ID/>` ``)', output: 'Send the `<TRACE_ID/>` header.\n' },
        ],
      },
    ],
  },
  check(tree, context) {
    if (context.page.syntax !== 'mdx') return;
    const bindings = pageBindings(tree);
    const extra = context.options?.components ?? [];
    for (const name of extra) bindings.add(name);
    visitElements(tree, (node) => {
      const name = node.name ?? '';
      if (isHtmlName(name) || getComponent(name) || isBound(name, bindings)) return;
      // `<Snippet file="x.mdx" />` includes a file of `snippets/` (an older form Mintlify still supports).
      if (name === 'Snippet' && node.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === 'file')) return;
      if (isPlaceholderName(name)) {
        context.report({ messageId: 'placeholder', node, data: { name }, suggest: placeholderEdits(context.source, node) });
        return;
      }
      const near = nearComponent(name, bindings);
      if (!near) {
        context.report({ messageId: 'unknown', node, data: { name } });
        return;
      }
      const rename = renameElement(context.source, node, name, near);
      // Case alone is one sure repair; a closer spelling may be another component than the one meant.
      if (differsInCaseOnly(name, near) && rename) context.report({ messageId: 'suggest', node, data: { name, suggestion: near }, fix: rename });
      else context.report({ messageId: 'suggest', node, data: { name, suggestion: near }, suggest: suggestion(`Rename to \`<${near}>\``, rename) });
    });
  },
});
