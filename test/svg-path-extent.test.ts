import { describe, expect, test } from '@jest/globals';
import { pathExtent } from '../src/svg-path-extent.js';

function rounded(d: string): [number, number] | undefined {
  const extent = pathExtent(d);
  return extent && [Math.round(extent.min * 10) / 10, Math.round(extent.max * 10) / 10];
}

describe('pathExtent', () => {
  test('lines, absolute and relative, and implicit linetos after a moveto', () => {
    expect(rounded('M10 10L20 10H5V0z')).toEqual([5, 20]);
    expect(rounded('m10 10 5 0 5 5h-12')).toEqual([8, 20]);
  });

  test('a moveto alone draws nothing; the pen before the first moveto is not ink', () => {
    expect(rounded('M100 100L110 100')).toEqual([100, 110]);
    expect(pathExtent('M5 5')).toBeUndefined();
    expect(pathExtent('')).toBeUndefined();
    expect(pathExtent('10 10')).toBeUndefined();
  });

  test('a curve is measured where it is drawn, not at its control points', () => {
    // Control points at x = -40 and 40; the curve reaches x = 0 ± 15 only: 0.75 · 40 · t(1-t)·… at its widest.
    const [min = 0, max = 0] = rounded('M0 0C-40 10 40 20 0 30') ?? [];
    expect(min).toBeGreaterThan(-12);
    expect(max).toBeLessThan(12);
    expect(rounded('M0 0Q20 10 0 20')).toEqual([0, 10]);
  });

  test('an arc reaches as far as its circle, with flags written with or without separators', () => {
    // A half circle of radius 10 from (0,0) to (0,20), bulging right: it reaches x = 10.
    expect(rounded('M0 0A10 10 0 0 1 0 20')).toEqual([0, 10]);
    expect(rounded('M0 0a10 10 0 0120 0')).toEqual([0, 20]);
    // The other sweep bulges left.
    expect(rounded('M0 0A10 10 0 0 0 0 20')).toEqual([-10, 0]);
  });

  test('smooth curves reflect the previous control point', () => {
    expect(rounded('M0 0c0 10 10 10 10 0s10-10 10 0')).toEqual([0, 20]);
    expect(rounded('M0 0q5 10 10 0t10 0')).toEqual([0, 20]);
  });
});
