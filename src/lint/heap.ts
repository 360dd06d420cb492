// Keep a lint thread's heap near what it holds. Parsing a page makes megabytes of objects
// that outlive a scavenge or two, so they reach the old generation, which V8 lets grow to
// several times the live data before it collects: three times the memory for nothing. A
// full collection once the heap passes a threshold costs a few milliseconds. Measured on
// the Mintlify docs corpus: peak memory ~420 MB -> ~320 MB, time unchanged; a 64 MB floor
// reaches ~275 MB but costs a quarter more time.
//
// The `docwright` command does better (useV8HeapGrowth): V8 itself collects once the heap
// has grown by 30% since its last full collection, and these forced collections are off.
// A forced collection is one V8 does "for testing": it also dropped the parser's optimised
// code (micromark makes its tokenizers afresh for each page), so TurboFan compiled the same
// functions again after each one. Parsing 1,000 pages in a worker, a forced collection every
// few pages cost 12.9 s of CPU against 7.3 s with V8's own. A 5,000-page build: 132 s of CPU
// and 404 MB with the forced collections, 93 s and 434 MB with 30% growth, 84 s and 488 MB
// with 50% (bench/HISTORY.md, "V8 collects, TurboFan stays").
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

const MB = 1024 * 1024;
/** Collect when the heap holds this much, or twice what it held after the last collection. */
const FLOOR = 96 * MB;
const FACTOR = 2;
let threshold = 0;

let collect: (() => void) | undefined | null;

/**
 * Set (in the environment, which worker threads inherit) once V8's heap growth is fixed for
 * the process: `relieveHeap` then leaves the collections to V8.
 */
const V8_GROWTH_ENV = 'DOCWRIGHT_V8_HEAP_GROWTH';
/** How much the heap may grow past what a full collection left before V8 collects again. */
export const HEAP_GROWING_PERCENT = 30;

function growthFlag(arg: string): boolean {
  return /^--heap[-_]growing[-_]percent(=|$)/.test(arg);
}

/**
 * Let V8 keep each thread's heap within `HEAP_GROWING_PERCENT` more than it holds, for the
 * whole process and its worker threads, instead of forcing collections after pages. Only
 * for the CLI's own process, before any thread starts (a library caller's process is never
 * changed). A command line that sets the growth itself keeps it and still leaves the
 * collections to V8. True when the flag was set here.
 */
export function useV8HeapGrowth(execArgv: readonly string[], env: NodeJS.ProcessEnv = process.env): boolean {
  env[V8_GROWTH_ENV] = '1';
  if (execArgv.some(growthFlag)) return false;
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  return true;
}

function collector(): (() => void) | null {
  if (collect !== undefined) return collect;
  try {
    setFlagsFromString('--expose-gc');
    const gc: unknown = runInNewContext('gc');
    collect = typeof gc === 'function' ? () => void (gc as () => unknown)() : null;
  } catch {
    collect = null;
  }
  return collect;
}

/**
 * After a page: collect garbage when the heap has grown past the threshold: `factor` times
 * what it held after the last collection, never below `floor` bytes.
 */
export function relieveHeap(floor = FLOOR, factor = FACTOR): void {
  if (process.env[V8_GROWTH_ENV] === '1') return;
  if (getHeapStatistics().used_heap_size < Math.max(floor, threshold)) return;
  const gc = collector();
  if (!gc) return;
  gc();
  threshold = getHeapStatistics().used_heap_size * factor;
}
