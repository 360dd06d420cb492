// Issue 23: random nesting and bracket pages (bench/nesting-pages.mjs) given to lint and build.
// Pages within the limits are parsed and linted; pages past them are reported at the limit
// (lint) and shown as text with a warning (build). Nothing is timed here: seconds per MB are
// measured by `npm run bench -- nesting`. DOCWRIGHT_FUZZ_BYTES raises the size of the pages
// within the limits (default 128 KB: they are parsed, slowly on a loaded machine); pages past
// them are 1 MB.
import { describe, expect, jest, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { nestingPage } from '../../bench/nesting-pages.mjs';
import { build, hostileProject, runCommand } from './hostile-helpers.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(600_000);

const withinBytes = Number(process.env.DOCWRIGHT_FUZZ_BYTES ?? 128 * 1024);
const seeds = (process.env.DOCWRIGHT_FUZZ_SEEDS ?? '1')
  .split(',')
  .map((s) => Number(s.trim()))
  .filter((n) => Number.isInteger(n));

const LIMIT_MESSAGE = /(nested deeper than 32|markers opening one line|runs in one paragraph|run of \d+ `[*_]`)/;

describe('random nesting and bracket pages', () => {
  test.each(seeds)('seed %i: a page within the limits is parsed and linted, lint and build end with exit 0 or 1', async (seed) => {
    const root = hostileProject({ 'index.mdx': nestingPage(seed, withinBytes, 32), 'other.mdx': '---\ntitle: Other\n---\n\nOther.\n' });
    const lint = await runCommand('lint', root);
    expect([0, 1]).toContain(lint.code);
    expect(lint.stdout).not.toMatch(/internal error|parse-error/);
    const built = await build(root);
    expect(built.code).toBe(0);
    expect(built.stderr).not.toMatch(LIMIT_MESSAGE);
    expect(readFileSync(join(built.out, 'other.html'), 'utf8')).toContain('Other.');
  });
  test.each(seeds)('seed %i: a 1 MB page past the limits is reported by lint and built as text with a warning', async (seed) => {
    const root = hostileProject({ 'index.mdx': nestingPage(seed, 1024 * 1024, 96), 'other.mdx': '---\ntitle: Other\n---\n\nOther.\n' });
    const lint = await runCommand('lint', root);
    expect(lint.code).toBe(1);
    expect(lint.stdout).toMatch(new RegExp(`${LIMIT_MESSAGE.source}.*the page is not linted +parse-error`));
    const built = await build(root);
    expect(built.code).toBe(0);
    expect(built.stderr).toMatch(new RegExp(`^index\\.mdx:\\d+:\\d+: warning: Unexpected .*${LIMIT_MESSAGE.source}.*: the page is read as text$`, 'm'));
    expect(readFileSync(join(built.out, 'index.html'), 'utf8')).toContain('Nesting');
    expect(readFileSync(join(built.out, 'other.html'), 'utf8')).toContain('Other.');
  });
});
