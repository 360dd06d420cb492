// The sandbox's thread: loads QuickJS (from node_modules, next to the module that started it),
// makes one VM and answers the host's calls in order. Bundled by scripts/bundle-assets.mjs into
// a string (`SANDBOX_WORKER_JS` in src/render/assets/bundled.ts) that components.ts starts as
// an `eval` worker, so it runs the same from the sources, dist/ and the CLI bundle.
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import type * as QuickJSCore from 'quickjs-emscripten-core';
import type { QuickJSSyncVariant } from 'quickjs-emscripten-core';
import { createSandbox, FILE_FAILED, type Outcome, type SandboxLimits } from './sandbox.js';

export interface VmWorkerData {
  /** A file of docwright's: QuickJS is resolved from here. */
  from: string;
  runtime: string;
  limits: SandboxLimits;
}

/** A render carries its program's code: a worker that replaced its VM (or a new worker) defines it again. */
export type VmRequest = { seq: number } & ({ type: 'render'; id: number; code: string; name: string; props: unknown; children: boolean } | { type: 'release'; id: number });

export type VmResponse = { type: 'ready' } | { type: 'failed'; message: string } | { type: 'answer'; seq: number; outcome: Outcome };

const data = workerData as VmWorkerData;
const port = parentPort;

async function start(): Promise<void> {
  if (!port) return;
  const require = createRequire(data.from);
  const core = require('quickjs-emscripten-core') as typeof QuickJSCore;
  const variant = (require('@jitl/quickjs-wasmfile-release-sync') as { default: QuickJSSyncVariant }).default;
  const quickjs = await core.newQuickJSWASMModuleFromVariant(variant);
  const sandbox = createSandbox(quickjs, data.runtime, data.limits);
  // Each program's code, kept until released: a VM replaced after a limit was hit is empty.
  const codes = new Map<number, string>();
  const define = (id: number): Outcome => {
    const code = codes.get(id);
    if (code === undefined) return { ok: false, reason: 'its program is unknown' };
    if (sandbox.defined(id)) return { ok: true, value: '' };
    const defined = sandbox.define(id, code);
    return defined.ok ? defined : { ok: false, reason: `${FILE_FAILED}: ${defined.reason}` };
  };
  port.on('message', (request: VmRequest) => {
    let outcome: Outcome;
    try {
      if (request.type === 'render') {
        codes.set(request.id, request.code);
        const defined = define(request.id);
        outcome = defined.ok ? sandbox.render(request.id, request.name, request.props, request.children) : defined;
      } else {
        codes.delete(request.id);
        sandbox.release(request.id);
        outcome = { ok: true, value: '' };
      }
    } catch (error) {
      outcome = { ok: false, reason: error instanceof Error ? error.message : String(error) };
    }
    port.postMessage({ type: 'answer', seq: request.seq, outcome } satisfies VmResponse);
  });
  port.postMessage({ type: 'ready' } satisfies VmResponse);
}

start().catch((error: unknown) => port?.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) } satisfies VmResponse));
