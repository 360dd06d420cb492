// `docwright dev` on generated projects of 1,000 and 5,000 pages (bench/site-pages.mjs;
// `BENCH_DEV_PAGES=2000` for one other size, up to 10,000), issue 51:
// 1. time from starting `docwright dev` to the first page served (a 200 for a page URL in
//    the middle of the site; target: under 1 s at 5,000 pages), with the CPU the dev process
//    used until then (user+sys of all its threads, from /proc: the figure that holds on a
//    loaded machine); `BENCH_DEV_BUILD=1` adds a full `docwright build` to compare with;
// 2. time from saving a page to its reload event (target: under 300 ms), against rendering
//    that one page on its own (target: at most 2x); medians over several saves.
// 3. the same save -> reload event made while the dev server works in the background: while
//    the full site loads after the provisional start, and while the first link check renders
//    every page (`BENCH_DEV_REPO=<checkout>` measures that checkout's dist/ instead of this one's).
// Beside 1., the stack floor for that page: one fresh process imports the required stack
// (remark-parse, remark-frontmatter, remark-mdx, remark-gfm, remark-rehype, shiki with its
// JavaScript engine, rehype-stringify) and renders the page with both themes: no layout, no
// sidebar, no server, no project. What the machine and the stack cost before docwright's own work.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile, readFile } from 'node:fs/promises';
import { get } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSite } from './site-pages.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));
/** Whose dist/ is measured: this checkout's, or `BENCH_DEV_REPO`'s (a base to compare with). */
const measured = process.env.BENCH_DEV_REPO || repo;
const bin = join(measured, 'dist/src/cli/bin.js');
/** Sizes measured: 1,000 and 5,000 pages unless `BENCH_DEV_PAGES` names one (1,000 to 10,000). */
const SIZES = process.env.BENCH_DEV_PAGES ? [Math.min(10000, Math.max(1000, Math.round(Number(process.env.BENCH_DEV_PAGES) || 1000)))] : [1000, 5000];

/** Write the project; returns the page measured (without `.mdx`): the one in the middle of the site. */
export async function generate(root, pages) {
  const paths = generateSite(root, pages);
  return paths[Math.floor(paths.length / 2)];
}

function fetchBody(url) {
  return new Promise((resolve, reject) => {
    get(url, (response) => {
      const chunks = [];
      response.on('data', (c) => chunks.push(c));
      response.on('end', () => resolve({ status: response.statusCode, text: Buffer.concat(chunks).toString() }));
    }).on('error', reject);
  });
}

function run(args, env = {}) {
  return spawn(process.execPath, [bin, ...args], { cwd: repo, env: { ...process.env, CI: '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
}

async function timeBuild(root, out) {
  const started = performance.now();
  const child = run(['build', root, '--out', out, '--no-cache'], { CI: '1' });
  let stderr = '';
  child.stderr.on('data', (c) => (stderr += c));
  const code = await new Promise((resolve) => child.on('exit', resolve));
  if (code !== 0 && code !== 1) throw new Error(`build exited ${code}: ${stderr.slice(0, 500)}`);
  return performance.now() - started;
}

/** User+sys seconds a process has used so far, all its threads (Linux's /proc; undefined elsewhere). */
function processCpu(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime, fields 14 and 15 of stat (11 and 12 after the name), in ticks of 1/100 s.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/** From spawning `docwright dev` to the 200 of a page: wall ms and the process's CPU seconds by then. */
async function timeFirstPage(root, target) {
  const started = performance.now();
  const dev = await startDev(root);
  const page = await fetchBody(`${dev.url}/${target}`);
  const elapsed = performance.now() - started;
  const cpu = processCpu(dev.pid);
  if (page.status !== 200) throw new Error(`first page: status ${page.status}`);
  if (!page.text.includes('<article')) throw new Error('first page: not the page');
  await dev.stop();
  return { elapsed, cpu };
}

/** The stack floor's script for one page (see the header); prints one JSON line when the page is rendered. */
const FLOOR_PAGE = String.raw`
import { readFile } from 'node:fs/promises';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import { createHighlighter } from 'shiki';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';
const text = await readFile(process.argv[2], 'utf8');
const langs = [...new Set([...text.matchAll(/^\x60\x60\x60(\w+)/gm)].map((m) => m[1]))];
const highlighter = await createHighlighter({ engine: createJavaScriptRegexEngine(), themes: ['github-light', 'github-dark'], langs: [] });
for (const lang of langs) await highlighter.loadLanguage(lang).catch(() => undefined);
const loaded = new Set(highlighter.getLoadedLanguages());
const shiki = () => (tree) => {
  const visit = (node) => {
    if (!node.children) return;
    node.children = node.children.map((child) => {
      if (child.type === 'element' && child.tagName === 'pre' && child.children[0]?.tagName === 'code') {
        const code = child.children[0];
        const lang = String((code.properties.className ?? [])[0] ?? '').replace('language-', '');
        const value = code.children.map((c) => c.value ?? '').join('');
        return highlighter.codeToHast(value, { lang: loaded.has(lang) ? lang : 'text', themes: { light: 'github-light', dark: 'github-dark' }, defaultColor: false }).children[0];
      }
      visit(child);
      return child;
    });
  };
  visit(tree);
};
// MDX's own nodes have no HTML: expressions and ESM go, a component leaves its children.
const dropMdx = () => {
  const walk = (node) => {
    if (!node.children) return;
    node.children = node.children.flatMap((c) => {
      if (c.type === 'mdxjsEsm' || c.type === 'mdxFlowExpression' || c.type === 'mdxTextExpression') return [];
      walk(c);
      return c.type === 'mdxJsxFlowElement' || c.type === 'mdxJsxTextElement' ? c.children : [c];
    });
  };
  return walk;
};
const html = String(await unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).use(remarkGfm).use(dropMdx).use(remarkRehype).use(shiki).use(rehypeStringify).process(text));
const usage = process.cpuUsage();
process.stdout.write(JSON.stringify({ bytes: html.length, cpuMs: (usage.user + usage.system) / 1000 }) + '\n');
`;

/** From spawning the stack floor's script to its page rendered: wall ms and its CPU seconds. */
async function timeFloorPage(file, page) {
  const started = performance.now();
  const child = spawn(process.execPath, [file, page], { cwd: repo, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.setEncoding('utf8').on('data', (t) => (out += t));
  child.stderr.setEncoding('utf8').on('data', (t) => (err += t));
  const code = await new Promise((resolve) => child.on('close', resolve));
  const elapsed = performance.now() - started;
  if (code !== 0) throw new Error(`stack floor exited ${code}: ${err.slice(0, 500)}`);
  const info = JSON.parse(out.trim().split('\n').pop() ?? '{}');
  if (!(info.bytes > 0)) throw new Error('stack floor: no page');
  return { elapsed, cpu: info.cpuMs / 1000 };
}

/** Three runs of the stack floor for `page` (a file beside this one, so its imports resolve from the repository). */
async function floorPage(page) {
  const file = join(repo, 'bench', `.floor-${process.pid}.mjs`);
  writeFileSync(file, FLOOR_PAGE);
  try {
    const runs = [];
    for (let i = 0; i < 3; i++) runs.push(await timeFloorPage(file, page));
    return runs;
  } finally {
    rmSync(file, { force: true });
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function range(values) {
  return `${Math.min(...values).toFixed(1)}–${Math.max(...values).toFixed(1)}`;
}

/** Reload events for one route, as the page's client receives them. */
function listen(url, route) {
  const waiters = [];
  let buffer = '';
  /** When each event came. */
  const times = [];
  const request = get(`${url}/__docwright/events?route=${encodeURIComponent(route)}`, (response) => {
    response.setEncoding('utf8');
    response.on('data', (chunk) => {
      buffer += chunk;
      let end;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (block.includes('event: reload')) {
          times.push(performance.now());
          for (const wake of waiters.splice(0)) wake();
        }
      }
    });
  });
  /** When the event of this index (0 the first) came, once it has. */
  const at = async (index) => {
    while (times.length <= index) await new Promise((resolve) => waiters.push(resolve));
    return times[index];
  };
  return { at, close: () => request.destroy(), count: () => times.length };
}

/** `docwright dev` in its own process, as a writer runs it; resolves to its URL. */
async function startDev(root) {
  const child = run(['dev', root, '--port', '0']);
  let stdout = '';
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (c) => (stderr += c));
  const url = await new Promise((resolve, reject) => {
    child.stdout.on('data', (c) => {
      stdout += c;
      const found = /(http:\/\/127\.0\.0\.1:\d+)/.exec(stdout);
      if (found) resolve(found[1]);
    });
    child.on('exit', (code) => reject(new Error(`dev exited ${code}`)));
  });
  return {
    url,
    pid: child.pid,
    stderr: () => stderr,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.on('exit', resolve));
    },
  };
}

const SAVES = 21;
/** Idle time before each save and before each render alone: both start from the same rest. */
const REST_MS = 200;

/**
 * Each round saves a new version of one open page and waits for its reload event (the
 * server renders the page before it sends the event), fetches the page, then renders the
 * same version of the same page on its own with the renderer `docwright build` uses, in
 * this process: both warm (the dev server rendered the page when it was opened, the
 * renderer here renders it once before the first round), both reading the page from disk,
 * both starting after the same rest, under the same load at nearly the same moment.
 */
async function timeSaveToReload(root, site, target) {
  const file = join(root, `${target}.mdx`);
  const original = await readFile(file, 'utf8');
  const dev = await startDev(root);
  // The writer has the page open: it was rendered once, and its event stream is connected.
  await fetchBody(`${dev.url}/${target}`);
  const events = listen(dev.url, `/${target}`);
  // A page that is not there is answered by the full site only (the provisional one that
  // answers first leaves it to that one): once it is answered, the full site is in, and the
  // page shown before is reloaded if the full site draws it otherwise; saves start after that.
  await fetchBody(`${dev.url}/no-such-page`);
  await site.render(`/${target}`);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const settled = events.count();
  const toEvent = [];
  const toPage = [];
  const renders = [];
  try {
    for (let round = 0; round < SAVES; round++) {
      const text = `Water the beds at ${round} sharp.`;
      let index = events.count();
      const version = `${original}\n${text}\n`;
      // The clock starts as the file is written (synchronously: not this process's thread pool).
      const saved = performance.now();
      writeFileSync(file, version);
      // A reload of the page drawn again by the full site, after the provisional start, may come first on a busy machine: the save's is the one with the new text.
      let at = await events.at(index);
      let page = await fetchBody(`${dev.url}/${target}`);
      while (!page.text.includes(text)) {
        if (index - settled > round + 3) throw new Error('the page did not change');
        at = await events.at(++index);
        page = await fetchBody(`${dev.url}/${target}`);
      }
      toEvent.push(at - saved);
      toPage.push(performance.now() - saved);

      await new Promise((resolve) => setTimeout(resolve, REST_MS));
      const started = performance.now();
      const alone = await site.render(`/${target}`);
      renders.push(performance.now() - started);
      if (alone?.status !== 200 || typeof alone.body !== 'string' || !alone.body.includes(text)) throw new Error('the page rendered alone is not the saved version');
      await new Promise((resolve) => setTimeout(resolve, REST_MS));
    }
    // One event per save: no save was reported twice.
    await new Promise((resolve) => setTimeout(resolve, 300));
    if (events.count() - settled < SAVES) throw new Error(`${events.count() - settled} reload events for ${SAVES} saves`);
  } finally {
    events.close();
    await dev.stop();
    await writeFile(file, original);
  }
  return { toEvent, toPage, renders };
}

/** Saves at most, in each background phase of `timeSavesDuring`. */
const BACKGROUND_SAVES = 12;

/**
 * Saves made while the server works in the background, from one start: first while the full site
 * loads (the provisional site answers; a page that is not there is answered by the full site only,
 * so its request is pending until then: a save made before it is answered counts), then while the first
 * link check renders every page (one other page links to a page that does not exist: its `link-broken`
 * line on stderr says a check ended; a save that ends after it is not counted). Each: file written -> the reload event after which the
 * page has the new text.
 */
async function timeSavesDuring(root, target, other) {
  const file = join(root, `${target}.mdx`);
  const otherFile = join(root, `${other}.mdx`);
  const original = await readFile(file, 'utf8');
  const otherOriginal = await readFile(otherFile, 'utf8');
  await writeFile(otherFile, `${otherOriginal}\nSee [the missing page](/bench-missing-page).\n`);
  const dev = await startDev(root);
  const loading = [];
  const checking = [];
  let round = 0;
  try {
    await fetchBody(`${dev.url}/${target}`);
    const events = listen(dev.url, `/${target}`);
    let fullIn = false;
    const full = fetchBody(`${dev.url}/no-such-page`).then(() => (fullIn = true));
    const checked = () => dev.stderr().includes('link-broken');
    const save = async () => {
      const text = `Water the beds at ${round++} sharp.`;
      const first = events.count();
      let index = first;
      const saved = performance.now();
      writeFileSync(file, `${original}\n${text}\n`);
      let at = await events.at(index);
      // A reload of the page drawn again once the full site is in may come first: the save's is the one with the new text.
      while (!(await fetchBody(`${dev.url}/${target}`)).text.includes(text)) {
        if (index - first > 4) throw new Error('the page did not change');
        at = await events.at(++index);
      }
      return at - saved;
    };
    while (!fullIn && loading.length < BACKGROUND_SAVES) {
      // A save made while the full site loads counts, wherever it ends.
      loading.push(await save());
      await new Promise((resolve) => setTimeout(resolve, REST_MS));
    }
    await full;
    await new Promise((resolve) => setTimeout(resolve, REST_MS));
    while (!checked() && checking.length < BACKGROUND_SAVES) {
      const took = await save();
      // One that ended after the check did is not counted: the check may have ended before it.
      if (!checked()) checking.push(took);
      await new Promise((resolve) => setTimeout(resolve, REST_MS));
    }
    events.close();
  } finally {
    await dev.stop();
    await writeFile(file, original);
    await writeFile(otherFile, otherOriginal);
  }
  return { loading, checking };
}

/**
 * For scale: a save's file event reaching another Node process and a byte coming back,
 * with no work in between. On a busy machine this is most of what a save costs beyond
 * the render.
 */
async function timeBareRoundTrip(root, target) {
  const file = join(root, `${target}.mdx`);
  const original = await readFile(file, 'utf8');
  const script = `const { watch } = require('node:fs'); const { dirname, basename } = require('node:path');
const file = process.argv[1];
watch(dirname(file), (event, name) => { if (name === basename(file)) process.stdout.write('.'); });
process.stdout.write('ready');`;
  const child = spawn(process.execPath, ['-e', script, file], { stdio: ['ignore', 'pipe', 'inherit'] });
  let wake;
  let ready;
  const started = new Promise((resolve) => (ready = resolve));
  child.stdout.on('data', (chunk) => (String(chunk).includes('ready') ? ready() : wake?.()));
  await started;
  const times = [];
  try {
    for (let round = 0; round < SAVES; round++) {
      await new Promise((resolve) => setTimeout(resolve, REST_MS));
      const seen = new Promise((resolve) => (wake = resolve));
      const saved = performance.now();
      writeFileSync(file, `${original}\nWater the beds at ${round}.\n`);
      await seen;
      times.push(performance.now() - saved);
    }
  } finally {
    child.kill('SIGTERM');
    await writeFile(file, original);
  }
  return times;
}

function verdict(met) {
  return met ? 'target met' : 'target NOT met';
}

/** One size: first page after start (3 starts), then saves to reload events. */
async function benchSize(pages) {
  const dir = await mkdtemp(join(tmpdir(), 'docwright-dev-bench-'));
  const root = join(dir, 'site');
  try {
    const paths = generateSite(root, pages);
    const target = paths[Math.floor(paths.length / 2)];
    const { createSite } = await import(join(measured, 'dist/src/render/site/site.js'));
    console.log(`${pages} pages (${availableParallelism()} cores, load average ${loadavg()[0].toFixed(1)} at start), page /${target}:`);
    const firsts = [];
    for (let i = 0; i < 3; i++) firsts.push(await timeFirstPage(root, target));
    const walls = firsts.map((f) => f.elapsed);
    const cpus = firsts.map((f) => f.cpu).filter((c) => c !== undefined);
    const first = median(walls);
    console.log(`  start -> first page (200): median ${first.toFixed(0)} ms of ${walls.length} starts (${range(walls)} ms)${cpus.length > 0 ? `; CPU of the dev process by then: median ${median(cpus).toFixed(2)} s (${cpus.map((c) => c.toFixed(2)).join(', ')})` : ''}`);
    console.log(`  target < 1 s at 5,000 pages: ${pages === 5000 ? verdict(first < 1000) : 'n/a at this size'}`);
    const floors = await floorPage(join(root, `${target}.mdx`));
    const floorWalls = floors.map((f) => f.elapsed);
    console.log(`  stack floor for that page (a fresh process: the required parser and shiki, both themes; no layout, server or project): median ${median(floorWalls).toFixed(0)} ms of ${floors.length} (${range(floorWalls)} ms), CPU median ${median(floors.map((f) => f.cpu)).toFixed(2)} s; docwright's first page = ${(first / median(floorWalls)).toFixed(2)}x it`);
    if (process.env.BENCH_DEV_BUILD === '1') {
      const build = await timeBuild(root, join(dir, 'out'));
      console.log(`  full build of ${pages} pages: ${build.toFixed(0)} ms; ratio ${(first / build).toFixed(3)}`);
    }

    const site = await createSite({ root, offline: true });
    const { toEvent, toPage, renders } = await timeSaveToReload(root, site, target);
    const ratio = median(toEvent) / median(renders);
    const paired = toEvent.map((t, i) => t / renders[i]);
    console.log(`  save -> reload event: median ${median(toEvent).toFixed(1)} ms (${range(toEvent)}) over ${SAVES} saves (target < 300 ms: ${verdict(median(toEvent) < 300)}); render of that page alone: median ${median(renders).toFixed(1)} ms (${range(renders)})`);
    console.log(`  save -> new page served: median ${median(toPage).toFixed(1)} ms (${range(toPage)})`);
    console.log(`  ratio ${ratio.toFixed(2)}x (target <= 2x): ${verdict(ratio <= 2)}; per save ${range(paired)}x`);
    const during = await timeSavesDuring(root, target, paths[1]);
    const described = (values) => (values.length > 0 ? `median ${median(values).toFixed(1)} ms (${range(values)}, ${values.length} saves)` : 'no save landed in it');
    console.log(`  save -> reload event while the full site loads (provisional start): ${described(during.loading)}; while the first link check runs: ${described(during.checking)}; beside the ${median(toEvent).toFixed(1)} ms above`);
    const bare = await timeBareRoundTrip(root, target);
    console.log(`  for scale, a file event to another process and back with no work: median ${median(bare).toFixed(1)} ms (${range(bare)})`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export default async function bench() {
  for (const pages of SIZES) await benchSize(pages);
}

if (import.meta.url === `file://${process.argv[1]}`) await bench();
