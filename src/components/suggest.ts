// "Did you mean": the candidate closest to a misspelt name, when it is close enough to be a typo.
import { closest, distance } from 'fastest-levenshtein';

export function didYouMean(name: string, candidates: readonly string[]): string | undefined {
  if (candidates.length === 0) return undefined;
  const lower = name.toLowerCase();
  const sameCase = candidates.find((candidate) => candidate.toLowerCase() === lower);
  if (sameCase) return sameCase;
  const best = closest(lower, candidates.map((candidate) => candidate.toLowerCase()));
  const limit = name.length <= 3 ? 1 : Math.max(2, Math.floor(name.length / 3));
  if (distance(lower, best) > limit) return undefined;
  return candidates.find((candidate) => candidate.toLowerCase() === best);
}
