// What `npm pack` publishes: compiled code and data only, a LICENSE, the metadata a user
// looks for, dependencies that the shipped code really imports, and no npm package's code
// inlined into the bundled CLI beside its installed copy.
import { afterAll, describe, expect, jest, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isBuiltin } from 'node:module';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { build, stop } from 'esbuild';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const repo = fileURLToPath(new URL('..', import.meta.url));

// esbuild's service is a child process that outlives the build unless stopped: it kept the
// whole in-band run open after the last test.
afterAll(() => stop());
const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as {
  engines?: { node?: string };
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
  peerDependenciesMeta: Record<string, { optional?: boolean }>;
  devDependencies: Record<string, string>;
  repository?: unknown;
  homepage?: unknown;
  bugs?: unknown;
  keywords?: unknown;
};

interface PackEntry {
  files: { path: string }[];
}

/** The files `npm pack` would publish (from the built dist/, as CI builds before testing). */
function packed(): string[] {
  const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  const entries = JSON.parse(out) as PackEntry[];
  return entries[0]?.files.map((f) => f.path) ?? [];
}

/** The package name an import specifier names: `a`, `a/b` → `a`; `@s/a/b` → `@s/a`. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/**
 * Every package the shipped JavaScript imports, requires or resolves, as esbuild sees it:
 * each shipped file is an entry point and every package stays external, so the metafile
 * lists the packages by name (a string in the code that only looks like an import is not one).
 */
async function importedPackages(files: string[]): Promise<Set<string>> {
  // What Node runs: vendored browser bundles (dist/vendor) are files the site serves, never imported.
  const modules = files.filter((f) => f.endsWith('.js') && !f.startsWith('dist/vendor/'));
  const result = await build({
    absWorkingDir: repo,
    entryPoints: modules,
    bundle: true,
    write: false,
    metafile: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    outdir: 'out',
    // The bundle's ~200 chunks import one another: without splitting, each entry would carry all of them again (minutes).
    splitting: true,
    logLevel: 'silent',
  });
  const found = new Set<string>();
  for (const input of Object.values(result.metafile.inputs)) {
    for (const { path, external } of input.imports) if (external && !isBuiltin(path)) found.add(packageOf(path));
  }
  // `require('x')` through `createRequire` (under any name: `requireHere('x')`) and `require.resolve('x/…')` are calls esbuild does not follow.
  for (const file of modules) {
    // (Node's own modules are no packages: CommonJS code inlined into the lint bundle requires `fs`, `path` …)
    // (A `require(…)` that opens a string is text: ajv's code for standalone validators, inlined into validate.js.)
    for (const match of readFileSync(join(repo, file), 'utf8').matchAll(/(?<![`'"\w])\w*[rR]equire\w*(?:\.resolve)?\(\s*['"]([^'"./][^'"\n]*)['"]/g)) if (!isBuiltin(match[1] ?? '')) found.add(packageOf(match[1] ?? ''));
  }
  return found;
}

/** Every package the shipped declarations import (`from 'unified'`, `import("vfile")`), `@types/*` packages by the name they type (`mdast`). */
function declarationPackages(files: string[]): Set<string> {
  const found = new Set<string>();
  for (const file of files.filter((f) => f.endsWith('.d.ts'))) {
    for (const m of readFileSync(join(repo, file), 'utf8').matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*)["']([^"'./][^"']*)["']/g)) {
      const name = packageOf(m[1] ?? '');
      found.add(name);
      if (!name.startsWith('@')) found.add(`@types/${name}`);
    }
  }
  return found;
}

describe('the published package', () => {
  const files = packed();

  test('ships no TypeScript sources, only compiled code with its declarations', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(files.filter((f) => /\.(c|m)?ts$/.test(f) && !/\.d\.(c|m)?ts$/.test(f))).toEqual([]);
    expect(files.some((f) => f.startsWith('test/') || f.startsWith('bench/') || f.startsWith('fixtures/'))).toBe(false);
  });

  test('ships a LICENSE, the README and the metadata npm shows', () => {
    expect(files).toEqual(expect.arrayContaining(['LICENSE', 'README.md', 'package.json', 'dist/src/cli/bin.js', 'dist/src/index.js']));
    expect(pkg.repository).toBeTruthy();
    expect(pkg.homepage).toBeTruthy();
    expect(pkg.bugs).toBeTruthy();
    expect(Array.isArray(pkg.keywords) && pkg.keywords.length).toBeGreaterThan(3);
  });

  test('ships mermaid\'s browser bundle as one vendored file, compressed, with its licence, not mermaid\'s dependency tree', () => {
    expect(files).toEqual(expect.arrayContaining(['dist/vendor/mermaid/mermaid.min.js.br', 'dist/vendor/mermaid/LICENSE']));
    expect(Object.keys(pkg.dependencies)).not.toContain('mermaid');
    // What src/fs/vendor-files.ts reads back is the devDependency's file, byte for byte.
    const installed = readFileSync(join(repo, 'node_modules/mermaid/dist/mermaid.min.js'));
    expect(brotliDecompressSync(readFileSync(join(repo, 'dist/vendor/mermaid/mermaid.min.js.br'))).equals(installed)).toBe(true);
  });

  test('ships KaTeX vendored (its module bundled, the style sheet, the woff2 fonts, its licence), not the katex package', () => {
    expect(files).toEqual(expect.arrayContaining(['dist/src/render/page/katex.js', 'dist/src/render/page/katex.js.LICENSES.txt', 'dist/src/parse/math.js.LICENSES.txt', 'dist/vendor/katex/LICENSE', 'dist/vendor/katex/katex.min.css', 'dist/vendor/katex/fonts/KaTeX_Main-Regular.woff2']));
    expect(files.filter((f) => f.startsWith('dist/vendor/katex/fonts/') && !f.endsWith('.woff2'))).toEqual([]);
    // remark-math's micromark extension depends on all of KaTeX for an HTML compiler never used: both are bundled.
    expect(Object.keys(pkg.dependencies).filter((name) => ['katex', 'remark-math', 'micromark-extension-math'].includes(name))).toEqual([]);
  });

  test('ships every file a published file imports, and no compiled module that no entry reaches', () => {
    // dist/.npmignore (scripts/bundle.mjs) leaves out the CLI's compiled modules (the bundle holds
    // them) and the declarations neither entry exposes; what is left must still be whole.
    const shipped = new Set(files);
    const missing: string[] = [];
    for (const file of files.filter((f) => f.endsWith('.js') || f.endsWith('.d.ts'))) {
      const text = readFileSync(join(repo, file), 'utf8');
      for (const m of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bnew URL\(\s*)["'](\.{1,2}\/[^"'`]+\.js)["']/g)) {
        const target = posix.join(posix.dirname(file), m[1] ?? '');
        const wanted = file.endsWith('.d.ts') ? target.replace(/\.js$/, '.d.ts') : target;
        if (!shipped.has(wanted)) missing.push(`${file} -> ${wanted}`);
      }
    }
    expect(missing).toEqual([]);
    expect(files).toEqual(expect.arrayContaining(['dist/src/index.d.ts', 'dist/src/lint/entry.d.ts', 'dist/src/lint/worker.js', 'dist/src/render/worker.js', 'dist/src/check/links-worker.js', 'dist/src/dev/site-worker.js']));
    expect(files.filter((f) => /^dist\/src\/(cli\/(main|options)|lsp\/server|mcp\/server)\.js$/.test(f))).toEqual([]);
  });

  test('declares the Node versions its dependencies support, which include the running Node', () => {
    expect(pkg.engines?.node).toBe('^20.19.0 || >=22.12.0');
    const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
    expect((major === 20 && minor >= 19) || (major === 22 && minor >= 12) || major > 22).toBe(true);
  });

  test('every dependency is imported by the shipped code or named by its declarations, and every imported package is a dependency', async () => {
    const imported = await importedPackages(files);
    const types = declarationPackages(files);
    // zod is vendored (dist/src/zod.js): a peer for the declarations only, which no shipped module imports.
    const declared = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies).filter((name) => name !== 'zod')];
    expect(declared.filter((name) => !imported.has(name) && !types.has(name))).toEqual([]);
    expect(imported.has('zod')).toBe(false);
    expect([...imported].filter((name) => !declared.includes(name) && !name.startsWith('@types/')).sort()).toEqual([]);
  });

  test('keeps Mintlify\'s renderer (the render-diff bench\'s oracle) as exactly pinned devDependencies only', () => {
    // bench/render-diff: a page's text through Mintlify's own pipeline against docwright's. The
    // packages are test oracles: the test above fails if a shipped module imports one of them.
    const oracle = ['@mintlify/common', '@mintlify/mdx', '@mintlify/components', 'react', 'react-dom'];
    expect(oracle.map((name) => [name, pkg.dependencies[name], /^\d+\.\d+\.\d+$/.test(pkg.devDependencies[name] ?? '')])).toEqual(oracle.map((name) => [name, undefined, true]));
  });

  test('keeps json-schema-ref-parser at swagger-parser\'s release (both bundled: devDependencies), below 15.5.1, which added undici', () => {
    // One copy instead of two, and no undici (1.7 MB): the $refs resolve through our own resolvers and node's fetch.
    expect(pkg.devDependencies['@apidevtools/json-schema-ref-parser']).toBe('15.3.6');
    expect(pkg.devDependencies['@apidevtools/swagger-parser']).toBe('~13.0.0');
  });

  test('ships the two Inter files the site serves, vendored with the font\'s licence, not @fontsource-variable/inter', () => {
    expect(files.filter((f) => f.startsWith('dist/vendor/inter/')).sort()).toEqual(['dist/vendor/inter/LICENSE', 'dist/vendor/inter/inter-latin-ext-wght-normal.woff2', 'dist/vendor/inter/inter-latin-wght-normal.woff2']);
    expect(pkg.dependencies['@fontsource-variable/inter']).toBeUndefined();
  });

  test('ships the icon collections as a compressed store with their licences, not the @iconify-json packages', () => {
    // 4.8 MB as packages; each collection is read once, when a name must be looked up in it.
    expect(files.filter((f) => f.startsWith('dist/vendor/icons/')).sort()).toEqual(['LICENSE', 'fa7-brands.json.br', 'fa7-regular.json.br', 'fa7-solid.json.br', 'lucide.json.br', 'tabler.json.br'].map((f) => `dist/vendor/icons/${f}`));
    const tabler = JSON.parse(brotliDecompressSync(readFileSync(join(repo, 'dist/vendor/icons/tabler.json.br'))).toString('utf8')) as { prefix: string; icons: Record<string, unknown> };
    expect(tabler.prefix).toBe('tabler');
    expect(Object.keys(tabler.icons).length).toBeGreaterThan(4000);
    expect(Object.keys(pkg.dependencies).filter((name) => name.startsWith('@iconify-json/'))).toEqual([]);
  });

  test('ships the OpenAPI validation bundled (ajv, the schemas, swagger-parser\'s validator inlined), not those packages', () => {
    // ~3.5 MB installed (ajv 2.6 MB) for a 0.2 MB module, which loads them at first use.
    expect(files).toEqual(expect.arrayContaining(['dist/src/openapi/validate.js', 'dist/src/openapi/validate.js.LICENSES.txt']));
    expect(readFileSync(join(repo, 'dist/src/openapi/validate.js.LICENSES.txt'), 'utf8')).toMatch(/^ajv@8\.\d+\.\d+ \(MIT\)$/m);
    expect(Object.keys(pkg.dependencies).filter((name) => /^(ajv|ajv-draft-04|@apidevtools\/(openapi-schemas|swagger-parser))$/.test(name))).toEqual([]);
  });

  test('search (pagefind) and the MCP server\'s SDK are optional peers, kept for the tests as devDependencies', () => {
    // Most installs are the lint/check gate of a CI: the site's search and the editors' MCP server install on demand.
    const optional = ['@modelcontextprotocol/sdk', 'pagefind'];
    expect(Object.keys(pkg.peerDependencies).filter((name) => name !== 'zod').sort()).toEqual(optional);
    for (const name of optional) {
      expect({ name, optional: pkg.peerDependenciesMeta[name]?.optional, dev: pkg.devDependencies[name], dependency: pkg.dependencies[name] }).toEqual({ name, optional: true, dev: pkg.peerDependencies[name], dependency: undefined });
    }
  });

  test('zod is vendored, and an optional peer for the declarations that a project with zod 3.25+ or 4 can install beside', () => {
    // 8.6 MB installed (its TypeScript sources and v3 included) for ~0.1 MB of code: dist/src/zod.js.
    expect({ dependency: pkg.dependencies.zod, peer: pkg.peerDependencies.zod, optional: pkg.peerDependenciesMeta.zod?.optional, dev: pkg.devDependencies.zod }).toEqual({ dependency: undefined, peer: '^3.25.0 || ^4.0.0', optional: true, dev: expect.stringMatching(/^\^4\./) });
    expect(files).toEqual(expect.arrayContaining(['dist/src/zod.js', 'dist/src/zod.js.LICENSES.txt']));
    // zod 3.25+ has zod 4 as `zod/v4`: the declarations name it so, never bare `zod` (zod 3's API there).
    const bare = files.filter((f) => f.endsWith('.d.ts') && /(?:\bfrom\s*|\bimport\s*\(\s*)["']zod["']/.test(readFileSync(join(repo, f), 'utf8')));
    expect(bare).toEqual([]);
    expect(readFileSync(join(repo, 'dist/src/rule-kit/rule.d.ts'), 'utf8')).toMatch(/from 'zod\/v4'/);
  });

  test('inlines each package once, and installs none that it inlines unless the declarations name it', () => {
    // scripts/bundle.mjs `bundleShared`: `docwright`, `docwright/lint`, the CLI and the workers are one bundle
    // with one copy of each package it inlines, whose licences are in dist/src/bundle.LICENSES.txt.
    const named = (file: string): string[] => [...readFileSync(join(repo, file), 'utf8').matchAll(/^(@?[^@\s]+)@\d[^ ]* \(/gm)].map((m) => m[1] ?? '');
    const inlined = named('dist/src/bundle.LICENSES.txt');
    expect(inlined).toEqual(expect.arrayContaining(['unified', 'micromark', 'yaml', 'parse5', '@shikijs/core']));
    expect(files.filter((f) => f.endsWith('.LICENSES.txt') && f !== 'dist/src/bundle.LICENSES.txt' && named(f).some((name) => name === 'unified' || name === 'micromark'))).toEqual([]);
    // A package the declarations name (`unified`'s `Plugin`, `vfile`'s `VFile` …) is installed for its types.
    const types = declarationPackages(files);
    expect(Object.keys(pkg.dependencies).filter((name) => inlined.includes(name) && !types.has(name))).toEqual([]);
  });

  test('installs no package that ships a file per item: icons come as one JSON collection per set', () => {
    // The icon packages that shipped one SVG file per icon (2,000-6,300 files, 42-67 MB each)
    // were 160 MB of a 285 MB install; bench/install.bench.mjs measures the whole install.
    const lock = JSON.parse(readFileSync(join(repo, 'package-lock.json'), 'utf8')) as { packages: Record<string, { dev?: boolean }> };
    const shipped = Object.entries(lock.packages).filter(([path, entry]) => path.startsWith('node_modules/') && entry.dev !== true).map(([path]) => path);
    expect(shipped.filter((path) => /node_modules\/(@fortawesome\/fontawesome-free|lucide-static|@tabler\/icons)$/.test(path))).toEqual([]);
    const count = (dir: string): number => readdirSync(dir, { withFileTypes: true }).reduce((n, entry) => n + (entry.isDirectory() ? count(join(dir, entry.name)) : 1), 0);
    // Another platform's optional binary package is not installed here.
    const crowded = shipped.filter((path) => existsSync(join(repo, path)) && count(join(repo, path)) > 1500);
    expect(crowded).toEqual([]);
  });
});

describe('the packed package.json', () => {
  test('has no install-time script: prepack builds and strips `prepare`, postpack puts package.json back', () => {
    const scripts = (JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.prepack).toBe('npm run build && node scripts/pack-manifest.mjs strip');
    expect(scripts.postpack).toBe('node scripts/pack-manifest.mjs restore');
    const dir = mkdtempSync(join(tmpdir(), 'dw-pack-'));
    const text = JSON.stringify({ name: 'p', version: '1.0.0', scripts: { prepare: 'npm run build', postinstall: 'x', build: 'tsc', prepack: 'y' } }, null, 2);
    writeFileSync(join(dir, 'package.json'), text);
    const manifest = join(repo, 'scripts/pack-manifest.mjs');
    execFileSync(process.execPath, [manifest, 'strip', dir]);
    expect((JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts).toEqual({ build: 'tsc', prepack: 'y' });
    execFileSync(process.execPath, [manifest, 'restore', dir]);
    expect(readFileSync(join(dir, 'package.json'), 'utf8')).toBe(text);
    expect(existsSync(join(dir, 'package.json.unpacked'))).toBe(false);
  });
});
