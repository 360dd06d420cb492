// One problem, one finding: `check` and `build` give the same id, message and place for the problems both see
// (redirects the build does not write; …), from one implementation each.
import { afterAll, describe, expect, test } from '@jest/globals';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { checkProject } from '../../src/check/check.js';
import type { Finding } from '../../src/findings/finding.js';
import { createSite } from '../../src/render/site/site.js';
import { lint } from '../../src/lint/engine.js';
import { tempProject } from '../support/project.js';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

function project(files: Record<string, string>): string {
  const root = tempProject(files, 'docwright-parity-');
  roots.push(root);
  return root;
}

/** `file:line:col id message` of each finding of the ids, relative to `root`. */
function lines(root: string, findings: readonly Finding[], ids: readonly string[]): string[] {
  return findings.filter((f) => ids.includes(f.ruleId)).map((f) => `${f.file.slice(root.length + 1)}:${f.line}:${f.column} ${f.ruleId} ${f.message}`).sort();
}

async function both(root: string, ids: readonly string[]): Promise<{ check: string[]; build: string[] }> {
  const check = lines(root, (await checkProject(root)).findings, ids);
  // Search off (a module that is not installed): the index is no part of these findings.
  const site = await createSite({ root, workers: 0, cacheDir: false, searchModule: 'docwright-test-no-pagefind' });
  const build = lines(root, (await site.build(join(root, 'out'))).diagnostics, ids);
  return { check, build };
}

const docsJson = (extra: string): string =>
  `{\n  "$schema": "https://mintlify.com/docs.json",\n  "theme": "mint",\n  "name": "Parity",\n  "colors": { "primary": "#0D7A5F" },${extra}\n  "navigation": { "pages": ["index", "guide"] }\n}\n`;

describe('check and build agree', () => {
  test('a redirect whose source is a page, the home page, a page\'s `.md` copy, no path, or has too many wildcards: `redirect-skipped` from both', async () => {
    const redirects = [
      { source: '/guide', destination: '/' },
      { source: '/', destination: '/guide' },
      { source: '/guide.md', destination: '/' },
      { source: '/llms.txt', destination: '/' },
      { source: '/a/../b', destination: '/' },
      { source: '/:a/:b/:c/:d/:e/:f/:g/:h/:i', destination: '/' },
      { source: '/old', destination: '/guide' },
    ];
    const root = project({
      'docs.json': docsJson(`\n  "redirects": ${JSON.stringify(redirects)},`),
      'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
      'guide.mdx': '---\ntitle: Guide\n---\n\nThe guide.\n',
    });
    const { check, build } = await both(root, ['redirect-skipped']);
    expect(check).toHaveLength(6);
    expect(check).toContain('docs.json:6:17 redirect-skipped Unexpected redirect source `/guide` that is a page or file of the site, expected a path no page has: the page is kept');
    expect(check).toEqual(build);
  });

  test('an OpenAPI page, navigation entry or schema page naming what the spec lacks: one `openapi-operation-missing` finding, same message and place', async () => {
    const spec = 'openapi: 3.0.3\ninfo:\n  title: Pets\n  version: "1"\npaths:\n  /dogs:\n    get:\n      responses:\n        "200":\n          description: OK\ncomponents:\n  schemas:\n    Dog:\n      type: object\n';
    const root = project({
      'docs.json': `{\n  "$schema": "https://mintlify.com/docs.json",\n  "theme": "mint",\n  "name": "Parity",\n  "colors": { "primary": "#0D7A5F" },\n  "api": { "openapi": "openapi.yaml" },\n  "navigation": { "groups": [{ "group": "API", "pages": ["index", "api/bad", "api/cat", "GET /birds"] }] }\n}\n`,
      'openapi.yaml': spec,
      'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
      'api/bad.mdx': '---\ntitle: Cats\nopenapi: "GET /cats"\n---\n',
      'api/cat.mdx': '---\ntitle: Cat\nopenapi-schema: Cat\n---\n',
    });
    const ids = ['openapi-operation', 'openapi-operation-missing'];
    const { check, build } = await both(root, ids);
    expect(check).toEqual([
      'api/bad.mdx:3:1 openapi-operation-missing Unexpected operation `GET /cats`, expected one that `openapi.yaml` defines',
      'api/cat.mdx:3:1 openapi-operation-missing Unexpected schema `Cat`, expected one that `openapi.yaml` defines in `components.schemas`',
      'docs.json:7:89 openapi-operation-missing Unexpected operation `GET /birds`, expected one that `openapi.yaml` defines',
    ]);
    expect(build).toEqual(check);
  });

  test('an import of a snippet that is not there: `snippet-missing` from lint as from check and build, same message and place', async () => {
    const root = project({
      'docs.json': docsJson(''),
      'index.mdx': '---\ntitle: Home\n---\n\nWelcome.\n',
      'guide.mdx': "---\ntitle: Guide\n---\n\nimport Gone from '/snippets/gone.mdx';\n\n<Gone />\n",
    });
    const { check, build } = await both(root, ['snippet-missing']);
    const run = await lint([], { cwd: root, workers: 0 });
    const linted = lines(root, run.results.flatMap((r) => r.findings.map((f) => ({ ...f, file: r.file }))), ['snippet-missing']);
    expect(check).toEqual(['guide.mdx:5:13 snippet-missing Missing snippet `/snippets/gone.mdx`, expected a file of the project']);
    expect(build).toEqual(check);
    expect(linted).toEqual(check);
  });

  test('a name imported from a snippet that does not export it, in a page and in a snippet: `snippet-export-missing` from lint and check as from build, same message and place', async () => {
    const root = project({
      'docs.json': docsJson(''),
      'index.mdx': "---\ntitle: Home\n---\n\nimport { Present, Absent as Gone } from '/snippets/inner.mdx';\nimport Outer from '/snippets/outer.mdx';\n\n{Present} {Gone}\n\n<Outer />\n",
      'guide.mdx': "---\ntitle: Guide\n---\n\nimport { Dial } from '/snippets/dial.jsx';\n\n<Dial />\n",
      'snippets/inner.mdx': "export const Present = 'here';\n\nInner.\n",
      'snippets/outer.mdx': "import {\n  Present,\n  Lost,\n} from './inner.mdx';\n\n{Present} {Lost}\n",
      'snippets/dial.jsx': 'export const Dial = () => <span>dial</span>;\n',
    });
    const ids = ['snippet-export-missing'];
    const { check, build } = await both(root, ids);
    const run = await lint([], { cwd: root, workers: 0 });
    const linted = lines(root, run.results.flatMap((r) => r.findings.map((f) => ({ ...f, file: r.file }))), ids);
    const message = (name: string, source: string): string => `${name} snippet-export-missing Unexpected import \`${source.split(' ')[0] ?? ''}\` from \`${source.split(' ')[1] ?? ''}\`, which does not export it, expected \`Present\` (a re-export from another file does not count): Mintlify cannot resolve the import, and the name is undefined on the page`;
    expect(build).toEqual([message('index.mdx:5:19', 'Absent /snippets/inner.mdx'), message('snippets/outer.mdx:3:3', 'Lost ./inner.mdx')]);
    expect(check).toEqual(build);
    expect(linted).toEqual(build);
  });

  test('an import of a snippet that is not there, in a snippet a page uses: one `snippet-missing` at the snippet\'s import, from lint as from check and build', async () => {
    const root = project({
      'docs.json': docsJson(''),
      'index.mdx': "---\ntitle: Home\n---\n\nimport A from '/snippets/a.mdx';\n\n<A />\n",
      'guide.mdx': "---\ntitle: Guide\n---\n\nimport A from '/snippets/a.mdx';\n\n<A />\n",
      'snippets/a.mdx': "import Gone from '/snippets/gone.mdx';\n\nSome text.\n\n<Gone />\n",
    });
    const { check, build } = await both(root, ['snippet-missing']);
    const run = await lint([], { cwd: root, workers: 0 });
    const linted = lines(root, run.results.flatMap((r) => r.findings.map((f) => ({ ...f, file: r.file }))), ['snippet-missing']);
    expect(check).toEqual(['snippets/a.mdx:1:13 snippet-missing Missing snippet `/snippets/gone.mdx`, expected a file of the project']);
    expect(build).toEqual(check);
    expect(linted).toEqual(check);
  });
});
