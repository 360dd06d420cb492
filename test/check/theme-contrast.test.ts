// The one judgement of a theme's colours, shared by `check` (`color-contrast`) and `docwright a11y`
// (`theme-contrast`): Mintlify's `mint a11y` pairs and thresholds, on the backgrounds Mintlify derives.
import { describe, expect, test } from '@jest/globals';
import { AA_LARGE, AA_NORMAL, themeBackgrounds, themeContrastPairs } from '../../src/check/theme-contrast.js';
import { validateDocsConfig, type DocsModel } from '../../src/config/index.js';

async function model(config: Record<string, unknown>): Promise<DocsModel> {
  const loaded = await validateDocsConfig(JSON.stringify({ theme: 'mint', name: 'T', navigation: { pages: ['index'] }, ...config }), { root: '/project', path: 'docs.json' });
  if (!loaded.model) throw new Error(loaded.diagnostics.map((d) => d.message).join('; '));
  return loaded.model;
}

describe('theme contrast', () => {
  test('the pairs and thresholds: primary and light as text (4.5:1), dark as a UI colour on both backgrounds (3:1)', async () => {
    const pairs = themeContrastPairs(await model({ colors: { primary: '#0D9373', light: '#07C983', dark: '#15803D' } }));
    expect(pairs.map((p) => [p.what, p.mode, p.minimum, p.source.join('.')])).toEqual([
      ['`colors.primary`', 'light', AA_NORMAL, 'colors.primary'],
      ['`colors.light`', 'dark', AA_NORMAL, 'colors.light'],
      ['`colors.dark`', 'dark', AA_LARGE, 'colors.dark'],
      ['`colors.dark`', 'light', AA_LARGE, 'colors.dark'],
    ]);
    // #0D9373 on white is 3.86:1: a UI colour would pass, text does not.
    const primary = pairs[0];
    expect(primary?.ratio).toBeCloseTo(3.86, 2);
    expect((primary?.ratio ?? 0) < (primary?.minimum ?? 0)).toBe(true);
  });

  test('the backgrounds are Mintlify’s: white and #09090b tinted 2% with `colors.light` (#4ADE80 unset), the configured ones, and linden’s 3% tints', async () => {
    expect(themeBackgrounds(await model({ colors: { primary: '#0D7A5F' } }))).toEqual({ light: '#ffffff', dark: '#0a0d0d' });
    expect(themeBackgrounds(await model({ colors: { primary: '#0D7A5F' }, background: { color: { light: '#fafafa', dark: '#111111' } } }))).toEqual({ light: '#fafafa', dark: '#111111' });
    const linden = themeBackgrounds(await model({ theme: 'linden', colors: { primary: '#0000ff', light: '#ff0000' } }));
    expect(linden).toEqual({ light: '#f7f7ff', dark: '#10090b' });
  });

  test('an anchor’s own colours are judged as text on their mode’s background', async () => {
    const pairs = themeContrastPairs(await model({ colors: { primary: '#0D7A5F' }, navigation: { global: { anchors: [{ anchor: 'API', href: 'https://x.dev', color: { light: '#FFEE00', dark: '#222222' } }] }, pages: ['index'] } }));
    const anchors = pairs.filter((p) => p.source[0] === 'navigation');
    expect(anchors.map((p) => [p.what, p.mode, p.ratio < p.minimum])).toEqual([
      ["the anchor `API`'s `color.light`", 'light', true],
      ["the anchor `API`'s `color.dark`", 'dark', true],
    ]);
    expect(anchors[0]?.source).toEqual(['navigation', 'global', 'anchors', 0, 'color', 'light']);
  });
});
