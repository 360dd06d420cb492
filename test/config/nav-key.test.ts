import { describe, expect, test } from '@jest/globals';
import { navPathsWith, pageEntryPaths } from '../../src/config/nav-key.js';
import { resolveConfig } from '../../src/config/json.js';

// The key paths findings are placed at (issue 51 made both walks allocate less: a page entry's path only when it is kept).
const config = {
  navigation: {
    tabs: [
      {
        tab: 'Guides',
        icon: 'book',
        groups: [
          { group: 'Start', pages: ['intro', 'setup.mdx', { group: 'Deep', openapi: 'deep.yaml', pages: ['deep/one', 'intro'] }, 'last'] },
          { group: 'Spec', openapi: { source: 'api.yaml' }, pages: ['GET /plants'] },
        ],
      },
      { tab: 'Second', pages: ['second', 'setup.mdx'] },
    ],
  },
};

describe('pageEntryPaths', () => {
  test('each string of a `pages` list, at its first place in document order; no other string', () => {
    const found = pageEntryPaths(config);
    expect([...found.keys()]).toEqual(['intro', 'setup.mdx', 'deep/one', 'last', 'GET /plants', 'second']);
    expect(found.get('intro')).toEqual(['navigation', 'tabs', 0, 'groups', 0, 'pages', 0]);
    expect(found.get('deep/one')).toEqual(['navigation', 'tabs', 0, 'groups', 0, 'pages', 2, 'pages', 0]);
    expect(found.get('setup.mdx')).toEqual(['navigation', 'tabs', 0, 'groups', 0, 'pages', 1]);
    expect(found.get('second')).toEqual(['navigation', 'tabs', 1, 'pages', 0]);
    expect(pageEntryPaths({ navigation: 'intro' }).size).toBe(0);
    expect(pageEntryPaths(undefined).size).toBe(0);
  });
});

describe('navPathsWith', () => {
  test('the objects holding the key among page entries, in document order', async () => {
    const resolved = await resolveConfig(JSON.stringify(config), '/docs/docs.json', '/docs');
    expect(navPathsWith(resolved, 'openapi', (value) => value !== undefined)).toEqual([
      ['navigation', 'tabs', 0, 'groups', 0, 'pages', 2],
      ['navigation', 'tabs', 0, 'groups', 1],
    ]);
    expect(navPathsWith(resolved, 'openapi', (value) => typeof value === 'object')).toEqual([['navigation', 'tabs', 0, 'groups', 1]]);
    expect(navPathsWith(resolved, 'tab', (value) => value === 'Second')).toEqual([['navigation', 'tabs', 1]]);
  });
});
