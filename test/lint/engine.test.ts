import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, jest, test } from '@jest/globals';
import { lint } from '../../src/lint/engine.js';
import { LintConfigError } from '../../src/lint/settings.js';
import { page, tempProject } from '../cli/lint-helpers.js';
import { readSealed, writeSealed } from '../support/cache-entries.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const noLanguage = page('## Install\n\n```\nnpm install docwright\n```\n');
const clean = page('## Install\n\n```bash\nnpm install docwright\n```\n');

describe('lint()', () => {
  test('results for every file in path order, with counts', async () => {
    const dir = tempProject({ 'docs.json': '{}', 'b.mdx': noLanguage, 'a.mdx': clean, 'sub/c.md': page('## One\n\n## One\n') });
    const run = await lint([], { cwd: dir, workers: 0 });
    expect(run.results.map((r) => [r.file.slice(dir.length + 1), r.findings.map((f) => f.ruleId)])).toEqual([
      ['a.mdx', []],
      ['b.mdx', ['code-language']],
      ['sub/c.md', ['heading-unique']],
    ]);
    expect([run.errorCount, run.warningCount, run.fixedCount]).toEqual([1, 1, 0]);
  });

  test('a config object, validated like a file', async () => {
    const dir = tempProject({ 'a.mdx': noLanguage });
    const run = await lint(['a.mdx'], { cwd: dir, workers: 0, config: { rules: { 'code-language': 'warn' } } });
    expect(run.results[0]?.findings.map((f) => `${f.ruleId}:${f.severity}`)).toEqual(['code-language:warn']);
    await expect(lint(['a.mdx'], { cwd: dir, config: { rules: { 'code-languag': 'warn' } } })).rejects.toThrow(LintConfigError);
  });

  test('--cache: a second run over unchanged files reuses the stored findings without linting', async () => {
    const dir = tempProject({ 'a.mdx': noLanguage, 'b.mdx': clean });
    const cacheLocation = join(dir, 'cache', 'lint.json');
    const first = await lint([], { cwd: dir, workers: 0, cache: true, cacheLocation });
    expect(first.errorCount).toBe(1);
    // Plant a marker in the stored findings: only a run that reads the cache can report it.
    const stored = JSON.parse(readSealed(cacheLocation)) as { files: Record<string, { findings: Array<{ message: string }> }> };
    const entry = stored.files[join(dir, 'a.mdx')];
    if (!entry?.findings[0]) throw new Error('expected a cached finding');
    entry.findings[0].message = 'from the cache';
    writeSealed(cacheLocation, JSON.stringify(stored));
    const second = await lint([], { cwd: dir, workers: 0, cache: true, cacheLocation });
    expect(second.results[0]?.findings.map((f) => f.message)).toEqual(['from the cache']);
    // A changed file, or a changed config, is linted again.
    writeFileSync(join(dir, 'a.mdx'), `${noLanguage}\n`);
    const third = await lint([], { cwd: dir, workers: 0, cache: true, cacheLocation });
    expect(third.results[0]?.findings.map((f) => f.message)).toEqual(['Missing language on fenced code block, expected for example `bash` or `text`']);
    writeFileSync(cacheLocation, JSON.stringify(stored));
    const otherConfig = await lint([], { cwd: dir, workers: 0, cache: true, cacheLocation, rules: { 'heading-unique': 'off' } });
    expect(otherConfig.results[0]?.findings.map((f) => f.message)).not.toContain('from the cache');
  });

  test('worker threads give the same results in the same order', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 24; i++) files[`p${String(i).padStart(2, '0')}.mdx`] = i % 3 === 0 ? noLanguage : i % 3 === 1 ? clean : '<Note>\n';
    const dir = tempProject(files);
    const single = await lint([], { cwd: dir, workers: 0 });
    const pooled = await lint([], { cwd: dir, workers: 2 });
    expect(pooled.results).toEqual(single.results);
    // The default: one worker per core but one, with this thread linting too.
    const shared = await lint([], { cwd: dir, workers: 1 });
    expect(shared.results).toEqual(single.results);
    const byDefault = await lint([], { cwd: dir });
    expect(byDefault.results).toEqual(single.results);
    expect(single.results).toHaveLength(24);
    expect(single.errorCount).toBe(16);
  });

  test('a 2 MB page (past the 1 MB front-matter scan) is linted to the end, its finding at the right line', async () => {
    const section = (i: number): string =>
      `## Water bed ${i} before the frost\n\nThe greenhouse keeps plants warm through the winter, and you check the vents every morning before work.\n\n\`\`\`bash\nnpm run water -- --bed ${i}\n\`\`\`\n\n`;
    const parts: string[] = [];
    let size = 0;
    for (let i = 0; size < 2 * 1024 * 1024; i++) {
      const text = section(i);
      parts.push(text);
      size += text.length;
    }
    const body = parts.join('');
    const dir = tempProject({ 'docs.json': '{}', 'big.mdx': page(`${body}\`\`\`\nno language\n\`\`\`\n`), 'small.mdx': noLanguage });
    const run = await lint([], { cwd: dir, workers: 0, rules: { 'prose-write-good': 'off', 'prose-sentence-length': 'off' } });
    const [big, small] = run.results;
    expect(big?.findings.filter((f) => f.fatal)).toEqual([]);
    const lines = readFileSync(join(dir, 'big.mdx'), 'utf8').split('\n');
    const expectedLine = lines.lastIndexOf('```', lines.length - 3) + 1;
    expect(big?.findings.map((f) => `${f.line} ${f.ruleId}`)).toEqual([`${expectedLine} code-language`]);
    expect(small?.findings.map((f) => f.ruleId)).toEqual(['code-language']);
  });
});
