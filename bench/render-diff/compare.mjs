// How docwright's text of a page differs from Mintlify's (`npm run bench -- render-diff`):
// a word diff cut into hunks, each hunk given a kind.
import { diffArrays } from 'diff';
import { foldTypography } from './text.mjs';

const squash = (s) => s.replace(/\s+/g, '');

/**
 * The kind of one hunk, from the text only Mintlify shows there and the text only docwright shows.
 * `typography`: the same once quotes, dashes and ellipses are folded; `spacing`: the same but for
 * spaces; `missing`: Mintlify shows text docwright does not; `extra`: docwright shows text Mintlify
 * does not; `changed`: both show something else.
 */
export function hunkKind(mint, dw) {
  if (foldTypography(mint) === foldTypography(dw)) return 'typography';
  if (squash(mint) === squash(dw)) return 'spacing';
  if (squash(foldTypography(mint)) === squash(foldTypography(dw))) return 'typography';
  if (dw === '') return 'missing';
  if (mint === '') return 'extra';
  return 'changed';
}

/**
 * On an API page docwright's text holds the generated reference (endpoint, parameters, responses,
 * playground) beside the writer's MDX, which is all Mintlify's MDX render has: there a hunk of
 * text only docwright shows is not a difference, nor a changed hunk whose docwright side holds
 * Mintlify's text (typography when it holds it only once folded).
 */
export function apiHunk(h) {
  if (h.kind === 'extra') return undefined;
  if (h.kind !== 'changed') return h;
  if (h.dw.includes(h.mint)) return undefined;
  if (foldTypography(h.dw).includes(foldTypography(h.mint))) return { ...h, kind: 'typography' };
  return h;
}

/** The most frequent non-empty label of a run of words. */
function topLabel(labels) {
  const counts = new Map();
  for (const l of labels) if (l) counts.set(l, (counts.get(l) ?? 0) + 1);
  return [...counts].sort((x, y) => y[1] - x[1])[0]?.[0] ?? '';
}

/**
 * The hunks where two texts differ, with a few words of context before each and the component
 * part each side's words sit in.
 * @param {{words: string[], labels: string[]}} mint Mintlify's text
 * @param {{words: string[], labels: string[]}} dw docwright's text
 * @returns {{kind: string, mint: string, dw: string, before: string, mintPart: string, dwPart: string}[]}
 */
export function hunks(mint, dw) {
  const parts = diffArrays(mint.words, dw.words);
  const out = [];
  let i = 0;
  let j = 0;
  let current;
  let context = [];
  for (const part of parts) {
    const n = part.value.length;
    if (!part.added && !part.removed) {
      if (current) out.push(current);
      current = undefined;
      context = part.value.slice(-6);
      i += n;
      j += n;
      continue;
    }
    current ??= { mint: [], dw: [], mintLabels: [], dwLabels: [], before: context.join(' ') };
    if (part.removed) {
      current.mint.push(...part.value);
      current.mintLabels.push(...mint.labels.slice(i, i + n));
      i += n;
    } else {
      current.dw.push(...part.value);
      current.dwLabels.push(...dw.labels.slice(j, j + n));
      j += n;
    }
  }
  if (current) out.push(current);
  return out.map((h) => {
    const m = h.mint.join(' ');
    const d = h.dw.join(' ');
    return { kind: hunkKind(m, d), mint: m, dw: d, before: h.before, mintPart: topLabel(h.mintLabels), dwPart: topLabel(h.dwLabels) };
  });
}
