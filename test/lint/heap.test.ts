import { describe, expect, test } from '@jest/globals';
import { getHeapStatistics } from 'node:v8';
import { relieveHeap } from '../../src/lint/heap.js';

describe('relieveHeap', () => {
  test('collects the garbage a page left once the heap is past the threshold', () => {
    let garbage: number[][] | undefined = Array.from({ length: 160 }, () => Array.from({ length: 100_000 }, (_, i) => i + 0.5));
    const held = getHeapStatistics().used_heap_size;
    expect(garbage.length).toBe(160);
    garbage = undefined;
    relieveHeap();
    const after = getHeapStatistics().used_heap_size;
    // ~128 MB of doubles were dropped: a full collection frees them at once.
    expect(held - after).toBeGreaterThan(100 * 1024 * 1024);
  });

  test('does nothing while the heap is small', () => {
    const before = getHeapStatistics().used_heap_size;
    expect(before).toBeLessThan(96 * 1024 * 1024);
    const small = Array.from({ length: 1000 }, (_, i) => ({ i }));
    relieveHeap();
    expect(small).toHaveLength(1000);
    expect(getHeapStatistics().used_heap_size).toBeGreaterThanOrEqual(before);
  });
});
