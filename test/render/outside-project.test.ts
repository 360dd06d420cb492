// Files that link outside the project (symlinks, or files in symlinked folders) are never
// read: nothing of theirs reaches the HTML, the `.md` copies, llms-full.txt or meta tags,
// and each is reported where it is used.
import { describe, expect, test } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createSite } from '../../src/render/site/site.js';
import { projectWithOutsideLinks, tempOutDir } from '../support/project.js';

const SECRET = 'TOPSECRET';

const docsJson = (extra: Record<string, unknown> = {}): string =>
  JSON.stringify({ theme: 'mint', name: 'Acme', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'Start', pages: ['index'] }] }, ...extra });

/** A project `root` (files given) next to `outside`, which holds files with the secret. */
function project(files: Record<string, string>, links: Record<string, string>): string {
  const outside = {
    'snippet.mdx': `${SECRET} snippet text\n`,
    'seo.json': JSON.stringify({ metatags: { 'og:site_name': `${SECRET} meta` } }),
    'openapi.yaml': `openapi: 3.0.0\ninfo: {title: ${SECRET} spec, version: "1"}\npaths:\n  /plants:\n    get:\n      summary: ${SECRET} operation\n      responses: {"200": {description: ok}}\n`,
    'picture.png': `${SECRET} image bytes`,
  };
  return projectWithOutsideLinks({ outside, links, files }).root;
}

function allFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Build the project; every output file is checked for the secret. */
async function build(root: string): Promise<{ messages: string[]; out: string }> {
  const out = tempOutDir('docwright-outside-out-');
  const result = await (await createSite({ root, workers: 0, cacheDir: false })).build(out);
  const leaked = allFiles(out).filter((file) => readFileSync(file).includes(SECRET));
  expect(leaked.map((file) => relative(out, file))).toEqual([]);
  const messages = result.diagnostics.map((d) => `${relative(root, d.file)}:${d.line}:${d.column} ${d.severity} ${d.message}`);
  return { messages, out };
}

describe('build refuses files that link outside the project', () => {
  test('symlinked snippet file: not inlined into the page, its .md copy or llms-full.txt; reported at the import', async () => {
    const root = project(
      { 'docs.json': docsJson(), 'index.mdx': "---\ntitle: Home\n---\n\nimport Linked from '/snippets/linked.mdx';\n\nBefore.\n\n<Linked />\n" },
      { 'snippets/linked.mdx': 'snippet.mdx' },
    );
    const { messages, out } = await build(root);
    expect(messages).toContain('index.mdx:5:15 error Unexpected import path `/snippets/linked.mdx` that links outside the project, expected a file inside it: it is not inlined');
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('Before.');
    expect(readFileSync(join(out, 'index.md'), 'utf8')).toContain('Before.');
  });

  test('snippet in a symlinked folder: not inlined; reported at its own import line (named import too)', async () => {
    const root = project(
      {
        'docs.json': docsJson(),
        'index.mdx': "---\ntitle: Home\n---\n\nimport Own from '/snippets/own.mdx';\nimport Shared, { value } from '/snippets/shared/snippet.mdx';\n\n<Own />\n\n<Shared />\n",
        'snippets/own.mdx': 'Our own words.\n',
      },
      { 'snippets/shared': '.' },
    );
    const { messages, out } = await build(root);
    // The link itself is named once at its own path (path-outside), and the import at its line.
    expect(messages).toEqual([
      expect.stringMatching(/^snippets\/shared:1:1 warn Unexpected folder `snippets\/shared` that links outside the project \(to `[^`]+`\), expected a folder inside it: nothing in it is read$/),
      'index.mdx:6:26 error Unexpected import path `/snippets/shared/snippet.mdx` that links outside the project, expected a file inside it: it is not inlined',
    ]);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('Our own words.');
    expect(readFileSync(join(out, 'llms-full.txt'), 'utf8')).toContain('Our own words.');
  });

  test('docs.json $ref to a symlink outside: not read, so no meta tag carries its values', async () => {
    const root = project({ 'docs.json': docsJson({ seo: { $ref: './seo.json' } }), 'index.mdx': '---\ntitle: Home\n---\n\nHello.\n' }, { 'seo.json': 'seo.json' });
    const { messages, out } = await build(root);
    expect(messages).toContainEqual(expect.stringMatching(/^docs\.json:1:\d+ error Unexpected `\$ref` to `\.\/seo\.json` that links outside the project, expected a JSON file inside it$/));
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('Hello.');
  });

  test('OpenAPI spec symlink outside: no operation page is made from it; reported at the page\'s `openapi` key, where the author names it', async () => {
    const root = project(
      {
        'docs.json': docsJson({ navigation: { groups: [{ group: 'Start', pages: ['index', 'plants'] }] } }),
        'index.mdx': '---\ntitle: Home\n---\n\nHello.\n',
        'plants.mdx': '---\ntitle: Plants\nopenapi: "openapi.yaml GET /plants"\n---\n',
      },
      { 'openapi.yaml': 'openapi.yaml' },
    );
    const { messages } = await build(root);
    expect(messages).toContain('plants.mdx:3:1 error Unexpected spec path `openapi.yaml`, expected a file inside the project (it links outside)');
  });

  test('image/asset symlink outside: not copied or served; reported where the page shows it', async () => {
    const root = project(
      { 'docs.json': docsJson(), 'index.mdx': '---\ntitle: Home\n---\n\n![A plant](/images/picture.png)\n\n<img src="/images/picture.png" alt="" />\n' },
      { 'images/picture.png': 'picture.png' },
    );
    const { messages, out } = await build(root);
    expect(messages).toEqual([
      'index.mdx:5:1 warn Unexpected file `/images/picture.png` that links outside the project, expected a file inside it: it is not published',
      'index.mdx:7:1 warn Unexpected file `/images/picture.png` that links outside the project, expected a file inside it: it is not published',
    ]);
    expect(allFiles(out).some((file) => file.endsWith('picture.png'))).toBe(false);
    const dev = await createSite({ root, workers: 0, cacheDir: false, dev: true });
    expect(await dev.render('/images/picture.png')).toBeUndefined();
  });

  test('an image written with a path that leaves the project: reported once, as the link check names it (lint and check --links too)', async () => {
    const root = project({ 'docs.json': docsJson(), 'index.mdx': '---\ntitle: Home\n---\n\n![A plant](../outside/picture.png)\n' }, {});
    const { messages } = await build(root);
    expect(messages).toEqual(['index.mdx:5:1 warn Unexpected link `../outside/picture.png` outside the project, expected an image, video or other file of the project']);
    // dev's findings of the page: the same one.
    const dev = await createSite({ root, workers: 0, cacheDir: false, dev: true });
    const found = (await dev.links()).map(({ finding: d }) => `${relative(root, d.file)}:${d.line}:${d.column} ${d.ruleId}`);
    expect(found).toEqual(['index.mdx:5:1 link-broken']);
  });

  test('page symlink outside listed in the navigation: not built, named as linking outside', async () => {
    const config = docsJson({ navigation: { groups: [{ group: 'Start', pages: ['index', 'elsewhere'] }] } });
    const root = project({ 'docs.json': config, 'index.mdx': '---\ntitle: Home\n---\n\nHello.\n' }, { 'elsewhere.mdx': 'snippet.mdx' });
    const { messages, out } = await build(root);
    // At the navigation entry, as `check` reports it.
    expect(messages).toEqual([
      expect.stringMatching(/^elsewhere\.mdx:1:1 warn Unexpected page `elsewhere\.mdx` that links outside the project \(to `[^`]+`\), expected a file inside it: it is not read$/),
      `docs.json:1:${config.indexOf('"elsewhere"') + 1} warn Unexpected page \`elsewhere\` listed in the navigation that links outside the project, expected a page inside it: it is skipped`,
    ]);
    expect(allFiles(out).some((file) => file.includes('elsewhere'))).toBe(false);
  });

  test('dev serves the page, its .md copy and llms-full.txt without the symlinked snippet', async () => {
    const root = project(
      { 'docs.json': docsJson(), 'index.mdx': "---\ntitle: Home\n---\n\nimport Linked from '/snippets/linked.mdx';\n\nBefore.\n\n<Linked />\n" },
      { 'snippets/linked.mdx': 'snippet.mdx' },
    );
    const dev = await createSite({ root, workers: 0, cacheDir: false, dev: true });
    for (const route of ['/', '/index.md', '/llms-full.txt']) {
      const response = await dev.render(route);
      expect(response?.status).toBe(200);
      expect(String(response?.body)).not.toContain(SECRET);
    }
  });
});
