// Rendering on all cores: a small pool of worker threads, each with its own highlighter,
// fed one page at a time so a slow page never holds up a whole batch.
import { walkNav } from '../config/index.js';
import { runWorkerPool, startWorker } from '../worker-pool.js';
import type { SiteProject } from './layout/project.js';
import type { PageOutput, RenderSettings } from './layout/page-layout.js';

/**
 * A render thread's young generation in MB (V8 gives each semi-space a third, rounded up to a
 * power of two: 64 MB is a 32 MB semi-space). Most of a page's objects die young; the larger the
 * young generation, the fewer scavenges copy the page being rendered. Measured at 5,000 pages
 * (bench/HISTORY.md, issue 51): 24 MB 112 s of CPU and 458 MB peak, 48 MB 112 s and 485 MB,
 * 64 MB 91 s and 559 MB with Oniguruma's WebAssembly in each thread; with JavaScript's RegExp
 * instead (src/render/page/regex-engine.ts, ~70 MB less) 64 MB took 0.92x the CPU of 24 MB and
 * Oniguruma, paired, at 489 MB: under the memory goal (500 MB at 5,000 pages), with little room.
 * 128 MB (a 64 MB semi-space) took the same CPU at 1,000 pages (1.01x, paired) for 124 MiB more.
 */
const YOUNG_MB = 64;

/** Finished pages waiting for the writer at most, before the workers get no new page. */
const QUEUED = 16;

export interface PoolJob {
  project: SiteProject;
  settings: RenderSettings;
  paths: string[];
  workers: number;
  /** Keep each page's layout input and highlighted code on its output (`PageOutput.view`, `codeBlocks`): only a build with a cache stores them, and without one they were made and handed over for nothing. */
  keepViews: boolean;
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

/** The project as a worker receives it: structured clone copies data, not functions (the ignore policy stays on the main thread, where dev uses it), and not the configuration's source map (`resolved`, for findings the main thread reports). */
export type ClonedProject = Omit<SiteProject, 'ignores' | 'resolved'>;

/** A page a worker could not render: its path (as in `PoolJob.paths`) and why. */
export interface PoolFailure {
  path: string;
  message: string;
}

export async function runPool(job: PoolJob, onOutput: (output: PageOutput) => Promise<void>): Promise<PoolFailure[]> {
  const failures: PoolFailure[] = [];
  const { ignores: _ignores, resolved: _resolved, ...project } = job.project;
  const cloned: ClonedProject = project;
  const queue = new WriterQueue(onOutput);
  const next = translationDealer(job.paths, languageFolders(job.project));
  await runWorkerPool<Message>({
    count: job.paths.length,
    size: Math.max(1, job.workers),
    // `../render/`, not `./`: this module may be bundled into dist/src/cli/bin.js (scripts/bundle.mjs).
    start: () => startWorker(new URL('../render/worker.js', import.meta.url), undefined, { project: cloned, settings: job.settings, keepViews: job.keepViews }, { maxYoungGenerationSizeMb: YOUNG_MB }),
    depth: 1,
    send: (worker) => {
      worker.postMessage(next(worker));
    },
    receive: (message) => {
      if (message.type === 'done' && message.output) queue.push(message.output);
      else failures.push({ path: message.path, message: message.message ?? 'failed' });
      return undefined;
    },
    wait: () => queue.wait(),
    name: 'render worker',
  });
  await queue.drained();
  return failures;
}

/** The folders of the project's translations (`navigation.languages[].language`: `es`, `zh`, ...): a translated page's path starts with one. */
export function languageFolders(project: Pick<SiteProject, 'model'>): Set<string> {
  const folders = new Set<string>(project.model.languages);
  for (const { node } of walkNav(project.model.navigation)) if (node.kind === 'language' && node.language !== undefined) folders.add(node.language);
  return folders;
}

/**
 * Deal `paths` to the workers a translation group at a time: the page and its translations
 * (`es/quickstart`, `zh/quickstart` … with `quickstart`, the language folders as
 * `languageFolders` gives them) all go to the worker that took the group's first page, one
 * after another, and a worker starts the next group (in the order of its first page) when its
 * own is done. Translated pages repeat most of their code blocks, which a thread highlights
 * once and then takes from its cache (src/render/page/highlight.ts). Only which thread renders
 * a page changes: a page's output is the same whichever thread renders it. Each call gives one
 * path; called once a path.
 */
export function translationDealer(paths: readonly string[], folders: ReadonlySet<string>): (worker: object) => string {
  const groups = new Map<string, string[]>();
  for (const path of paths) {
    const slash = path.indexOf('/');
    const key = slash > 0 && folders.has(path.slice(0, slash)) ? path.slice(slash + 1) : path;
    const group = groups.get(key);
    if (group) group.push(path);
    else groups.set(key, [path]);
  }
  const order = groups.values();
  const held = new Map<object, string[]>();
  return (worker) => {
    let own = held.get(worker);
    if (!own || own.length === 0) {
      const group: string[] | undefined = order.next().value;
      own = group ? [...group] : stolen(held);
      held.set(worker, own);
    }
    const path = own.shift();
    if (path === undefined) throw new Error('Unexpected request for a page, expected no more requests than pages');
    return path;
  };
}

/** The last page of the longest group another worker still holds, once every group is dealt (so no worker waits while pages are left). */
function stolen(held: ReadonlyMap<object, string[]>): string[] {
  let longest: string[] = [];
  for (const own of held.values()) if (own.length > longest.length) longest = own;
  const path = longest.pop();
  return path === undefined ? [] : [path];
}

/**
 * Finished pages waiting for the writer, written one at a time in the order they came. No
 * more than `bound` wait at a time: past it `wait()` gives a promise that settles once one is
 * written, so the workers get no new page and finished pages never fill memory faster than
 * they are written.
 */
export class WriterQueue<T> {
  private chain: Promise<void> = Promise.resolve();
  private queued = 0;
  private waiting: (() => void)[] = [];
  /** The most pages that were waiting at once. */
  peak = 0;

  constructor(
    private readonly write: (item: T) => Promise<void>,
    readonly bound = QUEUED,
  ) {}

  push(item: T): void {
    this.queued++;
    this.peak = Math.max(this.peak, this.queued);
    this.chain = this.chain.then(() => this.write(item)).finally(() => this.written());
  }

  /** A promise while the queue is full; undefined when another page may come. */
  wait(): Promise<void> | undefined {
    return this.queued >= this.bound ? new Promise<void>((resolve) => this.waiting.push(resolve)) : undefined;
  }

  /** Settles when every page pushed so far is written (rejects with the first write that failed). */
  drained(): Promise<void> {
    return this.chain;
  }

  private written(): void {
    this.queued--;
    if (this.queued < this.bound && this.waiting.length > 0) {
      const wake = this.waiting;
      this.waiting = [];
      for (const resolve of wake) resolve();
    }
  }
}
