// Rendering on all cores: a small pool of worker threads, each with its own highlighter,
// fed one page at a time so a slow page never holds up a whole batch.
import { runWorkerPool, startWorker } from '../worker-pool.js';
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

/** The project as a worker receives it: structured clone copies data, not functions (the ignore policy stays on the main thread, where dev uses it). */
export type ClonedProject = Omit<Project, 'ignores'>;

export async function runPool(job: PoolJob, onOutput: (output: PageOutput) => Promise<void>): Promise<string[]> {
  const failures: string[] = [];
  const { ignores: _ignores, ...project } = job.project;
  const cloned: ClonedProject = project;
  let chain: Promise<void> = Promise.resolve();
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
        chain = chain.then(() => onOutput(output));
      } else failures.push(`${message.path}: ${message.message ?? 'failed'}`);
      return undefined;
    },
    name: 'render worker',
  });
  await chain;
  return failures;
}
