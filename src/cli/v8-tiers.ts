// The optimising tiers a docwright process uses.
//
// A build or a lint run does the same short piece of work per page: parse, transform,
// highlight, lay out, each on objects made for that page and dropped after it. V8's top
// tier (TurboFan) compiles the parser's functions again after each full collection (the
// optimised code of the per-page closures is held weakly), so it spent about a quarter of a
// cold build's CPU compiling code that ran for a few pages (bench/README.md, "Where a cold
// build's CPU goes against the floor"). Stopping at the tier below it (Maglev on Node 22,
// Sparkplug on Node 20, where Maglev is off) cost 7% less CPU on a 1,000-page build and on
// linting a real 600-page project (bench/README.md, "V8's tiers").
import { setFlagsFromString } from 'node:v8';

/** The highest tier: 2 is Maglev where it is on, otherwise Sparkplug (baseline code). */
export const MAX_TIER = 2;

/**
 * Cap V8's optimising tier for this process, unless its command line names one itself
 * (`node --max-opt=3 …` keeps TurboFan). Only for the CLI's own process, before any
 * thread starts: a library caller's process is never changed. True when it was set.
 */
export function capOptimisingTier(execArgv: readonly string[]): boolean {
  if (execArgv.some((arg) => arg === '--max-opt' || arg.startsWith('--max-opt=') || arg === '--max_opt' || arg.startsWith('--max_opt='))) return false;
  setFlagsFromString(`--max-opt=${MAX_TIER}`);
  return true;
}
