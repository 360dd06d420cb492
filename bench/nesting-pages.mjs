// Random nesting and bracket pages (issue 23), shared by bench/nesting.bench.mjs and
// test/parse/nesting-fuzz.test.ts: every construct whose parse grows faster than the text
// (containers on one line, `[` labels, JSX tags, `{` expressions, emphasis runs), repeated at
// random depths up to `maxDepth` until the page reaches `bytes`.

/** mulberry32: the same sequence for the same seed everywhere. */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One block of `depth` nesting levels of a construct (each ends with a blank line). */
export const UNITS = {
  dashes: (d) => `${'- '.repeat(d)}x\n\n`,
  ordered: (d) => `${'1. '.repeat(d)}x\n\n`,
  quotes: (d) => `${'> '.repeat(d)}x\n\n`,
  brackets: (d) => `${'['.repeat(d)}x${']'.repeat(d)}\n\n`,
  links: (d) => `${'['.repeat(d)}x${'](/a)'.repeat(d)}\n\n`,
  stars: (d) => `${'*'.repeat(d)}x${'*'.repeat(d)}\n\n`,
  unmatched: (d) => `${'*a '.repeat(d * 7)}${'a_ '.repeat(d * 7)}\n\n`,
  jsx: (d) => `${'<A>'.repeat(d)}x${'</A>'.repeat(d)}\n\n`,
  jsxFlow: (d) => `${'<Note>\n\n'.repeat(d)}x\n\n${'</Note>\n\n'.repeat(d)}`,
  braces: (d) => `{${'['.repeat(d - 1)}1${']'.repeat(d - 1)}}\n\n`,
};

/** A page of about `bytes`: front matter, then random units at depths 1 … maxDepth. */
export function nestingPage(seed, bytes, maxDepth, mdx = true) {
  const random = prng(seed);
  const names = Object.keys(UNITS).filter((name) => mdx || !['jsx', 'jsxFlow', 'braces'].includes(name));
  const parts = ['---\ntitle: Nesting\ndescription: A generated page\n---\n\n'];
  let size = parts[0].length;
  while (size < bytes) {
    const name = names[Math.floor(random() * names.length)];
    const unit = UNITS[name](1 + Math.floor(random() * maxDepth));
    parts.push(unit);
    size += unit.length;
  }
  return parts.join('');
}
