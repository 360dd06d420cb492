// Time spent per rule (and in parsing), summed over the pages a thread lints, for `--timing`.
// Off unless started: then each rule's check is timed with `performance.now()`.

import { compareText } from '../fs/order.js';

export interface Timings {
  /** Milliseconds parsing pages. */
  parse: number;
  /** Milliseconds in each rule's check, by rule id. */
  rules: Record<string, number>;
}

let current: Timings | undefined;

/** Start timing in this thread (idempotent). */
export function startTiming(): void {
  current ??= { parse: 0, rules: {} };
}

/** Stop timing in this thread and forget what was measured. */
export function stopTiming(): void {
  current = undefined;
}

export function isTiming(): boolean {
  return current !== undefined;
}

export function addRuleTime(id: string, ms: number): void {
  if (current) current.rules[id] = (current.rules[id] ?? 0) + ms;
}

export function addParseTime(ms: number): void {
  if (current) current.parse += ms;
}

/** What was measured since the last call, or `undefined` when timing is off; the counters start again from zero. */
export function takeTimings(): Timings | undefined {
  if (!current) return undefined;
  const taken = current;
  current = { parse: 0, rules: {} };
  return taken;
}

/** Add `from` into `into`. */
export function addTimings(into: Timings, from: Timings): void {
  into.parse += from.parse;
  for (const [id, ms] of Object.entries(from.rules)) into.rules[id] = (into.rules[id] ?? 0) + ms;
}

/**
 * A table of times, slowest first, as ESLint's `TIMING=1` prints it: `label | Time (ms) | Relative`,
 * each row's share of the rows' total. Returns the lines and that total.
 */
export function formatTimeTable(label: string, times: Readonly<Record<string, number>>): { lines: string[]; total: number } {
  const rows = Object.entries(times).sort((a, b) => b[1] - a[1] || compareText(a[0], b[0]));
  const total = rows.reduce((sum, [, ms]) => sum + ms, 0);
  const idWidth = Math.max(label.length, ...rows.map(([id]) => id.length));
  const ms = (value: number): string => value.toFixed(3);
  const timeWidth = Math.max('Time (ms)'.length, ...rows.map(([, value]) => ms(value).length), ms(total).length);
  const relative = (value: number): string => `${total > 0 ? ((100 * value) / total).toFixed(1) : '0.0'}%`;
  const lines = [
    `${label.padEnd(idWidth)} | ${'Time (ms)'.padStart(timeWidth)} | Relative`,
    `:${'-'.repeat(idWidth)}|${'-'.repeat(timeWidth + 1)}:|${'-'.repeat(8)}:`,
    ...rows.map(([id, value]) => `${id.padEnd(idWidth)} | ${ms(value).padStart(timeWidth)} | ${relative(value).padStart(8)}`),
  ];
  return { lines, total };
}

/**
 * A table of rule times, slowest first, as ESLint's `TIMING=1` prints it, with parsing on a line of its own.
 * Times are summed over threads, so on several threads they add up to more than the wall time.
 */
export function formatTimings(timings: Timings): string {
  const { lines, total: ruleTotal } = formatTimeTable('Rule', timings.rules);
  const ms = (value: number): string => value.toFixed(3);
  const all = ruleTotal + timings.parse;
  const share = all > 0 ? ((100 * ruleTotal) / all).toFixed(1) : '0.0';
  lines.push('', `Rules ${ms(ruleTotal)} ms, parsing ${ms(timings.parse)} ms: rules are ${share}% of the two (summed over threads)`);
  return `${lines.join('\n')}\n`;
}
