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
// `lint` keeps TurboFan too, but late: with V8's interrupt budget 32 times its default, only
// the functions that stay hot over many pages (micromark's tokenizer, the tree builder) reach
// it, and the lukewarm ones stay in baseline code. Linting the 319 English pages of the
// Mintlify docs on Node 20 took 0.8 of the capped run's CPU (bench/HISTORY.md, "lint: TurboFan, late").
// `build` keeps TurboFan late as well, with V8's own collections: a 1,000-page build made
// ~2,000 TurboFan compilations with the default budget (a fifth of its CPU, on V8's helper
// threads) and ~225 with 32 times it; paired, 0.87 of the CPU at 1,000 pages, 0.86 on the
// Mintlify docs, 0.98 at 5,000 with 37 MB less peak (bench/HISTORY.md, "build: TurboFan, late").
// `dev` too: before its first page the render worker runs the parser, the highlighter and a
// 1,000-page sidebar's layout once each, and TurboFan compiled functions that never ran again
// before the 200; with the larger budget the first page at 5,000 pages took ~0.8 of the CPU
// (paired, bench/HISTORY.md "Session 72"). Only until its first page is answered: the full
// site then loads with V8's default budget (`restoreDefaultBudget`).
import { setFlagsFromString } from 'node:v8';
import { useV8HeapGrowth } from '../lint/heap.js';

/** The highest tier: 2 is Maglev where it is on, otherwise Sparkplug (baseline code). */
export const MAX_TIER = 2;

/** The commands that keep TurboFan. */
export const TURBOFAN_COMMANDS: ReadonlySet<string> = new Set(['build', 'dev']);

/** The commands that keep TurboFan for their hottest functions only (`INTERRUPT_BUDGET`): `lint` with forced collections, `build` and `dev` (also in `TURBOFAN_COMMANDS`) with V8's own. */
export const LATE_TURBOFAN_COMMANDS: ReadonlySet<string> = new Set(['lint', 'build', 'dev']);

/** V8's own interrupt budget (V8 11 and 12: 66 KB of bytecode). */
export const DEFAULT_INTERRUPT_BUDGET = 67_584;

/** V8's interrupt budget for `LATE_TURBOFAN_COMMANDS`: bytecode a function runs before V8 considers optimising it, 32 x V8's default. */
export const INTERRUPT_BUDGET = 32 * DEFAULT_INTERRUPT_BUDGET;

/**
 * Give V8 its default interrupt budget back: `dev` keeps the larger one for its first page
 * only (src/cli/bin.ts calls this through src/dev/early-worker.ts `whenFirstAnswered`). The
 * flag is the process's, read by every thread as it counts: with the larger budget to the end,
 * the full site loaded later (median 17.2 s against 14.2 s to a 404 at 5,000 pages, load 28,
 * five pairs; bench/HISTORY.md "Session 72").
 */
export function restoreDefaultBudget(): void {
  setFlagsFromString(`--interrupt-budget=${String(DEFAULT_INTERRUPT_BUDGET)}`);
}

/** Whether the command line sets `flag` itself (`--max-opt` or `--max_opt`, with or without a value). */
function namesFlag(execArgv: readonly string[], flag: string): boolean {
  const pattern = new RegExp(`^--${flag.replace(/-/g, '[-_]')}(=|$)`);
  return execArgv.some((arg) => pattern.test(arg));
}

/**
 * The V8 flag that sets the optimising tiers for a process running `command` with `execArgv`:
 * `--interrupt-budget=INTERRUPT_BUDGET` for `LATE_TURBOFAN_COMMANDS`, `--max-opt=MAX_TIER` (the
 * cap) for the other commands, or undefined when the command keeps TurboFan (`TURBOFAN_COMMANDS`)
 * or the command line names a tier or a budget itself (`node --max-opt=3 …` keeps its own). Pure:
 * the decision `capOptimisingTier` applies.
 */
export function optimisingTierFlag(execArgv: readonly string[], command: string | undefined): string | undefined {
  if (namesFlag(execArgv, 'max-opt') || namesFlag(execArgv, 'interrupt-budget')) return undefined;
  if (command !== undefined && LATE_TURBOFAN_COMMANDS.has(command)) return `--interrupt-budget=${String(INTERRUPT_BUDGET)}`;
  if (command !== undefined && TURBOFAN_COMMANDS.has(command)) return undefined;
  return `--max-opt=${String(MAX_TIER)}`;
}

/**
 * Set V8's optimising tiers for this process as `optimisingTierFlag` decides (the cap, or the
 * late TurboFan of a lint or a build). Only for the CLI's own process, before any thread starts: a library
 * caller's process is never changed. True when a flag was set.
 */
export function capOptimisingTier(execArgv: readonly string[], command: string | undefined): boolean {
  const flag = optimisingTierFlag(execArgv, command);
  if (flag === undefined) return false;
  setFlagsFromString(flag);
  return true;
}

/**
 * How many times `dev` runs a RegExp in V8's bytecode interpreter before compiling it to machine
 * code (V8's default: once). The first page's highlighting runs each of a grammar's few hundred
 * patterns a handful of times, so compiling each after its first run cost more than it saved:
 * ~0.05 s of CPU less for a page with a `bash` and a `js` block at 50; a hot pattern still reaches
 * machine code after 50 runs (bench/HISTORY.md, issue 51).
 */
export const DEV_REGEXP_TIER_UP_TICKS = 50;

/**
 * The V8 flag that delays RegExps' machine code for `command` (`--regexp-tier-up-ticks`): for
 * `dev` only, not when the command line names it (or turns tiering off). Pure: `tuneV8` applies it.
 */
export function regexpTierFlag(execArgv: readonly string[], command: string | undefined): string | undefined {
  if (command !== 'dev' || namesFlag(execArgv, 'regexp-tier-up-ticks') || namesFlag(execArgv, 'regexp-tier-up') || namesFlag(execArgv, 'no-regexp-tier-up')) return undefined;
  return `--regexp-tier-up-ticks=${String(DEV_REGEXP_TIER_UP_TICKS)}`;
}

/**
 * The V8 flag that bounds a backtracking RegExp (`--enable-experimental-regexp-engine-on-excessive-backtracks`):
 * after V8's backtrack limit (50,000 by default) a pattern the linear-time engine can run is run
 * by it instead. A user's Vale rule with a nested repeat (`(a+)+$`) otherwise hangs `lint` on a
 * 40-letter word (issue attack6); the linear engine takes patterns without the `u` flag, so Vale's
 * patterns are compiled without it unless they need it (src/vale/regex.ts). Every command, unless
 * the command line names the flag. Pure: `tuneV8` applies it.
 */
export function regexpFallbackFlag(execArgv: readonly string[]): string | undefined {
  if (namesFlag(execArgv, 'enable-experimental-regexp-engine-on-excessive-backtracks') || namesFlag(execArgv, 'no-enable-experimental-regexp-engine-on-excessive-backtracks')) return undefined;
  return '--enable-experimental-regexp-engine-on-excessive-backtracks';
}

/** What `tuneV8` set: the tier flag (the cap, or the interrupt budget of a lint, a build or a dev server), and whether V8 grows the heap itself (the environment the threads inherit). */
export interface V8Tuning {
  /** Whether `optimisingTierFlag`'s flag was set. */
  cappedTier: boolean;
  v8HeapGrowth: boolean;
  /** Whether `regexpTierFlag`'s flag was set (`dev`). */
  regexpTicks: boolean;
}

/**
 * The CLI's V8 settings for `command`, before any thread starts: the tier cap or the larger
 * interrupt budget for the commands that take one, V8's own heap growth for those that keep TurboFan,
 * `dev`'s later machine code for RegExps, the linear-time fallback of RegExps that backtrack too long. The `docwright`
 * binary calls it, and so do the benchmarks that call `main` in a process of their own (they
 * measure what the command runs).
 */
export function tuneV8(execArgv: readonly string[], command: string | undefined): V8Tuning {
  const cappedTier = capOptimisingTier(execArgv, command);
  const v8HeapGrowth = command !== undefined && TURBOFAN_COMMANDS.has(command);
  if (v8HeapGrowth) useV8HeapGrowth(execArgv);
  const regexpFlag = regexpTierFlag(execArgv, command);
  if (regexpFlag !== undefined) setFlagsFromString(regexpFlag);
  const fallback = regexpFallbackFlag(execArgv);
  if (fallback !== undefined) setFlagsFromString(fallback);
  return { cappedTier, v8HeapGrowth, regexpTicks: regexpFlag !== undefined };
}
