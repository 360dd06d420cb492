// A file that a page imports is a snippet wherever it lives (Mintlify's rule: any imported
// file), so no command treats it as a page: the page index decides, and lint, check and build ask it.
import { describe, expect, jest, test } from '@jest/globals';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkProject } from '../../src/check/check.js';
import { lint } from '../../src/lint/engine.js';
import { importSources } from '../../src/project/imports.js';
import { indexProject } from '../../src/project/pages.js';
import { createSite } from '../../src/render/site/site.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const root = fileURLToPath(new URL('../../fixtures/imported-snippets/', import.meta.url)).replace(/\/$/, '');

/** The link to an imported file, as check, lint and build all report it: no page is there. */
const LINK = 'guide/storage.mdx:6:48 Unexpected link `/shared/oven-setup` to `shared/oven-setup.mdx`, which is not published as a page, expected a page of the site';

describe('imported files are snippets', () => {
  test('the page index: an import by absolute or relative path, over one line or two, makes a snippet; one inside a code block does not', async () => {
    const index = await indexProject(root);
    const kinds = Object.fromEntries(index.files.map((file) => [file.path, file.kind]));
    expect(kinds).toEqual({
      'guide/proofing.mdx': 'page',
      'guide/storage.mdx': 'page',
      'index.mdx': 'page',
      'parts/dough-note.md': 'snippet',
      'shared/fenced-example.mdx': 'page',
      'shared/oven-setup.mdx': 'snippet',
    });
    expect(index.pages.map((page) => page.path)).toEqual(['guide/proofing.mdx', 'guide/storage.mdx', 'index.mdx', 'shared/fenced-example.mdx']);
  });

  test('import lines as Mintlify reads them: at the start of a line, outside fences, a package is no file', () => {
    expect(importSources('import A from "/a.mdx";\n  import B from "/indented.mdx";\n~~~\nimport C from "/fenced.mdx";\n~~~\nimport "./side.mdx";\nimport React from \'react\';\n')).toEqual(['/a.mdx', './side.mdx', 'react']);
  });

  test('check warns about the pages outside the navigation, not the imported files; a link to an imported file is broken', async () => {
    const result = await checkProject(root, { links: true });
    expect(result.findings.map((f) => `${relative(root, f.file)} ${f.ruleId}`)).toEqual(['guide/storage.mdx page-not-in-nav', 'guide/storage.mdx link-broken', 'shared/fenced-example.mdx page-not-in-nav']);
    expect(result.findings.filter((f) => f.ruleId === 'link-broken').map((f) => `${relative(root, f.file)}:${f.line}:${f.column} ${f.message}`)).toEqual([LINK]);
  });

  test('lint does not ask an imported file for front matter or a page title, and judges links to it as check does', async () => {
    const run = await lint([root], { config: false, workers: 0 });
    expect(run.results.flatMap((result) => result.findings.map((f) => `${relative(root, result.file)}:${f.line}:${f.column} ${f.message}`))).toEqual([LINK]);
  });

  test('the build shows the imported files in their pages and publishes none of them as a page', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'docwright-imported-')), 'site');
    const result = await (await createSite({ root, workers: 0, cacheDir: false })).build(out);
    expect(result.diagnostics.map((d) => `${relative(root, d.file)}:${d.line}:${d.column} ${d.message}`)).toEqual([LINK]);
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('230 degrees');
    expect(readFileSync(join(out, 'guide/proofing.html'), 'utf8')).toContain('damp cloth');
    expect(['shared/oven-setup.html', 'shared/oven-setup.md', 'parts/dough-note.html'].filter((file) => existsSync(join(out, file)))).toEqual([]);
    expect(existsSync(join(out, 'shared/fenced-example.html'))).toBe(true);
    expect(existsSync(join(out, 'guide/storage.html'))).toBe(true);
  });
});
