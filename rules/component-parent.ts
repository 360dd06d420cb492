import { jsxParent, visitComponents } from '../src/components/tree.js';
import { isSnippetFile } from '../src/rule-kit/page-helpers.js';
import { examplesFile } from '../src/rule-kit/examples-file.js';
import { defineRule } from '../src/rule-kit/rule.js';

const list = (names: readonly string[]): string => names.map((name) => `\`<${name}>\``).join(' or ');

export default defineRule({
  id: 'component-parent',
  description: 'Require components that belong inside another component to be placed there',
  tags: ['components'],
  recommended: 'error',
  docs: {
    rationale:
      'A `<Step>` outside `<Steps>` loses its number and line, and a `<Tab>` outside `<Tabs>` is never shown. The registry lists where such ' +
      'components may sit; the rule looks at the nearest enclosing component (a paragraph around a one-line component ' +
      'does not count). The top level of a snippet file is not checked, as the page that imports it decides what surrounds it. ' +
      'An `<Expandable>` renders anywhere (inside a field, or around a group of fields or a table), so it may sit anywhere.',
  },
  messages: {
    parent: 'Unexpected `<{{name}}>` {{where}}, expected it directly inside {{expected}}',
  },
  examples: examplesFile('component-parent'),
  check(tree, context) {
    const snippet = isSnippetFile(context.file.path, context.page.kind);
    visitComponents(tree, (node, spec, ancestors) => {
      if (!spec.parents) return;
      const parent = jsxParent(ancestors);
      if (parent === 'root') {
        if (!snippet) context.report({ messageId: 'parent', node, data: { name: spec.name, where: 'at the top level', expected: list(spec.parents) } });
        return;
      }
      if ('name' in parent && (parent.type === 'mdxJsxFlowElement' || parent.type === 'mdxJsxTextElement')) {
        if (parent.name && spec.parents.includes(parent.name)) return;
        context.report({ messageId: 'parent', node, data: { name: spec.name, where: `inside \`<${parent.name ?? ''}>\``, expected: list(spec.parents) } });
        return;
      }
      const where = parent.type === 'listItem' ? 'inside a list item' : `inside a ${parent.type === 'tableCell' ? 'table' : parent.type}`;
      context.report({ messageId: 'parent', node, data: { name: spec.name, where, expected: list(spec.parents) } });
    });
  },
});
