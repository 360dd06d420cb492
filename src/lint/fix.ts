import type { Fix } from '../findings/finding.js';

/**
 * Apply text edits on offsets of `text`. Overlapping edits are skipped (the first one wins);
 * edits are applied right to left, so every byte outside them stays as it was.
 */
export function applyFixes(text: string, fixes: readonly Fix[]): { output: string; applied: number } {
  const chosen: Fix[] = [];
  let end = -1;
  for (const fix of [...fixes].sort((a, b) => a.range[0] - b.range[0] || a.range[1] - b.range[1])) {
    const [from, to] = fix.range;
    if (from < 0 || to < from || to > text.length) continue;
    if (from < end || (from === end && from === to && chosen.length > 0)) continue;
    chosen.push(fix);
    end = to;
  }
  let output = text;
  for (let i = chosen.length - 1; i >= 0; i--) {
    const fix = chosen[i];
    if (fix) output = output.slice(0, fix.range[0]) + fix.text + output.slice(fix.range[1]);
  }
  return { output, applied: chosen.length };
}
