import { describe, expect, test } from '@jest/globals';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { checkProject } from '../../src/check/check.js';

describe('check and files that link outside the project', () => {
  test('docs.json $ref to a symlink outside: refused at the `$ref`, its values never read', async () => {
    const base = mkdtempSync(join(tmpdir(), 'docwright-check-outside-'));
    const root = join(base, 'root');
    mkdirSync(join(base, 'outside'), { recursive: true });
    mkdirSync(root);
    writeFileSync(join(base, 'outside', 'seo.json'), JSON.stringify({ metatags: { 'og:site_name': 'TOPSECRET' } }));
    symlinkSync(join(base, 'outside', 'seo.json'), join(root, 'seo.json'));
    writeFileSync(join(root, 'docs.json'), JSON.stringify({ theme: 'mint', name: 'Acme', colors: { primary: '#0D9373' }, seo: { $ref: './seo.json' }, navigation: { pages: ['index'] } }, null, 2));
    writeFileSync(join(root, 'index.mdx'), '---\ntitle: Home\n---\n\nHello.\n');
    const result = await checkProject(root);
    const messages = result.findings.map((f) => `${relative(root, f.file)}:${f.line}:${f.column} ${f.ruleId} ${f.message}`);
    expect(messages).toEqual(['docs.json:8:13 config-ref Unexpected `$ref` to `./seo.json` that links outside the project, expected a JSON file inside it']);
    expect(JSON.stringify(result.loaded.model)).not.toContain('TOPSECRET');
    expect(result.loaded.files.map((file) => relative(root, file))).toEqual(['docs.json']);
  });

  test('a navigation page and a logo that link outside the project are named as such, not as missing', async () => {
    const base = mkdtempSync(join(tmpdir(), 'docwright-check-outside-'));
    const root = join(base, 'root');
    mkdirSync(join(base, 'outside'), { recursive: true });
    mkdirSync(join(root, 'logo'), { recursive: true });
    writeFileSync(join(base, 'outside', 'page.mdx'), '---\ntitle: Elsewhere\n---\n');
    writeFileSync(join(base, 'outside', 'logo.svg'), '<svg/>');
    symlinkSync(join(base, 'outside', 'page.mdx'), join(root, 'elsewhere.mdx'));
    symlinkSync(join(base, 'outside', 'logo.svg'), join(root, 'logo', 'light.svg'));
    writeFileSync(join(root, 'docs.json'), JSON.stringify({ theme: 'mint', name: 'Acme', colors: { primary: '#0D9373' }, logo: '/logo/light.svg', navigation: { pages: ['index', 'elsewhere'] } }, null, 2));
    writeFileSync(join(root, 'index.mdx'), '---\ntitle: Home\n---\n\nHello.\n');
    const result = await checkProject(root);
    expect(result.findings.map((f) => `${relative(root, f.file)}:${f.line}:${f.column} ${f.ruleId} ${f.message}`)).toEqual([
      'docs.json:7:11 config-file-outside Unexpected `/logo/light.svg` for `logo` that links outside the project, expected a file inside it',
      'docs.json:11:7 nav-path-outside Unexpected page `elsewhere` that links outside the project (`elsewhere.mdx`), expected a file inside it',
    ]);
  });
});
