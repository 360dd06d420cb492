import type { LegacyConfig } from '../config/schema/legacy.js';
import { isRecord } from '../guards.js';
import { relativePath } from '../config/legacy-navigation.js';

/**
 * The notes `docwright migrate` prints: each setting of `mint.json` it cannot carry to
 * `docs.json` (or writes differently), by its key path in `mint.json` as written, so the
 * command can give its `file:line:col`. The checks here read the file as written, where the
 * typed configuration has filled in defaults or lost the shape.
 */

/** A key path in `mint.json`: `['anchors', 0, 'color']`. */
export type KeyPath = (string | number)[];

/** One note: the key path, as text (`anchors[0].color`) and as segments, and why. */
export interface Note {
  key: string;
  path: KeyPath;
  reason: string;
}

export type Drop = (key: string | KeyPath, reason: string) => void;

/** `['anchors', 0, 'color']` as `anchors[0].color`. */
export function keyOf(path: readonly (string | number)[]): string {
  return path.reduce<string>((out, part) => (typeof part === 'number' ? `${out}[${String(part)}]` : out === '' ? part : `${out}.${part}`), '');
}

/** A key written by this module (`anchors[0].color`) as its segments (names here hold no `.` or `[`). */
export function pathOf(key: string): KeyPath {
  const out: KeyPath = [];
  for (const match of key.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) out.push(match[2] !== undefined ? Number(match[2]) : (match[1] ?? ''));
  return out;
}

const records = (v: unknown): [number, Record<string, unknown>][] => (Array.isArray(v) ? v.flatMap((item, i): [number, Record<string, unknown>][] => (isRecord(item) ? [[i, item]] : [])) : []);

/** Each group of the navigation as written, with its key path, nested groups included. */
function* groupsOf(entries: unknown, path: KeyPath): Generator<{ group: Record<string, unknown>; path: KeyPath }> {
  for (const [i, group] of records(entries)) {
    if (typeof group.group !== 'string') continue;
    yield { group, path: [...path, i] };
    yield* groupsOf(group.pages, [...path, i, 'pages']);
  }
}

/** Groups: an empty name is written blank (`changed`); a style without an icon has nothing to style. */
export function noteGroups(written: Record<string, unknown>, drop: Drop, change: Drop): void {
  for (const { group, path } of groupsOf(written.navigation, ['navigation'])) {
    if (group.group === '') change([...path, 'group'], 'an empty group name is written as `" "` (`docs.json` refuses an empty one; a blank one shows no title either)');
    if (group.iconType !== undefined && (typeof group.icon !== 'string' || group.icon === '')) drop([...path, 'iconType'], 'an icon style without an `icon` styles nothing');
  }
}

/** The declared version names (a version that is a link to another site holds no pages). */
function declaredVersions(legacy: LegacyConfig): Set<string> {
  return new Set((legacy.versions ?? []).flatMap((v) => (typeof v === 'string' ? [v] : v.url === undefined ? [v.name] : [])));
}

/**
 * Tabs and anchors: a `version` no version declares, a style without an icon, and a spec on an
 * external link made global (`navigation.global` takes no spec: the link leads to another site).
 */
/** The names of the tabs (or anchors) anywhere in the migrated navigation (`global` links too). */
export function divisionNames(navigation: unknown, kind: 'tab' | 'anchor', out = new Set<string>()): Set<string> {
  if (Array.isArray(navigation)) for (const item of navigation) divisionNames(item, kind, out);
  else if (isRecord(navigation)) {
    if (typeof navigation[kind] === 'string') out.add(navigation[kind]);
    for (const item of Object.values(navigation)) divisionNames(item, kind, out);
  }
  return out;
}

export function noteDivisions(legacy: LegacyConfig, written: Record<string, unknown>, navigation: Record<string, unknown>, { drop, change }: { drop: Drop; change: Drop }): void {
  const declared = declaredVersions(legacy);
  const global = isRecord(navigation.global) ? { tabs: navigation.global.tabs !== undefined, anchors: navigation.global.anchors !== undefined } : { tabs: false, anchors: false };
  for (const kind of ['tabs', 'anchors'] as const) {
    const what = kind === 'tabs' ? 'tab' : 'anchor';
    for (const [i, entry] of records(written[kind])) {
      const version = entry.version;
      if (version === '' && !declared.has('')) change([kind, i, 'version'], `an empty version is no version, as Mintlify reads it: the ${what} shows in every version`);
      else if (typeof version === 'string' && !declared.has(version)) {
        drop([kind, i, 'version'], declared.size === 0 ? 'no `versions` are declared' : `no version of \`versions\` is named \`${version}\`, so the ${what} is left out and its pages join the first ${what}`);
      }
      if (kind === 'anchors' && entry.iconType !== undefined && (typeof entry.icon !== 'string' || entry.icon === '')) drop([kind, i, 'iconType'], 'an icon style without an `icon` styles nothing');
      if (global[kind] && entry.openapi !== undefined) drop([kind, i, 'openapi'], `every ${what} is an external link, so they are \`navigation.global.${kind}\`, which take no spec (the link leads to another site)`);
      const names = divisionNames(navigation, what);
      // A division of a version not declared is noted above; one whose name another shares is not told apart here.
      const unique = records(written[kind]).filter(([, other]) => other.name === entry.name).length === 1;
      if (typeof entry.name === 'string' && unique && typeof entry.url === 'string' && !URL.canParse(entry.url) && (typeof version !== 'string' || declared.has(version)) && !names.has(entry.name)) {
        drop([kind, i], `no page of \`navigation\` is left for it in a version that shows it: none lies under its \`url\` \`${entry.url}\` there, or another tab or anchor lists them; Mintlify's upgrade leaves it out too`);
      }
    }
  }
}

/** A version's `locale` when not every version names one: they stay versions, and the locale has no place. */
export function noteVersions(written: Record<string, unknown>, drop: Drop): void {
  const entries = Array.isArray(written.versions) ? written.versions : [];
  const localed = records(entries).filter(([, v]) => v.locale !== undefined);
  if (localed.length === 0 || localed.length === entries.length) return;
  for (const [i] of localed) drop(['versions', i, 'locale'], 'not every version names a `locale`, so they stay versions, which take no language');
}

/** Names `mint.json` allows empty and `docs.json` refuses: written as the default (first division) or blank (a version); empty values left out. */
export function noteEmptyNames(written: Record<string, unknown>, used: { topAnchor: boolean; primaryTab: boolean }, change: Drop): void {
  for (const key of ['topAnchor', 'primaryTab'] as const) {
    const entry = written[key];
    if (used[key] && isRecord(entry) && entry.name === '') change([key, 'name'], 'an empty name is written as `Documentation` (`docs.json` refuses an empty one)');
  }
  const versions: unknown[] = Array.isArray(written.versions) ? written.versions : [];
  versions.forEach((v, i) => {
    if (v === '') change(['versions', i], 'an empty version name is written as `" "` (`docs.json` refuses an empty one)');
    else if (isRecord(v) && v.name === '') change(['versions', i, 'name'], 'an empty version name is written as `" "` (`docs.json` refuses an empty one)');
  });
  const logo = isRecord(written.logo) ? written.logo : {};
  if (logo.href === '') change(['logo', 'href'], 'an empty link is left out (`docs.json` refuses it): the logo links to the home page');
  noteEmptyValues(written, change);
}

/** Blank values that name nothing (`favicon: ""`), left out of `docs.json` rather than written as they are. */
function noteEmptyValues(written: Record<string, unknown>, change: Drop): void {
  const blank = (value: unknown): boolean => typeof value === 'string' && value.trim() === '';
  if (blank(written.favicon)) change(['favicon'], 'an empty path names no file, so it is left out (`docs.json` needs no favicon)');
  if (blank(written.backgroundImage)) change(['backgroundImage'], 'an empty path names no image, so it is left out (the background stays plain)');
  const search = isRecord(written.search) ? written.search : {};
  const api = isRecord(written.api) ? written.api : {};
  const auth = isRecord(api.auth) ? api.auth : {};
  if (auth.method === undefined && blank(auth.name)) change(['api', 'auth', 'name'], 'an empty name without a `method` names no credential, so it is left out');
  if (blank(search.prompt)) change(['search', 'prompt'], 'an empty prompt is left out, as in Mintlify\'s upgrade: the search bar shows its default text');
}

/** Settings of the top bar, search, footer and API reference with no home (or none of the same meaning). */
export function noteSettings(written: Record<string, unknown>, drop: Drop, change: Drop): void {
  for (const [i, link] of records(written.topbarLinks)) {
    for (const key of ['style', 'arrow']) if (link[key] !== undefined) drop(['topbarLinks', i, key], '`navbar.links` have one look per theme');
  }
  const search = isRecord(written.search) ? written.search : {};
  if (search.location !== undefined) drop(['search', 'location'], 'the theme places the search bar');
  const footer = isRecord(written.footer) ? written.footer : {};
  if (written.footerSocials !== undefined && footer.socials !== undefined) drop('footerSocials', '`footer.socials` is given too and takes its place, as it did on Mintlify');
  const api = isRecord(written.api) ? written.api : {};
  const fields = isRecord(api.paramFields) ? api.paramFields : {};
  // `docs.json` takes `all` or `closed`: the legacy levels between them open no field.
  if (fields.expanded === 'topLevel' || fields.expanded === 'topLevelOneOfs') change(['api', 'paramFields', 'expanded'], `\`${fields.expanded}\` has no equivalent in \`api.params.expanded\` (\`all\` or \`closed\`): it is written \`closed\``);
}

/** Every page path under `value` (navigation entries that are strings). */
export function pagesIn(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) pagesIn(item, out);
  else if (isRecord(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'pages' && Array.isArray(item)) for (const page of item) if (typeof page === 'string') out.add(page);
      if (key !== 'href') pagesIn(item, out);
    }
  }
  return out;
}

/** A page of the navigation as written that the migrated navigation does not list: named at its entry. */
export function noteLostPages(written: Record<string, unknown>, migrated: unknown, kept: ReadonlySet<string>, drop: Drop): void {
  const listed = pagesIn(migrated);
  for (const { group, path } of groupsOf(written.navigation, ['navigation'])) {
    const pages: unknown[] = Array.isArray(group.pages) ? group.pages : [];
    pages.forEach((page, i) => {
      // The migrated navigation writes a path as Mintlify reads it (`/a` and `./a` are `a`).
      if (typeof page === 'string' && kept.has(page) && !listed.has(page) && !listed.has(relativePath(page))) drop([...path, 'pages', i], `the page \`${page}\` is in no version, tab or anchor of the migrated navigation: add it to a group of the new \`docs.json\` to keep it listed`);
    });
  }
}
