import type { Nodes } from 'mdast';
import { getComponent } from '../src/components/index.js';
import { isHtmlName, pageBindings, isBound } from '../src/components/page-scope.js';
import { contentChildren, isJsx, visitComponents } from '../src/components/tree.js';
import { nodeName } from '../src/rule-kit/node-names.js';
import { examplesFile } from '../src/rule-kit/examples-file.js';
import { defineRule } from '../src/rule-kit/rule.js';

const expectedChildren = (children: readonly string[]): string => children.map((child) => (child === 'code' ? 'code blocks' : child === 'list' ? 'a list' : `\`<${child}>\``)).join(' or ');

export default defineRule({
  id: 'component-children',
  description: 'Require container components to hold only the children they are made for',
  tags: ['components'],
  recommended: 'error',
  docs: {
    rationale:
      'A container is made for certain children, and Mintlify draws whatever else it holds in their shape: `<Steps>` numbers ' +
      'a paragraph as a step without a title, `<Tabs>` makes it a tab titled `Tab Title`, and `<CodeGroup>`, `<RequestExample>` ' +
      'and `<ResponseExample>` make text between code blocks a tab without a title that shows it as plain text, its links and ' +
      'emphasis gone. Such content renders, so it is a warning that says what the reader sees. Components that take no content ' +
      '(`<Tree.File>`, `<Icon>`) should close themselves: that is an error. The rule ignores whitespace, comments and ' +
      'expressions, and components the page imports, as nothing tells what they render.',
  },
  messages: {
    child: 'Unexpected {{found}} inside `<{{name}}>`, expected only {{expected}}',
    shown: 'Unexpected {{found}} inside `<{{name}}>`, expected only {{expected}}: {{shows}}',
    content: 'Unexpected content inside `<{{name}}>`, expected it self-closing (`<{{name}} />`)',
    mixed: 'Unexpected {{found}} in one paragraph with `<{{child}}>` inside `<{{name}}>`, expected a blank line between them',
    mixedShown:
      'Unexpected {{found}} in one paragraph with `<{{child}}>` inside `<{{name}}>`, expected a blank line between them: ' +
      'the paragraph is one child, so {{shows}}, with the `<{{child}}>` inside it',
  },
  examples: examplesFile('component-children'),
  check(tree, context) {
    const bindings = pageBindings(tree);
    visitComponents(tree, (node, spec) => {
      if (spec.children === undefined || spec.children === 'any') return;
      const children = contentChildren(node);
      if (spec.children === 'none') {
        const first = children[0];
        if (first) context.report({ messageId: 'content', node: first, data: { name: spec.name } });
        return;
      }
      const allowed = spec.children;
      const fits = (child: Nodes): boolean => {
        if ((child.type === 'code' && allowed.includes('code')) || (child.type === 'list' && allowed.includes('list'))) return true;
        if (!isJsx(child)) return false;
        const name = child.name ?? '';
        // `<CodeBlock>` is a code block written as JSX: a code group makes it a tab as it does a fenced one.
        if (name === 'CodeBlock' && allowed.includes('code')) return true;
        // Unknown components are component-known's to report; lower-case HTML is not allowed here.
        return allowed.includes(name) || isBound(name, bindings) || (!isHtmlName(name) && !getComponent(name));
      };
      // One finding per block: a paragraph of text, links and bold is one offending block, not one per piece.
      const content = new Set(children);
      for (const block of node.children as Nodes[]) {
        const pieces = block.type === 'paragraph' ? contentChildren(block) : content.has(block) ? [block] : [];
        const wrong = pieces.filter((piece) => !fits(piece));
        const first = wrong[0];
        const last = wrong.at(-1);
        if (!first || !last) continue;
        const found = (wrong.length === 1 ? nodeName(first) : 'text').replace(/^an? /, '');
        const data = { name: spec.name, found, expected: expectedChildren(allowed) };
        const shows = spec.strayChildren;
        // A right child in the same paragraph as text is drawn inside that paragraph: the finding is the whole paragraph.
        const child = pieces.find((piece) => isJsx(piece) && allowed.includes(piece.name ?? ''));
        if (child && isJsx(child)) {
          const mixed = { ...data, child: child.name ?? '' };
          if (shows) context.report({ messageId: 'mixedShown', node: block, data: { ...mixed, shows }, atMost: 'warn' });
          else context.report({ messageId: 'mixed', node: block, data: mixed });
          continue;
        }
        const place = first.position && last.position ? { start: first.position.start, end: last.position.end } : undefined;
        // What Mintlify draws is a warning that says how; what it would lose stays an error.
        const at = place ? { place } : { node: first };
        if (shows) context.report({ messageId: 'shown', ...at, data: { ...data, shows }, atMost: 'warn' });
        else context.report({ messageId: 'child', ...at, data });
      }
    });
  },
});
