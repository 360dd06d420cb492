// The search index in shards (issue 33): a site past the one-shard size is indexed in shards by
// a hash of each page's URL; a rebuild after one page changed indexes only that page's shard
// again and links the others from the earlier output; the browser merges the shards of the
// page's language and finds a page of any of them. The shard size is an internal option here
// (`searchShardPages`), so a dozen pages make several shards.
import { beforeAll, describe, expect, jest, test } from '@jest/globals';
import { appendFileSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSite } from '../../../src/render/site/site.js';
import { SEARCH_MANIFEST, shardCount, shardFolder, shardOf, type ShardEntry } from '../../../src/render/site/search-shards.js';
import { browserSuite, openPage } from '../../support/site-browser.js';
import { makeProject } from '../helpers.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(120_000);

const suite = browserSuite();

/** Each English page's own word, with a word every page shares. */
const WORDS = ['quokka', 'narwhal', 'axolotl', 'pangolin', 'capybara', 'okapi', 'wombat', 'tapir'];
const EN = WORDS.map((_, i) => `p${String(i)}`);
const FR = ['fr/a', 'fr/b'];

function project(): string {
  return makeProject({
    'docs.json': JSON.stringify({
      theme: 'mint',
      name: 'Shards',
      colors: { primary: '#0D9373' },
      navigation: { languages: [{ language: 'en', groups: [{ group: 'Guide', pages: EN }] }, { language: 'fr', groups: [{ group: 'Guide', pages: FR }] }] },
    }),
    ...Object.fromEntries(WORDS.map((word, i) => [`p${String(i)}.mdx`, `---\ntitle: Page ${String(i)}\n---\n\nThe zebrafish meets the ${word}.\n`])),
    'fr/a.mdx': '---\ntitle: Poisson A\n---\n\nLe zebrafish nage.\n',
    'fr/b.mdx': '---\ntitle: Poisson B\n---\n\nLe zebrafish dort.\n',
  });
}

const SHARD_PAGES = 6;

async function build(root: string, out: string, cacheDir: string): Promise<{ searchIndexed: boolean; errors: number; cached: number }> {
  const site = await createSite({ root, workers: 0, cacheDir, searchShardPages: SHARD_PAGES });
  return site.build(out);
}

function manifest(out: string): ShardEntry[] {
  return (JSON.parse(readFileSync(join(out, SEARCH_MANIFEST), 'utf8')) as { shards: ShardEntry[] }).shards;
}

/** Every file of a shard's bundle by path, with its inode and modification time. */
function filesOf(out: string, folder: string): Map<string, string> {
  const dir = join(out, folder).replace(/\/$/, '');
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  return new Map(entries.map((e) => {
    const path = join(e.parentPath, e.name);
    const info = statSync(path);
    return [path.slice(dir.length + 1), `${String(info.ino)}:${String(info.mtimeMs)}`];
  }));
}

describe('the search index in shards', () => {
  const root = project();
  const out = join(mkdtempSync(join(tmpdir(), 'docwright-shards-')), 'site');
  const cacheDir = mkdtempSync(join(tmpdir(), 'docwright-shards-cache-'));
  const count = shardCount(EN.length + FR.length, SHARD_PAGES);
  let site = '';

  beforeAll(async () => {
    expect(await build(root, out, cacheDir)).toMatchObject({ errors: 0, searchIndexed: true });
    site = await suite.host(out);
  });

  test('pages are split by URL into shards, each a whole bundle listed with its languages', () => {
    expect(count).toBe(4);
    const shards = manifest(out);
    const used = [...new Set([...EN, ...FR].map((page) => shardOf(`/${page}`, count)))].sort();
    expect(shards.map((s) => s.path)).toEqual(used.map((i) => `${shardFolder(i)}/`));
    let en = 0;
    let fr = 0;
    for (const shard of shards) {
      en += shard.languages.en ?? 0;
      fr += shard.languages.fr ?? 0;
      expect(readdirSync(join(out, shard.path))).toEqual(expect.arrayContaining(['pagefind.js', 'pagefind-entry.json']));
    }
    expect({ en, fr }).toEqual({ en: EN.length, fr: FR.length });
  });

  test('a small site keeps one shard at `pagefind/`', () => {
    expect([shardCount(500), shardCount(501), shardCount(1000), shardCount(5000)]).toEqual([1, 4, 4, 32]);
  });

  test('the browser finds a page of a shard that is not the first, and only pages of the page’s language', async () => {
    const first = manifest(out)[0]?.path;
    const far = EN.findIndex((page) => `${shardFolder(shardOf(`/${page}`, count))}/` !== first);
    expect(far).toBeGreaterThanOrEqual(0);
    const { page, errors } = await openPage(suite.browser, `${site}/p0`);
    const search = async (word: string): Promise<string[]> => {
      await page.keyboard.press('Control+k');
      const input = page.locator('[data-dw-search-input]');
      await input.fill(word);
      await page.locator('[data-dw-search-results] li').first().waitFor({ timeout: 45_000 });
      await page.waitForTimeout(300);
      const paths = await page.locator('[data-dw-search-results] li > a:first-child').evaluateAll((nodes) => nodes.map((a) => (a as HTMLAnchorElement).pathname));
      await page.keyboard.press('Escape');
      return paths;
    };
    expect(await search(WORDS[far] ?? '')).toEqual([`/${EN[far] ?? ''}`]);
    expect((await search('zebrafish')).sort()).toEqual(EN.map((p) => `/${p}`).sort());
    await page.goto(`${site}/fr/a`);
    expect((await search('zebrafish')).sort()).toEqual(FR.map((p) => `/${p}`).sort());
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('a rebuild indexes again only the shard of the page that changed; with nothing changed, none', async () => {
    const shards = manifest(out).map((s) => s.path);
    const before = new Map(shards.map((path) => [path, filesOf(out, path)]));
    const edited = EN[3] ?? '';
    const changed = `${shardFolder(shardOf(`/${edited}`, count))}/`;
    appendFileSync(join(root, `${edited}.mdx`), '\nAnd a dugong.\n');
    expect(await build(root, out, cacheDir)).toMatchObject({ errors: 0, searchIndexed: true, cached: EN.length + FR.length - 1 });
    expect(manifest(out).map((s) => s.path)).toEqual(shards);
    for (const path of shards) {
      const now = filesOf(out, path);
      if (path === changed) expect(now.get('pagefind-entry.json')).not.toBe(before.get(path)?.get('pagefind-entry.json'));
      else expect(now).toEqual(before.get(path));
    }
    const after = new Map(shards.map((path) => [path, filesOf(out, path)]));
    expect(await build(root, out, cacheDir)).toMatchObject({ errors: 0, searchIndexed: true, cached: EN.length + FR.length });
    for (const path of shards) expect(filesOf(out, path)).toEqual(after.get(path));
  });
});
