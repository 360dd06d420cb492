// `docwright build` against the floor: a script that only runs remark-parse → remark-rehype
// → shiki → rehype-stringify over the same pages and writes the files. Side by side on a
// generated 1,000-page project and on ../shared/corpus/mintlify-docs (when present), plus a
// re-build after one changed page. Set BENCH_PAGES=5000 for the linearity check.
// Each run is a child process; wall time from here, peak memory from the child.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync, appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(repo, 'dist', 'src', 'cli', 'main.js');

const FLOOR = String.raw`
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { glob } from 'tinyglobby';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import { createHighlighter } from 'shiki';
const [root, out] = process.argv.slice(2);
const files = await glob(['**/*.{md,mdx}'], { cwd: root, ignore: ['**/node_modules/**', 'snippets/**'] });
const highlighter = await createHighlighter({ themes: ['github-light', 'github-dark'], langs: [] });
const loaded = new Set();
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
const processor = unified().use(remarkParse).use(remarkFrontmatter).use(remarkRehype).use(shiki).use(rehypeStringify);
for (const file of files) {
  const text = await readFile(join(root, file), 'utf8');
  for (const m of text.matchAll(/^\x60\x60\x60(\w+)/gm)) {
    if (!loaded.has(m[1])) { try { await highlighter.loadLanguage(m[1]); loaded.add(m[1]); } catch { loaded.add('!' + m[1]); } }
  }
  const html = String(await processor.process(text));
  const target = join(out, file.replace(/\.mdx?$/, '.html'));
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, html);
}
process.stderr.write(JSON.stringify({ maxRss: process.resourceUsage().maxRSS }) + '\n');
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
process.stderr.write(JSON.stringify({ maxRss: process.resourceUsage().maxRSS, code, summary: text.trim() }) + '\n');
`;

// Each script runs as a file beside this one (not `node -e`): its imports resolve from the
// repository's node_modules, process.argv has the usual shape, and the render worker threads
// do not inherit an `--input-type` flag that only string input accepts.
function run(script, args) {
  const file = join(repo, 'bench', `.run-${process.pid}.mjs`);
  writeFileSync(file, script);
  const started = process.hrtime.bigint();
  const child = spawnSync(process.execPath, [file, ...args], { cwd: repo, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  rmSync(file, { force: true });
  const wall = Number(process.hrtime.bigint() - started) / 1e9;
  const last = child.stderr.trim().split('\n').pop() ?? '{}';
  let info = {};
  try {
    info = JSON.parse(last);
  } catch {
    info = { error: child.stderr.slice(-500) };
  }
  return { wall, mb: Math.round((info.maxRss ?? 0) / 1024), ...info };
}

function generate(pages) {
  const root = mkdtempSync(join(tmpdir(), `docwright-bench-${pages}-`));
  const groups = [];
  for (let g = 0; g < pages / 50; g++) {
    const list = [];
    for (let p = 0; p < 50 && g * 50 + p < pages; p++) list.push(`section-${g}/page-${p}`);
    groups.push({ group: `Section ${g}`, pages: list });
  }
  writeFileSync(join(root, 'docs.json'), JSON.stringify({ theme: 'mint', name: 'Bench', colors: { primary: '#0D9373' }, navigation: { groups } }));
  const para = 'Documentation pages explain how a product works, which settings exist and how to use them well. '.repeat(4);
  for (const group of groups) {
    for (const page of group.pages) {
      mkdirSync(join(root, dirname(page)), { recursive: true });
      writeFileSync(
        join(root, `${page}.mdx`),
        `---\ntitle: ${page}\ndescription: A generated page\n---\n\n## Overview\n\n${para}\n\n\`\`\`js\nconst client = createClient({ token: process.env.TOKEN });\nawait client.pages.list({ limit: 10 });\n\`\`\`\n\n## Details\n\n${para}\n\n- one\n- two\n- three\n\n\`\`\`bash\nnpx docwright build --out site\n\`\`\`\n\n${para}\n`,
      );
    }
  }
  return root;
}

function line(label, floor, dw) {
  return `${label.padEnd(34)} floor ${floor.wall.toFixed(1)} s ${String(floor.mb).padStart(5)} MB | docwright ${dw.wall.toFixed(1)} s ${String(dw.mb).padStart(5)} MB | ratio ${(dw.wall / floor.wall).toFixed(2)}x${dw.summary ? `  (${dw.summary})` : ''}`;
}

export default async function bench() {
  if (!existsSync(cli)) {
    console.log('build: run `npm run build` first (the bench runs the compiled CLI)');
    return;
  }
  const results = [];
  const sizes = [1000, ...(process.env.BENCH_PAGES ? [Number(process.env.BENCH_PAGES)] : [])];
  for (const pages of sizes) {
    const root = generate(pages);
    const out = mkdtempSync(join(tmpdir(), 'docwright-bench-out-'));
    const floor = run(FLOOR, [root, join(out, 'floor')]);
    const cold = run(DOCWRIGHT, [cli, root, join(out, 'site'), 'fresh']);
    results.push(line(`generated ${pages} pages, cold`, floor, cold));
    appendFileSync(join(root, 'section-0', 'page-1.mdx'), '\nOne more sentence.\n');
    const again = run(DOCWRIGHT, [cli, root, join(out, 'site'), 'fresh']);
    results.push(`${`generated ${pages} pages, 1 page changed`.padEnd(34)} docwright ${again.wall.toFixed(1)} s = ${(again.wall / cold.wall).toFixed(3)} of the cold build  (${again.summary ?? again.error})`);
    rmSync(root, { recursive: true, force: true });
    rmSync(out, { recursive: true, force: true });
  }
  const corpus = join(repo, '..', 'shared', 'corpus', 'mintlify-docs');
  if (existsSync(join(corpus, 'docs.json'))) {
    const out = mkdtempSync(join(tmpdir(), 'docwright-bench-out-'));
    const floor = run(FLOOR, [corpus, join(out, 'floor')]);
    const cold = run(DOCWRIGHT, [cli, corpus, join(out, 'site'), 'none']);
    results.push(line('mintlify-docs, cold', floor, cold));
    rmSync(out, { recursive: true, force: true });
  } else results.push('mintlify-docs: skipped (../shared/corpus/mintlify-docs is absent)');
  for (const r of results) console.log(r);
}
