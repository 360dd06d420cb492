// The real thing: the registry, the presets and a project on disk.
import { afterAll, describe, expect, test } from '@jest/globals';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { components } from '../../src/components/index.js';
import { generateRulesFile, RulesFileError } from '../../src/rules-file/index.js';
import { asPage, lintLines, mdxExamples } from './helpers.js';

const base = await mkdtemp(join(tmpdir(), 'docwright-rules-gen-'));
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

let counter = 0;
async function project(config: object | string | undefined): Promise<string> {
  const root = join(base, `p${counter++}`);
  await mkdir(root, { recursive: true });
  if (config !== undefined) await writeFile(join(root, 'docs.json'), typeof config === 'string' ? config : JSON.stringify(config));
  return root;
}

const config = (auth: string): object => ({
  name: 'Acme',
  description: 'Plants as a service',
  theme: 'mint',
  colors: { primary: '#000000' },
  navigation: { groups: [{ group: 'Start', pages: ['index'] }] },
  api: { mdx: { server: 'https://api.acme.test', auth: { method: auth, name: 'X-Acme-Key' } } },
});

describe('generateRulesFile', () => {
  test.each(['bearer', 'basic', 'key'])('with %s auth the file lints clean as Markdown', async (auth) => {
    const text = await generateRulesFile({ root: await project(config(auth)) });
    expect(await lintLines(text, '.cursor/rules.md')).toEqual([]);
  });

  test('a lone group keeps its name in the navigation (a lone tab around it does not)', async () => {
    const grouped = await generateRulesFile({ root: await project({ ...config('bearer'), navigation: { groups: [{ group: 'Getting started', pages: ['index', 'setup'] }] } }) });
    expect(grouped).toContain('- Getting started: `index`, `setup`');
    const tabbed = await generateRulesFile({ root: await project({ ...config('bearer'), navigation: { tabs: [{ tab: 'Guides', groups: [{ group: 'Basics', pages: ['index'] }] }] } }) });
    expect(tabbed).toContain('- Basics: `index`');
    expect(tabbed).not.toContain('Guides');
  });

  test('every MDX example in the full file lints clean as a page', async () => {
    const text = await generateRulesFile({ root: await project(config('bearer')), full: true });
    const examples = mdxExamples(text);
    expect(examples.length).toBeGreaterThan(components.length);
    const failures: string[] = [];
    for (const example of examples) {
      const lines = await lintLines(asPage(example), 'example.mdx');
      if (lines.length > 0) failures.push(`${example}\n  ${lines.join('\n  ')}`);
    }
    expect(failures).toEqual([]);
  });

  test('describes every registry component: a table row by default, a section in the full form', async () => {
    const root = await project(config('bearer'));
    const compact = await generateRulesFile({ root });
    const full = await generateRulesFile({ root, full: true });
    for (const component of components) {
      const name = component.kind === 'html' ? `\`<${component.name}>\`` : `\`${component.name}\``;
      expect(compact).toMatch(new RegExp(`^\\| ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( code block)? \\| `, 'm'));
      expect(full).toContain(`#### ${name}`);
    }
  });

  test('the lint section follows the lint settings', async () => {
    const root = await project(config('bearer'));
    const text = await generateRulesFile({ root, lintRules: { 'code-language': 'warn', 'image-alt': 'off' } });
    expect(text).toContain('- Warnings: `code-language`.');
    expect(text).not.toContain('`image-alt`');
    const full = await generateRulesFile({ root, lintRules: { 'code-language': 'warn', 'image-alt': 'off' }, full: true });
    expect(full).toContain('- `code-language` (warn): ');
    expect(full).not.toContain('`image-alt`');
  });

  test('same project, same bytes', async () => {
    const root = await project(config('key'));
    expect(await generateRulesFile({ root })).toBe(await generateRulesFile({ root }));
  });

  test('an invalid docs.json throws with its messages', async () => {
    await expect(generateRulesFile({ root: await project('{') })).rejects.toThrow(RulesFileError);
  });

  test('existing text outside the markers is kept', async () => {
    const root = await project(config('bearer'));
    const text = await generateRulesFile({ root, editor: 'agents', native: true, existing: '# Our agents\n\nBe careful.\n' });
    expect(text.startsWith('# Our agents\n\nBe careful.\n\n<!-- docwright:start')).toBe(true);
  });
});
