// The request thread's side of the language server's lint thread (src/lsp/lint-worker.ts): one worker, started at
// the first lint, that keeps the process alive only while a lint waits for it, ended by `stop()` when the client
// shuts the server down; the process's exit ends it too.
import type { Worker } from 'node:worker_threads';
import type { Finding } from '../findings/finding.js';
import { startWorker } from '../worker-pool.js';
import { LINT_THREAD, type LintThreadReply, type LintThreadRequest } from './lint-worker.js';

/** A lint waiting for the thread's reply. */
interface Waiting {
  resolve: (findings: Finding[]) => void;
  reject: (error: Error) => void;
}

export class LintThread {
  private worker: Worker | undefined;
  private nextId = 0;
  private readonly waiting = new Map<number, Waiting>();
  private stopped = false;

  /** The findings of one page's text, linted on the thread; rejects when the thread fails or is stopped. */
  lint(request: Omit<LintThreadRequest, 'id'>): Promise<Finding[]> {
    if (this.stopped) return Promise.reject(new Error('Unexpected lint after the language server stopped, expected none'));
    const worker = this.start();
    const id = this.nextId++;
    // The thread holds the process only while a lint waits for it.
    worker.ref();
    return new Promise<Finding[]>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.postMessage({ ...request, id } satisfies LintThreadRequest);
    });
  }

  /** Ends the thread; lints still waiting are rejected. */
  async stop(): Promise<void> {
    this.stopped = true;
    const worker = this.worker;
    this.worker = undefined;
    this.failAll(new Error('Unexpected end of the lint thread, expected a reply: the language server stopped'));
    if (worker) await worker.terminate();
  }

  /** The running worker, started when there is none (at the first lint, or after one failed). */
  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = startWorker(new URL('../lsp/lint-worker.js', import.meta.url), new URL('../lsp/lint-worker.ts', import.meta.url), LINT_THREAD);
    worker.on('message', (reply: LintThreadReply) => {
      const waiting = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      if (this.waiting.size === 0) worker.unref();
      if ('error' in reply) waiting?.reject(new Error(reply.error));
      else waiting?.resolve(reply.findings);
    });
    const gone = (error: Error): void => {
      if (this.worker !== worker) return;
      this.worker = undefined;
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
    for (const waiting of this.waiting.values()) waiting.reject(error);
    this.waiting.clear();
  }
}
