// The highlighted-code cache is bounded per thread (issue 33): a site of any size keeps at
// most ~32 MB of trees, counted at the ~100 bytes a character a tree takes.
import { describe, expect, test } from '@jest/globals';
import { getHighlighter, highlightCacheBytes, highlightCodeCached } from '../../src/render/page/highlight.js';

describe('highlightCodeCached', () => {
  test('distinct blocks past the bound empty the cache instead of growing it', async () => {
    const highlighter = await getHighlighter(['text']);
    const line = 'x'.repeat(9_990);
    let peak = 0;
    // 400 blocks of 10,000 characters: 400 MB of trees were they all kept.
    for (let i = 0; i < 400; i++) {
      highlightCodeCached(highlighter, `${line}${i}`, 'text', null);
      peak = Math.max(peak, highlightCacheBytes());
    }
    expect(peak).toBeGreaterThan(16_000_000);
    expect(peak).toBeLessThanOrEqual(32_000_000 + 10_100 * 100);
  });
});
