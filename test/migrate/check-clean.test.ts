// `docwright check` on a migrated project reports nothing the legacy project did not: for each
// legacy fixture (its folder, or a mint.json of fixtures/migrate-cases/ with a page written for
// each listed path) and the legacy corpus project, the findings of `check` after the migration
// (docs.json written, mint.json removed) are, by check id, among those before it. Three kinds are
// allowed, each for its reason: a `config-spec` warning at a key migrate names on its way (what
// the spec forbids and Mintlify accepts, kept as written), and the contrast of an anchor's own
// colour, which `check` judges in a docs.json only (a legacy anchor's colour is not judged), and two groups
// of one name, which `check` judges in a docs.json only too.
import { afterAll, describe, expect, jest, test } from '@jest/globals';
import { existsSync, readdirSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkProject } from '../../src/check/check.js';
import type { Finding } from '../../src/findings/finding.js';
import { isRecord } from '../../src/guards.js';
import { migrateMintJson, type Migration } from '../../src/migrate/migrate.js';
import { corpusProject, testWithCorpus } from '../support/corpus.js';

// Long: it checks whole projects (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const repo = fileURLToPath(new URL('../..', import.meta.url));
const fixtures = join(repo, 'fixtures');
const base = await mkdtemp(join(tmpdir(), 'docwright-check-clean-'));
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

/** Every page path listed under `value` (strings in `pages`). */
function listed(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) listed(item, out);
  else if (isRecord(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'pages' && Array.isArray(item)) for (const page of item) if (typeof page === 'string') out.add(page);
      listed(item, out);
    }
  }
  return out;
}

/** A project from a mint.json alone: one page for each listed path (operations and URLs have none). */
async function projectOf(mintPath: string, root: string): Promise<void> {
  await mkdir(root, { recursive: true });
  const text = await readFile(mintPath, 'utf8');
  await writeFile(join(root, 'mint.json'), text);
  const mint = JSON.parse(text) as Record<string, unknown>;
  for (const page of listed(mint.navigation)) {
    if (/^(?:\S+\s+)?(?:GET|POST|PUT|PATCH|DELETE)\s/i.test(page) || /^https?:/.test(page)) continue;
    const file = join(root, `${posix.resolve('/', page).slice(1)}.mdx`);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, `---\ntitle: "${page}"\n---\n\nA page.\n`);
  }
}

/** The findings `check` gives after the migration that it did not give before, but for the two allowed kinds. */
async function newFindings(root: string): Promise<string[]> {
  const before = (await checkProject(root, { checks: {} })).findings;
  const mint = JSON.parse(await readFile(join(root, 'mint.json'), 'utf8')) as Record<string, unknown>;
  const migration = migrateMintJson(mint);
  if (!migration) throw new Error('no usable navigation');
  await writeFile(join(root, 'docs.json'), `${JSON.stringify(migration.config, null, 2)}\n`);
  await rm(join(root, 'mint.json'));
  const after = (await checkProject(root, { checks: {} })).findings;
  const left = before.map((f) => f.ruleId);
  return after.filter((f) => !allowed(f, migration)).flatMap((f) => {
    const i = left.indexOf(f.ruleId);
    if (i >= 0) left.splice(i, 1);
    return i >= 0 ? [] : [`${f.ruleId} ${f.message}`];
  });
}

/** A `config-spec` warning at a key migrate names, or an anchor colour's contrast (see the top of this file). */
function allowed(finding: Finding, migration: Migration): boolean {
  if (finding.ruleId === 'config-spec') {
    // The key in the message: `footer.socials.twitter` as "`twitter` in `footer.socials`", `api.mdx.auth.name` as itself.
    return migration.refused.some(({ key, path }) => finding.message.includes(`\`${key}\``) || (finding.message.includes(`\`${String(path.at(-1))}\``) && finding.message.includes(`\`${key.slice(0, key.lastIndexOf('.'))}\``)));
  }
  // `check` judges no legacy `mint.json` list for groups of one name (docs/commands/check.mdx): two such groups the
  // mint.json already had (`Basics` of v2, holding a v1 group, beside `Basics` of v1) meet in one version's list and
  // are reported only once migrated; the legacy build shows the same two groups.
  if (finding.ruleId === 'nav-group-duplicate') return true;
  return finding.ruleId === 'color-contrast' && /^Unexpected contrast \S+ of the anchor /.test(finding.message);
}

const folders = readdirSync(fixtures).filter((name) => existsSync(join(fixtures, name, 'mint.json')));
const cases = readdirSync(join(fixtures, 'migrate-cases')).filter((name) => name.endsWith('.json'));

describe('check finds nothing new in a migrated project', () => {
  test.each(folders)('fixtures/%s', async (name) => {
    const root = join(base, name);
    await cp(join(fixtures, name), root, { recursive: true });
    expect(await newFindings(root)).toEqual([]);
  });

  test.each(cases)('fixtures/migrate-cases/%s', async (name) => {
    const root = join(base, `case-${name.replace(/\.json$/, '')}`);
    await projectOf(join(fixtures, 'migrate-cases', name), root);
    expect(await newFindings(root)).toEqual([]);
  });

  testWithCorpus('the legacy corpus project', ['legacy'])('corpus/legacy', async () => {
    const root = join(base, 'corpus-legacy');
    await cp(corpusProject('legacy'), root, { recursive: true });
    expect(await newFindings(root)).toEqual([]);
  });
});
