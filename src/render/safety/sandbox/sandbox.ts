// The sandbox custom components render in: QuickJS compiled to WebAssembly, with Preact and
// preact-render-to-string loaded inside it (runtime.browser.ts). Code from the docs runs only
// here, never in Node: the VM has no `require`, `process`, file, network or timer functions
// (no host function is ever exposed to it), its memory and stack are capped, and every call
// into it stops after a number of steps. What comes out is an HTML string, nothing else.
// A step is one call of QuickJS's interrupt handler: QuickJS counts jumps, calls and regex
// backtracking and calls it about every 10,000 of them, so a call's steps are the same on
// every machine and the page comes out the same however slow or busy the machine is. Work
// inside one built-in (a big `join`, a quadratic `indexOf`) takes no steps: a wall-clock
// deadline, far past what the steps allow, is the safety net for it, and a call it stops
// says that its result may differ by machine (`component-deadline`). The VM runs in a worker
// thread of its own (vm-worker.ts), which the host ends when a call outlives that deadline
// by far: a built-in busy near the memory limit may not reach a check for a long time.
// Types only: the worker loads QuickJS itself, from node_modules.
import type { QuickJSContext, QuickJSRuntime, QuickJSWASMModule } from 'quickjs-emscripten-core';

export interface SandboxLimits {
  /** Memory the VM may allocate, in bytes (the runtime's own ~1 MB included). */
  memoryBytes: number;
  /** The VM's stack, in bytes. */
  stackBytes: number;
  /** Steps one call into the VM may run: calls of QuickJS's interrupt handler (about one every 10,000 jumps, calls or regex backtracking steps). The rule: the same on every machine. */
  steps: number;
  /** Wall time one call into the VM may take, in milliseconds: the safety net for work that takes no steps (inside a built-in). */
  timeMs: number;
  /** Characters of HTML one component may produce. */
  outputChars: number;
}

/**
 * 1,000 steps: some 300 times the 3 steps the busiest call of the four corpus projects runs. A
 * step's CPU time depends on the code: on a busy 2-core machine 1,000 steps took 0.14 s in an
 * empty loop, 0.45 s in a loop of arithmetic and 2.3 s in one that allocates objects (its
 * garbage collection takes no steps). The 60 s deadline leaves a machine 12 times slower than
 * that the time to run all 1,000 of the slowest kind (about 28 s) twice over.
 */
export const DEFAULT_LIMITS: SandboxLimits = { memoryBytes: 32 * 1024 * 1024, stackBytes: 256 * 1024, steps: 1_000, timeMs: 60_000, outputChars: 1_000_000 };

/** How a failure of a component's file (its ESM threw) begins: every component of the file fails with it. */
export const FILE_FAILED = 'the code of its file failed';

/** Which of the limits a failed call hit (`SandboxLimits`, or the call's share of a budget): `time` is the wall-clock safety net, the one that may differ by machine. */
export type LimitKind = 'steps' | 'time' | 'memory' | 'stack' | 'output';

/**
 * What one call made: HTML, or why there is none. `limit` names the limit a call hit;
 * `budget` marks a call refused or stopped by the page's or the build's budget
 * (src/render/safety/sandbox/budget.ts), `warn` the first such call of the page or build,
 * the one a finding names: the others become placeholders without one.
 */
export type Outcome = { ok: true; value: string; clock?: boolean } | { ok: false; reason: string; limit?: LimitKind; budget?: 'page' | 'build'; warn?: boolean; clock?: boolean };

/** What one call may spend: its share of the limits, smaller than `SandboxLimits` when a budget is nearly spent. */
export interface CallAllowance {
  /** Steps (`SandboxLimits.steps`). */
  steps: number;
  /** Wall time, in milliseconds: the safety net. */
  timeMs: number;
  /** Characters of HTML. */
  outputChars: number;
}

/** What a call's clock and random numbers read: the build's time and the seed of `Math.random`, so a page comes out the same on every build. */
export interface Clock {
  /** What `Date.now()` and `new Date()` read, in milliseconds since 1970 (the build's time, `SOURCE_DATE_EPOCH` when set). */
  now: number;
  /** The seed of `Math.random` (a 32-bit integer), from the page and the call's order. */
  seed: number;
}

/**
 * Loaded before the runtime in every VM, as plain JavaScript in it (no host function): `Date`
 * reads the call's fixed time, and notes that it did (`__dw_clock.read()`), `Math.random` is a
 * generator (mulberry32) seeded by the call, and `Number#toLocaleString` groups digits in
 * English. `__dw_clock.set(now, seed)` starts a call.
 */
const CLOCK_JS = `(() => {
  const RealDate = Date;
  let fixed = 0, state = 0, read = false;
  function FixedDate(...args) {
    if (!new.target) { read = true; return new RealDate(fixed).toString(); }
    if (args.length === 0) { read = true; return Reflect.construct(RealDate, [fixed], new.target); }
    return Reflect.construct(RealDate, args, new.target);
  }
  Object.defineProperty(FixedDate, 'name', { value: 'Date' });
  FixedDate.prototype = RealDate.prototype;
  Object.defineProperty(RealDate.prototype, 'constructor', { value: FixedDate, writable: true, configurable: true });
  FixedDate.now = function now() { read = true; return fixed; };
  FixedDate.parse = RealDate.parse;
  FixedDate.UTC = RealDate.UTC;
  globalThis.Date = FixedDate;
  Math.random = function random() {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  Object.defineProperty(globalThis, '__dw_clock', { value: Object.freeze({ set(now, seed) { fixed = now; state = seed | 0; read = false; }, read: () => read }) });
  // The VM has no locale data: a number reads as Mintlify's server writes it in English
  // (\`1,234.5\`, at most three decimals, or the fraction digits asked for); another locale or
  // option is left to the VM's plain text.
  const plainLocale = Number.prototype.toLocaleString;
  Number.prototype.toLocaleString = function toLocaleString(locales, options) {
    const n = Number(this);
    const english = locales === undefined || (typeof locales === 'string' && /^en(-|$)/i.test(locales));
    const keys = options === undefined || options === null ? [] : Object.keys(options);
    if (!english || !isFinite(n) || keys.some((k) => k !== 'minimumFractionDigits' && k !== 'maximumFractionDigits')) return plainLocale.call(this, locales, options);
    const min = Math.min(20, Math.max(0, Math.floor(Number(options && options.minimumFractionDigits) || 0)));
    const max = Math.min(20, Math.max(min, Math.floor(options && options.maximumFractionDigits !== undefined ? Number(options.maximumFractionDigits) : Math.max(min, 3))));
    let [whole, fraction = ''] = Math.abs(n).toFixed(max).split('.');
    while (fraction.length > min && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
    const grouped = whole.replace(/\\B(?=(\\d{3})+(?!\\d))/g, ',');
    return (n < 0 && Number(whole + '.' + (fraction || '0')) !== 0 ? '-' : '') + grouped + (fraction ? '.' + fraction : '');
  };
})();""`;

/** The clock of a call that gives none: 1 January 2000, seed 0. */
const NO_CLOCK: Clock = { now: 946_684_800_000, seed: 0 };

/** The statement that starts a call on `clock`. */
function setClock(clock: Clock): string {
  return `__dw_clock.set(${clock.now}, ${clock.seed | 0});`;
}

/** The runtime is docwright's own code, loaded once per VM: no step limit, a generous deadline for a busy machine. */
const RUNTIME_LOAD: Stop = { steps: Infinity, timeMs: 20_000 };

/** When one evaluation stops: after `steps` steps, or (the safety net) `timeMs` milliseconds of wall time. */
export type Stop = Pick<CallAllowance, 'steps' | 'timeMs'>;

/**
 * One VM for one page (a QuickJS runtime and context of its own, made on first use): the
 * page's programs are defined in it, then components rendered from them. Nothing in it is
 * shared with another page's VM, and its memory limit bounds the whole page.
 */
export interface Sandbox {
  /** Evaluate `code` (plain JavaScript) within `stop` (default: the limits), on `clock`; its value is kept as `__dw_p[id]`, read-only. `clock: true` when it read the clock. */
  define(id: number, code: string, stop?: Stop, clock?: Clock): Outcome;
  /** Whether program `id` is defined in the current VM (a VM that hit a limit is replaced, empty). */
  defined(id: number): boolean;
  /** Render export `name` of program `id` with `props`, on `clock`; `children` puts the `<dw-children>` stand-in in `props.children`. `allowance` defaults to the limits. `clock: true` when it read the clock. */
  render(id: number, name: string, props: unknown, children: boolean, allowance?: CallAllowance, clock?: Clock): Outcome;
  /** The steps the last `define` or `render` ran (the same on every machine). */
  spent(): number;
  /** Make the VM now (it is made on first use otherwise): the runtime loads before the page's first call. */
  prepare(): void;
  dispose(): void;
}

/** Why a call failed, in words for a message: the limits by name (`by` says which stopped an interrupted call), else the error the component threw. */
function reasonOf(error: unknown, limits: SandboxLimits, stop: Stop, by: 'steps' | 'time'): { reason: string; limit?: LimitKind } {
  const record = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {};
  const name = typeof record.name === 'string' ? record.name : 'Error';
  const message = typeof record.message === 'string' ? record.message : String(error);
  if (/interrupted/i.test(message)) return by === 'steps' ? { reason: `it ran more than ${stop.steps} steps`, limit: 'steps' } : { reason: `it ran longer than ${stop.timeMs} ms`, limit: 'time' };
  if (/out of memory/i.test(message)) return { reason: `it used more than ${Math.round(limits.memoryBytes / 1024 / 1024)} MB of memory`, limit: 'memory' };
  if (/stack overflow/i.test(message)) return { reason: 'it overflowed the stack', limit: 'stack' };
  return { reason: `${name}: ${message}`.replace(/\s+/g, ' ').slice(0, 200) };
}

/** What an evaluation gave: its value as the host reads it (`vm.dump`), or why it failed. */
type Evaluated = { ok: true; value: unknown } | { ok: false; reason: string; limit?: LimitKind };

/** A step counter for one evaluation: the interrupt handler that stops it past `stop`, and what it counted. */
interface Meter {
  /** Steps counted so far. */
  steps: number;
  /** What stopped the evaluation: its steps, else the wall-clock deadline. */
  by: 'steps' | 'time';
}

/**
 * Count `vm`'s steps from now on into a new `Meter`, interrupting at `stop.steps` steps or past
 * `stop.timeMs` of wall time. QuickJS keeps its countdown to the next check in the runtime,
 * across calls: a call's first step may come sooner than 10,000 operations in. That too is the
 * same on every machine, as each page has a VM of its own and makes its calls in the page's order.
 */
function meter(vm: QuickJSContext, stop: Stop): Meter {
  const deadline = Date.now() + stop.timeMs;
  const counted: Meter = { steps: 0, by: 'steps' };
  vm.runtime.setInterruptHandler(() => {
    // The step past the limit is not counted: a call stopped by its steps ran exactly `stop.steps`.
    if (counted.steps >= stop.steps) return true;
    counted.steps++;
    if (Date.now() <= deadline) return false;
    counted.by = 'time';
    return true;
  });
  return counted;
}

/** `vm.evalCode` within `stop`, its steps counted in `counted`; a limit hit, or a failure of the VM itself, sets `spoil`. */
function evaluateIn(vm: QuickJSContext, code: string, file: string, stop: Stop, limits: SandboxLimits, spoil: () => void, counted: Meter = meter(vm, stop)): Evaluated {
  let result: ReturnType<QuickJSContext['evalCode']>;
  try {
    result = vm.evalCode(code, file);
  } catch (error) {
    // The host's own stack ran out under QuickJS's (or the VM failed): the VM is dropped.
    spoil();
    return error instanceof RangeError ? { ok: false, reason: 'it overflowed the stack', limit: 'stack' } : { ok: false, reason: `the sandbox failed (${error instanceof Error ? error.message : String(error)})` };
  }
  if (result.error) {
    const error: unknown = vm.dump(result.error);
    result.error.dispose();
    const failure = reasonOf(error, limits, stop, counted.by);
    if (failure.limit) spoil();
    return { ok: false, ...failure };
  }
  const value: unknown = vm.dump(result.value);
  result.value.dispose();
  return { ok: true, value };
}

/** The expression that renders export `name` of program `id` on `clock`: its HTML, or its length (a number) when longer than `outputChars`, and whether it read the clock. */
function renderCall(id: number, name: string, props: unknown, children: boolean, outputChars: number, clock: Clock): string {
  return `${setClock(clock)}(() => { const html = __dw.render(__dw_p[${id}][${JSON.stringify(name)}], ${JSON.stringify(props)}, ${children}); return [html.length > ${outputChars} ? html.length : html, __dw_clock.read()]; })()`;
}

/** What `renderCall` gave, as the host reads it. */
function rendered(value: unknown, outputChars: number): Outcome {
  const [html, read] = Array.isArray(value) ? (value as unknown[]) : [];
  const clock = read === true ? { clock: true } : {};
  if (typeof html === 'number') return { ok: false, reason: `it wrote ${html} characters of HTML, more than ${outputChars}`, limit: 'output' };
  return { ok: true, value: typeof html === 'string' ? html : '', ...clock };
}

/**
 * A page's VM on `quickjs` with `runtimeJs` (the bundled runtime, `SANDBOX_RUNTIME_JS`)
 * loaded first: a runtime and context of its own, made on first use, so no object of
 * another page's VM is reachable from it (issue 45).
 */
export function createSandbox(quickjs: QuickJSWASMModule, runtimeJs: string, limits: SandboxLimits = DEFAULT_LIMITS): Sandbox {
  let runtime: QuickJSRuntime | undefined;
  let context: QuickJSContext | undefined;
  let programs = new Set<number>();
  /** A failure that may have left the VM in a bad state (a limit hit): the next call starts a new one. */
  let spoiled = false;
  const spoil = (): void => {
    spoiled = true;
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
    // The clock first: the runtime freezes the built-ins, `Date` among them.
    const clock = evaluateIn(context, CLOCK_JS, 'docwright-clock.js', RUNTIME_LOAD, limits, spoil);
    if (!clock.ok) throw new Error(`Unexpected failure loading the component clock: ${clock.reason}`);
    const loaded = evaluateIn(context, runtimeJs, 'docwright-runtime.js', RUNTIME_LOAD, limits, spoil);
    if (!loaded.ok) throw new Error(`Unexpected failure loading the component runtime: ${loaded.reason}`);
    return context;
  };

  /** A failed call, with `clock: true` when it read the clock before it failed (a component that fails only after some date): known while its VM is still usable, not after a limit. */
  const failed = (outcome: Extract<Evaluated, { ok: false }>): Outcome => {
    if (spoiled || !context) return outcome;
    const read = evaluateIn(context, '__dw_clock.read()', 'docwright-clock-read.js', RUNTIME_LOAD, limits, spoil);
    return read.ok && read.value === true ? { ...outcome, clock: true } : outcome;
  };

  /** Evaluate `code` on the page's VM within `stop`, its steps kept for `spent`. */
  let last: Meter = { steps: 0, by: 'steps' };
  const evaluate = (code: string, file: string, stop: Stop): Evaluated => {
    const context = vm();
    last = meter(context, stop);
    return evaluateIn(context, code, file, stop, limits, spoil, last);
  };

  return {
    define(id, code, stop = limits, clock = NO_CLOCK) {
      // Read-only once defined: a program cannot put its own in the place of another's (it fails instead).
      const outcome = evaluate(`${setClock(clock)}Object.defineProperty(__dw_p, ${id}, { value: ${code}, enumerable: true });__dw_clock.read()`, `program-${id}.js`, stop);
      if (!outcome.ok) return failed(outcome);
      programs.add(id);
      return { ok: true, value: '', ...(outcome.value === true ? { clock: true } : {}) };
    },
    defined: (id) => !spoiled && context !== undefined && programs.has(id),
    render(id, name, props, children, allowance = limits, clock = NO_CLOCK) {
      const outcome = evaluate(renderCall(id, name, props, children, allowance.outputChars, clock), `render-${name}.js`, allowance);
      return outcome.ok ? rendered(outcome.value, allowance.outputChars) : failed(outcome);
    },
    spent: () => last.steps,
    prepare() {
      vm();
    },
    dispose,
  };
}
