// The dev server's first render worker, started by the CLI before it loads its dev modules
// (issue 51): the worker loads the renderer (~0.25 s of compiling on a quiet machine) while the
// main thread loads the command, the server and the watcher, instead of after them. It learns
// the project in its first message (site-worker.ts), when the server hands it over as its
// provisional site (site-workers.ts). Started only from the built CLI (src/cli/bin.ts).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/** The data an early worker is started with: its `SiteWorkerData` comes as its first message. */
export interface EarlyWorkerData {
  early: true;
}

let early: Worker | undefined;
/** Whether the early worker has exited (or failed) before it was taken. */
let gone = false;

/** Whether `docwright <argv>` serves a site with render workers: `dev`, not its help, workers not turned off. */
export function wantsEarlyWorker(argv: readonly string[], env: NodeJS.ProcessEnv): boolean {
  return argv[0] === 'dev' && !argv.includes('--help') && !argv.includes('-h') && env.DOCWRIGHT_DEV_WORKERS !== '0';
}

/** The compiled site-worker.js beside this module (dist/); none when run from the sources. */
function compiledWorker(data: EarlyWorkerData): Worker | undefined {
  const url = new URL('../dev/site-worker.js', import.meta.url);
  return existsSync(fileURLToPath(url)) ? new Worker(url, { workerData: data }) : undefined;
}

/**
 * Start the worker now, once (`start`: how, by default from the compiled module). It never keeps
 * the process alive: a command that fails before it takes the worker ends as it would without it.
 */
export function startEarlyWorker(start: (data: EarlyWorkerData) => Worker | undefined = compiledWorker): void {
  if (early) return;
  early = start({ early: true });
  if (!early) return;
  early.unref();
  gone = false;
  // Its failure before it is taken is heard here (the server then starts a worker of its own).
  early.on('error', () => undefined);
  early.once('exit', () => (gone = true));
}

/** The early worker, once, if it was started and still runs; the caller posts its `SiteWorkerData` first. */
export function takeEarlyWorker(): Worker | undefined {
  const worker = early;
  early = undefined;
  return worker && !gone ? worker : undefined;
}

/** End the early worker when the server will not use it (no provisional site). */
export function dropEarlyWorker(): void {
  void takeEarlyWorker()?.terminate();
}

/** What the CLI asked to run once the first pages are answered (`whenFirstAnswered`). */
let afterFirst: (() => void) | undefined;

/**
 * Run `action` once, when the dev server has answered its first requests and before the full
 * site loads (or, without a provisional site, once the full site is loaded). The CLI hands
 * V8's default interrupt budget back here (src/cli/v8-tiers.ts): the larger one spares the
 * first page's CPU, the default one gets the full site's load to optimised code sooner.
 */
export function whenFirstAnswered(action: () => void): void {
  afterFirst = action;
}

/** The first requests are answered: run what `whenFirstAnswered` was given, once. */
export function firstAnswered(): void {
  const action = afterFirst;
  afterFirst = undefined;
  action?.();
}
