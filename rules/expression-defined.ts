import type { Program } from 'estree-jsx';
import type { Nodes, Root } from 'mdast';
import { mdCompiledAsMdx, parseAsMdx } from '../src/parse/index.js';
import { esmBindings, undefinedNames } from '../src/components/expression-names.js';
import { isNotAPage } from '../src/rule-kit/page-helpers.js';
import { walkTypes } from '../src/parse/walk.js';
import { defineRule, type Example, type Suggestion } from '../src/rule-kit/rule.js';
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

/** An expression's source as the message shows it, cut when long. */
function shown(source: string): string {
  const flat = source.replace(/\s+/g, ' ').trim();
  return flat.length > 40 ? `${flat.slice(0, 39)}…` : flat;
}

/** A `.md` page as Mintlify compiles it, as MDX; undefined for one it does not publish or that is not valid MDX (`page-mdx-syntax` says where). */
function mdxTree(path: string, source: string, published: boolean | undefined): Root | undefined {
  if (published === false || !mdCompiledAsMdx(path)) return undefined;
  const parsed = parseAsMdx(path, source);
  return parsed.error ? undefined : parsed.tree;
}

/** How an undefined name in text braces is reported: where, the expression, the name it reads, and the page after each repair. */
interface TextBraces {
  at: string;
  expression: string;
  reads: string;
  /** The page with the braces escaped. */
  escaped: string;
  /** The word written as code, and the page with it so. */
  word: string;
  coded: string;
}

/** A not-ok example of braces in text: its one finding and its two suggestions, from `braces`. */
function textBraces(example: Pick<Example, 'name' | 'filename' | 'input'>, braces: TextBraces): Example {
  const escaped = `\\{${braces.expression}\\}`;
  return {
    ...example,
    output: [`${braces.at}: Unexpected expression \`{${braces.expression}}\` reading \`${braces.reads}\`, which is not defined (Mintlify fails the page with a ReferenceError), expected \`${escaped}\` or a code span for literal braces, or a value the page imports or exports`],
    suggested: [
      { title: `Escape the braces (\`${escaped}\`)`, output: braces.escaped },
      { title: `Write as code (\`\` \`${braces.word}\` \`\`)`, output: braces.coded },
    ],
  };
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
      'and one not passed is `undefined`. A `.md` page is read as MDX, as Mintlify compiles it (a README is not published, so not read).',
  },
  messages: {
    text: 'Unexpected expression `{{{source}}}` reading `{{name}}`, which is not defined (Mintlify fails the page with a ReferenceError), expected `{{escaped}}` or a code span for literal braces, or a value the page imports or exports',
    spread: 'Unexpected `{{{source}}}` reading `{{name}}`, which is not defined (Mintlify fails the page with a ReferenceError), expected a value the page imports or exports',
    attribute: 'Unexpected `{{attribute}}={{{source}}}` reading `{{name}}`, which is not defined (Mintlify fails the page with a ReferenceError), expected a value the page imports or exports, or a string',
  },
  examples: {
    ok: [
      { input: '## Fetch a user\n\nSend a GET request to `/users/{id}` or to /users/\\{id\\}.\n' },
      { name: 'names the page exports or imports', input: "import { plan } from '/snippets/plans.mdx';\n\nexport const region = 'eu-west';\n\nThe {plan} plan runs in {region}, {region.toUpperCase()}.\n" },
      { name: 'built-ins, the page\'s scope and names the expression declares', input: 'Copyright {new Date().getFullYear()}, {Math.max(1, 2)} items, {pageMetadata.title}.\n\n{["a", "b"].map((item) => <span key={item}>{item}</span>)}\n' },
      { name: 'typeof of an undefined name', input: '{typeof analytics === "undefined" ? "No analytics" : "Analytics"}\n' },
      { name: 'names read only inside a function that rendering does not call', input: '<button onClick={() => trackClick("signup")}>Sign up</button>\n' },
      { name: 'a snippet reads its props', filename: 'snippets/greeting.mdx', input: 'Hello {name}, your key is {key}.\n' },
      { name: 'a README, which Mintlify does not publish', filename: 'README.md', input: 'Call /users/{id}.\n' },
    ],
    notOk: [
      textBraces(
        { input: '## Fetch a user\n\nSend a GET request to /users/{id} where id is the user key.\n' },
        { at: '3:30-3:34', expression: 'id', reads: 'id', escaped: '## Fetch a user\n\nSend a GET request to /users/\\{id\\} where id is the user key.\n', word: '/users/{id}', coded: '## Fetch a user\n\nSend a GET request to `/users/{id}` where id is the user key.\n' },
      ),
      textBraces(
        { name: 'member access on an undefined name', input: 'Your key is {user.api_key}.\n' },
        { at: '1:13-1:27', expression: 'user.api_key', reads: 'user', escaped: 'Your key is \\{user.api_key\\}.\n', word: '{user.api_key}', coded: 'Your key is `{user.api_key}`.\n' },
      ),
      textBraces(
        { name: 'a `.md` page, which Mintlify compiles as MDX', filename: 'guide.md', input: 'Call /users/{id}.\n' },
        { at: '1:13-1:17', expression: 'id', reads: 'id', escaped: 'Call /users/\\{id\\}.\n', word: '/users/{id}', coded: 'Call `/users/{id}`.\n' },
      ),
      {
        name: 'an attribute',
        input: '<Card title={cardTitle} />\n',
        output: ['1:7-1:24: Unexpected `title={cardTitle}` reading `cardTitle`, which is not defined (Mintlify fails the page with a ReferenceError), expected a value the page imports or exports, or a string'],
      },
    ],
  },
  check(page, context) {
    // The page index's verdict where the engine gives one (a file any page imports is a snippet), else the path's.
    if (isNotAPage(context.file.path, context.page.kind)) return;
    const tree = context.page.syntax === 'mdx' ? page : mdxTree(context.file.path, context.source, context.page.published);
    if (!tree) return;
    let bindings: Set<string> | undefined;
    const missing = (program: Program | undefined): string | undefined => (program ? undefinedNames(program, (bindings ??= esmBindings(tree)))[0]?.name : undefined);
    walkTypes(tree, ['mdxFlowExpression', 'mdxTextExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement'], (node: Nodes) => {
      if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
        const name = missing(node.data?.estree ?? undefined);
        if (name !== undefined) {
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
