// The custom components of one page, rendered in the sandbox. Loaded (and with it the
// sandbox's worker thread and QuickJS) only by a page that uses one: src/render/page/page.ts
// imports this module lazily. One worker per thread, shared by the thread's pages; each page
// has a VM of its own there, disposed of when the page is done, so no page's code can reach
// what another page's components render. A worker that overruns its wall-clock deadline (the
// safety net past the steps, sandbox.ts) is ended and the next call starts a new one. Each call spends from the page's and the build's budgets
// (budget.ts): past either, the rest of the page's uses are placeholders.
import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import type { Literal } from '../../tree/literal.js';
import { SANDBOX_RUNTIME_JS, SANDBOX_WORKER_JS } from '../../assets/bundled.js';
import type { Program } from 'estree-jsx';
import { compileEsm, isInteractive, packageUses, type CompiledProgram, type ModuleSource } from './compile.js';
import { DEFAULT_LIMITS, FILE_FAILED, type CallAllowance, type Clock, type LimitKind, type Outcome, type SandboxLimits } from './sandbox.js';
import { sourceDateEpoch } from './clock.js';
import { buildCounter, PAGE_BUDGET, pageCounter, type BudgetCounter, type BudgetPart, type SandboxBudget } from './budget.js';
import type { VmRequest, VmResponse, VmWorkerData } from './vm-worker.js';

export type { Outcome } from './sandbox.js';

/** Where a custom component is defined: its file and that file's ESM, as remark-mdx parsed it (src/render/page/expand.ts collects them). */
export interface ComponentSource {
  /** Absolute path of the page or snippet. */
  file: string;
  /** The name it is exported as (a page may import it under another). */
  name: string;
  programs: Program[];
  /** The `.mdx` files the file imports, by import source: compiled in with it. */
  modules?: ReadonlyMap<string, ModuleSource>;
}

export interface PageComponents {
  /** The component's HTML (with `<dw-children>` where it put its children), or why there is none. */
  render(source: ComponentSource, props: Record<string, Literal>, children: boolean): Promise<Outcome>;
  /**
   * What the reader's browser needs to hydrate the component `source` names: its file's compiled
   * code (a JavaScript expression reading `__dw`, as the sandbox runs it) and whether the component
   * is interactive (`isInteractive`); undefined when the file does not compile.
   */
  island(source: ComponentSource): { code: string; interactive: boolean } | undefined;
  /** The page is done: its programs are forgotten. */
  done(): void;
}

/** How long the worker may take to start (QuickJS and the runtime loaded) on a busy machine. */
const START_MS = 60_000;
/** How far past the VM's own wall-clock deadline a call may run before its worker is ended. */
const GRACE_MS = 2_000;

type Call = { [K in VmRequest['type']]: Omit<Extract<VmRequest, { type: K }>, 'seq'> }[VmRequest['type']];

/** An answer: the outcome, and the milliseconds and steps the call took in the VM (absent when the worker never answered). */
interface Answer {
  outcome: Outcome;
  ms?: number;
  steps?: number;
}

interface VmClient {
  /** A render, answered within its allowance's time and a grace period, else the worker is ended. */
  call(request: Extract<Call, { type: 'render' }>): Promise<Answer>;
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
  const waiting = new Map<number, (answer: Answer) => void>();
  const end = (reason: string, limit?: 'time'): void => {
    if (ended) return;
    ended = true;
    onEnd();
    void worker.terminate();
    for (const resolve of waiting.values()) resolve({ outcome: { ok: false, reason, ...(limit ? { limit } : {}) } });
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
        waiting.get(message.seq)?.({ outcome: message.outcome, ms: message.ms, steps: message.steps });
        waiting.delete(message.seq);
      }
    });
  });
  worker.on('error', (error) => end(`the sandbox failed (${error.message})`));
  worker.on('exit', () => end('the sandbox stopped'));
  worker.unref();
  const send = (request: Call, resolve: (answer: Answer) => void): void => {
    const id = ++seq;
    hold();
    waiting.set(id, (answer) => {
      release();
      resolve(answer);
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
          return { outcome: { ok: false, reason: problem } };
        }
        if (ended) return { outcome: { ok: false, reason: 'the sandbox stopped' } };
        const { timeMs } = request.allowance;
        return await new Promise<Answer>((resolve) => {
          const timer = setTimeout(() => end(`it ran longer than ${timeMs} ms`, 'time'), timeMs + GRACE_MS);
          timer.unref();
          send(request, (answer) => {
            clearTimeout(timer);
            resolve(answer);
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
let nextPage = 0;

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

/** What the page's components may spend: the page's own budget and, in a build, the build's. */
export interface PageBudgets {
  /** Default `PAGE_BUDGET`. */
  page?: SandboxBudget;
  /** The build's shared counters (`newBuildBudget`, src/render/safety/sandbox/budget.ts); absent outside a build (`dev`'s pages). */
  build?: SharedArrayBuffer;
}

/** Whose budget a call's allowance was cut to, for each part of it. */
interface Allowance extends CallAllowance {
  by: Record<BudgetPart, 'call' | 'page' | 'build'>;
}

/** The parts of a call's allowance, each a limit of `SandboxLimits` and a part of `SandboxBudget`. */
const PART_KEYS = { steps: 'steps', time: 'timeMs', output: 'outputChars' } as const satisfies Record<BudgetPart, keyof CallAllowance>;

/** The smaller of the call's limit and what the page and the build have left, and whose it is. */
function allowanceOf(limits: SandboxLimits, page: BudgetCounter, build: BudgetCounter | undefined): Allowance {
  const pageLeft = page.left();
  const buildLeft = build?.left() ?? { steps: Infinity, timeMs: Infinity, outputChars: Infinity };
  const allowance: Allowance = { steps: 0, timeMs: 0, outputChars: 0, by: { steps: 'call', time: 'call', output: 'call' } };
  for (const part of ['steps', 'time', 'output'] as const) {
    const key = PART_KEYS[part];
    const [call, fromPage, fromBuild] = [limits[key], pageLeft[key], buildLeft[key]];
    const [least, by] = fromBuild < Math.min(call, fromPage) ? [fromBuild, 'build' as const] : fromPage < call ? [fromPage, 'page' as const] : [call, 'call' as const];
    allowance[key] = Math.max(0, Math.floor(least));
    allowance.by[part] = by;
  }
  return allowance;
}

/** Why a call was stopped or refused by a budget, in words for the finding. */
function budgetReason(by: 'page' | 'build', what: BudgetPart, budget: SandboxBudget): string {
  const whose = by === 'page' ? "the page's" : "the build's";
  if (what === 'steps') return `${whose} custom components ran ${budget.steps} steps in all, its budget`;
  if (what === 'time') return `${whose} custom components ran for ${budget.timeMs} ms in all, its wall-clock budget`;
  return `${whose} custom components wrote ${budget.outputChars} characters of HTML in all, its budget`;
}

/** The page's and the build's budgets, as each call spends them. */
function pageBudget(budgets: PageBudgets): { allowance(limits: SandboxLimits): Allowance | Outcome; charge(steps: number, ms: number, outcome: Outcome): void; exceeded(by: 'page' | 'build', what: BudgetPart): Outcome } {
  const page = pageCounter(budgets.page ?? PAGE_BUDGET);
  const build = budgets.build ? buildCounter(budgets.build) : undefined;
  let refusal: Outcome | undefined;
  const exceeded = (by: 'page' | 'build', what: BudgetPart): Outcome => {
    // The page stops either way; a finding for the first use past the page's budget, and for the first past the build's in the whole build.
    const firstOnPage = page.exceed(what);
    const warn = by === 'page' ? firstOnPage : (build?.exceed(what) ?? false);
    const reason = budgetReason(by, what, (by === 'page' ? page : (build ?? page)).total());
    refusal = { ok: false, reason, limit: what, budget: by, warn: false };
    return { ...refusal, warn };
  };
  return {
    allowance(limits) {
      if (refusal) return refusal;
      const buildOver = build?.over();
      if (buildOver) return exceeded('build', buildOver);
      const allowance = allowanceOf(limits, page, build);
      for (const part of ['steps', 'time', 'output'] as const) {
        const by = allowance.by[part];
        if (allowance[PART_KEYS[part]] <= 0) return exceeded(by === 'call' ? 'page' : by, part);
      }
      return allowance;
    },
    charge(steps, ms, outcome) {
      const spent = { steps, timeMs: ms, outputChars: outcome.ok ? outcome.value.length : 0 };
      page.charge(spent);
      build?.charge(spent);
    },
    exceeded,
  };
}

/** The part of a budget a limit the call hit belongs to, if any. */
function budgetPart(limit: LimitKind | undefined): BudgetPart | undefined {
  return limit === 'steps' || limit === 'time' || limit === 'output' ? limit : undefined;
}

/** This thread's time for pages rendered outside a build (`dev`'s), fixed at its first use. */
let threadTime: number | undefined;

/** What `Date` reads in the sandbox outside a build, in milliseconds: `SOURCE_DATE_EPOCH` when set (`sourceDateEpoch`), else the time of this thread's first call. A build hands its own time to every thread instead (`RenderSettings.buildTime`). */
export function sandboxNow(env: NodeJS.ProcessEnv = process.env): number {
  return sourceDateEpoch(env) ?? (threadTime ??= Date.now());
}

/** A 32-bit FNV-1a hash of `text`: the seed of a call's `Math.random`. */
function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash | 0;
}

/**
 * The custom components of one page. `pagePath` (the page's path in the project, the same on
 * every machine) and each call's order on the page seed the sandbox's `Math.random`, so the
 * page renders the same numbers on every build. `now`: what `Date` reads, in milliseconds since
 * 1970 (the build's time, `RenderSettings.buildTime`; default `sandboxNow()`).
 */
export function pageComponents(limits: SandboxLimits = DEFAULT_LIMITS, budgets: PageBudgets = {}, pagePath = '', now = sandboxNow()): PageComponents {
  const files = new Map<string, FileProgram>();
  const page = ++nextPage;
  let calls = 0;
  const budget = pageBudget(budgets);
  const program = (source: ComponentSource): FileProgram => {
    let entry = files.get(source.file);
    if (!entry) {
      entry = { id: ++nextId };
      try {
        entry.compiled = compileEsm(source.programs, source.modules);
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
      const allowance = budget.allowance(limits);
      if ('ok' in allowance) return allowance;
      const started = Date.now();
      const { by, ...share } = allowance;
      const clock: Clock = { now, seed: seedOf(`${pagePath}\n${calls++}`) };
      const { outcome, ms, steps } = await vm(limits).call({ type: 'render', page, id: entry.id, code: entry.compiled.code, name: source.name, props, children, allowance: share, clock });
      // A worker ended at its deadline never said how many steps it ran: all of them are charged.
      budget.charge(steps ?? share.steps, ms ?? Date.now() - started, outcome);
      const part = outcome.ok ? undefined : budgetPart(outcome.limit);
      if (part && by[part] !== 'call') return budget.exceeded(by[part], part);
      // Once per page: the file's other components fail the same way without running it again.
      if (!outcome.ok && outcome.reason.startsWith(FILE_FAILED)) entry.error = outcome.reason;
      return outcome;
    },
    island(source) {
      const { compiled } = program(source);
      return compiled ? { code: compiled.code, interactive: isInteractive(compiled, source.name) } : undefined;
    },
    done() {
      client?.send({ type: 'close', page });
    },
  };
}
