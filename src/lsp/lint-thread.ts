// The request thread's side of the language server's lint thread (src/lsp/lint-worker.ts): one worker, started at
// the first lint, that keeps the process alive only while a lint waits for it, ended by `stop()` when the client
// shuts the server down; the process's exit ends it too. A lint whose signal aborts is dropped: when it has not
// started, the worker skips it; when it runs, the worker is ended once the lint has run `budget` ms (a new one
// starts and takes the lints still waiting), so a stale lint of a long page never holds up the fresh one.
import type { Worker } from 'node:worker_threads';
import type { Finding } from '../findings/finding.js';
import { startWorker } from '../worker-pool.js';
import { LINT_THREAD, type LintThreadCancel, type LintThreadReply, type LintThreadRequest } from './lint-worker.js';

/** What a lint on the thread resolves to: the findings, and with `fix` the fixed text (`undefined`: no change). */
export interface LintThreadResult {
  findings: Finding[];
  output?: string | undefined;
}

/** A lint waiting for the thread's reply. */
interface Waiting {
  request: LintThreadRequest;
  resolve: (result: LintThreadResult) => void;
  reject: (error: Error) => void;
}

/** The error a lint rejects with when its signal aborted it. */
export class LintAbortedError extends Error {
  constructor() {
    super('Unexpected lint of an older text, expected the newest: a newer edit stopped it');
    this.name = 'LintAbortedError';
  }
}

/**
 * Milliseconds an aborted lint may go on running before the worker is ended for it (default of `budget`): about what a
 * new lint thread costs to start (0.45 s CPU, bench/README.md "## lsp"), so ending it never costs more than twice waiting.
 */
export const ABORT_BUDGET_MS = 500;

export class LintThread {
  private worker: Worker | undefined;
  private nextId = 0;
  private readonly waiting = new Map<number, Waiting>();
  private stopped = false;
  /** The lint the worker is running, and when it started (`performance.now()`). */
  private running: { id: number; since: number } | undefined;
  /** The timer that ends the worker when an aborted lint is still running at the end of its budget. */
  private budgetTimer: NodeJS.Timeout | undefined;
  /** How many times a worker was ended to stop an aborted lint (for tests and benchmarks). */
  restarts = 0;

  /** @param budget milliseconds an aborted lint may go on running before its worker is ended (0: at once) */
  constructor(private readonly budget = ABORT_BUDGET_MS) {}

  /** The findings of one page's text, linted on the thread; rejects when the thread fails or is stopped. */
  async lint(request: Omit<LintThreadRequest, 'id' | 'fix'>, signal?: AbortSignal): Promise<Finding[]> {
    return (await this.run(request, signal)).findings;
  }

  /** The page's text with every fix applied (`undefined`: nothing changes), on the thread; rejects as `lint` does. */
  async fix(request: Omit<LintThreadRequest, 'id' | 'fix'>, signal?: AbortSignal): Promise<string | undefined> {
    return (await this.run({ ...request, fix: true }, signal)).output;
  }

  /** Sends one request to the thread; `signal` drops it (rejected with `LintAbortedError`). */
  private run(request: Omit<LintThreadRequest, 'id'>, signal: AbortSignal | undefined): Promise<LintThreadResult> {
    if (this.stopped) return Promise.reject(new Error('Unexpected lint after the language server stopped, expected none'));
    if (signal?.aborted) return Promise.reject(new LintAbortedError());
    const worker = this.start();
    const id = this.nextId++;
    const message: LintThreadRequest = { ...request, id };
    // The thread holds the process only while a lint waits for it.
    worker.ref();
    return new Promise<LintThreadResult>((resolve, reject) => {
      const abort = (): void => this.abort(id);
      signal?.addEventListener('abort', abort, { once: true });
      const done = (): void => signal?.removeEventListener('abort', abort);
      this.waiting.set(id, {
        request: message,
        resolve: (result) => {
          done();
          resolve(result);
        },
        reject: (error) => {
          done();
          reject(error);
        },
      });
      worker.postMessage(message);
    });
  }

  /** Ends the thread; lints still waiting are rejected. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.budgetTimer);
    const worker = this.worker;
    this.worker = undefined;
    this.failAll(new Error('Unexpected end of the lint thread, expected a reply: the language server stopped'));
    if (worker) await worker.terminate();
  }

  /** Drops a lint: rejected now; skipped by the worker when not started; its worker ended when it runs too long. */
  private abort(id: number): void {
    const waiting = this.waiting.get(id);
    if (!waiting) return;
    this.waiting.delete(id);
    waiting.reject(new LintAbortedError());
    if (this.running?.id === id) this.stopStale();
    else this.worker?.postMessage({ cancel: id } satisfies LintThreadCancel);
    this.releaseIfIdle();
  }

  /** The running lint was aborted: ends its worker now when it has run its budget, else when the budget is up. */
  private stopStale(): void {
    const running = this.running;
    if (!running || this.waiting.has(running.id)) return;
    const left = running.since + this.budget - performance.now();
    if (left > 0) {
      clearTimeout(this.budgetTimer);
      this.budgetTimer = setTimeout(() => this.stopStale(), left);
      // The timer alone keeps nothing alive: a lint waiting does (worker.ref()).
      this.budgetTimer.unref();
      return;
    }
    this.restart();
  }

  /** Ends the worker and, when lints still wait, starts a new one and sends them again in their order. */
  private restart(): void {
    const worker = this.worker;
    this.worker = undefined;
    this.running = undefined;
    clearTimeout(this.budgetTimer);
    this.restarts++;
    if (worker) void worker.terminate();
    if (this.waiting.size === 0 || this.stopped) return;
    const fresh = this.start();
    fresh.ref();
    for (const { request } of this.waiting.values()) fresh.postMessage(request);
  }

  /** Lets the process end when no lint waits. */
  private releaseIfIdle(): void {
    if (this.waiting.size === 0) this.worker?.unref();
  }

  /** Takes one message of `worker`: a lint started, or a lint's reply. */
  private receive(worker: Worker, reply: LintThreadReply): void {
    if (this.worker !== worker) return;
    if ('started' in reply) {
      this.running = { id: reply.started, since: performance.now() };
      // Aborted while it waited its turn, before the worker saw the cancel.
      if (!this.waiting.has(reply.started)) this.stopStale();
      return;
    }
    if (this.running?.id === reply.id) this.running = undefined;
    const waiting = this.waiting.get(reply.id);
    this.waiting.delete(reply.id);
    this.releaseIfIdle();
    if ('error' in reply) waiting?.reject(new Error(reply.error));
    else waiting?.resolve({ findings: reply.findings, output: reply.output });
  }

  /** The running worker, started when there is none (at the first lint, or after one failed or was ended). */
  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = startWorker(new URL('../lsp/lint-worker.js', import.meta.url), new URL('../lsp/lint-worker.ts', import.meta.url), LINT_THREAD);
    worker.on('message', (reply: LintThreadReply) => this.receive(worker, reply));
    const gone = (error: Error): void => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      this.running = undefined;
      this.failAll(error);
    };
    worker.on('error', gone);
    worker.on('exit', (code) => gone(new Error(`Unexpected exit of the lint thread (code ${code}), expected it to run until the server stops`)));
    // After the listeners: adding a 'message' listener refs the worker again.
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private failAll(error: Error): void {
    const waiting = [...this.waiting.values()];
    this.waiting.clear();
    for (const entry of waiting) entry.reject(error);
  }
}
