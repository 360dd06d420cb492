import { getComponent } from '../src/components/index.js';
import { collectLinks } from '../src/parse/page-links.js';
import { defineRule } from '../src/rule-kit/rule.js';

export default defineRule({
  id: 'link-target',
  description: 'Require internal links and `#anchors` to point at a page, file or heading of the project',
  tags: ['links'],
  recommended: 'error',
  docs: {
    rationale:
      'A link to a page that was renamed, or to a heading that was reworded, sends the reader to a 404 or to the top of ' +
      'the page. The rule judges each internal link (Markdown links and definitions, `href` on components, image and ' +
      'video sources) with the same resolver as `docwright check --links` and `docwright build`: relative (`./setup`, ' +
      '`../guide/intro.md`) and absolute (`/guide/intro`) paths, `.md` links to `.mdx` files, `folder/` to its `index` ' +
      'page, query strings, percent-encoded names, redirects, and anchors as Mintlify makes them (`#overview-2` for a ' +
      'repeated heading, `{#custom-id}`, component ids). Links with a scheme (`https:`, `mailto:`) are left alone. ' +
      'The project (the folder with `docs.json` or `mint.json`) is read once per run, and another page is parsed only ' +
      'when a link names one of its anchors; outside a project the rule reports nothing. Pages generated from an ' +
      'OpenAPI spec are not read here: links into the folders the navigation generates them in are not judged ' +
      '(`check --links` reads the specs). Links in snippets are judged on the pages that show them, by `check --links`, ' +
      'and so is the `href` of a custom component (its own code decides what it does with it). A link to a page written with ' +
      'its `.mdx` extension (`./setup.mdx`) reaches the page in docwright\'s build but not on Mintlify, which serves no page at ' +
      'that URL: it is a warning (whatever the rule\'s severity) naming the route to write.',
    whenNotToUse: 'When pages are linted outside their project, or links are checked by `docwright check --links` in CI instead.',
  },
  messages: {
    // The one resolver words the finding (src/project/links.ts), as `check --links` and `build` show it.
    target: 'Unexpected link {{what}}, expected {{expected}}',
    anchor: 'Unexpected anchor {{what}}, expected {{expected}}',
    file: 'Missing file {{what}}, expected {{expected}}',
    extension: 'Unexpected {{what}}, expected {{expected}}',
  },
  examples: {
    ok: [
      {
        name: 'a page written as Markdown, a repeated heading, a custom id',
        filename: 'guide/setup.mdx',
        project: {
          'docs.json': '{"navigation": {"groups": [{"group": "Guide", "pages": ["guide/intro", "guide/setup"]}]}}',
          'guide/intro.mdx': '## Overview\n\nFirst.\n\n## Overview\n\nSecond.\n\n## Boiling water {#boil}\n',
        },
        input: '## Steps\n\nRead [the second overview](./intro.md#overview-2), [boiling](/guide/intro#boil) and [the steps](#steps).\n',
      },
      {
        name: 'the `href` of a custom component',
        filename: 'guide/setup.mdx',
        project: {
          'docs.json': '{"navigation": {"groups": [{"group": "Guide", "pages": ["guide/intro", "guide/setup"]}]}}',
          'guide/intro.mdx': '## Overview\n',
        },
        input: 'export const Hero = ({ href }) => <a href={href}>Start</a>;\n\n<Hero href="/docs/guide/intro" />\n',
      },
    ],
    notOk: [
      {
        name: 'a renamed page and a reworded heading',
        filename: 'guide/setup.mdx',
        project: {
          'docs.json': '{"navigation": {"groups": [{"group": "Guide", "pages": ["guide/intro", "guide/setup"]}]}}',
          'guide/intro.mdx': '## Overview\n\nFirst.\n',
        },
        input: 'Read [the basics](./basics) and [the summary](./intro#summary).\n',
        output: [
          '1:6: Unexpected link `./basics` to a page that does not exist, expected `guide/basics.mdx` or another file of the project',
          '1:33: Unexpected anchor `#summary` in link `./intro#summary` to `guide/intro.mdx`, expected a heading or `id` of `guide/intro.mdx`',
        ],
      },
      {
        name: 'a page linked with its `.mdx` extension: a 404 on Mintlify, so a warning with the route to write',
        filename: 'guide/setup.mdx',
        project: {
          'docs.json': '{"navigation": {"groups": [{"group": "Guide", "pages": ["guide/intro", "guide/setup"]}]}}',
          'guide/intro.mdx': '## Overview\n',
        },
        input: 'Start with [the introduction](./intro.mdx#overview).\n',
        output: ['1:12: Unexpected `.mdx` extension in link `./intro.mdx#overview`, expected `./intro#overview` (Mintlify serves the page without it)'],
      },
    ],
  },
  check(tree, context) {
    const links = context.page.links;
    if (!links) return;
    const page = collectLinks(tree);
    // A custom component's `href` is a value its own code uses (it may add a base path, or not link at all).
    page.links = page.links.filter((link) => link.element === undefined || !/^[A-Z]/.test(link.element) || getComponent(link.element) !== undefined);
    for (const problem of links.problems(page)) {
      const place = { line: problem.line, column: problem.column };
      if (problem.kind === 'extension') {
        const [, what, expected] = /^Unexpected (.*?), expected (.*)$/.exec(problem.message) ?? [];
        context.report({ messageId: 'extension', data: { what: what ?? problem.message, expected: expected ?? 'the page\'s route' }, place, atMost: 'warn' });
        continue;
      }
      const [, start, what, expected] = /^(Unexpected link|Unexpected anchor|Missing file) (.*?), expected (.*)$/.exec(problem.message) ?? [];
      const messageId = start === 'Missing file' ? 'file' : start === 'Unexpected anchor' ? 'anchor' : 'target';
      context.report({ messageId, data: { what: what ?? problem.message, expected: expected ?? 'a page or file of the project' }, place });
    }
  },
});
