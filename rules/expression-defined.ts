import type { Program } from 'estree-jsx';
import type { Nodes, Root } from 'mdast';
import { mdCompiledAsMdx, parseAsMdx } from '../src/parse/index.js';
import { esmBindings, propsMemberText, shownExpression as shown, snippetPropsMember, undefinedNames, variableReference } from '../src/components/expression-names.js';
import { isNotAPage, isSnippetFile } from '../src/rule-kit/page-helpers.js';
import { projectVariables } from '../src/parse/variables.js';
import { walkTypes } from '../src/parse/walk.js';
import { examplesFile } from '../src/rule-kit/examples-file.js';
import { defineRule, type Suggestion } from '../src/rule-kit/rule.js';
import { nodeRange } from '../src/rule-kit/edits.js';

/** What a word of text around an expression may hold (`/users/{id}`), so the code span takes the whole word. */
const WORD_CHAR = /[^\s`*_[\]()<>{}]/;

/** Text braces' two repairs: escaped (`\{id\}`), or the word they are in as a code span. */
function braceEdits(source: string, node: Nodes): Suggestion[] {
  const range = nodeRange(node);
  if (!range) return [];
  const text = source.slice(range[0], range[1]);
  if (!text.startsWith('{') || !text.endsWith('}') || text.slice(1, -1).includes('{')) return [];
  const edits: Suggestion[] = [{ title: `Escape the braces (\`\\${text.slice(0, -1)}\\}\`)`, fix: { range, text: `\\${text.slice(0, -1)}\\}` } }];
  if (/[`\n]/.test(text)) return edits;
  let start = range[0];
  while (start > 0 && WORD_CHAR.test(source[start - 1] ?? '')) start--;
  let end = range[1];
  while (end < source.length && WORD_CHAR.test(source[end] ?? '')) end++;
  while (end > range[1] && /[.,;:!?]/.test(source[end - 1] ?? '')) end--;
  const word = source.slice(start, end);
  edits.push({ title: `Write as code (\`\` \`${word}\` \`\`)`, fix: { range: [start, end], text: `\`${word}\`` } });
  return edits;
}

/** A `.md` page as Mintlify compiles it, as MDX; undefined for one it does not publish or that is not valid MDX (`page-mdx-syntax` says where). */
function mdxTree(path: string, source: string, published: boolean | undefined): Root | undefined {
  if (published === false || !mdCompiledAsMdx(path)) return undefined;
  const parsed = parseAsMdx(path, source);
  return parsed.error ? undefined : parsed.tree;
}

/** The message of a snippet's `props.name` (lint and build alike). */
export const SNIPPET_PROPS =
  'Unexpected `{{source}}` in a snippet, expected `{{expected}}`: Mintlify gives a snippet its props as names of their own, so `props` is undefined there and the page fails with a TypeError';

/** The data of `snippetProps` for a `props.name` member. */
export function snippetPropsData(member: Parameters<typeof propsMemberText>[0]): { source: string; expected: string } {
  const { source, prop } = propsMemberText(member);
  return { source, expected: prop ?? 'the prop\'s own name' };
}

/** A snippet whose ESM binds `props` itself, or that has a default export (which Mintlify renders as a component): its `props` is its own. */
function ownsProps(tree: Root): boolean {
  return esmBindings(tree).has('props') || tree.children.some((node) => node.type === 'mdxjsEsm' && (node.data?.estree?.body ?? []).some((statement) => statement.type === 'ExportDefaultDeclaration'));
}

/** A `.mdx` snippet's `props.name` reads (`{props.word}`, `title={props.title}`), each reported as `snippetProps`. */
function checkSnippetProps(tree: Root, report: (node: Nodes | { position?: Nodes['position'] }, data: { source: string; expected: string }) => void): void {
  if (ownsProps(tree)) return;
  walkTypes(tree, ['mdxFlowExpression', 'mdxTextExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement'], (node: Nodes) => {
    if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
      const member = node.data?.estree ? snippetPropsMember(node.data.estree) : undefined;
      if (member) report(node, snippetPropsData(member));
      return;
    }
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
    for (const attribute of node.attributes) {
      const value = attribute.type === 'mdxJsxAttribute' ? attribute.value : attribute;
      const program = value && typeof value !== 'string' ? value.data?.estree : undefined;
      const member = program ? snippetPropsMember(program) : undefined;
      if (member) report(attribute.position ? attribute : node, snippetPropsData(member));
    }
  });
}

export default defineRule({
  id: 'expression-defined',
  description: 'Require every name an MDX expression reads to be defined',
  tags: ['structure'],
  hasSuggestions: true,
  recommended: 'error',
  docs: {
    rationale:
      'In MDX, braces are code: `/users/{id}` reads a variable `id`. When the page neither imports nor exports it, Mintlify ' +
      'fails the page with `ReferenceError: id is not defined`, while a lenient build shows nothing where the braces were. ' +
      'Braces meant as text are escaped (`/users/\\{id\\}`) or put in a code span (`` `/users/{id}` ``). The rule reports ' +
      'every name an expression in a page\'s text or in a component\'s attribute reads that is defined nowhere: names the page ' +
      'imports (from snippets or code files) or exports, the names Mintlify gives every page (`props`, `pageMetadata`, `config`, ' +
      '`codeStyling`), the JavaScript built-ins (`Math`, `JSON`, `Date` …) and the browser\'s globals (`window`, `document` …) are ' +
      'defined, and so are names the expression declares itself (an arrow function\'s parameters). `typeof x` of an undefined ' +
      '`x` is fine, and so are names read only inside a function (an `onClick` handler runs when clicked, not when the page renders; ' +
      '`build` runs the rest in its sandbox and warns when it fails). Snippets are left alone: a name a snippet reads is a prop its user passes (`<Setup word="…" />`), ' +
      'and one not passed is `undefined`; but `props` is such a name too, not an object of the props: Mintlify inlines an `.mdx` snippet and gives it ' +
      'each prop as a name of its own, so `{props.word}` or `title={props.title}` in a snippet fails the page with a TypeError (reading a member ' +
      'of `undefined`), and the rule asks for `{word}` (`props?.word`, a snippet that defines `props` itself and one with a default export are fine). A `.md` page is read as MDX, as Mintlify compiles it (a README is not published, so not read). ' +
      'The `variables` of `docs.json` are replaced before the page is read, as Mintlify replaces them: `{{product}}` becomes its value, ' +
      'and a `{{name}}` that `variables` does not define stays an expression reading `name`, reported as a missing variable. ' +
      'Mintlify replaces in one pass: a value that holds `{{other}}` (or `{{itself}}`) puts that expression in the page, reported at the `{{name}}` it came from.',
  },
  messages: {
    text: 'Unexpected expression `{{{source}}}` reading `{{name}}`, which is not defined (Mintlify fails the page with a ReferenceError), expected `{{escaped}}` or a code span for literal braces, or a value the page imports or exports',
    variable: 'Unexpected `{{source}}`, a variable that docs.json does not define (Mintlify leaves it in the page as an expression and fails the page with a ReferenceError), expected `{{name}}` in the `variables` of docs.json, or `{{escaped}}` for literal braces',
    valueVariable:
      'Unexpected `{{source}}` in the value of a docs.json variable, expected text without `{{`: Mintlify replaces variables in one pass, so it reads `{{name}}` as an expression and fails the page with a ReferenceError (a variable defined with another, or with itself, is never replaced)',
    spread: 'Unexpected `{{{source}}}` reading `{{name}}`, which is not defined (Mintlify fails the page with a ReferenceError), expected a value the page imports or exports',
    attribute: 'Unexpected `{{attribute}}={{{source}}}` reading `{{name}}`, which is not defined (Mintlify fails the page with a ReferenceError), expected a value the page imports or exports, or a string',
    snippetProps: SNIPPET_PROPS,
  },
  examples: examplesFile('expression-defined'),
  check(page, context) {
    // The page index's verdict where the engine gives one (a file any page imports is a snippet), else the path's.
    if (isSnippetFile(context.file.path, context.page.kind) && context.page.syntax === 'mdx') {
      checkSnippetProps(page, (node, data) => context.report({ messageId: 'snippetProps', node, data }));
      return;
    }
    if (isNotAPage(context.file.path, context.page.kind)) return;
    const tree = context.page.syntax === 'mdx' ? page : mdxTree(context.file.path, context.source, context.page.published);
    if (!tree) return;
    let bindings: Set<string> | undefined;
    let defined: Readonly<Record<string, string>> | undefined;
    const variables = (): Readonly<Record<string, string>> => (defined ??= context.page.variables ?? projectVariables(context.file.path) ?? {});
    const missing = (program: Program | undefined): string | undefined => (program ? undefinedNames(program, (bindings ??= esmBindings(tree)))[0]?.name : undefined);
    walkTypes(tree, ['mdxFlowExpression', 'mdxTextExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement'], (node: Nodes) => {
      if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
        const name = missing(node.data?.estree ?? undefined);
        if (name !== undefined && variableReference(node.value) === name && Object.hasOwn(variables(), name)) {
          // A name docs.json defines is replaced where the author wrote it: this one came out of a value (`"a": "{{b}}"`).
          context.report({ messageId: 'valueVariable', node, data: { source: `{${shown(node.value)}}`, name } });
        } else if (name !== undefined && variableReference(node.value) === name) {
          context.report({ messageId: 'variable', node, data: { source: `{${shown(node.value)}}`, name, escaped: `\\{${shown(node.value)}\\}` }, suggest: braceEdits(context.source, node) });
        } else if (name !== undefined) {
          context.report({ messageId: 'text', node, data: { source: shown(node.value), name, escaped: `\\{${shown(node.value)}\\}` }, suggest: braceEdits(context.source, node) });
        }
        return;
      }
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      for (const attribute of node.attributes) {
        const value = attribute.type === 'mdxJsxAttribute' ? attribute.value : attribute;
        if (!value || typeof value === 'string') continue;
        const name = missing(value.data?.estree ?? undefined);
        if (name === undefined) continue;
        const at = attribute.position ? attribute : node;
        if (attribute.type === 'mdxJsxAttribute') context.report({ messageId: 'attribute', node: at, data: { attribute: attribute.name, source: shown(value.value), name } });
        else context.report({ messageId: 'spread', node: at, data: { source: shown(value.value), name } });
      }
    });
  },
});
