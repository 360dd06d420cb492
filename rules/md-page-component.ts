import { getComponent } from '../src/components/index.js';
import { isBound, isHtmlName, packageImports, pageBindings } from '../src/components/page-scope.js';
import { visitElements } from '../src/components/tree.js';
import { examplesFile } from '../src/rule-kit/examples-file.js';
import { mdPageAsMdx } from '../src/rule-kit/md-page-tree.js';
import { defineRule } from '../src/rule-kit/rule.js';

export default defineRule({
  id: 'md-page-component',
  description: 'Disallow components in `.md` pages, which Mintlify compiles as MDX and draws',
  tags: ['components'],
  recommended: 'warn',
  docs: {
    rationale:
      'Mintlify compiles every `.md` page but the repository\'s own documents (`README.md`, `LICENSE.md`, `CONTRIBUTING.md` …) ' +
      'as MDX, so `<Note>`, `<Tabs>` or an imported snippet in a `.md` page are drawn as components there. Read as Markdown, as ' +
      '`build` reads a `.md` page, the same tags are HTML that no browser knows: the build leaves them out and shows only ' +
      'what is inside them, so the two sites differ. Rename the page `.mdx` to have the components everywhere. The rule ' +
      'reports registry components and names the page imports or defines, as written; a capitalised name that is none of ' +
      'these (Docusaurus\' `<TabItem>`, a misspelling) is `component-known`\'s, as Mintlify leaves it out with its content. ' +
      'Lower-case HTML (`<div>`, `<details>`) is drawn alike by both and not reported. `build` and `dev` report the same findings.',
    whenNotToUse: 'When the site is never deployed on Mintlify and its `.md` pages are meant as plain Markdown.',
  },
  messages: {
    component: 'Unexpected component `<{{name}}>` in a `.md` page, expected the page renamed `.mdx`: Mintlify compiles `.md` pages as MDX and draws the component, the build reads the page as Markdown and shows only what is inside it',
  },
  examples: examplesFile('md-page-component'),
  check(_tree, context) {
    const tree = mdPageAsMdx(context.file.path, context.source, context.page);
    if (!tree) return;
    const bindings = pageBindings(tree);
    // A package import binds nothing on Mintlify, which imports only local files.
    for (const name of packageImports(tree).keys()) bindings.delete(name);
    visitElements(tree, (node) => {
      const name = node.name ?? '';
      if (name === '' || isHtmlName(name)) return;
      const snippet = name === 'Snippet' && node.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === 'file');
      if (getComponent(name) || isBound(name, bindings) || snippet) context.report({ messageId: 'component', node, data: { name } });
    });
  },
});
