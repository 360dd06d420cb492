// Issue 45: the short units of bench/hostile-shapes.mjs, repeated into one 64 KB paragraph. Each
// shape measured superlinear in the parser is bounded by the pre-scan (the page read as text, or
// the paragraph's marks swapped), and what the parser is then given is within every budget.
// Nothing is timed here: `npm run bench -- nesting` measures lint and build seconds per MB.
import { describe, expect, test } from '@jest/globals';
import { SHAPES, SUPERLINEAR, shapePage } from '../../bench/hostile-shapes.mjs';
import { nestingPage } from '../../bench/nesting-pages.mjs';
import { scanPage } from '../../src/parse/index.js';
import { swapHeavyMarks } from '../../src/parse/nesting-scan.js';

const BYTES = 64 * 1024;

describe('hostile shapes', () => {
  test('every superlinear shape is one of the benchmarked shapes', () => {
    for (const name of SUPERLINEAR) expect(Object.keys(SHAPES)).toContain(name);
  });
  test.each(SUPERLINEAR.flatMap((name) => (['md', 'mdx'] as const).map((syntax) => [name, syntax] as const)))('%s (%s): bounded by the pre-scan', (name, syntax) => {
    const scan = scanPage(shapePage(SHAPES[name] as string, BYTES), syntax);
    expect(scan.over !== undefined || scan.heavy.length > 0).toBe(true);
  });
  test.each(Object.entries(SHAPES))('%s: after the swap, the text the parser reads is within every budget', (_name, unit) => {
    for (const syntax of ['md', 'mdx'] as const) {
      const text = shapePage(unit, BYTES);
      const scan = scanPage(text, syntax);
      if (scan.over) continue;
      expect(scanPage(swapHeavyMarks(text, scan.heavy), syntax)).toEqual({ heavy: [] });
    }
  });
  test('random nesting pages within the nesting limits pass the cost limits too', () => {
    for (const seed of [1, 2, 3]) expect(scanPage(nestingPage(seed, 128 * 1024, 32), 'mdx')).toEqual({ heavy: [] });
  });
});
