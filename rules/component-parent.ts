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
      'A `<Step>` outside `<Steps>` is a step alone, numbered 1, and a `<Tab>` outside `<Tabs>` shows its content without a tab: Mintlify ' +
      'draws them and warns, so these are warnings that say what the reader sees, as are a tree entry and a colour swatch out of place (each draws ' +
      'itself at the first level); a component the registry knows no such drawing for is an error. The registry lists where such ' +
      'components may sit; the rule looks at the nearest enclosing component (a paragraph around a one-line component ' +
      'does not count). The top level of a snippet file is not checked, as the page that imports it decides what surrounds it. ' +
      'An `<Expandable>` renders anywhere (inside a field, or around a group of fields or a table), so it may sit anywhere.',
  },
  messages: {
    parent: 'Unexpected `<{{name}}>` {{where}}, expected it directly inside {{expected}}',
    shown: 'Unexpected `<{{name}}>` {{where}}, expected it directly inside {{expected}}: {{shows}}',
  },
  examples: examplesFile('component-parent'),
  check(tree, context) {
    const snippet = isSnippetFile(context.file.path, context.page.kind);
    visitComponents(tree, (node, spec, ancestors) => {
      if (!spec.parents) return;
      // What Mintlify draws elsewhere is a warning that says how; a component it would lose stays an error.
      const report = (where: string): void => {
        const data = { name: spec.name, where, expected: list(spec.parents ?? []) };
        if (spec.elsewhere) context.report({ messageId: 'shown', node, data: { ...data, shows: spec.elsewhere }, atMost: 'warn' });
        else context.report({ messageId: 'parent', node, data });
      };
      const parent = jsxParent(ancestors);
      if (parent === 'root') {
        if (!snippet) report('at the top level');
        return;
      }
      if ('name' in parent && (parent.type === 'mdxJsxFlowElement' || parent.type === 'mdxJsxTextElement')) {
        if (parent.name && spec.parents.includes(parent.name)) return;
        report(`inside \`<${parent.name ?? ''}>\``);
        return;
      }
      const where = parent.type === 'listItem' ? 'inside a list item' : `inside a ${parent.type === 'tableCell' ? 'table' : parent.type}`;
      report(where);
    });
  },
});
