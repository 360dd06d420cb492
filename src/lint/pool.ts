// Spread files over worker threads; results come back by index, so order stays deterministic.
import { runWorkerPool, startWorker } from '../worker-pool.js';
import { relieveHeap } from './heap.js';
import type { LintFileResult } from './lint-file.js';
import type { WorkerInit, WorkerTask } from './worker.js';

interface Reply {
  index: number;
  result?: LintFileResult;
  error?: string;
}

/**
 * Lint `paths` on `size` worker threads and, with `local`, on this thread too: each
 * takes the next file when it is free, so a large page on one does not hold up the
 * rest. `done(i, result)` receives each result by index (output order is the caller's).
 */
export async function runPool(
  paths: readonly string[],
  init: WorkerInit,
  size: number,
  done: (index: number, result: LintFileResult) => void,
  local?: (path: string) => Promise<LintFileResult>,
): Promise<void> {
  await runWorkerPool<Reply>({
    count: paths.length,
    size,
    // `../lint/`, not `./`: this module may be bundled into dist/src/cli/bin.js (scripts/bundle.mjs).
    start: () => startWorker(new URL('../lint/worker.js', import.meta.url), new URL('../lint/worker.ts', import.meta.url), init),
    // While this thread lints a page it cannot hand out work: keep the workers' queues deeper.
    depth: local ? 4 : 2,
    send: (worker, index) => {
      const task: WorkerTask = { index, path: paths[index] ?? '' };
      worker.postMessage(task);
    },
    receive: (reply) => {
      if (!reply.result) return new Error(`Unexpected failure in a lint worker: ${reply.error ?? 'unknown'}`);
      done(reply.index, reply.result);
      return undefined;
    },
    ...(local
      ? {
          local: async (index: number) => {
            done(index, await local(paths[index] ?? ''));
            relieveHeap();
          },
        }
      : {}),
    name: 'lint worker',
  });
}
