// Rendering on all cores: a small pool of worker threads, each with its own highlighter,
// fed one page at a time so a slow page never holds up a whole batch.
import { Worker } from 'node:worker_threads';
import type { Project } from './project.js';
import type { PageOutput, RenderSettings } from './render-page.js';

export interface PoolJob {
  project: Project;
  settings: RenderSettings;
  paths: string[];
  workers: number;
}

/** Whether workers can run: only from compiled JavaScript (tests run the TypeScript sources on one thread). */
export function poolAvailable(): boolean {
  return import.meta.url.endsWith('.js');
}

interface Message {
  type: 'done' | 'error';
  path: string;
  output?: PageOutput;
  message?: string;
}

export async function runPool(job: PoolJob, onOutput: (output: PageOutput) => Promise<void>): Promise<string[]> {
  const queue = [...job.paths];
  const failures: string[] = [];
  const count = Math.max(1, Math.min(job.workers, queue.length));
  let chain: Promise<void> = Promise.resolve();
  const runners = Array.from({ length: count }, () => {
    return new Promise<void>((resolve, reject) => {
      // `../render/`, not `./`: this module may be bundled into dist/src/cli/bin.js (scripts/bundle.mjs).
      const worker = new Worker(new URL('../render/worker.js', import.meta.url), { workerData: { project: job.project, settings: job.settings } });
      const next = (): void => {
        const path = queue.shift();
        if (path === undefined) {
          void worker.terminate().then(() => resolve());
          return;
        }
        worker.postMessage(path);
      };
      worker.on('message', (message: Message) => {
        if (message.type === 'done' && message.output) {
          const output = message.output;
          chain = chain.then(() => onOutput(output));
        } else failures.push(`${message.path}: ${message.message ?? 'failed'}`);
        next();
      });
      worker.on('error', reject);
      worker.on('online', next);
    });
  });
  await Promise.all(runners);
  await chain;
  return failures;
}
