// GFM's costly constructs, left out of the parser for a text in which they cannot match.
//
// Two of GFM's constructs cost more than the rest of the parser (issue 29, 1,000 pages of
// 600-1,200 words: remark-mdx alone 1.5 s, with GFM 3.9 s). Literal autolinks register the
// email construct on every ASCII letter and digit, so micromark stops its text at every word to
// try it; the table construct is tried at the start of every line. Neither can match in a text
// without the characters it needs, so a text without them is parsed without those constructs:
// the same tree (test/parse/gfm-gate.test.ts compares the trees of every page of the corpus),
// in less time. mdast-util-gfm's part is kept whole: its transform finds autolinks in text
// nodes (a `&#64;` is an `@` there), as before.
import type { Construct, ConstructRecord, Extension } from 'micromark-util-types';
import type { Processor } from 'unified';

/** GFM construct names that cannot match anywhere in `text` (a sorted, stable list: a processor's cache key). */
export function unmatchableGfm(text: string): string[] {
  const names: string[] = [];
  // An email literal needs its `@`; `www.` and `http://` / `https://` (any case) the others.
  if (!text.includes('@')) names.push('emailAutolink');
  // A table needs a `|` or, with a single column, a delimiter cell with a colon (`:-`, `-:`).
  if (!text.includes('|') && !text.includes(':-') && !text.includes('-:')) names.push('table');
  if (!/https?:\/\//i.test(text)) names.push('protocolAutolink');
  if (!/www\./i.test(text)) names.push('wwwAutolink');
  return names;
}

function keep(construct: Construct, names: ReadonlySet<string>): boolean {
  return construct.name === undefined || !names.has(construct.name);
}

/** A construct record without the constructs named in `names` (a code left with none is dropped). */
function withoutIn(record: ConstructRecord, names: ReadonlySet<string>): ConstructRecord {
  const out: ConstructRecord = {};
  for (const key of Object.keys(record)) {
    const value = record[key];
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      const kept = value.filter((construct) => keep(construct, names));
      if (kept.length > 0) out[key] = kept;
    } else if (keep(value, names)) out[key] = value;
  }
  return out;
}

/** A micromark extension without the constructs named in `names`. */
export function withoutConstructs(extension: Extension, names: ReadonlySet<string>): Extension {
  const out: Extension = { ...extension };
  for (const field of ['document', 'contentInitial', 'flowInitial', 'flow', 'string', 'text'] as const) {
    const record = extension[field];
    if (record) out[field] = withoutIn(record, names);
  }
  return out;
}

/**
 * A unified plugin, used after remark-gfm and before parsing: the micromark extensions of the
 * processor without the constructs named (`unmatchableGfm`).
 */
export function remarkWithoutConstructs(this: Processor, names: readonly string[]): undefined {
  const set = new Set(names);
  const data = this.data();
  const extensions = data.micromarkExtensions ?? [];
  data.micromarkExtensions = extensions.map((extension) => withoutConstructs(extension, set));
}
