// A rebuild with the cache on (issue 33): an edited page's files are written again, every
// other page's are the earlier build's own (hard links), and the site-wide files built from
// small per-page records say what the pages say.
import { describe, expect, test } from '@jest/globals';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSite } from '../../src/render/site/site.js';
import { tempOutDir } from '../support/project.js';
import { DOCS_JSON, makeProject } from './helpers.js';

const PAGES: Record<string, string> = {
  'docs.json': DOCS_JSON,
  'index.mdx': '---\ntitle: Welcome\ndescription: Start here\n---\n\nHello from the home page. See [quickstart](/quickstart#install).\n',
  'quickstart.mdx': '---\ntitle: Quickstart\n---\n\n## Install\n\nRun the installer zebrafish.\n',
  'guide/advanced.mdx': '---\ntitle: Advanced\n---\n\nGo deeper.\n',
  'api/overview.mdx': '---\ntitle: API overview\n---\n\nThe API.\n',
};

/** Each page file of the output (`.html`, `.md` of a page) by its inode. */
function pageFiles(out: string): Map<string, number> {
  const files = new Map<string, number>();
  for (const rel of ['index', 'quickstart', 'guide/advanced', 'api/overview']) for (const ext of ['.html', '.md']) files.set(`${rel}${ext}`, statSync(join(out, `${rel}${ext}`)).ino);
  return files;
}

describe('rebuild after an edit', () => {
  test('only the edited page is written again; the others are linked from the earlier output', async () => {
    const root = makeProject(PAGES);
    const out = tempOutDir();
    const cacheDir = join(out, '..', 'cache');
    await (await createSite({ root, workers: 0, cacheDir })).build(out);
    // The second build records the files it linked, so the third can link them again.
    const same = await (await createSite({ root, workers: 0, cacheDir })).build(out);
    expect(same.cached).toBe(4);
    const before = pageFiles(out);
    writeFileSync(join(root, 'guide/advanced.mdx'), '---\ntitle: Advanced\n---\n\nGo deeper still.\n');
    const edited = await (await createSite({ root, workers: 0, cacheDir })).build(out);
    expect(edited.cached).toBe(3);
    const after = pageFiles(out);
    const changed = [...after].filter(([rel, ino]) => before.get(rel) !== ino).map(([rel]) => rel);
    expect(changed.sort()).toEqual(['guide/advanced.html', 'guide/advanced.md']);
    expect(readFileSync(join(out, 'guide/advanced.md'), 'utf8')).toContain('Go deeper still.');
  });

  test('llms-full.txt, streamed from the written Markdown files, is what dev serves from memory', async () => {
    const root = makeProject(PAGES);
    const out = tempOutDir();
    const cacheDir = join(out, '..', 'cache');
    await (await createSite({ root, workers: 0, cacheDir })).build(out);
    // Again, with every page linked from the first build.
    await (await createSite({ root, workers: 0, cacheDir })).build(out);
    const served = await (await createSite({ root, workers: 0, cacheDir: false, dev: true })).render('/llms-full.txt');
    const built = readFileSync(join(out, 'llms-full.txt'), 'utf8');
    expect(built).toBe(String(served?.body));
    expect(built).toContain('Run the installer zebrafish.');
    expect(built.split('\n\n---\n\n')).toHaveLength(4);
    expect(readdirSync(out)).toContain('llms.txt');
  });
});
