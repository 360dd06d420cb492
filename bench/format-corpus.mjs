// `docwright format` on every page of ../shared/corpus (or the folders given), from dist, writing
// nothing: per project, the pages that would change, those already in style, those refused
// (`format-unsafe`) or not parsed, the top-level blocks kept as written, and two checks made here
// apart from the formatter's own: the new text parses to the same tree (positions aside), and a
// second run changes nothing. Not a speed bench; run `npm run build` first.
//   node bench/format-corpus.mjs [project folders...]
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { corpusProjects } from './corpus-projects.mjs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repo = fileURLToPath(new URL('..', import.meta.url));
const load = (path) => import(pathToFileURL(join(repo, 'dist/src', path)).href);
const [{ formatText }, { sameTree }, { parsePage }] = await Promise.all([load('format/format-text.js'), load('format/same-tree.js'), load('parse/index.js')]);

/** Every `.md`/`.mdx` file under `dir`, outside `node_modules` and dot folders. */
function pages(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return pages(path);
    return /\.mdx?$/.test(entry.name) ? [path] : [];
  });
}

const projects = process.argv.slice(2).map((p) => resolve(p));
if (projects.length === 0) {
  projects.push(...corpusProjects(repo));
}

const rows = [];
const problems = [];
const started = performance.now();
for (const project of projects) {
  const row = { project: relative(join(repo, '..'), project), pages: 0, changed: 0, unchanged: 0, unsafe: 0, unparsed: 0, spliced: 0, copiedBlocks: 0, sameTree: 0, idempotent: 0 };
  for (const file of pages(project)) {
    const syntax = file.endsWith('.mdx') ? 'mdx' : 'md';
    const text = readFileSync(file, 'utf8');
    const result = formatText(text, { syntax });
    row.pages++;
    row[result.status]++;
    if (result.status === 'unsafe' || result.status === 'unparsed') problems.push(`${relative(project, file)}:${result.line}:${result.column} ${result.status} ${result.message}`);
    if (result.status !== 'changed' && result.status !== 'unchanged') continue;
    if (result.copied > 0) {
      row.spliced++;
      row.copiedBlocks += result.copied;
    }
    const strip = (value) => value.replace(/^\uFEFF/, '').replace(/\r\n/g, '\n');
    if (sameTree(parsePage({ value: strip(text) }, { syntax }).tree, parsePage({ value: strip(result.output) }, { syntax }).tree)) row.sameTree++;
    else problems.push(`${relative(project, file)}: not the same tree`);
    if (formatText(result.output, { syntax }).status === 'unchanged') row.idempotent++;
    else problems.push(`${relative(project, file)}: a second run changes it`);
  }
  rows.push(row);
}
console.table(rows);
for (const line of problems) console.log(line);
console.log(`${rows.reduce((n, r) => n + r.pages, 0)} pages in ${((performance.now() - started) / 1000).toFixed(1)} s`);
