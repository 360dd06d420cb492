// Bundle the CLI: `docwright lint one.mdx` would otherwise load ~460 modules one by one,
// which is most of its start-up time. The bundle replaces the compiled
// dist/src/cli/bin.js in place, so every path it computes from `import.meta.url`
// (package.json, worker modules as `../lint/worker.js`) is the same as before.
// Every npm package stays external and loads from node_modules: the package installs
// them anyway, so inlining them would ship their code twice. What the bundle saves is
// docwright's own ~200 modules, each of which would otherwise be a separate file to load.
import { build } from 'esbuild';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
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

await bundleLintEntry();

// mermaid's browser bundle ships as one vendored file with its licence (src/render/site-assets.ts):
// as a dependency, mermaid would install ~125 packages (~150 MB) that only that file needs.
const mermaid = join(repo, 'node_modules/mermaid');
const vendor = join(repo, 'dist/vendor/mermaid');
mkdirSync(vendor, { recursive: true });
copyFileSync(join(mermaid, 'dist/mermaid.min.js'), join(vendor, 'mermaid.min.js'));
copyFileSync(join(mermaid, 'LICENSE'), join(vendor, 'LICENSE'));

/**
 * `docwright/lint` (src/lint/entry.ts) as one ES module with the npm packages of the lint path
 * inlined (unified, remark, micromark, yaml, zod, vfile …): importing it loaded ~600 modules one
 * by one, and a lint gate or a remark pipeline that imports it pays that at every start
 * (issue 29). It replaces the compiled dist/src/lint/entry.js in place, so its types
 * (entry.d.ts) and every path it computes from `import.meta.url` (`../lint/worker.js`) stay as
 * they were. The lint worker it starts is the separate dist/src/lint/worker.js. The licences
 * of the inlined packages go beside it, in entry.js.LICENSES.txt; no source map (tsc writes
 * none either, and the map would be as large as the file again: install size is issue 29 too).
 */
async function bundleLintEntry() {
  const outfile = 'dist/src/lint/entry.js';
  const result = await build({
    absWorkingDir: repo,
    entryPoints: ['src/lint/entry.ts'],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    allowOverwrite: true,
    logLevel: 'warning',
    metafile: true,
    // ES builds first: jsonc-parser's `main` is a UMD file that requires its own files at run time.
    mainFields: ['module', 'main'],
    legalComments: 'none',
    // A third smaller (2.07 MB with acorn inlined); names are kept, so a stack trace still names its functions.
    minifyWhitespace: true,
    minifySyntax: true,
    // Left to node_modules (each a dependency of docwright's own): cosmiconfig loads only when a
    // config file is searched for (and would pull in TypeScript, 9 MB, for `.ts` configs); js-yaml
    // and KaTeX (which micromark's math extension imports) are one large file each that the site's
    // code loads too. acorn is inlined: it is no direct dependency to import by name.
    external: ['cosmiconfig', 'katex', 'js-yaml'],
    // CommonJS packages (cosmiconfig, write-good …) call `require` for node's modules and for
    // files they load at run time (a `.docwrightrc.cjs`): the ES module gets one.
    banner: { js: "import { createRequire as __docwrightRequire } from 'node:module';\nconst require = __docwrightRequire(import.meta.url);" },
  });
  writeFileSync(join(repo, `${outfile}.LICENSES.txt`), licences(Object.keys(result.metafile.inputs)));
}

/** The name, version, licence and licence text of every package whose files are in `inputs`. */
function licences(inputs) {
  const roots = new Set();
  for (const input of inputs) {
    const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (match) roots.add(match[1]);
  }
  const parts = ['Packages inlined into entry.js (`docwright/lint`), with their licences.\n'];
  for (const root of [...roots].sort()) {
    const pkg = JSON.parse(readFileSync(join(repo, root, 'package.json'), 'utf8'));
    const file = readdirSync(join(repo, root)).find((name) => /^(licen[cs]e|copying)(\.(md|txt))?$/i.test(name));
    const text = file ? readFileSync(join(repo, root, file), 'utf8').trim() : `(no licence file; package.json: ${pkg.license ?? 'none'})`;
    parts.push(`${'-'.repeat(72)}\n${pkg.name}@${pkg.version} (${pkg.license ?? 'unknown'})\n\n${text}\n`);
  }
  return parts.join('\n');
}
