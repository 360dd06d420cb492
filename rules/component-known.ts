import { getComponent, jsxComponentNames } from '../src/components/index.js';
import { isBound, isHtmlName, isPlaceholderName, pageBindings } from '../src/components/page-scope.js';
import { didYouMean } from '../src/did-you-mean.js';
import { visitElements } from '../src/components/tree.js';
import { defineRule, nameList, optionsObject } from '../src/rule-kit/rule.js';

export default defineRule({
  id: 'component-known',
  description: 'Require every component to be in the registry, imported or defined in the page',
  tags: ['components'],
  recommended: 'error',
  docs: {
    rationale:
      'A misspelt component (`<Acordion>`) is not an error to MDX: it fails at build time or renders nothing. The rule checks ' +
      'every capitalised tag against the component registry and against the names the page imports ' +
      '(`import Setup from "/snippets/setup.mdx"`) or defines (`export const Banner = …`), and suggests the closest known ' +
      'name. An all-caps tag such as `<TRACE_ID/>` is almost always a placeholder meant as text: write `\\<TRACE_ID>` or ' +
      'put it in code (`` `<TRACE_ID>` ``). Lower-case tags are HTML and are not checked.',
    whenNotToUse: 'When the site registers extra components globally; list them in the `components` option instead.',
  },
  messages: {
    unknown: 'Unexpected unknown component `<{{name}}>`, expected a registry component or one imported in the page',
    suggest: 'Unexpected unknown component `<{{name}}>`, expected `<{{suggestion}}>`',
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
      },
    ],
  },
  check(tree, context) {
    if (context.page.syntax !== 'mdx') return;
    const bindings = pageBindings(tree);
    const extra = context.options?.components ?? [];
    for (const name of extra) bindings.add(name);
    const candidates = [...jsxComponentNames, ...bindings];
    visitElements(tree, (node) => {
      const name = node.name ?? '';
      if (isHtmlName(name) || getComponent(name) || isBound(name, bindings)) return;
      // `<Snippet file="x.mdx" />` includes a file of `snippets/` (an older form Mintlify still supports).
      if (name === 'Snippet' && node.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === 'file')) return;
      if (isPlaceholderName(name)) {
        context.report({ messageId: 'placeholder', node, data: { name } });
        return;
      }
      const near = didYouMean(name, candidates);
      if (near) context.report({ messageId: 'suggest', node, data: { name, suggestion: near } });
      else context.report({ messageId: 'unknown', node, data: { name } });
    });
  },
});
