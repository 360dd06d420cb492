// What importing the lint API loads: `docwright/lint` (src/lint/entry.ts) brings the parser,
// the rules and the engine, and none of the site's modules or packages (render, OpenAPI,
// shiki, Pagefind, the sandbox, Tailwind, the icon collections). `npm run build` bundles it
// with the lint path's npm packages inlined, its code in the chunks it shares with the CLI and
// the workers (scripts/bundle.mjs `bundleShared`). Runs the built
// entry in dist/ (CI builds before testing; without dist/ the dist tests skip and say so),
// counted by scripts/count-modules.mjs in one child process.
import { describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as api from '../src/index.js';
import * as lintApi from '../src/lint/entry.js';

const repo = fileURLToPath(new URL('..', import.meta.url));
const entry = join(repo, 'dist/src/lint/entry.js');
const built = existsSync(entry);
if (!built) console.log('test/module-count.test.ts: the dist tests skip: no dist/src/lint/entry.js, run `npm run build` first');
const distTest = built ? test : test.skip;

/** The packages (and `(docwright)`) the compiled lint entry loads, with how many files each. */
function loaded(): { total: number; packages: Map<string, number> } {
  const out = execFileSync(process.execPath, [join(repo, 'scripts/count-modules.mjs'), entry, '--list'], { cwd: repo, encoding: 'utf8' });
  const lines = out.trim().split('\n');
  const packages = new Map<string, number>();
  for (const line of lines.slice(0, -1)) {
    const [count = '0', name = ''] = line.trim().split(/\s+/);
    packages.set(name, Number(count));
  }
  return { total: Number(lines.at(-1)), packages };
}

describe('docwright/lint', () => {
  test('exports the lint surface of the main entry, under the same names', () => {
    const names = Object.keys(lintApi);
    expect(names.length).toBeGreaterThan(15);
    for (const name of names) expect({ name, same: (api as Record<string, unknown>)[name] === (lintApi as Record<string, unknown>)[name] }).toEqual({ name, same: true });
  });

  distTest('is bundled: it loads under 150 modules, none of them the site\'s packages', () => {
    const { total, packages } = loaded();
    const site = [...packages.keys()].filter((name) => /^(shiki|@shikijs\/.*|pagefind|@pagefind\/.*|@apidevtools\/.*|quickjs-emscripten-core|@jitl\/.*|tailwindcss|@iconify-json\/.*|hast-util-to-html|rehype-.*|parse5|ajv|@fontsource-variable\/.*)$/.test(name));
    expect(site).toEqual([]);
    // The parser, zod, yaml and the rules are inlined: ~600 modules one by one before the bundle
    // (the parser alone ~370: remark-gfm 146, remark-mdx 97, yaml 72), a few dozen after it (the
    // entry, the chunks it shares with the CLI and the main entry, js-yaml and picomatch).
    expect(total).toBeLessThan(150);
    expect(packages.get('zod')).toBeUndefined();
    expect(packages.get('remark-parse')).toBeUndefined();
    // The inlined packages' licences ship with it.
    expect(readFileSync(join(repo, 'dist/src/bundle.LICENSES.txt'), 'utf8')).toMatch(/^unified@\d+\.\d+\.\d+ \(MIT\)$/m);
  });

  distTest('its remark preset runs in the user\'s own unified, and vfile-reporter formats its messages', () => {
    // The bundle has its own copy of unified, remark and vfile; a user's pipeline has another.
    // The preset's plugins report on the user's VFile, so the user's reporter reads them.
    const script = `import { unified } from 'unified';
import remarkParse from 'remark-parse';
import { reporter } from 'vfile-reporter';
import { VFile } from 'vfile';
const { remarkPreset, verifyText } = await import(${JSON.stringify(pathToFileURL(entry).href)});
const value = '---\\ntitle: Setup\\ndescription: How to set it up\\n---\\n\\n## Install\\n\\n\x60\x60\x60\\nnpm install plants\\n\x60\x60\x60\\n';
const file = new VFile({ path: 'page.mdx', value });
const processor = unified().use(remarkParse).use(remarkPreset('recommended'));
await processor.run(processor.parse(file), file);
console.log(reporter([file], { color: false }));
console.log(JSON.stringify((await verifyText(value, { filePath: 'page.mdx' })).findings.map((f) => f.line + ':' + f.column + ' ' + f.ruleId)));`;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: repo, encoding: 'utf8' });
    expect(out).toBe('page.mdx\n8:1-10:4 error Missing language on fenced code block, expected for example `bash` or `text` code-language docwright\n\n✖ 1 error\n["8:1 code-language"]\n');
  });
});

describe('the CLI bundle (dist/src/cli/)', () => {
  distTest('holds one copy of acorn: acorn-jsx\'s `require` takes its ES build, not the CommonJS one beside it (issue 51)', () => {
    const cli = join(repo, 'dist/src/cli');
    // Each copy defines acorn's Unicode tables' builder (esbuild names a second one `buildUnicodeData2`).
    const copies = readdirSync(cli)
      .filter((name) => name.endsWith('.js'))
      .flatMap((name) => readFileSync(join(cli, name), 'utf8').match(/function buildUnicodeData\d*\(/g) ?? []);
    expect(copies).toEqual(['function buildUnicodeData(']);
  });
});
