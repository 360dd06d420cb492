// Pages at the same URL, and pages whose URLs differ only in case or Unicode normalisation.
import { describe, expect, test } from '@jest/globals';
import { urlCollisions } from '../../src/project/collisions.js';

const messages = (files: string[], severity: 'error' | 'warn' = 'error') =>
  urlCollisions('/r', files, new Set(), severity).findings.map((f) => `${f.file} ${f.severity} ${f.message}`);

describe('urlCollisions', () => {
  test('pages whose URLs differ only in letter case are both built, with a warning at each', () => {
    const result = urlCollisions('/r', ['Guide.mdx', 'guide.mdx', 'other.mdx'], new Set(), 'error');
    expect(result.shadowed.size).toBe(0);
    const twin = 'Unexpected pages `Guide.mdx` and `guide.mdx` at URLs that differ only in letter case or Unicode normalisation (`/Guide`, `/guide`), expected names that differ otherwise: on a case-insensitive file system or host one built page overwrites the other';
    expect(messages(['Guide.mdx', 'guide.mdx', 'other.mdx'])).toEqual([`/r/Guide.mdx warn ${twin}`, `/r/guide.mdx warn ${twin}`]);
  });

  test('the two Unicode spellings of one name (composed and decomposed) are twins too', () => {
    const composed = 'caf\u00e9.mdx';
    const decomposed = 'cafe\u0301.mdx';
    const found = urlCollisions('/r', [composed, decomposed], new Set(), 'error').findings;
    expect(found.map((f) => f.file)).toEqual([`/r/${composed}`, `/r/${decomposed}`].sort());
    expect(found.every((f) => f.severity === 'warn' && f.message.includes('Unicode normalisation'))).toBe(true);
  });

  test('an exact collision stays one finding per file at its severity; distinct names give none', () => {
    expect(messages(['a.md', 'a.mdx'])).toEqual([
      '/r/a.md error Unexpected pages `a.md` and `a.mdx` at the same URL `/a`, expected one file per URL: `a.mdx` is built, `a.md` is not',
      '/r/a.mdx error Unexpected pages `a.md` and `a.mdx` at the same URL `/a`, expected one file per URL: `a.mdx` is built, `a.md` is not',
    ]);
    expect(messages(['guide.mdx', 'guides.mdx', 'guide/one.mdx', 'Guide/one-more.mdx'])).toEqual([]);
  });
});
