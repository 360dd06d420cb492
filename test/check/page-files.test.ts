// `check` against the page files: ignored pages, extensions in another case, front matter that
// does not parse. An existing file is never called missing.
import { describe, expect, test } from '@jest/globals';
import { relative } from 'node:path';
import { checkProject } from '../../src/check/check.js';
import { tempProject } from '../support/project.js';

const docsJson = (pages: unknown[]): string => JSON.stringify({ $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Pages', colors: { primary: '#0D7A5F' }, navigation: { pages } }, null, 2);
const page = (title: string): string => `---\ntitle: ${title}\ndescription: A page of the test project\n---\n\nText.\n`;

async function findings(files: Record<string, string>): Promise<string[]> {
  const root = tempProject(files, 'docwright-check-pages-');
  const result = await checkProject(root);
  return result.findings.map((f) => `${relative(root, f.file)}:${f.line}:${f.column} ${f.severity} ${f.ruleId} ${f.message}`);
}

describe('check and the page files', () => {
  test('a listed page that .gitignore leaves out is read, with a warning at its entry; .docwrightignore is no git matter', async () => {
    expect(
      await findings({
        'docs.json': docsJson(['index', 'drafts/plan', 'generated/api']),
        '.gitignore': '# local drafts\ndrafts/\n',
        '.docwrightignore': 'generated/\n',
        'index.mdx': page('Home'),
        'drafts/plan.mdx': page('Plan'),
        'generated/api.mdx': page('API'),
      }),
    ).toEqual([
      'docs.json:11:7 warn nav-page-ignored Unexpected page `drafts/plan` that `drafts/` in `.gitignore:2` leaves out of git, expected it tracked (a deploy from the repository would not have it)',
    ]);
  });

  test('a page the root\'s .mintignore names is not published: unlisted it is not read, listed it is read with a warning at its entry; a nested .mintignore is not Mintlify\'s', async () => {
    expect(
      await findings({
        'docs.json': docsJson(['index', 'drafts/plan', 'guide/setup']),
        '.mintignore': '# not ready\ndrafts/\n',
        'index.mdx': page('Home'),
        'drafts/plan.mdx': page('Plan'),
        'drafts/unlisted.mdx': 'Not [linked](/nowhere).\n',
        'guide/.mintignore': 'setup.mdx\n',
        'guide/setup.mdx': page('Setup'),
      }),
    ).toEqual([
      'docs.json:11:7 warn nav-page-ignored Unexpected page `drafts/plan` that `drafts/` in `.mintignore:2` leaves out of the site, expected it published (Mintlify publishes no file its `.mintignore` names)',
    ]);
  });

  test('a listed page in a folder docwright never reads says so instead of "missing"', async () => {
    expect(await findings({ 'docs.json': docsJson(['index', 'node_modules/pkg/intro']), 'index.mdx': page('Home'), 'node_modules/pkg/intro.mdx': page('Intro') })).toEqual([
      'docs.json:11:7 error nav-page-ignored Unexpected page `node_modules/pkg/intro` in the `node_modules` folder, which docwright never reads, expected a page outside it',
    ]);
  });

  test('`.MDX` is no page: its entry names the extension, and an unlisted one is a warning', async () => {
    expect(await findings({ 'docs.json': docsJson(['index', 'guide/setup']), 'index.mdx': page('Home'), 'guide/setup.MDX': page('Setup'), 'notes.Md': page('Notes') })).toEqual([
      'docs.json:11:7 error nav-page-extension Unexpected extension `.MDX` of `guide/setup.MDX`, expected `.mdx` (a page file\'s extension is lower case, as on Mintlify)',
      'notes.Md:1:1 warn page-extension Unexpected extension `.Md`, expected `.md` (a file is a page only with a lower-case extension, as on Mintlify; this one is neither built nor published)',
    ]);
  });

  test('an entry written with an extension in any case is an error (Mintlify shows no page for it), naming the page as build reads it', async () => {
    expect(await findings({ 'docs.json': docsJson(['index', 'guide/setup.MDX']), 'index.mdx': page('Home'), 'guide/setup.mdx': page('Setup') })).toEqual([
      'docs.json:11:7 error nav-page-extension Unexpected `guide/setup.MDX`, expected `guide/setup` (a navigation entry names the page without its extension; Mintlify shows no page for this entry)',
    ]);
  });

  test('front matter that does not parse is an error at its line and column, as lint has it', async () => {
    expect(
      await findings({
        'docs.json': docsJson(['index', 'broken', 'list']),
        'index.mdx': page('Home'),
        'broken.mdx': '---\ntitle: [Broken\n---\n\nText.\n',
        'list.mdx': '---\n- title\n---\n\nText.\n',
        'snippets/part.mdx': '---\ntitle: [x\n---\n',
      }),
    ).toEqual([
      'broken.mdx:2:8 error frontmatter-yaml Unexpected invalid YAML in front matter (a `[` that is never closed), expected a closing `]`: Mintlify fails the deploy, and `docwright build` publishes the page without its front matter',
      'list.mdx:2:1 error frontmatter-yaml Unexpected front matter that is not a map, expected `key: value` pairs',
    ]);
  });
});
