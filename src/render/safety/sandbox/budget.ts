// What custom components may spend in all, beyond each call's own limits (sandbox.ts): a
// budget per page and one per build, in steps (the same on every machine), in wall time (the
// safety net for work that takes no steps) and in characters of HTML. Past either, the
// remaining uses become placeholders and one finding (`component-budget`, or
// `component-deadline` for the wall time) says so: a page whose component loops until its
// step limit forty times costs its budget, not forty limits. The build's budget is counted in a SharedArrayBuffer, which every render thread
// of the build shares (it travels in `RenderSettings.sandboxBudget`). Memory is bounded per
// page by the page's own VM (`SandboxLimits.memoryBytes`), and on the host by the HTML budget.
// No QuickJS here: the build makes its budget without loading the sandbox.

/** What custom components may spend in all: steps (`SandboxLimits.steps`), milliseconds of wall time in the sandbox (the safety net), characters of HTML. */
export interface SandboxBudget {
  steps: number;
  timeMs: number;
  outputChars: number;
}

/** One page's budget: five calls that run into their step limit (three 60 s deadlines of wall time), two megabytes of HTML. */
export const PAGE_BUDGET: SandboxBudget = { steps: 5_000, timeMs: 180_000, outputChars: 2_000_000 };

/** One build's budget, over all its pages and threads: sixty calls' steps, five minutes of wall time. */
export const BUILD_BUDGET: SandboxBudget = { steps: 60_000, timeMs: 300_000, outputChars: 64_000_000 };

/** Slots of the shared counters: spent, the budget, whether it was exceeded and whether that was reported. */
const SPENT_MS = 0;
const SPENT_CHARS = 1;
const LIMIT_MS = 2;
const LIMIT_CHARS = 3;
const OVER = 4;
const WARNED = 5;
const SPENT_STEPS = 6;
const LIMIT_STEPS = 7;
const SLOTS = 8;
/** The values of the OVER slot: not exceeded, or what was. */
const PARTS = [undefined, 'time', 'output', 'steps'] as const;

/** A new build's budget, to pass to every render thread (a SharedArrayBuffer is shared, not copied). */
export function newBuildBudget(budget: SandboxBudget = BUILD_BUDGET): SharedArrayBuffer {
  const shared = new SharedArrayBuffer(SLOTS * Int32Array.BYTES_PER_ELEMENT);
  const slots = new Int32Array(shared);
  slots[LIMIT_STEPS] = Math.min(budget.steps, 2 ** 31 - 1);
  slots[LIMIT_MS] = Math.min(budget.timeMs, 2 ** 31 - 1);
  slots[LIMIT_CHARS] = Math.min(budget.outputChars, 2 ** 31 - 1);
  return shared;
}

/** What a call may spend before it runs (`left`), and where it is charged after. */
export interface BudgetCounter {
  /** The whole budget. */
  total(): SandboxBudget;
  /** What is left: steps, milliseconds and characters (0 or less when spent). */
  left(): SandboxBudget;
  /** Count what a call spent. */
  charge(spent: SandboxBudget): void;
  /** What of the budget was exceeded, if it was: every later call is refused. */
  over(): BudgetPart | undefined;
  /** Mark `part` of it exceeded; true for the first call to do so (the one whose use gets the finding). */
  exceed(part: BudgetPart): boolean;
}

/** What of a budget a call exceeded: its steps, its wall time or its HTML. */
export type BudgetPart = 'steps' | 'time' | 'output';

/** A counter for one page, on this thread. */
export function pageCounter(budget: SandboxBudget = PAGE_BUDGET): BudgetCounter {
  const spent: SandboxBudget = { steps: 0, timeMs: 0, outputChars: 0 };
  let over: BudgetPart | undefined;
  return {
    total: () => budget,
    left: () => ({ steps: budget.steps - spent.steps, timeMs: budget.timeMs - spent.timeMs, outputChars: budget.outputChars - spent.outputChars }),
    charge(call) {
      spent.steps += call.steps;
      spent.timeMs += call.timeMs;
      spent.outputChars += call.outputChars;
    },
    over: () => over,
    exceed(part) {
      const first = over === undefined;
      over ??= part;
      return first;
    },
  };
}

/** A counter over a build's shared budget (`newBuildBudget`), from any thread. */
export function buildCounter(shared: SharedArrayBuffer): BudgetCounter {
  const slots = new Int32Array(shared);
  /** Adds `amount` to `slot`, stopping at the largest 32-bit integer. */
  const add = (slot: number, amount: number): void => {
    const step = Math.max(0, Math.min(Math.round(amount), 2 ** 30));
    for (;;) {
      const was = Atomics.load(slots, slot);
      const next = Math.min(2 ** 31 - 1, was + step);
      if (Atomics.compareExchange(slots, slot, was, next) === was) return;
    }
  };
  /** What is left in `limit` after what `spent` counted. */
  const rest = (limit: number, spent: number): number => Atomics.load(slots, limit) - Atomics.load(slots, spent);
  return {
    total: () => ({ steps: Atomics.load(slots, LIMIT_STEPS), timeMs: Atomics.load(slots, LIMIT_MS), outputChars: Atomics.load(slots, LIMIT_CHARS) }),
    left: () => ({ steps: rest(LIMIT_STEPS, SPENT_STEPS), timeMs: rest(LIMIT_MS, SPENT_MS), outputChars: rest(LIMIT_CHARS, SPENT_CHARS) }),
    charge(call) {
      add(SPENT_STEPS, call.steps);
      add(SPENT_MS, call.timeMs);
      add(SPENT_CHARS, call.outputChars);
    },
    over: () => PARTS[Atomics.load(slots, OVER)],
    exceed(part) {
      Atomics.compareExchange(slots, OVER, 0, PARTS.indexOf(part));
      return Atomics.compareExchange(slots, WARNED, 0, 1) === 0;
    },
  };
}
