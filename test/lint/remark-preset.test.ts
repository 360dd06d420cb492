// The rules as an ordinary remark preset: a unified pipeline with `remarkPreset(…)` must report
// exactly what `verifyText` reports for the same page (messages, rule ids, positions, severities).
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, jest, test } from '@jest/globals';
import remarkFrontmatter from 'remark-frontmatter';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { presets } from '../../presets/index.js';
import { rulesById } from '../../rules/index.js';
import { mergeRuleSettings } from '../../src/lint/settings.js';
import { verifyText } from '../../src/lint/verify-text.js';
import { remarkPreset, type RemarkPresetOptions } from '../../src/lint/remark-preset.js';
import type { PresetName } from '../../presets/index.js';
import { distBin, repo, runCli, tempProject } from '../cli/lint-helpers.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

interface Seen {
  at: string;
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  url: string | undefined;
}

const at = (line: number, column: number, endLine?: number, endColumn?: number): string => `${line}:${column}${endLine !== undefined ? `-${endLine}:${endColumn}` : ''}`;
const order = (a: Seen, b: Seen): number => a.at.localeCompare(b.at, 'en', { numeric: true }) || a.ruleId.localeCompare(b.ruleId);

async function viaRemark(text: string, path: string, name: PresetName = 'recommended', options: RemarkPresetOptions = {}): Promise<Seen[]> {
  const file = new VFile({ path, value: text });
  const processor = unified().use(remarkParse).use(remarkPreset(name, options));
  await processor.run(processor.parse(file), file);
  return file.messages
    .map((m) => {
      const end = m.place && 'end' in m.place ? m.place.end : undefined;
      return { at: at(m.line ?? 0, m.column ?? 0, end?.line, end?.column), ruleId: String(m.ruleId), severity: m.fatal ? ('error' as const) : ('warn' as const), message: m.reason, url: m.url };
    })
    .sort(order);
}

async function viaLintText(text: string, path: string, name: PresetName = 'recommended', options: RemarkPresetOptions = {}): Promise<Seen[]> {
  const result = await verifyText(text, { filePath: path, rules: mergeRuleSettings(presets[name].rules, options.rules) });
  return result.findings.map((f) => ({ at: at(f.line, f.column, f.endLine, f.endColumn), ruleId: f.ruleId, severity: f.severity === 'error' ? ('error' as const) : ('warn' as const), message: f.message, url: f.url })).sort(order);
}

const mdxPage = `---
title: Setup
descripton: Typo in the key
---

# Setup

![](/images/shot.png)

{/* docwright-disable-next-line code-language */}
\`\`\`
npm install docwright
\`\`\`

## Steps

## Steps

<Notee>Misspelled component</Notee>

<Card title="Go" cols="2">Text</Card>

\`\`\`
left without a language
\`\`\`

Click [here](/guide) for more.
`;

const mdPage = `---
title: Notes
description: A Markdown page with an HTML comment, which MDX would refuse
---

<!-- docwright-disable heading-unique -->

## Notes

## Notes

<!-- docwright-enable heading-unique -->

### Deep

##### Deeper

\`\`\`
no language
\`\`\`
`;

describe('remarkPreset', () => {
  test('reports exactly what verifyText reports on an MDX page, disable comments included', async () => {
    const remark = await viaRemark(mdxPage, 'guide/setup.mdx');
    expect(remark).toEqual(await viaLintText(mdxPage, 'guide/setup.mdx'));
    // The page's known problems, so an empty run cannot pass.
    expect(remark.map((s) => `${s.at} ${s.ruleId}`)).toEqual([
      '1:1-4:4 frontmatter-description',
      '3:1 frontmatter-keys',
      '6:1-6:8 heading-no-h1',
      '8:1-8:22 image-alt',
      '8:1-8:22 image-frame',
      '17:1-17:9 heading-unique',
      '19:1-19:36 component-known',
      '21:18-21:26 component-attribute-known',
      '23:1-25:4 code-language',
      '27:7-27:21 link-text',
    ]);
    expect(remark.find((s) => s.ruleId === 'image-alt')).toEqual({
      at: '8:1-8:22',
      ruleId: 'image-alt',
      severity: 'error',
      message: expect.stringContaining('alt'),
      url: rulesById.get('image-alt')?.url,
    });
    expect(remark.some((s) => s.at.startsWith('11:'))).toBe(false);
  });

  test('parses .md as Markdown (HTML comments are disable comments; page-mdx-syntax says Mintlify refuses the first)', async () => {
    const remark = await viaRemark(mdPage, 'notes.md');
    expect(remark).toEqual(await viaLintText(mdPage, 'notes.md'));
    expect(remark.map((s) => `${s.at} ${s.ruleId}`)).toEqual(['6:2 page-mdx-syntax', '16:1-16:13 heading-increment', '18:1-20:4 code-language']);
  });

  test('rule overrides, other presets and forced syntax give what verifyText gives with the same settings', async () => {
    const options: RemarkPresetOptions = { rules: { 'image-frame': 'off', 'heading-no-h1': 'warn', 'prose-sentence-length': ['error', { max: 3 }] } };
    const remark = await viaRemark(mdxPage, 'guide/setup.mdx', 'recommended', options);
    expect(remark).toEqual(await viaLintText(mdxPage, 'guide/setup.mdx', 'recommended', options));
    expect(remark.map((s) => s.ruleId)).not.toContain('image-frame');
    expect(remark.find((s) => s.ruleId === 'heading-no-h1')?.severity).toBe('warn');
    expect(remark.filter((s) => s.ruleId === 'prose-sentence-length').map((s) => s.severity)).toEqual(['error']);
    const strict = await viaRemark(mdPage, 'notes.md', 'strict');
    expect(strict).toEqual(await viaLintText(mdPage, 'notes.md', 'strict'));
    expect(strict.every((s) => s.severity === 'error')).toBe(true);
    // `syntax: 'mdx'` parses a .md file as MDX, where the HTML comment is a syntax error.
    const processor = unified().use(remarkParse).use(remarkPreset('recommended', { syntax: 'mdx' }));
    expect(() => processor.parse(new VFile({ path: 'notes.md', value: mdPage }))).toThrow(/Unexpected character `!`/);
  });

  test('API pages and pages without front matter: the context comes from the tree', async () => {
    const api = '---\ntitle: Get a plant\nopenapi: GET /plants/{id}\n---\n\n## Parameters\n\n| name | type | description |\n| --- | --- | --- |\n| id | string | The plant id |\n';
    // fields-for-parameters is in `style`: turned on here, as it reads whether the page is an API page.
    const options: RemarkPresetOptions = { rules: { 'fields-for-parameters': 'warn' } };
    const remark = await viaRemark(api, 'api/get.mdx', 'recommended', options);
    expect(remark).toEqual(await viaLintText(api, 'api/get.mdx', 'recommended', options));
    expect(remark.map((s) => s.ruleId)).toEqual(['fields-for-parameters']);
    const bare = '## Hello\n\nText.\n';
    expect(await viaRemark(bare, 'bare.mdx')).toEqual(await viaLintText(bare, 'bare.mdx'));
    expect((await viaRemark(bare, 'bare.mdx')).map((s) => s.ruleId)).toEqual(['frontmatter-present']);
  });

  test('bad settings throw one clear error; an unclosed front matter is reported as lint reports it', async () => {
    expect(() => remarkPreset('recomended' as PresetName)).toThrow('Unexpected preset `recomended`, expected one of `recommended`, `strict`, `style` (did you mean `recommended`?)');
    expect(() => remarkPreset('recommended', { rules: { 'image-frames': 'off' } })).toThrow('`rules.image-frames`: Unexpected rule `image-frames`, expected a known rule id (did you mean `image-frame`?)');
    expect(() => remarkPreset('recommended', { rules: { 'image-frame': ['error', { containers: 'Frame' }] } })).toThrow('`rules.image-frame[1].containers`: Unexpected string `Frame`, expected an array');
    const unclosed = '---\ntitle: A page\n\n## Install\n';
    const file = new VFile({ path: 'a.mdx', value: unclosed });
    const processor = unified().use(remarkParse).use(remarkPreset());
    await processor.run(processor.parse(file), file);
    const unclosedMessage = "Unexpected unclosed front matter, expected a closing `---` line: Mintlify and `docwright build` publish its lines as the page's text";
    expect(file.messages.map((m) => `${m.line ?? 0}:${m.column ?? 0} ${m.ruleId ?? ''} ${m.reason}`)).toEqual([`1:1 frontmatter-yaml ${unclosedMessage}`]);
    expect((await verifyText(unclosed, { filePath: 'a.mdx' })).findings.map((f) => `${f.line}:${f.column} ${f.ruleId} ${f.message}`)).toEqual([`1:1 frontmatter-yaml ${unclosedMessage}`]);
  });

  test("a single rule's plugin in a plain pipeline reads the front matter from the tree", async () => {
    const rule = rulesById.get('frontmatter-title');
    if (!rule) throw new Error('Missing rule `frontmatter-title`');
    const run = async (value: string): Promise<string[]> => {
      const file = new VFile({ path: 'page.md', value });
      const processor = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(rule.plugin, ['error']);
      await processor.run(processor.parse(file), file);
      return file.messages.map((m) => `${m.line}:${m.column} ${m.reason}`);
    };
    expect(await run('---\ntitle: Present\n---\n\nText.\n')).toEqual([]);
    expect(await run('---\ndescription: No title\n---\n\nText.\n')).toEqual([expect.stringMatching(/^1:1 Missing `title`/)]);
  });
});

describe('remarkPreset from the built package, as a .remarkrc.mjs loads it', () => {
  test('node resolves `docwright` to dist/ and the preset reports what `docwright lint` reports', async () => {
    if (!existsSync(distBin)) throw new Error('Missing dist/src/cli/bin.js: run `npm run build` before these tests (.ci/run does)');
    const page = '---\ntitle: Setup\n---\n\n# Setup\n\n![](/images/shot.png)\n\n```\nnpm install docwright\n```\n';
    const dir = tempProject({
      'docs.json': '{}',
      'setup.mdx': page,
      '.remarkrc.mjs': "import { remarkPreset } from 'docwright';\nexport default remarkPreset('recommended', { rules: { 'image-frame': 'off' } });\n",
      // What remark-cli and remark-language-server do with a .remarkrc: load it, use it, run it.
      'run.mjs': [
        `import { unified } from ${JSON.stringify(pathToFileURL(join(repo, 'node_modules/unified/index.js')).href)};`,
        `import remarkParse from ${JSON.stringify(pathToFileURL(join(repo, 'node_modules/remark-parse/index.js')).href)};`,
        `import { VFile } from ${JSON.stringify(pathToFileURL(join(repo, 'node_modules/vfile/index.js')).href)};`,
        "import { readFileSync } from 'node:fs';",
        "import preset from './.remarkrc.mjs';",
        "const file = new VFile({ path: 'setup.mdx', value: readFileSync('setup.mdx', 'utf8') });",
        'const processor = unified().use(remarkParse).use(preset);',
        'await processor.run(processor.parse(file), file);',
        "console.log(file.messages.map((m) => `${m.line}:${m.column} ${m.fatal ? 'error' : 'warn'} ${m.ruleId} ${m.reason}`).sort().join('\\n'));",
      ].join('\n'),
    });
    mkdirSync(join(dir, 'node_modules'));
    symlinkSync(repo, join(dir, 'node_modules', 'docwright'), 'dir');
    const remark = await new Promise<string>((resolve, reject) => {
      execFile(process.execPath, ['run.mjs'], { cwd: dir }, (error, stdout, stderr) => (error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)));
    });
    const lint = await runCli(['lint', '--format', 'json', '--rule', 'image-frame:off', 'setup.mdx'], { cwd: dir, dist: true });
    const report = JSON.parse(lint.stdout) as { files: Array<{ findings: Array<{ line: number; column: number; severity: string; ruleId: string; message: string }> }> };
    const expected = (report.files[0]?.findings ?? []).map((f) => `${f.line}:${f.column} ${f.severity} ${f.ruleId} ${f.message}`).sort();
    expect(expected.length).toBeGreaterThan(2);
    expect(remark.trim().split('\n')).toEqual(expected);
  });
});
