// The package.json that `npm pack` / `npm publish` ship has no install-time scripts: `prepare` builds
// dist/ for a git install (pre-commit's `npm install -g git+…`), but in the packed package it would
// make npm warn about install scripts on every `npm i docwright`. `prepack` runs
// `strip` (after the build), `postpack` runs `restore`, so the repository's package.json is as it was.
// Usage: node scripts/pack-manifest.mjs strip|restore [dir]
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The scripts npm runs when a package is installed. */
const INSTALL_SCRIPTS = ['preinstall', 'install', 'postinstall', 'prepare', 'prepublish'];

const [action, dirArg] = process.argv.slice(2);
const dir = resolve(dirArg ?? '.');
const file = join(dir, 'package.json');
const kept = join(dir, 'package.json.unpacked');

if (action === 'strip') {
  if (existsSync(kept)) throw new Error(`Unexpected \`${kept}\` from an earlier pack, expected it restored: run \`node scripts/pack-manifest.mjs restore\``);
  const text = readFileSync(file, 'utf8');
  const pkg = JSON.parse(text);
  for (const name of INSTALL_SCRIPTS) delete pkg.scripts?.[name];
  writeFileSync(kept, text);
  writeFileSync(`${file}.tmp`, `${JSON.stringify(pkg, null, 2)}\n`);
  renameSync(`${file}.tmp`, file);
} else if (action === 'restore') {
  if (existsSync(kept)) renameSync(kept, file);
} else {
  throw new Error(`Unexpected action \`${action}\`, expected \`strip\` or \`restore\``);
}
