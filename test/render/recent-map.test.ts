// The render threads' per-division cache (src/render/recent-map.ts): bounded, least recently used out first.
import { describe, expect, test } from '@jest/globals';
import { RecentMap } from '../../src/render/recent-map.js';

describe('RecentMap', () => {
  test('setting past the limit drops the least recently used entry', () => {
    const map = new RecentMap<string, number>(2);
    map.set('a', 1).set('b', 2);
    expect(map.get('a')).toBe(1);
    map.set('c', 3);
    expect([...map.keys()]).toEqual(['a', 'c']);
    expect(map.get('b')).toBeUndefined();
    map.set('a', 4);
    map.set('d', 5);
    expect([...map.entries()]).toEqual([
      ['a', 4],
      ['d', 5],
    ]);
  });

  test('an undefined key is an entry like any other (a site without divisions)', () => {
    const map = new RecentMap<string | undefined, number>(1);
    map.set(undefined, 1);
    expect(map.get(undefined)).toBe(1);
    expect(map.has(undefined)).toBe(true);
    map.set('x', 2);
    expect(map.has(undefined)).toBe(false);
  });
});
