// The cache folder's reads: the synchronous one (a build's page records) refuses what the
// asynchronous one refuses: an entry that is a link, an entry below a linked folder.
import { describe, expect, test } from '@jest/globals';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
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

  test('a folder the user named may itself be a link; a default one may not', async () => {
    const { dir, outside } = folders();
    const link = join(dir, '..', 'named');
    symlinkSync(outside, link);
    expect(new CacheFolder(link, true).readSync('secret.json')).toBe('{"secret":true}');
    expect(new CacheFolder(link).readSync('secret.json')).toBeUndefined();
    expect(await new CacheFolder(link).read('secret.json')).toBeUndefined();
  });
});
