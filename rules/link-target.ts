import { getComponent } from '../src/components/index.js';
import { collectLinks } from '../src/parse/page-links.js';
import { examplesFile } from '../src/rule-kit/examples-file.js';
import { defineRule, type Fix } from '../src/rule-kit/rule.js';
import { lineOffset } from '../src/rule-kit/edits.js';

/** How far after a link's start its URL may be written (`[a long text](url)`). */
const URL_WITHIN = 2000;

/**
 * The fix of a page linked with its extension: the URL the message names, found in the source just after the link's
 * start (after `(`, `<` or a quote), replaced by the route the message names; undefined when either is not found.
 */
function extensionFix(source: string, line: number, column: number, what: string, expected: string): Fix | undefined {
  const url = /link `([^`]+)`/.exec(what)?.[1];
  const route = /^`([^`]+)`/.exec(expected)?.[1];
  const start = lineOffset(source, line);
  if (url === undefined || route === undefined || start === undefined) return undefined;
  const from = start + column - 1;
  const at = source.indexOf(url, from);
  if (at === -1 || at > from + URL_WITHIN || !/[(<"']/.test(source[at - 1] ?? '')) return undefined;
  return { range: [at, at + url.length], text: route };
}

export default defineRule({
  id: 'link-target',
  description: 'Require internal links and `#anchors` to point at a page, file or heading of the project',
  tags: ['links'],
  recommended: 'error',
  fixable: true,
  docs: {
    rationale:
      'A link to a page that was renamed, or to a heading that was reworded, sends the reader to a 404 or to the top of ' +
      'the page. The rule judges each internal link (Markdown links and definitions, `href` on components, image and ' +
      'video sources) with the same resolver as `docwright check --links` and `docwright build`: relative (`./setup`, ' +
      '`../guide/intro.md`) and absolute (`/guide/intro`) paths, `.md` links to `.mdx` files, `folder/` to its `index` ' +
      'page or, without one, to its first page in navigation order (Mintlify serves that page at the folder\'s path), query strings, percent-encoded names, redirects, and anchors as Mintlify makes them (`#overview-2` for a ' +
      'repeated heading, `{#custom-id}`, component ids, a `<Step>` title of size `h2` or `h3`). Links with a scheme (`https:`, `mailto:`) are left alone. ' +
      'The project (the folder with `docs.json` or `mint.json`) is read once per run, and another page is parsed only ' +
      'when a link names one of its anchors; outside a project the rule reports nothing. Pages generated from an ' +
      'OpenAPI spec are not read here: links into the folders the navigation generates them in, and to those folders (Mintlify serves their first page there), are not judged ' +
      '(`check --links` reads the specs). A link to a page that is not there names the page of the same name ' +
      'elsewhere in the project when there is one (a page moved to another folder), or the page its path reaches without ' +
      'its leading folders (`/docs/guide/intro` → `/guide/intro`, a base path the site is not served under), and a link to a page file Mintlify does not ' +
      'publish (`README.md`, a file in a dot folder) names that file. The links of a `README.md` are not judged: Mintlify ' +
      'never publishes it, and it is read where it lives (on GitHub). Links in snippets are judged on the pages that show them, by `check --links`, ' +
      'and so is the `href` of a custom component (its own code decides what it does with it). ' +
      'A relative link written `./` or `../` in a Markdown link or image, or in `href` of `<a>` or `<Card>` or `src` of `<img>` or `<source>`, is ' +
      'resolved from the page file\'s folder, as Mintlify\'s renderer resolves it; any other (`setup`, `<Tile href="./setup">`, ' +
      'a reference definition `[r]: ./setup`) is left to the browser, which resolves it from the page\'s URL: on an `index` page (`guide/index.mdx`, served at ' +
      '`/guide`) that is the folder above, so `setup` there is `/setup`, and when only `guide/setup` exists the message names both. ' +
      'A link to a page written with its `.mdx` extension (`setup.mdx`, `/guide/setup.mdx`) reaches the page in docwright\'s build but not ' +
      'on Mintlify, which serves no page at that URL; one written with `.md` (`setup.md`) reaches the page\'s Markdown copy, there and in the build. ' +
      'Either is a warning (whatever the rule\'s severity) naming the route to write, and ' +
      '`--fix` writes that route; written `./setup.mdx` in a Markdown link, it is fine (Mintlify\'s renderer drops the extension). ' +
      'An `#anchor` the target page does not have is a warning too (whatever the rule\'s severity), as `check --links` and `build` ' +
      'report it (`link-anchor-broken`): the reader still reaches the page, at its top, and Mintlify\'s `mint broken-links` judges anchors only with `--check-anchors`. ' +
      'An empty target (`[text]()`, `href=""`, `![alt]()`) is reported in a project or not: the link only reloads the page, and the image shows nothing.',
    whenNotToUse: 'When pages are linted outside their project, or links are checked by `docwright check --links` in CI instead.',
  },
  messages: {
    // The one resolver words the finding (src/project/links.ts), as `check --links` and `build` show it.
    target: 'Unexpected link {{what}}, expected {{expected}}',
    anchor: 'Unexpected anchor {{what}}, expected {{expected}}',
    file: 'Missing file {{what}}, expected {{expected}}',
    extension: 'Unexpected {{what}}, expected {{expected}}',
    empty: 'Unexpected empty {{what}}, expected {{expected}}',
  },
  examples: examplesFile('link-target'),
  check(tree, context) {
    const page = collectLinks(tree);
    // A custom component's `href` is a value its own code uses (it may add a base path, or not link at all).
    page.links = page.links.filter((link) => link.element === undefined || !/^[A-Z]/.test(link.element) || getComponent(link.element) !== undefined);
    // An empty target (`[text]()`, `href=""`) leads nowhere, in a project or not: the link reloads the page, the image shows nothing.
    for (const link of page.links) {
      if (link.url.trim() !== '') continue;
      const media = link.kind === 'media';
      const what = link.element === undefined ? (media ? 'image source' : 'link target') : `\`${media ? 'src' : 'href'}\` on \`<${link.element}>\``;
      context.report({ messageId: 'empty', data: { what, expected: media ? 'the path or URL of the file it shows' : 'the page, file or URL it leads to' }, place: { line: link.line, column: link.column } });
    }
    const links = context.page.links;
    if (!links) return;
    for (const problem of links.problems(page, { text: context.source, syntax: context.page.syntax })) {
      const place = { line: problem.line, column: problem.column };
      if (problem.kind === 'extension') {
        const [, what, expected] = /^Unexpected (.*?), expected (.*)$/s.exec(problem.message) ?? [];
        const fix = what !== undefined && expected !== undefined ? extensionFix(context.source, problem.line, problem.column, what, expected) : undefined;
        context.report({ messageId: 'extension', data: { what: what ?? problem.message, expected: expected ?? 'the page\'s route' }, place, atMost: 'warn', ...(fix ? { fix } : {}) });
        continue;
      }
      // `s`: a target may decode to a line break (`%0A`), which the reporters show escaped.
      const [, start, what, expected] = /^(Unexpected link|Unexpected anchor|Missing file) (.*?), expected (.*)$/s.exec(problem.message) ?? [];
      const messageId = start === 'Missing file' ? 'file' : start === 'Unexpected anchor' ? 'anchor' : 'target';
      // An anchor the page does not have is a warning, as `check --links` and `build` report it (the page is reached).
      context.report({ messageId, data: { what: what ?? problem.message, expected: expected ?? 'a page or file of the project' }, place, ...(problem.kind === 'anchor' ? { atMost: 'warn' as const } : {}) });
    }
  },
});
