// Time spent per build stage, for `docwright build --timings`. Off unless started. Each render
// thread sums its own stages and hands them over with each page's output (`PageOutput.timings`);
// the build adds them up with the main thread's (search index, writes, cache) in
// `BuildResult.timings`. A stage timed inside another (highlighting inside the page's
// transform) is taken out of the outer one, so the stages add up to the time measured.
import { formatTimeTable } from '../../rule-kit/timing.js';

export const STAGES = ['parse', 'transform', 'highlight', 'sanitise', 'layout', 'search index', 'writes', 'cache'] as const;
export type Stage = (typeof STAGES)[number];
/** Milliseconds by stage. */
export type StageTimes = Partial<Record<Stage, number>>;

let current: StageTimes | undefined;
/** The stages being timed in this thread, innermost last, with when each last (re)started. */
const stack: { stage: Stage; since: number }[] = [];

/** Start timing in this thread (idempotent). */
export function startStageTiming(): void {
  current ??= {};
}

/** Stop timing in this thread and forget what was measured. */
export function stopStageTiming(): void {
  current = undefined;
  stack.length = 0;
}

export function addStageTime(stage: Stage, ms: number, into: StageTimes | undefined = current): void {
  if (into) into[stage] = (into[stage] ?? 0) + ms;
}

function enter(stage: Stage): void {
  const now = performance.now();
  const outer = stack.at(-1);
  if (outer) addStageTime(outer.stage, now - outer.since);
  stack.push({ stage, since: now });
}

function leave(): void {
  const now = performance.now();
  const inner = stack.pop();
  if (inner) addStageTime(inner.stage, now - inner.since);
  const outer = stack.at(-1);
  if (outer) outer.since = now;
}

/** `fn()`, its time counted to `stage` (less the stages timed inside it). */
export function timeStage<T>(stage: Stage, fn: () => T): T {
  if (!current) return fn();
  enter(stage);
  try {
    return fn();
  } finally {
    leave();
  }
}

/** `await fn()`, its time counted to `stage`: for one page at a time in a thread, as the render threads take them. */
export async function timeStageAsync<T>(stage: Stage, fn: () => Promise<T>): Promise<T> {
  if (!current) return fn();
  enter(stage);
  try {
    return await fn();
  } finally {
    leave();
  }
}

/** What was measured since the last call, or `undefined` when timing is off; the counters start again from zero. */
export function takeStageTimes(): StageTimes | undefined {
  if (!current) return undefined;
  const taken = current;
  current = {};
  return taken;
}

/** Add `from` into `into`. */
export function addStageTimes(into: StageTimes, from: StageTimes): void {
  for (const stage of STAGES) {
    const ms = from[stage];
    if (typeof ms === 'number' && Number.isFinite(ms)) addStageTime(stage, ms, into);
  }
}

/**
 * The stages as a table, slowest first, as ESLint's `TIMING=1` prints rules, and a line
 * with the wall time. Render stages are summed over the render threads, so on several
 * threads the stages add up to more than the wall time.
 */
export function formatStageTimes(times: StageTimes, wallMs: number, threads: number): string {
  const { lines, total } = formatTimeTable('Stage', times);
  lines.push('', `Stages ${total.toFixed(3)} ms over ${threads} render thread${threads === 1 ? '' : 's'} and the main thread; the build took ${wallMs.toFixed(0)} ms`);
  return `${lines.join('\n')}\n`;
}
