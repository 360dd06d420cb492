// What importing the lint API loads: `docwright/lint` (src/lint/entry.ts) brings the parser,
// the rules and the engine, and none of the site's modules or packages (render, OpenAPI,
// shiki, Pagefind, the sandbox, Tailwind, the icon collections). Runs the compiled entry in
// dist/ (CI builds before testing), counted by scripts/count-modules.mjs in one child process.
import { describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as api from '../src/index.js';
import * as lintApi from '../src/lint/entry.js';

const repo = fileURLToPath(new URL('..', import.meta.url));

/** The packages (and `(docwright)`) the compiled lint entry loads, with how many files each. */
function loaded(): { total: number; packages: Map<string, number> } {
  const out = execFileSync(process.execPath, [join(repo, 'scripts/count-modules.mjs'), join(repo, 'dist/src/lint/entry.js'), '--list'], { cwd: repo, encoding: 'utf8' });
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

  test('loads the parser and the rules, and none of the site\'s packages', () => {
    const { total, packages } = loaded();
    const site = [...packages.keys()].filter((name) => /^(shiki|@shikijs\/.*|pagefind|@pagefind\/.*|@apidevtools\/.*|quickjs-emscripten-core|@jitl\/.*|tailwindcss|@iconify-json\/.*|hast-util-to-html|rehype-.*|parse5|ajv|@fontsource-variable\/.*)$/.test(name));
    expect(site).toEqual([]);
    expect(packages.get('remark-parse')).toBeGreaterThan(0);
    // The main entry loads about 900 (issue 29). The parser alone (remark with MDX, GFM, math
    // and front matter, yaml) is about 370 of these; zod about 95.
    expect(total).toBeLessThan(650);
  });
});
