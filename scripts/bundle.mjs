// Bundle what node runs (bundleShared, below): `docwright lint one.mdx` would otherwise load ~460 of
// docwright's modules and hundreds of packages' one by one, which is most of its start-up time. Each
// entry replaces its compiled file in place (dist/src/cli/bin.js …), so every path it computes from
// `import.meta.url` (package.json, worker modules as `../lint/worker.js`) is the same as before.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import { writeShikiStore } from './shiki-store.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));

/** The packages carried inside dist/ (see writeBundledManifest): name@version → { name, version, license, into: Set of dist paths }. */
const bundled = new Map();


// Chunks of an earlier bundle (their names carry a content hash): bundleShared's, and the dev worker's of builds before it.
for (const out of [join(repo, 'dist/src/cli'), join(repo, 'dist/src/dev')]) {
  if (existsSync(out)) for (const name of readdirSync(out)) if (/-[A-Z0-9]{8}\.js(\.LEGAL\.txt)?$/.test(name)) rmSync(join(out, name));
}

/** esbuild's options shared by every bundle here: one ES module for node, written over its compiled file. */
const ESM_FOR_NODE = {
  absWorkingDir: repo,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  allowOverwrite: true,
  logLevel: 'warning',
};

/**
 * Our modules that the build bundles with their packages inlined (below): `remark-math`, KaTeX, the OpenAPI validation (ajv),
 * culori's colours, `diff`'s patch and shiki's JavaScript regex engine,
 * whose packages are devDependencies only. The CLI bundle and the lint worker import them by the
 * same relative path as the compiled modules (both sit one folder under dist/src/).
 */
const OWN_BUNDLES = {
  'src/parse/math.ts': '../parse/math.js',
  'src/render/page/katex.ts': '../render/page/katex.js',
  'src/render/page/regex-engine.ts': '../render/page/regex-engine.js',
  'src/openapi/validate.ts': '../openapi/validate.js',
  'src/css-color.ts': '../css-color.js',
  'src/cli/text-patch.ts': '../cli/text-patch.js',
};
const ownBundles = {
  name: 'own-bundles',
  setup(b) {
    b.onResolve({ filter: /^\.{1,2}\/.*\.js$/ }, (args) => {
      const path = relative(repo, join(args.resolveDir, args.path)).split(sep).join('/').replace(/\.js$/, '.ts');
      return Object.hasOwn(OWN_BUNDLES, path) ? { path: OWN_BUNDLES[path], external: true } : undefined;
    });
  },
};

/**
 * zod as the CLI bundle and the lint worker import it: the one vendored copy, dist/src/zod.js
 * (vendorZod, below), by the same relative path as the compiled modules (both sit one folder under dist/src/).
 */
const sharedZod = {
  name: 'shared-zod',
  setup(b) {
    b.onResolve({ filter: /^zod$/ }, () => ({ path: '../zod.js', external: true }));
  },
};

/** Every compiled file below `dir` whose name ends with `suffix`. */
function compiledFiles(dir, suffix = '.js') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? compiledFiles(join(dir, e.name), suffix) : e.name.endsWith(suffix) ? [join(dir, e.name)] : []));
}

/** The options of the bundles that inline packages: a metafile to list their licences, no legal comments in the code. */
const NODE_MODULE = { ...ESM_FOR_NODE, metafile: true, legalComments: 'none' };

/**
 * zod, vendored (issue 29: the package is 8.6 MB installed, its TypeScript sources and v3
 * included): `dist/src/zod.js` is one minified ES module exporting `z` with only the members
 * docwright's code calls (read from the compiled modules, `z.object` …; ~0.1 MB, the whole
 * namespace would be 0.45 MB with every locale), and every compiled module that imports `zod`
 * imports it instead. zod stays an optional peer dependency for the declarations: `defineRule`
 * and the config types name zod's types, which a TypeScript user's own zod provides. Nothing
 * relies on zod's identity across the two copies: a plugin's schema is used through its own
 * methods (`safeParse`), and zod 4 reads any zod 4 schema through its `_zod` internals
 * (`z.toJSONSchema`, the MCP SDK), sharing one registry of metadata through `globalThis`.
 * docwright imports zod only as `import { z } from 'zod'` and uses `z` only as `z.member`.
 */
async function vendorZod() {
  const dist = join(repo, 'dist');
  const modules = ['src', 'rules', 'presets'].flatMap((d) => compiledFiles(join(dist, d)))
    // tsc's output quotes as the sources do; esbuild's (an earlier run's bundles, rebuilt below) uses double quotes.
    .filter((f) => /\bfrom\s*'zod[/']|\bimport\s*\(\s*'zod/.test(readFileSync(f, 'utf8')));
  const members = new Set();
  for (const file of modules) {
    const text = readFileSync(file, 'utf8');
    if (!/^import \{ z \} from 'zod';$/m.test(text) || /from\s*['"]zod\/|import\s*\(\s*['"]zod/.test(text)) throw new Error(`${file}: expected zod imported as \`import { z } from 'zod'\``);
    // Comments aside (a doc comment may name a type, `z.output`, which is no member).
    const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    for (const m of code.matchAll(/\bz\.([A-Za-z_$][\w$]*)/g)) members.add(m[1]);
  }
  const names = [...members].sort();
  const contents = `import { ${names.map((n) => `${n} as _${n}`).join(', ')} } from 'zod';\nexport const z = Object.freeze({ ${names.map((n) => `${n}: _${n}`).join(', ')} });\n`;
  const outfile = 'dist/src/zod.js';
  const result = await build({ ...NODE_MODULE, stdin: { contents, resolveDir: repo, loader: 'js', sourcefile: 'zod-members.js' }, outfile, minify: true });
  writeFileSync(join(repo, `${outfile}.LICENSES.txt`), licences(Object.keys(result.metafile.inputs), 'Packages inlined into zod.js, with their licences.\n', outfile));
  // The declarations name zod 4's types as `zod/v4`, which zod 4 and zod 3.25+ (the v4 API beside
  // v3) both export: a project that has zod 3 can install docwright (the peer range takes both).
  const declarations = ['src', 'rules', 'presets'].flatMap((d) => compiledFiles(join(dist, d), '.d.ts'));
  for (const file of declarations) {
    const text = readFileSync(file, 'utf8');
    const renamed = text.replace(/(\bfrom\s*|\bimport\s*\(\s*)(['"])zod\2/g, '$1$2zod/v4$2');
    if (renamed !== text) writeFileSync(file, renamed);
  }
  for (const file of modules) {
    const to = relative(dirname(file), join(dist, 'src/zod.js')).split(sep).join('/');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/^import \{ z \} from 'zod';$/m, `import { z } from '${to.startsWith('.') ? to : `./${to}`}';`));
  }
}

/**
 * KaTeX as imported by `micromark-extension-math`'s HTML compiler, which nothing here calls (the
 * renderer draws math with src/render/page/katex.ts): an empty module, so no bundle carries KaTeX twice.
 */
const noKatex = {
  name: 'no-katex',
  setup(b) {
    b.onResolve({ filter: /^katex$/ }, () => ({ path: 'katex', namespace: 'no-katex' }));
    b.onLoad({ filter: /.*/, namespace: 'no-katex' }, () => ({ contents: 'export default {};', loader: 'js' }));
  },
};

/**
 * acorn as ES module for every importer: acorn-jsx `require`s it (only when its parser class does not
 * carry acorn itself, which acorn 8's does), so the CommonJS build (`dist/acorn.js`) was bundled beside
 * the ES one that the renderer and micromark import, ~155 kB more for the dev worker to compile (issue 51).
 */
const oneAcorn = {
  name: 'one-acorn',
  setup(b) {
    b.onResolve({ filter: /^acorn$/ }, async (args) => {
      if (args.kind !== 'require-call') return undefined;
      const esm = await b.resolve('acorn', { kind: 'import-statement', resolveDir: args.resolveDir });
      return esm.errors.length > 0 ? { errors: esm.errors } : { path: esm.path, namespace: esm.namespace };
    });
  },
};

/**
 * write-good's checks `e-prime`, `passive-voice` and `weasel-words` assign an undeclared `match` (`while (match = re.exec(text))`):
 * a global in CommonJS's sloppy mode, a ReferenceError inside the strict ES module bundle ("match is not defined", the
 * `prose-write-good` rule failed on every page from dist/). Each file gets its own `var match;`, what sloppy mode meant.
 */
const sloppyGlobals = {
  name: 'sloppy-globals',
  setup(b) {
    b.onLoad({ filter: /[\\/]node_modules[\\/](e-prime[\\/]e-prime|passive-voice[\\/]passive|weasel-words[\\/]weasel)\.js$/ }, (args) => ({
      contents: `var match;\n${readFileSync(args.path, 'utf8')}`,
      loader: 'js',
    }));
  },
};

await vendorZod();

await bundleShared();
await bundleWithPackages('src/parse/math.ts', 'dist/src/parse/math.js');
await bundleWithPackages('src/render/page/katex.ts', 'dist/src/render/page/katex.js');
// shiki's JavaScript regex engine: `oniguruma-to-es`, `oniguruma-parser` and `regex`, 2.9 MB installed.
await bundleWithPackages('src/render/page/regex-engine.ts', 'dist/src/render/page/regex-engine.js');
// The OpenAPI validation: ajv (2020 and draft-04), the OpenAPI JSON Schemas and swagger-parser's
// Swagger 2.0 validator, ~3.5 MB as installed packages (ajv alone 2.6 MB, a third of it TypeScript sources).
await bundleWithPackages('src/openapi/validate.ts', 'dist/src/openapi/validate.js');
// culori (1.8 MB installed) for the colour spaces css-color.ts registers, and `diff` (1 MB) for the
// one `structuredPatch` of `docwright rules --check`.
await bundleWithPackages('src/css-color.ts', 'dist/src/css-color.js');
await bundleWithPackages('src/cli/text-patch.ts', 'dist/src/cli/text-patch.js');

// The built-in rules' examples (src/rule-kit/examples-file.ts reads them from dist/rules/examples/ the
// first time a rule's `examples` are asked for: RuleTester, the rule docs; `lint` never does).
mkdirSync(join(repo, 'dist/rules/examples'), { recursive: true });
for (const name of readdirSync(join(repo, 'rules/examples'))) if (name.endsWith('.yaml')) copyFileSync(join(repo, 'rules/examples', name), join(repo, 'dist/rules/examples', name));

// KaTeX's style sheet and the fonts the site ships (woff2: every browser the site supports reads
// it; the style sheet names woff and ttf after it), with its licence (src/render/site-assets.ts).
const katex = join(repo, 'node_modules/katex');
mkdirSync(join(repo, 'dist/vendor/katex/fonts'), { recursive: true });
copyFileSync(join(katex, 'dist/katex.min.css'), join(repo, 'dist/vendor/katex/katex.min.css'));
copyFileSync(join(katex, 'LICENSE'), join(repo, 'dist/vendor/katex/LICENSE'));
for (const font of readdirSync(join(katex, 'dist/fonts'))) if (font.endsWith('.woff2')) copyFileSync(join(katex, 'dist/fonts', font), join(repo, 'dist/vendor/katex/fonts', font));

/**
 * esbuild's options for one ES module for node with every package it imports inlined, written
 * over `outfile` (`entry`'s compiled file), with a metafile for the licences; `require` is given to
 * the CommonJS packages, which call it for node's modules and for files they load at run time.
 */
function inlinedModule(entry, outfile) {
  return {
    ...NODE_MODULE,
    entryPoints: [entry],
    outfile,
    // ES builds first: jsonc-parser's `main` is a UMD file that requires its own files at run time.
    mainFields: ['module', 'main'],
    banner: { js: "import { createRequire as __docwrightRequire } from 'node:module';\nconst require = __docwrightRequire(import.meta.url);" },
  };
}

/**
 * One of OWN_BUNDLES as one minified ES module with every package it imports inlined, written
 * over its compiled file, and the inlined packages' licences beside it (`<file>.LICENSES.txt`).
 */
async function bundleWithPackages(entry, outfile) {
  const result = await build({ ...inlinedModule(entry, outfile), minify: true, plugins: entry.endsWith('math.ts') ? [noKatex] : [] });
  writeFileSync(join(repo, `${outfile}.LICENSES.txt`), licences(Object.keys(result.metafile.inputs), `Packages inlined into ${outfile.split('/').pop()}, with their licences.\n`, outfile));
}

// Inter: the two files the site serves (INTER_FILES, src/render/components/fonts.ts) with the font's
// licence (src/render/site-assets.ts), not @fontsource-variable/inter (2 MB: every subset and axis).
const { INTER_FILES } = await import(pathToFileURL(join(repo, 'dist/src/render/components/fonts.js')).href);
const inter = join(repo, 'node_modules/@fontsource-variable/inter');
mkdirSync(join(repo, 'dist/vendor/inter'), { recursive: true });
for (const file of INTER_FILES) copyFileSync(join(inter, 'files', file), join(repo, 'dist/vendor/inter', file));
copyFileSync(join(inter, 'LICENSE'), join(repo, 'dist/vendor/inter/LICENSE'));

// The icon collections (ICON_SETS, src/icons.ts), each JSON stored with brotli (4.8 MB as the
// @iconify-json packages, under 1 MB compressed), with the collections' licences.
const { ICON_SETS } = await import(pathToFileURL(join(repo, 'dist/src/icons.js')).href);
mkdirSync(join(repo, 'dist/vendor/icons'), { recursive: true });
for (const set of ICON_SETS) writeFileSync(join(repo, 'dist/vendor/icons', `${set}.json.br`), brotli(readFileSync(join(repo, 'node_modules/@iconify-json', set, 'icons.json'))));
writeFileSync(join(repo, 'dist/vendor/icons/LICENSE'), iconLicences(ICON_SETS));

/** Each collection's package, version and licence, with the licence and author its `info.json` names. */
function iconLicences(sets) {
  const parts = ['The icon collections in this folder come from these packages (Iconify), under these licences.\n'];
  for (const set of sets) {
    const root = join(repo, 'node_modules/@iconify-json', set);
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    const info = JSON.parse(readFileSync(join(root, 'info.json'), 'utf8'));
    parts.push(`${'-'.repeat(72)}\n${pkg.name}@${pkg.version}: ${info.name}, by ${info.author?.name ?? 'unknown'} (${info.author?.url ?? ''})\nLicence: ${info.license?.title ?? pkg.license} (${info.license?.spdx ?? pkg.license}) ${info.license?.url ?? ''}\n`);
  }
  return parts.join('\n');
}

// mermaid's browser bundle ships as one vendored file with its licence (src/render/site-assets.ts):
// as a dependency, mermaid would install ~125 packages (~150 MB) that only that file needs.
// Stored with brotli (src/fs/vendor-files.ts reads it): 3.6 MB on disk becomes 0.75 MB.
const mermaid = join(repo, 'node_modules/mermaid');
const vendor = join(repo, 'dist/vendor/mermaid');
mkdirSync(vendor, { recursive: true });
writeFileSync(join(vendor, 'mermaid.min.js.br'), brotli(readFileSync(join(mermaid, 'dist/mermaid.min.js'))));
copyFileSync(join(mermaid, 'LICENSE'), join(vendor, 'LICENSE'));

/** `bytes` compressed with brotli at its best quality (a build-time cost, paid once). */
function brotli(bytes) {
  return brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
}

// shiki's grammars and the site's two themes, as one compressed store (scripts/shiki-store.mjs).
await writeShikiStore(join(repo, 'dist/vendor/shiki'), 5);
writeFileSync(join(repo, 'dist/vendor/shiki/LICENSE'), shikiLicences());

for (const name of ['katex']) recordPackage(`node_modules/${name}`, 'dist/vendor/katex');
recordPackage('node_modules/@fontsource-variable/inter', 'dist/vendor/inter');
for (const set of ICON_SETS) recordPackage(`node_modules/@iconify-json/${set}`, 'dist/vendor/icons');
recordPackage('node_modules/mermaid', 'dist/vendor/mermaid');
for (const name of ['shiki', '@shikijs/langs', '@shikijs/themes']) recordPackage(`node_modules/${name}`, 'dist/vendor/shiki');
await recordBrowserAssets();
writeBundledManifest();

writeFileSync(join(repo, 'dist/.npmignore'), packIgnore());
writeCodeFingerprint();

/**
 * dist/src/code-fingerprint.txt: a SHA-256 of every file dist/ holds (each path and its bytes, sorted), the fingerprint
 * of the code the package ships. The build cache is keyed on it (src/code-fingerprint.ts), so a docwright built from
 * git between two versions never reads pages an older build of the same version rendered. Written last, of all the rest.
 */
function writeCodeFingerprint() {
  const dist = join(repo, 'dist');
  const target = join(dist, 'src/code-fingerprint.txt');
  const files = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : e.isFile() ? [join(dir, e.name)] : []));
  const hash = createHash('sha256');
  for (const file of files(dist).filter((f) => f !== target).sort()) hash.update(`${relative(dist, file).split(sep).join('/')}\0`).update(readFileSync(file)).update('\0');
  writeFileSync(target, `${hash.digest('hex')}\n`);
}

/** shiki's licence and those of the grammars and themes it bundles (each package ships its own). */
function shikiLicences() {
  const parts = ['The grammars and themes in this folder come from these packages, under these licences.\n'];
  for (const name of ['shiki', '@shikijs/langs', '@shikijs/themes']) {
    const root = join(repo, 'node_modules', name);
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    const file = readdirSync(root).find((f) => /^(licen[cs]e|copying)(\.(md|txt))?$/i.test(f));
    parts.push(`${'-'.repeat(72)}\n${name}@${pkg.version} (${pkg.license})\n\n${file ? readFileSync(join(root, file), 'utf8').trim() : ''}\n`);
  }
  return parts.join('\n');
}

/**
 * The compiled files no published entry reaches, as a `.npmignore` for dist/ (it applies below
 * the `files` of package.json): the CLI's own modules, which the bundle holds, and the
 * declarations that neither `docwright` nor `docwright/lint` exposes (issue 29: install size).
 * dist/ keeps them for the benches that load the compiled CLI. JavaScript is followed from the
 * entries and the bin through every relative import and every `new URL('…', import.meta.url)`
 * (the workers); declarations from the two entries' `.d.ts` through `from` and `import("…")`.
 * A string that only looks like an import keeps a file in: never one out.
 */
function packIgnore() {
  const dist = join(repo, 'dist');
  const files = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
  const reach = (entries, rename) => {
    const seen = new Set();
    const todo = entries.map((p) => join(dist, p));
    while (todo.length > 0) {
      const file = todo.pop();
      // A folder (`new URL('../../rules/examples/', import.meta.url)`) ships whole: dist/.npmignore names files only.
      if (seen.has(file) || !existsSync(file) || statSync(file).isDirectory()) continue;
      seen.add(file);
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bnew URL\(\s*)["'](\.{1,2}\/[^"'`]+)["']/g)) todo.push(rename(join(dirname(file), m[1])));
    }
    return seen;
  };
  // The sandbox's worker runs from a minified string in bundled.js; its readable module stays, as
  // the place where the packages that string requires by a minified name are seen (test/package.test.ts).
  const js = reach(['src/index.js', 'src/lint/entry.js', 'src/cli/bin.js', 'src/lint/worker.js', 'src/render/safety/sandbox/vm-worker.js'], (p) => p.replace(/\.ts$/, '.js'));
  const types = reach(['src/index.d.ts', 'src/lint/entry.d.ts'], (p) => p.replace(/\.js$/, '.d.ts'));
  const out = files(join(dist, 'src')).concat(files(join(dist, 'rules')), files(join(dist, 'presets')))
    .filter((f) => (f.endsWith('.d.ts') ? !types.has(f) : f.endsWith('.js') && !js.has(f)))
    .map((f) => `/${relative(dist, f).split(sep).join('/')}`)
    .sort();
  return `# Generated by scripts/bundle.mjs: compiled files that no published entry reaches.\n${out.join('\n')}\n`;
}

/**
 * docwright's code that node runs, as one bundle with one copy of each npm package it inlines (issue 29:
 * install size; issues 48 and 51: start-up): `docwright` (src/index.ts, as dist/src/lib/index.js, which
 * dist/src/index.js re-exports), `docwright/lint` (src/lint/entry.ts), the CLI (`dist/src/cli/bin.js`)
 * and the threads they start: the lint workers (the CLI's and the language server's), the link checker,
 * the build's render worker and the dev server's (src/dev/site-worker.ts) with the provisional project's
 * loader its main thread runs (src/dev/hand-project.ts). Each entry is written over its compiled file, so
 * its types (`entry.d.ts`) and every path it computes from `import.meta.url` (`../lint/worker.js`) stay as
 * they were; code two entries share, and what only some commands or pages `import()`, is in chunks in
 * dist/src/cli/ (`<name>-<hash>.js`), one folder under dist/src/ like every entry. The compiled modules
 * stay in dist/ (the benches load some) but are not published (packIgnore). Before, the library was
 * ~540 compiled modules importing ~40 packages installed as dependencies (27 MB installed with theirs),
 * and the CLI with the build's worker (packages external), the lint entry, the lint worker and the dev
 * worker (packages inlined) were four bundles with the parser and the renderer in up to three copies.
 *
 * Packages are inlined: loaded from node_modules one module at a time they were most of each start
 * (`docwright/lint` ~600 modules, the dev worker ~750). Left to node_modules: what finds its own files
 * at run time or is an optional peer (Pagefind, the MCP SDK, QuickJS and its wasm, the dictionary),
 * what loads only when used and is large (cosmiconfig, which would pull in TypeScript for `.ts` configs;
 * Tailwind), js-yaml (one file, a dependency of cosmiconfig too), picomatch (which fdir, inlined with
 * tinyglobby, requires by name when it is installed), and the servers' packages (chokidar, sirv, the
 * language server's). Every package inlined here is a devDependency, unless the declarations name it
 * (unified, vfile …: installed for their types; test/package.test.ts). The own bundles (KaTeX, the regex engine …)
 * and zod are shared files, imported by path. Names kept, whitespace and syntax minified (a stack trace
 * still names its functions); no source map (as large as the code again). The inlined packages'
 * licences are in dist/src/bundle.LICENSES.txt.
 */
async function bundleShared() {
  const { entryPoints: _entry, outfile: _outfile, ...inlined } = inlinedModule('src/cli/bin.ts', 'dist/src/cli/bin.js');
  const result = await build({
    ...inlined,
    entryPoints: {
      // `docwright`: dist/src/index.js re-exports it (below), so the entry's own code sits one folder under dist/src/ too.
      'lib/index': 'src/index.ts',
      'cli/bin': 'src/cli/bin.ts',
      'lint/entry': 'src/lint/entry.ts',
      'lint/worker': 'src/lint/worker.ts',
      'render/worker': 'src/render/worker.ts',
      'dev/site-worker': 'src/dev/site-worker.ts',
      'dev/hand-project': 'src/dev/hand-project.ts',
      'check/links-worker': 'src/check/links-worker.ts',
      'lsp/lint-worker': 'src/lsp/lint-worker.ts',
    },
    outdir: 'dist/src',
    entryNames: '[dir]/[name]',
    chunkNames: 'cli/[name]-[hash]',
    splitting: true,
    minifyWhitespace: true,
    minifySyntax: true,
    external: [
      'cosmiconfig', 'js-yaml', 'tailwindcss', 'pagefind', '@modelcontextprotocol/sdk', '@modelcontextprotocol/sdk/*',
      'quickjs-emscripten-core', '@jitl/*', 'dictionary-en', 'nspell',
      // fdir (tinyglobby's) requires it when installed: inlined as well, it would ship twice.
      'picomatch',
      'chokidar', 'sirv', 'vscode-languageserver', 'vscode-languageserver/*', 'vscode-languageserver-textdocument',
    ],
    // KaTeX: only `micromark-extension-math`'s HTML compiler imports it, which nothing here calls.
    plugins: [ownBundles, sharedZod, noKatex, oneAcorn, sloppyGlobals],
  });
  // Over tsc's index.js: its types stay index.d.ts.
  writeFileSync(join(repo, 'dist/src/index.js'), "// `docwright`, bundled with the CLI and `docwright/lint` (scripts/bundle.mjs `bundleShared`).\nexport * from './lib/index.js';\n");
  writeFileSync(join(repo, 'dist/src/bundle.LICENSES.txt'), licences(Object.keys(result.metafile.inputs), 'Packages inlined into docwright\'s code (`docwright`, `docwright/lint`, the CLI and their workers: dist/src/index.js and the modules it imports), with their licences.\n', 'dist/src'));
}

/** The name, version, licence and licence text of every package whose files are in `inputs`. */
function licences(inputs, heading = 'Packages inlined into entry.js (`docwright/lint`), with their licences.\n', into = 'dist/src/lint/entry.js') {
  const roots = packageRoots(inputs);
  for (const root of roots) recordPackage(root, into);
  const parts = [heading];
  for (const root of [...roots].sort()) {
    const pkg = JSON.parse(readFileSync(join(repo, root, 'package.json'), 'utf8'));
    const file = readdirSync(join(repo, root)).find((name) => /^(licen[cs]e|copying)(\.(md|txt))?$/i.test(name));
    const text = file ? readFileSync(join(repo, root, file), 'utf8').trim() : `(no licence file; package.json: ${pkg.license ?? 'none'})`;
    parts.push(`${'-'.repeat(72)}\n${pkg.name}@${pkg.version} (${pkg.license ?? 'unknown'})\n\n${text}\n`);
  }
  return parts.join('\n');
}

// The manifest of bundled packages (dist/bundled-packages.json): every npm package whose code
// or data the package carries inside its own files (inlined by esbuild, or copied into
// dist/vendor/), with its version, licence and where it went. npm's own tools (`npm audit`,
// Dependabot) see only the dependencies in package.json; `scripts/audit-bundled.mjs` checks
// these against the registry's advisories (CI runs it), and test/bundled-manifest.test.ts
// that the manifest names every package the LICENSES files name.


/** The package folders (`…/node_modules/<name>`) of esbuild's input paths. */
function packageRoots(inputs) {
  const roots = new Set();
  for (const input of inputs) {
    const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (match) roots.add(match[1]);
  }
  return roots;
}

/** Record the package in folder `root` (relative to the repository) as carried in `into`. */
function recordPackage(root, into) {
  const pkg = JSON.parse(readFileSync(join(repo, root, 'package.json'), 'utf8'));
  const key = `${pkg.name}@${pkg.version}`;
  const entry = bundled.get(key) ?? { name: pkg.name, version: pkg.version, license: typeof pkg.license === 'string' ? pkg.license : 'unknown', into: new Set() };
  entry.into.add(into);
  bundled.set(key, entry);
}

/** The packages esbuild inlines into the browser assets (src/render/assets/bundled.ts), read from a metafile-only build of each. */
async function recordBrowserAssets() {
  const { ASSETS, assetBuildOptions } = await import('./bundle-assets.mjs');
  for (const { entry, node } of ASSETS) {
    const result = await build({ ...assetBuildOptions(entry, node), absWorkingDir: repo, entryPoints: [entry], write: false, metafile: true, logLevel: 'silent' });
    for (const root of packageRoots(Object.keys(result.metafile.inputs))) recordPackage(root, 'src/render/assets/bundled.ts');
  }
}

/** Write dist/bundled-packages.json, sorted, so two builds of one commit write the same bytes. */
function writeBundledManifest() {
  const packages = [...bundled.values()]
    .map((entry) => ({ name: entry.name, version: entry.version, license: entry.license, into: [...entry.into].sort() }))
    .sort((a, b) => (a.name === b.name ? (a.version < b.version ? -1 : a.version > b.version ? 1 : 0) : a.name < b.name ? -1 : 1));
  const about = 'npm packages carried inside docwright\'s own files (inlined or vendored), which npm audit does not see: checked by scripts/audit-bundled.mjs';
  writeFileSync(join(repo, 'dist/bundled-packages.json'), `${JSON.stringify({ about, packages }, null, 2)}\n`);
}
