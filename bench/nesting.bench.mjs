// Issue 23: the work per byte of lint and build on random nesting and bracket pages (see
// bench/nesting-pages.mjs) stays bounded: seconds per MB at each size, against a plain page of
// the same size. Within the limits (depth ≤ 32) the pages are parsed; past them (depth ≤ 96)
// the page is reported and shown as text. Then (issue 45) each short unit of bench/hostile-shapes.mjs
// repeated into one paragraph, at each of BENCH_SHAPES_SIZES: the seconds per MB stay flat as the
// page grows. Usage: `npm run bench -- nesting` (BENCH_NESTING_SIZES=262144,1048576 in bytes;
// BENCH_NESTING_SEEDS=1,2; BENCH_SHAPES_SIZES=65536,262144; BENCH_SHAPES=0 skips the shapes,
// BENCH_NESTING_SIZES= skips the random pages).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { nestingPage } from './nesting-pages.mjs';
import { PAGE_SHAPES, SHAPES, pageShape, shapePage } from './hostile-shapes.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));
const bin = process.env.DOCWRIGHT_BENCH_BIN ?? join(repo, 'dist/src/cli/bin.js');
const sizes = (process.env.BENCH_NESTING_SIZES ?? '262144,1048576').split(',').filter(Boolean).map(Number);
const shapeSizes = (process.env.BENCH_SHAPES_SIZES ?? '65536,262144').split(',').filter(Boolean).map(Number);
const seeds = (process.env.BENCH_NESTING_SEEDS ?? '1,2').split(',').map(Number);

const plain = (bytes) => {
  const para = 'Plain words of a page, with *emphasis*, `code` and [a link](/a) in a sentence.\n\n';
  return `---\ntitle: Plain\ndescription: A generated page\n---\n\n${para.repeat(Math.ceil(bytes / para.length))}`;
};

function project(text, extension = 'mdx') {
  const base = mkdtempSync(join(tmpdir(), 'docwright-nesting-'));
  const root = join(base, 'docs');
  mkdirSync(root, { recursive: true });
  writeFileSync(join(root, 'docs.json'), JSON.stringify({ theme: 'mint', name: 'Nesting', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'Start', pages: ['index'] }] } }));
  writeFileSync(join(root, `index.${extension}`), text);
  return { base, root };
}

function time(args) {
  const start = process.hrtime.bigint();
  const result = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, timeout: 900_000 });
  return { s: Number(process.hrtime.bigint() - start) / 1e9, code: result.signal ? result.signal : result.status };
}

export default async function bench() {
  if (!existsSync(bin)) {
    console.log('nesting: skipped, run `npm run build` first');
    return;
  }
  console.log(`${'page'.padEnd(22)}${'bytes'.padStart(10)}${'lint s/MB'.padStart(14)}${'build s/MB'.padStart(14)}`);
  for (const bytes of sizes) {
    const pages = [['plain', plain(bytes)]];
    for (const seed of seeds) {
      pages.push([`within (32) seed ${seed}`, nestingPage(seed, bytes, 32)]);
      pages.push([`past (96) seed ${seed}`, nestingPage(seed, bytes, 96)]);
    }
    for (const [name, text] of pages) row(name, text, 22);
  }
  if (process.env.BENCH_SHAPES !== '0') {
    console.log(`\n${'shape (one paragraph)'.padEnd(30)}${shapeSizes.map((b) => `${`lint ${b / 1024}K`.padStart(12)}${`build ${b / 1024}K`.padStart(12)}`).join('')}`);
    for (const [name, unit] of Object.entries(SHAPES)) {
      const cells = shapeSizes.map((bytes) => measure(shapePage(unit, bytes)).map((r) => r.padStart(12)).join(''));
      console.log(`${name.padEnd(30)}${cells.join('')}`);
    }
  }
  if (process.env.BENCH_SHAPES !== '0') {
    console.log(`\n${'page shape'.padEnd(36)}${shapeSizes.map((b) => `${`lint ${b / 1024}K`.padStart(12)}${`build ${b / 1024}K`.padStart(12)}`).join('')}`);
    for (const [name, shape] of Object.entries(PAGE_SHAPES)) {
      const cells = shapeSizes.map((bytes) => measure(pageShape(shape, bytes), shape[0]).map((r) => r.padStart(12)).join(''));
      console.log(`${name.padEnd(36)}${cells.join('')}`);
    }
  }
  console.log('(wall seconds per MB of page, start-up included; exit code in brackets: lint 1 = findings)');
}

/** Lint and build of a one-page project holding `text`: seconds per MB and exit code, as cells. */
function measure(text, extension = 'mdx') {
  const { base, root } = project(text, extension);
  const mb = Buffer.byteLength(text) / 1048576;
  const lint = time(['lint', root]);
  const build = time(['build', root, '--out', join(base, 'out'), '--no-cache']);
  rmSync(base, { recursive: true, force: true });
  return [lint, build].map((r) => `${(r.s / mb).toFixed(1)} (${r.code})`);
}

/** One row of the random-page table. */
function row(name, text, width) {
  const cells = measure(text).map((c) => c.padStart(14));
  console.log(`${name.padEnd(width)}${String(text.length).padStart(10)}${cells.join('')}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await bench();
