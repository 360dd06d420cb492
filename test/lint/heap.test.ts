// Run in a fresh process: the jest worker's own heap (other suites) would move the threshold.
import { describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repo } from '../cli/lint-helpers.js';

const tsx = join(repo, 'node_modules', 'tsx', 'dist', 'loader.mjs');
const heap = pathToFileURL(join(repo, 'src', 'lint', 'heap.ts')).href;

function run(script: string): string {
  const result = spawnSync(process.execPath, ['--import', pathToFileURL(tsx).href, '--input-type=module', '-e', script], { encoding: 'utf8', cwd: repo });
  if (result.status !== 0) throw new Error(result.stderr);
  return result.stdout.trim();
}

/** Drop `count` arrays of ~0.8 MB each, call relieveHeap, and say how many MB it freed. */
function freedAfterDropping(count: number): number {
  return Number(
    run(`
      import { getHeapStatistics } from 'node:v8';
      import { relieveHeap } from ${JSON.stringify(heap)};
      let garbage = Array.from({ length: ${count} }, () => Array.from({ length: 100000 }, (_, i) => i + 0.5));
      const held = getHeapStatistics().used_heap_size;
      garbage = undefined;
      relieveHeap();
      console.log(Math.round((held - getHeapStatistics().used_heap_size) / 1048576));
    `),
  );
}

describe('relieveHeap', () => {
  test('collects the garbage a page left once the heap is past the threshold', () => {
    // ~128 MB of doubles were dropped: a full collection frees them at once.
    expect(freedAfterDropping(160)).toBeGreaterThan(100);
  });

  test('the threshold after a collection is `factor` times what the heap held', () => {
    // ~40 MB held, floor 0: the first call collects; then 10 MB of garbage (under x1.5 of 40 MB)
    // is left alone with factor 1.5 and collected with factor 1.1.
    const freed = (factor: number): number =>
      Number(
        run(`
          import { getHeapStatistics } from 'node:v8';
          import { relieveHeap } from ${JSON.stringify(heap)};
          const held = Array.from({ length: 50 }, () => Array.from({ length: 100000 }, (_, i) => i + 0.5));
          relieveHeap(0, ${factor});
          let garbage = Array.from({ length: 12 }, () => Array.from({ length: 100000 }, (_, i) => i + 0.5));
          const before = getHeapStatistics().used_heap_size;
          garbage = undefined;
          relieveHeap(0, ${factor});
          console.log(Math.round((before - getHeapStatistics().used_heap_size) / 1048576), held.length);
        `).split(' ')[0],
      );
    expect(freed(1.5)).toBeLessThan(4);
    expect(freed(1.1)).toBeGreaterThan(6);
  });

  test('leaves a small heap alone', () => {
    // ~16 MB dropped, well under the threshold: nothing is collected yet.
    expect(freedAfterDropping(20)).toBeLessThan(4);
  });
});
