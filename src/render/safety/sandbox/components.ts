// The custom components of one page, rendered in the sandbox. Loaded (and with it the
// sandbox's worker thread and QuickJS) only by a page that uses one: src/render/page/page.ts
// imports this module lazily. One worker per thread, shared by the thread's pages, each
// page's programs forgotten when it is done; a worker that overruns a deadline is ended and
// the next call starts a new one.
import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import type { Literal } from '../../page/literal.js';
import type { ComponentSource } from '../../page/expand.js';
import { SANDBOX_RUNTIME_JS, SANDBOX_WORKER_JS } from '../../assets/bundled.js';
import { compileEsm, packageUses, type CompiledProgram } from './compile.js';
import { DEFAULT_LIMITS, FILE_FAILED, type Outcome, type SandboxLimits } from './sandbox.js';
import type { VmRequest, VmResponse, VmWorkerData } from './vm-worker.js';

export type { Outcome } from './sandbox.js';

export interface PageComponents {
  /** The component's HTML (with `<dw-children>` where it put its children), or why there is none. */
  render(source: ComponentSource, props: Record<string, Literal>, children: boolean): Promise<Outcome>;
  /** The page is done: its programs are forgotten. */
  done(): void;
}

/** How long the worker may take to start (QuickJS and the runtime loaded) on a busy machine. */
const START_MS = 60_000;
/** How far past the VM's own deadline a call may run before its worker is ended. */
const GRACE_MS = 2_000;

type Call = { [K in VmRequest['type']]: Omit<Extract<VmRequest, { type: K }>, 'seq'> }[VmRequest['type']];

interface VmClient {
  call(request: Call): Promise<Outcome>;
  send(request: Call): void;
}

/** A worker running the sandbox: calls answered in order, each with a deadline. */
function startClient(limits: SandboxLimits, onEnd: () => void): VmClient {
  const workerData: VmWorkerData = { from: fileURLToPath(import.meta.url), runtime: SANDBOX_RUNTIME_JS, limits };
  // No `env` and no argv: the worker sees nothing of the build's environment.
  const worker = new Worker(SANDBOX_WORKER_JS, { eval: true, workerData, env: {}, argv: [], stdout: true, stderr: true });
  let seq = 0;
  // The worker holds the process open only while a call is outstanding: an idle sandbox must
  // not keep a finished command alive. Node refs a worker's port again whenever a 'message'
  // listener is added, so the listeners are attached first and the worker unref'd after them.
  let busy = 0;
  const hold = (): void => {
    if (busy++ === 0 && !ended) worker.ref();
  };
  const release = (): void => {
    if (--busy === 0) worker.unref();
  };
  let ended = false;
  const waiting = new Map<number, (outcome: Outcome) => void>();
  const end = (reason: string): void => {
    if (ended) return;
    ended = true;
    onEnd();
    void worker.terminate();
    for (const resolve of waiting.values()) resolve({ ok: false, reason });
    waiting.clear();
  };
  const ready = new Promise<string | undefined>((resolve) => {
    const timer = setTimeout(() => resolve(`the sandbox did not start within ${START_MS / 1000} s`), START_MS);
    timer.unref();
    worker.on('message', (message: VmResponse) => {
      if (message.type === 'ready') {
        clearTimeout(timer);
        resolve(undefined);
      } else if (message.type === 'failed') {
        clearTimeout(timer);
        resolve(`the sandbox did not start (${message.message})`);
      } else {
        waiting.get(message.seq)?.(message.outcome);
        waiting.delete(message.seq);
      }
    });
  });
  worker.on('error', (error) => end(`the sandbox failed (${error.message})`));
  worker.on('exit', () => end('the sandbox stopped'));
  worker.unref();
  const send = (request: Call, resolve: (outcome: Outcome) => void): void => {
    const id = ++seq;
    hold();
    waiting.set(id, (outcome) => {
      release();
      resolve(outcome);
    });
    worker.postMessage({ ...request, seq: id });
  };
  return {
    async call(request) {
      hold();
      try {
        const problem = await ready;
        if (problem !== undefined) {
          end(problem);
          return { ok: false, reason: problem };
        }
        if (ended) return { ok: false, reason: 'the sandbox stopped' };
        return await new Promise<Outcome>((resolve) => {
          const timer = setTimeout(() => end(`it ran longer than ${limits.timeMs} ms`), limits.timeMs + GRACE_MS);
          timer.unref();
          send(request, (outcome) => {
            clearTimeout(timer);
            resolve(outcome);
          });
        });
      } finally {
        release();
      }
    },
    send(request) {
      if (ended) return;
      hold();
      void ready.then(() => ended || send(request, () => undefined)).finally(release);
    },
  };
}

let client: VmClient | undefined;
let nextId = 0;

function vm(limits: SandboxLimits): VmClient {
  if (!client) {
    const made = startClient(limits, () => {
      if (client === made) client = undefined;
    });
    client = made;
  }
  return client;
}

interface FileProgram {
  id: number;
  compiled?: CompiledProgram;
  /** Why the file's ESM cannot run (it did not compile, or it failed). */
  error?: string;
}

export function pageComponents(limits: SandboxLimits = DEFAULT_LIMITS): PageComponents {
  const files = new Map<string, FileProgram>();
  const program = (source: ComponentSource): FileProgram => {
    let entry = files.get(source.file);
    if (!entry) {
      entry = { id: ++nextId };
      try {
        entry.compiled = compileEsm(source.programs);
      } catch (error) {
        entry.error = `its code does not compile (${error instanceof Error ? error.message : String(error)})`;
      }
      files.set(source.file, entry);
    }
    return entry;
  };
  return {
    async render(source, props, children) {
      const entry = program(source);
      if (entry.error !== undefined || !entry.compiled) return { ok: false, reason: entry.error ?? 'its code does not compile' };
      const packages = packageUses(entry.compiled, source.name);
      if (packages.length > 0) return { ok: false, reason: `it uses ${packages.map((p) => `\`${p}\``).join(', ')}, an import the sandbox does not have` };
      const outcome = await vm(limits).call({ type: 'render', id: entry.id, code: entry.compiled.code, name: source.name, props, children });
      // Once per page: the file's other components fail the same way without running it again.
      if (!outcome.ok && outcome.reason.startsWith(FILE_FAILED)) entry.error = outcome.reason;
      return outcome;
    },
    done() {
      for (const entry of files.values()) client?.send({ type: 'release', id: entry.id });
    },
  };
}
