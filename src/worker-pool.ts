// One worker pool for lint, `check --links` and the build: tasks are numbered, each worker
// keeps a few in flight and takes the next when one comes back, so a slow page never holds
// up a batch and the order of results is the caller's (by index).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';

/**
 * Start a worker module: the compiled `.js` when it exists (dist/); otherwise, with `ts`, the
 * TypeScript source through tsx's loader registered inside the worker first (tests, dev).
 * Callers build both URLs from their own `import.meta.url`, as `../<room>/worker.js`, so the
 * paths hold when the caller is bundled into dist/src/cli/ (scripts/bundle.mjs).
 */
export function startWorker(js: URL, ts: URL | undefined, workerData: unknown, resourceLimits?: ResourceLimits): Worker {
  const limits = resourceLimits ? { resourceLimits } : {};
  if (ts === undefined || existsSync(fileURLToPath(js))) return new Worker(js, { workerData, ...limits });
  const tsxApi = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((api) => { api.register(); return import(${JSON.stringify(ts.href)}); });`;
  return new Worker(bootstrap, { eval: true, workerData, ...limits });
}

export interface PoolOptions<Reply> {
  /** How many tasks (numbered `0 … count - 1`). */
  count: number;
  /** How many workers at most (never more than there are tasks). */
  size: number;
  start: () => Worker;
  /** Tasks in flight per worker. */
  depth: number;
  /** Post task `index` to `worker`. */
  send: (worker: Worker, index: number) => void;
  /** Take one reply; an error returned stops the pool and is thrown. */
  receive: (reply: Reply) => Error | undefined;
  /** Back-pressure: a promise while the caller cannot take more replies; no task is sent until it settles. */
  wait?: () => Promise<void> | undefined;
  /** Also run tasks on this thread, between the workers' replies. */
  local?: (index: number) => Promise<void>;
  /** What a worker that exits with tasks in flight is called in the error. */
  name: string;
}

/** Run every task on the pool; resolves when all replies are in, terminates the workers in any case. */
export async function runWorkerPool<Reply>(options: PoolOptions<Reply>): Promise<void> {
  let next = 0;
  let failed: Error | undefined;
  const workers = Array.from({ length: Math.min(options.size, options.count) }, options.start);
  const runWorker = (worker: Worker): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      let inFlight = 0;
      const send = (): void => {
        while (inFlight < options.depth && next < options.count && !failed) {
          options.send(worker, next++);
          inFlight++;
        }
        if (inFlight === 0) resolve();
      };
      worker.on('message', (reply: Reply) => {
        inFlight--;
        const error = options.receive(reply);
        if (error) failed ??= error;
        const gate = options.wait?.();
        if (gate) gate.then(send, (reason: unknown) => {
          failed ??= reason instanceof Error ? reason : new Error(String(reason));
          send();
        });
        else send();
      });
      worker.on('error', (error) => {
        failed ??= error;
        reject(error);
      });
      worker.on('exit', (code) => {
        if (inFlight > 0) reject(failed ?? new Error(`Unexpected exit of a ${options.name} (code ${code})`));
      });
      worker.once('online', send);
    });
  const runLocal = async (local: (index: number) => Promise<void>): Promise<void> => {
    while (next < options.count && !failed) {
      await local(next++);
      // Let the workers' replies in, so their queues never run dry.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  };
  try {
    await Promise.all([...workers.map(runWorker), ...(options.local ? [runLocal(options.local)] : [])]);
    if (failed) throw failed;
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}
