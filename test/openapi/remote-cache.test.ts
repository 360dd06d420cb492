// The remote-spec cache (`<cache>/specs/`) is input, not trust: an entry must be well formed
// and name the URL asked for, and no symlink in the cache folder is read or written through.
import { describe, expect, test } from '@jest/globals';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cacheFile, readCachedSpec, writeCachedSpec } from '../../src/openapi/remote-cache.js';

const URL_A = 'https://api.example.com/openapi.json';
const SPEC = '{"openapi":"3.1.0","info":{"title":"Acme","version":"1"},"paths":{}}';

function folders(): { base: string; cache: string; outside: string } {
  const base = mkdtempSync(join(tmpdir(), 'docwright-spec-cache-'));
  const outside = join(base, 'outside');
  mkdirSync(outside);
  return { base, cache: join(base, 'cache'), outside };
}

describe('the remote-spec cache', () => {
  test('a stored spec reads back', async () => {
    const { cache } = folders();
    await writeCachedSpec(cache, URL_A, SPEC, new Date('2026-11-23T16:05:00Z'));
    expect(await readCachedSpec(cache, URL_A)).toEqual({ url: URL_A, fetchedAt: '2026-11-23T16:05:00.000Z', text: SPEC });
  });

  test.each([
    ['names another URL', (entry: Record<string, unknown>) => ({ ...entry, url: 'https://evil.example/spec.json' })],
    ['has a date that is not a date', (entry: Record<string, unknown>) => ({ ...entry, fetchedAt: '\u001b]0;pwned\u0007' })],
    ['has no text', (entry: Record<string, unknown>) => ({ ...entry, text: 42 })],
  ])('an entry that %s is ignored', async (_name, damage) => {
    const { cache } = folders();
    await writeCachedSpec(cache, URL_A, SPEC);
    const file = cacheFile(cache, URL_A);
    writeFileSync(file, JSON.stringify(damage(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)));
    expect(await readCachedSpec(cache, URL_A)).toBeUndefined();
  });

  test('a truncated entry is ignored', async () => {
    const { cache } = folders();
    await writeCachedSpec(cache, URL_A, SPEC);
    const file = cacheFile(cache, URL_A);
    writeFileSync(file, readFileSync(file, 'utf8').slice(0, 20));
    expect(await readCachedSpec(cache, URL_A)).toBeUndefined();
  });

  test('an entry that is a symlink out of the cache is neither read nor written through', async () => {
    const { cache, outside } = folders();
    await writeCachedSpec(cache, URL_A, SPEC);
    const file = cacheFile(cache, URL_A);
    const planted = JSON.stringify({ url: URL_A, fetchedAt: '2026-11-23T16:05:00.000Z', text: 'planted' });
    writeFileSync(join(outside, 'spec.json'), planted);
    rmSync(file);
    symlinkSync(join(outside, 'spec.json'), file);
    expect(await readCachedSpec(cache, URL_A)).toBeUndefined();
    await writeCachedSpec(cache, URL_A, SPEC);
    expect(readFileSync(join(outside, 'spec.json'), 'utf8')).toBe(planted);
    expect((await readCachedSpec(cache, URL_A))?.text).toBe(SPEC);
  });

  test('a `specs` folder (or a cache folder) that is a symlink out is neither read nor written', async () => {
    const { cache, outside } = folders();
    await writeCachedSpec(join(outside, 'real'), URL_A, SPEC);
    mkdirSync(cache);
    symlinkSync(join(outside, 'real', 'specs'), join(cache, 'specs'));
    expect(await readCachedSpec(cache, URL_A)).toBeUndefined();
    await expect(writeCachedSpec(cache, 'https://api.example.com/other.json', SPEC)).rejects.toThrow(/symlink/);
    expect(readdirSync(join(outside, 'real', 'specs'))).toHaveLength(1);
    const linked = join(outside, 'linked-cache');
    symlinkSync(join(outside, 'real'), linked);
    expect(await readCachedSpec(linked, URL_A)).toBeUndefined();
  });
});
