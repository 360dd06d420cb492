// Prose checks on long runs without punctuation (issue 13, item 6): write-good on one whole run
// grew with its square (200,000 characters: 41 s; 1 MB: over 90 s). Fed one sentence at a time
// with a length cap, the time should grow with the text. Prints, for each size, the lint time
// with no rule (the parse) and with `prose-write-good`, and the rule's share per 100 KB.
// Target: the rule's time per 100 KB about the same at every size (linear), 1 MB under 10 s.
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repo = fileURLToPath(new URL('..', import.meta.url));
const WORDS = ['plant', 'water', 'leaf', 'root', 'stem', 'soil', 'light', 'pot', 'seed', 'grow', 'garden', 'green', 'bloom', 'very', 'is', 'read', 'by'];

/** Words in a seeded random order, no punctuation, `size` characters. */
function run(size) {
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const parts = [];
  let length = 0;
  while (length < size) {
    const word = WORDS[Math.floor(next() * WORDS.length)];
    parts.push(word);
    length += word.length + 1;
  }
  return parts.join(' ');
}

export default async function bench() {
  const { verifyText } = await import(pathToFileURL(join(repo, 'dist/src/index.js')).href);
  const sizes = (process.env.DOCWRIGHT_BENCH_PROSE_SIZES ?? '50000,200000,1000000').split(',').map(Number);
  // Warm up: load write-good and compile the parser before anything is timed.
  await verifyText(`---\ntitle: W\n---\n\n${run(20_000)}\n`, { filePath: 'warm.mdx', rules: { 'prose-write-good': 'warn' } });
  console.log('characters  parse only   with prose-write-good   rule per 100 KB   findings');
  for (const size of sizes) {
    const text = `---\ntitle: Long\ndescription: A long run\n---\n\n${run(size)}\n`;
    let t = performance.now();
    await verifyText(text, { filePath: 'long.mdx', rules: {} });
    const parse = performance.now() - t;
    t = performance.now();
    const result = await verifyText(text, { filePath: 'long.mdx', rules: { 'prose-write-good': 'warn' } });
    const total = performance.now() - t;
    const rule = Math.max(0, total - parse);
    console.log(
      `${String(size).padStart(10)}  ${`${(parse / 1000).toFixed(2)} s`.padStart(10)}   ${`${(total / 1000).toFixed(2)} s`.padStart(21)}   ${`${((rule / size) * 100_000).toFixed(0)} ms`.padStart(15)}   ${String(result.findings.length).padStart(8)}`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await bench();
