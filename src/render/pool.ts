// Rendering on all cores: a small pool of worker threads, each with its own highlighter,
// fed one page at a time so a slow page never holds up a whole batch.
import { runWorkerPool, startWorker } from '../worker-pool.js';
import type { Project } from './project.js';
import type { PageOutput, RenderSettings } from './render-page.js';

/** Finished pages waiting for the writer at most, before the workers get no new page. */
const QUEUED = 16;

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

/** The project as a worker receives it: structured clone copies data, not functions (the ignore policy stays on the main thread, where dev uses it). */
export type ClonedProject = Omit<Project, 'ignores'>;

export async function runPool(job: PoolJob, onOutput: (output: PageOutput) => Promise<void>): Promise<string[]> {
  const failures: string[] = [];
  const { ignores: _ignores, ...project } = job.project;
  const cloned: ClonedProject = project;
  // Pages wait for the writer in order; no more than QUEUED of them at a time, or the
  // workers would fill memory with finished pages faster than they are written.
  let chain: Promise<void> = Promise.resolve();
  let queued = 0;
  let waiting: (() => void)[] = [];
  const written = (): void => {
    queued--;
    if (queued < QUEUED && waiting.length > 0) {
      const wake = waiting;
      waiting = [];
      for (const resolve of wake) resolve();
    }
  };
  await runWorkerPool<Message>({
    count: job.paths.length,
    size: Math.max(1, job.workers),
    // `../render/`, not `./`: this module may be bundled into dist/src/cli/bin.js (scripts/bundle.mjs).
    start: () => startWorker(new URL('../render/worker.js', import.meta.url), undefined, { project: cloned, settings: job.settings }),
    depth: 1,
    send: (worker, index) => {
      worker.postMessage(job.paths[index]);
    },
    receive: (message) => {
      if (message.type === 'done' && message.output) {
        const output = message.output;
        queued++;
        chain = chain.then(() => onOutput(output)).finally(written);
      } else failures.push(`${message.path}: ${message.message ?? 'failed'}`);
      return undefined;
    },
    wait: () => (queued >= QUEUED ? new Promise<void>((resolve) => waiting.push(resolve)) : undefined),
    name: 'render worker',
  });
  await chain;
  return failures;
}
