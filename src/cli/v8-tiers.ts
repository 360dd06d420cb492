// The optimising tiers a docwright process uses.
//
// A lint run (or a check, a migration) does the same short piece of work per page: parse and
// run the rules, on objects made for that page and dropped after it. V8's top tier
// (TurboFan) compiles the same parser and rule functions again and again there (15,700
// compilations linting a 600-page project), so stopping at the tier below it (Maglev on
// Node 22, Sparkplug on Node 20, where Maglev is off) costs less CPU: linting that project,
// 34-36 s of CPU with the cap against 48-50 s without (bench/HISTORY.md, "V8 collects,
// TurboFan stays"). These commands also keep collecting after pages (src/lint/heap.ts):
// capped, a forced collection costs no optimised code, and V8's own growth took more CPU.
// `build` and `dev` keep TurboFan: once V8 collects their threads' garbage itself
// (src/lint/heap.ts, useV8HeapGrowth) their optimised code stays, and a 1,000-page build
// takes 25 s of CPU with it against 30 s capped.
import { setFlagsFromString } from 'node:v8';
import { useV8HeapGrowth } from '../lint/heap.js';

/** The highest tier: 2 is Maglev where it is on, otherwise Sparkplug (baseline code). */
export const MAX_TIER = 2;

/** The commands that keep TurboFan. */
export const TURBOFAN_COMMANDS: ReadonlySet<string> = new Set(['build', 'dev']);

/**
 * The V8 flag that caps the optimising tier for a process running `command` with `execArgv`:
 * `--max-opt=MAX_TIER`, or undefined when the command keeps TurboFan (`TURBOFAN_COMMANDS`)
 * or the command line names a tier itself (`node --max-opt=3 …` keeps its own). Pure: the
 * decision `capOptimisingTier` applies.
 */
export function optimisingTierFlag(execArgv: readonly string[], command: string | undefined): string | undefined {
  if (command !== undefined && TURBOFAN_COMMANDS.has(command)) return undefined;
  if (execArgv.some((arg) => arg === '--max-opt' || arg.startsWith('--max-opt=') || arg === '--max_opt' || arg.startsWith('--max_opt='))) return undefined;
  return `--max-opt=${String(MAX_TIER)}`;
}

/**
 * Cap V8's optimising tier for this process as `optimisingTierFlag` decides. Only for the
 * CLI's own process, before any thread starts: a library caller's process is never changed.
 * True when it was set.
 */
export function capOptimisingTier(execArgv: readonly string[], command: string | undefined): boolean {
  const flag = optimisingTierFlag(execArgv, command);
  if (flag === undefined) return false;
  setFlagsFromString(flag);
  return true;
}

/** What `tuneV8` set: the tier cap, and whether V8 grows the heap itself (the environment the threads inherit). */
export interface V8Tuning {
  cappedTier: boolean;
  v8HeapGrowth: boolean;
}

/**
 * The CLI's V8 settings for `command`, before any thread starts: the tier cap for the
 * commands that keep it, V8's own heap growth for those that keep TurboFan. The `docwright`
 * binary calls it, and so do the benchmarks that call `main` in a process of their own (they
 * measure what the command runs).
 */
export function tuneV8(execArgv: readonly string[], command: string | undefined): V8Tuning {
  const cappedTier = capOptimisingTier(execArgv, command);
  const v8HeapGrowth = !cappedTier && command !== undefined && TURBOFAN_COMMANDS.has(command);
  if (v8HeapGrowth) useV8HeapGrowth(execArgv);
  return { cappedTier, v8HeapGrowth };
}
