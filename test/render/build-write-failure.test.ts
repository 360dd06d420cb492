// A build whose writes fail part-way (a full disk) or come out short keeps the previous
// output and says so.
import { describe, expect, jest, test } from '@jest/globals';
import * as realFs from 'node:fs/promises';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let failWrites = false;
/** Files whose path matches are written cut short, as a write that stopped part-way. */
let shortWrites: RegExp | undefined;

jest.unstable_mockModule('node:fs/promises', () => ({
  ...realFs,
  default: realFs,
  writeFile: async (path: Parameters<typeof realFs.writeFile>[0], data: string | Uint8Array, options?: Parameters<typeof realFs.writeFile>[2]): Promise<void> => {
    if (failWrites && (typeof path === 'string' ? path : '').endsWith('.md')) {
      const error: NodeJS.ErrnoException = new Error(`ENOSPC: no space left on device, write '${(typeof path === 'string' ? path : '')}'`);
      error.code = 'ENOSPC';
      throw error;
    }
    if (shortWrites && typeof path === 'string' && shortWrites.test(path)) return realFs.writeFile(path, data.slice(0, Math.floor(data.length / 2)), options);
    return realFs.writeFile(path, data, options);
  },
}));

const { createSite } = await import('../../src/render/site.js');
const { DOCS_JSON, makeProject } = await import('./helpers.js');
const { runMain } = await import('../support/run-main.js');

describe('build write failure', () => {
  test('a full disk mid-build: a fatal error naming the folder and the reason, previous output intact, no temporary folder left', async () => {
    const root = makeProject({ 'docs.json': DOCS_JSON, 'index.mdx': '---\ntitle: Home\n---\n\nFirst build.\n' });
    const parent = mkdtempSync(join(tmpdir(), 'docwright-build-fail-'));
    const out = join(parent, 'site');
    await (await createSite({ root, workers: 1, cacheDir: false })).build(out);
    const before = readFileSync(join(out, 'index.html'), 'utf8');
    expect(before).toContain('First build.');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(join(root, 'index.mdx'), '---\ntitle: Home\n---\n\nSecond build.\n');
    failWrites = true;
    try {
      const site = await createSite({ root, workers: 1, cacheDir: false });
      await expect(site.build(out)).rejects.toThrow(`Unexpected failure writing the site to \`${out}\` (ENOSPC: no space left on device), the previous output is left unchanged`);
    } finally {
      failWrites = false;
    }
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe(before);
    expect(readdirSync(parent)).toEqual(['site']);
  });

  test('a search file written short: exit 2 naming the file and both sizes, previous output intact, no temporary folder left', async () => {
    const root = makeProject({ 'docs.json': DOCS_JSON, 'index.mdx': '---\ntitle: Home\n---\n\nFirst build.\n' });
    const parent = mkdtempSync(join(tmpdir(), 'docwright-build-short-'));
    const out = join(parent, 'site');
    expect((await runMain(root, ['build', '--out', out, '--workers', '1', '--no-cache'])).code).toBe(0);
    const before = readFileSync(join(out, 'index.html'), 'utf8');
    shortWrites = /pagefind[\\/]pagefind\.js$/;
    let result;
    try {
      result = await runMain(root, ['build', '--out', out, '--workers', '1', '--no-cache']);
    } finally {
      shortWrites = undefined;
    }
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^docwright build: Unexpected short write of `pagefind\/pagefind\.js` \((\d+) of (\d+) bytes\), the previous output is left unchanged\n$/m);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe(before);
    expect(readdirSync(parent)).toEqual(['site']);
  });

  test('a short page write fails the build just the same', async () => {
    const root = makeProject({ 'docs.json': DOCS_JSON, 'index.mdx': '---\ntitle: Home\n---\n\nA page long enough to cut in half.\n' });
    const out = join(mkdtempSync(join(tmpdir(), 'docwright-build-short-')), 'site');
    shortWrites = /index\.html$/;
    try {
      await expect((await createSite({ root, workers: 1, cacheDir: false })).build(out)).rejects.toThrow(/^Unexpected short write of `index\.html` \(\d+ of \d+ bytes\)/);
    } finally {
      shortWrites = undefined;
    }
    expect(existsSync(out)).toBe(false);
  });
});
