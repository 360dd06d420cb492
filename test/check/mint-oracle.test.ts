// Differential test: `check --links` against Mintlify's own checker, `mint broken-links
// --check-anchors` (@mintlify/cli, a devDependency used only here, as an oracle). The only
// differences allowed are the ones listed, each where Mintlify's checker is wrong about the
// site Mintlify builds (docs/commands/check.mdx, "Where we differ from `mint broken-links`").
// The oracle takes 10-30 s a project: its output is cached by the project's content in
// node_modules/.cache/docwright-mint-oracle/.
import { describe, expect, jest, test } from '@jest/globals';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkProject } from '../../src/check/check.js';
import { corpusPresent, corpusProject } from '../support/corpus.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const repo = fileURLToPath(new URL('../..', import.meta.url));
const MINT = join(repo, 'node_modules/@mintlify/cli/bin/index.js');
const CACHE = join(repo, 'node_modules/.cache/docwright-mint-oracle');
const oracle = existsSync(MINT) ? describe : describe.skip;
if (!existsSync(MINT)) process.stderr.write(`Skipping the mint broken-links differential: missing ${MINT}\n`);

function filesOf(root: string, dir = ''): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const path = dir === '' ? entry.name : `${dir}/${entry.name}`;
    if (entry.isDirectory()) out.push(...filesOf(root, path));
    else out.push(path);
  }
  return out.sort();
}

/** `mint broken-links --check-anchors` on a copy of `root` without `leaveOut`, as `file -> link` lines; cached by content. */
async function mintBrokenLinks(root: string, leaveOut: readonly string[] = []): Promise<string[]> {
  const hash = createHash('sha256');
  for (const file of filesOf(root)) if (!leaveOut.includes(file)) hash.update(file).update('\0').update(readFileSync(join(root, file))).update('\0');
  const key = join(CACHE, `${hash.digest('hex').slice(0, 32)}.txt`);
  let text: string;
  if (existsSync(key)) text = readFileSync(key, 'utf8');
  else {
    const copy = join(mkdtempSync(join(tmpdir(), 'docwright-oracle-')), 'site');
    cpSync(root, copy, { recursive: true });
    for (const file of leaveOut) rmSync(join(copy, file));
    text = await new Promise<string>((resolve, reject) => {
      execFile(process.execPath, [MINT, 'broken-links', '--check-anchors'], { cwd: copy, env: { ...process.env, CI: 'true' }, maxBuffer: 1 << 26, timeout: 900_000 }, (error, stdout, stderr) => {
        const out = `${stdout}${stderr}`;
        if (error && !/found \d+ broken links|no broken links/i.test(out)) reject(new Error(out || error.message));
        else resolve(out);
      });
    });
    rmSync(join(copy, '..'), { recursive: true, force: true });
    mkdirSync(CACHE, { recursive: true });
    writeFileSync(key, text);
  }
  const out: string[] = [];
  let file = '';
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\u00a0/g, ' ').trim();
    if (line.startsWith('⎿')) out.push(`${file} -> ${line.slice(1).trim()}`);
    else if (line !== '' && raw === line && !/^found \d+/.test(line)) file = line;
  }
  return out.sort();
}

/** Our `check --links` link findings, in the oracle's shape. */
async function ourBrokenLinks(root: string): Promise<string[]> {
  const result = await checkProject(root, { links: true });
  const out: string[] = [];
  for (const f of result.findings) {
    if (f.ruleId !== 'link-broken' && f.ruleId !== 'link-anchor-broken') continue;
    // Redirect destinations are reported by `mint broken-links --check-redirects`, a run of its own (not cached here).
    if (f.message.startsWith('Unexpected redirect destination')) continue;
    const ticks = [...f.message.matchAll(/`([^`]*)`/g)].map((m) => m[1] ?? '');
    // An anchor message names the link after `in link` when it leads to another page, else the anchor alone (`#x` of this page).
    out.push(`${relative(root, f.file)} -> ${(f.ruleId === 'link-anchor-broken' && f.message.includes(' in link `') ? ticks[1] : ticks[0]) ?? ''}`);
  }
  return out.sort();
}

function difference(a: readonly string[], b: readonly string[]): string[] {
  const rest = [...b];
  return a.filter((x) => {
    const i = rest.indexOf(x);
    if (i === -1) return true;
    rest.splice(i, 1);
    return false;
  });
}

async function compare(root: string, leaveOut: readonly string[] = []): Promise<{ oracleOnly: string[]; oursOnly: string[]; agree: number }> {
  const [theirs, ours] = await Promise.all([mintBrokenLinks(root, leaveOut), ourBrokenLinks(root)]);
  const oracleOnly = difference(theirs, ours);
  return { oracleOnly, oursOnly: difference(ours, theirs), agree: theirs.length - oracleOnly.length };
}

oracle('check --links against mint broken-links --check-anchors', () => {
  test('fixtures/links-oracle: every anchor rule, snippet links, media, redirects; only the listed differences', async () => {
    const { oracleOnly, oursOnly, agree } = await compare(join(repo, 'fixtures/links-oracle'));
    expect(agree).toBe(22);
    expect(oracleOnly).toEqual([
      'guides/intro.mdx -> usage/x', // bare relative link: the browser resolves it from the page's folder, the checker from the root
      'index.mdx -> /target#div-id', // inline `id` (the element is inside a paragraph): the checker misses it
      'index.mdx -> /target#from-snippet', // a heading of an imported snippet: the checker misses it
      'index.mdx -> /target#inline-anchor', // inline `<a id>`: the checker misses it
      'index.mdx -> /target#it’s-here', // the renderer makes the quote curly (smartypants); the checker does not
    ]);
    expect(oursOnly).toEqual([
      'guides/intro.mdx -> guides/usage/x', // bare relative link, as above
      "index.mdx -> /target#emoji-🎉-party", // the checker drops emoji and punctuation from the fragment; the page's id is `emoji--party`
      "index.mdx -> /target#it's-here", // same: the page's id is `it’s-here`
      'index.mdx -> /target#its-here', // the checker's id without the renderer's curly quote
    ]);
  }, 300_000);

  const small = ['starter', 'legacy', 'hoppscotch'];
  (corpusPresent(...small) ? test : test.skip)('corpus: starter, legacy and hoppscotch agree', async () => {
    const results = [];
    for (const name of small) results.push({ name, ...(await compare(corpusProject(name))) });
    // A link to a folder with pages but no index page reaches its first page in navigation order, on
    // Mintlify and in `check` (src/project/links.ts): hoppscotch's three such links agree.
    expect(results.map((r) => ({ name: r.name, agree: r.agree, oracleOnly: r.oracleOnly, oursOnly: r.oursOnly }))).toEqual([
      { name: 'starter', agree: 4, oracleOnly: [], oursOnly: [] },
      { name: 'legacy', agree: 11, oracleOnly: [], oursOnly: [] },
      { name: 'hoppscotch', agree: 34, oracleOnly: [], oursOnly: [] },
    ]);
  }, 900_000);

  // mintlify-docs takes the oracle minutes: run when its result is cached or DOCWRIGHT_ORACLE_FULL=1.
  (corpusPresent('mintlify-docs') && process.env.DOCWRIGHT_ORACLE_FULL === '1' ? test : test.skip)('corpus: mintlify-docs agrees but for the listed kinds', async () => {
    const root = corpusProject('mintlify-docs');
    // Mintlify's checker stops at the first page that is not MDX: leave those out (check reports them as parse-error, or page-mdx-syntax for a `.md` page).
    const notMdx = (await checkProject(root)).findings.filter((f) => f.ruleId === 'parse-error' || f.ruleId === 'page-mdx-syntax').map((f) => relative(root, f.file));
    const { oracleOnly, oursOnly, agree } = await compare(root, notMdx);
    expect(agree).toBe(890);
    // Headings of imported snippets.
    expect(oracleOnly).toEqual(['automations/create.mdx -> #gitlab-setup', 'automations/manage.mdx -> #gitlab-setup']);
    // Links to folders without an index page, `href` on custom components (`<HeroCard>`), fragments the checker cleans (`%3A`).
    expect(oursOnly.length).toBe(23);
  }, 1_800_000);
});
