import { describe, expect, jest, test } from '@jest/globals';
import { relative } from 'node:path';
import { checkProject } from '../../src/check/check.js';
import { projectWithOutsideLinks } from '../support/project.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const HOME = '---\ntitle: Home\n---\n\nHello.\n';

describe('check and files that link outside the project', () => {
  test('docs.json $ref to a symlink outside: refused at the `$ref`, its values never read', async () => {
    const { root } = projectWithOutsideLinks({
      outside: { 'seo.json': JSON.stringify({ metatags: { 'og:site_name': 'TOPSECRET' } }) },
      links: { 'seo.json': 'seo.json' },
      files: { 'docs.json': JSON.stringify({ theme: 'mint', name: 'Acme', colors: { primary: '#0D7A5F' }, seo: { $ref: './seo.json' }, navigation: { pages: ['index'] } }, null, 2), 'index.mdx': HOME },
    }, 'docwright-check-outside-');
    const result = await checkProject(root);
    const messages = result.findings.map((f) => `${relative(root, f.file)}:${f.line}:${f.column} ${f.ruleId} ${f.message}`);
    // Refused at the `$ref`, and the link itself named at its own path.
    expect(messages).toEqual([
      'docs.json:8:13 config-ref Unexpected `$ref` to `./seo.json` that links outside the project, expected a JSON file inside it',
      expect.stringMatching(/^seo\.json:1:1 path-outside Unexpected file `seo\.json` that links outside the project \(to `[^`]+`\), expected a file inside it: it is not read$/),
    ]);
    expect(JSON.stringify(result.loaded.model)).not.toContain('TOPSECRET');
    expect(result.loaded.files.map((file) => relative(root, file))).toEqual(['docs.json']);
  });

  test('a navigation page and a logo that link outside the project are named as such, not as missing', async () => {
    const { root } = projectWithOutsideLinks({
      outside: { 'page.mdx': '---\ntitle: Elsewhere\n---\n', 'logo.svg': '<svg/>' },
      links: { 'elsewhere.mdx': 'page.mdx', 'logo/light.svg': 'logo.svg' },
      files: { 'docs.json': JSON.stringify({ theme: 'mint', name: 'Acme', colors: { primary: '#0D7A5F' }, logo: '/logo/light.svg', navigation: { pages: ['index', 'elsewhere'] } }, null, 2), 'index.mdx': HOME },
    }, 'docwright-check-outside-');
    const result = await checkProject(root);
    expect(result.findings.map((f) => `${relative(root, f.file)}:${f.line}:${f.column} ${f.ruleId} ${f.message}`)).toEqual([
      'docs.json:7:11 config-file-outside Unexpected `/logo/light.svg` for `logo` that links outside the project, expected a file inside it',
      'docs.json:11:7 nav-path-outside Unexpected page `elsewhere` that links outside the project (`elsewhere.mdx`), expected a file inside it',
      expect.stringMatching(/^elsewhere\.mdx:1:1 path-outside Unexpected page `elsewhere\.mdx` that links outside the project \(to `[^`]+`\), expected a file inside it: it is not read$/),
    ]);
  });
});
