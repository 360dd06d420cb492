// A build whose writes fail part-way (a full disk) or come out short keeps the previous
// output and says so.
import { describe, expect, jest, test } from '@jest/globals';
import * as realFs from 'node:fs/promises';
import * as realSyncFs from 'node:fs';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

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

// The build writes its pages synchronously (src/render/site/site-files.ts): the same failures there.
jest.unstable_mockModule('node:fs', () => ({
  ...realSyncFs,
  default: realSyncFs,
  writeFileSync: (path: Parameters<typeof realSyncFs.writeFileSync>[0], data: string | Uint8Array, options?: Parameters<typeof realSyncFs.writeFileSync>[2]): void => {
    if (failWrites && (typeof path === 'string' ? path : '').endsWith('.md')) {
      const error: NodeJS.ErrnoException = new Error(`ENOSPC: no space left on device, write '${(typeof path === 'string' ? path : '')}'`);
      error.code = 'ENOSPC';
      throw error;
    }
    realSyncFs.writeFileSync(path, shortWrites && typeof path === 'string' && shortWrites.test(path) ? data.slice(0, Math.floor(data.length / 2)) : data, options);
  },
}));

/** Pagefind writes its own files (from its binary): when set, `pagefind.js` is cut short after it writes, as the issue saw (32,768 of 45,555 bytes). */
let cutSearchScript = false;
const realPagefind = await import('pagefind');
jest.unstable_mockModule('pagefind', () => ({
  ...realPagefind,
  createIndex: async (config: Parameters<typeof realPagefind.createIndex>[0]) => {
    const created = await realPagefind.createIndex(config);
    const index = created.index;
    if (!index) return created;
    return {
      ...created,
      index: {
        ...index,
        writeFiles: async (options: Parameters<typeof index.writeFiles>[0]) => {
          const written = await index.writeFiles(options);
          if (cutSearchScript && options?.outputPath) await realFs.truncate(`${options.outputPath}/pagefind.js`, 32_768);
          return written;
        },
      },
    };
  },
}));

const { createSite } = await import('../../src/render/site/site.js');
const { DOCS_JSON, makeProject } = await import('./helpers.js');
const { runMain } = await import('../support/run-main.js');
const { checkSearchBundle } = await import('../../src/render/site/search.js');

describe('build write failure', () => {
  test('a full disk mid-build: a fatal error naming the folder and the reason, previous output intact, no temporary folder left', async () => {
    const root = makeProject({ 'docs.json': DOCS_JSON, 'index.mdx': '---\ntitle: Home\n---\n\nFirst build.\n' });
    const parent = mkdtempSync(join(tmpdir(), 'docwright-build-fail-'));
    const out = join(parent, 'site');
    await (await createSite({ root, workers: 0, cacheDir: false })).build(out);
    const before = readFileSync(join(out, 'index.html'), 'utf8');
    expect(before).toContain('First build.');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(join(root, 'index.mdx'), '---\ntitle: Home\n---\n\nSecond build.\n');
    failWrites = true;
    try {
      const site = await createSite({ root, workers: 0, cacheDir: false });
      await expect(site.build(out)).rejects.toThrow(`Unexpected failure writing the site to \`${out}\` (ENOSPC: no space left on device), expected a folder the build can write: the previous output is left unchanged`);
    } finally {
      failWrites = false;
    }
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe(before);
    expect(readdirSync(parent)).toEqual(['site']);
  });

  test('the search script written short by Pagefind: exit 2 naming the file and both sizes, previous output intact, no temporary folder left', async () => {
    const root = makeProject({ 'docs.json': DOCS_JSON, 'index.mdx': '---\ntitle: Home\n---\n\nFirst build.\n' });
    const parent = mkdtempSync(join(tmpdir(), 'docwright-build-short-'));
    const out = join(parent, 'site');
    expect((await runMain(root, ['build', '--out', out, '--workers', '0', '--no-cache'])).code).toBe(0);
    const before = readFileSync(join(out, 'index.html'), 'utf8');
    cutSearchScript = true;
    let result;
    try {
      result = await runMain(root, ['build', '--out', out, '--workers', '0', '--no-cache']);
    } finally {
      cutSearchScript = false;
    }
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^docwright build: Unexpected short write of `pagefind\/pagefind\.js` \(32768 of \d+ bytes\), expected the whole file: the previous output is left unchanged\n$/m);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe(before);
    expect(readdirSync(parent)).toEqual(['site']);
  });

  test('a short page write fails the build just the same', async () => {
    const root = makeProject({ 'docs.json': DOCS_JSON, 'index.mdx': '---\ntitle: Home\n---\n\nA page long enough to cut in half.\n' });
    const out = join(mkdtempSync(join(tmpdir(), 'docwright-build-short-')), 'site');
    shortWrites = /index\.html$/;
    try {
      await expect((await createSite({ root, workers: 0, cacheDir: false })).build(out)).rejects.toThrow(/^Unexpected short write of `index\.html` \(\d+ of \d+ bytes\)/);
    } finally {
      shortWrites = undefined;
    }
    expect(existsSync(out)).toBe(false);
  });

  test('a search fragment cut short does not decompress to its end, and says which file', async () => {
    const root = makeProject({ 'docs.json': DOCS_JSON, 'index.mdx': '---\ntitle: Home\n---\n\nWords to find.\n' });
    const out = join(mkdtempSync(join(tmpdir(), 'docwright-search-check-')), 'site');
    await (await createSite({ root, workers: 0, cacheDir: false })).build(out);
    const bundle = join(out, 'pagefind');
    expect(await checkSearchBundle(bundle, new Map())).toBeUndefined();
    const fragment = readdirSync(join(bundle, 'fragment'))[0] ?? '';
    const { size } = await realFs.stat(join(bundle, 'fragment', fragment));
    await realFs.truncate(join(bundle, 'fragment', fragment), size - 4);
    expect(await checkSearchBundle(bundle, new Map())).toBe(`Unexpected incomplete search file \`pagefind/fragment/${fragment}\` (${size - 4} bytes), expected the whole file`);
  });
});
