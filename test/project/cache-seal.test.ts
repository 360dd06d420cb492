import { describe, expect, test } from '@jest/globals';
import { mkdtempSync, readFileSync, statSync, symlinkSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cacheKeyFile, cacheKeyFor, openSealedEntry, sealEntry } from '../../src/project/cache-seal.js';

describe('the seal on a cache entry', () => {
  test('an entry opens under its own name, text and key only', () => {
    const sealed = sealEntry('a.json', '{"x":1}', 'key-1');
    expect(sealed).toMatch(/^docwright-seal:1:[0-9a-f]{64}\n\{"x":1\}$/);
    expect(openSealedEntry('a.json', sealed, 'key-1')).toBe('{"x":1}');
    expect(openSealedEntry('b.json', sealed, 'key-1')).toBeUndefined();
    expect(openSealedEntry('a.json', sealed, 'key-2')).toBeUndefined();
    expect(openSealedEntry('a.json', sealed.replace('"x":1', '"x":2'), 'key-1')).toBeUndefined();
    expect(openSealedEntry('a.json', '{"x":1}', 'key-1')).toBeUndefined();
    expect(openSealedEntry('a.json', '', 'key-1')).toBeUndefined();
  });

  test('the key: `DOCWRIGHT_CACHE_KEY` first, else a key file made once in the user cache folder (mode 0600) and read after', () => {
    const home = mkdtempSync(join(tmpdir(), 'docwright-seal-'));
    const env = { XDG_CACHE_HOME: home };
    expect(cacheKeyFor({ ...env, DOCWRIGHT_CACHE_KEY: 'from-ci' })).toBe('from-ci');
    const file = cacheKeyFile(env);
    expect(file).toBe(join(home, 'docwright', 'cache-key'));
    const key = cacheKeyFor(env);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(file, 'utf8').trim()).toBe(key);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(cacheKeyFor(env)).toBe(key);
  });

  test('a key file that is a link or not a key is not used: the process gets a key of its own', () => {
    const home = mkdtempSync(join(tmpdir(), 'docwright-seal-'));
    mkdirSync(join(home, 'docwright'));
    writeFileSync(join(home, 'elsewhere'), `${'a'.repeat(64)}\n`);
    symlinkSync(join(home, 'elsewhere'), join(home, 'docwright', 'cache-key'));
    const key = cacheKeyFor({ XDG_CACHE_HOME: home });
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(key).not.toBe('a'.repeat(64));
  });
});
