// Times each hostile input of issue 13 (items 5 and 6) against the built CLI: every case is a
// small generated project in a temporary folder. Reports wall time and exit code per command;
// exit 2 or a timeout is a failure. Usage: `npm run build && node bench/run.mjs hostile`
// (or `node bench/hostile.bench.mjs [case…]`). DOCWRIGHT_BENCH_TIMEOUT (s, default 120).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repo = fileURLToPath(new URL('..', import.meta.url));
const bin = process.env.DOCWRIGHT_BENCH_BIN ?? join(repo, 'dist/src/cli/bin.js');
const timeout = Number(process.env.DOCWRIGHT_BENCH_TIMEOUT ?? 120) * 1000;

const config = (pages, extra = {}) => ({ theme: 'mint', name: 'Hostile', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'Start', pages }] }, ...extra });

function aliasBomb() {
  const lines = ['---', 'title: Bomb', 'a: &a ["x","x","x","x","x","x","x","x","x"]'];
  const names = 'abcdefghi';
  for (let i = 1; i < names.length; i++) lines.push(`${names[i]}: &${names[i]} [${Array(9).fill(`*${names[i - 1]}`).join(',')}]`);
  lines.push('---', '', 'Text.', '');
  return lines.join('\n');
}

function refFanOut(files) {
  // level-0.json … level-6.json: each an array of ten refs to the next level.
  for (let level = 0; level < 7; level++) {
    const next = level === 6 ? { group: 'Leaf', pages: ['index'] } : { $ref: `level-${level + 1}.json` };
    files[`level-${level}.json`] = JSON.stringify(Array(10).fill(next));
  }
  files['docs.json'] = JSON.stringify({ ...config(['index']), navigation: { groups: { $ref: 'level-0.json' } } });
}

/** name → files of the project (docs.json included unless given). */
export const cases = {
  'alias-bomb': () => ({ 'index.mdx': aliasBomb() }),
  'nested-div': () => ({ 'index.md': `# Deep\n\n${'<div>'.repeat(2000)}text${'</div>'.repeat(2000)}\n` }),
  'emphasis-run': () => ({ 'index.md': `# Stars\n\n${'*'.repeat(2000)}text${'*'.repeat(2000)}\n` }),
  'snippet-fan-out': () => {
    const files = { 'index.mdx': `import S0 from '/snippets/s0.mdx';\n\n# Fan\n\n<S0 />\n` };
    for (let i = 0; i < 10; i++) {
      files[`snippets/s${i}.mdx`] = i === 9 ? 'Leaf text.\n' : `import S${i + 1} from '/snippets/s${i + 1}.mdx';\n\n${Array(4).fill(`<S${i + 1} />`).join('\n\n')}\n`;
    }
    return files;
  },
  'openapi-deep': () => ({
    'index.mdx': '# Api\n',
    'openapi.json': `{"openapi":"3.0.0","info":{"title":"Deep","version":"1"},"paths":{"/a":{"get":{"responses":{"200":{"description":"ok","x-deep":${'['.repeat(5000)}${']'.repeat(5000)}}}}}}}`,
    'docs.json': JSON.stringify(config(['index'], { api: {}, navigation: { groups: [{ group: 'Start', pages: ['index'], openapi: 'openapi.json' }] } })),
  }),
  'missing-nav': () => ({ 'index.mdx': '# Index\n', 'docs.json': JSON.stringify(config(['index', ...Array.from({ length: 400_000 }, (_, i) => `missing/page-${i}`)])) }),
  'ref-fan-out': () => {
    const files = { 'index.mdx': '# Index\n' };
    refFanOut(files);
    return files;
  },
  'list-1000-deep': () => ({ 'index.md': `# List\n\n${Array.from({ length: 1000 }, (_, i) => `${' '.repeat(i * 2)}- item ${i}`).join('\n')}\n` }),
  // Issue 23: small pages that took minutes (the unit suite keeps 200-marker versions).
  'dash-run': () => ({ 'index.mdx': `---\ntitle: Dashes\n---\n\n${'- '.repeat(8000)}text\n` }),
  'bracket-run': () => ({ 'index.mdx': `---\ntitle: Brackets\n---\n\n${'['.repeat(32_000)}text${']'.repeat(32_000)}\n` }),
  'nested-note': () => ({ 'index.mdx': `# Deep\n\n${'<Note>'.repeat(2000)}text${'</Note>'.repeat(2000)}\n` }),
  'quote-2000': () => ({ 'index.md': `# Deep\n\n${'> '.repeat(2000)}text\n` }),
  'table-400x100': () => {
    const row = (cell) => `| ${Array.from({ length: 100 }, (_, i) => cell(i)).join(' | ')} |`;
    const lines = ['# Table', '', row((i) => `h${i}`), row(() => '---')];
    for (let r = 0; r < 400; r++) lines.push(row((i) => `r${r}c${i}`));
    return { 'index.md': `${lines.join('\n')}\n` };
  },
};

const commands = {
  lint: (root) => ['lint', root],
  check: (root) => ['check', root],
  build: (root) => ['build', root, '--out', join(root, '..', 'out')],
  rules: (root) => ['rules', root, '--stdout'],
};

function materialise(files) {
  const base = mkdtempSync(join(tmpdir(), 'docwright-hostile-'));
  const root = join(base, 'docs');
  const all = { 'docs.json': JSON.stringify(config(['index'])), ...files };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return { base, root };
}

function run(args) {
  const start = process.hrtime.bigint();
  const result = spawnSync(process.execPath, [bin, ...args], { encoding: 'utf8', timeout, maxBuffer: 256 * 1024 * 1024 });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  const out = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  return { ms, code: result.signal ? `killed (${result.signal})` : result.status, internal: /internal error/i.test(out), out };
}

export default async function bench(only = process.argv.slice(2).filter((a) => a in cases)) {
  if (!existsSync(bin)) {
    console.log('hostile: skipped, run `npm run build` first');
    return;
  }
  console.log(`${'case'.padEnd(16)} ${Object.keys(commands).map((c) => c.padStart(16)).join('')}`);
  for (const [name, make] of Object.entries(cases)) {
    if (only.length > 0 && !only.includes(name)) continue;
    const { base, root } = materialise(make());
    const cells = [];
    for (const [command, args] of Object.entries(commands)) {
      const r = run(args(root));
      const bad = r.internal || typeof r.code === 'string';
      cells.push(`${(r.ms / 1000).toFixed(2)} s ${bad ? '!' : ''}${r.code}`.padStart(16));
      if ((bad || r.code === 2) && process.env.DOCWRIGHT_BENCH_VERBOSE) console.log(`  ${name} ${command}: ${r.out.slice(0, 400)}`);
    }
    console.log(`${name.padEnd(16)} ${cells.join('')}`);
    rmSync(base, { recursive: true, force: true });
  }
  console.log('(wall time and exit code per command; `!` marks an internal error or a timeout; exit 2 without one is an unusable docs.json, reported with positions)');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await bench();
