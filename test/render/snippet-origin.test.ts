import { describe, expect, test } from '@jest/globals';
import { relative } from 'node:path';
import { createSite } from '../../src/render/site/site.js';
import { tempOutDir } from '../support/project.js';
import { makeProject } from './helpers.js';

const docsJson = JSON.stringify({ theme: 'mint', name: 'Acme', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'Start', pages: ['index'] }] } });

describe('messages about snippet content', () => {
  test('warnings from snippet content name the snippet file and the snippet’s lines, not the page', async () => {
    const root = makeProject({
      'docs.json': docsJson,
      'index.mdx': "---\ntitle: Home\n---\n\nimport Parts from '/snippets/parts.mdx';\n\n<Oddity>page text</Oddity>\n\n<Parts />\n",
      'snippets/parts.mdx': 'Intro line.\n\n<Mystery>inside</Mystery>\n\nSee [the void](/nowhere) and [a trick](javascript:alert(1)).\n\n<span onClick={go}>hi</span>\n',
    });
    const out = tempOutDir('docwright-origin-');
    const result = await (await createSite({ root, workers: 0, cacheDir: false })).build(out);
    const messages = result.diagnostics.map((d) => `${relative(root, d.file)}:${d.line}:${d.column} ${d.message}`).sort();
    expect(messages).toEqual([
      'index.mdx:7:1 Unknown component `Oddity`: its content is shown without it',
      'snippets/parts.mdx:3:1 Unknown component `Mystery`: its content is shown without it',
      'snippets/parts.mdx:5:30 Unexpected `javascript:` URL in `href`: it is not emitted',
      'snippets/parts.mdx:5:5 Unexpected link `/nowhere` to a page that does not exist, expected `nowhere.mdx` or another file of the project',
      'snippets/parts.mdx:7:1 Unexpected event handler `onclick` on `<span>`: it is not emitted',
    ]);
  });

  test('a problem in a snippet that many pages include is reported once, at the snippet', async () => {
    const page = "---\ntitle: Page\n---\n\nimport Parts from '/snippets/parts.mdx';\n\n<Parts />\n";
    const root = makeProject({
      'docs.json': JSON.stringify({ theme: 'mint', name: 'Acme', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'Start', pages: ['one', 'two', 'three'] }] } }),
      'one.mdx': page,
      'two.mdx': page,
      'three.mdx': page,
      'snippets/parts.mdx': 'See [the void](/nowhere).\n',
    });
    const out = tempOutDir('docwright-origin-');
    const result = await (await createSite({ root, workers: 0, cacheDir: false })).build(out);
    expect(result.diagnostics.map((d) => `${relative(root, d.file)}:${d.line}:${d.column} ${d.message}`)).toEqual(['snippets/parts.mdx:1:5 Unexpected link `/nowhere` to a page that does not exist, expected `nowhere.mdx` or another file of the project']);
    expect(result.warnings).toBe(1);
  });
});
