// What custom components may spend in all, beyond each call's own limits (sandbox.ts): a
// budget per page and one per build, in sandbox time and characters of HTML. Past either,
// the remaining uses become placeholders and one finding (`component-budget`) says so: a
// page whose component loops until its deadline forty times costs its budget, not forty
// deadlines. The build's budget is counted in a SharedArrayBuffer, which every render thread
// of the build shares (it travels in `RenderSettings.sandboxBudget`). Memory is bounded per
// page by the page's own VM (`SandboxLimits.memoryBytes`), and on the host by the HTML budget.
// No QuickJS here: the build makes its budget without loading the sandbox.

/** What custom components may spend in all: milliseconds in the sandbox, characters of HTML. */
export interface SandboxBudget {
  timeMs: number;
  outputChars: number;
}

/** One page's budget: five calls that run into their deadline, two megabytes of HTML. */
export const PAGE_BUDGET: SandboxBudget = { timeMs: 5_000, outputChars: 2_000_000 };

/** One build's budget, over all its pages and threads. */
export const BUILD_BUDGET: SandboxBudget = { timeMs: 60_000, outputChars: 64_000_000 };

/** Slots of the shared counters: spent, the budget, whether it was exceeded and whether that was reported. */
const SPENT_MS = 0;
const SPENT_CHARS = 1;
const LIMIT_MS = 2;
const LIMIT_CHARS = 3;
const OVER = 4;
const WARNED = 5;
const SLOTS = 6;
/** The values of the OVER slot: not exceeded, or what was. */
const PARTS = [undefined, 'time', 'output'] as const;

/** A new build's budget, to pass to every render thread (a SharedArrayBuffer is shared, not copied). */
export function newBuildBudget(budget: SandboxBudget = BUILD_BUDGET): SharedArrayBuffer {
  const shared = new SharedArrayBuffer(SLOTS * Int32Array.BYTES_PER_ELEMENT);
  const slots = new Int32Array(shared);
  slots[LIMIT_MS] = Math.min(budget.timeMs, 2 ** 31 - 1);
  slots[LIMIT_CHARS] = Math.min(budget.outputChars, 2 ** 31 - 1);
  return shared;
}

/** What a call may spend before it runs (`left`), and where it is charged after. */
export interface BudgetCounter {
  /** The whole budget. */
  total(): SandboxBudget;
  /** What is left: milliseconds and characters (0 or less when spent). */
  left(): SandboxBudget;
  /** Count what a call spent. */
  charge(ms: number, chars: number): void;
  /** What of the budget was exceeded, if it was: every later call is refused. */
  over(): BudgetPart | undefined;
  /** Mark `part` of it exceeded; true for the first call to do so (the one whose use gets the finding). */
  exceed(part: BudgetPart): boolean;
}

/** What of a budget a call exceeded: its time or its HTML. */
export type BudgetPart = 'time' | 'output';

/** A counter for one page, on this thread. */
export function pageCounter(budget: SandboxBudget = PAGE_BUDGET): BudgetCounter {
  let ms = 0;
  let chars = 0;
  let over: BudgetPart | undefined;
  return {
    total: () => budget,
    left: () => ({ timeMs: budget.timeMs - ms, outputChars: budget.outputChars - chars }),
    charge(spentMs, spentChars) {
      ms += spentMs;
      chars += spentChars;
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
  return {
    total: () => ({ timeMs: Atomics.load(slots, LIMIT_MS), outputChars: Atomics.load(slots, LIMIT_CHARS) }),
    left: () => ({ timeMs: Atomics.load(slots, LIMIT_MS) - Atomics.load(slots, SPENT_MS), outputChars: Atomics.load(slots, LIMIT_CHARS) - Atomics.load(slots, SPENT_CHARS) }),
    charge(ms, chars) {
      add(SPENT_MS, ms);
      add(SPENT_CHARS, chars);
    },
    over: () => PARTS[Atomics.load(slots, OVER)],
    exceed(part) {
      Atomics.compareExchange(slots, OVER, 0, PARTS.indexOf(part));
      return Atomics.compareExchange(slots, WARNED, 0, 1) === 0;
    },
  };
}
