// `docwright check` against `docwright lint` on the same project, side by side, from dist.
// Budgets: check without --links, cold (an empty verdict cache: every page that may fail is
// parsed, the price of the `parse-error` finding) ≤ 1.3 of the lint, which parses every page
// too and runs its rules (measured 1.07x CPU on mintlify-docs, bench/HISTORY.md); warm (the
// verdicts from the cache, nothing changed) ≤ 0.2 of it (measured 0.13x); check --links ≤ 1.1.
// The cache is written to a temporary folder, never into the project.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
  const samples = { lint: [], cold: [], warm: [], links: [] };
  const cache = mkdtempSync(join(tmpdir(), 'docwright-check-bench-'));
  try {
    time(['check', root, '--no-cache']);
    for (let i = 0; i < runs; i++) {
      const lint = time(['lint', root]);
      if (lint.code === 2) {
        console.log(`check: lint failed (exit 2), cannot compare:\n${lint.out.slice(0, 500)}`);
        return;
      }
      samples.lint.push(lint.ms);
      rmSync(join(cache, 'check.json'), { force: true });
      samples.cold.push(time(['check', root, '--cache-location', cache]).ms);
      samples.warm.push(time(['check', root, '--cache-location', cache]).ms);
      samples.links.push(time(['check', '--links', root, '--no-cache']).ms);
    }
  } finally {
    rmSync(cache, { recursive: true, force: true });
  }
  const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
  const lint = median(samples.lint);
  const cold = median(samples.cold);
  const warm = median(samples.warm);
  const links = median(samples.links);
  const row = (name, ms, budget) => {
    const ratio = ms / lint;
    const verdict = budget === undefined ? '' : ratio <= budget ? `ok (budget ${budget})` : `OVER budget ${budget}`;
    console.log(`${name.padEnd(22)} ${(ms / 1000).toFixed(2).padStart(7)} s  ${ratio.toFixed(2).padStart(5)} × lint  ${verdict}`);
  };
  console.log(`project: ${root} (wall time, median of ${runs})`);
  row('docwright lint', lint);
  row('docwright check (cold)', cold, 1.3);
  row('docwright check (warm)', warm, 0.2);
  row('docwright check --links', links, 1.1);
}
