import { describe, expect, test } from '@jest/globals';
import { parseLeniently } from '../../src/config/lenient.js';
import { currentConfigSchema } from '../../src/config/schema/current.js';
import { legacyConfigSchema } from '../../src/config/schema/legacy.js';
import { DEFAULT_PRIMARY } from '../../src/config/schema/common.js';

const base = { theme: 'mint', name: 'Acme', colors: { primary: '#0D6E4F' } };

describe('parseLeniently keeps what validates', () => {
  test('unknown keys are left out, at any depth, and the rest is kept', () => {
    const value = { ...base, anchors: [], navigation: { groups: [{ group: 'Start', pages: ['index'], colour: 'red' }] }, metadata: { title: 'x', timestamp: true } };
    const kept = parseLeniently(currentConfigSchema, value);
    expect(kept?.value).toEqual({ ...base, navigation: { groups: [{ group: 'Start', pages: ['index'] }] }, metadata: { timestamp: true } });
    // The input is not touched.
    expect(value.anchors).toEqual([]);
  });

  test('an invalid optional setting is left out; an invalid array item is dropped with its siblings kept', () => {
    const value = { ...base, banner: { content: 7 }, navigation: { pages: ['index', 42, { group: 'G', pages: ['a'] }, { nope: true }] } };
    expect(parseLeniently(currentConfigSchema, value)?.value).toEqual({ ...base, navigation: { pages: ['index', { group: 'G', pages: ['a'] }] } });
  });

  test('a navigation item named "" is kept under a blank name with its pages and OpenAPI spec, where dropping it would lose them', () => {
    const anchors = [
      { anchor: 'Guides', groups: [{ group: 'Start', pages: ['index'] }] },
      { anchor: '', groups: [{ group: '', openapi: 'openapi.json', pages: ['extra'] }] },
    ];
    expect(parseLeniently(currentConfigSchema, { ...base, navigation: { anchors } })?.value).toEqual({
      ...base,
      navigation: { anchors: [anchors[0], { anchor: ' ', groups: [{ group: ' ', openapi: 'openapi.json', pages: ['extra'] }] }] },
    });
    // Elsewhere an empty string is still cut out.
    expect(parseLeniently(currentConfigSchema, { ...base, navigation: { pages: ['index', ''] } })?.value).toEqual({ ...base, navigation: { pages: ['index'] } });
  });

  test('a missing or invalid required setting a site can do without gets the default', () => {
    const kept = parseLeniently(currentConfigSchema, { name: '', colors: { primary: 'green' }, navigation: { pages: ['index'] } });
    expect(kept?.value).toEqual({ theme: 'mint', name: 'Documentation', colors: { primary: DEFAULT_PRIMARY }, navigation: { pages: ['index'] } });
  });

  test('a configuration without a navigation stays unusable', () => {
    expect(parseLeniently(currentConfigSchema, { ...base })).toBeUndefined();
    expect(parseLeniently(legacyConfigSchema, { name: 'Old', navigation: 'index' })).toBeUndefined();
  });

  test('a legacy group with a bad entry keeps its good pages', () => {
    const kept = parseLeniently(legacyConfigSchema, { name: 'Old', favicon: '/f.svg', colors: { primary: '#0D9373' }, navigation: [{ group: 'G', pages: ['a', null, 'b'] }], footerSocials: { x: '' } });
    // The empty URL is left out; the (now empty) socials object is valid and stays.
    expect(kept?.value).toEqual({ name: 'Old', favicon: '/f.svg', colors: { primary: '#0D9373' }, navigation: [{ group: 'G', pages: ['a', 'b'] }], footerSocials: {} });
  });
});
