import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkProject } from '../../src/check/check.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const repo = fileURLToPath(new URL('../..', import.meta.url));
const base = await mkdtemp(join(tmpdir(), 'docwright-links-'));
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

/** `check --links` on `root`: each finding as `line:column ruleId message`. */
async function linkFindings(root: string): Promise<string[]> {
  const result = await checkProject(root, { links: true });
  return result.findings.map((f) => `${f.line}:${f.column} ${f.ruleId} ${f.message}`);
}

/** A copy of fixtures/full under `name` whose quickstart.mdx holds `blocks` (blank lines between) below its front matter. */
async function fullWithQuickstart(name: string, blocks: string[]): Promise<string> {
  const root = join(base, name);
  await cp(join(repo, 'fixtures/full'), root, { recursive: true });
  const frontMatter = ['---', 'title: Quickstart', 'description: Get going', '---', ''].join('\n');
  await writeFile(join(root, 'quickstart.mdx'), `${frontMatter}\n${blocks.join('\n\n')}\n`);
  return root;
}

describe('check --links', () => {
  it('passes fixtures/full: dots in paths, non-ASCII names, custom schemes, snippets, redirects', async () => {
    const result = await checkProject(join(repo, 'fixtures/full'), { links: true });
    expect(result.findings).toEqual([]);
  });

  it('reports links and anchors that point nowhere, once each, at the link', async () => {
    const root = await fullWithQuickstart('full', [
      '## Install',
      'See [nothing](/nowhere), [a bad anchor](/guides/v1.2/setup#uninstall) and [this one](#install).',
      '<Card title="Gone" href="../../../etc/passwd">Away.</Card>',
    ]);
    const result = await checkProject(root, { links: true });
    expect(result.findings.map((f) => `${f.file.slice(root.length + 1)}:${f.line}:${f.column} ${f.severity} ${f.ruleId} ${f.message}`)).toEqual([
      'quickstart.mdx:8:5 error link-broken Unexpected link `/nowhere` to a page that does not exist (no `nowhere.mdx`, `nowhere.md` or `nowhere/index.mdx` in the project), expected a link to a page that exists, or the page written as `nowhere.mdx`',
      'quickstart.mdx:8:26 warn link-anchor-broken Unexpected anchor `#uninstall` in link `/guides/v1.2/setup#uninstall`, expected a heading or `id` of `guides/v1.2/setup.mdx`',
      'quickstart.mdx:10:20 error link-broken Unexpected link `../../../etc/passwd` outside the project, expected a page of the site',
    ]);
  });

  it('reports a component\'s `icon` or `<Card img>` that names a missing file, at the attribute, as build does', async () => {
    const root = await fullWithQuickstart('component-files', [
      '<Icon icon="/images/gone.svg" /> <Icon icon="/images/flow.v2.svg" /> <Icon icon="rocket" />',
      '<Card title="Flow" img="/images/gone.png" icon="/logo/dark.svg">Shown.</Card>',
    ]);
    expect(await linkFindings(root)).toEqual([
      '6:7 link-broken Missing file `/images/gone.svg`, expected an image, video or other file of the project',
      '8:20 link-broken Missing file `/images/gone.png`, expected an image, video or other file of the project',
    ]);
  });

  it.each([
    {
      what: 'takes a folder without an index page to its first page in navigation order, and names a page moved to another folder',
      name: 'folders',
      blocks: [
        '## Folders',
        '[a](/guides) [b](/guides/v1.2/#install-it) [c](./guides/v1.2/#gone) [d](/upgrade)',
      ],
      findings: [
        '8:44 link-anchor-broken Unexpected anchor `#gone` in link `./guides/v1.2/#gone`, expected a heading or `id` of `guides/v1.2/setup.mdx`',
        '8:69 link-broken Unexpected link `/upgrade` to a page that does not exist, expected `/guides/v1.2/upgrade` (the page `guides/v1.2/upgrade.mdx`)',
      ],
    },
    {
      what: "accepts Mintlify's anchors: repeats with -2, dots as hyphens, custom {#id} headings",
      name: 'anchors',
      blocks: [
        '## Overview',
        '## Overview',
        '## container.transport',
        '## Set up the CLI {#cli}',
        '[a](#overview-2) [b](#container-transport) [c](#cli) [d](#overview-3) [e](#set-up-the-cli)',
      ],
      findings: [
        '14:54 link-anchor-broken Unexpected anchor `#overview-3`, expected `#overview-2` (did you mean it?)',
        '14:71 link-anchor-broken Unexpected anchor `#set-up-the-cli`, expected a heading or `id` of this page',
      ],
    },
    {
      what: 'compares anchors exactly, names the near miss; counts inline ids, <Snippet file> headings and param-<name> fields; reports missing media and snippets',
      name: 'exact',
      blocks: [
        '## Acme Agent',
        '## end_session',
        'Jump: <a id="jump" />',
        '<Snippet file="gone.mdx" />',
        '<ResponseField name="user_id" type="string">\n  Who.\n</ResponseField>',
        '[a](#acmeagent) [b](#end-session) [c](#jump) [d](#acme-agent) [e](#param-user-id) [f](#param-user_id)',
        '![missing](/images/missing.png)',
      ],
      findings: [
        '12:1 snippet-missing Missing snippet `/snippets/gone.mdx`, expected a file of the project',
        '18:1 link-anchor-broken Unexpected anchor `#acmeagent`, expected `#acme-agent` (did you mean it?)',
        '18:17 link-anchor-broken Unexpected anchor `#end-session`, expected `#end_session` (did you mean it?)',
        '18:83 link-anchor-broken Unexpected anchor `#param-user_id`, expected `#param-user-id` (did you mean it?)',
        '20:1 link-broken Missing file `/images/missing.png`, expected an image, video or other file of the project',
      ],
    },
  ])('$what', async ({ name, blocks, findings }) => {
    expect(await linkFindings(await fullWithQuickstart(name, blocks))).toEqual(findings);
  });

  it('a redirect whose fixed destination is no page or file is an error at the destination in docs.json', async () => {
    const result = await checkProject(join(repo, 'fixtures/links-oracle'), { links: true });
    expect(result.findings.filter((f) => f.message.startsWith('Unexpected redirect')).map((f) => `${f.file.split('/').pop() ?? ''}:${f.line}:${f.column} ${f.ruleId} ${f.message}`)).toEqual([
      'docs.json:9:41 link-broken Unexpected redirect destination `/nowhere-at-all` that does not exist, expected a page or file of the project',
    ]);
  });

  it('without --links, pages are not parsed and links are not checked', async () => {
    const root = join(base, 'full');
    const result = await checkProject(root);
    expect(result.findings.filter((f) => f.ruleId.startsWith('link-'))).toEqual([]);
  });

  it('follows redirects: a link to a source whose redirects reach a page passes; a missing destination or a circle is reported', async () => {
    const root = join(repo, 'fixtures/site-redirects');
    const result = await checkProject(root, { links: true });
    expect(result.findings.map((f) => `${f.file.slice(root.length + 1)}:${f.line}:${f.column} ${f.severity} ${f.ruleId} ${f.message}`)).toEqual([
      // `/guides/pruning` is a page: the page wins over its redirect (as `build` says too).
      'docs.json:15:5 warn redirect-skipped Unexpected redirect source `/guides/pruning` that is a page or file of the site, expected a path no page has: the page is kept',
      'docs.json:16:48 error link-broken Unexpected redirect destination `/guides/harvest` that does not exist, expected a page or file of the project',
      // The circle itself, at each of its entries (as `build` reports it), not only the link into it.
      'docs.json:18:43 error link-broken Unexpected redirect destination `/loop/b` whose redirects go round in a circle, expected a page or file of the project',
      'docs.json:19:43 error link-broken Unexpected redirect destination `/loop/a` whose redirects go round in a circle, expected a page or file of the project',
      'index.mdx:8:18 error link-broken Unexpected link `/old/harvest` to a redirect whose destination `/guides/harvest` does not exist, expected a page or file of the project',
      'index.mdx:8:43 error link-broken Unexpected link `/loop/a` to redirects that go round in a circle, expected a link to a page',
    ]);
  });

  it('a link to a file of the project that is not a page (a PDF, an archive) is not broken; README needs no navigation entry and its links are no page\'s; CLAUDE.md and agents.mdx are pages', async () => {
    const root = join(repo, 'fixtures/site-publish');
    const result = await checkProject(root, { links: true });
    expect(result.findings.filter((f) => f.ruleId.startsWith('link-')).map((f) => `${f.file.slice(root.length + 1)}:${f.line}:${f.column} ${f.message}`)).toEqual([
      'CLAUDE.md:3:59 Unexpected link `/looms/setup` to a page that does not exist (no `looms/setup.mdx`, `looms/setup.md` or `looms/setup/index.mdx` in the project), expected a link to a page that exists, or the page written as `looms/setup.mdx`',
    ]);
    expect(result.findings.filter((f) => f.ruleId === 'page-not-in-nav').map((f) => f.file.slice(root.length + 1))).toEqual(['CLAUDE.md', 'agents.mdx', 'notes/shuttle.mdx']);
  });

  it('a link to the folder an OpenAPI group generates its pages in, or to a folder holding it, passes: Mintlify serves its first page there', async () => {
    const root = join(base, 'generated-folder');
    await mkdir(root);
    const navigation = { groups: [{ group: 'Home', pages: ['index'] }, { group: 'Greenhouse API', openapi: { source: 'greenhouse.json', directory: 'reference/greenhouse' } }] };
    await writeFile(join(root, 'docs.json'), JSON.stringify({ name: 'Greenhouse', theme: 'mint', colors: { primary: '#166534' }, navigation }));
    const spec = { openapi: '3.0.0', info: { title: 'Greenhouse', version: '1' }, paths: { '/plants': { get: { summary: 'List plants', responses: { '200': { description: 'The plants' } } } } } };
    await writeFile(join(root, 'greenhouse.json'), JSON.stringify(spec));
    const links = '[the API](/reference/greenhouse), [all references](/reference/), [plants](/reference/greenhouse/list-plants) and [nothing](/greenhouse)';
    await writeFile(join(root, 'index.mdx'), `---\ntitle: Home\ndescription: The greenhouse.\n---\n\nRead ${links}.\n`);
    expect((await linkFindings(root)).filter((f) => /link-/.test(f))).toEqual([
      '6:119 link-broken Unexpected link `/greenhouse` to a page that does not exist (no `greenhouse.mdx`, `greenhouse.md` or `greenhouse/index.mdx` in the project), expected a link to a page that exists, or the page written as `greenhouse.mdx`',
    ]);
  });
});
