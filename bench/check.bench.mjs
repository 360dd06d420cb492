// `docwright check` against `docwright lint` on the same project, side by side, from dist.
// Budgets (issue): check without --links ≤ 0.2 of the lint, check --links ≤ 1.1 of it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

const repo = fileURLToPath(new URL('..', import.meta.url));
const bin = join(repo, 'dist/src/cli/bin.js');

// DOCWRIGHT_BENCH_LINT_BIN: another build's bin.js for the lint side (comparing branches).
const lintBin = process.env.DOCWRIGHT_BENCH_LINT_BIN ?? bin;

function time(args) {
  const start = process.hrtime.bigint();
  const result = spawnSync(process.execPath, [args[0] === 'lint' ? lintBin : bin, ...args], { cwd: repo, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  return { ms, code: result.status, out: `${result.stdout}${result.stderr}` };
}

export default async function bench() {
  const root = process.env.DOCWRIGHT_BENCH_ROOT ?? join(repo, '..', 'shared', 'corpus', 'mintlify-docs');
  if (!existsSync(root)) {
    console.log(`check: skipped, ${root} is absent (set DOCWRIGHT_BENCH_ROOT)`);
    return;
  }
  if (!existsSync(bin)) {
    console.log('check: skipped, run `npm run build` first');
    return;
  }
  // One warm-up of each, then the measured runs interleaved so load affects all alike.
  const runs = Number(process.env.DOCWRIGHT_BENCH_RUNS ?? 1);
  const samples = { lint: [], check: [], links: [] };
  time(['check', root]);
  for (let i = 0; i < runs; i++) {
    const lint = time(['lint', root]);
    if (lint.code === 2) {
      console.log(`check: lint failed (exit 2), cannot compare:\n${lint.out.slice(0, 500)}`);
      return;
    }
    samples.lint.push(lint.ms);
    samples.check.push(time(['check', root]).ms);
    samples.links.push(time(['check', '--links', root]).ms);
  }
  const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
  const lint = median(samples.lint);
  const check = median(samples.check);
  const links = median(samples.links);
  const row = (name, ms, budget) => {
    const ratio = ms / lint;
    const verdict = budget === undefined ? '' : ratio <= budget ? `ok (budget ${budget})` : `OVER budget ${budget}`;
    console.log(`${name.padEnd(22)} ${(ms / 1000).toFixed(2).padStart(7)} s  ${ratio.toFixed(2).padStart(5)} × lint  ${verdict}`);
  };
  console.log(`project: ${root} (wall time, median of ${runs})`);
  row('docwright lint', lint);
  row('docwright check', check, 0.2);
  row('docwright check --links', links, 1.1);
}
