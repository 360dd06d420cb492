// Issue 15 item 4 and issue 16: build, dev and rules take any configuration check can read;
// check reports what it cannot accept, every time, in every format.
import { describe, expect, jest, test } from '@jest/globals';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { makeProject } from '../render/helpers.js';
import { build, run } from './hostile-helpers.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const page = '---\ntitle: Home\n---\n\nText.\n';

/** A docs.json with legacy keys left in and an out-of-spec value, as real sites have. */
const leftovers = JSON.stringify(
  {
    theme: 'mint',
    name: 'Leftovers',
    colors: { primary: '#0D6E4F' },
    anchors: [{ name: 'Blog', url: 'https://blog.example' }],
    footerSocials: { x: 'https://x.com/leftovers' },
    metadata: { title: 'Leftovers' },
    appearance: { default: 'sepia' },
    navigation: { groups: [{ group: 'Start', pages: ['index', 'guide'] }] },
  },
  null,
  2,
);

describe('a configuration with leftovers', () => {
  test('build warns with file:line:col for each and builds every page (exit 0)', async () => {
    const root = makeProject({ 'docs.json': leftovers, 'index.mdx': page, 'guide.mdx': page });
    const result = await build(root);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('docs.json:7:3: warning: Unexpected key `anchors` that has no effect (Mintlify ignores it), expected `navigation.global.anchors`');
    expect(result.stderr).toContain('docs.json:13:3: warning: Unexpected key `footerSocials` that has no effect (Mintlify ignores it), expected `footer.socials`');
    expect(result.stderr).toContain('docs.json:17:5: warning: Unexpected key `title` in `metadata`');
    expect(result.stderr).toContain('docs.json:20:16: warning: Unexpected value `sepia` for `appearance.default`');
    expect(existsSync(join(result.out, 'guide.html'))).toBe(true);
  });

  test('rules writes the file from the same model (exit 0)', async () => {
    const root = makeProject({ 'docs.json': leftovers, 'index.mdx': page, 'guide.mdx': page });
    const result = await run(['rules', root, '--stdout'], root);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Leftovers');
  });

  test('check warns about the keys Mintlify ignores and errs on the value it refuses (exit 1)', async () => {
    const root = makeProject({ 'docs.json': leftovers, 'index.mdx': page, 'guide.mdx': page });
    const result = await run(['check', root], root);
    expect(result.code).toBe(1);
    expect(result.stdout.match(/error\s+Unexpected/g)).toHaveLength(1);
    expect(result.stdout.match(/that has no effect/g)).toHaveLength(3);
  });
});

describe('the smallest configuration the spec allows', () => {
  const mint = JSON.stringify({ name: 'Seeds', favicon: '/favicon.svg', colors: { primary: '#0D6E4F' }, navigation: [{ group: 'Start', pages: ['index'] }] });
  test('a mint.json of `name`, `favicon`, `colors` and `navigation` passes check, builds and gives a rules file', async () => {
    const root = makeProject({ 'mint.json': mint, 'index.mdx': page, 'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>' });
    expect(await run(['check', root], root)).toMatchObject({ code: 0, stdout: '' });
    const built = await build(root);
    expect(built.code).toBe(0);
    expect(built.stderr).not.toContain('warning');
    expect((await run(['rules', root, '--stdout'], root)).code).toBe(0);
  });

  test('a docs.json of `name` and `navigation`: check names the keys its spec requires (exit 1); build and rules use the defaults (exit 0)', async () => {
    const root = makeProject({ 'docs.json': JSON.stringify({ name: 'Seeds', navigation: { pages: ['index'] } }), 'index.mdx': page });
    const checked = await run(['check', root], root);
    expect(checked.code).toBe(1);
    expect(checked.stdout).toContain('Missing `theme`');
    expect(checked.stdout).toContain('Missing `colors`');
    const built = await build(root);
    expect(built.code).toBe(0);
    expect(built.stderr).toContain('warning: Missing `colors`');
    expect(existsSync(join(built.out, 'index.html'))).toBe(true);
    expect((await run(['rules', root, '--stdout'], root)).code).toBe(0);
  });
});

describe('an unusable configuration is fatal', () => {
  test('build exits 2 for a docs.json without a navigation', async () => {
    const root = makeProject({ 'docs.json': JSON.stringify({ theme: 'mint', name: 'Empty', colors: { primary: '#0D6E4F' } }), 'index.mdx': page });
    const result = await build(root);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Missing `navigation`');
  });

  test.each(['json', 'github'])('check --format %s: a docs.json that is not JSON is the positioned report, on stdout, exit 2', async (format) => {
    const root = makeProject({ 'docs.json': '{\n  "name": "Acme",\n  "theme": \n}\n', 'index.mdx': page });
    const result = await run(['check', root, '--format', format], root);
    expect(result.code).toBe(2);
    if (format === 'json') expect(JSON.parse(result.stdout)).toMatchObject({ errorCount: 1, files: [{ findings: [{ ruleId: 'config-json', line: 4, column: 1, fatal: true }] }] });
    else expect(result.stdout).toMatch(/^::error file=docs\.json,line=4,col=1,.*title=config-json::/m);
  });
});

describe('$ref files', () => {
  test('a language file with a legacy key builds with a warning placed in that file', async () => {
    const root = makeProject({
      'docs.json': JSON.stringify({ theme: 'mint', name: 'Bulbs', colors: { primary: '#0D6E4F' }, navigation: { languages: [{ $ref: './en.json' }, { $ref: './fr.json' }] } }),
      'en.json': JSON.stringify({ language: 'en', groups: [{ group: 'Start', pages: ['index'] }] }),
      'fr.json': '{\n  "language": "fr",\n  "topAnchor": { "name": "Docs" },\n  "groups": [{ "group": "Début", "pages": ["fr/index"] }]\n}\n',
      'index.mdx': page,
      'fr/index.mdx': page,
    });
    const result = await build(root);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('fr.json:3:3: warning: Unexpected key `topAnchor`');
    expect(existsSync(join(result.out, 'fr.html'))).toBe(true);
  });
});
