// The contrast maths of `docwright a11y`, without a browser: WCAG 2 relative luminance and
// ratios checked against an independent implementation of the formula, `color-mix` in sRGB,
// and the pairs the site's theme is judged by.
import { describe, expect, test } from '@jest/globals';
import { contrastRatio, mixColors } from '../../src/css-color.js';
import { AA_NORMAL, sitePalette, themeContrast } from '../../src/a11y/contrast.js';
import { readableOn } from '../../src/render/safety/colors.js';
import { validateDocsConfig, type DocsModel } from '../../src/config/index.js';

/** WCAG 2.1 relative luminance of `#rrggbb`, written out from the definition. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

function ratio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

async function model(config: Record<string, unknown>): Promise<DocsModel> {
  const loaded = await validateDocsConfig(JSON.stringify({ theme: 'mint', name: 'T', navigation: { pages: ['index'] }, ...config }), { root: '/project', path: 'docs.json' });
  if (!loaded.model) throw new Error(loaded.diagnostics.map((d) => d.message).join('; '));
  return loaded.model;
}

describe('contrast maths', () => {
  test.each([
    ['#000000', '#ffffff'],
    ['#777777', '#ffffff'],
    ['#16a34a', '#0f1115'],
    ['#f7d94c', '#1f2328'],
  ])('%s on %s matches the WCAG formula', (a, b) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio(a, b), 6);
  });

  test('black on white is 21:1 and #777 on white just misses AA', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 6);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(AA_NORMAL);
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(AA_NORMAL);
  });

  test('color-mix in sRGB takes each channel by weight', () => {
    expect(mixColors('#ff0000', '#0000ff', 0.5)).toBe('#800080');
    expect(mixColors('#ffffff', '#000000', 0.62)).toBe('#9e9e9e');
    expect(mixColors('#123456', '#abcdef', 1)).toBe('#123456');
    expect(mixColors('nope', '#000', 0.5)).toBeUndefined();
  });

  test('the palette is read from the site style sheet', () => {
    expect(sitePalette('light')).toMatchObject({ bg: '#ffffff', fg: '#1f2328', linkShare: 0.62 });
    expect(sitePalette('dark')).toMatchObject({ bg: '#0f1115', fg: '#e6e8eb', linkShare: 0.75 });
  });
});

describe('themeContrast', () => {
  test('a light primary makes the light-mode links fail; the ratio is the mixed colour on the background', async () => {
    const pairs = themeContrast(await model({ colors: { primary: '#f7d94c' } }));
    const links = pairs.find((p) => p.what === 'links' && p.mode === 'light');
    const mixed = mixColors('#f7d94c', '#1f2328', 0.62) ?? '';
    expect(links).toMatchObject({ fg: mixed, bg: '#ffffff', kind: 'text' });
    expect(links?.ratio).toBeCloseTo(ratio(mixed, '#ffffff'), 6);
    expect((links?.ratio ?? 99) < AA_NORMAL).toBe(true);
    expect(pairs.find((p) => p.what === '`colors.primary`')?.source).toEqual(['colors', 'primary']);
  });

  test('the navbar button is judged with the text colour the renderer writes on it, only when there is a button', async () => {
    const without = themeContrast(await model({ colors: { primary: '#0d9373', dark: '#777777' } }));
    expect(without.some((p) => p.what.includes('navbar'))).toBe(false);
    const withButton = themeContrast(await model({ colors: { primary: '#0d9373', dark: '#777777' }, navbar: { primary: { type: 'button', label: 'Go', href: 'https://example.com' } } }));
    const button = withButton.find((p) => p.what.includes('navbar') && p.mode === 'light');
    expect(button).toMatchObject({ fg: readableOn('#777777'), bg: '#777777', source: ['colors', 'dark'] });
  });

  test('a dark page background set in the config is the background of dark-mode text', async () => {
    const pairs = themeContrast(await model({ colors: { primary: '#0d9373' }, background: { color: { dark: '#333333' } } }));
    const body = pairs.find((p) => p.what === 'body text' && p.mode === 'dark');
    expect(body).toMatchObject({ bg: '#333333', source: ['background', 'color', 'dark'] });
  });

  test('the default colours pass every text pair in both modes', async () => {
    const failing = themeContrast(await model({ colors: { primary: '#16a34a' } })).filter((p) => p.kind === 'text' && p.ratio < p.minimum);
    expect(failing).toEqual([]);
  });
});
