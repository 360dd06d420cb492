// The sandbox custom components render in: QuickJS compiled to WebAssembly, with Preact and
// preact-render-to-string loaded inside it (runtime.browser.ts). Code from the docs runs only
// here, never in Node: the VM has no `require`, `process`, file, network or timer functions
// (no host function is ever exposed to it), its memory and stack are capped, and every call
// into it stops at a deadline. What comes out is an HTML string, nothing else.
// The VM runs in a worker thread of its own (vm-worker.ts), which the host ends when a call
// outlives its deadline by far: QuickJS checks its deadline between bytecodes, and a built-in
// busy near the memory limit may not reach one for a long time.
// Types only: the worker loads QuickJS itself, from node_modules.
import type { QuickJSContext, QuickJSRuntime, QuickJSWASMModule } from 'quickjs-emscripten-core';

export interface SandboxLimits {
  /** Memory the VM may allocate, in bytes (the runtime's own ~1 MB included). */
  memoryBytes: number;
  /** The VM's stack, in bytes. */
  stackBytes: number;
  /** Wall time one call into the VM may take, in milliseconds. */
  timeMs: number;
  /** Characters of HTML one component may produce. */
  outputChars: number;
}

export const DEFAULT_LIMITS: SandboxLimits = { memoryBytes: 32 * 1024 * 1024, stackBytes: 256 * 1024, timeMs: 1000, outputChars: 1_000_000 };

/** How a failure of a component's file (its ESM threw) begins: every component of the file fails with it. */
export const FILE_FAILED = 'the code of its file failed';

export type Outcome = { ok: true; value: string } | { ok: false; reason: string };

/** The runtime is docwright's own code, loaded once per VM: a generous deadline for a busy machine. */
const RUNTIME_LOAD_MS = 20_000;

/** One VM for one page: programs are defined in it, then components rendered from them. */
export interface Sandbox {
  /** Evaluate `code` (plain JavaScript); its completion value is kept as `__dw_p[id]`. */
  define(id: number, code: string): Outcome;
  /** Whether program `id` is defined in the current VM (a VM that hit a limit is replaced, empty). */
  defined(id: number): boolean;
  /** Render export `name` of program `id` with `props`; `children` puts the `<dw-children>` stand-in in `props.children`. */
  render(id: number, name: string, props: unknown, children: boolean): Outcome;
  /** Forget program `id` (the page that defined it is done). */
  release(id: number): void;
  dispose(): void;
}

/** Why a call failed, in words for a message: the limits by name, else the error the component threw. */
function reasonOf(error: unknown, limits: SandboxLimits): { reason: string; limit: boolean } {
  const record = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  const name = typeof record.name === 'string' ? record.name : 'Error';
  const message = typeof record.message === 'string' ? record.message : String(error);
  if (/interrupted/i.test(message)) return { reason: `it ran longer than ${limits.timeMs} ms`, limit: true };
  if (/out of memory/i.test(message)) return { reason: `it used more than ${Math.round(limits.memoryBytes / 1024 / 1024)} MB of memory`, limit: true };
  if (/stack overflow/i.test(message)) return { reason: 'it overflowed the stack', limit: true };
  return { reason: `${name}: ${message}`.replace(/\s+/g, ' ').slice(0, 200), limit: false };
}

/** A VM on `quickjs` with `runtimeJs` (the bundled runtime, `SANDBOX_RUNTIME_JS`) loaded first. */
export function createSandbox(quickjs: QuickJSWASMModule, runtimeJs: string, limits: SandboxLimits = DEFAULT_LIMITS): Sandbox {
  let runtime: QuickJSRuntime | undefined;
  let context: QuickJSContext | undefined;
  let programs = new Set<number>();
  /** A failure that may have left the VM in a bad state (a limit hit): the next call starts a new one. */
  let spoiled = false;

  const evaluate = (vm: QuickJSContext, code: string, file: string, timeMs = limits.timeMs): Outcome => {
    const deadline = Date.now() + timeMs;
    vm.runtime.setInterruptHandler(() => Date.now() > deadline);
    let result: ReturnType<QuickJSContext['evalCode']>;
    try {
      result = vm.evalCode(code, file);
    } catch (error) {
      // The host's own stack ran out under QuickJS's (or the VM failed): the VM is dropped.
      spoiled = true;
      return { ok: false, reason: error instanceof RangeError ? 'it overflowed the stack' : `the sandbox failed (${error instanceof Error ? error.message : String(error)})` };
    }
    if (result.error) {
      const error: unknown = vm.dump(result.error);
      result.error.dispose();
      const { reason, limit } = reasonOf(error, limits);
      if (limit) spoiled = true;
      return { ok: false, reason };
    }
    const value: unknown = vm.dump(result.value);
    result.value.dispose();
    return { ok: true, value: typeof value === 'string' ? value : '' };
  };

  const dispose = (): void => {
    try {
      context?.dispose();
      runtime?.dispose();
    } catch {
      // A VM stopped mid-allocation may not free cleanly; it is dropped either way.
    }
    context = undefined;
    runtime = undefined;
    programs = new Set();
    spoiled = false;
  };

  const vm = (): QuickJSContext => {
    if (spoiled) dispose();
    if (context) return context;
    runtime = quickjs.newRuntime();
    runtime.setMemoryLimit(limits.memoryBytes);
    runtime.setMaxStackSize(limits.stackBytes);
    context = runtime.newContext();
    const loaded = evaluate(context, runtimeJs, 'docwright-runtime.js', RUNTIME_LOAD_MS);
    if (!loaded.ok) throw new Error(`Unexpected failure loading the component runtime: ${loaded.reason}`);
    return context;
  };

  return {
    define(id, code) {
      const current = vm();
      const outcome = evaluate(current, `__dw_p[${id}] = ${code};""`, `program-${id}.js`);
      if (outcome.ok) programs.add(id);
      return outcome;
    },
    defined: (id) => !spoiled && context !== undefined && programs.has(id),
    render(id, name, props, children) {
      const current = vm();
      const call = `(() => { const html = __dw.render(__dw_p[${id}][${JSON.stringify(name)}], ${JSON.stringify(props)}, ${children}); if (html.length > ${limits.outputChars}) throw new RangeError("Output of " + html.length + " characters, more than ${limits.outputChars}"); return html; })()`;
      return evaluate(current, call, `render-${name}.js`);
    },
    release(id) {
      if (!context || spoiled) return;
      const result = context.evalCode(`delete __dw_p[${id}]`);
      if (result.error) result.error.dispose();
      else result.value.dispose();
      programs.delete(id);
    },
    dispose,
  };
}
