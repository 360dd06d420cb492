import { describe, expect, it } from '@jest/globals';
import { Worker } from 'node:worker_threads';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { runWorkerPool, startWorker, type PoolOptions } from '../src/worker-pool.js';

/** A worker that doubles each number it is sent; `-1` makes it exit at once. */
const doubler = (): Worker =>
  new Worker(
    `const { parentPort } = require('node:worker_threads');
     parentPort.on('message', (n) => { if (n === -1) process.exit(3); parentPort.postMessage({ index: n, value: n * 2 }); });`,
    { eval: true },
  );

interface Reply {
  index: number;
  value: number;
}

/** A pool of doublers named `test worker`, each task's index sent as its message unless `send` says otherwise. */
const runDoublers = (options: Omit<PoolOptions<Reply>, 'start' | 'name' | 'send'> & Partial<Pick<PoolOptions<Reply>, 'send'>>): Promise<void> =>
  runWorkerPool<Reply>({ start: doubler, name: 'test worker', send: (worker, index) => worker.postMessage(index), ...options });

describe('runWorkerPool', () => {
  it('runs every task once and hands replies back by index', async () => {
    const out: number[] = [];
    await runDoublers({
      count: 20, size: 2, depth: 2,
      receive: (reply) => {
        out[reply.index] = reply.value;
        return undefined;
      },
    });
    expect(out).toEqual(Array.from({ length: 20 }, (_, i) => i * 2));
  });

  it('shares the tasks with this thread when asked', async () => {
    const where: string[] = [];
    await runDoublers({
      count: 12, size: 1, depth: 1,
      receive: (reply) => {
        where[reply.index] = 'worker';
        return undefined;
      },
      local: (index) => {
        where[index] = 'local';
        return Promise.resolve();
      },
    });
    expect(where.filter((w) => w === 'worker').length + where.filter((w) => w === 'local').length).toBe(12);
    expect(where).toContain('local');
  });

  it('throws the error a reply stands for', async () => {
    await expect(
      runDoublers({
        count: 4, size: 1, depth: 1,
        receive: (reply) => (reply.index === 2 ? new Error('Unexpected task `2`') : undefined),
      }),
    ).rejects.toThrow('Unexpected task `2`');
  });

  it('rejects when a worker exits with tasks in flight', async () => {
    await expect(
      runDoublers({
        count: 1, size: 1, depth: 1,
        send: (worker) => worker.postMessage(-1),
        receive: () => undefined,
      }),
    ).rejects.toThrow('Unexpected exit of a test worker (code 3)');
  });

  it('starts a worker with the resource limits it is given (the young generation of a render thread)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dw-pool-'));
    try {
      const file = join(dir, 'limits.mjs');
      writeFileSync(file, "import { parentPort, resourceLimits } from 'node:worker_threads';\nparentPort.postMessage(resourceLimits.maxYoungGenerationSizeMb);\n");
      const worker = startWorker(pathToFileURL(file), undefined, undefined, { maxYoungGenerationSizeMb: 24 });
      const young = await new Promise<unknown>((resolve) => worker.once('message', resolve));
      await worker.terminate();
      expect(young).toBe(24);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
