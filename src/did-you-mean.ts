// "Did you mean": the candidate closest to a misspelt name, when it is close enough to be a typo.
import { distance } from 'fastest-levenshtein';

export interface DidYouMeanOptions {
  /**
   * The largest edit distance still read as a typo. By default 1 for names of up to three
   * characters, else a third of the name's length (at least 2).
   */
  maxDistance?: number;
}

/**
 * The candidate a misspelt `name` most likely meant: one that differs only in case first, else
 * the nearest (the first of equals) within `maxDistance`, case ignored; `undefined` when none is.
 */
export function didYouMean(name: string, candidates: readonly string[], options: DidYouMeanOptions = {}): string | undefined {
  const lower = name.toLowerCase();
  const sameCase = candidates.find((candidate) => candidate.toLowerCase() === lower);
  if (sameCase !== undefined) return sameCase;
  const limit = options.maxDistance ?? (name.length <= 3 ? 1 : Math.max(2, Math.floor(name.length / 3)));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = distance(lower, candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return bestDistance <= limit ? best : undefined;
}
