import type { Parents } from 'mdast';
import { getComponent } from '../src/components/index.js';
import { isBound, isHtmlName, isPlaceholderName, packageImports, pageBindings } from '../src/components/page-scope.js';
import { foreignComponent, lowerCaseComponent, MINTLIFY_HTML_NAMES, MINTLIFY_ONLY, nearComponent, tabItemTitle, UNKNOWN_COMPONENT_MESSAGES } from '../src/components/unknown-component.js';
import { visitElements } from '../src/components/tree.js';
import { unravels } from '../src/parse/unravel.js';
import { examplesFile } from '../src/rule-kit/examples-file.js';
import { mdPageAsMdx } from '../src/rule-kit/md-page-tree.js';
import { defineRule, nameList, optionsObject, type Suggestion } from '../src/rule-kit/rule.js';
import { differsInCaseOnly, nodeRange, renameElement, suggestion } from '../src/rule-kit/edits.js';

/**
 * Whether `parent` is a paragraph that MDX unravels into the elements it wraps (nothing but elements, expressions and
 * white space in it, `<center>Text</center>` on its own line): they are blocks, as the build reads them (src/parse/unravel.ts).
 */
function unravelled(parent: Parents | undefined): boolean {
  return parent?.type === 'paragraph' && unravels(parent.children);
}

/**
 * Whether an HTML element is a block Mintlify removes with its content: written on lines of its own (a flow element),
 * not among the HTML names Mintlify keeps and not a part of an `<svg>` (the build reports those as the picture's).
 */
function removedHtmlBlock(node: { type: string }, name: string, ancestors: readonly Parents[]): boolean {
  if (MINTLIFY_HTML_NAMES.has(name)) return false;
  if (node.type !== 'mdxJsxFlowElement' && !unravelled(ancestors.at(-1))) return false;
  return !ancestors.some((parent) => 'name' in parent && parent.name === 'svg');
}

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
      'put it in code (`` `<TRACE_ID>` ``). Lower-case tags are HTML and are not checked, but for a registry name written in ' +
      'lower case (`<note>`, `<card title="…">`): MDX reads it as an HTML element, so Mintlify draws no callout or card ' +
      'and drops its attributes; written as a block (on lines of its own, or alone in its paragraph), Mintlify removes it with ' +
      'its content. It is a warning, as Mintlify builds the page. So is an HTML element written as a block that Mintlify does ' +
      'not keep: `<details>`, `<center>`, `<h5>`, `<blockquote>` … (anything but ' +
      '`<div>`, `<p>`, `<span>`, `<section>`, `<table>` and its rows, lists, headings up to `<h4>`, `<img>`, `<video>`, ' +
      '`<iframe>`, `<svg>` and a few more) are removed with their content, by Mintlify and by docwright\'s build alike, and ' +
      'what was inside is not reported again; inside a sentence they stay. `--fix` corrects a name that ' +
      'differs from a known one in case only (`<Codegroup>` → `<CodeGroup>`); a closer spelling (`<Acordion>`) is a ' +
      'suggestion in the editor, as are the escaped and code forms of a self-closing placeholder. A name imported from a ' +
      'package (`import { Aside } from "@astrojs/starlight/components"`, as Starlight and Docusaurus pages do) is not ' +
      'bound: Mintlify imports only local files and leaves the import out, so the tag is reported with the package; a ' +
      'registry component of the same name (`Tabs`) is the built-in one, and a Docusaurus or Starlight one names the ' +
      'component that does its job (below). A Docusaurus or Starlight `<TabItem label="npm">` is ' +
      'reported as the `<Tab title="npm">` it stands for: Mintlify removes it with its content. Other Docusaurus and ' +
      'Starlight names point to the component that does their job: `<Admonition>` and `<Aside>` to `<Note>`, `<Details>` ' +
      'to `<Accordion>`, `<LinkCard>` to `<Card>`, `<CardGrid>` and `<DocCardList>` to `<CardGroup>`. A `.md` page is read as ' +
      'MDX too, as Mintlify compiles it (the repository\'s own documents, `README.md` …, aside): its tags are reported alike.',
    whenNotToUse: 'When the site registers extra components globally; list them in the `components` option instead.',
  },
  messages: {
    ...UNKNOWN_COMPONENT_MESSAGES,
    placeholder: 'Unexpected placeholder `<{{name}}>` read as a component, expected `\\<{{name}}>` or code (`` `<{{name}}>` ``)',
  },
  schema: optionsObject({
    components: nameList('Extra component names the site provides globally'),
  }),
  examples: examplesFile('component-known'),
  check(page, context) {
    // A `.md` page is read as MDX, as Mintlify compiles it (`md-page-component` reports the components it knows there).
    const tree = context.page.syntax === 'mdx' ? page : mdPageAsMdx(context.file.path, context.source, context.page);
    if (!tree) return;
    const bindings = pageBindings(tree);
    // A package import binds nothing on Mintlify, which imports only local files.
    const fromPackage = packageImports(tree);
    for (const name of fromPackage.keys()) bindings.delete(name);
    const extra = context.options?.components ?? [];
    for (const name of extra) bindings.add(name);
    // HTML blocks reported as removed: what is inside one goes with it (as in the build) and is not reported.
    const removed = new Set<unknown>();
    visitElements(tree, (node, ancestors) => {
      const name = node.name ?? '';
      if (ancestors.some((parent) => removed.has(parent))) return;
      const block = isHtmlName(name) && removedHtmlBlock(node, name, ancestors) && !isBound(name, bindings);
      const meant = isHtmlName(name) && !isBound(name, bindings) ? lowerCaseComponent(name) : undefined;
      if (meant !== undefined) {
        const rename = renameElement(context.source, node, name, meant);
        if (block) removed.add(node);
        context.report({ messageId: block ? 'lowerCaseBlock' : 'lowerCase', node, data: { name, suggestion: meant }, atMost: 'warn', ...(rename ? { fix: rename } : {}) });
        return;
      }
      if (block) {
        // Mintlify builds the page without it: a warning, as the build's.
        removed.add(node);
        context.report({ messageId: 'htmlBlock', node, data: { name }, atMost: 'warn' });
        return;
      }
      if (isHtmlName(name) || getComponent(name) || isBound(name, bindings)) return;
      // `<Snippet file="x.mdx" />` includes a file of `snippets/` (an older form Mintlify still supports).
      if (name === 'Snippet' && node.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === 'file')) return;
      if (isPlaceholderName(name)) {
        context.report({ messageId: 'placeholder', node, data: { name }, suggest: placeholderEdits(context.source, node) });
        return;
      }
      // Docusaurus' and Starlight's `<TabItem label="…">` is Mintlify's `<Tab title="…">`.
      if (name === 'TabItem' && !extra.includes(name)) {
        context.report({ messageId: 'tabItem', node, data: { title: tabItemTitle(node) } });
        return;
      }
      const source = fromPackage.get(name) ?? fromPackage.get(name.split('.')[0] ?? '');
      if (source !== undefined && !extra.includes(name)) {
        // A Docusaurus or Starlight component (`<Aside>` from `@astrojs/starlight/components`) names the one that does its job.
        const foreign = foreignComponent(name, node);
        if (foreign !== undefined) context.report({ messageId: 'packageForeign', node, data: { name, source, suggestion: foreign } });
        else context.report({ messageId: 'package', node, data: { name, source } });
        return;
      }
      const mintlify = MINTLIFY_ONLY.get(name);
      if (mintlify !== undefined) {
        // Mintlify accepts it: a warning at most, saying what Mintlify draws and what docwright does.
        context.report({ messageId: 'mintlifyOnly', node, data: { name, mintlify }, atMost: 'warn' });
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
