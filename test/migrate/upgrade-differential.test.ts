// `docwright migrate` against Mintlify's own upgrade of a `mint.json`, on the legacy corpus
// project, every fixtures/*/mint.json and the configurations in fixtures/migrate-cases/ (one
// per part of the legacy configuration: themes and layouts, tabs and anchors with external
// links, `primaryTab`, `topAnchor`, versions with an empty one, languages, `GET /users`
// entries, footer links, eyebrow, `isWhiteLabeled`, basic auth with a bare `username`, kept and named).
// Both outputs are compared as JSON trees (key order ignored); every difference, by its JSON
// path, must be explained by an entry of the documented list in ./upgrade-differences.ts,
// Mintlify's validator must accept our output, and no page is listed twice in one version.
//
// The oracle is what `mint` runs when it finds a legacy project: `validateMintConfig` then
// `upgradeToDocsConfig(data, {shouldUpgradeTheme: true})` from @mintlify/validation (a
// devDependency used as a test oracle only). The corpus test also runs the `mint` CLI itself
// (`mint broken-links`, which upgrades a legacy project first) and checks it writes the same.
import { afterAll, describe, expect, jest, test } from '@jest/globals';
import { upgradeToDocsConfig, validateDocsConfig as mintlifyValidateDocs, validateMintConfig } from '@mintlify/validation';
import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { isRecord } from '../../src/guards.js';
import { migrateMintJson } from '../../src/migrate/migrate.js';
import { corpusProject, testWithCorpus } from '../support/corpus.js';
import { DIFFERENCES, type Sides } from './upgrade-differences.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

type Json = Record<string, unknown>;

const repo = fileURLToPath(new URL('../..', import.meta.url));
const fixtures = join(repo, 'fixtures');
const base = await mkdtemp(join(tmpdir(), 'docwright-upgrade-diff-'));
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

/** Every path where `a` and `b` differ, key order ignored: `navigation.tabs[0].groups[1].pages[0]`. */
function jsonDiff(a: unknown, b: unknown, path = ''): string[] {
  if (Array.isArray(a) && Array.isArray(b)) {
    return Array.from({ length: Math.max(a.length, b.length) }, (_, i) => jsonDiff(a[i], b[i], `${path}[${String(i)}]`)).flat();
  }
  if (isRecord(a) && isRecord(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
    return keys.flatMap((key) => jsonDiff(a[key], b[key], path === '' ? key : `${path}.${key}`));
  }
  return Object.is(a, b) ? [] : [path];
}

/** Every path of `written` that `parsed` lacks: what a validator dropped. */
function stripped(written: unknown, parsed: unknown, path = ''): string[] {
  // An empty list or object holds nothing to lose.
  if ((Array.isArray(written) && written.length === 0) || (isRecord(written) && Object.keys(written).length === 0)) return [];
  if (Array.isArray(written)) {
    if (!Array.isArray(parsed)) return [path];
    return written.flatMap((item, i) => stripped(item, parsed[i], `${path}[${String(i)}]`));
  }
  if (isRecord(written)) {
    if (!isRecord(parsed)) return [path];
    return Object.entries(written).flatMap(([key, item]) => stripped(item, parsed[key], path === '' ? key : `${path}.${key}`));
  }
  return parsed === undefined ? [path] : [];
}

const plain = (value: unknown): Json => JSON.parse(JSON.stringify(value)) as Json;

/** Mintlify's upgrade, as `mint` runs it. */
function upgrade(mint: Json): Json {
  const checked = validateMintConfig(mint);
  if (!checked.success) throw new Error(`Mintlify refuses the mint.json: ${JSON.stringify(checked.error.issues.slice(0, 3))}`);
  return plain(upgradeToDocsConfig(checked.data, { shouldUpgradeTheme: true }));
}

interface Outcome {
  /** Each difference by JSON path, with the entry that explains it (`undefined`: none). */
  differences: { path: string; id: string | undefined }[];
  ours: Json;
  theirs: Json;
}

function compare(mint: Json): Outcome {
  const migration = migrateMintJson(mint);
  if (!migration) throw new Error('migrate found no usable navigation');
  const ours = plain(migration.config);
  const theirs = upgrade(mint);
  const sides: Sides = { ours: structuredClone(ours), theirs: structuredClone(theirs), mint };
  let left = jsonDiff(sides.ours, sides.theirs);
  const differences: Outcome['differences'] = [];
  for (const difference of DIFFERENCES) {
    difference.undo(sides);
    const now = new Set(jsonDiff(sides.ours, sides.theirs));
    for (const path of left) if (!now.has(path)) differences.push({ path, id: difference.id });
    left = left.filter((path) => now.has(path));
  }
  for (const path of left) differences.push({ path, id: undefined });
  return { differences, ours, theirs };
}

/** Mintlify requires `favicon` in mint.json; a fixture without one gets the same one on both sides. */
function withFavicon(mint: Json): Json {
  return mint.favicon === undefined ? { ...mint, favicon: '/favicon.svg' } : mint;
}

const exercised = new Map<string, string[]>();

/** Pages listed twice within one version or language (or the whole navigation without them): `check` warns of each. */
function listedTwice(config: Json): string[] {
  const nav = isRecord(config.navigation) ? config.navigation : {};
  const scopes: unknown[] = Array.isArray(nav.versions) ? nav.versions : Array.isArray(nav.languages) ? nav.languages : [nav];
  return scopes.flatMap((scope) => {
    const seen = new Set<string>();
    const twice: string[] = [];
    const visit = (node: unknown): void => {
      if (Array.isArray(node)) for (const item of node) visit(item);
      else if (isRecord(node)) {
        for (const [key, item] of Object.entries(node)) {
          if (key === 'pages' && Array.isArray(item)) {
            for (const page of item) {
              if (typeof page !== 'string') continue;
              if (seen.has(page)) twice.push(page);
              seen.add(page);
            }
          }
          visit(item);
        }
      }
    };
    visit(scope);
    return twice;
  });
}

function check(mint: Json): Outcome {
  const outcome = compare(withFavicon(mint));
  for (const d of outcome.differences) if (d.id !== undefined) exercised.set(d.id, [...(exercised.get(d.id) ?? []), d.path]);
  expect(outcome.differences.filter((d) => d.id === undefined).map((d) => d.path)).toEqual([]);
  expect(listedTwice(outcome.ours)).toEqual([]);
  const verdict = mintlifyValidateDocs(outcome.ours);
  expect(verdict.success ? [] : verdict.error.issues).toEqual([]);
  // Nothing we write is dropped by Mintlify's validator (an unknown key, a union branch that loses a part).
  if (verdict.success) expect(stripped(outcome.ours, plain(verdict.data))).toEqual([]);
  return outcome;
}

const read = (path: string): Json => JSON.parse(readFileSync(path, 'utf8')) as Json;
const legacyFixtures = readdirSync(fixtures).filter((name) => existsSync(join(fixtures, name, 'mint.json')));
const cases = readdirSync(join(fixtures, 'migrate-cases')).filter((name) => name.endsWith('.json'));

describe('migrate against Mintlify\'s upgrade', () => {
  testWithCorpus('the legacy corpus project, with the upgrade `mint` itself writes', ['legacy'])('corpus/legacy', async () => {
    const root = join(base, 'corpus-legacy');
    await cp(corpusProject('legacy'), root, { recursive: true });
    const mint = read(join(root, 'mint.json'));
    const outcome = check(mint);
    // The oracle is the CLI's upgrade: `mint broken-links` upgrades a legacy project first.
    const bin = join(repo, 'node_modules', '.bin', 'mint');
    await promisify(execFile)(bin, ['broken-links'], { cwd: root, env: { ...process.env, CI: 'true' }, timeout: 150_000 }).catch(() => undefined);
    const written = JSON.parse(await readFile(join(root, 'docs.json'), 'utf8')) as Json;
    expect(written).toEqual(outcome.theirs);
  });

  test.each(legacyFixtures)('fixtures/%s', (name) => {
    check(read(join(fixtures, name, 'mint.json')));
  });

  test.each(cases)('fixtures/migrate-cases/%s', (name) => {
    check(read(join(fixtures, 'migrate-cases', name)));
  });

  const themes: [string, Json, string][] = [
    ['venus', { theme: 'venus' }, 'palm'],
    ['quill', { theme: 'quill' }, 'willow'],
    ['prism', { theme: 'prism' }, 'mint'],
    ['no theme', {}, 'mint'],
    ['layout sidenav', { layout: 'sidenav' }, 'maple'],
    ['layout solidSidenav', { layout: 'solidSidenav' }, 'willow'],
    ['layout topnav', { theme: 'venus', layout: 'topnav' }, 'palm'],
    ['venus with layout sidenav', { theme: 'venus', layout: 'sidenav' }, 'maple'],
  ];
  test.each(themes)('theme: %s', (_, extra, theme) => {
    const mint = { name: 'Themes', favicon: '/favicon.svg', colors: { primary: '#123456' }, navigation: [{ group: 'Start', pages: ['index'] }], ...extra };
    expect(check(mint).ours.theme).toBe(theme);
  });

  test('every documented difference is shown by at least one case', () => {
    const required = DIFFERENCES.filter((d) => d.optional !== true).map((d) => d.id);
    expect(required.filter((id) => !exercised.has(id))).toEqual([]);
    // One line per difference: how many JSON paths it explains, and the first of them.
    const lines = [...exercised].map(([id, paths]) => `  ${id}: ${String(paths.length)} paths, e.g. ${paths[0] ?? ''}`);
    process.stdout.write(`migrate vs Mintlify's upgrade, explained differences:\n${lines.join('\n')}\n`);
  });

  test('docs/commands/migrate.mdx lists every difference with its reason', () => {
    const page = readFileSync(join(repo, 'docs/commands/migrate.mdx'), 'utf8');
    for (const d of DIFFERENCES) expect({ id: d.id, row: page.includes(`| \`${d.id}\` | ${d.why} |`) }).toEqual({ id: d.id, row: true });
  });
});

describe('migrate on the points of the issue', () => {
  test('the first tab takes `primaryTab`, legacy keys are kept or named, footer links move', () => {
    const tabs = migrateMintJson(read(join(fixtures, 'migrate-cases', 'tabs-anchors.json')));
    expect(tabs?.config).toMatchObject({ theme: 'palm', styling: { eyebrows: 'breadcrumbs' } });
    expect(JSON.stringify(tabs?.config.navigation)).toContain('"tabs":[{"tab":"Guides","groups"');
    expect(tabs?.dropped.map((d) => d.key)).toContain('isWhiteLabeled');
    const corpusShape = migrateMintJson(read(join(fixtures, 'migrate-cases', 'corpus-shape.json')));
    expect(corpusShape?.config.footer).toEqual({
      socials: { x: 'https://x.com/kiln', github: 'https://github.com/kiln' },
      links: [
        { header: 'Company', items: [{ label: 'About', href: 'https://example.com/about' }, { label: 'Jobs', href: '/jobs' }] },
        { items: [{ label: 'Status', href: 'https://status.example.com' }] },
      ],
    });
    // Tabs on top, external anchors global: no "Documentation" anchor around the tabs.
    expect(Object.keys(corpusShape?.config.navigation ?? {})).toEqual(['tabs', 'global']);
    expect(corpusShape?.dropped.map((d) => d.key)).toContain('topAnchor');
  });

  test('a version with no pages of its own is `groups: []`', () => {
    const migration = migrateMintJson(read(join(fixtures, 'migrate-cases', 'empty-version.json')));
    expect(migration?.config.navigation).toEqual({
      versions: [
        { version: '2025', default: true, groups: [{ group: 'Tides', pages: ['2025/tides'] }] },
        { version: '2024', groups: [{ group: 'Tides', pages: ['2024/tides'] }] },
        { version: '2023', groups: [] },
      ],
    });
  });
});
