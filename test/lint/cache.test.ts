// The lint cache is input, not trust: a damaged, foreign or planted entry is dropped (the
// file is linted again), and no symlink where the cache lives is followed.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, jest, test } from '@jest/globals';
import { lint } from '../../src/lint/engine.js';
import { LintCache } from '../../src/lint/cache.js';
import { page, tempProject } from '../cli/lint-helpers.js';
import { readSealed, writeSealed } from '../support/cache-entries.js';
import { sealEntry } from '../../src/project/cache-seal.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const noLanguage = page('## Install\n\n```\nnpm install docwright\n```\n');
const FRESH = 'Missing language on fenced code block, expected for example `bash` or `text`';

interface Stored {
  files: Record<string, { hash: string; findings: Array<{ message: string; line: unknown }> }>;
  [key: string]: unknown;
}

const messages = (run: Awaited<ReturnType<typeof lint>>): string[][] => run.results.map((r) => r.findings.map((f) => f.message));

/** A project with two pages, linted once with the cache at `cacheLocation`; its stored data. */
async function primed(): Promise<{ dir: string; cacheLocation: string; stored: Stored }> {
  const dir = tempProject({ 'docs.json': '{}', 'a.mdx': noLanguage, 'b.mdx': noLanguage });
  const cacheLocation = join(dir, 'cache', 'lint.json');
  await lint([], { cwd: dir, workers: 0, cache: true, cacheLocation });
  return { dir, cacheLocation, stored: JSON.parse(readSealed(cacheLocation)) as Stored };
}

describe('the lint cache', () => {
  test.each([
    ['a message with a terminal escape', (f: { message: string; line: unknown }) => (f.message = 'from the cache \u001b]0;pwned\u0007')],
    ['a position that is not a number', (f: { message: string; line: unknown }) => ((f.message = 'from the cache'), (f.line = '1; rm -rf /'))],
  ])('a file entry with %s is dropped and that file linted again; the others still come from the cache', async (_name, plant) => {
    const { dir, cacheLocation, stored } = await primed();
    const [a, b] = Object.values(stored.files);
    if (!a?.findings[0] || !b?.findings[0]) throw new Error('expected cached findings');
    plant(a.findings[0]);
    b.findings[0].message = 'from the cache';
    // Sealed with the run's key, to reach the checks of each entry behind the seal.
    writeSealed(cacheLocation, JSON.stringify(stored));
    const run = await lint([], { cwd: dir, workers: 0, cache: true, cacheLocation });
    expect(messages(run).sort()).toEqual([[FRESH], ['from the cache']]);
  });

  test.each([
    ['truncated', (text: string) => text.slice(0, text.length >> 1)],
    ['of another format', (text: string) => text.replace(/"version":\d+/, '"version":1')],
    ['of another version or config', (text: string) => text.replace(/"key":"[^"]*"/, '"key":"other"')],
    ['empty', () => ''],
  ])('a cache file that is %s is ignored', async (_name, damage) => {
    const { dir, cacheLocation, stored } = await primed();
    for (const entry of Object.values(stored.files)) for (const f of entry.findings) f.message = 'from the cache';
    writeSealed(cacheLocation, damage(JSON.stringify(stored)));
    const run = await lint([], { cwd: dir, workers: 0, cache: true, cacheLocation });
    expect(messages(run)).toEqual([[FRESH], [FRESH]]);
  });

  test.each([
    ['without a seal', (text: string) => text],
    ['sealed under another machine\'s key', (text: string) => sealEntry('lint.json', text, 'a key from another machine')],
  ])('a planted entry %s that passes a page with errors (its file hash and key computed right) is ignored', async (_name, plant) => {
    const { dir, cacheLocation, stored } = await primed();
    for (const entry of Object.values(stored.files)) entry.findings = [];
    writeFileSync(cacheLocation, plant(JSON.stringify(stored)));
    const run = await lint([], { cwd: dir, workers: 0, cache: true, cacheLocation });
    expect(messages(run)).toEqual([[FRESH], [FRESH]]);
  });

  test('entries written under another code fingerprint (same version, other code) are not read; the same one is', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'docwright-lint-cache-'));
    const location = join(dir, 'lint.json');
    const older = await LintCache.open(location, 'config', `0.1.0\0${'a'.repeat(64)}`);
    const hash = 'c'.repeat(64);
    older.set('/p/a.mdx', hash, [{ file: '/p/a.mdx', line: 1, column: 1, ruleId: 'code-language', severity: 'error', message: 'from older code' }]);
    await older.save();
    expect((await LintCache.open(location, 'config', `0.1.0\0${'a'.repeat(64)}`)).get('/p/a.mdx', hash)?.map((f) => f.message)).toEqual(['from older code']);
    expect((await LintCache.open(location, 'config', `0.1.0\0${'b'.repeat(64)}`)).get('/p/a.mdx', hash)).toBeUndefined();
  });

  test('a cache file that is a symlink is neither read nor written through', async () => {
    const { dir, cacheLocation, stored } = await primed();
    for (const entry of Object.values(stored.files)) for (const f of entry.findings) f.message = 'from outside';
    const outside = mkdtempSync(join(tmpdir(), 'docwright-outside-'));
    // Sealed: it would pass every check if it were read.
    const planted = sealEntry('lint.json', JSON.stringify(stored));
    writeFileSync(join(outside, 'lint.json'), planted);
    rmSync(cacheLocation);
    symlinkSync(join(outside, 'lint.json'), cacheLocation);
    writeFileSync(join(dir, 'b.mdx'), `${noLanguage}\n`);
    const run = await lint([], { cwd: dir, workers: 0, cache: true, cacheLocation });
    expect(messages(run)).toEqual([[FRESH], [FRESH]]);
    expect(readFileSync(join(outside, 'lint.json'), 'utf8')).toBe(planted);
    expect(readFileSync(cacheLocation, 'utf8')).not.toContain('from outside');
  });

  test('a default cache folder that is a symlink out of the project is not written', async () => {
    const dir = tempProject({ 'docs.json': '{}', 'a.mdx': noLanguage });
    const outside = mkdtempSync(join(tmpdir(), 'docwright-outside-'));
    mkdirSync(join(outside, 'cache'));
    symlinkSync(join(outside, 'cache'), join(dir, '.docwright-cache'));
    const run = await lint([], { cwd: dir, workers: 0, cache: true });
    expect(messages(run)).toEqual([[FRESH]]);
    expect(readdirSync(join(outside, 'cache'))).toEqual([]);
  });
});
