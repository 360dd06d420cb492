// Bundle the CLI: `docwright lint one.mdx` would otherwise load ~460 modules one by one,
// which is most of its start-up time. The bundle replaces the compiled
// dist/src/cli/bin.js in place, so every path it computes from `import.meta.url`
// (package.json, worker modules as `../lint/worker.js`) is the same as before.
// Packages that find their own files at run time (binaries, grammars, fonts, icons,
// JSON schemas) stay external and load from node_modules as usual.
import { build } from 'esbuild';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('..', import.meta.url));

export const EXTERNAL = [
  'pagefind',
  'shiki',
  '@shikijs/*',
  'katex',
  '@fortawesome/fontawesome-free',
  'lucide-static',
  '@apidevtools/*',
  'ajv',
  'ajv/*',
  'ajv-draft-04',
  'cosmiconfig',
  // A UMD build that requires its own files by computed paths.
  'jsonc-parser',
  // CommonJS written for sloppy mode (undeclared variables): it breaks inside an ES module.
  'write-good',
  'tsx',
  'tsx/*',
  'typescript',
];

// Chunks of an earlier bundle (their names carry a content hash).
const out = join(repo, 'dist/src/cli');
for (const name of readdirSync(out)) if (/-[A-Z0-9]{8}\.js(\.LEGAL\.txt)?$/.test(name)) rmSync(join(out, name));

const common = {
  absWorkingDir: repo,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: EXTERNAL,
  // Bundled CommonJS packages call \`require\`.
  banner: { js: "import { createRequire as __docwrightRequire } from 'node:module';\nconst require = __docwrightRequire(import.meta.url);" },
  allowOverwrite: true,
  logLevel: 'warning',
};

await build({
  ...common,
  entryPoints: ['src/cli/bin.ts'],
  // Chunks sit beside bin.js, one folder under dist/src/ like every compiled module.
  outdir: 'dist/src/cli',
  entryNames: '[name]',
  chunkNames: '[name]-[hash]',
  // Commands and their dependencies load when used, as in the compiled modules.
  splitting: true,
});

// The lint worker thread: one file, so each worker starts as fast as the CLI.
await build({ ...common, entryPoints: ['src/lint/worker.ts'], outfile: 'dist/src/lint/worker.js' });
