import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkProject } from '../../src/check/check.js';
import { createSite } from '../../src/render/site/site.js';
import { a11y } from '../../src/a11y/a11y.js';

const base = await mkdtemp(join(tmpdir(), 'docwright-check-'));
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});
let counter = 0;

async function findings(files: Record<string, string>): Promise<string[]> {
  const root = join(base, `p${counter++}`);
  for (const [name, text] of Object.entries(files)) {
    await mkdir(join(root, name, '..'), { recursive: true });
    await writeFile(join(root, name), text);
  }
  const result = await checkProject(root);
  return result.findings.map((f) => `${f.file.slice(root.length + 1)}:${f.line}:${f.column} ${f.severity} ${f.ruleId} ${f.message}`);
}

const page = '---\ntitle: A page\n---\n\nText.\n';
const current = (extra: Record<string, unknown>, pages: unknown[] = ['index']): string =>
  JSON.stringify({ theme: 'mint', name: 'Acme', colors: { primary: '#0D6E4F' }, navigation: { pages }, ...extra }, null, 2);
/** A mint.json text: the name Old, a favicon and a primary colour, then `extra`; on one line unless `indent` is given. */
const legacy = (extra: Record<string, unknown>, indent?: number): string =>
  JSON.stringify({ name: 'Old', favicon: 'https://example.com/favicon.svg', colors: { primary: '#0D6E4F' }, ...extra }, null, indent);

describe('check cross-checks', () => {
  it('a `$ref` file used twice: each repeat at the `$ref` that repeats it, naming the first use', async () => {
    const docs = '{\n  "theme": "mint", "name": "Acme", "colors": { "primary": "#0D6E4F" },\n  "navigation": { "groups": [{ "$ref": "g.json" }, { "$ref": "g.json" }, { "$ref": "g.json" }] }\n}\n';
    expect(await findings({ 'docs.json': docs, 'g.json': '{ "group": "G", "pages": ["index"] }\n', 'index.mdx': page })).toEqual([
      'docs.json:3:52 warn nav-page-duplicate Unexpected duplicate page `index`, expected each page once in the navigation (already listed at g.json:1:27 through the `$ref` at docs.json:3:30: this `$ref` lists it again)',
      'docs.json:3:74 warn nav-page-duplicate Unexpected duplicate page `index`, expected each page once in the navigation (already listed at g.json:1:27 through the `$ref` at docs.json:3:30: this `$ref` lists it again)',
    ]);
  });
  it('`.jsx` snippets importing each other in a circle, used from a page: `snippet-cycle` at each import (not only `.mdx` ones)', async () => {
    expect(
      await findings({
        'docs.json': current({}),
        'index.mdx': "---\ntitle: Home\n---\nimport { A } from '/snippets/a.jsx';\n\n<A />\n",
        'snippets/a.jsx': "import { B } from '/snippets/b.jsx';\n\nexport const A = () => <div><B /></div>;\n",
        'snippets/b.jsx': "import { A } from './a.jsx';\n\nexport const B = () => <span>b</span>;\n",
        'snippets/unused.js': "import { U } from './unused.js';\n\nexport const U = () => null;\n",
      }),
    ).toEqual([
      'snippets/a.jsx:1:14 error snippet-cycle Unexpected snippet import cycle `snippets/a.jsx` → `snippets/b.jsx` → `snippets/a.jsx`, expected snippets that do not use themselves',
      'snippets/b.jsx:1:14 error snippet-cycle Unexpected snippet import cycle `snippets/b.jsx` → `snippets/a.jsx` → `snippets/b.jsx`, expected snippets that do not use themselves',
    ]);
  });
  it('an import of a snippet that does not exist, at its `from`, without parsing; not one in a code block, an unused snippet or a `.md` page', async () => {
    const home = "---\ntitle: Home\n---\n\nimport Note from '/snippets/missing.mdx';\nimport {\n  Ok,\n} from \"./snippets/ok.mdx\";\n\n```js\nimport Y from '/snippets/gone.mdx';\n```\n\n<Note />\n<Ok />\n";
    const unused = "import Z from '/snippets/nowhere.mdx';\n\n<Z />\n";
    expect(await findings({ 'docs.json': current({}), 'index.mdx': home, 'snippets/ok.mdx': 'export const Ok = () => \'Ok.\';\n', 'snippets/unused.mdx': unused, 'notes.md': `---\ntitle: Notes\nhidden: true\n---\n\n${unused}` })).toEqual([
      'index.mdx:5:13 error snippet-missing Missing snippet `/snippets/missing.mdx`, expected a file of the project',
    ]);
  });
  it('duplicates, missing pages and missing images', async () => {
    expect(await findings({ 'docs.json': current({ logo: '/logo.svg' }, ['index', 'gone', 'index']), 'index.mdx': page })).toEqual([
      'docs.json:10:7 error nav-page-missing Missing page `gone`, expected `gone.mdx` or `gone.md`',
      'docs.json:11:7 warn nav-page-duplicate Unexpected duplicate page `index`, expected each page once in the navigation (already listed at docs.json:9:7)',
      'docs.json:14:11 error config-file-missing Missing file `/logo.svg` for `logo`, expected a file of the project at that path',
    ]);
  });

  it('a font file the configuration names that is missing is `config-file-missing`, as a logo is; one that exists or a URL is not', async () => {
    const font = (source: string): Record<string, string> => ({ family: 'Serif One', source, format: 'woff2' });
    const docs = current({ fonts: { heading: font('/fonts/gone.woff2'), body: font('https://example.com/body.woff2') } });
    expect(await findings({ 'docs.json': docs, 'index.mdx': page })).toEqual([
      'docs.json:15:17 error config-file-missing Missing file `/fonts/gone.woff2` for `fonts.heading.source`, expected a file of the project at that path',
    ]);
    expect(await findings({ 'docs.json': current({ fonts: font('fonts/one.woff2') }), 'index.mdx': page })).toEqual([
      'docs.json:14:15 error config-file-missing Missing file `fonts/one.woff2` for `fonts.source`, expected a file of the project at that path',
    ]);
    expect(await findings({ 'docs.json': current({ fonts: { body: font('/fonts/one.woff2') } }), 'index.mdx': page, 'fonts/one.woff2': 'wOF2' })).toEqual([]);
  });

  it('a page listed once in each version is shared, not a duplicate; twice in one version is', async () => {
    const docs = JSON.stringify({
      theme: 'mint',
      name: 'Versions',
      colors: { primary: '#0D9373' },
      navigation: {
        versions: [
          { version: 'v2', groups: [{ group: 'Start', pages: ['index', 'new'] }] },
          { version: 'v1', groups: [{ group: 'Start', pages: ['index', 'old', 'old'] }] },
        ],
      },
    });
    const result = await findings({ 'docs.json': docs, 'index.mdx': page, 'new.mdx': page, 'old.mdx': page });
    expect(result.filter((f) => f.includes('nav-page-duplicate'))).toEqual(['docs.json:1:228 warn nav-page-duplicate Unexpected duplicate page `old`, expected each page once in the navigation (already listed at docs.json:1:222)']);
  });

  it('pages missing from the navigation, with snippets, hidden pages and README exempt', async () => {
    expect(
      await findings({
        'docs.json': current({}),
        'index.mdx': page,
        'orphan.md': page,
        'hidden.mdx': '---\ntitle: Hidden\nhidden: true\n---\n',
        'snippets/part.mdx': 'Part.\n',
        'README.md': '# Repo\n',
      }),
    ).toEqual(['orphan.md:1:1 warn page-not-in-nav Unexpected page that is not in the navigation of `docs.json`, expected it listed or marked `hidden: true`']);
  });

  it('low contrast of the primary colour is a warning', async () => {
    expect(await findings({ 'docs.json': current({ colors: { primary: '#FFEE00' } }), 'index.mdx': page })).toEqual([
      'docs.json:5:16 warn color-contrast Unexpected contrast 1.20:1 of `colors.primary` `#FFEE00` on `#ffffff` in light mode, expected at least 4.5:1 (WCAG 2.1 AA for text)',
    ]);
  });

  it('a colour the schema refuses is not judged: no contrast finding for the fallback the author never wrote', async () => {
    for (const primary of ['red', '0D7A5F']) {
      const listed = await findings({ 'docs.json': current({ colors: { primary } }), 'index.mdx': page });
      expect(listed.filter((line) => line.includes('color-contrast'))).toEqual([]);
      expect(listed.some((line) => line.includes('colors.primary') || line.includes('config-schema'))).toBe(true);
    }
  });

  it('judges the theme colours as `docwright a11y` does: the same pairs, thresholds and backgrounds', async () => {
    // 3.86:1 on white: past the 3:1 of UI colours, short of the 4.5:1 of text, where `check` and `a11y` once disagreed.
    const config = current({ colors: { primary: '#0D9373', light: '#0D6E4F', dark: '#E5E7EB' }, navigation: { global: { anchors: [{ anchor: 'API', href: 'https://x.dev', color: { light: '#FFEE00', dark: '#0D6E4F' } }] }, pages: ['index'] } });
    const checked = await findings({ 'docs.json': config, 'index.mdx': page });
    const root = join(base, `p${counter++}`);
    await mkdir(root, { recursive: true });
    await writeFile(join(root, 'docs.json'), config);
    await writeFile(join(root, 'index.mdx'), page);
    const audited = (await a11y(root, { skipAltText: true })).findings.filter((f) => f.ruleId === 'theme-contrast');
    const shown = (list: readonly string[]): string[] => list.map((line) => line.replace(/ (warn|error) [\w-]+ /, ' '));
    expect(shown(checked)).toEqual(shown(audited.map((f) => `${f.file.slice(root.length + 1)}:${f.line}:${f.column} ${f.severity} ${f.ruleId} ${f.message}`)));
    expect(checked.map((line) => line.replace(/ Unexpected.*? of (.+?) `(#\w+)` on `(#\w+)` in (\w+) mode, expected at least ([\d.]+):1.*/, ' $1 $4 $5'))).toEqual([
      'docs.json:5:16 warn color-contrast `colors.primary` light 4.5',
      'docs.json:6:14 warn color-contrast `colors.light` dark 4.5',
      'docs.json:7:13 warn color-contrast `colors.dark` light 3',
      "docs.json:16:22 warn color-contrast the anchor `API`'s `color.light` light 4.5",
      "docs.json:17:21 warn color-contrast the anchor `API`'s `color.dark` dark 4.5",
    ]);
  });

  it('legacy tab prefixes that match no page and anchor versions that are not declared', async () => {
    const mint = legacy(
      {
        versions: ['v1'],
        tabs: [{ name: 'API', url: 'api-reference' }],
        anchors: [{ name: 'Guides', url: 'guides', version: 'v2' }],
        navigation: [{ group: 'G', pages: ['index', 'guides/one'] }],
      },
      2,
    );
    expect(await findings({ 'mint.json': mint, 'index.mdx': page, 'guides/one.mdx': page })).toEqual([
      'mint.json:13:14 warn nav-prefix-unmatched Unexpected `tabs[0].url` `api-reference` that matches no page, expected the folder of at least one page in `navigation`',
      'mint.json:20:18 error nav-version-unknown Unexpected version `v2` for `anchors[0].version`, expected one of `versions` (`v1`)',
    ]);
  });

  it('a legacy group, nested or not, naming an undeclared version (its pages would show in no version)', async () => {
    const mint = legacy({
      versions: ['v2', { name: 'v1', default: true }],
      navigation: [{ group: 'G', pages: ['index', { group: 'Inner', version: 'v3', pages: ['guides/one'] }] }, { group: 'H', version: 'v1', pages: ['guides/two'] }],
    });
    expect(await findings({ 'mint.json': mint, 'index.mdx': page, 'guides/one.mdx': page, 'guides/two.mdx': page })).toEqual([
      // The platform refuses it too: a schema error, with the declared versions.
      'mint.json:1:208 error config-schema Unexpected value `v3` for `navigation[0].pages[1].version`, expected a version of `versions` (`v2`, `v1`)',
    ]);
  });

  it('operations named in front matter must exist in a spec', async () => {
    const spec = JSON.stringify({ openapi: '3.0.3', info: { title: 'T', version: '1' }, paths: { '/plants': { get: { responses: { '200': { description: 'ok' } } } } } });
    expect(
      await findings({
        'docs.json': current({ api: { openapi: 'openapi.json' } }, ['index', 'get', 'post', 'manual']),
        'openapi.json': spec,
        'index.mdx': page,
        'get.mdx': '---\ntitle: Get\nopenapi: GET /plants\n---\n',
        'post.mdx': '---\ntitle: Post\nopenapi: POST /plants\n---\n',
        // `api:` is a manual endpoint on Mintlify, which reads no spec for it.
        'manual.mdx': '---\ntitle: Manual\napi: POST /plants\n---\n',
      }),
    ).toEqual(['post.mdx:3:1 error openapi-operation-missing Unexpected operation `POST /plants`, expected one that `openapi.json` defines']);
  });
});

describe('check reports everything it can, every time', () => {
  it('schema errors do not stop the cross-checks: missing pages and pages outside the navigation are reported too', async () => {
    const config = JSON.stringify(
      {
        theme: 'mint',
        name: 'Acme',
        colors: { primary: '#0D6E4F' },
        anchors: [{ name: 'Blog', url: 'https://example.com' }],
        navigation: { groups: [{ group: 'Start', pages: ['index', 'gone'], colour: 'red' }] },
      },
      null,
      2,
    );
    expect(await findings({ 'docs.json': config, 'index.mdx': page, 'stray.mdx': page })).toEqual([
      'docs.json:7:3 warn config-key-ignored Unexpected key `anchors` that has no effect (Mintlify ignores it), expected `navigation.global.anchors` (its place in `docs.json`)',
      'docs.json:19:11 error nav-page-missing Missing page `gone`, expected `gone.mdx` or `gone.md`',
      'docs.json:21:9 warn config-key-ignored Unexpected key `colour` in `navigation.groups[0]` that has no effect (Mintlify ignores it), expected one of `group`, `icon`, `iconType`, `tag`, `hidden`, `searchable`, `root`, `expanded`, `public`, `boost`, `openapi`, `asyncapi`, `sdk`, `directory`, `pages`',
      'stray.mdx:1:1 warn page-not-in-nav Unexpected page that is not in the navigation of `docs.json`, expected it listed or marked `hidden: true`',
    ]);
  });

  it('a navigation entry written with its extension gets a hint naming the entry without it', async () => {
    expect(await findings({ 'docs.json': current({}, ['index', 'guide.mdx']), 'index.mdx': page, 'guide.mdx': page })).toEqual([
      'docs.json:10:7 error nav-page-extension Unexpected `guide.mdx`, expected `guide` (a navigation entry names the page without its extension; Mintlify shows no page for this entry)',
    ]);
  });

  it('a navigation entry `README` is an error: Mintlify does not publish README.md', async () => {
    expect(await findings({ 'docs.json': current({}, ['index', 'README']), 'index.mdx': page, 'README.md': page })).toEqual([
      'docs.json:10:7 error nav-page-missing Unexpected page `README` (`README.md`), expected another page: Mintlify does not publish `README.md` files',
    ]);
  });

  it('a navigation entry naming another repository document (LICENSE.md, docs/contributing.md) is an error, a `.mdx` one is a page', async () => {
    const result = await findings({ 'docs.json': current({}, ['index', 'LICENSE', 'docs/contributing', 'license-terms']), 'index.mdx': page, 'LICENSE.md': page, 'docs/contributing.md': page, 'license-terms.mdx': page });
    expect(result).toEqual([
      'docs.json:10:7 error nav-page-missing Unexpected page `LICENSE` (`LICENSE.md`), expected another page: Mintlify does not publish `LICENSE.md` files',
      'docs.json:11:7 error nav-page-missing Unexpected page `docs/contributing` (`docs/contributing.md`), expected another page: Mintlify does not publish `CONTRIBUTING.md` files',
    ]);
  });

  it('a `.md` page that is not valid MDX is an error at its position, in or out of the navigation', async () => {
    const broken = `${page}\nText.\n\n</Tab>\n`;
    const result = await findings({ 'docs.json': current({}, ['index', 'guide']), 'index.mdx': page, 'guide.md': broken, 'snippets/part.md': broken, 'README.md': broken });
    // Under the lint rule's id, in its words, as lint and build report it.
    expect(result.filter((f) => f.includes('page-mdx-syntax'))).toEqual([
      expect.stringMatching(/^guide\.md:\d+:2 error page-mdx-syntax Unexpected MDX syntax error in a `\.md` page, expected valid MDX \(Mintlify compiles `\.md` pages as MDX, so the deploy fails\): Unexpected closing slash `\/` in tag, expected an open tag first in `<Tab>`$/),
      expect.stringMatching(/^snippets\/part\.md:\d+:2 error page-mdx-syntax /),
    ]);
  });

  it('an `.mdx` page or snippet that does not compile is an error at its position, in or out of the navigation, with or without --links', async () => {
    const unclosed = `${page}\n<Note>\nOpen.\n`;
    const expression = `${page}\nThe sum is {1 +}.\n`;
    const comment = `${page}\n<!-- draft -->\n`;
    const files = { 'docs.json': current({}, ['index', 'guide', 'sum']), 'index.mdx': page, 'guide.mdx': unclosed, 'sum.mdx': expression, 'stray.mdx': comment, 'trace.mdx': `${page}\nSend the <TRACE_ID> header.\n`, 'snippets/part.mdx': unclosed, 'ok.mdx': `${page}\n<Note>\nClosed {1 + 1}.\n</Note>\n` };
    const expected = [
      'guide.mdx:7:1 error parse-error Unexpected MDX syntax error, expected valid MDX (Mintlify cannot compile the page, so the deploy fails): Expected a closing tag for `<Note>` (7:1-7:7)',
      // A snippet is compiled into the pages that import it: one that does not compile is reported at itself (as build does).
      'snippets/part.mdx:7:1 error parse-error Unexpected MDX syntax error, expected valid MDX (Mintlify cannot compile the page, so the deploy fails): Expected a closing tag for `<Note>` (7:1-7:7)',
      expect.stringMatching(/^stray\.mdx:7:2 error parse-error Unexpected MDX syntax error, expected valid MDX \(Mintlify cannot compile the page, so the deploy fails\): Unexpected character `!` \(U\+0021\) before name/),
      expect.stringMatching(/^sum\.mdx:7:\d+ error parse-error Unexpected MDX syntax error, expected valid MDX \(Mintlify cannot compile the page, so the deploy fails\): Could not parse expression with acorn$/),
      'trace.mdx:7:10 error parse-error Unexpected MDX syntax error, expected valid MDX (Mintlify cannot compile the page, so the deploy fails): Unexpected placeholder `<TRACE_ID>` read as a component, expected `\\<TRACE_ID>` or code (`` `<TRACE_ID>` ``)',
    ];
    const plain = await findings(files);
    expect(plain.filter((f) => f.includes('parse-error'))).toEqual(expected);
    const root = join(base, `p${counter++}`);
    for (const [name, text] of Object.entries(files)) {
      await mkdir(join(root, name, '..'), { recursive: true });
      await writeFile(join(root, name), text);
    }
    const withLinks = (await checkProject(root, { links: true })).findings.filter((f) => f.ruleId === 'parse-error');
    expect(withLinks.map((f) => `${f.file.slice(root.length + 1)}:${f.line}:${f.column} ${f.severity} ${f.ruleId} ${f.message}`)).toEqual(expected);
  });

  const legacyFeedback = (extra: Record<string, unknown>): string =>
    JSON.stringify({ name: 'Seeds', favicon: 'https://example.com/favicon.svg', colors: { primary: '#0D6E4F' }, navigation: [{ group: 'Start', pages: ['index'] }], feedback: { suggestEdit: true, raiseIssue: true }, ...extra }, null, 2);

  it('feedback buttons with no repository to link to are a warning at `feedback`', async () => {
    expect(await findings({ 'mint.json': legacyFeedback({}), 'index.mdx': page })).toEqual([
      'mint.json:15:15 warn feedback-repository-missing Missing GitHub repository for the `feedback` buttons, expected a `topbarCtaButton` of type `github`, a `github` footer social or a GitHub `origin` remote (the buttons are left out until one is found)',
    ]);
  });

  it('thumbs ratings are a warning that says what the build writes: links that open an issue on the repository, none without one', async () => {
    const config = legacyFeedback({ feedback: { thumbsRating: true } });
    expect(await findings({ 'mint.json': config, 'index.mdx': page })).toEqual([
      'mint.json:16:21 warn feedback-thumbs-unsupported Unexpected `feedback.thumbsRating` without a GitHub repository, expected a `topbarCtaButton` of type `github`, a `github` footer social or a GitHub `origin` remote (the build\'s "Was this page helpful?" links open an issue on it, and are left out until one is found)',
    ]);
    const withRepository = legacyFeedback({ feedback: { thumbsRating: true }, footerSocials: { github: 'https://github.com/acme/seeds' } });
    expect(await findings({ 'mint.json': withRepository, 'index.mdx': page })).toEqual([
      'mint.json:16:21 warn feedback-thumbs-unsupported Unexpected `feedback.thumbsRating` on a static site, expected `suggestEdit` or `raiseIssue` (with no server to count ratings, the build writes "Was this page helpful?" Yes and No links on each page that open an issue on the GitHub repository)',
    ]);
  });

  it('feedback buttons find their repository in the footer socials or in the git remote at the root', async () => {
    expect(await findings({ 'mint.json': legacyFeedback({ footerSocials: { github: 'https://github.com/acme/seeds' } }), 'index.mdx': page })).toEqual([]);
    const remote = '[core]\n\tbare = false\n[remote "origin"]\n\turl = git@github.com:acme/seeds.git\n';
    expect(await findings({ 'mint.json': legacyFeedback({}), 'index.mdx': page, '.git/config': remote })).toEqual([]);
  });
});

describe('a spec that is not there', () => {
  it('is reported at the configuration value that names it (api.openapi, a navigation level, mint.json `openapi`), not at 1:1 of the missing file', async () => {
    const docs = current({ api: { openapi: ['specs/there.yaml', '/specs/gone.yaml'] } }, [{ group: 'API', openapi: { source: 'specs/level.yaml' }, pages: ['index'] }]);
    const spec = 'openapi: 3.0.3\ninfo:\n  title: T\n  version: "1"\npaths: {}\n';
    const found = (await findings({ 'docs.json': docs, 'index.mdx': page, 'specs/there.yaml': spec })).filter((f) => f.includes('openapi-source'));
    // `current` writes two-space JSON, navigation first: the level's `source` value is line 12, `api.openapi[1]` line 23.
    expect(found.map((f) => f.split(' error ')[0])).toEqual(['docs.json:12:21', 'docs.json:23:7']);
    expect(found.every((f) => /Missing spec file `specs\/(gone|level)\.yaml`/.test(f))).toBe(true);
    const old = (await findings({ 'mint.json': legacy({ openapi: 'gone.json', navigation: [{ group: 'G', pages: ['index'] }] }, 2), 'index.mdx': page })).filter((f) => f.includes('openapi-source'));
    expect(old.map((f) => f.split(' error ')[0])).toEqual(['mint.json:7:14']);
  });

  it('`build` reports it at the same place', async () => {
    const root = join(base, `p${counter++}`);
    await mkdir(root, { recursive: true });
    await writeFile(join(root, 'docs.json'), current({ api: { openapi: '/specs/gone.yaml' } }));
    await writeFile(join(root, 'index.mdx'), '---\ntitle: A page\nopenapi: GET /plants\n---\n');
    const built = await (await createSite({ root, workers: 0, cacheDir: false })).build(join(base, `out${counter++}`));
    const found = built.diagnostics.filter((d) => d.ruleId === 'openapi-source').map((d) => `${d.file.slice(root.length + 1)}:${d.line}:${d.column} ${d.message}`);
    expect(found).toEqual(['docs.json:13:16 Missing spec file `specs/gone.yaml`']);
  });

  it('named only by pages\' front matter: `check` and `build` report it at each page\'s `openapi` key, not at 1:1 of the missing file', async () => {
    const root = join(base, `p${counter++}`);
    await mkdir(root, { recursive: true });
    await writeFile(join(root, 'docs.json'), current({}, [{ group: 'API', pages: ['index', 'other'] }]));
    await writeFile(join(root, 'index.mdx'), '---\ntitle: A page\nopenapi: specs/gone.yaml GET /plants\n---\n');
    await writeFile(join(root, 'other.mdx'), '---\ntitle: Another\ndescription: Two.\nopenapi: /specs/gone.yaml\n---\n');
    const placed = (list: readonly { file: string; line: number; column: number; ruleId: string; message: string }[]): string[] =>
      list.filter((d) => d.ruleId === 'openapi-source').map((d) => `${d.file.slice(root.length + 1)}:${d.line}:${d.column} ${d.message}`).sort();
    const want = ['index.mdx:3:1 Missing spec file `specs/gone.yaml`', 'other.mdx:4:1 Missing spec file `specs/gone.yaml`'];
    expect(placed((await checkProject(root)).findings)).toEqual(want);
    const built = await (await createSite({ root, workers: 0, cacheDir: false, offline: true })).build(join(base, `out${counter++}`));
    expect(placed(built.diagnostics)).toEqual(want);
  });
  it('outside the project, named by a page: `check` and `build` report it at the page\'s `openapi` key, not at the outside file', async () => {
    const project = join(base, `p${counter++}`);
    const root = join(project, 'docs');
    await mkdir(join(project, 'v2'), { recursive: true });
    await mkdir(root, { recursive: true });
    await writeFile(join(project, 'v2/spec.yaml'), 'openapi: 3.0.3\ninfo:\n  title: T\n  version: "1"\npaths:\n  /x:\n    get:\n      responses:\n        "200":\n          description: OK\n');
    await writeFile(join(root, 'docs.json'), current({}, ['index']));
    await writeFile(join(root, 'index.mdx'), '---\ntitle: A page\nopenapi: "../v2/spec.yaml GET /x"\n---\n');
    const placed = (list: readonly { file: string; line: number; column: number; ruleId: string; message: string }[]): string[] =>
      list.filter((d) => d.ruleId === 'openapi-source').map((d) => `${d.file.slice(root.length + 1)}:${d.line}:${d.column} ${d.message}`);
    const want = ['index.mdx:3:1 Unexpected spec path `../v2/spec.yaml`, expected a file inside the project'];
    expect(placed((await checkProject(root)).findings)).toEqual(want);
    const built = await (await createSite({ root, workers: 0, cacheDir: false, offline: true })).build(join(base, `out${counter++}`));
    expect(placed(built.diagnostics)).toEqual(want);
  });
});

describe('a group with no pages', () => {
  it('is a nav-group-empty warning at its name in `check` and `build`; one with a root, a spec or `hidden: true` is not', async () => {
    const root = join(base, `p${counter++}`);
    await mkdir(root, { recursive: true });
    const groups = [{ group: 'Start', pages: ['index'] }, { group: 'Extras', pages: [] }, { group: 'Later', hidden: true, pages: [] }, { group: 'Intro', root: 'index' }, { group: 'Outer', pages: [{ group: 'Inner' }] }];
    await writeFile(join(root, 'docs.json'), current({}, groups));
    await writeFile(join(root, 'index.mdx'), page);
    const placed = (list: readonly { file: string; line: number; column: number; ruleId: string; message: string }[]): string[] =>
      list.filter((d) => d.ruleId === 'nav-group-empty').map((d) => `${d.file.slice(root.length + 1)}:${d.line}:${d.column} ${d.message}`);
    const want = [
      'docs.json:16:18 Unexpected group `Extras` with no pages, expected at least one page in it (or `hidden: true`): the sidebar shows no empty group, so it is left out',
      'docs.json:32:22 Unexpected group `Inner` with no pages, expected at least one page in it (or `hidden: true`): the sidebar shows no empty group, so it is left out',
    ];
    expect(placed((await checkProject(root)).findings)).toEqual(want);
    const built = await (await createSite({ root, workers: 0, cacheDir: false, offline: true })).build(join(base, `out${counter++}`));
    expect(placed(built.diagnostics)).toEqual(want);
  });
});

describe('a language with no pages', () => {
  it('is a nav-language-empty warning at its `language` key in `check` and `build`, and the switcher leaves it out; one with an `href` or `hidden: true` is not', async () => {
    const root = join(base, `p${counter++}`);
    await mkdir(join(root, 'fr'), { recursive: true });
    const languages = [
      { language: 'en', pages: ['index'] },
      { language: 'fr', pages: ['fr/index'] },
      { language: 'de', groups: [{ group: 'Start', pages: [] }] },
      { language: 'es' },
      { language: 'it', href: 'https://example.com/it' },
      { language: 'ja', hidden: true },
    ];
    const json = JSON.stringify({ $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Example', colors: { primary: '#0D7A5F' }, navigation: { languages } }, null, 2);
    await writeFile(join(root, 'docs.json'), `${json}\n`);
    await writeFile(join(root, 'index.mdx'), page);
    await writeFile(join(root, 'fr/index.mdx'), page);
    const placed = (list: readonly { file: string; line: number; column: number; ruleId: string; message: string }[]): string[] =>
      list.filter((d) => d.ruleId === 'nav-language-empty').map((d) => `${d.file.slice(root.length + 1)}:${d.line}:${d.column} ${d.message}`);
    const message = (code: string): string =>
      `Unexpected language \`${code}\` with no pages, expected at least one page in it (or an \`href\`, or \`hidden: true\`): the language switcher has nowhere to lead, so it is left out`;
    const want = [`docs.json:23:21 ${message('de')}`, `docs.json:32:21 ${message('es')}`];
    expect(placed((await checkProject(root)).findings)).toEqual(want);
    const out = join(base, `out${counter++}`);
    const built = await (await createSite({ root, workers: 0, cacheDir: false, offline: true })).build(out);
    expect(placed(built.diagnostics)).toEqual(want);
    const html = await readFile(join(out, 'index.html'), 'utf8');
    const switcher = /<details class="dw-switcher dw-switcher-language">[\s\S]*?<\/details>/.exec(html)?.[0] ?? '';
    expect([...switcher.matchAll(/hreflang="([^"]+)"/g)].map((m) => m[1])).toEqual(['en', 'fr', 'it']);
    expect(switcher).not.toContain('href="#"');
  });
  it('leaving one language to list, says the switcher is not drawn, and the build draws none (not a switcher of the page’s own language alone)', async () => {
    const root = join(base, `p${counter++}`);
    await mkdir(root, { recursive: true });
    const languages = [{ language: 'en', pages: ['index'] }, { language: 'fr', pages: [] }, { language: 'de', groups: [{ group: 'Start', pages: [] }] }, { language: 'ja', hidden: true }];
    const json = JSON.stringify({ $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Example', colors: { primary: '#0D7A5F' }, navigation: { languages } }, null, 2);
    await writeFile(join(root, 'docs.json'), `${json}\n`);
    await writeFile(join(root, 'index.mdx'), page);
    const messages = (list: readonly { ruleId: string; message: string }[]): string[] => list.filter((d) => d.ruleId === 'nav-language-empty').map((d) => d.message);
    const message = (code: string): string =>
      `Unexpected language \`${code}\` with no pages, expected at least one page in it (or an \`href\`, or \`hidden: true\`): the language switcher has nowhere to lead, so it is left out, and with \`en\` the only language left, the switcher is not drawn`;
    expect(messages((await checkProject(root)).findings)).toEqual([message('fr'), message('de')]);
    const out = join(base, `out${counter++}`);
    const built = await (await createSite({ root, workers: 0, cacheDir: false, offline: true })).build(out);
    expect(messages(built.diagnostics)).toEqual([message('fr'), message('de')]);
    expect(await readFile(join(out, 'index.html'), 'utf8')).not.toContain('dw-switcher-language');
  });
});

describe('entries Mintlify shows no page for', () => {
  it('`build` builds an imported page and a repository document the navigation lists, with the warning `check` errs with, at the entry', async () => {
    const root = join(base, `p${counter++}`);
    await mkdir(join(root, 'shared'), { recursive: true });
    await writeFile(join(root, 'docs.json'), current({}, ['index', 'shared/install', 'LICENSE']));
    await writeFile(join(root, 'index.mdx'), "---\ntitle: Home\n---\n\nimport Install from '/shared/install.mdx';\n\n<Install />\n");
    await writeFile(join(root, 'shared/install.mdx'), 'Run the installer.\n');
    await writeFile(join(root, 'LICENSE.md'), '# License\n\nMIT.\n');
    const built = await (await createSite({ root, workers: 0, cacheDir: false })).build(join(base, `out${counter++}`));
    const found = built.diagnostics.filter((d) => d.ruleId === 'nav-page-missing').map((d) => `${d.file.slice(root.length + 1)}:${d.line}:${d.column} ${d.severity} ${d.message}`);
    expect(found).toEqual([
      'docs.json:10:7 warn Unexpected page `shared/install` (`shared/install.mdx`) that another file imports, expected a page no file imports: Mintlify treats an imported file as a snippet and publishes no page for this entry, docwright builds it',
      'docs.json:11:7 warn Unexpected page `LICENSE` (`LICENSE.md`), expected another page: Mintlify does not publish `LICENSE.md` files, docwright builds it',
    ]);
    const checked = (await checkProject(root)).findings.filter((f) => f.ruleId === 'nav-page-missing').map((f) => `${f.line}:${f.column} ${f.severity}`);
    expect(checked).toEqual(['10:7 error', '11:7 error']);
  });
});

describe('groups of one name side by side', () => {
  it('are a nav-group-duplicate warning at the second group, naming the first; in two tabs or a legacy mint.json list they are not', async () => {
    const twice = current({}, [{ group: 'Start', pages: ['index'] }, { group: 'Start', pages: ['other'] }, { group: 'More', pages: [] }]);
    const found = (await findings({ 'docs.json': twice, 'index.mdx': page, 'other.mdx': page })).filter((f) => f.includes('nav-group-duplicate'));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^docs\.json:\d+:\d+ warn(ing)? .*Unexpected group `Start` beside another of the same name \(at docs\.json:\d+:\d+\)/);
    const tabs = JSON.stringify({ theme: 'mint', name: 'Tabs', colors: { primary: '#0D7A5F' }, navigation: { tabs: [{ tab: 'A', groups: [{ group: 'Start', pages: ['index'] }] }, { tab: 'B', groups: [{ group: 'Start', pages: ['other'] }] }] } });
    expect((await findings({ 'docs.json': tabs, 'index.mdx': page, 'other.mdx': page })).filter((f) => f.includes('nav-group-duplicate'))).toEqual([]);
    const old = legacy({ navigation: [{ group: 'Start', version: 'v1', pages: ['index'] }, { group: 'Start', version: 'v2', pages: ['other'] }], versions: ['v1', 'v2'] }, 2);
    expect((await findings({ 'mint.json': old, 'index.mdx': page, 'other.mdx': page })).filter((f) => f.includes('nav-group-duplicate'))).toEqual([]);
  });
});
