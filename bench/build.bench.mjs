// `docwright build` against two floors (issue 29), on the generated pages of
// bench/site-pages.mjs (1,000; `BENCH_PAGES=5000` adds that size) and on
// ../shared/corpus/mintlify-docs when present:
// - the floor: remark-parse → remark-rehype → shiki → rehype-stringify and a write per page,
//   on one thread, nothing else;
// - the stack floor: the same with the parser docwright must use (remark-mdx and remark-gfm
//   beside remark-parse) and the written pages handed to Pagefind, the search index every
//   build makes: the least a build on the required stack can cost.
// Then a rebuild after one changed page. `BENCH_SCALE=50000` (on demand, issue 51) runs only
// the scale check instead: `docwright build --offline --no-cache` on 1,000 generated pages and
// then on that many, in one invocation, with each run's CPU per page and peak memory (target:
// under 1 GB, CPU per page within 10% of the 1,000-page run's). Each run is a child process: wall time from here, its
// CPU (user + system of all its threads, from the child itself, plus its descendants', i.e.
// Pagefind's process, sampled from /proc on Linux) and its peak memory.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, appendFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSite } from './site-pages.mjs';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(repo, 'dist', 'src', 'cli', 'main.js');

/** The floor's script; `stack`: with remark-mdx, remark-gfm and Pagefind (the stack floor). */
const floorScript = (stack) => String.raw`
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { glob } from 'tinyglobby';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import { createHighlighter } from 'shiki';
${stack ? "import remarkMdx from 'remark-mdx';\nimport remarkGfm from 'remark-gfm';\nimport * as pagefind from 'pagefind';" : ''}
const STACK = ${stack ? 'true' : 'false'};
const [root, out] = process.argv.slice(2);
const files = await glob(['**/*.{md,mdx}'], { cwd: root, ignore: ['**/node_modules/**', 'snippets/**'] });
const highlighter = await createHighlighter({ themes: ['github-light', 'github-dark'], langs: [] });
const loaded = new Set();
let failed = 0;
function shiki() {
  return (tree) => {
    const visit = (node) => {
      if (!node.children) return;
      node.children = node.children.map((child) => {
        if (child.type === 'element' && child.tagName === 'pre' && child.children[0]?.tagName === 'code') {
          const code = child.children[0];
          const lang = String((code.properties.className ?? [])[0] ?? '').replace('language-', '') || 'text';
          const text = code.children.map((c) => c.value ?? '').join('');
          const use = loaded.has(lang) ? lang : 'text';
          return highlighter.codeToHast(text, { lang: use, themes: { light: 'github-light', dark: 'github-dark' }, defaultColor: false }).children[0];
        }
        visit(child);
        return child;
      });
    };
    visit(tree);
  };
}
// MDX's own nodes have no HTML: expressions and ESM go, a component leaves its children.
function dropMdx() {
  const walk = (node) => {
    if (!node.children) return;
    node.children = node.children.flatMap((c) => {
      if (c.type === 'mdxjsEsm' || c.type === 'mdxFlowExpression' || c.type === 'mdxTextExpression') return [];
      walk(c);
      return c.type === 'mdxJsxFlowElement' || c.type === 'mdxJsxTextElement' ? c.children : [c];
    });
  };
  return walk;
}
let processor = unified().use(remarkParse).use(remarkFrontmatter);
if (STACK) processor = processor.use(remarkMdx).use(remarkGfm).use(dropMdx);
processor = processor.use(remarkRehype).use(shiki).use(rehypeStringify);
const index = STACK ? (await pagefind.createIndex({})).index : undefined;
for (const file of files) {
  const text = await readFile(join(root, file), 'utf8');
  for (const m of text.matchAll(/^\x60\x60\x60(\w+)/gm)) {
    if (!loaded.has(m[1])) { try { await highlighter.loadLanguage(m[1]); loaded.add(m[1]); } catch { loaded.add('!' + m[1]); } }
  }
  let html;
  try {
    html = String(await processor.process(text));
  } catch {
    // A page MDX refuses (docwright reports it and goes on): left out here.
    failed++;
    continue;
  }
  const page = file.replace(/\.mdx?$/, '.html');
  const target = join(out, page);
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, html);
  if (index) await index.addHTMLFile({ url: '/' + page, content: '<html><body>' + html + '</body></html>' });
}
if (index) {
  await index.writeFiles({ outputPath: join(out, 'pagefind') });
  await pagefind.close();
}
const usage = process.resourceUsage();
process.stderr.write(JSON.stringify({ maxRss: usage.maxRSS, cpuMs: (usage.userCPUTime + usage.systemCPUTime) / 1000, failed }) + '\n');
`;

const DOCWRIGHT = String.raw`
const { main } = await import(process.argv[2]);
// V8 set up as the \`docwright\` binary sets it for \`build\` (an older CLI without it runs as it is).
const tiers = await import(new URL('v8-tiers.js', new URL(process.argv[2], 'file://')).href).catch(() => ({}));
if (typeof tiers.tuneV8 === 'function') tiers.tuneV8(process.execArgv, 'build');
const [root, out, cache] = process.argv.slice(3);
const args = ['build', root, '--out', out];
if (cache === 'none') args.push('--no-cache');
let text = '';
const code = await main(args, { cwd: process.cwd(), env: { CI: '1' }, stdout: { write: (t) => (text += t) }, stderr: { write: () => true } });
const usage = process.resourceUsage();
process.stderr.write(JSON.stringify({ maxRss: usage.maxRSS, cpuMs: (usage.userCPUTime + usage.systemCPUTime) / 1000, code, summary: text.trim() }) + '\n');
`;

const TICK = 100; // clock ticks per second in /proc/<pid>/stat on Linux

/** Every process's parent and CPU time (ms) from /proc; undefined where there is no /proc. */
function processTable() {
  if (!existsSync('/proc/self/stat')) return undefined;
  const table = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      table.set(Number(name), { ppid: Number(fields[1]), cpuMs: ((Number(fields[11]) + Number(fields[12])) * 1000) / TICK });
    } catch {
      // gone meanwhile
    }
  }
  return table;
}

/** A process's peak resident memory in KB (`VmHWM` in /proc), 0 when it is gone. */
function peakKb(pid) {
  try {
    return Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Each descendant of `pid` (not `pid` itself) with the most CPU seen for it: `seen` is updated; `peaks` (when given) with each one's peak memory in KB. */
function sampleDescendants(pid, seen, peaks) {
  const table = processTable();
  if (!table) return false;
  const family = new Set([pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [child, { ppid }] of table) {
      if (family.has(ppid) && !family.has(child)) {
        family.add(child);
        grew = true;
      }
    }
  }
  for (const member of family) {
    if (member === pid) continue;
    seen.set(member, Math.max(seen.get(member) ?? 0, table.get(member)?.cpuMs ?? 0));
    if (peaks) peaks.set(member, Math.max(peaks.get(member) ?? 0, peakKb(member)));
  }
  return true;
}

// Each script runs as a file beside this one (not `node -e`): its imports resolve from the
// repository's node_modules, process.argv has the usual shape, and the render worker threads
// do not inherit an `--input-type` flag that only string input accepts.
async function run(script, args) {
  const file = join(repo, 'bench', `.run-${process.pid}.mjs`);
  writeFileSync(file, script);
  try {
    return await runFile(file, args);
  } finally {
    rmSync(file, { force: true });
  }
}

/** One node process on `file`: wall time, CPU (its own from its last stderr line, else 0, plus its descendants' from /proc) and peak memory. */
async function runFile(file, args) {
  const started = process.hrtime.bigint();
  const child = spawn(process.execPath, [file, ...args], { cwd: repo, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (t) => (stderr += t));
  const seen = new Map();
  const peaks = new Map();
  let sampled = true;
  const timer = setInterval(() => (sampled = sampleDescendants(child.pid, seen, peaks) && sampled), 50);
  await new Promise((done) => child.on('close', done));
  clearInterval(timer);
  const wall = Number(process.hrtime.bigint() - started) / 1e9;
  const last = stderr.trim().split('\n').pop() ?? '{}';
  let info = {};
  try {
    info = JSON.parse(last);
  } catch {
    info = { error: stderr.slice(-500) };
  }
  const children = sampled ? [...seen.values()].reduce((a, b) => a + b, 0) / 1000 : NaN;
  // The largest descendant's peak (Pagefind's process), which the child's own maximum leaves out.
  const childMb = Math.round(Math.max(0, ...peaks.values()) / 1024);
  return { wall, cpu: (info.cpuMs ?? NaN) / 1000 + children, children, mb: Math.round((info.maxRss ?? 0) / 1024), childMb, ...info };
}

const cell = (r) => `${r.wall.toFixed(1).padStart(6)} s wall ${r.cpu.toFixed(1).padStart(6)} s CPU${r.children > 0 ? ` (${r.children.toFixed(1)} s children)` : ''} ${String(r.mb).padStart(5)} MB`;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * The three runs on one project, and the CPU ratios against both floors. `BENCH_PAIRS=<n>` (default 1)
 * then runs the stack floor and docwright n - 1 more times, alternating which goes first, and prints
 * each pair's ratio and their median: one run's stack floor moved from 19.9 to 23.7 s of CPU between
 * two quiet sessions on the same code, so a single ratio is not a settled figure.
 */
async function compare(label, root, out, cache) {
  const floor = await run(floorScript(false), [root, join(out, 'floor')]);
  const stack = await run(floorScript(true), [root, join(out, 'stack')]);
  const cold = await run(DOCWRIGHT, [cli, root, join(out, 'site'), cache]);
  console.log(`-- ${label} (load average ${loadavg()[0].toFixed(1)})`);
  const left = (r) => (r.failed > 0 ? `, ${r.failed} pages it cannot parse left out` : '');
  console.log(`floor        ${cell(floor)}${left(floor)}`);
  console.log(`stack floor  ${cell(stack)}  = ${(stack.cpu / floor.cpu).toFixed(2)}x the floor's CPU${left(stack)}`);
  console.log(`docwright    ${cell(cold)}  = ${(cold.cpu / floor.cpu).toFixed(2)}x the floor's CPU, ${(cold.cpu / stack.cpu).toFixed(2)}x the stack floor's${cold.code === 0 ? '' : `  exit ${cold.code}: ${cold.summary ?? cold.error}`}`);
  const pairs = Math.max(1, Math.floor(Number(process.env.BENCH_PAIRS ?? 1)) || 1);
  if (pairs > 1) {
    const ratios = [cold.cpu / stack.cpu];
    // Cold again: the first run left its page cache in the project (`fresh`), which a repeat must not reuse.
    const again = () => {
      if (cache === 'fresh') rmSync(join(root, '.docwright-cache'), { recursive: true, force: true });
      return run(DOCWRIGHT, [cli, root, join(out, 'site'), cache]);
    };
    for (let i = 1; i < pairs; i++) {
      const stackFirst = i % 2 === 0;
      const a = stackFirst ? await run(floorScript(true), [root, join(out, 'stack')]) : await again();
      const b = stackFirst ? await again() : await run(floorScript(true), [root, join(out, 'stack')]);
      const [s, d] = stackFirst ? [a, b] : [b, a];
      ratios.push(d.cpu / s.cpu);
      console.log(`  pair ${i + 1} (${stackFirst ? 'stack floor first' : 'docwright first'}, load ${loadavg()[0].toFixed(1)}): stack floor ${s.cpu.toFixed(1)} s CPU, docwright ${d.cpu.toFixed(1)} s = ${(d.cpu / s.cpu).toFixed(2)}x`);
    }
    console.log(`docwright / stack floor, CPU: median ${median(ratios).toFixed(2)}x of ${pairs} pairs (${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)}); target <= 1.2`);
  }
  return cold;
}

/**
 * The generators users would pick instead (issue 51): never docwright's dependencies. The two on
 * Astro build the same generated pages side by side in `npm run bench -- site` from a folder
 * prepared outside the repository, named by an environment variable (bench/README.md); the
 * others are not run by a bench yet (their figures in bench/README.md were measured by hand).
 */
const RIVALS = [
  { name: 'Mintlify on Astro', env: 'DOCWRIGHT_BENCH_MINTLIFY_ASTRO' },
  { name: 'Astro Starlight', env: 'DOCWRIGHT_BENCH_STARLIGHT' },
  { name: 'Docusaurus' },
  { name: 'Rspress' },
];

/** Where each rival is measured, or why it is not, printed once. */
function rivals() {
  for (const rival of RIVALS) {
    if (!rival.env) console.log(`${rival.name}: not run by a bench (measured by hand: bench/README.md, "Starlight side by side")`);
    else if (!process.env[rival.env]) console.log(`${rival.name}: skipped, \`${rival.env}\` unset (a prepared folder outside the repository, never a dependency: bench/README.md); \`npm run bench -- site\` runs it beside docwright`);
    else console.log(`${rival.name}: \`npm run bench -- site\` builds the same pages with it (\`${rival.env}\`=${process.env[rival.env]})`);
  }
}

// The CLI as a user runs it, with its own V8 set-up, reporting its own CPU and peak memory on exit.
const SCALE_DRIVER = String.raw`
process.on('exit', () => {
  const usage = process.resourceUsage();
  process.stderr.write('\n' + JSON.stringify({ maxRss: usage.maxRSS, cpuMs: (usage.userCPUTime + usage.systemCPUTime) / 1000, code: process.exitCode ?? 0 }) + '\n');
});
process.argv.splice(1, 2, process.argv[2]);
await import(process.argv[1]);
`;

/** `BENCH_SCALE=<pages>`: 1,000 pages then `pages` pages, cold and `--no-cache`, CPU per page and peak memory of each, and the ratios. */
async function scale(pages) {
  const bin = join(repo, 'dist', 'src', 'cli', 'bin.js');
  const results = [];
  for (const count of [1000, pages]) {
    const root = mkdtempSync(join(tmpdir(), `docwright-scale-${count}-`));
    const out = `${root}-out`;
    try {
      generateSite(root, count);
      const before = loadavg()[0];
      const r = await run(SCALE_DRIVER, [bin, 'build', root, '--offline', '--no-cache', '--out', out]);
      results.push({ count, ...r });
      const perPage = (r.cpu / count) * 1000;
      console.log(`${String(count).padStart(6)} pages ${cell(r)} (Pagefind's process ${r.childMb} MB)  ${perPage.toFixed(1)} ms CPU a page  (load average ${before.toFixed(1)} -> ${loadavg()[0].toFixed(1)})${r.code === 0 ? '' : `  exit ${r.code}: ${r.error ?? ''}`}`);
    } finally {
      rmSync(root, { recursive: true, force: true });
      rmSync(out, { recursive: true, force: true });
    }
  }
  const [small, large] = results.map((r) => ({ ...r, perPage: r.cpu / r.count }));
  console.log(`CPU a page at ${large.count} / at ${small.count}: ${(large.perPage / small.perPage).toFixed(2)}x (target at most 1.10); peak memory ${large.mb} MB (target under 1,024 MB), Pagefind's ${large.childMb} MB`);
}

export default async function bench() {
  if (!existsSync(cli)) {
    console.log('build: run `npm run build` first (the bench runs the compiled CLI)');
    return;
  }
  if (process.env.BENCH_SCALE) {
    console.log(`${availableParallelism()} cores, node ${process.version}, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}, ${new Date().toISOString()}`);
    await scale(Number(process.env.BENCH_SCALE));
    return;
  }
  console.log(`${availableParallelism()} cores, node ${process.version}${existsSync('/proc/self/stat') ? '' : ' (no /proc: children\'s CPU not counted)'}`);
  rivals();
  const sizes = [1000, ...(process.env.BENCH_PAGES ? [Number(process.env.BENCH_PAGES)] : [])];
  for (const pages of sizes) {
    const root = mkdtempSync(join(tmpdir(), `docwright-bench-${pages}-`));
    const out = mkdtempSync(join(tmpdir(), 'docwright-bench-out-'));
    try {
      const paths = generateSite(root, pages);
      const cold = await compare(`generated ${pages} pages, cold`, root, out, 'fresh');
      appendFileSync(join(root, `${paths[0]}.mdx`), '\nOne more sentence.\n');
      const again = await run(DOCWRIGHT, [cli, root, join(out, 'site'), 'fresh']);
      console.log(`1 page changed ${cell(again)} = ${(again.wall / cold.wall).toFixed(3)} of the cold build's wall  (${again.summary ?? again.error})`);
    } finally {
      rmSync(root, { recursive: true, force: true });
      rmSync(out, { recursive: true, force: true });
    }
  }
  const corpus = join(repo, '..', 'shared', 'corpus', 'mintlify-docs');
  if (existsSync(join(corpus, 'docs.json'))) {
    const out = mkdtempSync(join(tmpdir(), 'docwright-bench-out-'));
    try {
      await compare('mintlify-docs, cold', corpus, out, 'none');
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  } else console.log('mintlify-docs: skipped (../shared/corpus/mintlify-docs is absent)');
}
