// `docwright build` on generated projects of 1,000 and 5,000 pages (bench/site-pages.mjs,
// issues 29 and 33): the cold build's wall time, CPU time (with Pagefind's process) and peak
// memory, the median built page and the whole output in bytes, then a rebuild with nothing
// changed, one with one page edited and one with that page's title changed (the cache on, as
// a user runs it), each edit with the number of page files it wrote again.
// `BENCH_SITE_PAGES=1000` (default `1000,5000`) picks the sizes; `BENCH_SITE_CLI` runs
// another build of the CLI (a `dist/src/cli/main.js`), e.g. an older one, side by side.
// `DOCWRIGHT_BENCH_STARLIGHT=<folder>`: a prepared Astro Starlight project (its own
// package.json and astro.config.mjs, `npm install`ed; see bench/README.md) builds the same
// pages right after docwright's cold build, for a side by side in the same window; skipped
// with the reason when `astro` or `@astrojs/starlight` is not installed in that folder.
// Astro 7 needs Node 22.12 or later: `DOCWRIGHT_BENCH_STARLIGHT_NODE` names that node when the
// bench itself runs on Node 20.
// Starlight is never a dependency of docwright.
// `DOCWRIGHT_BENCH_MINTLIFY_ASTRO=<folder>`: a folder with Mintlify's own open-source route
// installed (`@mintlify/astro` with `@mintlify/components` on Astro 5; bench/README.md): the bench
// writes its Astro files there (the integration, a content collection over the pages it syncs and
// one page route drawing the sidebar, tabs and footer from docs.json with `@mintlify/astro`'s
// helpers), puts the generated project (docs.json, pages, image) in its `docs/` and runs
// `astro build`, right after docwright's cold build; skipped with the reason otherwise. Never a
// dependency of docwright.
import { spawnSync } from 'node:child_process';
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSite } from './site-pages.mjs';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');

const DRIVER = String.raw`
const { main } = await import(process.argv[2]);
// V8 set up as the \`docwright\` binary sets it for \`build\` (an older CLI without it runs as it is).
const tiers = await import(new URL('v8-tiers.js', new URL(process.argv[2], 'file://')).href).catch(() => ({}));
if (typeof tiers.tuneV8 === 'function') tiers.tuneV8(process.execArgv, 'build');
const [root, out] = process.argv.slice(3);
let text = '';
const code = await main(['build', root, '--out', out], { cwd: process.cwd(), env: { CI: '1' }, stdout: { write: (t) => (text += t) }, stderr: { write: (t) => (text += t) } });
process.stderr.write(JSON.stringify({ maxRss: process.resourceUsage().maxRSS, code, summary: text.trim().split('\n').pop() }) + '\n');
`;

const TIME = '/usr/bin/time';

/** One build in a child process: wall time here, CPU time of the child and its children (GNU time, when present), peak memory of the build's own process. */
/** Each page's HTML file in the output (not the site's own under `_docwright/`) by its inode. */
function pageInodes(out, rel = '', found = new Map()) {
  for (const entry of readdirSync(join(out, rel), { withFileTypes: true })) {
    const path = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory() && path !== '_docwright' && path !== 'pagefind') pageInodes(out, path, found);
    else if (entry.isFile() && entry.name.endsWith('.html')) found.set(path, statSync(join(out, path)).ino);
  }
  return found;
}

/** How many of the page files of `before` a rebuild wrote again (a new inode; an unchanged page is a hard link to the earlier one). */
function rewritten(out, before) {
  let count = 0;
  for (const [path, ino] of pageInodes(out)) if (before.get(path) !== ino) count++;
  return count;
}

function build(cli, root, out) {
  const file = join(repo, 'bench', `.site-${process.pid}.mjs`);
  writeFileSync(file, DRIVER);
  const timed = existsSync(TIME);
  const argv = timed ? [TIME, '-f', '__time %U %S %M', process.execPath, file, cli, root, out] : [process.execPath, file, cli, root, out];
  const started = process.hrtime.bigint();
  const child = spawnSync(argv[0], argv.slice(1), { cwd: repo, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const wall = Number(process.hrtime.bigint() - started) / 1e9;
  rmSync(file, { force: true });
  const lines = child.stderr.trim().split('\n');
  const time = lines.find((l) => l.startsWith('__time '));
  let info = {};
  try {
    info = JSON.parse(lines.filter((l) => l.startsWith('{')).pop() ?? '{}');
  } catch {
    info = {};
  }
  if (info.code === undefined) info.error = child.stderr.slice(-800);
  const [user, sys] = time ? time.split(' ').slice(1, 3).map(Number) : [NaN, NaN];
  return { wall, cpu: user + sys, sys, mb: Math.round((info.maxRss ?? 0) / 1024), code: info.code, summary: info.summary ?? info.error };
}

/** The folder of package `name` as node would find it from `dir`, or undefined (some packages, e.g. `@astrojs/starlight`, export no `package.json`: each is found by its folder). */
function installedIn(dir, name) {
  const paths = createRequire(join(dir, 'package.json')).resolve.paths(name) ?? [];
  return paths.map((p) => join(p, name)).find((p) => existsSync(join(p, 'package.json')));
}

/** The prepared Starlight project, or undefined after printing why it is skipped. */
function starlightProject() {
  const dir = process.env.DOCWRIGHT_BENCH_STARLIGHT;
  if (!dir) {
    console.log('starlight: skipped, set DOCWRIGHT_BENCH_STARLIGHT to a prepared Starlight project (bench/README.md)');
    return undefined;
  }
  const found = (name) => installedIn(dir, name);
  for (const name of ['astro', '@astrojs/starlight']) {
    if (found(name) === undefined) {
      console.log(`starlight: skipped, \`${name}\` is not installed in ${dir} (run \`npm install\` there)`);
      return undefined;
    }
  }
  const read = (name) => JSON.parse(readFileSync(join(found(name), 'package.json'), 'utf8'));
  const node = process.env.DOCWRIGHT_BENCH_STARLIGHT_NODE ?? process.execPath;
  return { dir, node, astro: join(found('astro'), read('astro').bin.astro), version: read('@astrojs/starlight').version };
}

/** The generated pages (and their image) as the Starlight project's content, then `astro build`: wall, CPU (GNU time) and peak memory. */
function starlightBuild(project, root, paths) {
  return astroBuild(project, () => {
    const docs = join(project.dir, 'src', 'content', 'docs');
    rmSync(docs, { recursive: true, force: true });
    for (const path of paths) {
      mkdirSync(join(docs, dirname(path)), { recursive: true });
      cpSync(join(root, `${path}.mdx`), join(docs, `${path}.mdx`));
    }
    cpSync(join(root, 'images'), join(project.dir, 'public', 'images'), { recursive: true });
  });
}

/** The Astro files of the Mintlify route's project: what its README asks a user to write, with a layout from `@mintlify/astro/helpers`. */
const MINTLIFY_ASTRO_FILES = {
  'astro.config.mjs': `import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import { mintlify } from '@mintlify/astro';
export default defineConfig({ integrations: [mintlify({ docsDir: './docs' }), react(), mdx()] });
`,
  'src/content.config.ts': `import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
export const collections = { docs: defineCollection({ loader: glob({ pattern: '**/*.mdx', base: './.mintlify/docs' }) }) };
`,
  'src/pages/[...slug].astro': `---
import { readFileSync } from 'node:fs';
import { getCollection, render } from 'astro:content';
import { components } from '@mintlify/astro/components';
import { resolvePageData, isNavGroup } from '@mintlify/astro/helpers';
export async function getStaticPaths() {
  const pages = await getCollection('docs');
  return pages.map((entry) => ({ params: { slug: entry.id === 'index' ? undefined : entry.id }, props: { entry } }));
}
const { entry } = Astro.props;
const config = JSON.parse(readFileSync('docs/docs.json', 'utf8'));
const all = await getCollection('docs');
const titleMap = Object.fromEntries(all.map((e) => [e.id, e.data.title ?? e.id]));
const data = resolvePageData(config, { currentPath: '/' + entry.id, titleMap });
const { Content } = await render(entry);
function flat(entries) { return entries.flatMap((e) => (isNavGroup(e) ? [{ group: e.group }, ...flat(e.pages)] : [e])); }
const side = flat(data.sidebarEntries);
---
<html lang="en"><head><meta charset="utf-8" /><title>{entry.data.title}</title><meta name="description" content={entry.data.description} /></head>
<body>
<header>{data.tabs?.map((t) => <a href={t.href} class={t.isActive ? 'active' : ''}>{t.name}</a>)}</header>
<nav>{side.map((e) => ('group' in e ? <h5>{e.group}</h5> : <a href={e.href}>{e.title}</a>))}</nav>
<main><p>{data.groupName}</p><h1>{entry.data.title}</h1><p>{entry.data.description}</p>
<Content components={components} />
<footer>{data.footerPages.prev && <a href={data.footerPages.prev.href}>{data.footerPages.prev.title}</a>}{data.footerPages.next && <a href={data.footerPages.next.href}>{data.footerPages.next.title}</a>}</footer>
</main></body></html>
`,
};

/** The prepared folder for Mintlify's route, or undefined after printing why it is skipped. */
function mintlifyAstroProject() {
  const dir = process.env.DOCWRIGHT_BENCH_MINTLIFY_ASTRO;
  if (!dir) {
    console.log('Mintlify on Astro: skipped, set DOCWRIGHT_BENCH_MINTLIFY_ASTRO to a folder with `@mintlify/astro` installed (bench/README.md)');
    return undefined;
  }
  const found = (name) => installedIn(dir, name);
  for (const name of ['astro', '@mintlify/astro', '@mintlify/components', '@astrojs/mdx', '@astrojs/react', 'react']) {
    if (found(name) === undefined) {
      console.log(`Mintlify on Astro: skipped, \`${name}\` is not installed in ${dir} (bench/README.md)`);
      return undefined;
    }
  }
  const read = (name) => JSON.parse(readFileSync(join(found(name), 'package.json'), 'utf8'));
  for (const [path, text] of Object.entries(MINTLIFY_ASTRO_FILES)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const node = process.env.DOCWRIGHT_BENCH_MINTLIFY_ASTRO_NODE ?? process.execPath;
  return { dir, node, astro: join(found('astro'), read('astro').bin.astro), version: `@mintlify/astro ${read('@mintlify/astro').version}, astro ${read('astro').version}` };
}

/** `astro build` in `dir` after `prepare` put the pages in place, every cache of an earlier build removed: wall, CPU (GNU time) and peak memory. */
function astroBuild(project, prepare) {
  rmSync(join(project.dir, 'dist'), { recursive: true, force: true });
  // A cold build, as docwright's: without what an earlier build left. Astro keeps its content
  // layer (each entry's digest and rendered HTML) in `node_modules/.astro/data-store.json` and
  // skips the entries whose digest it has, so a second run on the same pages renders nothing.
  for (const cache of [join('node_modules', '.astro'), join('node_modules', '.vite'), '.astro', '.mintlify']) rmSync(join(project.dir, cache), { recursive: true, force: true });
  prepare();
  const timed = existsSync(TIME);
  const argv = timed ? [TIME, '-f', '__time %U %S %M', project.node, project.astro, 'build'] : [project.node, project.astro, 'build'];
  const started = process.hrtime.bigint();
  const child = spawnSync(argv[0], argv.slice(1), { cwd: project.dir, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
  const wall = Number(process.hrtime.bigint() - started) / 1e9;
  const time = child.stderr.trim().split('\n').find((l) => l.startsWith('__time '));
  const [user, sys, kb] = time ? time.split(' ').slice(1, 4).map(Number) : [NaN, NaN, NaN];
  return { wall, cpu: user + sys, sys, mb: Math.round(kb / 1024), code: child.status, summary: child.stderr.trim().split('\n').filter((l) => !l.startsWith('__time ')).slice(-3).join(' ') };
}

/** The generated project (docs.json, pages, image) as the Mintlify route's `docs/`, then `astro build`. */
function mintlifyAstroBuild(project, root) {
  return astroBuild(project, () => {
    const docs = join(project.dir, 'docs');
    rmSync(docs, { recursive: true, force: true });
    cpSync(root, docs, { recursive: true });
  });
}

function sizes(dir) {
  const pages = [];
  let total = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const size = statSync(join(entry.parentPath, entry.name)).size;
    total += size;
    if (entry.name.endsWith('.html') && entry.parentPath.includes('tab-')) pages.push(size);
  }
  pages.sort((a, b) => a - b);
  return { page: pages[Math.floor(pages.length / 2)] ?? 0, total };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const row = (label, r) => `${label.padEnd(26)} ${r.wall.toFixed(1).padStart(6)} s wall ${r.cpu.toFixed(1).padStart(6)} s CPU (${r.sys.toFixed(1)} s system) ${String(r.mb).padStart(5)} MB${r.code === 0 ? '' : `  exit ${r.code}: ${r.summary}`}`;

export default async function bench() {
  const cli = process.env.BENCH_SITE_CLI ?? join(repo, 'dist', 'src', 'cli', 'main.js');
  if (!existsSync(cli)) {
    console.log('site: run `npm run build` first (the bench runs the compiled CLI)');
    return;
  }
  const counts = (process.env.BENCH_SITE_PAGES ?? '1000,5000').split(',').map(Number).filter((n) => n > 0);
  console.log(`${availableParallelism()} cores, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}, ${cli}`);
  const pageSizes = [];
  const starlight = starlightProject();
  const mintlifyAstro = mintlifyAstroProject();
  for (const pages of counts) {
    const root = mkdtempSync(join(tmpdir(), `docwright-site-${pages}-`));
    const out = join(root, '..', `${root.split('/').pop()}-out`);
    try {
      const paths = generateSite(root, pages);
      const cold = build(cli, root, out);
      // Right after docwright's cold build, on the same pages, in the same window.
      const peer = starlight ? starlightBuild(starlight, root, paths) : undefined;
      const mintlifyPeer = mintlifyAstro ? mintlifyAstroBuild(mintlifyAstro, root) : undefined;
      // Printed as they finish: a 5,000-page run takes a while.
      console.log(`-- ${pages} pages (load average ${loadavg()[0].toFixed(1)})`);
      console.log(row('cold build', cold));
      if (peer) console.log(row(`Starlight ${starlight.version} cold`, peer));
      if (mintlifyPeer) console.log(row('Mintlify on Astro cold', mintlifyPeer) + ` (${mintlifyAstro.version})`);
      const rivalsRun = [peer && ['Starlight', peer], mintlifyPeer && ['Mintlify on Astro', mintlifyPeer]].filter((r) => r && r[1].code === 0);
      if (rivalsRun.length > 0) {
        const [name, fastest] = rivalsRun.reduce((a, b) => (b[1].cpu < a[1].cpu ? b : a));
        console.log(`docwright / the fastest rival's CPU (${name}): ${(cold.cpu / fastest.cpu).toFixed(2)}x (issue 51 target: at most 0.5x at 1,000 pages)`);
      }
      const { page, total } = sizes(out);
      pageSizes.push({ pages, page, total });
      const same = build(cli, root, out);
      const target = join(root, `${paths[Math.floor(paths.length / 2)]}.mdx`);
      let before = pageInodes(out);
      appendFileSync(target, '\nOne more sentence for the edited page.\n');
      const edited = build(cli, root, out);
      const editedPages = rewritten(out, before);
      // A title is shown by other pages (their sidebars, previous and next): issue 29 rewrites only those.
      before = pageInodes(out);
      writeFileSync(target, readFileSync(target, 'utf8').replace(/^title: (.*)$/m, 'title: $1 renamed'));
      const retitled = build(cli, root, out);
      const retitledPages = rewritten(out, before);
      console.log(row('rebuild, nothing changed', same));
      console.log(`${row('rebuild, one page edited', edited)}, ${editedPages} page files rewritten`);
      console.log(`${row('rebuild, one title changed', retitled)}, ${retitledPages} page files rewritten`);
      console.log(`median page ${kb(page)}, output ${mb(total)} (${kb(total / pages)} per page)`);
    } finally {
      rmSync(root, { recursive: true, force: true });
      rmSync(out, { recursive: true, force: true });
    }
  }
  if (pageSizes.length > 1) {
    const [a, b] = [pageSizes[0], pageSizes[pageSizes.length - 1]];
    console.log(`from ${a.pages} to ${b.pages} pages: median page x${(b.page / a.page).toFixed(2)} (target within 1.10), output per page x${(b.total / b.pages / (a.total / a.pages)).toFixed(2)} (linear: 1.00)`);
  }
}
