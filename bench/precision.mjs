// Precision report: lint every project in ../shared/corpus (or the folders given) with the
// default config (or `--preset style`: that preset alone), from dist, and print findings per rule and per 100 pages, then a sample of
// findings per rule with their source lines, for review by hand.
//   node bench/precision.mjs [project folders...] [--preset name] [--sample N] [--rule id] [--seed S] [--save counts.json] [--before counts.json] [-- lint args...]
// `--seed` picks the sample (the same seed, corpus and rules draw the same findings); `--list` prints the sample as
// one numbered line per finding (rule, file:line:col, message) to judge in a sheet.
// `--save` writes the counts per project and rule; `--before` reads such a file and prints each count beside it.
// Run `npm run build` first. Lint arguments after `--` are passed on (e.g. `-- --rule prose-write-good:warn`).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { corpusProjects } from './corpus-projects.mjs';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('..', import.meta.url));
const bin = join(repo, 'dist/src/cli/bin.js');
const args = process.argv.slice(2);
const dash = args.indexOf('--');
const lintArgs = dash >= 0 ? args.slice(dash + 1) : [];
const own = dash >= 0 ? args.slice(0, dash) : args;
let sample = 5;
let seed = 1;
let savePath;
let beforePath;
let preset;
let list = false;
const onlyRules = [];
const projects = [];
for (let i = 0; i < own.length; i++) {
  const arg = own[i];
  if (arg === '--sample') sample = Number(own[++i]);
  else if (arg === '--seed') seed = Number(own[++i]);
  else if (arg === '--rule') onlyRules.push(own[++i]);
  else if (arg === '--save') savePath = own[++i];
  else if (arg === '--before') beforePath = own[++i];
  else if (arg === '--preset') preset = own[++i];
  else if (arg === '--list') list = true;
  else projects.push(resolve(arg));
}
if (projects.length === 0) {
  projects.push(...corpusProjects(repo));
}
if (!existsSync(bin)) {
  console.error('Run `npm run build` first');
  process.exit(2);
}

/** A small seeded generator, so a sample can be drawn again. */
function random(state) {
  let s = state >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 2 ** 32;
  };
}

// A preset other than the default: a config file that extends it alone, outside the projects.
let configArgs = ['--no-config'];
if (preset !== undefined) {
  const dir = mkdtempSync(join(tmpdir(), 'docwright-precision-'));
  const file = join(dir, '.docwrightrc.json');
  writeFileSync(file, `${JSON.stringify({ extends: preset })}\n`);
  configArgs = ['--config', file];
}

const total = new Map();
const all = [];
let pagesTotal = 0;
const rows = [];
for (const project of projects) {
  const run = spawnSync(process.execPath, [bin, 'lint', project, ...configArgs, '-f', 'json', ...lintArgs], { encoding: 'utf8', maxBuffer: 1 << 30 });
  if (run.status === 2) {
    console.error(`${project}: exit 2\n${run.stderr}`);
    continue;
  }
  const report = JSON.parse(run.stdout);
  const pages = report.files.length;
  pagesTotal += pages;
  const perRule = new Map();
  for (const file of report.files) {
    for (const f of file.findings) {
      perRule.set(f.ruleId, (perRule.get(f.ruleId) ?? 0) + 1);
      total.set(f.ruleId, (total.get(f.ruleId) ?? 0) + 1);
      all.push({ ...f, file: file.file, project });
    }
  }
  const count = [...perRule.values()].reduce((a, b) => a + b, 0);
  rows.push({ project, pages, count, perRule });
}

const pad = (s, n) => String(s).padEnd(n);
const lpad = (s, n) => String(s).padStart(n);
console.log('project                       pages  findings  per page');
for (const row of rows) {
  const perPage = row.pages ? row.count / row.pages : 0;
  console.log(`${pad(row.project.split('/').pop(), 28)} ${lpad(row.pages, 6)} ${lpad(row.count, 9)} ${lpad(perPage.toFixed(2), 9)}${perPage > 2.5 ? '  OVER 2.5' : ''}`);
}
console.log(`\nrule                          findings  per 100 pages  ${rows.map((r) => pad(r.project.split('/').pop().slice(0, 12), 12)).join(' ')}`);
for (const [rule, count] of [...total].sort((a, b) => b[1] - a[1])) {
  console.log(`${pad(rule, 29)} ${lpad(count, 8)} ${lpad(((100 * count) / Math.max(1, pagesTotal)).toFixed(1), 14)}  ${rows.map((r) => lpad(r.perRule.get(rule) ?? 0, 12)).join(' ')}`);
}
const sum = [...total.values()].reduce((a, b) => a + b, 0);
console.log(`${pad('total', 29)} ${lpad(sum, 8)} ${lpad(((100 * sum) / Math.max(1, pagesTotal)).toFixed(1), 14)}  (${pagesTotal} pages)`);

const counts = {
  pages: pagesTotal,
  rules: Object.fromEntries(total),
  projects: Object.fromEntries(rows.map((r) => [r.project.split('/').pop(), { pages: r.pages, findings: r.count, rules: Object.fromEntries(r.perRule) }])),
};
if (savePath) writeFileSync(savePath, `${JSON.stringify(counts, null, 2)}\n`);
if (beforePath) {
  const before = JSON.parse(readFileSync(beforePath, 'utf8'));
  console.log('\n| rule | before | after |\n|---|---|---|');
  const ids = [...new Set([...Object.keys(before.rules), ...Object.keys(counts.rules)])].sort((a, b) => (before.rules[b] ?? 0) - (before.rules[a] ?? 0) || a.localeCompare(b));
  for (const id of ids) console.log(`| \`${id}\` | ${before.rules[id] ?? 0} | ${counts.rules[id] ?? 0} |`);
  const beforeSum = Object.values(before.rules).reduce((a, b) => a + b, 0);
  console.log(`| total (per page) | ${beforeSum} (${(beforeSum / Math.max(1, before.pages)).toFixed(3)}) | ${sum} (${(sum / Math.max(1, pagesTotal)).toFixed(3)}) |`);
}

if (sample > 0) {
  const next = random(seed);
  let listed = 0;
  const lines = new Map();
  const sourceLines = (file) => {
    if (!lines.has(file)) lines.set(file, readFileSync(file, 'utf8').split(/\r?\n/));
    return lines.get(file);
  };
  for (const rule of [...total.keys()].sort()) {
    if (onlyRules.length > 0 && !onlyRules.includes(rule)) continue;
    const findings = all.filter((f) => f.ruleId === rule);
    // A partial Fisher-Yates shuffle: the first `sample` are a uniform sample.
    for (let i = 0; i < Math.min(sample, findings.length); i++) {
      const j = i + Math.floor(next() * (findings.length - i));
      [findings[i], findings[j]] = [findings[j], findings[i]];
    }
    console.log(`\n## ${rule} (${findings.length}; ${Math.min(sample, findings.length)} sampled)`);
    for (const f of findings.slice(0, sample)) {
      if (list) {
        console.log(`${++listed}. ${f.file.replace(`${repo}`, '')}:${f.line}:${f.column} ${f.message}`);
        continue;
      }
      const text = sourceLines(f.file);
      const from = Math.max(1, f.line);
      const to = Math.min(text.length, Math.max(from, f.endLine ?? from), from + 2);
      console.log(`- ${f.file.replace(`${repo}`, '')}:${f.line}:${f.column} ${f.message}`);
      for (let n = from; n <= to; n++) console.log(`    ${lpad(n, 5)} | ${(text[n - 1] ?? '').slice(0, 160)}`);
    }
  }
}
