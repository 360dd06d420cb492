// What `component-known` says of a component nothing defines: one text and one "did you mean" for lint's rule
// (rules/component-known.ts) and the build's warning (src/render/page/page-hast.ts).
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { componentNames, getComponent, jsxComponentNames } from './index.js';
import { didYouMean } from '../did-you-mean.js';

/** The message templates (`{{name}}`, `{{suggestion}}`): the rule's `messages`, and what the build fills in. */
export const UNKNOWN_COMPONENT_MESSAGES = {
  unknown: 'Unexpected unknown component `<{{name}}>`, expected a registry component or one imported in the page',
  suggest: 'Unexpected unknown component `<{{name}}>`, expected `<{{suggestion}}>`',
  tabItem: 'Unexpected Docusaurus or Starlight tab `<TabItem>`, expected `<Tab title="{{title}}">` inside `<Tabs>`',
  mintlifyOnly:
    'Unexpected component `<{{name}}>` that docwright does not draw, expected a registry component: Mintlify draws {{mintlify}}; docwright shows its content without it',
  package: 'Unexpected component `<{{name}}>` imported from package `{{source}}`, expected a registry component or a local import (`/snippets/…`): Mintlify imports only local files',
  packageForeign: 'Unexpected component `<{{name}}>` imported from package `{{source}}`, expected `<{{suggestion}}>`: Mintlify imports only local files',
  htmlBlock: 'Unexpected HTML element `<{{name}}>` as a block, expected one Mintlify keeps (such as `<div>`, `<p>`, `<span>`) or Markdown: Mintlify removes it with its content, and so does docwright',
  lowerCase: 'Unexpected HTML element `<{{name}}>`, expected `<{{suggestion}}>`: a lower-case tag is HTML, not the component, so it is drawn without it',
  lowerCaseBlock: 'Unexpected HTML element `<{{name}}>` as a block, expected `<{{suggestion}}>`: a lower-case tag is HTML, not the component; Mintlify removes it with its content, and so does docwright',
} as const;

/** The one-line message for an HTML element `name` written as a block that Mintlify removes with its content. */
export function htmlBlockMessage(name: string): string {
  return UNKNOWN_COMPONENT_MESSAGES.htmlBlock.replaceAll('{{name}}', () => name);
}

/** Lower-case names of registry components that are HTML or SVG elements too (`<frame>`, `<param>`, SVG's `<view>`): written so, they are HTML. */
const HTML_TWINS = new Set(['frame', 'param', 'view']);

/** The registry component a lower-case tag is in all but case (`<note>` → `Note`), unless that name is HTML's own. */
export function lowerCaseComponent(name: string): string | undefined {
  if (!/^[a-z]+$/.test(name) || HTML_TWINS.has(name) || getComponent(name)) return undefined;
  return componentNames.find((known) => known.toLowerCase() === name);
}

/**
 * What `component-known` says of `<name>`, a registry name written in lower case (`<note>` for `suggestion`, `Note`):
 * as a block Mintlify does not keep, that Mintlify removes it with its content (`block`); inside a sentence, that it is
 * drawn without the component (Mintlify keeps it as an HTML element, and shows its content).
 */
export function lowerCaseMessage(name: string, suggestion: string, block: boolean): string {
  const template = block ? UNKNOWN_COMPONENT_MESSAGES.lowerCaseBlock : UNKNOWN_COMPONENT_MESSAGES.lowerCase;
  return template.replaceAll('{{name}}', () => name).replaceAll('{{suggestion}}', () => suggestion);
}

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
 * The HTML element names Mintlify's pipeline keeps (the lower-case part of `allowedComponents` in `@mintlify/common`,
 * which `remarkMdxRemoveUnknownJsx` reads): any other HTML element written as a block (on lines of its own) it removes
 * with its content. Shared by the build (src/render/page/page-hast.ts) and `component-known`.
 */
export const MINTLIFY_HTML_NAMES: ReadonlySet<string> = new Set('a b br button clipPath col colgroup defs div form g h1 h2 h3 h4 head hr iframe img input label li link ol p path picture rect script section source span sub sup svg table tbody td th thead tr ul video code kbd pre zapier-zap-templates'.split(' '));

/**
 * Components on Mintlify's allowed list (`@mintlify/common`'s component names) that the registry leaves out, by name:
 * what Mintlify draws for each. Mintlify accepts them, so they are warnings, never errors (`component-known`).
 * None is in the registry: `Link` and `ZoomImage` are Mintlify's internal wrappers (a Next.js link, the zoom its
 * rehype step puts around images), `Mermaid` takes its diagram as a `chart` prop (docwright draws ```` ```mermaid ````
 * blocks), `GitHub` is the namespace of `GitHub.Repo`, and `SnippetGroup` is internal to its snippet handling.
 */
export const MINTLIFY_ONLY: ReadonlyMap<string, string> = new Map([
  ['Link', 'a link to its `href`'],
  ['ZoomImage', 'its image, zoomed on a click'],
  ['Mermaid', 'the diagram of its `chart` prop (write a ```` ```mermaid ```` block instead)'],
  ['GitHub', 'its content (it is the namespace of `GitHub.Repo`)'],
  ['Github', 'its content (it is the namespace of `GitHub.Repo`)'],
  ['SnippetGroup', 'its snippets as a group'],
]);

/**
 * Docusaurus and Starlight components by name, and the registry component that does their job here: a page or a
 * question moved from those tools names them, and no spelling is close enough for `didYouMean`.
 */
export const FOREIGN_COMPONENTS: ReadonlyMap<string, string> = new Map([
  ['TabItem', 'Tab'],
  ['Admonition', 'Note'],
  ['Aside', 'Note'],
  ['Details', 'Accordion'],
  ['LinkCard', 'Card'],
  ['CardGrid', 'CardGroup'],
  ['DocCardList', 'CardGroup'],
]);

/** The callout of each `type` of Starlight's `<Aside>` and Docusaurus's `<Admonition>`. */
const CALLOUT_TYPES: Partial<Record<string, string>> = { note: 'Note', tip: 'Tip', info: 'Info', caution: 'Warning', warning: 'Warning', danger: 'Danger', success: 'Check' };

/**
 * The registry component that does the job of the Docusaurus or Starlight component `node` (`FOREIGN_COMPONENTS`): an
 * `<Aside>` or `<Admonition>` by its `type` written as a string (`caution` → `Warning`); undefined for another component.
 */
export function foreignComponent(name: string, node: MdxJsxFlowElement | MdxJsxTextElement): string | undefined {
  if (name === 'Aside' || name === 'Admonition') {
    const type = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'type');
    const callout = type?.type === 'mdxJsxAttribute' && typeof type.value === 'string' ? CALLOUT_TYPES[type.value.trim().toLowerCase()] : undefined;
    if (callout !== undefined) return callout;
  }
  return FOREIGN_COMPONENTS.get(name);
}

/**
 * The known name an unknown component `name` most likely meant: the registry component that does the job of a
 * Docusaurus or Starlight one (`FOREIGN_COMPONENTS`), else a registry component or one of `bindings` (the names the
 * page imports or defines) close enough to be a typo (`didYouMean`); else `undefined`.
 */
export function nearComponent(name: string, bindings: Iterable<string>): string | undefined {
  return FOREIGN_COMPONENTS.get(name) ?? didYouMean(name, [...jsxComponentNames, ...bindings]);
}

/** The one-line message for the unknown component `name`, naming `near` (from `nearComponent`) when there is one. */
export function unknownComponentMessage(name: string, near: string | undefined): string {
  const template = near === undefined ? UNKNOWN_COMPONENT_MESSAGES.unknown : UNKNOWN_COMPONENT_MESSAGES.suggest;
  return template.replaceAll('{{name}}', () => name).replaceAll('{{suggestion}}', () => near ?? '');
}

/**
 * The one-line message for the component `name` the page imports from the package `source` (Mintlify imports only local
 * files), naming `foreign` (from `foreignComponent`), the registry component that does its job, when there is one.
 */
export function packageComponentMessage(name: string, source: string, foreign: string | undefined): string {
  const template = foreign === undefined ? UNKNOWN_COMPONENT_MESSAGES.package : UNKNOWN_COMPONENT_MESSAGES.packageForeign;
  return template.replaceAll('{{name}}', () => name).replaceAll('{{source}}', () => source).replaceAll('{{suggestion}}', () => foreign ?? '');
}
