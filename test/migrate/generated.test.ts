// Generated legacy navigations, seeded: tabs and anchors with folders, external links, specs,
// versions and languages, nested groups, operations and leading slashes, in random
// combinations. Whatever Mintlify accepts as a mint.json migrates (never throws) to a
// docs.json Mintlify's validator accepts (@mintlify/validation, a test oracle only), with no
// page listed twice in one version or language, and every page of the legacy navigation listed
// or named. Differences from Mintlify's upgrade are judged on the hand-written fixtures
// (./upgrade-differential.test.ts), not here.
import { describe, expect, it } from '@jest/globals';
import { validateMintConfig } from '@mintlify/validation';
import { posix } from 'node:path';
import { isRecord } from '../../src/guards.js';
import { migrateJudged } from './oracle.js';

type Json = Record<string, unknown>;

const FOLDERS = ['api', 'guides', 'api/v2', 'blog', 'guides/deep', 'sdk'];
const LEAVES = ['intro', 'setup', 'users', 'auth', 'faq'];

/** A small seeded generator (the same numbers on every run). */
function random(seed: number): { below: (n: number) => number; pick: <T>(items: readonly T[]) => T } {
  let state = seed;
  const below = (n: number): number => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return Math.floor((state / 2_147_483_648) * n);
  };
  return { below, pick: <T>(items: readonly T[]): T => items[below(items.length)] as T };
}

type Random = ReturnType<typeof random>;

/** A page entry: mostly a page in a folder, sometimes at the root, an operation or with a leading `/`. */
function pageEntry({ below, pick }: Random): string {
  const kind = below(10);
  if (kind === 0) return pick(LEAVES);
  if (kind === 1) return `GET /${pick(LEAVES)}`;
  const page = `${pick(FOLDERS)}/${pick(LEAVES)}`;
  return below(8) === 0 ? `/${page}` : page;
}

/** A tab or anchor: a folder or an external link, maybe of a version, hidden or with a spec. */
function division(r: Random, name: string, version: () => string | undefined): Json {
  const external = r.below(5) === 0;
  const out: Json = { name, url: external ? `https://${name.toLowerCase()}.example.com` : r.pick(FOLDERS) };
  const v = version();
  if (v !== undefined) out.version = v;
  if (r.below(6) === 0) out.isDefaultHidden = true;
  if (name.startsWith('A')) out.icon = r.pick(['book', 'code', 'star']);
  if (r.below(6) === 0) out.openapi = '/specs/plants.yaml';
  return out;
}

/** A group with pages and maybe nested groups; a page is used once in the whole navigation. */
function group(r: Random, used: Set<string>, depth: number, version: () => string | undefined): Json {
  const pages: unknown[] = [];
  for (let k = 0; k < 1 + r.below(4); k++) {
    if (depth < 2 && r.below(6) === 0) pages.push(group(r, used, depth + 1, version));
    else {
      const page = pageEntry(r);
      if (!used.has(page.replace(/^\//, ''))) pages.push(page);
      used.add(page.replace(/^\//, ''));
    }
  }
  const out: Json = { group: `Group ${String(r.below(5))}`, pages };
  const v = version();
  if (v !== undefined && r.below(2) === 0) out.version = v;
  return out;
}

/** One generated mint.json. */
function generate(r: Random): Json {
  const count = r.pick([0, 0, 2, 3]);
  const locales = r.below(4) === 0;
  const versions = Array.from({ length: count }, (_, i): unknown => {
    const name = `v${String(count - i)}`;
    if (!locales && r.below(3) === 0) return name;
    return { name, ...(i === 0 && r.below(2) === 0 ? { default: true } : {}), ...(locales ? { locale: r.pick(['en', 'fr', 'de']) } : {}) };
  });
  const version = (): string | undefined => (count > 0 && r.below(3) === 0 ? `v${String(1 + r.below(count))}` : undefined);
  const distinct = (list: Json[]): Json[] => list.filter((d, i) => list.findIndex((e) => e.url === d.url) === i);
  const tabs = distinct(Array.from({ length: r.pick([0, 0, 1, 2, 3]) }, (_, i) => division(r, `T${String(i)}`, version)));
  const anchors = distinct(Array.from({ length: r.pick([0, 0, 1, 2, 3]) }, (_, i) => division(r, `A${String(i)}`, version)));
  const used = new Set<string>();
  const navigation = Array.from({ length: 1 + r.below(5) }, () => group(r, used, 0, version)).filter((g) => Array.isArray(g.pages) && g.pages.length > 0);
  return {
    name: 'Generated', favicon: '/favicon.svg', colors: { primary: '#0D9373' }, navigation,
    ...(versions.length > 0 ? { versions } : {}), ...(tabs.length > 0 ? { tabs } : {}), ...(anchors.length > 0 ? { anchors } : {}),
    ...(r.below(4) === 0 ? { topAnchor: { name: 'Start here', icon: 'house' } } : {}), ...(r.below(4) === 0 ? { primaryTab: { name: 'Guides' } } : {}),
  };
}

/** Each page entry of a navigation (as written, or as migrated) with its key path and the scope it is in. */
function pageEntries(value: unknown, path: string, scope: string, out: { path: string; page: string; scope: string }[] = []): { path: string; page: string; scope: string }[] {
  if (Array.isArray(value)) value.forEach((item, i) => pageEntries(item, `${path}[${String(i)}]`, scope, out));
  else if (typeof value === 'string') {
    if (/\.pages\[\d+\]$/.test(path)) out.push({ path, page: value, scope });
  } else if (isRecord(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'global') continue;
      const inner = key === 'versions' || key === 'languages' ? key : scope;
      if (Array.isArray(item) && inner !== scope) item.forEach((v, i) => pageEntries(v, `${path}.${key}[${String(i)}]`, `${key}[${String(i)}]`, out));
      else pageEntries(item, `${path}.${key}`, scope, out);
    }
  }
  return out;
}

/** A page as Mintlify reads it from mint.json (`/a` and `./b/../a` are `a`); an operation as written. */
const asRead = (page: string): string => (/^(?:\S+\s+)?(?:GET|POST|PUT|PATCH|DELETE)\s/i.test(page) ? page : posix.normalize(page).replace(/^\.?\//, ''));

describe('generated mint.json navigations', () => {
  it('migrate to what Mintlify accepts, with each page once per version and every page listed or named', () => {
    const r = random(20_261_130);
    const problems: string[] = [];
    let accepted = 0;
    for (let i = 0; i < 300; i++) {
      const mint = generate(r);
      if (!validateMintConfig(mint).success) continue;
      accepted++;
      const judged = migrateJudged(mint, problems);
      if (!judged) continue;
      const { migration, config } = judged;
      const listed = pageEntries(config.navigation, 'navigation', '');
      const seen = new Set<string>();
      for (const { page, scope } of listed) {
        if (seen.has(`${scope} ${page}`)) problems.push(`\`${page}\` twice in ${scope || 'the navigation'}: ${JSON.stringify(mint)}`);
        seen.add(`${scope} ${page}`);
      }
      const pages = new Set(listed.map((entry) => entry.page));
      const named = new Set(migration.dropped.map((note) => note.key));
      for (const { path, page } of pageEntries(mint.navigation, 'navigation', '')) {
        if (!pages.has(asRead(page)) && !named.has(path)) problems.push(`\`${page}\` (${path}) lost unnamed: ${JSON.stringify(mint)}`);
      }
    }
    expect(accepted).toBeGreaterThan(200);
    expect(problems.slice(0, 3)).toEqual([]);
  });
});
