// The queue between render workers and the writer (src/render/pool.ts): bounded, in order.
import { describe, expect, test } from '@jest/globals';
import { WriterQueue } from '../../src/render/pool.js';

describe('WriterQueue', () => {
  test('no more pages wait than the bound while a slow writer works; all are written in order', async () => {
    const writtenItems: number[] = [];
    const queue = new WriterQueue<number>(async (item) => {
      await new Promise<void>((resolve) => setImmediate(resolve));
      writtenItems.push(item);
    }, 4);
    // A producer as the worker pool is one: a page, then the gate before the next.
    for (let i = 0; i < 40; i++) {
      queue.push(i);
      await queue.wait();
    }
    await queue.drained();
    expect(queue.peak).toBe(4);
    expect(writtenItems).toEqual(Array.from({ length: 40 }, (_, i) => i));
  });

  test('the gate is open below the bound', () => {
    const queue = new WriterQueue<number>(() => new Promise<void>(() => undefined), 2);
    queue.push(1);
    expect(queue.wait()).toBeUndefined();
    queue.push(2);
    expect(queue.wait()).toBeInstanceOf(Promise);
  });
});
