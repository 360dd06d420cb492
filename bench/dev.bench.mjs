// `docwright dev` on a generated 1,000-page project (`BENCH_DEV_PAGES=5000` for another size, up to 10,000):
// 1. time from starting `docwright dev` to the first page served, against a full
//    `docwright build` of the same project (target: at most 0.3);
// 2. time from saving a page to the reload event, against rendering that one page on
//    its own (target: at most 2x); medians over several saves.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { mkdtemp, mkdir, rm, writeFile, readFile } from 'node:fs/promises';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('..', import.meta.url));
const bin = join(repo, 'dist/src/cli/bin.js');
const PER_GROUP = 50;
/** Pages generated: 1,000 unless `BENCH_DEV_PAGES` says otherwise (a multiple of 50, from 1,000 to 10,000: page names have four digits). */
const PAGES = Math.min(10000, Math.max(1000, Math.round((Number(process.env.BENCH_DEV_PAGES) || 1000) / PER_GROUP) * PER_GROUP));
const TARGET_PAGE = 'pages/p0500';

function pageText(i, extra = '') {
  const para = `Page ${i} explains how the greenhouse keeps plants healthy. Water in the morning, keep the soil loose, and check the leaves for spots every week. `;
  return `---
title: Page ${i}
description: Generated page number ${i} for the dev server benchmark
---

${para.repeat(6)}${extra}

## Setup

${para.repeat(4)}

\`\`\`bash
npm install greenhouse-${i}
greenhouse init --plants ${i}
\`\`\`

<Note>
  ${para}
</Note>

## Usage

${para.repeat(4)}

\`\`\`ts
import { Greenhouse } from 'greenhouse';
const house = new Greenhouse({ id: ${i} });
await house.water({ litres: ${i % 7} });
\`\`\`
`;
}

export async function generate(root) {
  await mkdir(join(root, 'pages'), { recursive: true });
  const groups = [];
  for (let g = 0; g < PAGES / PER_GROUP; g++) {
    const pages = [];
    for (let i = g * PER_GROUP; i < (g + 1) * PER_GROUP; i++) pages.push(`pages/p${String(i).padStart(4, '0')}`);
    groups.push({ group: `Group ${g + 1}`, pages });
  }
  groups[0].pages.unshift('index');
  await writeFile(join(root, 'docs.json'), JSON.stringify({ theme: 'mint', name: 'Bench', colors: { primary: '#16A34A' }, navigation: { groups } }, null, 2));
  await writeFile(join(root, 'index.mdx'), pageText('home'));
  for (let i = 0; i < PAGES; i++) await writeFile(join(root, 'pages', `p${String(i).padStart(4, '0')}.mdx`), pageText(i));
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

async function timeFirstPage(root) {
  const started = performance.now();
  const dev = await startDev(root);
  const page = await fetchBody(`${dev.url}/${TARGET_PAGE}`);
  const elapsed = performance.now() - started;
  if (page.status !== 200) throw new Error(`first page: status ${page.status}`);
  await dev.stop();
  return elapsed;
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
  let count = 0;
  const request = get(`${url}/__docwright/events?route=${encodeURIComponent(route)}`, (response) => {
    response.setEncoding('utf8');
    response.on('data', (chunk) => {
      buffer += chunk;
      let end;
      while ((end = buffer.indexOf('\n\n')) !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (block.includes('event: reload')) {
          count++;
          for (const wake of waiters.splice(0)) wake(performance.now());
        }
      }
    });
  });
  return { next: () => new Promise((resolve) => waiters.push(resolve)), close: () => request.destroy(), count: () => count };
}

/** `docwright dev` in its own process, as a writer runs it; resolves to its URL. */
async function startDev(root) {
  const child = run(['dev', root, '--port', '0']);
  let stdout = '';
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
async function timeSaveToReload(root, site) {
  const file = join(root, `${TARGET_PAGE}.mdx`);
  const original = await readFile(file, 'utf8');
  const dev = await startDev(root);
  // The writer has the page open: it was rendered once, and its event stream is connected.
  await fetchBody(`${dev.url}/${TARGET_PAGE}`);
  const events = listen(dev.url, `/${TARGET_PAGE}`);
  await site.render(`/${TARGET_PAGE}`);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const toEvent = [];
  const toPage = [];
  const renders = [];
  try {
    for (let round = 0; round < SAVES; round++) {
      const text = `Water at ${round} o'clock`;
      const next = events.next();
      const version = original.replace('Water in the morning', text);
      // The clock starts as the file is written (synchronously: not this process's thread pool).
      const saved = performance.now();
      writeFileSync(file, version);
      const at = await next;
      toEvent.push(at - saved);
      const page = await fetchBody(`${dev.url}/${TARGET_PAGE}`);
      toPage.push(performance.now() - saved);
      if (!page.text.includes(text)) throw new Error('the page did not change');

      await new Promise((resolve) => setTimeout(resolve, REST_MS));
      const started = performance.now();
      const alone = await site.render(`/${TARGET_PAGE}`);
      renders.push(performance.now() - started);
      if (alone?.status !== 200 || typeof alone.body !== 'string' || !alone.body.includes(text)) throw new Error('the page rendered alone is not the saved version');
      await new Promise((resolve) => setTimeout(resolve, REST_MS));
    }
    // One event per save: no save was reported twice.
    await new Promise((resolve) => setTimeout(resolve, 300));
    if (events.count() !== SAVES) throw new Error(`${events.count()} reload events for ${SAVES} saves`);
  } finally {
    events.close();
    await dev.stop();
    await writeFile(file, original);
  }
  return { toEvent, toPage, renders };
}

/**
 * For scale: a save's file event reaching another Node process and a byte coming back,
 * with no work in between. On a busy machine this is most of what a save costs beyond
 * the render.
 */
async function timeBareRoundTrip(root) {
  const file = join(root, `${TARGET_PAGE}.mdx`);
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
      writeFileSync(file, original.replace('Water in the morning', `Water at ${round}`));
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

export default async function bench() {
  const dir = await mkdtemp(join(tmpdir(), 'docwright-dev-bench-'));
  const root = join(dir, 'site');
  try {
    await generate(root);
    const { createSite } = await import(join(repo, 'dist/src/render/site/site.js'));

    const build = await timeBuild(root, join(dir, 'out'));
    const firsts = [await timeFirstPage(root), await timeFirstPage(root), await timeFirstPage(root)];
    const first = median(firsts);
    console.log(`first page served after start: median ${first.toFixed(0)} ms of ${firsts.length} starts (${range(firsts)} ms); full build of ${PAGES} pages: ${build.toFixed(0)} ms`);
    console.log(`  ratio ${(first / build).toFixed(3)} (target <= 0.3): ${verdict(first / build <= 0.3)}`);

    const site = await createSite({ root, offline: true });
    const { toEvent, toPage, renders } = await timeSaveToReload(root, site);
    const ratio = median(toEvent) / median(renders);
    const paired = toEvent.map((t, i) => t / renders[i]);
    console.log(`save -> reload event: median ${median(toEvent).toFixed(1)} ms (${range(toEvent)}) over ${SAVES} saves; render of that page alone: median ${median(renders).toFixed(1)} ms (${range(renders)})`);
    console.log(`  save -> new page served: median ${median(toPage).toFixed(1)} ms (${range(toPage)})`);
    console.log(`  ratio ${ratio.toFixed(2)}x (target <= 2x): ${verdict(ratio <= 2)}; per save ${range(paired)}x`);
    const bare = await timeBareRoundTrip(root);
    console.log(`  for scale, a file event to another process and back with no work: median ${median(bare).toFixed(1)} ms (${range(bare)})`);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await bench();
