// Run in a fresh process: the jest worker's own heap (other suites) would move the threshold.
import { describe, expect, jest, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repo } from '../cli/lint-helpers.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const tsx = join(repo, 'node_modules', 'tsx', 'dist', 'loader.mjs');
const heap = pathToFileURL(join(repo, 'src', 'lint', 'heap.ts')).href;
/** tsx's API, for a worker thread to load TypeScript (as src/worker-pool.ts does). */
const tsxApi = pathToFileURL(join(repo, 'node_modules', 'tsx', 'dist', 'esm', 'api', 'index.mjs')).href;

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

  test('with V8 left to grow the heap (the CLI), it forces no collection, in worker threads too', () => {
    const [main, thread, flagSet, ownFlag] = run(`
      import { getHeapStatistics } from 'node:v8';
      import { Worker } from 'node:worker_threads';
      import { relieveHeap, useV8HeapGrowth } from ${JSON.stringify(heap)};
      const flagSet = useV8HeapGrowth([], process.env);
      const ownFlag = useV8HeapGrowth(['--heap-growing-percent=20'], {});
      const freed = () => {
        let garbage = Array.from({ length: 160 }, () => Array.from({ length: 100000 }, (_, i) => i + 0.5));
        const held = getHeapStatistics().used_heap_size;
        garbage = undefined;
        relieveHeap();
        return Math.round((held - getHeapStatistics().used_heap_size) / 1048576);
      };
      const main = freed();
      const code = '(async () => { const { parentPort } = await import("node:worker_threads"); const { getHeapStatistics } = await import("node:v8"); ' +
        '(await import(' + JSON.stringify(${JSON.stringify(tsxApi)}) + ')).register(); const { relieveHeap } = await import(' + JSON.stringify(${JSON.stringify(heap)}) + '); ' +
        'let g = Array.from({ length: 160 }, () => Array.from({ length: 100000 }, (_, i) => i + 0.5)); ' +
        'const held = getHeapStatistics().used_heap_size; g = undefined; relieveHeap(); parentPort.postMessage(Math.round((held - getHeapStatistics().used_heap_size) / 1048576)); })();';
      const worker = new Worker(code, { eval: true });
      const thread = await new Promise((done) => worker.once('message', done));
      await worker.terminate();
      console.log(main, thread, flagSet, ownFlag);
    `).split(' ');
    // 128 MB dropped and nothing collected, where relieveHeap alone frees it (the first test).
    expect(Number(main)).toBeLessThan(4);
    expect(Number(thread)).toBeLessThan(4);
    expect([flagSet, ownFlag]).toEqual(['true', 'false']);
  });

  test('leaves a small heap alone', () => {
    // ~16 MB dropped, well under the threshold: nothing is collected yet.
    expect(freedAfterDropping(20)).toBeLessThan(4);
  });
});
