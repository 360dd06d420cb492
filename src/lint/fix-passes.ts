// `--fix`'s passes over one page's text, and the rings among its fixes: fixes that undo each other
// (`prose-terminology`'s `log in` → `sign in` and a Vale substitution's `sign in` → `log in`). A ring's fixes are
// never applied, in any pass, so a word in a ring is never rewritten, whatever other fixes the page has.
import type { Finding } from '../findings/finding.js';
import { applyFixes } from './fix.js';

/** A fix as a ring knows it: its rule, the text it replaces and the text it writes (`prose-terminology`, `log in`, `sign in`). */
function fixKey(text: string, finding: Finding): string | undefined {
  return finding.fix ? `${finding.ruleId}\u0000${text.slice(finding.fix.range[0], finding.fix.range[1])}\u0000${finding.fix.text}` : undefined;
}

/** The findings of `text` with the fixes whose keys are in `ring` taken away: reported, but not called fixable. */
export function withoutRingFixes(text: string, findings: readonly Finding[], ring: ReadonlySet<string>): Finding[] {
  if (ring.size === 0) return [...findings];
  return findings.map((finding) => {
    const key = fixKey(text, finding);
    if (key === undefined || !ring.has(key)) return finding;
    const { fix: _fix, ...rest } = finding;
    return rest;
  });
}

/** What the passes wrote: the text, its findings, and (`cycle`) the keys of the fixes that led back to a text already written. */
interface Passes {
  output: string;
  findings: Finding[];
  cycle?: ReadonlySet<string>;
}

/** The keys of the fixes the texts of a cycle carry: those written from `start` on (the passes' texts, in order). */
function cycleKeys(seen: ReadonlyMap<string, Finding[]>, start: string): ReadonlySet<string> {
  const texts = [...seen.keys()];
  const keys = new Set<string>();
  for (const text of texts.slice(texts.indexOf(start))) {
    for (const finding of seen.get(text) ?? []) {
      const key = fixKey(text, finding);
      if (key !== undefined) keys.add(key);
    }
  }
  return keys;
}

/** The passes from `body`, the fixes in `ring` left out of each. */
function passesFrom(body: string, first: Finding[], lint: (text: string) => Finding[], ring: ReadonlySet<string>): Passes {
  // Fixes can make room for more (or overlap): a few passes, as long as something changes.
  let findings = withoutRingFixes(body, first, ring);
  let output = body;
  // Each text the passes wrote, with its findings: fixes that lead back to one contradict each other.
  const seen = new Map<string, Finding[]>([[body, findings]]);
  for (let pass = 0; pass < 5; pass++) {
    const fixes = findings.flatMap((f) => (f.fix ? [f.fix] : []));
    if (fixes.length === 0) break;
    const next = applyFixes(output, fixes).output;
    if (next === output) break;
    const again = seen.get(next);
    if (again !== undefined) return { output: next, findings: again, cycle: cycleKeys(seen, next) };
    const after = lint(next);
    // A fix that breaks the page is never kept.
    if (after.some((f) => f.fatal)) break;
    output = next;
    findings = withoutRingFixes(next, after, ring);
    seen.set(next, findings);
  }
  return { output, findings };
}

/**
 * What `--fix` makes of a page (`lint` gives a text's findings): the text its passes wrote, its findings, and `ring`,
 * the fixes that undo each other. When the passes come back to a text they wrote, the fixes that carried them round
 * are a ring: the passes start again from the page as written without them, so the ring's words stay as written
 * however many other fixes the page has, and a second `--fix` changes nothing.
 */
export function fixPasses(body: string, first: Finding[], lint: (text: string) => Finding[]): Passes & { ring: ReadonlySet<string> } {
  const ring = new Set<string>();
  for (let attempt = 0; attempt < 4; attempt++) {
    const passes = passesFrom(body, first, lint, ring);
    if (!passes.cycle) return { ...passes, ring };
    const before = ring.size;
    for (const key of passes.cycle) ring.add(key);
    if (ring.size === before) break;
  }
  // Rings that keep forming (each start again finds another): no fix at all rather than one that may undo another.
  return { output: body, findings: first.map(({ fix: _fix, ...finding }) => finding), ring };
}
