// What `npm i docwright` puts on disk: the package is packed (`npm pack`, from the built
// dist/) and installed from the tarball into an empty folder, as a user would install it
// from the registry (its dependencies come from the registry). Target (issue 29): under 40 MB.
// Prints the total (disk use, as `du -sh` counts it, and the files' own bytes) and the
// biggest installed packages. Needs the registry; skips with the reason when npm fails.
import { execFileSync } from 'node:child_process';
import { lstatSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('..', import.meta.url));

/** Bytes on disk (512-byte blocks, as du counts them) and apparent bytes of a tree. */
function size(path) {
  const stat = lstatSync(path);
  let disk = stat.blocks * 512;
  let bytes = stat.size;
  if (stat.isDirectory()) {
    for (const name of readdirSync(path)) {
      const inner = size(join(path, name));
      disk += inner.disk;
      bytes += inner.bytes;
    }
  }
  return { disk, bytes };
}

/** Each installed package (`a`, `@s/a`) with its size, biggest first. */
function packages(modules) {
  const out = [];
  for (const name of readdirSync(modules)) {
    if (name.startsWith('.')) continue;
    if (name.startsWith('@')) for (const inner of readdirSync(join(modules, name))) out.push({ name: `${name}/${inner}`, ...size(join(modules, name, inner)) });
    else out.push({ name, ...size(join(modules, name)) });
  }
  return out.sort((a, b) => b.disk - a.disk);
}

const mb = (n) => `${(n / 1e6).toFixed(1)} MB`;

export default async function bench() {
  const dir = mkdtempSync(join(tmpdir(), 'docwright-install-'));
  try {
    const npm = (args, cwd) => execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    const tarball = JSON.parse(npm(['pack', '--json', '--ignore-scripts', '--pack-destination', dir], repo))[0]?.filename;
    const project = join(dir, 'project');
    execFileSync('mkdir', [project]);
    writeFileSync(join(project, 'package.json'), '{"name":"install-probe","private":true}\n');
    try {
      npm(['install', '--no-audit', '--no-fund', join(dir, tarball)], project);
    } catch (error) {
      console.log(`install: skipped, npm install failed (${String(error.stderr ?? error).split('\n')[0]})`);
      return;
    }
    const modules = join(project, 'node_modules');
    const total = size(modules);
    const list = packages(modules);
    console.log(`install: ${list.length} packages, ${mb(total.disk)} on disk (du), ${mb(total.bytes)} of files; target < 40 MB`);
    for (const p of list.slice(0, 15)) console.log(`  ${mb(p.disk).padStart(8)}  ${p.name}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
