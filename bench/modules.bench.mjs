// How many modules importing docwright loads (issue 29: under 150 for the lint API or the
// remark preset), counted by scripts/count-modules.mjs (a `module.register` load hook) in a
// child process, with the time the import takes there. Runs the built dist/.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('..', import.meta.url));

export default async function bench() {
  const entries = [
    ['docwright/lint', 'dist/src/lint/entry.js'],
    ['docwright', 'dist/src/index.js'],
  ];
  if (!existsSync(join(repo, entries[0][1]))) {
    console.log('modules: skipped, run `npm run build` first (the bench imports dist/)');
    return;
  }
  for (const [name, file] of entries) {
    const started = process.hrtime.bigint();
    const out = execFileSync(process.execPath, [join(repo, 'scripts/count-modules.mjs'), join(repo, file), '--list'], { cwd: repo, encoding: 'utf8' });
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    const lines = out.trim().split('\n');
    const top = lines.slice(0, 4).map((l) => l.trim().replace(/\s+/, ' ')).join(', ');
    console.log(`${name.padEnd(16)} ${lines.at(-1).padStart(5)} modules, ${ms.toFixed(0).padStart(5)} ms in a child process (most: ${top})`);
  }
}
