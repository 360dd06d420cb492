import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, jest } from '@jest/globals';
import { checkProject } from '../../src/check/check.js';
import { lint } from '../../src/lint/engine.js';
import { linkProblem } from '../../src/project/links.js';
import { normaliseHref } from '../../src/render/page/page.js';
import { createSite } from '../../src/render/site/site.js';
import { docsJson, tempOutDir, tempProject } from '../support/project.js';
import { siteOf } from '../support/link-site.js';

// Long: it builds a site and runs lint and check (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

describe('a relative link on an index page lands where a browser on Mintlify takes it', () => {
  const site = siteOf(['index.mdx', 'guide/index.mdx', 'guide/setup.mdx', 'guide/intro.mdx', 'care.mdx'], ['guide/img/pot.png']);

  it('is resolved from the page file\'s folder when written `./` or `../` (Mintlify\'s renderer resolves it so)', () => {
    expect(linkProblem('./setup', 'guide/index.mdx', site)).toBeUndefined();
    expect(linkProblem('./setup#a', 'guide/index', site)).toBeUndefined();
    expect(linkProblem('../guide/setup', 'guide/index.mdx', site)).toBeUndefined();
    expect(linkProblem('./img/pot.png', 'guide/index.mdx', site, { media: true })).toBeUndefined();
  });

  it('is resolved from the page\'s URL otherwise (`/guide`: `care` is `/care`), and judged there', () => {
    expect(linkProblem('care', 'guide/index.mdx', site)).toBeUndefined();
    expect(linkProblem('care#b', 'guide/index.mdx', site)?.message).toBe('Unexpected anchor `#b` in link `care#b`, expected a heading or `id` of `care.mdx`');
    expect(linkProblem('.', 'guide/index.mdx', site)).toBeUndefined();
    // A page that is not an index page is served at its file's path: its folder is the URL's.
    expect(linkProblem('setup', 'guide/intro.mdx', site)).toBeUndefined();
    expect(linkProblem('care', 'guide/intro.mdx', site)?.ruleId).toBe('link-broken');
  });

  it('names where it lands and the page the author meant when only the folder has it', () => {
    expect(linkProblem('setup#a', 'guide/index.mdx', site)?.message).toBe(
      "Unexpected link `setup#a` to `/setup`, which does not exist (this page is served at `/guide` and a browser resolves the link from there), expected `./setup#a` (the page `guide/setup.mdx`, which Mintlify resolves from the page's folder)",
    );
    expect(linkProblem('img/pot.png', 'guide/index', site, { media: true })?.message).toBe(
      "Unexpected link `img/pot.png` to `/img/pot.png`, which does not exist (this page is served at `/guide` and a browser resolves the link from there), expected `./img/pot.png` (`/guide/img/pot.png`, which Mintlify resolves from the page's folder)",
    );
    // A root-relative link is resolved from no page: it is broken as written, with no folder to mean (was `expected \`.//setup\``).
    const rooted = linkProblem('/setup', 'guide/index.mdx', site)?.message ?? '';
    expect(rooted).toBe(linkProblem('/setup', 'guide/intro.mdx', site)?.message);
    expect(rooted).not.toContain('.//');
    expect(rooted).not.toContain('browser resolves the link from there');
    expect(linkProblem('nowhere', 'guide/index.mdx', site)?.message).toMatch(/^Unexpected link `nowhere` to a page that does not exist \(no `nowhere.mdx`/);
  });

  it('has its `.mdx` extension dropped by Mintlify when written `./` or `../`, and not otherwise', () => {
    expect(linkProblem('./setup.mdx#a', 'guide/index.mdx', site)).toBeUndefined();
    expect(linkProblem('../care.mdx', 'guide/intro.mdx', site)).toBeUndefined();
    expect(linkProblem('setup.mdx#a', 'guide/intro.mdx', site)?.message).toBe('Unexpected `.mdx` extension in link `setup.mdx#a`, expected `setup#a` (Mintlify serves the page without it)');
    expect(linkProblem('/care.mdx', 'guide/intro.mdx', site)?.ruleId).toBe('link-extension');
  });

  it('is rendered where it was judged', () => {
    expect(normaliseHref('care#a', 'guide/index')).toBe('/care#a');
    expect(normaliseHref('.', 'guide/index')).toBe('/');
    expect(normaliseHref('./setup.mdx#a', 'guide/index')).toBe('/guide/setup#a');
    expect(normaliseHref('../guide/setup.md', 'guide/index')).toBe('/guide/setup');
    expect(normaliseHref('setup', 'guide/intro')).toBe('/guide/setup');
  });
});

describe('lint, check --links and build agree on an index page\'s relative links, and the built page links there', () => {
  it('reports the link meant for the folder in every command, and the built href is where it lands', async () => {
    const root = tempProject({
      'docs.json': docsJson('Greenhouse', { groups: [{ group: 'Guide', pages: ['index', 'guide/index', 'guide/setup', 'care'] }] }),
      'index.mdx': '---\ntitle: Home\n---\n\nStart.\n',
      'guide/index.mdx': '---\ntitle: Guide\n---\n\nRead [setup](setup), [setup again](./setup.mdx#pots), and [care](care).\n',
      'guide/setup.mdx': '---\ntitle: Setup\n---\n\n## Pots\n\nFill them.\n',
      'care.mdx': '---\ntitle: Care\n---\n\nWater.\n',
    });
    const place = (f: { line: number; column: number; ruleId: string }): string => `${f.line}:${f.column} ${f.ruleId}`;
    const checked = (await checkProject(root, { links: true })).findings.filter((f) => f.ruleId.startsWith('link-'));
    expect(checked.map(place)).toEqual(['5:6 link-broken']);
    expect(checked[0]?.message).toContain('expected `./setup` (the page `guide/setup.mdx`');
    const run = await lint([join(root, 'guide/index.mdx')], { config: false, workers: 0 });
    const linted = run.results.flatMap((result) => result.findings.filter((f) => f.ruleId === 'link-target'));
    expect(linted.map((f) => `${f.line}:${f.column}`)).toEqual(['5:6']);
    expect(linted[0]?.message).toContain('to `/setup`, which does not exist');
    const out = tempOutDir();
    const built = (await (await createSite({ root, workers: 0, cacheDir: false, offline: true })).build(out)).diagnostics.filter((f) => f.ruleId.startsWith('link-'));
    expect(built.map(place)).toEqual(['5:6 link-broken']);
    expect(built[0]?.message).toBe(checked[0]?.message);
    const html = readFileSync(join(out, 'guide.html'), 'utf8');
    expect(html).toContain('href="/setup"');
    expect(html).toContain('href="/guide/setup#pots"');
    expect(html).toContain('href="/care"');
  }, 300_000);
});

describe('a snippet shown on an index page and on a page beside it', () => {
  it('has its links judged from each page\'s URL: `setup` reaches `guide/setup` from `/guide/about`, not from `/guide`', async () => {
    const root = tempProject({
      'docs.json': docsJson('Greenhouse', { groups: [{ group: 'Guide', pages: ['index', 'guide/about', 'guide/index', 'guide/setup'] }] }),
      'index.mdx': '---\ntitle: Home\n---\n\nStart.\n',
      'guide/about.mdx': "---\ntitle: About\n---\n\nimport Next from '/snippets/next.mdx';\n\n<Next />\n",
      'guide/index.mdx': "---\ntitle: Guide\n---\n\nimport Next from '/snippets/next.mdx';\n\n<Next />\n",
      'guide/setup.mdx': '---\ntitle: Setup\n---\n\nFill the pots.\n',
      'snippets/next.mdx': 'Next: [setup](setup).\n',
    });
    const checked = (await checkProject(root, { links: true })).findings.filter((f) => f.ruleId.startsWith('link-'));
    expect(checked.map((f) => `${f.file.slice(root.length + 1)}:${f.line}:${f.column} ${f.ruleId}`)).toEqual(['snippets/next.mdx:1:7 link-broken']);
    expect(checked[0]?.message).toContain('this page is served at `/guide`');
  }, 300_000);
});
