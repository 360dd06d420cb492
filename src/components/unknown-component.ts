// What `component-known` says of a component nothing defines: one text and one "did you mean" for lint's rule
// (rules/component-known.ts) and the build's warning (src/render/page/page-hast.ts).
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { jsxComponentNames } from './index.js';
import { didYouMean } from '../did-you-mean.js';

/** The message templates (`{{name}}`, `{{suggestion}}`): the rule's `messages`, and what the build fills in. */
export const UNKNOWN_COMPONENT_MESSAGES = {
  unknown: 'Unexpected unknown component `<{{name}}>`, expected a registry component or one imported in the page',
  suggest: 'Unexpected unknown component `<{{name}}>`, expected `<{{suggestion}}>`',
  tabItem: 'Unexpected Docusaurus tab `<TabItem>`, expected `<Tab title="{{title}}">` inside `<Tabs>`',
} as const;

/** The title a Docusaurus or Starlight `<TabItem>` shows: its `label`, else its `value`, when written as a string; else `…`. */
export function tabItemTitle(node: MdxJsxFlowElement | MdxJsxTextElement): string {
  for (const key of ['label', 'value']) {
    const attribute = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === key);
    if (attribute?.type === 'mdxJsxAttribute' && typeof attribute.value === 'string' && attribute.value.trim() !== '') return attribute.value.trim().replaceAll('"', '&quot;');
  }
  return '…';
}

/** The one-line message for a `<TabItem>` titled `title` (from `tabItemTitle`). */
export function tabItemMessage(title: string): string {
  return UNKNOWN_COMPONENT_MESSAGES.tabItem.replaceAll('{{title}}', () => title);
}

/**
 * The known name an unknown component `name` most likely meant: a registry component or one of `bindings` (the
 * names the page imports or defines), when one is close enough to be a typo (`didYouMean`); else `undefined`.
 */
export function nearComponent(name: string, bindings: Iterable<string>): string | undefined {
  return didYouMean(name, [...jsxComponentNames, ...bindings]);
}

/** The one-line message for the unknown component `name`, naming `near` (from `nearComponent`) when there is one. */
export function unknownComponentMessage(name: string, near: string | undefined): string {
  const template = near === undefined ? UNKNOWN_COMPONENT_MESSAGES.unknown : UNKNOWN_COMPONENT_MESSAGES.suggest;
  return template.replaceAll('{{name}}', () => name).replaceAll('{{suggestion}}', () => near ?? '');
}
