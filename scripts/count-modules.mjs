// How many modules importing a module loads: `node scripts/count-modules.mjs <path or
// specifier> [--list]` prints the number of files node loads (ES modules through a resolve
// hook, CommonJS ones from the require cache; node's built-ins are not counted), and with
// `--list` the files, grouped by package. test/module-count.test.ts runs it on the lint entry.
import { register, createRequire } from 'node:module';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';

const [target, ...flags] = process.argv.slice(2);
if (!target) {
  console.error('Missing module: `node scripts/count-modules.mjs <path or specifier> [--list]`');
  process.exit(2);
}
const dir = mkdtempSync(join(tmpdir(), 'docwright-modules-'));
const log = join(dir, 'loaded.txt');
writeFileSync(log, '');
// The hooks run on their own thread: each loaded URL is appended to the log before the module
// is evaluated, so the log is complete once the import has settled.
const hooks = `import { appendFileSync } from 'node:fs';
export async function load(url, context, next) {
  if (url.startsWith('file:')) appendFileSync(${JSON.stringify(log)}, url + '\\n');
  return next(url, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
const require = createRequire(import.meta.url);
const specifier = /^[./]/.test(target) ? pathToFileURL(resolve(target)).href : target;
await import(specifier);
const files = new Set(readFileSync(log, 'utf8').split('\n').filter(Boolean).map((url) => fileURLToPath(url)));
for (const file of Object.keys(require.cache)) files.add(file);
rmSync(dir, { recursive: true, force: true });
if (flags.includes('--list')) {
  const byPackage = new Map();
  for (const file of files) {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
    const name = match ? match[1] : '(docwright)';
    byPackage.set(name, (byPackage.get(name) ?? 0) + 1);
  }
  for (const [name, count] of [...byPackage].sort((a, b) => b[1] - a[1])) console.log(`${String(count).padStart(5)}  ${name}`);
}
console.log(files.size);
