import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, jest } from '@jest/globals';
import { checkProject } from '../../src/check/check.js';
import { lint } from '../../src/lint/engine.js';
import { parsePage } from '../../src/parse/index.js';
import { collectLinks } from '../../src/parse/page-links.js';
import { linkProblem } from '../../src/project/links.js';
import { normaliseHref } from '../../src/render/page/page.js';
import { createSite } from '../../src/render/site/site.js';
import { docsJson, tempOutDir, tempProject } from '../support/project.js';
import { siteOf } from '../support/link-site.js';

// Long: it builds a site and runs lint and check (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

describe('a `./` link that Mintlify leaves as written (`<Tile href>`, a reference definition)', () => {
  const site = siteOf(['index.mdx', 'guide/index.mdx', 'guide/setup.mdx', 'guide/intro.mdx', 'care.mdx'], ['guide/img/pot.mp4']);
  const asWritten = { asWritten: true };

  it('is resolved from the page\'s URL: on an index page, from its folder\'s parent', () => {
    expect(linkProblem('./care', 'guide/index.mdx', site, asWritten)).toBeUndefined();
    expect(linkProblem('./care', 'guide/index.mdx', site)?.ruleId).toBe('link-broken');
    // A page that is not an index page is served at its file's path: its URL's folder is its file's.
    expect(linkProblem('./setup#a', 'guide/intro.mdx', site, asWritten)).toBeUndefined();
    expect(linkProblem('../care', 'guide/intro.mdx', site, asWritten)).toBeUndefined();
  });

  it('names the page the author meant, at its root path, when only the folder has it', () => {
    expect(linkProblem('./setup#a', 'guide/index.mdx', site, asWritten)?.message).toBe(
      "Unexpected link `./setup#a` to `/setup`, which does not exist (this page is served at `/guide` and a browser resolves the link from there), expected `/guide/setup#a` (the page `guide/setup.mdx`, which the author meant: Mintlify resolves `./` from the page's folder only in Markdown links and in `a`, `Card`, `img` and `source`)",
    );
    expect(linkProblem('./img/pot.mp4', 'guide/index.mdx', site, { media: true, asWritten: true })?.message).toContain('expected `/guide/img/pot.mp4` (`/guide/img/pot.mp4`, which the author meant');
    expect(linkProblem('./img/pot.mp4', 'guide/index.mdx', site, { media: true })).toBeUndefined();
  });

  it('keeps its `.mdx` extension, which Mintlify serves no page at', () => {
    expect(linkProblem('./setup.mdx', 'guide/intro.mdx', site)).toBeUndefined();
    expect(linkProblem('./setup.mdx#a', 'guide/intro.mdx', site, asWritten)?.message).toBe('Unexpected `.mdx` extension in link `./setup.mdx#a`, expected `./setup#a` (Mintlify serves the page without it)');
  });

  it('is rendered where it was judged', () => {
    expect(normaliseHref('./care', 'guide/index', true)).toBe('/care');
    expect(normaliseHref('./care', 'guide/index')).toBe('/guide/care');
    expect(normaliseHref('./setup', 'guide/intro', true)).toBe('/guide/setup');
  });
});

describe('a link written with `.md` that Mintlify does not rewrite (`setup.md`, `/guide/setup.md`)', () => {
  const site = siteOf(['index.mdx', 'guide/index.mdx', 'guide/setup.mdx', 'guide/intro.mdx']);

  it('reaches the page\'s Markdown copy, not the page: it is named, and its fragment is not judged (the copy has no anchors)', () => {
    expect(linkProblem('setup.md', 'guide/intro.mdx', site)?.message).toBe("Unexpected `.md` extension in link `setup.md`, expected `setup` (Mintlify serves the page's Markdown copy there, and the page without it)");
    const fragment = linkProblem('/guide/setup.md#nowhere', 'guide/intro.mdx', site);
    expect([fragment?.ruleId, fragment?.severity, fragment?.message]).toEqual(['link-extension', 'warn', "Unexpected `.md` extension in link `/guide/setup.md#nowhere`, expected `/guide/setup#nowhere` (Mintlify serves the page's Markdown copy there, and the page without it)"]);
    expect(linkProblem('./setup.md', 'guide/intro.mdx', site, { asWritten: true })?.message).toContain("Mintlify serves the page's Markdown copy there");
  });

  it('is none when Mintlify drops the extension (`./setup.md` in a Markdown link), and that link\'s fragment is judged', () => {
    expect(linkProblem('./setup.md#a', 'guide/intro.mdx', site)).toBeUndefined();
    expect(linkProblem('../guide/setup.md#b', 'guide/intro.mdx', site)?.ruleId).toBe('link-anchor-broken');
    expect(linkProblem('../../guide/setup.md', 'guide/intro.mdx', site)).toBeUndefined();
  });

  it('is rendered to the Markdown copy, which the build writes there', () => {
    expect(normaliseHref('setup.md#a', 'guide/intro')).toBe('/guide/setup.md#a');
    expect(normaliseHref('/guide/setup.md', 'guide/intro')).toBe('/guide/setup.md');
    expect(normaliseHref('./setup.md', 'guide/intro')).toBe('/guide/setup');
    expect(normaliseHref('./setup.md', 'guide/intro', true)).toBe('/guide/setup.md');
    expect(normaliseHref('setup.mdx', 'guide/intro')).toBe('/guide/setup');
  });
});

describe('the links a page collects', () => {
  it('mark those Mintlify leaves as written: every element\'s but a Markdown link\'s or image\'s and `a`/`Card` href, `img`/`source` src', () => {
    const tree = parsePage({ path: 'guide/index.mdx', value: 
      [
        '[one](./a) ![two](./b.png) [three][r]',
        '',
        '[r]: ./c',
        '',
        '<a href="./d">d</a> <Card href="./e" img="./e.png" /> <img src="./f.png" /> <Tile href="./g" /> <video src="./h.mp4" /> <Tooltip tip="t" href="./i">i</Tooltip>',
        '',
      ].join('\n'),
    }).tree;
    const links = collectLinks(tree).links.map((link) => `${link.url}${link.asWritten ? ' as written' : ''}`);
    expect(links).toEqual(['./a', './b.png', './c as written', './d', './e', './e.png as written', './f.png', './g as written', './h.mp4 as written', './i as written']);
  });
});

describe('lint, check --links and build judge a link by its element, as Mintlify resolves it, and the built page links there', () => {
  it('reports `<Tile href="./setup">` and `[r]: ./setup` on an index page, not `<Card href="./setup">`, and warns of `intro.md`', async () => {
    const root = tempProject({
      'docs.json': docsJson('Greenhouse', { groups: [{ group: 'Guide', pages: ['index', 'guide/index', 'guide/setup', 'guide/intro'] }] }),
      'index.mdx': '---\ntitle: Home\n---\n\nStart.\n',
      'guide/index.mdx': [
        '---',
        'title: Guide',
        '---',
        '',
        '<Card title="Setup" href="./setup">Pots.</Card>',
        '',
        '<Tile href="./setup" title="Setup">Pots.</Tile>',
        '',
        'See [setup][s].',
        '',
        '[s]: ./setup',
        '',
      ].join('\n'),
      'guide/setup.mdx': '---\ntitle: Setup\n---\n\nRead [the intro](intro.md) and [again](./intro.md).\n',
      'guide/intro.mdx': '---\ntitle: Intro\n---\n\nHello.\n',
    });
    const place = (f: { file: string; line: number; column: number; ruleId: string }): string => `${f.file.slice(root.length + 1)}:${f.line}:${f.column} ${f.ruleId}`;
    const checked = (await checkProject(root, { links: true })).findings.filter((f) => f.ruleId.startsWith('link-'));
    expect(checked.map(place)).toEqual(['guide/index.mdx:7:7 link-broken', 'guide/index.mdx:11:1 link-broken', 'guide/setup.mdx:5:6 link-extension']);
    expect(checked[0]?.message).toContain('expected `/guide/setup` (the page `guide/setup.mdx`, which the author meant');
    const run = await lint([join(root, 'guide/index.mdx'), join(root, 'guide/setup.mdx')], { config: false, workers: 0 });
    const linted = run.results.flatMap((result) => result.findings.filter((f) => f.ruleId === 'link-target' || f.ruleId === 'link-extension').map((f) => `${result.file.slice(root.length + 1)}:${f.line}:${f.column}`));
    expect(linted).toEqual(['guide/index.mdx:7:7', 'guide/index.mdx:11:1', 'guide/setup.mdx:5:6']);
    const out = tempOutDir();
    const built = (await (await createSite({ root, workers: 0, cacheDir: false, offline: true })).build(out)).diagnostics.filter((f) => f.ruleId.startsWith('link-'));
    // The build places a reference link at its use, where the page shows it; check and lint at its definition.
    expect(built.map(place)).toEqual(['guide/index.mdx:7:7 link-broken', 'guide/index.mdx:9:5 link-broken', 'guide/setup.mdx:5:6 link-extension']);
    expect(built.map((f) => f.message)).toEqual(checked.map((f) => f.message));
    const index = readFileSync(join(out, 'guide.html'), 'utf8');
    expect(index).toContain('href="/guide/setup"');
    expect(index).toContain('href="/setup"');
    const setup = readFileSync(join(out, 'guide/setup.html'), 'utf8');
    expect(setup).toContain('href="/guide/intro.md"');
    expect(setup).toContain('href="/guide/intro"');
    expect(readFileSync(join(out, 'guide/intro.md'), 'utf8')).toContain('Hello.');
  }, 300_000);
});
