// The highlighted-code cache is bounded per thread (issue 33): a site of any size keeps at
// most HIGHLIGHT_CACHE_BYTES of serialised trees, counted in the bytes they take.
import { describe, expect, test } from '@jest/globals';
import { toHtml } from 'hast-util-to-html';
import { getHighlighter, HIGHLIGHT_CACHE_BYTES, highlightCacheBytes, highlightCode, highlightCodeCached } from '../../src/render/page/highlight.js';

describe('highlightCodeCached', () => {
  test('distinct blocks past the bound evict the oldest instead of growing the cache', async () => {
    const highlighter = await getHighlighter(['text']);
    const line = 'x'.repeat(9_990);
    let peak = 0;
    // 1,000 blocks of 10,000 characters: 10 MB of code, more than the bound.
    for (let i = 0; i < 1_000; i++) {
      highlightCodeCached(highlighter, `${line}${i}`, 'text', null);
      peak = Math.max(peak, highlightCacheBytes());
    }
    expect(peak).toBeGreaterThan(HIGHLIGHT_CACHE_BYTES / 2);
    expect(peak).toBeLessThanOrEqual(HIGHLIGHT_CACHE_BYTES);
  });

  test('a cached block is the same tree as a fresh one, and each caller gets its own copy', async () => {
    const highlighter = await getHighlighter(['ts']);
    const code = 'const answer: number = 42; // [!code highlight]\nexport { answer };';
    const first = highlightCodeCached(highlighter, code, 'ts', 'app.ts {2}');
    const second = highlightCodeCached(highlighter, code, 'ts', 'app.ts {2}');
    // The same HTML: `data` (shiki's bookkeeping, never written) is left out of the cached copy.
    expect(toHtml(second)).toBe(toHtml(highlightCode(highlighter, code, 'ts', 'app.ts {2}')));
    expect(toHtml(second)).toContain('class="line highlighted"');
    expect(toHtml(second)).toBe(toHtml(first));
    expect(second).not.toBe(first);
    second.properties.dataLanguage = 'changed';
    expect(highlightCodeCached(highlighter, code, 'ts', 'app.ts {2}').properties.dataLanguage).toBe('ts');
  });
});
