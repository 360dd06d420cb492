import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkProject } from '../../src/check/check.js';
import { VerdictCache, VERDICT_FILE } from '../../src/check/verdict-cache.js';
import { sha256 } from '../../src/lint/cache.js';
import { openSealedEntry, sealEntry } from '../../src/project/cache-seal.js';

const base = await mkdtemp(join(tmpdir(), 'docwright-verdicts-'));
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});
let counter = 0;

const page = '---\ntitle: A page\n---\n\nText.\n';
const unclosed = `${page}\n<Note>\nOpen.\n`;
const closed = `${page}\n<Note>\nClosed {1 + 1}.\n</Note>\n`;
const docs = JSON.stringify({ $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Acme', colors: { primary: '#0D6E4F' }, navigation: { groups: [{ group: 'Start', pages: ['index', 'guide', 'ok', 'notes'] }] } }, null, 2);

/** A project with one `.mdx` and one `.md` page that do not compile; its root. */
async function project(): Promise<string> {
  const root = join(base, `p${counter++}`);
  const files: Record<string, string> = { 'docs.json': docs, 'index.mdx': page, 'guide.mdx': unclosed, 'ok.mdx': closed, 'notes.md': `${page}\nText.\n\n</Tab>\n` };
  await mkdir(root, { recursive: true });
  for (const [name, text] of Object.entries(files)) await writeFile(join(root, name), text);
  return root;
}

/** Every finding of a check with the cache in `dir`, as `file:line:col rule message`. */
async function check(root: string, dir?: string): Promise<string[]> {
  const result = await checkProject(root, dir === undefined ? {} : { cacheDir: dir });
  return result.findings.map((f) => `${f.file.slice(root.length + 1)}:${f.line}:${f.column} ${f.ruleId} ${f.message}`);
}

/** The cache file's header key, from the file a check wrote. */
async function keyOf(dir: string): Promise<string> {
  const opened = openSealedEntry(VERDICT_FILE, await readFile(join(dir, VERDICT_FILE), 'utf8'));
  const header = JSON.parse(opened ?? '{}') as { key?: unknown };
  if (typeof header.key !== 'string') throw new Error('no key');
  return header.key;
}

describe('check verdict cache', () => {
  it('a second check gives the same findings from the cache, which holds a verdict for each page that may fail', async () => {
    const root = await project();
    const dir = join(root, '.docwright-cache');
    const uncached = await check(root);
    expect(uncached.filter((f) => / (parse-error|page-mdx-syntax) /.test(f))).toEqual([expect.stringMatching(/^guide\.mdx:7:1 parse-error /), expect.stringMatching(/^notes\.md:\d+:2 page-mdx-syntax /)]);
    expect(await check(root, dir)).toEqual(uncached);
    const cache = await VerdictCache.open(dir);
    expect(cache.get(sha256(unclosed))).toMatchObject({ line: 7, column: 1 });
    expect(cache.get(sha256(closed))).toBeNull();
    expect(await check(root, dir)).toEqual(uncached);
  });

  it('a verdict is read from the cache: a page the cache says compiles is not parsed again', async () => {
    const root = await project();
    const dir = join(root, '.docwright-cache');
    await check(root, dir);
    // A sealed file with this code's key is this machine's own: one that calls the broken page fine is believed.
    const key = await keyOf(dir);
    await writeFile(join(dir, VERDICT_FILE), sealEntry(VERDICT_FILE, JSON.stringify({ version: 1, key, verdicts: { [sha256(unclosed)]: null } })));
    expect((await check(root, dir)).filter((f) => f.startsWith('guide.mdx'))).toEqual([]);
  });

  it('an edited page is judged again, and the file keeps only the verdicts of the current texts', async () => {
    const root = await project();
    const dir = join(root, '.docwright-cache');
    await check(root, dir);
    await writeFile(join(root, 'guide.mdx'), closed.replace('Closed', 'Fixed'));
    await writeFile(join(root, 'ok.mdx'), `${page}\n<Tip>\nNow open.\n`);
    const after = await check(root, dir);
    expect(after.filter((f) => / (parse-error|page-mdx-syntax) /.test(f))).toEqual([expect.stringMatching(/^notes\.md:\d+:2 page-mdx-syntax /), expect.stringMatching(/^ok\.mdx:7:1 parse-error .*`<Tip>`/)]);
    const cache = await VerdictCache.open(dir);
    expect(cache.get(sha256(unclosed))).toBeUndefined();
    expect(cache.get(sha256(closed.replace('Closed', 'Fixed')))).toBeNull();
  });

  it('a corrupt, foreign or ill-formed cache file is ignored: every page is judged again and the file written afresh', async () => {
    const root = await project();
    const dir = join(root, '.docwright-cache');
    const uncached = await check(root);
    await check(root, dir);
    const key = await keyOf(dir);
    const lies = { version: 1, key, verdicts: { [sha256(unclosed)]: null } };
    const bad = [
      'not json {',
      sealEntry(VERDICT_FILE, 'not json {'),
      // Not sealed by this machine: a copied or planted file.
      JSON.stringify(lies),
      // Sealed, but another code's key, another layout, or verdicts that are not verdicts.
      sealEntry(VERDICT_FILE, JSON.stringify({ ...lies, key: 'another' })),
      sealEntry(VERDICT_FILE, JSON.stringify({ ...lies, version: 99 })),
      sealEntry(VERDICT_FILE, JSON.stringify({ ...lies, verdicts: { [sha256(unclosed)]: { message: 'x', line: -1, column: 1 } } })),
      sealEntry(VERDICT_FILE, JSON.stringify({ ...lies, verdicts: { [sha256(unclosed)]: { message: '\u001b[2J', line: 1, column: 1 } } })),
      sealEntry(VERDICT_FILE, JSON.stringify({ ...lies, verdicts: { [sha256(unclosed)]: 'fine' } })),
      sealEntry(VERDICT_FILE, JSON.stringify({ ...lies, verdicts: [] })),
    ];
    for (const text of bad) {
      await writeFile(join(dir, VERDICT_FILE), text);
      expect(await check(root, dir)).toEqual(uncached);
      expect((await VerdictCache.open(dir)).get(sha256(unclosed))).toMatchObject({ line: 7, column: 1 });
    }
  });

  it('without a cache folder nothing is written; a folder that cannot be written leaves the findings as they are', async () => {
    const root = await project();
    const uncached = await check(root);
    expect(existsSync(join(root, '.docwright-cache'))).toBe(false);
    const file = join(root, 'a-file');
    await writeFile(file, 'x');
    expect(await check(root, join(file, 'cache'))).toEqual(uncached);
  });
});

describe('snippets that do not compile', () => {
  const brokenSnippet = 'Shared text.\n\n<Warning>\nNever closed.\n';
  const importedElsewhere = 'Other text {1 +}.\n';
  const importing = (name: string): string => `---\ntitle: ${name}\n---\n\nimport A from "/snippets/broken.mdx";\nimport B from "/parts/shared.mdx";\n\n<A />\n\n<B />\n`;

  /** A project whose two pages both import a broken snippet of `snippets/` and a broken `.mdx` imported from another folder. */
  async function snippetProject(): Promise<string> {
    const root = join(base, `s${counter++}`);
    const config = JSON.stringify({ theme: 'mint', name: 'Acme', colors: { primary: '#0D6E4F' }, navigation: { groups: [{ group: 'Start', pages: ['index', 'guide'] }] } });
    const files: Record<string, string> = { 'docs.json': config, 'index.mdx': importing('Home'), 'guide.mdx': importing('Guide'), 'snippets/broken.mdx': brokenSnippet, 'parts/shared.mdx': importedElsewhere };
    for (const [name, text] of Object.entries(files)) {
      await mkdir(join(root, name, '..'), { recursive: true });
      await writeFile(join(root, name), text);
    }
    return root;
  }

  it('are each a `parse-error` at the snippet, once however many pages import it, with and without `--links` and from the cache', async () => {
    const root = await snippetProject();
    const dir = join(root, '.docwright-cache');
    const parseErrors = (found: string[]): string[] => found.filter((f) => f.includes(' parse-error '));
    const expected = [expect.stringMatching(/^parts\/shared\.mdx:1:\d+ parse-error Unexpected MDX syntax error/), expect.stringMatching(/^snippets\/broken\.mdx:3:1 parse-error .*`<Warning>`/)];
    const uncached = parseErrors(await check(root)).sort();
    expect(uncached).toEqual(expected);
    const linked = (await checkProject(root, { links: true })).findings.filter((f) => f.ruleId === 'parse-error').map((f) => f.file.slice(root.length + 1));
    expect(linked.sort()).toEqual(['parts/shared.mdx', 'snippets/broken.mdx']);
    // The verdict cache holds the snippets' verdicts, and a check from it reports the same.
    expect(parseErrors(await check(root, dir)).sort()).toEqual(uncached);
    const cache = await VerdictCache.open(dir);
    expect(cache.get(sha256(brokenSnippet))).toMatchObject({ line: 3, column: 1 });
    expect(parseErrors(await check(root, dir)).sort()).toEqual(uncached);
  });
});
