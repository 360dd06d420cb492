// Bundle the CLI: `docwright lint one.mdx` would otherwise load ~460 modules one by one,
// which is most of its start-up time. The bundle replaces the compiled
// dist/src/cli/bin.js in place, so every path it computes from `import.meta.url`
// (package.json, worker modules as `../lint/worker.js`) is the same as before.
// Every npm package stays external and loads from node_modules: the package installs
// them anyway, so inlining them would ship their code twice. What the bundle saves is
// docwright's own ~200 modules, each of which would otherwise be a separate file to load.
import { build } from 'esbuild';
import { copyFileSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = fileURLToPath(new URL('..', import.meta.url));


// Chunks of an earlier bundle (their names carry a content hash).
const out = join(repo, 'dist/src/cli');
for (const name of readdirSync(out)) if (/-[A-Z0-9]{8}\.js(\.LEGAL\.txt)?$/.test(name)) rmSync(join(out, name));

const common = {
  absWorkingDir: repo,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
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

// mermaid's browser bundle ships as one vendored file with its licence (src/render/site-assets.ts):
// as a dependency, mermaid would install ~125 packages (~150 MB) that only that file needs.
const mermaid = join(repo, 'node_modules/mermaid');
const vendor = join(repo, 'dist/vendor/mermaid');
mkdirSync(vendor, { recursive: true });
copyFileSync(join(mermaid, 'dist/mermaid.min.js'), join(vendor, 'mermaid.min.js'));
copyFileSync(join(mermaid, 'LICENSE'), join(vendor, 'LICENSE'));
