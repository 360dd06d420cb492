// `npm run bench -- render-diff`: the visible text of every page of ../shared/corpus as Mintlify's
// own published renderer shows it (bench/render-diff/mintlify-worker.mjs) against docwright's built
// page (`docwright build --offline --no-cache`, the article's `.dw-content`). Prints per project the
// pages Mintlify fails, the same, the same once typography is folded, the different, and the kinds
// of difference; writes every page's details to a JSON file (not committed). See bench/README.md.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { collectPages } from './render-diff/pages.mjs';
import { docwrightText, mintlifyText } from './render-diff/extract.mjs';
import { apiHunk, hunks } from './render-diff/compare.mjs';
import { foldTypography } from './render-diff/text.mjs';
import { hunkName, subKinds } from './render-diff/kinds.mjs';
import { markdown } from './render-diff/report.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));
const bin = join(repo, 'dist/src/cli/bin.js');
const PAGE_TIMEOUT_MS = Number(process.env.DOCWRIGHT_RENDER_DIFF_PAGE_TIMEOUT ?? 180_000);
// Worker threads rendering Mintlify's side at once (each loads the pipeline: ~0.5 GB).
const WORKERS = Math.max(1, Number(process.env.DOCWRIGHT_RENDER_DIFF_WORKERS ?? 1));
const BUILD_TIMEOUT_MS = Number(process.env.DOCWRIGHT_RENDER_DIFF_BUILD_TIMEOUT ?? 900_000);

/** The oracle's versions and this bench's Mintlify-side sources: part of every cache key. */
function oracleKey() {
  const versions = ['@mintlify/common', '@mintlify/mdx', '@mintlify/components', 'react', 'react-dom'].map((p) => {
    const path = join(repo, 'node_modules', p, 'package.json');
    return `${p}@${existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')).version : '?'}`;
  });
  const sources = ['mintlify-worker.mjs', 'mintlify-components.mjs'].map((f) => readFileSync(join(repo, 'bench/render-diff', f), 'utf8'));
  return [...versions, ...sources].join('\n');
}

/** The cache file of a project's Mintlify renders: keyed on the oracle and the project's sources. */
export function cacheFileFor(root, project, cacheDir) {
  const hash = createHash('sha256').update(oracleKey());
  for (const rel of [...project.pages, ...project.snippetFiles, ...project.legacySnippetFiles, ...project.configFiles]) {
    hash.update(`\0${rel}\0`).update(readFileSync(join(root, rel)));
  }
  return join(cacheDir, `${project.name}-${hash.digest('hex').slice(0, 16)}.json`);
}

/**
 * Every page through Mintlify's pipeline in a worker (a page over its time limit ends the
 * worker). Results are cached per project under a key of the oracle and the project's sources;
 * a run that stops part way keeps what it rendered (`.partial`) and the next run goes on from there.
 */
async function renderMintlify(root, project, cacheDir) {
  const cacheFile = cacheFileFor(root, project, cacheDir);
  if (existsSync(cacheFile)) return { results: JSON.parse(readFileSync(cacheFile, 'utf8')), cached: true };
  mkdirSync(cacheDir, { recursive: true });
  const partial = `${cacheFile}.partial`;
  const results = existsSync(partial) ? JSON.parse(readFileSync(partial, 'utf8')) : {};
  const queue = project.pages.filter((rel) => !(rel in results));
  const save = () => writeFileSync(partial, JSON.stringify(results));
  // @mintlify/mdx's twoslash keeps a cache in `.next/cache` under the working folder: the cache folder's, not the checkout's.
  const cwd = process.cwd();
  process.chdir(cacheDir);
  try {
    while (queue.length > 0) await Promise.all(Array.from({ length: WORKERS }, () => runWorker(root, project, queue, results, save)));
  } finally {
    process.chdir(cwd);
  }
  writeFileSync(cacheFile, JSON.stringify(results));
  rmSync(partial, { force: true });
  return { results, cached: false };
}

/** One worker over the queue until it is empty or a page times out (that page fails, the rest wait). */
function runWorker(root, project, queue, results, save) {
  return new Promise((resolve) => {
    const worker = new Worker(new URL('./render-diff/mintlify-worker.mjs', import.meta.url), {
      workerData: { root, snippetFiles: project.snippetFiles, legacySnippetFiles: project.legacySnippetFiles, variables: project.variables },
      stdout: true,
      stderr: true,
    });
    worker.stdout.resume();
    worker.stderr.resume();
    let current;
    let timer;
    const next = () => {
      clearTimeout(timer);
      current = queue.shift();
      if (current === undefined) {
        void worker.terminate().then(() => resolve());
        return;
      }
      timer = setTimeout(() => {
        results[current] = { status: 'fail', stage: 'timeout', error: `no result in ${PAGE_TIMEOUT_MS / 1000} s` };
        void worker.terminate().then(() => resolve());
      }, PAGE_TIMEOUT_MS);
      worker.postMessage(current);
    };
    worker.on('message', (m) => {
      if (!m.ready) {
        results[m.rel] = m;
        const done = Object.keys(results).length;
        if (done % 50 === 0) {
          save();
          process.stderr.write(`  ${project.name}: ${done}/${project.pages.length} pages through Mintlify's pipeline\n`);
        }
      }
      next();
    });
    worker.on('error', (error) => {
      clearTimeout(timer);
      if (current !== undefined) results[current] = { status: 'fail', stage: 'worker', error: String(error) };
      resolve();
    });
  });
}

/** `docwright build` of the project into `out`; its summary line, or why it failed. */
function buildDocwright(root, out) {
  const started = Date.now();
  const run = spawnSync(process.execPath, [bin, 'build', root, '--offline', '--no-cache', '--out', out], {
    encoding: 'utf8',
    timeout: BUILD_TIMEOUT_MS,
    maxBuffer: 256 * 1024 * 1024,
  });
  const lines = `${run.stdout}${run.stderr}`.trim().split('\n');
  return { code: run.status, seconds: (Date.now() - started) / 1000, summary: lines.filter((l) => l.startsWith('Built')).pop() ?? lines.slice(-3).join(' ') };
}

/** The HTML file docwright wrote for a page file, if any. */
function docwrightHtml(out, rel) {
  const route = rel.replace(/\.mdx?$/i, '');
  const candidates = [`${route}.html`, `${route}/index.html`];
  if (route === 'index' || route.endsWith('/index')) candidates.push(`${route.replace(/\/?index$/, '')}.html`);
  return candidates.map((c) => join(out, c)).find((p) => existsSync(p));
}

/** One page compared: its status, kinds and hunks. */
function comparePage(rel, m, htmlPath, apiPage) {
  if (m === undefined) return { page: rel, status: 'not-rendered' };
  if (m.status !== 'ok') return { page: rel, status: 'mintlify-fails', stage: m.stage, error: m.error };
  if (!htmlPath) return { page: rel, status: 'docwright-missing', mintlify: mintlifyText(m.html).text.slice(0, 300) };
  const mint = mintlifyText(m.html);
  const dw = docwrightText(readFileSync(htmlPath, 'utf8'));
  // App-only components (text.mjs `APP_ONLY`) whose text was left out on either side.
  const appOnly = mint.appOnly + dw.appOnly;
  if (mint.text === dw.text) return { page: rel, status: 'same', appOnly, unmapped: m.unmapped };
  const all = hunks(mint, dw);
  const list = apiPage ? all.map(apiHunk).filter(Boolean) : all;
  if (list.length === 0) return { page: rel, status: 'same', apiPage, appOnly, unmapped: m.unmapped };
  const kinds = new Set(list.map((h) => h.kind));
  const folded = list.every((h) => h.kind === 'typography');
  const detail = subKinds(list);
  return {
    page: rel,
    status: 'differs',
    apiPage,
    typographyFolded: folded,
    appOnly,
    kinds: [...kinds].sort(),
    subKinds: detail,
    unmapped: m.unmapped,
    hunks: list.slice(0, 40).map((h) => ({ ...h, name: hunkName(h), mint: h.mint.slice(0, 400), dw: h.dw.slice(0, 400) })),
  };
}

/** Counts of one project's pages by status and by kind. */
function summarise(name, pages) {
  const count = (f) => pages.filter(f).length;
  const kinds = {};
  for (const p of pages.filter((x) => x.status === 'differs')) {
    for (const k of [...p.kinds.map((x) => `text: ${x}`), ...p.subKinds]) kinds[k] = (kinds[k] ?? 0) + 1;
  }
  const rendered = count((p) => p.status === 'same' || p.status === 'differs');
  return {
    project: name,
    pages: pages.length,
    mintlifyFails: count((p) => p.status === 'mintlify-fails'),
    docwrightMissing: count((p) => p.status === 'docwright-missing'),
    compared: rendered,
    same: count((p) => p.status === 'same'),
    sameTypographyFolded: count((p) => p.status === 'same' || p.typographyFolded),
    differs: count((p) => p.status === 'differs'),
    appOnly: count((p) => (p.status === 'same' || p.status === 'differs') && p.appOnly > 0),
    kinds,
  };
}

const pct = (n, d) => (d === 0 ? '-' : `${((100 * n) / d).toFixed(1)}%`);

/** The summary table and the kinds, on stdout. */
function printSummary(rows) {
  console.log('\n| project | pages | Mintlify fails | docwright builds no page | compared | same text | same, typography folded | differ | compared without app-only parts |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  const total = { project: 'all', pages: 0, mintlifyFails: 0, docwrightMissing: 0, compared: 0, same: 0, sameTypographyFolded: 0, differs: 0, appOnly: 0, kinds: {} };
  for (const r of rows) {
    for (const k of ['pages', 'mintlifyFails', 'docwrightMissing', 'compared', 'same', 'sameTypographyFolded', 'differs', 'appOnly']) total[k] += r[k];
    for (const [k, v] of Object.entries(r.kinds)) total.kinds[k] = (total.kinds[k] ?? 0) + v;
  }
  for (const r of [...rows, total]) {
    console.log(`| ${r.project} | ${r.pages} | ${r.mintlifyFails} | ${r.docwrightMissing} | ${r.compared} | ${r.same} (${pct(r.same, r.compared)}) | ${r.sameTypographyFolded} (${pct(r.sameTypographyFolded, r.compared)}) | ${r.differs} | ${r.appOnly} |`);
  }
  console.log('\nkinds of difference (pages with at least one hunk of the kind):');
  for (const [k, v] of Object.entries(total.kinds).sort((a, b) => b[1] - a[1])) {
    console.log(`  ${String(v).padStart(5)}  ${k}  (${rows.map((r) => `${r.project} ${r.kinds[k] ?? 0}`).join(', ')})`);
  }
  return total;
}

export default async function bench() {
  // ../shared/corpus beside the checkout (a worktree one level deeper finds it one more level up).
  const corpus =
    process.env.DOCWRIGHT_RENDER_DIFF_CORPUS ??
    [join(repo, '..', 'shared', 'corpus'), join(repo, '..', '..', 'shared', 'corpus')].find((p) => existsSync(p)) ??
    join(repo, '..', 'shared', 'corpus');
  if (!existsSync(corpus)) {
    console.log(`render-diff: skipped, ${corpus} is absent (set DOCWRIGHT_RENDER_DIFF_CORPUS)`);
    return;
  }
  if (!existsSync(bin)) {
    console.log('render-diff: skipped, run `npm run build` first');
    return;
  }
  const outDir = process.env.DOCWRIGHT_RENDER_DIFF_OUT ?? join(tmpdir(), 'docwright-render-diff');
  const only = process.env.DOCWRIGHT_RENDER_DIFF_PROJECTS?.split(',');
  const names = readdirSync(corpus, { withFileTypes: true })
    .filter((d) => d.isDirectory() && (existsSync(join(corpus, d.name, 'docs.json')) || existsSync(join(corpus, d.name, 'mint.json'))))
    .map((d) => d.name)
    .filter((n) => !only || only.includes(n))
    .sort();
  const rows = [];
  const details = {};
  for (const name of names) {
    const root = join(corpus, name);
    const project = await collectPages(root, name);
    const out = join(outDir, 'site', name);
    // DOCWRIGHT_RENDER_DIFF_REUSE=1: compare against the site an earlier run built (no build).
    const build = process.env.DOCWRIGHT_RENDER_DIFF_REUSE === '1' && existsSync(out) ? { code: 0, seconds: 0, summary: 'reused' } : buildDocwright(root, out);
    const started = Date.now();
    const { results, cached } = await renderMintlify(root, project, join(outDir, 'mintlify-cache'));
    const seconds = (Date.now() - started) / 1000;
    console.log(`${name}: ${project.pages.length} pages; docwright build ${build.seconds.toFixed(1)} s (exit ${build.code}: ${build.summary}); Mintlify render ${cached ? 'from the cache' : `${seconds.toFixed(1)} s`}`);
    const pages = project.pages.map((rel) => comparePage(rel, results[rel], docwrightHtml(out, rel), project.apiPages.has(rel)));
    rows.push(summarise(name, pages));
    details[name] = { build, pages };
  }
  const total = printSummary(rows);
  const file = join(outDir, 'render-diff.json');
  const report = { measured: new Date().toISOString(), rows, total, details };
  writeFileSync(file, JSON.stringify(report, null, 1));
  writeFileSync(join(outDir, 'render-diff.md'), markdown(report));
  console.log(`\nper-page details: ${file}; kinds with examples and Mintlify's failures: ${join(outDir, 'render-diff.md')}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await bench();
