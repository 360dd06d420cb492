import { isSpread, surelyMeant } from '../src/components/attribute-values.js';
import { didYouMean } from '../src/did-you-mean.js';
import { visitComponents } from '../src/components/tree.js';
import { examplesFile } from '../src/rule-kit/examples-file.js';
import { defineRule, type Fix, type Suggestion } from '../src/rule-kit/rule.js';
import { differsInCaseOnly, nodeRange, renameAttribute, suggestion } from '../src/rule-kit/edits.js';
import type { JsxElement } from '../src/components/tree.js';
import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx';

/** Attributes React gives every element. */
const UNIVERSAL = new Set(['key']);

/** Remove an attribute with the blanks before it (only when blanks are all that is before it on its tag). */
function removeAttribute(source: string, attribute: MdxJsxAttribute): Fix | undefined {
  const range = nodeRange(attribute);
  if (!range) return undefined;
  const before = /[ \t]*(\r?\n[ \t]*)?$/.exec(source.slice(Math.max(0, range[0] - 200), range[0]))?.[0] ?? '';
  return before.length === 0 ? undefined : { range: [range[0] - before.length, range[1]], text: '' };
}

/** The name `to` is free on the element (renaming into a name it already has would write the attribute twice). */
function isFree(element: JsxElement, to: string): boolean {
  return !element.attributes.some((a) => !isSpread(a) && a.name === to);
}

/** A rename to `to` as a fix when it is sure (a known misnaming, or case only) and the name is free. */
function renameFix(source: string, element: JsxElement, attribute: MdxJsxAttribute, to: string, sure: boolean): { fix?: Fix; suggest?: Suggestion[] } {
  if (!isFree(element, to)) return {};
  const rename = renameAttribute(source, attribute, to);
  if (!rename) return {};
  return sure ? { fix: rename } : { suggest: suggestion(`Rename to \`${to}\``, rename) };
}

export default defineRule({
  id: 'component-attribute-known',
  description: 'Require every attribute of a registry component to be one it accepts',
  tags: ['components'],
  recommended: 'error',
  fixable: true,
  hasSuggestions: true,
  docs: {
    rationale:
      'A component ignores attributes it does not know, so a typo (`<Card titel="…">`) or an attribute borrowed from another ' +
      'component (`<Step description="…">`) silently does nothing. The rule checks each attribute against the registry and ' +
      'suggests the closest accepted name. A typo of an accepted name is an error: what the writer meant is lost. Any other ' +
      'attribute the component does not read (`<Frame type="glass">`, `<Card newTab>`) is a warning: Mintlify accepts the page ' +
      'and ignores the attribute, so it has no effect and can go. It skips an element with a spread (`{...props}`), whose ' +
      'attributes only running the code would reveal, and HTML elements, which accept every standard attribute. `--fix` ' +
      'renames an attribute the component reads under another name (`<Icon name>` → `icon`) or that differs from an accepted ' +
      'one in case only (`Title` → `title`); a typo (`titel`) is a suggestion to rename it, and an attribute with no effect a ' +
      'suggestion to remove it, in the editor.',
  },
  messages: {
    unknown: 'Unexpected attribute `{{attribute}}` on `<{{name}}>`, which has no effect (Mintlify ignores it), expected one of {{expected}}',
    suggest: 'Unexpected attribute `{{attribute}}` on `<{{name}}>`, expected `{{suggestion}}`',
    none: 'Unexpected attribute `{{attribute}}` on `<{{name}}>`, which has no effect (Mintlify ignores it), expected no attributes',
    misnamed: 'Unexpected attribute `{{attribute}}` on `<{{name}}>`, expected `{{suggestion}}` (`<{{name}}>` reads `{{suggestion}}`, and Mintlify fails the page without it)',
  },
  examples: examplesFile('component-attribute-known'),
  check(tree, context) {
    visitComponents(tree, (node, spec) => {
      if (spec.allowOtherAttributes || node.attributes.some(isSpread)) return;
      const accepted = spec.attributes.map((attribute) => attribute.name);
      for (const attribute of node.attributes) {
        if (isSpread(attribute) || UNIVERSAL.has(attribute.name) || accepted.includes(attribute.name)) continue;
        const data = { name: spec.name, attribute: attribute.name };
        const meant = spec.misnamed?.[attribute.name];
        if (meant !== undefined) {
          context.report({ messageId: 'misnamed', node: attribute, data: { ...data, suggestion: meant }, ...renameFix(context.source, node, attribute, meant, true) });
          continue;
        }
        if (accepted.length === 0) {
          context.report({ messageId: 'none', node: attribute, data, atMost: 'warn', suggest: suggestion(`Remove \`${attribute.name}\``, removeAttribute(context.source, attribute)) });
          continue;
        }
        const near = didYouMean(attribute.name, accepted);
        if (near && surelyMeant(attribute.name, near)) {
          const edit = renameFix(context.source, node, attribute, near, differsInCaseOnly(attribute.name, near));
          context.report({ messageId: 'suggest', node: attribute, data: { ...data, suggestion: near }, ...edit });
        } else {
          // A looser match (`type` for `style`) goes first in the list, not alone.
          const ordered = near ? [near, ...accepted.filter((a) => a !== near)] : accepted;
          // Mintlify renders the page and ignores the attribute: no effect, so a warning.
          // A looser match is not offered as a rename: its values rarely fit (`type="glass"` is no `style`).
          const suggest = suggestion(`Remove \`${attribute.name}\``, removeAttribute(context.source, attribute));
          context.report({ messageId: 'unknown', node: attribute, data: { ...data, expected: ordered.map((a) => `\`${a}\``).join(', ') }, atMost: 'warn', suggest });
        }
      }
    });
  },
});
