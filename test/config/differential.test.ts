// docwright's configuration check judged against the platform's own validator
// (`@mintlify/validation`, a devDependency used here only as a test oracle: Elastic-2.0, never
// imported by src/, never copied). Every generated configuration (test/support/config-mutations*.ts)
// and every corpus configuration is judged by both; the test fails on any configuration the
// platform refuses and docwright passes, and on any the platform accepts and docwright refuses
// unless one of the DELIBERATE differences explains each of docwright's errors. The same list
// is the table in docs/commands/check.mdx.
import { describe, expect, it, jest } from '@jest/globals';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { resolveRefs, upgradeToDocsConfig, validateDocsConfig as mintlifyDocs, validateMintConfig as mintlifyMint } from '@mintlify/validation';
import { loadDocsConfig, validateDocsConfig } from '../../src/config/index.js';
import type { Finding } from '../../src/findings/finding.js';
import { mutations, refProjects, type Generation } from '../support/config-mutations.js';
import { tempProject } from '../support/project.js';
import { prettyPositions, pathText, type Spot } from '../support/json-positions.js';
import { migrateMintJson } from '../../src/migrate/migrate.js';
import { corpusProject, testWithCorpus } from '../support/corpus.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

interface Deliberate {
  id: string;
  /** Why docwright refuses what the platform builds. */
  why: string;
  explains: (finding: Finding) => boolean;
}

/** Division arrays whose items fall back to "no content" on the platform when their content is invalid. */
const DIVISION_CONTENT = /`navigation(?:\.\w+\[\d+\])*?\.(?:tabs|anchors|dropdowns|languages|versions|products|menu)\[\d+\]\.(?:href|groups|pages|tabs|anchors|dropdowns|languages|versions|products|menu)\b/;
/** An error inside one kind of content at the top of `navigation` (`navigation.products`, `navigation.tabs[0].icon` …). */
const TOP_CONTENT = /`navigation\.(?:products|languages|versions|tabs|dropdowns|anchors|groups|pages)(?:\[\d+\][^`]*)?`/;
const GROUP_SPEC = /`navigation(?:\.\w+\[\d+\])*\.(?:groups|pages)\[\d+\]\.(?:openapi|asyncapi)\b/;

const DELIBERATE: readonly Deliberate[] = [
  {
    id: 'misspelt-content-key',
    why: 'a key in a navigation item that is a misspelling of the key holding its content (`page` for `pages`): the platform drops the key and the pages with it',
    explains: (f) => f.ruleId === 'config-key-lost',
  },
  {
    id: 'invalid-division-content',
    why: 'an invalid value inside the content of a tab, anchor, dropdown, language, version, product or menu item (its `href`, `groups`, `pages` …): the platform drops the whole content of the item and builds it empty',
    explains: (f) => f.ruleId === 'config-schema' && DIVISION_CONTENT.test(f.message),
  },
  {
    id: 'invalid-dropped-content',
    why: 'an invalid value in one kind of content at the top of `navigation` beside another kind (`products: "x"` beside valid `tabs`): the platform drops the invalid kind and builds the next valid one; docwright reports the error, and warns which kind the platform keeps',
    explains: (f) => f.ruleId === 'config-schema' && TOP_CONTENT.test(f.message),
  },
  {
    id: 'invalid-group-spec',
    why: 'an invalid `openapi` or `asyncapi` on a group: the platform drops the spec, and the group\'s API pages with it',
    explains: (f) => f.ruleId === 'config-schema' && GROUP_SPEC.test(f.message),
  },
];

/** A key's path below a parent path, as the messages write it. */
const child = (parent: string, key: string): string => (parent === '' ? key : /^[A-Za-z_$][\w$-]*$/.test(key) ? `${parent}.${key}` : `${parent}${pathText([0, key]).slice(3)}`);

/**
 * Where a finding may stand, from the paths its message names: at the key or the value of a
 * named path, at the named key (`Unexpected key \`k\` in \`p\``, a misspelling `found \`k\``), at an
 * item of a named array that is the named value, and at the start of the file for a missing
 * top-level key. Empty when the message names no path of the file.
 */
function allowedPlaces(message: string, spots: ReadonlyMap<string, Spot>, config: unknown): string[] {
  const places: string[] = [];
  const add = (spot: Spot | undefined, which: 'key' | 'both'): void => {
    if (!spot) return;
    if (spot.key) places.push(`${String(spot.key.line)}:${String(spot.key.column)}`);
    if (which === 'both') places.push(`${String(spot.value.line)}:${String(spot.value.column)}`);
  };
  const ticks = [...message.matchAll(/`([^`]*)`/g)].map((m) => m[1] ?? '');
  const keyIn = /^Unexpected (?:key )?`([^`]+)`(?: beside `[^`]+`)? in `([^`]+)`/.exec(message);
  if (keyIn) {
    const [, key = '', parent = ''] = keyIn;
    add(spots.get(child(parent, key)), 'key');
    // A value named in an array (`Unexpected \`windsurf\` in \`contextual.options\``).
    for (const [path, spot] of spots) {
      if (path.startsWith(`${parent}[`) && /^\[\d+\]$/.test(path.slice(parent.length)) && valueAt(config, path) === key) add(spot, 'both');
    }
  }
  const top = /^Unexpected (?:key )?`([^`]+)` (at the top of `navigation`|that has no effect)/.exec(message);
  if (top) add(spots.get(top[2] === 'that has no effect' ? (top[1] ?? '') : `navigation.${top[1] ?? ''}`), 'key');
  const missing = /^Missing `([^`]+)`(?: in `([^`]+)`)?/.exec(message);
  if (missing && missing[2] === undefined) places.push('1:1');
  const found = /^Missing `[^`]+` in `([^`]+)`.*\(found `([^`]+)`/.exec(message);
  if (found) add(spots.get(child(found[1] ?? '', found[2] ?? '')), 'key');
  if (!keyIn && !top) for (const tick of ticks) add(spots.get(tick), 'both');
  return places;
}

/** The value at a path written as the messages write it (array items only: `a.b[3]`). */
function valueAt(config: unknown, path: string): unknown {
  const match = /^(.*)\[(\d+)\]$/.exec(path);
  if (!match) return undefined;
  const parent = [...(match[1] ?? '').matchAll(/[^.[\]]+|\[(\d+)\]/g)].reduce<unknown>((here, m) => {
    if (here === null || typeof here !== 'object') return undefined;
    return (here as Record<string, unknown>)[m[1] ?? m[0]];
  }, config);
  return Array.isArray(parent) ? parent[Number(match[2])] : undefined;
}

type Verdict = 'agree' | 'deliberate' | 'mintlify refuses, docwright passes' | 'mintlify accepts, docwright errs';

function mintlifyAccepts(generation: Generation, value: unknown): { ok: boolean; why: string } {
  const result = generation === 'docs' ? mintlifyDocs(value) : mintlifyMint(value);
  return result.success ? { ok: true, why: '' } : { ok: false, why: result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') };
}

function judge(mintlify: boolean, findings: readonly Finding[]): Verdict {
  const errors = findings.filter((f) => f.severity === 'error');
  if (mintlify === (errors.length === 0)) return 'agree';
  if (!mintlify) return 'mintlify refuses, docwright passes';
  return errors.every((f) => DELIBERATE.some((d) => d.explains(f))) ? 'deliberate' : 'mintlify accepts, docwright errs';
}

describe('differential: docwright check against Mintlify’s validator', () => {
  it('judges every generated configuration as Mintlify does, apart from the deliberate differences', async () => {
    const cases = mutations();
    expect(cases.length).toBeGreaterThanOrEqual(150);
    const tally: Record<Verdict, number> = { agree: 0, deliberate: 0, 'mintlify refuses, docwright passes': 0, 'mintlify accepts, docwright errs': 0 };
    const unexplained: string[] = [];
    const used = new Set<string>();
    const misplaced: string[] = [];
    const unplaced: string[] = [];
    let placed = 0;
    for (const { name, generation, config } of cases) {
      const mintlify = mintlifyAccepts(generation, config);
      const file = generation === 'docs' ? 'docs.json' : 'mint.json';
      const ours = await validateDocsConfig(JSON.stringify(config, null, 2), { root: '/nonexistent-project', path: file });
      const verdict = judge(mintlify.ok, ours.diagnostics);
      tally[verdict]++;
      if (verdict === 'deliberate') for (const d of DELIBERATE) if (ours.diagnostics.some((f) => f.severity === 'error' && d.explains(f))) used.add(d.id);
      if (verdict !== 'agree' && verdict !== 'deliberate') {
        const errors = ours.diagnostics.filter((f) => f.severity === 'error').map((f) => f.message);
        unexplained.push(`${verdict}: ${name}\n  mintlify: ${mintlify.why || 'ok'}\n  docwright: ${errors.join(' | ') || 'ok'}`);
      }
      // A configuration that deploys gives the model every command works from.
      if (mintlify.ok && verdict === 'agree') expect(ours.model).toBeDefined();
      // Each finding stands at the key or value its message names.
      const { text, spots } = prettyPositions(config);
      expect(text).toBe(JSON.stringify(config, null, 2));
      for (const f of ours.diagnostics) {
        const places = allowedPlaces(f.message, spots, config);
        if (places.length === 0) {
          unplaced.push(`${name}: ${f.message}`);
          continue;
        }
        placed++;
        if (!places.includes(`${String(f.line)}:${String(f.column)}`)) misplaced.push(`${name}\n  ${String(f.line)}:${String(f.column)} ${f.message}\n  expected one of ${places.join(', ')}`);
      }
    }
    expect(misplaced).toEqual([]);
    // Every finding names a path of the file (or a missing top-level key) and stands there.
    expect(placed).toBeGreaterThan(15_000);
    expect(unplaced).toEqual([]);
    expect(unexplained).toEqual([]);
    // Every deliberate difference is exercised, and they stay few: four kinds, met by 145 of the
    // 4,057 cases (the third generator puts invalid content and specs on every kind of
    // navigation item on purpose, so most of them are its own; the fourth fills every optional
    // key of `navigation` in, so each other kind of content sits beside `tabs` once).
    expect([...used].sort()).toEqual(DELIBERATE.map((d) => d.id).sort());
    expect(cases.length).toBeGreaterThanOrEqual(4000);
    expect(tally.deliberate).toBeLessThanOrEqual(150);
  }, 900_000);

  it('migrates every generated mint.json Mintlify accepts into a docs.json that both validators accept', async () => {
    const problems: string[] = [];
    const carried: string[] = [];
    let migrated = 0;
    for (const { name, generation, config } of mutations()) {
      if (generation !== 'mint') continue;
      const legacy = mintlifyMint(config);
      if (!legacy.success) continue;
      const migration = migrateMintJson(config);
      if (!migration) {
        problems.push(`${name}: not migrated`);
        continue;
      }
      migrated++;
      const mintlify = mintlifyAccepts('docs', migration.config);
      const ours = await validateDocsConfig(JSON.stringify(migration.config, null, 2), { root: '/nonexistent-project', path: 'docs.json' });
      const errors = ours.diagnostics.filter((f) => f.severity === 'error').map((f) => f.message);
      // A link Mintlify's mint.json takes but its docs.json does not (`url: "acme.dev"`): Mintlify's own
      // upgrade carries it as written, and so does docwright's; both validators then refuse the docs.json, and `check` says where.
      const theirs = mintlifyAccepts('docs', JSON.parse(JSON.stringify(upgradeToDocsConfig(legacy.data, { shouldUpgradeTheme: true }))));
      if (!theirs.ok && !mintlify.ok && errors.length > 0) {
        carried.push(name);
        continue;
      }
      if (!mintlify.ok || errors.length > 0) problems.push(`${name}\n  mintlify: ${mintlify.why || 'ok'}\n  docwright: ${errors.join(' | ') || 'ok'}`);
    }
    expect(problems).toEqual([]);
    expect(migrated).toBeGreaterThanOrEqual(170);
    // The generated links the platform's docs.json refuses: `logo.href`, `topbarLinks[0].url` and `topbarCtaButton.url` that are neither a URL nor a path from `/`.
    expect(carried.length).toBeLessThanOrEqual(8);
  });

  it('passes a docs.json in the spec\'s shape, which Mintlify\'s docs.json validator refuses (deliberate: the spec is the reference, docs/commands/check.mdx)', async () => {
    // DELIBERATE, the other way round: `spec-shaped-docs-json`. SPEC.md describes `docs.json` with an array `navigation` of groups and only `name` and `navigation` required.
    const specShaped = [
      { name: 'Spec', navigation: [{ group: 'Start', pages: ['index'] }] },
      { name: 'Spec', logo: '/logo.svg', topbarLinks: [{ name: 'Blog', url: 'https://blog.example.test' }], footerSocials: { github: 'https://github.com/a/b' }, navigation: [{ group: 'Start', pages: ['index'] }] },
    ];
    for (const config of specShaped) {
      expect(mintlifyAccepts('docs', config).ok).toBe(false);
      const ours = await validateDocsConfig(JSON.stringify(config, null, 2), { root: '/nonexistent-project', path: 'docs.json' });
      expect(ours.diagnostics.filter((f) => f.severity === 'error')).toEqual([]);
      // The same file named mint.json is Mintlify's: both refuse it (no `favicon`, no `colors`).
      expect(mintlifyAccepts('mint', config).ok).toBe(false);
      const mint = await validateDocsConfig(JSON.stringify(config, null, 2), { root: '/nonexistent-project', path: 'mint.json' });
      expect(mint.diagnostics.some((f) => f.severity === 'error')).toBe(true);
    }
  });

  it('judges every `$ref` project as Mintlify resolves and validates it, apart from the deliberate differences', async () => {
    const problems: string[] = [];
    for (const { name, files } of refProjects()) {
      const root = tempProject(files, 'docwright-ref-');
      let mintlify: { ok: boolean; why: string };
      try {
        const { resolved } = await resolveRefs(JSON.parse(files['docs.json'] ?? '{}'), (path) => readFile(join(root, path), 'utf8'));
        mintlify = mintlifyAccepts('docs', resolved);
      } catch (error) {
        mintlify = { ok: false, why: error instanceof Error ? error.message : String(error) };
      }
      const ours = await loadDocsConfig(root);
      const verdict = judge(mintlify.ok, ours.diagnostics);
      if (verdict !== 'agree' && verdict !== 'deliberate') problems.push(`${verdict}: ${name}\n  mintlify: ${mintlify.why || 'ok'}\n  docwright: ${ours.diagnostics.filter((f) => f.severity === 'error').map((f) => f.message).join(' | ') || 'ok'}`);
    }
    expect(problems).toEqual([]);
  });

  testWithCorpus('the corpus configurations', ['starter', 'hoppscotch', 'mintlify-docs', 'legacy'])(
    'accepts every corpus configuration Mintlify accepts (warnings allowed), refuses the others',
    async () => {
      for (const [project, file] of [['starter', 'docs.json'], ['hoppscotch', 'docs.json'], ['mintlify-docs', 'docs.json'], ['legacy', 'mint.json']] as const) {
        const root = corpusProject(project);
        const value: unknown = JSON.parse(await readFile(join(root, file), 'utf8'));
        const { resolved } = await resolveRefs(value, (path) => readFile(join(root, path), 'utf8'));
        const mintlify = mintlifyAccepts(file === 'docs.json' ? 'docs' : 'mint', resolved);
        const ours = await loadDocsConfig(root);
        expect({ project, verdict: judge(mintlify.ok, ours.diagnostics) }).toEqual({ project, verdict: 'agree' });
      }
    },
    60_000,
  );
});
