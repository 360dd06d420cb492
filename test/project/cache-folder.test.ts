// The cache folder's reads: the synchronous one (a build's page records) refuses what the
// asynchronous one refuses: an entry that is a link, an entry below a linked folder.
import { describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CacheFolder } from '../../src/project/cache-folder.js';

function folders(): { dir: string; outside: string } {
  const base = mkdtempSync(join(tmpdir(), 'docwright-cache-folder-'));
  const dir = join(base, 'cache');
  const outside = join(base, 'outside');
  mkdirSync(dir);
  mkdirSync(outside);
  writeFileSync(join(outside, 'secret.json'), '{"secret":true}');
  return { dir, outside };
}

describe('CacheFolder reads', () => {
  test('an entry is read the same both ways; a linked entry, an entry below a linked folder and a missing one are not', async () => {
    const { dir, outside } = folders();
    const cache = new CacheFolder(dir);
    await cache.write('own.json', '{"own":true}');
    symlinkSync(join(outside, 'secret.json'), join(dir, 'linked.json'));
    symlinkSync(outside, join(dir, 'sub'));
    for (const rel of ['own.json', 'linked.json', 'sub/secret.json', 'missing.json', '../outside/secret.json']) {
      expect(cache.readSync(rel)).toBe(await cache.read(rel));
    }
    expect(cache.readSync('own.json')).toBe('{"own":true}');
    expect(cache.readSync('linked.json')).toBeUndefined();
    expect(cache.readSync('sub/secret.json')).toBeUndefined();
  });

  // A named pipe opened for reading waited for a writer for ever: `lint --cache` and `build` hung, deaf to SIGTERM.
  test('an entry that is a named pipe reads as missing both ways, and a write replaces it', async () => {
    if (process.platform === 'win32') return;
    const { dir } = folders();
    execFileSync('mkfifo', [join(dir, 'pipe.json')]);
    const cache = new CacheFolder(dir, false, true);
    expect(cache.readSync('pipe.json')).toBeUndefined();
    expect(await cache.read('pipe.json')).toBeUndefined();
    cache.writeSync('pipe.json', '{"own":true}');
    expect(cache.readSync('pipe.json')).toBe('{"own":true}');
  });

  test('a folder the user named may itself be a link; a default one may not', async () => {
    const { dir, outside } = folders();
    const link = join(dir, '..', 'named');
    symlinkSync(outside, link);
    expect(new CacheFolder(link, true).readSync('secret.json')).toBe('{"secret":true}');
    expect(new CacheFolder(link).readSync('secret.json')).toBeUndefined();
    expect(await new CacheFolder(link).read('secret.json')).toBeUndefined();
  });
});

describe('CacheFolder writes', () => {
  test('the synchronous write refuses what the asynchronous one refuses: a folder below a link; a linked entry is replaced, its target untouched', async () => {
    const { dir, outside } = folders();
    const cache = new CacheFolder(dir);
    cache.writeSync('own.json', '{"own":1}');
    cache.writeSync('own.json', '{"own":2}');
    cache.writeSync('deeper/own.json', '{"deeper":true}');
    expect(cache.readSync('own.json')).toBe('{"own":2}');
    expect(await cache.read('deeper/own.json')).toBe('{"deeper":true}');
    symlinkSync(outside, join(dir, 'sub'));
    expect(() => cache.writeSync('sub/secret.json', '{}')).toThrow('Unexpected symlink in the cache folder');
    await expect(cache.write('sub/secret.json', '{}')).rejects.toThrow('Unexpected symlink in the cache folder');
    symlinkSync(join(outside, 'secret.json'), join(dir, 'linked.json'));
    cache.writeSync('linked.json', '{"mine":true}');
    expect(cache.readSync('linked.json')).toBe('{"mine":true}');
    expect(readFileSync(join(outside, 'secret.json'), 'utf8')).toBe('{"secret":true}');
    // No temporary file is left behind.
    expect(readdirSync(dir).sort()).toEqual(['deeper', 'linked.json', 'own.json', 'sub']);
  });
});
