// Runs every benchmark in bench/*.bench.mjs in turn and prints their reports.
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';

const dir = fileURLToPath(new URL('.', import.meta.url));
const only = process.argv.slice(2);
for (const name of readdirSync(dir).filter((f) => f.endsWith('.bench.mjs')).sort()) {
  if (only.length > 0 && !only.some((o) => name.startsWith(o))) continue;
  console.log(`\n== ${name.replace('.bench.mjs', '')}`);
  const mod = await import(pathToFileURL(join(dir, name)).href);
  await mod.default();
}
