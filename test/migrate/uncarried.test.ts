// Nothing `docwright migrate` cannot carry is lost silently. The command runs on a project made
// from fixtures/migrate-cases/uncarried-keys.json (specs on tabs and anchors, icon styles, empty
// group names, `footerSocials` beside `footer.socials`, `topbarLinks` style and arrow,
// `search.location`): its output passes Mintlify's validator (@mintlify/validation, a test
// oracle only) without losing a key there, and every key it leaves out or changes is named on
// stderr at the `file:line:col` of the key in mint.json. Then an audit over every field of
// Mintlify's own mint.json schema: the fixtures every-key-a.json and every-key-b.json set each
// one, and each value they set is either in the migrated docs.json or named.
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { mintConfigJsonSchema, validateDocsConfig as mintlifyValidateDocs, validateMintConfig } from '@mintlify/validation';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isRecord } from '../../src/guards.js';
import { migrateMintJson } from '../../src/migrate/migrate.js';
import { migrateJudged } from './oracle.js';
import { runMain } from '../support/run-main.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

type Json = Record<string, unknown>;

const repo = fileURLToPath(new URL('../..', import.meta.url));
const cases = join(repo, 'fixtures', 'migrate-cases');
const base = await mkdtemp(join(tmpdir(), 'docwright-uncarried-'));
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

const readCase = (name: string): string => readFileSync(join(cases, name), 'utf8');

/** Every leaf of `value` with its concrete path (`anchors[0].color.from`). */
function leaves(value: unknown, path = '', out: [string, unknown][] = []): [string, unknown][] {
  if (Array.isArray(value)) value.forEach((item, i) => leaves(item, `${path}[${String(i)}]`, out));
  else if (isRecord(value)) for (const [key, item] of Object.entries(value)) leaves(item, path === '' ? key : `${path}.${key}`, out);
  else out.push([path, value]);
  return out;
}

/** Each JSON object under `value`. */
function objects(value: unknown, out: Json[] = []): Json[] {
  if (Array.isArray(value)) for (const item of value) objects(item, out);
  else if (isRecord(value)) {
    out.push(value);
    for (const item of Object.values(value)) objects(item, out);
  }
  return out;
}

describe('docwright migrate names what it cannot carry', () => {
  it('keeps specs on tabs and anchors, writes icon styles and blank group names as Mintlify reads them, and names the rest at its line', async () => {
    const root = join(base, 'copper');
    await mkdir(root, { recursive: true });
    const text = readCase('uncarried-keys.json');
    await writeFile(join(root, 'mint.json'), text);
    const result = await runMain(base, ['migrate', 'copper']);
    expect(result.code).toBe(0);
    const config = JSON.parse(result.stdout) as Json;

    const verdict = mintlifyValidateDocs(config);
    expect(verdict.success ? [] : verdict.error.issues).toEqual([]);
    // Nothing is lost by Mintlify's validator either: the parsed config has every leaf we wrote.
    if (verdict.success) expect(leaves(JSON.parse(JSON.stringify(verdict.data))).map(([path]) => path)).toEqual(expect.arrayContaining(leaves(config).map(([path]) => path)));

    const all = objects(config.navigation);
    const tab = (name: string): Json | undefined => all.find((o) => o.tab === name);
    expect(tab('Pot API')?.openapi).toEqual({ source: '/specs/pots.yaml', directory: 'pot-api' });
    // A folder no group lists a page under still has its spec's pages.
    expect(tab('Lid API')).toEqual({ tab: 'Lid API', openapi: { source: '/specs/lids.yaml', directory: 'lid-api' } });
    expect(tab('Status')).toMatchObject({ href: 'https://status.copper.test', openapi: 'https://status.copper.test/openapi.json' });
    expect(all.find((o) => o.anchor === 'Recipes')).toMatchObject({ icon: { name: 'utensils', style: 'solid' }, openapi: { source: '/specs/recipes.yaml', directory: 'recipes' } });
    expect(all.find((o) => o.anchor === 'Pantry')?.icon).toEqual({ name: 'jar', style: 'light' });
    expect(all.find((o) => o.group === 'Care')?.icon).toEqual({ name: 'spray-can', style: 'duotone' });
    expect(all.filter((o) => 'iconType' in o)).toEqual([]);
    // The three groups without a title keep their pages, under a blank name.
    expect(all.filter((o) => o.group === ' ').map((o) => o.pages)).toEqual([['index'], ['care/patina'], ['recipes/stew']]);

    // Each note: the key, at its line and column in mint.json.
    const lines = text.split('\n');
    const notes = result.stderr.split('\n').filter((line) => line.startsWith('copper/mint.json:'));
    const named = notes.map((line) => {
      const [, row, column, key, kind] = /^copper\/mint\.json:(\d+):(\d+): warning: Unexpected `([^`]+)` (with no place|as `mint\.json`)/.exec(line) ?? [];
      const last = /(\w+)(?:\[\d+\])?$/.exec(key ?? '')?.[1] ?? '';
      // The position is the key as written: `"style"` starts at that column.
      expect({ key, at: lines[Number(row) - 1]?.slice(Number(column) - 1).startsWith(`"${last}"`) }).toEqual({ key, at: true });
      return `${kind === 'with no place' ? 'dropped' : 'changed'} ${key ?? ''}`;
    });
    expect(named.sort()).toEqual([
      'changed navigation[0].group',
      'changed navigation[1].pages[1].group',
      'changed navigation[3].group',
      'dropped footerSocials',
      'dropped navigation[3].iconType',
      'dropped search.location',
      'dropped topbarLinks[0].arrow',
      'dropped topbarLinks[0].style',
    ]);
  });

  it('does not stop on an empty group name in a project without tabs (Mintlify refuses `""` in `navigation.groups`)', () => {
    const migration = migrateMintJson({ name: 'Bare', favicon: '/f.svg', colors: { primary: '#123456' }, navigation: [{ group: '', pages: ['index'] }] });
    expect(migration?.config.navigation).toEqual({ groups: [{ group: ' ', pages: ['index'] }] });
    expect(migration?.changed.map((c) => c.key)).toEqual(['navigation[0].group']);
    const verdict = mintlifyValidateDocs(migration?.config);
    expect(verdict.success ? [] : verdict.error.issues).toEqual([]);
  });

  it('invents no favicon for a mint.json without one (docs.json needs none)', () => {
    const migration = migrateMintJson({ name: 'Plain', colors: { primary: '#123456' }, navigation: [{ group: 'Start', pages: ['index'] }] });
    expect(migration?.config).not.toHaveProperty('favicon');
    const verdict = mintlifyValidateDocs(migration?.config);
    expect(verdict.success ? [] : verdict.error.issues).toEqual([]);
  });

  it('invents no name for a mint.json without one, and says so at its first line', () => {
    const migration = migrateMintJson({ favicon: '/f.svg', colors: { primary: '#123456' }, navigation: [{ group: 'Start', pages: ['index'] }] });
    expect(migration?.config).not.toHaveProperty('name');
    expect(migration?.changed).toContainEqual({ key: 'name', path: ['name'], reason: expect.stringContaining('required in docs.json: left out') });
    expect(migration?.refused).toEqual([]);
  });

  it('says why a tab\'s `openapi` without a leading `/` is left out (Mintlify refuses it too)', () => {
    const migration = migrateMintJson({ name: 'Specs', favicon: '/f.svg', colors: { primary: '#123456' }, tabs: [{ name: 'API', url: 'api', openapi: 'openapi.yaml' }], navigation: [{ group: 'Start', pages: ['index'] }] });
    expect(migration?.dropped).toContainEqual({ key: 'tabs[0].openapi', path: ['tabs', 0, 'openapi'], reason: 'not a valid `mint.json` setting, expected a path starting with `/` or an `https://` URL' });
    expect(validateMintConfig({ name: 'Specs', favicon: '/f.svg', colors: { primary: '#123456' }, tabs: [{ name: 'API', url: 'api', openapi: 'openapi.yaml' }], navigation: [{ group: 'Start', pages: ['index'] }] }).success).toBe(false);
  });

  it('names a page no version, tab or anchor of the migrated navigation lists', () => {
    // `v1`'s group holds a page under the tab of `v2` only: no version shows it.
    const migration = migrateMintJson({
      name: 'Gated', favicon: '/f.svg', colors: { primary: '#123456' }, versions: ['v2', 'v1'],
      tabs: [{ name: 'New', url: 'new', version: 'v2' }],
      navigation: [{ group: 'Start', pages: ['index'] }, { group: 'Old', version: 'v1', pages: ['new/thing'] }],
    });
    // The tab is left out too (its folder's one page is in `v1`, the tab in `v2`), and named.
    expect(migration?.dropped).toEqual([
      { key: 'tabs[0]', path: ['tabs', 0], reason: expect.stringContaining('no page of `navigation` is left for it in a version that shows it') },
      { key: 'navigation[1].pages[0]', path: ['navigation', 1, 'pages', 0], reason: expect.stringContaining('no version, tab or anchor') },
    ]);
    // It names the page and says how to keep it: the key alone (`navigation[1].pages[0]`) does not.
    expect(migration?.dropped[1]?.reason).toContain('`new/thing`');
    expect(migration?.dropped[1]?.reason).toContain('add it to a group of the new `docs.json`');
  });
});

describe('empty names `mint.json` allows and `docs.json` refuses', () => {
  it('writes the first division\'s default name, a blank version name, and no empty logo link, each named as a change', () => {
    const mint = {
      name: 'Blank', favicon: '/f.svg', colors: { primary: '#123456' }, logo: { light: '/l.svg', dark: '/d.svg', href: '' },
      versions: ['', 'v1'], primaryTab: { name: '' }, topAnchor: { name: '' },
      tabs: [{ name: 'API', url: 'api' }], anchors: [{ name: 'Blog', url: 'blog' }],
      navigation: [{ group: 'Start', pages: ['index'] }, { group: 'API', pages: ['api/users'] }, { group: 'Blog', pages: ['blog/first'] }],
    };
    const migration = migrateMintJson(mint);
    const verdict = mintlifyValidateDocs(migration?.config);
    expect(verdict.success ? [] : verdict.error.issues).toEqual([]);
    if (verdict.success) expect(leaves(JSON.parse(JSON.stringify(verdict.data))).map(([path]) => path)).toEqual(expect.arrayContaining(leaves(migration?.config).map(([path]) => path)));
    expect(migration?.changed.map((c) => c.key).sort()).toEqual(['logo.href', 'primaryTab.name', 'topAnchor.name', 'versions[0]']);
    expect(objects(migration?.config.navigation).filter((o) => o.anchor === 'Documentation' || o.tab === 'Documentation' || o.version === ' ').length).toBeGreaterThan(2);
  });
});

/**
 * Seeded mutations of the mint.json fixtures (a key removed, a value replaced by an empty,
 * blank, wrong-kind or odd one): migrate never throws, and whatever Mintlify accepts as a
 * mint.json migrates to a docs.json Mintlify accepts without dropping a key of it.
 */
describe('mutated mint.json files', () => {
  const sources = readdirSync(cases).filter((name) => name.endsWith('.json')).map((name) => JSON.parse(readCase(name)) as Json);
  const odd: unknown[] = ['', ' ', 'x', '/a', 'https://e.test', 0, 1.5, true, false, null, [], {}, [''], [{}], { group: '', pages: ['p'] }, { name: '', url: '' }];
  let seed = 20_261_129;
  const next = (n: number): number => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed % n;
  };
  /** Every key path of `value`, the root left out. */
  const paths = (value: unknown, path: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] => {
    if (path.length > 0) out.push(path);
    if (Array.isArray(value)) value.forEach((item, i) => paths(item, [...path, i], out));
    else if (isRecord(value)) for (const [key, item] of Object.entries(value)) paths(item, [...path, key], out);
    return out;
  };
  const mutate = (mint: Json): Json => {
    const doc = structuredClone(mint);
    const all = paths(doc);
    for (let m = 0; m <= next(3); m++) {
      const path = all[next(all.length)] ?? [];
      const parent = path.slice(0, -1).reduce<unknown>((node, key) => (isRecord(node) ? node[key] : Array.isArray(node) ? node[Number(key)] : undefined), doc);
      const last = path.at(-1);
      if (Array.isArray(parent) && typeof last === 'number') {
        if (next(3) === 0) parent.splice(last, 1);
        else parent[last] = structuredClone(odd[next(odd.length)]);
      } else if (isRecord(parent) && typeof last === 'string') {
        if (next(3) === 0) Reflect.deleteProperty(parent, last);
        else parent[last] = structuredClone(odd[next(odd.length)]);
      }
    }
    return doc;
  };

  it('never throw, and what Mintlify accepts migrates to what Mintlify accepts, whole', () => {
    let accepted = 0;
    const problems: string[] = [];
    for (let i = 0; i < 600; i++) {
      const mint = mutate({ favicon: '/f.svg', ...(sources[next(sources.length)] ?? {}) });
      let legal = false;
      try {
        legal = validateMintConfig(mint).success;
      } catch {
        // Mintlify's own validator throws on some values (an empty `cdnUrl`): not a mint.json it accepts.
      }
      if (!legal) continue;
      accepted++;
      const judged = migrateJudged(mint, problems);
      if (!judged) continue;
      const { config, verdict } = judged;
      if (verdict.success) {
        const kept = new Set(leaves(JSON.parse(JSON.stringify(verdict.data))).map(([path]) => path));
        const lost = leaves(config).filter(([path, value]) => !kept.has(path) && !(Array.isArray(value) || isRecord(value)));
        if (lost.length > 0) problems.push(`stripped ${lost.map(([path]) => path).join(', ')}: ${JSON.stringify(mint)}`);
      }
    }
    expect(accepted).toBeGreaterThan(80);
    expect(problems.slice(0, 3)).toEqual([]);
  });
});

/** The leaf fields of Mintlify's mint.json schema (`anchors[].color.from`, `metadata.*`), from its published JSON schema. */
function schemaLeaves(): Set<string> {
  const root: unknown = mintConfigJsonSchema;
  const resolve = (ref: string): unknown => ref.replace(/^#\//, '').split('/').reduce<unknown>((node, key) => (isRecord(node) ? node[key] : undefined), root);
  const out = new Set<string>();
  const walk = (node: unknown, path: string, seen: ReadonlySet<string>): void => {
    let here = node;
    let refs = seen;
    while (isRecord(here) && typeof here.$ref === 'string') {
      if (refs.has(here.$ref)) return;
      refs = new Set([...refs, here.$ref]);
      here = resolve(here.$ref);
    }
    if (!isRecord(here)) return;
    const branches = ['anyOf', 'oneOf', 'allOf'].flatMap((k) => (Array.isArray(here[k]) ? (here[k] as unknown[]) : []));
    for (const branch of branches) walk(branch, path, refs);
    if (isRecord(here.properties)) for (const [key, child] of Object.entries(here.properties)) walk(child, path === '' ? key : `${path}.${key}`, refs);
    else if (here.type === 'array' && here.items !== undefined) walk(here.items, `${path}[]`, refs);
    else if (isRecord(here.additionalProperties)) walk(here.additionalProperties, `${path}.*`, refs);
    else if (branches.length === 0) out.add(path);
  };
  walk(root, '', new Set());
  return out;
}

/** A concrete path (`anchors[0].color.from`) as the schema names it (`anchors[].color.from`, `metadata.*`). */
function abstractPath(path: string, known: ReadonlySet<string>): string {
  const plain = path.replace(/\[\d+\]/g, '[]');
  return known.has(plain) ? plain : plain.replace(/\.[^.[\]]+$/, '.*');
}

/** Settings whose value changes on the way (a mapped enum, an inverted flag): the `docs.json` path that holds it. */
const MAPPED: Readonly<Record<string, string>> = {
  $schema: '$schema',
  theme: 'theme',
  layout: 'theme',
  'topbarCtaButton.type': 'navbar.primary.type',
  'topbarLinks[].type': 'navbar.links',
  'api.playground.mode': 'api.playground.display',
  'api.playground.disableProxy': 'api.playground.proxy',
  'api.request.example.showOptionalParams': 'api.examples.defaults',
  'api.paramFields.expanded': 'api.params.expanded',
  'modeToggle.isHidden': 'appearance.strict',
  'codeBlock.mode': 'styling.codeblocks',
  'seo.indexHiddenPages': 'seo.indexing',
};

/** Keys renamed on the way, for values found by key and value. */
const RENAMED: Readonly<Record<string, string>> = { isDefaultHidden: 'hidden' };

const at = (value: unknown, dotted: string): unknown => dotted.split('.').reduce<unknown>((node, key) => (isRecord(node) ? node[key] : undefined), value);
/** A value as it may be written in docs.json: a path as Mintlify reads it (`./a/../b` is `b`), a URL as written. */
const bare = (value: unknown): unknown => (typeof value === 'string' ? (/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : posix.normalize(value).replace(/^\.?\//, '')) : value);

describe('every field of Mintlify\'s mint.json schema is carried or named', () => {
  const known = schemaLeaves();
  const fixtures = ['every-key-a.json', 'every-key-b.json'].map((name) => ({ name, mint: JSON.parse(readCase(name)) as Json }));

  it('the every-key fixtures set every field of the schema', () => {
    expect(known.size).toBeGreaterThan(100);
    const set = new Set(fixtures.flatMap(({ mint }) => leaves(mint).map(([path]) => abstractPath(path, known))));
    expect([...known].filter((path) => !set.has(path))).toEqual([]);
  });

  it.each(fixtures)('$name: each value set is in the migrated docs.json or named', ({ mint }) => {
    const migration = migrateMintJson(mint);
    if (!migration) throw new Error('no usable navigation');
    const named = [...migration.dropped, ...migration.changed].map((n) => n.key);
    const out = leaves(migration.config);
    // A value may become a key: a social link's `type` names its entry in `footer.socials`.
    const values = new Set([...out.map(([, v]) => bare(v)), ...objects(migration.config).flatMap((o) => Object.keys(o))]);
    const pairs = new Set(out.map(([path, v]) => `${/[^.[\]]+(?=(?:\[\d+\])*$)/.exec(path)?.[0] ?? ''}=${String(v)}`));
    const lost = leaves(mint).filter(([path, value]) => {
      if (named.some((key) => path === key || path.startsWith(`${key}.`) || path.startsWith(`${key}[`))) return false;
      const home = MAPPED[abstractPath(path, known)];
      if (home !== undefined) return at(migration.config, home) === undefined;
      if (typeof value === 'boolean') {
        const key = /[^.[\]]+$/.exec(path)?.[0] ?? '';
        return !pairs.has(`${RENAMED[key] ?? key}=${String(value)}`);
      }
      return !values.has(bare(value));
    });
    expect(lost.map(([path]) => path)).toEqual([]);
  });
});

describe('every page of the legacy navigation is in the migrated one, or named', () => {
  /** Each page entry of a navigation as written, with its key path (`navigation[1].pages[0]`). */
  const entries = (value: unknown, path: string, out: [string, string][] = []): [string, string][] => {
    if (Array.isArray(value)) value.forEach((item, i) => entries(item, `${path}[${String(i)}]`, out));
    else if (typeof value === 'string') out.push([path, value]);
    else if (isRecord(value) && Array.isArray(value.pages)) entries(value.pages, `${path}.pages`, out);
    return out;
  };
  const cases = readdirSync(join(repo, 'fixtures', 'migrate-cases')).filter((name) => name.endsWith('.json'));

  it.each(cases)('%s', (name) => {
    const mint = JSON.parse(readCase(name)) as Json;
    const migration = migrateMintJson(mint);
    if (!migration) throw new Error('no usable navigation');
    const listed = new Set(leaves(migration.config.navigation).flatMap(([path, value]) => (/\.pages\[\d+\]$/.test(path) && typeof value === 'string' ? [value] : [])));
    const named = new Set(migration.dropped.map((note) => note.key));
    const lost = entries(mint.navigation, 'navigation').filter(([path, page]) => !listed.has(String(bare(page))) && !named.has(path));
    expect(lost).toEqual([]);
  });

  it('a page written with a leading `/` in a versioned project is listed, and not named as lost', () => {
    const migration = migrateMintJson({
      name: 'Slash', favicon: '/f.svg', colors: { primary: '#123456' }, versions: ['v2', 'v1'],
      tabs: [{ name: 'New', url: 'new', version: 'v2' }],
      navigation: [{ group: 'Start', pages: ['/index', '/new/thing'] }],
    });
    expect(migration?.dropped).toEqual([]);
    // `/new/thing` is under the tab of `v2` only, as `new/thing` would be: `v1` does not list it.
    expect(migration?.config.navigation).toEqual({
      versions: [
        { version: 'v2', tabs: [{ tab: 'Documentation', groups: [{ group: 'Start', pages: ['index'] }] }, { tab: 'New', groups: [{ group: 'Start', pages: ['new/thing'] }] }] },
        { version: 'v1', tabs: [{ tab: 'Documentation', groups: [{ group: 'Start', pages: ['index'] }] }] },
      ],
    });
  });
});
