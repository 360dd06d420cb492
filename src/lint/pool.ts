// Spread files over worker threads; results come back by index, so order stays deterministic.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { relieveHeap } from './heap.js';
import type { LintFileResult } from './lint-file.js';
import type { WorkerInit, WorkerTask } from './worker.js';

/**
 * The worker module next to this one: compiled `.js` in `dist/`; from sources (tests, dev)
 * `.ts`, loaded through tsx's loader registered inside the worker first.
 */
function startWorker(init: WorkerInit): Worker {
  // `../lint/`, not `./`: this module may be bundled into dist/src/cli/bin.js (scripts/bundle.mjs).
  const js = new URL('../lint/worker.js', import.meta.url);
  if (existsSync(fileURLToPath(js))) return new Worker(js, { workerData: init });
  const ts = new URL('../lint/worker.ts', import.meta.url).href;
  const tsxApi = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((api) => { api.register(); return import(${JSON.stringify(ts)}); });`;
  return new Worker(bootstrap, { eval: true, workerData: init });
}

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
  let nextIndex = 0;
  let failed: Error | undefined;
  // While this thread lints a page it cannot hand out work: keep the workers' queues deeper.
  const depth = local ? 4 : 2;
  const workers = Array.from({ length: Math.min(size, paths.length) }, () => startWorker(init));
  const runWorker = (worker: Worker): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      let inFlight = 0;
      const send = (): void => {
        while (inFlight < depth && nextIndex < paths.length && !failed) {
          const index = nextIndex++;
          const path = paths[index];
          if (path === undefined) continue;
          const task: WorkerTask = { index, path };
          worker.postMessage(task);
          inFlight++;
        }
        if (inFlight === 0) resolve();
      };
      worker.on('message', (reply: Reply) => {
        inFlight--;
        if (reply.result) done(reply.index, reply.result);
        else failed ??= new Error(`Unexpected failure in a lint worker: ${reply.error ?? 'unknown'}`);
        send();
      });
      worker.on('error', (error) => {
        failed ??= error;
        reject(error);
      });
      worker.on('exit', (code) => {
        if (inFlight > 0) reject(failed ?? new Error(`Unexpected exit of a lint worker (code ${code})`));
      });
      worker.once('online', send);
    });
  const runLocal = async (lintHere: (path: string) => Promise<LintFileResult>): Promise<void> => {
    while (nextIndex < paths.length && !failed) {
      const index = nextIndex++;
      const path = paths[index];
      if (path === undefined) continue;
      done(index, await lintHere(path));
      relieveHeap();
      // Let the workers' replies in, so their queues never run dry.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  };
  try {
    await Promise.all([...workers.map(runWorker), ...(local ? [runLocal(local)] : [])]);
    if (failed) throw failed;
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
