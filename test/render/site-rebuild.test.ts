// A rebuild with the cache on (issue 33): an edited page's files are written again, every
// other page's are the earlier build's own (left in place), and the site-wide files built from
// small per-page records say what the pages say.
import { describe, expect, test } from '@jest/globals';
import { readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { listFiles } from '../../src/fs/output-folder.js';
import { join } from 'node:path';
import { createSite, type BuildResult } from '../../src/render/site/site.js';
import { tempOutDir } from '../support/project.js';
import { DOCS_JSON, makeProject } from './helpers.js';

const PAGES: Record<string, string> = {
  'docs.json': DOCS_JSON,
  'index.mdx': '---\ntitle: Welcome\ndescription: Start here\n---\n\nHello from the home page. See [quickstart](/quickstart#install).\n',
  'quickstart.mdx': '---\ntitle: Quickstart\n---\n\n## Install\n\nRun the installer zebrafish.\n',
  'guide/advanced.mdx': '---\ntitle: Advanced\n---\n\nGo deeper.\n',
  'api/overview.mdx': '---\ntitle: API overview\n---\n\nThe API.\n',
};

/** A project of PAGES, its output folder (not built yet), and `build()`: a build in this thread with a cache beside the output. */
function cachedSite(): { root: string; out: string; build: () => Promise<BuildResult> } {
  const root = makeProject(PAGES);
  const out = tempOutDir();
  const cacheDir = join(out, '..', 'cache');
  return { root, out, build: async () => (await createSite({ root, workers: 0, cacheDir })).build(out) };
}

/** Each page file of the output (`.html`, `.md` of a page) by its inode. */
function pageFiles(out: string): Map<string, number> {
  const files = new Map<string, number>();
  for (const rel of ['index', 'quickstart', 'guide/advanced', 'api/overview']) for (const ext of ['.html', '.md']) files.set(`${rel}${ext}`, statSync(join(out, `${rel}${ext}`)).ino);
  return files;
}

/** Every file of the output folder (the folder itself as `.`) by inode and modification time. */
async function snapshot(out: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const identity = (path: string): string => {
    const info = statSync(path);
    return `${info.ino}:${info.mtimeMs}`;
  };
  files.set('.', identity(out));
  for (const rel of (await listFiles(out)).keys()) files.set(rel, identity(join(out, rel)));
  return files;
}

describe('rebuild with nothing changed', () => {
  test('writes nothing: the earlier output stays in place, every file the same inode and modification time', async () => {
    const { out, build } = cachedSite();
    await build();
    const before = await snapshot(out);
    expect(before.has('llms-full.txt')).toBe(true);
    expect(before.has('.docwright-build.json')).toBe(true);
    // The search index is kept too.
    expect([...before.keys()].some((rel) => rel.startsWith('pagefind/'))).toBe(true);
    const same = await build();
    expect(same.cached).toBe(4);
    expect(await snapshot(out)).toEqual(before);
    // No temporary folder is left beside it.
    expect(readdirSync(join(out, '..')).filter((name) => name.includes('.tmp-') || name.includes('.old-'))).toEqual([]);
  });

  test('a site-wide change (a new image) is published into the output folder in place, the unchanged pages left as they are', async () => {
    const { root, out, build } = cachedSite();
    await build();
    const before = await snapshot(out);
    writeFileSync(join(root, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"></svg>');
    const rebuilt = await build();
    expect(rebuilt.cached).toBe(4);
    const after = await snapshot(out);
    expect(after.get('.')?.split(':')[0]).toBe(before.get('.')?.split(':')[0]);
    expect(after.has('logo.svg')).toBe(true);
    // The pages are the earlier build's files, untouched.
    for (const rel of ['quickstart.html', 'quickstart.md', 'guide/advanced.html', 'llms-full.txt']) expect(after.get(rel)).toBe(before.get(rel));
    const manifest = JSON.parse(readFileSync(join(out, '.docwright-build.json'), 'utf8')) as { files: Record<string, number> };
    expect(Object.keys(manifest.files).sort()).toEqual([...after.keys()].filter((rel) => rel !== '.' && rel !== '.docwright-build.json').sort());
  });
});

describe('rebuild after an edit', () => {
  test('only the edited page is written again; the others are linked from the earlier output', async () => {
    const { root, out, build } = cachedSite();
    await build();
    // The second build records the files it linked, so the third can link them again.
    const same = await build();
    expect(same.cached).toBe(4);
    const before = pageFiles(out);
    writeFileSync(join(root, 'guide/advanced.mdx'), '---\ntitle: Advanced\n---\n\nGo deeper still.\n');
    const edited = await build();
    expect(edited.cached).toBe(3);
    const after = pageFiles(out);
    const changed = [...after].filter(([rel, ino]) => before.get(rel) !== ino).map(([rel]) => rel);
    expect(changed.sort()).toEqual(['guide/advanced.html', 'guide/advanced.md']);
    expect(readFileSync(join(out, 'guide/advanced.md'), 'utf8')).toContain('Go deeper still.');
  });

  test('an edit that keeps the size and the modification time is still built again (the content decides)', async () => {
    const { root, out, build } = cachedSite();
    const file = join(root, 'guide/advanced.mdx');
    // Whole seconds, so the time set back is exactly the one the builds saw.
    utimesSync(file, 1_700_000_000, 1_700_000_000);
    await build();
    await build();
    const was = statSync(file);
    writeFileSync(file, readFileSync(file, 'utf8').replace('Go deeper.', 'Go faster.'));
    utimesSync(file, 1_700_000_000, 1_700_000_000);
    expect(statSync(file).size).toBe(was.size);
    expect(statSync(file).mtimeMs).toBe(was.mtimeMs);
    const edited = await build();
    expect(edited.cached).toBe(3);
    expect(readFileSync(join(out, 'guide/advanced.md'), 'utf8')).toContain('Go faster.');
    expect(readFileSync(join(out, 'guide/advanced.html'), 'utf8')).toContain('Go faster.');
  });

  test('a page laid out again from its cached view (another title in its sidebar) writes the same Markdown', async () => {
    const { root, out, build } = cachedSite();
    await build();
    const markdown = readFileSync(join(out, 'quickstart.md'));
    const before = pageFiles(out);
    writeFileSync(join(root, 'guide/advanced.mdx'), '---\ntitle: Advanced topics\n---\n\nGo deeper.\n');
    const edited = await build();
    expect(edited.cached).toBe(3);
    // Laid out again (a new file), from the cache: its Markdown is the earlier bytes.
    expect(pageFiles(out).get('quickstart.md')).not.toBe(before.get('quickstart.md'));
    expect(readFileSync(join(out, 'quickstart.md'))).toEqual(markdown);
    expect(readFileSync(join(out, 'quickstart.html'), 'utf8')).toContain('Advanced topics');
  });

  test('llms-full.txt, streamed from the written Markdown files, is what dev serves from memory', async () => {
    const { root, out, build } = cachedSite();
    await build();
    // Again, with every page linked from the first build.
    await build();
    const served = await (await createSite({ root, workers: 0, cacheDir: false, dev: true })).render('/llms-full.txt');
    const built = readFileSync(join(out, 'llms-full.txt'), 'utf8');
    expect(built).toBe(String(served?.body));
    expect(built).toContain('Run the installer zebrafish.');
    expect(built.split('\n\n---\n\n')).toHaveLength(4);
    expect(readdirSync(out)).toContain('llms.txt');
  });
});
