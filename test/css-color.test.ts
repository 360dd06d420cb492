import { describe, expect, test } from '@jest/globals';
import { contrastRatio, cssColor } from '../src/css-color.js';
import { testMapping } from './support/table.js';

describe('cssColor', () => {
  testMapping('keeps a hex code as written and writes every other colour itself: %j is %j', cssColor, [
    [' #0D9373 ', '#0D9373'],
    ['#0d9373cc', '#0d9373cc'],
    ['Red', '#ff0000'],
    ['rgb(0 128 0)', '#008000'],
    ['rgba(0, 0, 255, .25)', 'rgba(0, 0, 255, 0.25)'],
    ['hsl(120 100% 25%)', 'hsl(120, 100%, 25%)'],
    ['transparent', 'rgba(0, 0, 0, 0)'],
  ]);

  test('refuses a CSS Color 4 space unless asked', () => {
    expect(cssColor('oklch(70% 0.2 145)')).toBeUndefined();
  });

  testMapping('takes the CSS Color 4 spaces when asked (component colours, swatches): %j is %j', (value: string) => cssColor(value, { css4: true }), [
    ['oklch(70% 0.2 145)', 'oklch(0.7 0.2 145)'],
    ['hwb(0 0% 0%)', 'hwb(0 0% 0%)'],
    ['lab(50% 40 30)', 'lab(50 40 30)'],
  ]);

  test('refuses whatever is not a colour, so nothing else reaches CSS', () => {
    for (const bad of ['red;}body{display:none', 'rgb(1,2,3);x:y', 'url(x)', 'var(--x)', 'expression(alert(1))', '/* */red', 'currentColor', 'inherit', 'nope', '#12', '', ' ', `#${'0'.repeat(70)}`, undefined]) {
      expect(cssColor(bad, { css4: true })).toBeUndefined();
    }
  });
});

describe('contrastRatio', () => {
  test('is the WCAG ratio for any syntax: the same colour written four ways gives one ratio', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBeCloseTo(1, 5);
    const ratio = contrastRatio('#16a34a', '#ffffff');
    expect(ratio).toBeCloseTo(3.3, 1);
    for (const same of ['rgb(22, 163, 74)', 'rgb(22 163 74)', 'hsl(142.1 76.2% 36.3%)']) expect(contrastRatio(same, 'white')).toBeCloseTo(ratio ?? 0, 2);
    expect(contrastRatio('navy', 'black')).toBeCloseTo(contrastRatio('#000080', '#000000') ?? 0, 10);
  });

  test('is undefined when either side is not a colour', () => {
    expect(contrastRatio('#16a34a', 'var(--bg)')).toBeUndefined();
    expect(contrastRatio('nope', '#fff')).toBeUndefined();
  });
});
