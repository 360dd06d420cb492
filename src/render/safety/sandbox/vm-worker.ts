// The sandbox's thread: loads QuickJS (from node_modules, next to the module that started it),
// makes a VM for each page (nothing shared between two pages) and answers the host's calls in order. Bundled by scripts/bundle-assets.mjs into
// a string (`SANDBOX_WORKER_JS` in src/render/assets/bundled.ts) that components.ts starts as
// an `eval` worker, so it runs the same from the sources, dist/ and the CLI bundle.
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import type * as QuickJSCore from 'quickjs-emscripten-core';
import type { QuickJSSyncVariant } from 'quickjs-emscripten-core';
import { createSandbox, FILE_FAILED, type CallAllowance, type Clock, type Outcome, type Sandbox, type SandboxLimits } from './sandbox.js';

export interface VmWorkerData {
  /** A file of docwright's: QuickJS is resolved from here. */
  from: string;
  runtime: string;
  limits: SandboxLimits;
}

/**
 * A render carries its program's code: a worker that replaced its VM (or a new worker)
 * defines it again. `page` names the page's VM; `close` disposes of it (the page is done).
 */
export type VmRequest = { seq: number } & ({ type: 'render'; page: number; id: number; code: string; name: string; props: unknown; children: boolean; allowance: CallAllowance; clock: Clock } | { type: 'close'; page: number });

/** An answer carries the milliseconds and the steps the call took in the VM (defining its program included). */
export type VmResponse = { type: 'ready' } | { type: 'failed'; message: string } | { type: 'answer'; seq: number; outcome: Outcome; ms: number; steps: number };

const data = workerData as VmWorkerData;
const port = parentPort;

/** One page's VM and its programs' code, kept until the page is done: a VM replaced after a limit was hit is empty. */
interface PageVm {
  sandbox: Sandbox;
  codes: Map<number, string>;
}

/** Render one use on `vm`, defining its program first when the VM does not have it; the whole call within `allowance`, and the steps it ran. */
function renderOn(vm: PageVm, request: Extract<VmRequest, { type: 'render' }>): { outcome: Outcome; steps: number } {
  const started = Date.now();
  const { allowance } = request;
  let steps = 0;
  let clockRead = false;
  vm.codes.set(request.id, request.code);
  if (!vm.sandbox.defined(request.id)) {
    const defined = vm.sandbox.define(request.id, request.code, allowance, request.clock);
    steps = vm.sandbox.spent();
    if (!defined.ok) return { outcome: { ...defined, reason: `${FILE_FAILED}: ${defined.reason}` }, steps };
    clockRead = defined.clock === true;
  }
  const left = { ...allowance, steps: Math.max(1, allowance.steps - steps), timeMs: Math.max(1, allowance.timeMs - (Date.now() - started)) };
  const outcome = vm.sandbox.render(request.id, request.name, request.props, request.children, left, request.clock);
  const read = clockRead ? { ...outcome, clock: true } : outcome;
  return { outcome: wholeCall(read, allowance), steps: steps + vm.sandbox.spent() };
}

/** The call's whole allowance is what a stopped call ran past, its program's definition included. */
function wholeCall(outcome: Outcome, allowance: CallAllowance): Outcome {
  if (outcome.ok) return outcome;
  if (outcome.limit === 'steps') return { ...outcome, reason: `it ran more than ${allowance.steps} steps` };
  if (outcome.limit === 'time') return { ...outcome, reason: `it ran longer than ${allowance.timeMs} ms` };
  return outcome;
}

/** The local-time readings of `Date` and the UTC ones that stand in for them (`utcLocalTime`). */
const UTC_READINGS = [
  ['getFullYear', 'getUTCFullYear'],
  ['getMonth', 'getUTCMonth'],
  ['getDate', 'getUTCDate'],
  ['getDay', 'getUTCDay'],
  ['getHours', 'getUTCHours'],
  ['getMinutes', 'getUTCMinutes'],
  ['getSeconds', 'getUTCSeconds'],
  ['getMilliseconds', 'getUTCMilliseconds'],
] as const;

/**
 * Make this thread's local time zone UTC, whatever the host's (`TZ`): QuickJS asks Emscripten's
 * `localtime` for every local-time reading (`getHours`, `toString`, `new Date(2024, 0, 1)` …),
 * and Emscripten asks this thread's `Date`. Its global is replaced by a `Date` whose local
 * readings are the UTC ones (offset 0, and local dates made from parts are UTC dates), so a
 * component shows the same text under any `TZ`. Only this thread's global changes (a worker
 * has globals of its own); the host's `Date.now` and its timers stay as they are.
 */
function utcLocalTime(): void {
  const Host = globalThis.Date;
  class UtcDate extends Host {
    constructor(...parts: number[]) {
      const [year = 0, month = 0, day = 1, hours = 0, minutes = 0, seconds = 0, ms = 0] = parts;
      if (parts.length > 1) super(Host.UTC(year, month, day, hours, minutes, seconds, ms));
      else if (parts.length === 1) super(year);
      else super();
    }

    override getTimezoneOffset(): number {
      return 0;
    }
  }
  for (const [local, utc] of UTC_READINGS) Object.defineProperty(UtcDate.prototype, local, { value: Object.getOwnPropertyDescriptor(Host.prototype, utc)?.value, writable: true, configurable: true });
  globalThis.Date = UtcDate as DateConstructor;
}

async function start(): Promise<void> {
  if (!port) return;
  utcLocalTime();
  const require = createRequire(data.from);
  const core = require('quickjs-emscripten-core') as typeof QuickJSCore;
  const variant = (require('@jitl/quickjs-wasmfile-release-sync') as { default: QuickJSSyncVariant }).default;
  const quickjs = await core.newQuickJSWASMModuleFromVariant(variant);
  const pages = new Map<number, PageVm>();
  // A VM made ahead, while the worker is idle, for the next page: its runtime is loaded by then.
  let spare: Sandbox | undefined;
  const made = (): Sandbox => {
    const sandbox = createSandbox(quickjs, data.runtime, data.limits);
    sandbox.prepare();
    return sandbox;
  };
  const pageVm = (page: number): PageVm => {
    let vm = pages.get(page);
    if (!vm) {
      vm = { sandbox: spare ?? made(), codes: new Map() };
      spare = undefined;
      pages.set(page, vm);
    }
    return vm;
  };
  port.on('message', (request: VmRequest) => {
    const started = Date.now();
    let outcome: Outcome;
    let steps = 0;
    try {
      if (request.type === 'render') ({ outcome, steps } = renderOn(pageVm(request.page), request));
      else {
        pages.get(request.page)?.sandbox.dispose();
        pages.delete(request.page);
        outcome = { ok: true, value: '' };
      }
    } catch (error) {
      outcome = { ok: false, reason: error instanceof Error ? error.message : String(error) };
    }
    port.postMessage({ type: 'answer', seq: request.seq, outcome, ms: Date.now() - started, steps } satisfies VmResponse);
    if (request.type === 'close' && spare === undefined) {
      try {
        spare = made();
      } catch {
        // Made again for the next page, which then says what failed.
      }
    }
  });
  spare = made();
  port.postMessage({ type: 'ready' } satisfies VmResponse);
}

start().catch((error: unknown) => port?.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) } satisfies VmResponse));
