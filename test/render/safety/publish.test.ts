// What build writes and dev serves besides pages: media, specs the config names, and what
// `publish` patterns add. SVG is sanitised on the way out.
import { describe, expect, jest, test } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configuredSpecs, isMedia, publishFilter } from '../../../src/render/safety/publish.js';
import { createSite } from '../../../src/render/site/site.js';
import { tempOutDir } from '../../support/project.js';
import { makeProject } from '../helpers.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const DOCS = JSON.stringify({
  theme: 'mint',
  name: 'Acme',
  colors: { primary: '#0D9373' },
  api: { openapi: ['specs/openapi.yaml', 'https://api.example.com/openapi.json'] },
  navigation: { groups: [{ group: 'Start', pages: ['index'] }] },
});

const FILES: Record<string, string> = {
  'docs.json': DOCS,
  'index.mdx': '---\ntitle: Home\n---\n\n![Logo](/images/logo.svg)\n',
  'images/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(document.domain)"><script>alert(1)</script><circle r="4"/></svg>',
  'images/photo.png': 'png',
  'fonts/body.woff2': 'font',
  'files/guide.pdf': 'pdf',
  'specs/openapi.yaml': 'openapi: 3.1.0\ninfo: {title: Acme, version: "1"}\npaths: {}\n',
  'config.json': '{"secret": "token"}',
  'tsconfig.json': '{}',
  'snippets/code.js': 'export const x = 1;',
  'data/table.csv': 'a,b',
  'notes.yaml': 'private: true',
  'feed.xml': '<?xml version="1.0"?><x/>',
  'page.html': '<script>alert(1)</script>',
  'style.css': 'body{}',
  'downloads/sample.zip': 'zip',
};

describe('publish policy', () => {
  test('media by extension, case-insensitive; code, config and data are not media', () => {
    expect(['a.PNG', 'b/c.svg', 'v.mp4', 'a.mp3', 'f.woff2', 'd.pdf'].filter(isMedia)).toHaveLength(6);
    expect(['config.json', 'tsconfig.json', 'x.js', 'x.mjs', 'x.csv', 'x.yaml', 'x.xml', 'x.html', 'x.css', 'x.txt', 'x'].filter(isMedia)).toEqual([]);
  });

  test('specs named by the configuration are published; remote specs and paths leaving the root are not', () => {
    expect(configuredSpecs({ api: { openapi: ['/specs/a.json', './b.yaml', 'https://x.example/c.json', '../outside.json'], asyncapi: ['events.yaml'] } } as never)).toEqual(['specs/a.json', 'b.yaml', 'events.yaml']);
  });

  test('a publish pattern adds files as they are', () => {
    const published = publishFilter({ specs: [], patterns: ['downloads/**'] });
    expect(published('downloads/sample.zip')).toBe(true);
    expect(published('config.json')).toBe(false);
  });
});

describe('build and dev publish only pages and media', () => {
  test('config.json, tsconfig.json, snippet code, data, xml, html and css are not in the build output', async () => {
    const root = makeProject(FILES);
    const out = tempOutDir();
    await (await createSite({ root, workers: 0, cacheDir: false, offline: true })).build(out);
    for (const file of ['images/photo.png', 'images/logo.svg', 'fonts/body.woff2', 'files/guide.pdf', 'specs/openapi.yaml']) expect([file, existsSync(join(out, file))]).toEqual([file, true]);
    for (const file of ['config.json', 'tsconfig.json', 'snippets/code.js', 'data/table.csv', 'notes.yaml', 'feed.xml', 'page.html', 'style.css', 'downloads/sample.zip', 'docs.json']) {
      expect([file, existsSync(join(out, file))]).toEqual([file, false]);
    }
  });

  test('an SVG with onload is built without it', async () => {
    const root = makeProject(FILES);
    const out = tempOutDir();
    await (await createSite({ root, workers: 0, cacheDir: false, offline: true })).build(out);
    expect(readFileSync(join(out, 'images/logo.svg'), 'utf8')).toBe('<svg xmlns="http://www.w3.org/2000/svg"><circle r="4" /></svg>\n');
  });

  test('an SVG with onload is served by dev without it; config.json is not served', async () => {
    const root = makeProject(FILES);
    const site = await createSite({ root, workers: 0, cacheDir: false, offline: true, dev: true });
    const svg = await site.render('/images/logo.svg');
    expect(svg?.contentType).toBe('image/svg+xml');
    expect(String(svg?.body)).toBe('<svg xmlns="http://www.w3.org/2000/svg"><circle r="4" /></svg>\n');
    expect(await site.render('/config.json')).toBeUndefined();
    expect(await site.render('/snippets/code.js')).toBeUndefined();
    expect(await site.render('/feed.xml')).toBeUndefined();
  });

  test('a link to a file that is not published says so', async () => {
    const root = makeProject({ ...FILES, 'index.mdx': '---\ntitle: Home\n---\n\n[Data](/data/table.csv) and [gone](/nothing.csv)\n' });
    const result = await (await createSite({ root, workers: 0, cacheDir: false, offline: true })).build(tempOutDir());
    // The project's script and stylesheet, which Mintlify would add to every page, are named too (custom-asset).
    expect(result.diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual([
      "1:1 Unexpected script `snippets/code.js` in the project, expected no custom script: Mintlify adds every `.js` file to every page, docwright runs no project script in readers' browsers, so the site is built without it",
      "1:1 Unexpected stylesheet `style.css` in the project, expected a page's `style` or Tailwind classes: Mintlify adds every `.css` file to every page, docwright adds none, so the site is built without it",
      '5:1 Unexpected link `/data/table.csv` to a file that is not published, expected a page, media or a file named by `--publish`',
      '5:29 Unexpected link `/nothing.csv` to a file that does not exist (no `nothing.csv` in the project), expected a link to a file or page that exists',
    ]);
  });

  test('an SVG nested too deep is built empty with a warning on the file; the build goes on', async () => {
    const root = makeProject({ ...FILES, 'images/deep.svg': `<svg>${'<g>'.repeat(3000)}${'</g>'.repeat(3000)}</svg>` });
    const out = tempOutDir();
    const result = await (await createSite({ root, workers: 0, cacheDir: false, offline: true })).build(out);
    expect(result.diagnostics.filter((d) => d.ruleId !== 'custom-asset').map((d) => `${d.file.slice(root.length + 1)}:${d.line}:${d.column} ${d.message}`)).toEqual([
      'images/deep.svg:1:1 Unexpected SVG nesting deeper than 500 elements, expected a flatter drawing: it is published empty',
    ]);
    expect(readFileSync(join(out, 'images/deep.svg'), 'utf8')).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>\n');
    expect(existsSync(join(out, 'index.html'))).toBe(true);
  });

  test('files matched by a publish pattern are built as they are', async () => {
    const root = makeProject(FILES);
    const out = tempOutDir();
    await (await createSite({ root, workers: 0, cacheDir: false, offline: true, publish: ['downloads/**', 'feed.xml'] })).build(out);
    expect(readFileSync(join(out, 'downloads/sample.zip'), 'utf8')).toBe('zip');
    expect(readFileSync(join(out, 'feed.xml'), 'utf8')).toBe('<?xml version="1.0"?><x/>');
    expect(existsSync(join(out, 'config.json'))).toBe(false);
  });
});

describe('a published spec carries the files its `$ref`s name', () => {
  const SPLIT: Record<string, string> = {
    'docs/docs.json': JSON.stringify({ theme: 'mint', name: 'Acme', colors: { primary: '#0D9373' }, api: { openapi: ['specs/openapi.yaml'] }, navigation: { groups: [{ group: 'Start', pages: ['index'] }] } }),
    'docs/index.mdx': '---\ntitle: Home\n---\n\nHome.\n',
    'docs/specs/openapi.yaml': [
      'openapi: 3.1.0',
      'info: {title: Acme, version: "1"}',
      'paths:',
      '  /plants:',
      '    get:',
      '      responses:',
      '        "200":',
      '          description: OK',
      '          content:',
      '            application/json:',
      '              schema: {$ref: "schemas/plant.yaml"}',
      '        "404":',
      '          description: Gone',
      '          content:',
      '            application/json:',
      '              schema: {$ref: "../../shared/error.yaml"}',
      '',
    ].join('\n'),
    'docs/specs/schemas/plant.yaml': 'type: object\nproperties:\n  family: {$ref: "family.yaml"}\n',
    'docs/specs/schemas/family.yaml': 'type: string\n',
    'docs/specs/schemas/unused.yaml': 'type: string\n',
    'shared/error.yaml': 'type: object\n',
  };

  test('files the spec (and those files) `$ref` inside the project are published beside it; one outside is not, and is named', async () => {
    const root = join(makeProject(SPLIT), 'docs');
    const out = tempOutDir();
    const result = await (await createSite({ root, workers: 0, cacheDir: false, offline: true })).build(out);
    for (const file of ['specs/openapi.yaml', 'specs/schemas/plant.yaml', 'specs/schemas/family.yaml']) expect([file, existsSync(join(out, file))]).toEqual([file, true]);
    expect(readFileSync(join(out, 'specs/schemas/family.yaml'), 'utf8')).toBe('type: string\n');
    expect(existsSync(join(out, 'specs/schemas/unused.yaml'))).toBe(false);
    expect(existsSync(join(out, 'shared/error.yaml'))).toBe(false);
    // (The Mintlify warning for external `$ref`s at the config's key stands beside it.)
    expect(result.diagnostics.filter((d) => d.ruleId === 'path-outside').map((d) => `${d.file.slice(root.length + 1)}:${d.line}:${d.column} ${d.message}`)).toEqual([
      'specs/openapi.yaml:16:24 Unexpected `$ref` to `../shared/error.yaml`, expected a file inside the project: the published spec does not carry it',
    ]);
  });
});
