// The render threads' per-division cache (src/render/layout/recent-map.ts): bounded, least recently used out first.
import { describe, expect, test } from '@jest/globals';
import { RecentMap } from '../../src/render/layout/recent-map.js';

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

  test('with a weight, it keeps entries past the limit while they fit the budget together', () => {
    const map = new RecentMap<string, number>(1, { weigh: (value) => value, budget: 10 });
    map.set('a', 3).set('b', 3).set('c', 3);
    expect([...map.keys()]).toEqual(['a', 'b', 'c']);
    map.set('d', 3);
    expect([...map.keys()]).toEqual(['b', 'c', 'd']);
    // Setting a key again counts its new weight only.
    map.set('b', 1);
    expect([...map.keys()]).toEqual(['c', 'd', 'b']);
    map.set('e', 4);
    expect([...map.keys()]).toEqual(['d', 'b', 'e']);
    // One entry heavier than the budget is kept: the limit holds at least one.
    map.set('f', 50);
    expect([...map.keys()]).toEqual(['f']);
    map.delete('f');
    map.set('g', 10);
    expect([...map.keys()]).toEqual(['g']);
    map.clear();
    map.set('h', 5).set('i', 5);
    expect([...map.keys()]).toEqual(['h', 'i']);
  });
});
