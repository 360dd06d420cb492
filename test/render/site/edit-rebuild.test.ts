// A rebuild after one page's prose was edited (issue 29) gives the site a cold build of the
// edited project gives: every page, the search shards and the site-wide files byte for byte.
// A title change re-indexes only the renamed page's search shard, not those of the pages
// whose sidebar or previous and next show the title (their articles are the same).
// The rebuild is published in place (the new files renamed over their places, src/fs/output-commit.ts).
// The edited page's code blocks come from the cache (kept beside its record, each tree
// checked), so its rebuild starts no highlighter.
import { describe, expect, jest, test } from '@jest/globals';
import { appendFileSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { listFiles, manifestText, type FileStamp } from '../../../src/fs/output-folder.js';
import { pageCodeKeys, readStoredBlocks } from '../../../src/render/page/highlight-store.js';
import { parsePage } from '../../../src/parse/index.js';
import { shardCount, shardFolder, shardOf } from '../../../src/render/site/search-shards.js';
import { createSite } from '../../../src/render/site/site.js';
import { tempOutDir } from '../../support/project.js';
import { makeProject } from '../helpers.js';
import { readSealed } from '../../support/cache-entries.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const WORDS = ['quokka', 'narwhal', 'axolotl', 'pangolin', 'capybara', 'okapi', 'wombat', 'tapir'];
const PAGES = WORDS.map((_, i) => `p${String(i)}`);

const VOCABULARY = ['river', 'stone', 'lantern', 'harbor', 'meadow', 'copper', 'signal', 'orchard', 'glacier', 'thread', 'compass', 'ember'];

/** A few sentences of words chosen by the page's number (the search index then has something to order). */
function prose(i: number): string {
  return Array.from({ length: 6 }, (_, s) => `The ${VOCABULARY.filter((_w, w) => (w * 7 + s * 3 + i) % 4 === 0).join(' and ')} of page ${String(i)} sentence ${String(s)}.`).join(' ');
}

/** A page with prose, a heading and two code blocks. */
function page(i: number): string {
  return `---\ntitle: Page ${String(i)}\n---\n\nThe zebrafish meets the ${WORDS[i] ?? ''}. ${prose(i)}\n\n## Usage\n\n${prose(i + 1)}\n\n\`\`\`js title.js {1}\nconst a = ${String(i)}; // [!code ++]\n\`\`\`\n\n\`\`\`bash\nnpm install ${WORDS[i] ?? ''}\n\`\`\`\n`;
}

/** A project of PAGES in one group, its docs.json given any `extra` keys. */
function project(extra: Record<string, unknown> = {}): string {
  return makeProject({
    'docs.json': JSON.stringify({ theme: 'mint', name: 'Edits', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'Guide', pages: PAGES }] }, ...extra }),
    ...Object.fromEntries(PAGES.map((path, i) => [`${path}.mdx`, page(i)])),
  });
}

/** A project (with `extra` docs.json keys), its output folder, and the options of a build in this thread with the cache beside the output and search shards of about three pages. */
function shardedSite(extra: Record<string, unknown> = {}): { root: string; out: string; options: { root: string; workers: number; cacheDir: string; searchShardPages: number } } {
  const root = project(extra);
  const out = tempOutDir();
  return { root, out, options: { root, workers: 0, cacheDir: join(out, '..', 'cache'), searchShardPages: 6 } };
}

/** Every file of the output by path, with its bytes. */
async function contents(out: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const rel of [...(await listFiles(out)).keys()].sort()) files.set(rel, readFileSync(join(out, rel)).toString('base64'));
  return files;
}

/** The output equals a cold build of the same project on one thread, file for file. */
async function expectSameAsCold(options: { root: string; searchShardPages: number }, out: string): Promise<void> {
  const cold = tempOutDir();
  expect(await (await createSite({ ...options, workers: 0, cacheDir: false })).build(cold)).toMatchObject({ errors: 0, cached: 0 });
  const [after, fresh] = [await contents(out), await contents(cold)];
  expect([...after.keys()]).toEqual([...fresh.keys()]);
  expect([...after.keys()].filter((rel) => after.get(rel) !== fresh.get(rel))).toEqual([]);
}

describe('a rebuild after an edit', () => {
  test('equals a cold build of the edited project, search shards included', async () => {
    // Shards of about three pages: the edit re-indexes one shard and keeps the others.
    const { root, out, options } = shardedSite();
    expect(await (await createSite(options)).build(out)).toMatchObject({ errors: 0, searchIndexed: true });
    // A page with an earlier page in its shard: its shard's index, made again, must list it after that page, not first.
    const count = shardCount(PAGES.length, 6);
    const edited = PAGES.find((path, i) => PAGES.slice(0, i).some((earlier) => shardOf(`/${earlier}`, count) === shardOf(`/${path}`, count))) ?? 'p7';
    appendFileSync(join(root, `${edited}.mdx`), '\nOne more sentence about the lemur.\n');
    const other = PAGES.find((path) => path !== edited) ?? 'p0';
    const [folder, otherPage] = [statSync(out).ino, statSync(join(out, `${other}.html`)).ino];
    const rebuilt = await (await createSite(options)).build(out);
    expect(rebuilt).toMatchObject({ errors: 0, cached: PAGES.length - 1 });
    // Published in place: the same folder, an unchanged page the very file it was.
    expect(statSync(out).ino).toBe(folder);
    expect(statSync(join(out, `${other}.html`)).ino).toBe(otherPage);

    await expectSameAsCold(options, out);
    expect(readFileSync(join(out, `${edited}.html`), 'utf8')).toContain('lemur');
  });

  test('a title changed re-indexes only its page\'s shard: pages that show the title elsewhere keep theirs', async () => {
    const { root, out, options } = shardedSite();
    await (await createSite(options)).build(out);
    const count = shardCount(PAGES.length, 6);
    const shardOfPage = (path: string): number => shardOf(`/${path}`, count);
    // A page whose next page is in another shard: that page shows the title (previous and next), its article does not.
    const at = PAGES.findIndex((path, i) => i + 1 < PAGES.length && shardOfPage(path) !== shardOfPage(PAGES[i + 1] ?? path));
    const [retitled, next] = [PAGES[at] ?? 'p0', PAGES[at + 1] ?? 'p1'];
    const entry = (path: string): string => join(out, shardFolder(shardOfPage(path)), 'pagefind-entry.json');
    const before = { nextHtml: readFileSync(join(out, `${next}.html`), 'utf8'), nextShard: statSync(entry(next)).ino, ownShard: statSync(entry(retitled)).ino };
    writeFileSync(join(root, `${retitled}.mdx`), page(at).replace(`title: Page ${String(at)}`, `title: Renamed ${String(at)}`));
    expect(await (await createSite(options)).build(out)).toMatchObject({ errors: 0 });
    // The next page was written again (its pager names the new title)...
    const nextHtml = readFileSync(join(out, `${next}.html`), 'utf8');
    expect(before.nextHtml).not.toContain(`Renamed ${String(at)}`);
    expect(nextHtml).toContain(`Renamed ${String(at)}`);
    // ...but its shard is the earlier one, and the renamed page's own shard was indexed again.
    expect(statSync(entry(next)).ino).toBe(before.nextShard);
    expect(statSync(entry(retitled)).ino).not.toBe(before.ownShard);
    await expectSameAsCold(options, out);
  });

  test('a page removed, and a publication cut short, each give what a cold build gives', async () => {
    const { root, out, options } = shardedSite();
    await (await createSite(options)).build(out);
    // A page dropped from the project: its files and its search fragment go, in place.
    const folder = statSync(out).ino;
    const kept = PAGES.filter((path) => path !== 'p3');
    rmSync(join(root, 'p3.mdx'));
    writeFileSync(join(root, 'docs.json'), JSON.stringify({ theme: 'mint', name: 'Edits', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'Guide', pages: kept }] } }));
    expect(await (await createSite(options)).build(out)).toMatchObject({ errors: 0 });
    expect(statSync(out).ino).toBe(folder);
    expect(existsSync(join(out, 'p3.html'))).toBe(false);
    await expectSameAsCold(options, out);
    // A publication cut short: the manifest still says so. The next build keeps nothing of that folder and swaps in a whole one.
    const manifestPath = join(out, '.docwright-build.json');
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { files: Record<string, FileStamp> };
    writeFileSync(manifestPath, manifestText('0.0.0', manifest.files, false, manifest.files));
    appendFileSync(join(root, 'p5.mdx'), '\nOne more sentence about the lemur.\n');
    expect(await (await createSite(options)).build(out)).toMatchObject({ errors: 0 });
    expect(statSync(out).ino).not.toBe(folder);
    expect(JSON.parse(readFileSync(manifestPath, 'utf8'))).toMatchObject({ complete: true });
    await expectSameAsCold(options, out);
  });

  test('a redirect page in the search index\'s folder is kept through a rebuild, which is what a cold build gives', async () => {
    const { root, out, options } = shardedSite({ redirects: [{ source: '/pagefind/moved', destination: '/p1' }] });
    expect(await (await createSite(options)).build(out)).toMatchObject({ errors: 0, searchIndexed: true });
    appendFileSync(join(root, 'p2.mdx'), '\nOne more sentence about the lemur.\n');
    expect(await (await createSite(options)).build(out)).toMatchObject({ errors: 0, searchIndexed: true });
    expect(readFileSync(join(out, 'pagefind', 'moved.html'), 'utf8')).toContain('/p1');
    expect(existsSync(join(out, 'pagefind', 'pagefind-entry.json'))).toBe(true);
    await expectSameAsCold(options, out);
  });

  test('keeps a page\'s highlighted code blocks in the cache, keyed as the page highlights them', async () => {
    const root = project();
    const out = tempOutDir();
    const cacheDir = join(out, '..', 'cache');
    await (await createSite({ root, workers: 0, cacheDir })).build(out);
    const stored = readdirSync(cacheDir, { recursive: true }).map(String).filter((name) => name.endsWith('.code'));
    expect(stored).toHaveLength(PAGES.length);
    // Each file: a line naming the options and code it was highlighted under, then the blocks.
    const bodies = stored.map((name) => readSealed(join(cacheDir, name)));
    for (const body of bodies) expect(body).toMatch(/^[0-9a-f]{16,}\n/);
    const keys = new Set(bodies.flatMap((body) => readStoredBlocks(body.slice(body.indexOf('\n') + 1)).map(([key]) => key)));
    const parsed = parsePage({ path: join(root, 'p0.mdx'), value: page(0) });
    const wanted = pageCodeKeys(parsed.tree);
    expect(wanted).toHaveLength(2);
    for (const key of wanted) expect(keys.has(key)).toBe(true);
  });
});
