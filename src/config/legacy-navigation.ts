import { posix } from 'node:path';
import type { LegacyConfig, LegacyGroup } from './schema/legacy.js';
import { isRecord } from '../guards.js';

/**
 * The legacy `navigation`, `tabs`, `anchors` and `versions` of `mint.json` as the current
 * `navigation` object, in the structure Mintlify's own upgrade gives it (so a migrated
 * project looks the same on Mintlify as the upgrade's would):
 *
 * - Tabs and anchors select pages by URL prefix, page by page: a group whose pages fall
 *   under two prefixes is split into a group of the same name under each.
 * - Whichever of tabs and anchors covers the other goes on top; the pages no division
 *   claims go into a first division, "Documentation" (`topAnchor` or `primaryTab` names it).
 * - When every tab (or every anchor) is an external link without a version, they become
 *   `navigation.global` links; otherwise an external one keeps its place in the list.
 * - Versions (or languages, when every version names a `locale`) each hold their own copy
 *   of that structure, with the shared pages listed in each.
 *
 * The deliberate differences from the upgrade are listed in test/migrate/upgrade-differences.ts
 * and docs/commands/migrate.mdx: an API operation stays in its group, a nested group is
 * listed once, a group nested in a group of another version keeps its pages, a tab or anchor
 * keeps its own pages beside the divisions in its folder, and no page or division is listed
 * twice in one version.
 */

type Json = Record<string, unknown>;
type Entry = string | LegacyGroup;
type Kind = 'tab' | 'anchor';

interface Division {
  name: string;
  url: string;
  version?: string | undefined;
  hidden: boolean;
  /** The OpenAPI spec of the tab or anchor (`/path` or an `http(s)` URL). */
  openapi?: string | undefined;
  /** Anchors only. */
  icon?: string | undefined;
  iconType?: string | undefined;
  color?: string | { from: string; to?: string | undefined; via?: string | undefined } | undefined;
}

/** What the navigation reads: the typed config, and `primaryTab` as written (the legacy schema may not list it). */
export interface NavigationInput {
  /** What the navigation reads of `mint.json` (or of a `docs.json` in the spec's shape). */
  config: Pick<LegacyConfig, 'navigation' | 'tabs' | 'anchors' | 'versions' | 'topAnchor'>;
  primaryTab?: { name: string; isDefaultHidden?: boolean };
  /**
   * `written`: an anchor keeps its `color` as `mint.json` wrote it (a string, or a `{from, to}`
   * gradient), for the site built from `mint.json` itself; by default it is the current shape
   * (`{light, dark}`, a gradient's `from` colour), as `docs.json` can hold it.
   */
  colors?: 'written';
}

/** The navigation, and which first divisions it made (a `topAnchor` or `primaryTab` that named none is unused). */
export interface MigratedNavigation {
  navigation: Json;
  used: { topAnchor: boolean; primaryTab: boolean };
}

const OPERATION = /^(?:\S+\s+)?(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|TRACE|WEBHOOK)\s+\S/i;
const isOperation = (page: string): boolean => OPERATION.test(page.trim());
const isRemote = (url: string | undefined): boolean => url !== undefined && /^https?:\/\//.test(url);
const isAbsolute = (url: string): boolean => URL.canParse(url);
const slashed = (path: string): string => `${path.startsWith('/') ? '' : '/'}${path}${path.endsWith('/') ? '' : '/'}`;
const leading = (path: string): string => (path.startsWith('/') ? path : `/${path}`);
const under = (page: string, prefix: string): boolean => slashed(page).startsWith(slashed(prefix));

function defined(value: Json): Json {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}

/** An icon as `docs.json` takes it: the name, or `{name, style}` with a style (as Mintlify's upgrade writes it). */
export function iconOut(icon: string | undefined, style: string | undefined): string | Json | undefined {
  if (icon === undefined || icon === '') return undefined;
  return style === undefined ? icon : { name: icon, style };
}

/**
 * A group name as `docs.json` takes it. `mint.json` allows an empty one (a group without a
 * title); `docs.json` refuses it (Mintlify's validator fails it, or drops the group with its
 * pages inside a tab), so it is written blank, `" "`, which shows no title either.
 */
const BLANK_GROUP = ' ';
/** A name `mint.json` may leave empty (a group's, a version's), written blank for `docs.json`. */
const blank = (name: string): string => (name === '' ? BLANK_GROUP : name);
const groupName = blank;

/** The name of the first tab or anchor (the one holding the pages no other claims) when `mint.json` gives none. */
const FIRST_DIVISION = 'Documentation';

/**
 * A page or spec path as Mintlify's validator reads it from `mint.json`: resolved from the
 * root (`./a/../b` is `b`) without the leading `/`, a trailing `/` kept; a URL as written.
 */
export function relativePath(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  const resolved = posix.resolve('/', path).slice(1);
  return path.endsWith('/') && resolved !== '' && !resolved.endsWith('/') ? `${resolved}/` : resolved;
}

function groupOut(group: LegacyGroup, pages: unknown[]): Json {
  const paths = pages.map((page) => (typeof page === 'string' ? relativePath(page) : page));
  return defined({ group: groupName(group.group), icon: iconOut(group.icon, group.iconType), public: group.public, pages: paths });
}

/** A tab's or anchor's `openapi`, as Mintlify's upgrade writes it: a spec for the folder (`{source, directory}`), as written beside an external link. */
function divisionSpec(division: Division): string | Json | undefined {
  if (division.openapi === undefined) return undefined;
  return isRemote(division.url) ? division.openapi : { source: division.openapi, directory: division.url };
}

/** An anchor's colour in the current shape (a gradient's `from` colour), or as written (`colors: 'written'`). */
function colorOut(color: Division['color'], colors: NavigationInput['colors']): Json | string | undefined {
  if (color === undefined || colors === 'written') return color;
  return typeof color === 'string' ? { light: color, dark: color } : { light: color.from, dark: color.from };
}

/** Whether a group (or page) of `version` is shown in the navigation being built for `current`. */
const inScope = (version: string | undefined, current: string | undefined): boolean => current === undefined || version === undefined || version === current;

class Builder {
  readonly used = { topAnchor: false, primaryTab: false };
  private readonly tabs: Division[];
  private readonly anchors: Division[];

  constructor(
    private readonly input: NavigationInput,
    tabs: Division[],
    anchors: Division[],
  ) {
    this.tabs = tabs;
    this.anchors = anchors;
  }

  /**
   * The entries of `groups` under `prefix` (all of them without one), and the rest. A
   * file page goes by its path; an operation (`GET /users`) goes with the file page before
   * it in its group (or the first one after it), so it stays beside the pages it was listed
   * with (the upgrade matches it as a path and it lands in the first division).
   */
  split(groups: readonly LegacyGroup[], prefix: string | undefined, version: string | undefined, excluded: readonly string[]): { matched: Json[]; rest: LegacyGroup[]; taken: LegacyGroup[] } {
    const matched: Json[] = [];
    const rest: LegacyGroup[] = [];
    // `matched` as legacy groups, for the divisions nested in this one to split again.
    const taken: LegacyGroup[] = [];
    if (isRemote(prefix)) return { matched, rest: [...groups], taken };
    const takes = (page: string): boolean => (prefix === undefined || under(page, prefix)) && !excluded.some((url) => under(page, url));
    for (const group of groups) {
      if (!inScope(group.version, version)) continue;
      const mine: unknown[] = [];
      const mineAsWritten: Entry[] = [];
      const others: Entry[] = [];
      const files = group.pages.map((entry) => (typeof entry === 'string' && !isOperation(entry) ? entry : undefined));
      group.pages.forEach((entry, index) => {
        if (typeof entry !== 'string') {
          const nested = this.split([entry], prefix, version, excluded);
          mine.push(...nested.matched);
          mineAsWritten.push(...nested.taken);
          others.push(...nested.rest);
          return;
        }
        const before = files.slice(0, index).reverse().find((f) => f !== undefined);
        const guide = isOperation(entry) ? (before ?? files.slice(index + 1).find((f) => f !== undefined) ?? entry) : entry;
        if (takes(guide)) {
          mine.push(entry);
          mineAsWritten.push(entry);
        } else others.push(entry);
      });
      if (mine.length > 0) {
        matched.push(groupOut(group, mine));
        taken.push({ ...group, pages: mineAsWritten });
      }
      if (others.length > 0) rest.push({ ...group, pages: others });
    }
    return { matched, rest, taken };
  }

  colorOut(color: Division['color']): Json | string | undefined {
    return colorOut(color, this.input.colors);
  }

  /** The first division, holding what no other division claims. */
  primary(kind: Kind): Json {
    if (kind === 'tab') {
      const tab = this.input.primaryTab;
      this.used.primaryTab = true;
      // An empty name (which `mint.json` allows) is the default one: `docs.json` refuses it.
      return tab ? defined({ tab: tab.name === '' ? FIRST_DIVISION : tab.name, hidden: tab.isDefaultHidden }) : { tab: FIRST_DIVISION };
    }
    // The legacy defaults (`book-open`, duotone) stay, as the legacy site showed them.
    const top = this.input.config.topAnchor;
    this.used.topAnchor = true;
    return { anchor: top?.name === undefined || top.name === '' ? FIRST_DIVISION : top.name, icon: iconOut(top?.icon ?? 'book-open', top?.iconType ?? 'duotone') };
  }

  divisions(kind: Kind, list: readonly Division[], groups: readonly LegacyGroup[], withPrimary: boolean, version: string | undefined, others: readonly Division[] = []): { items: Json[]; rest: LegacyGroup[] } {
    let rest = groups.filter((g) => inScope(g.version, version));
    const items: Json[] = [];
    for (const division of list) {
      if (version !== undefined && division.version !== undefined && division.version !== version) continue;
      const head: Json = defined({
        [kind]: division.name,
        icon: iconOut(division.icon, division.iconType),
        color: this.colorOut(division.color),
        hidden: division.hidden ? true : undefined,
        openapi: divisionSpec(division),
      });
      const nested = list.filter((d) => d.url !== division.url && leading(d.url).startsWith(leading(division.url))).map((d) => d.url);
      // Divisions of the other kind in this one's folder (one in a nested division's folder goes there, not here too).
      const inside = others.filter((d) => leading(d.url).startsWith(leading(division.url)) && !nested.some((url) => leading(d.url).startsWith(leading(url))));
      const { matched, rest: left, taken } = this.split(rest, division.url, version, nested);
      rest = left;
      const sub = inside.length > 0 ? this.within(kind === 'tab' ? 'anchor' : 'tab', inside, taken, version) : [];
      if (sub.length > 0) items.push({ ...head, [kind === 'tab' ? 'anchors' : 'tabs']: sub });
      else if (matched.length > 0) items.push({ ...head, groups: matched });
      else if (isAbsolute(division.url)) items.push({ ...head, href: division.url });
      // A folder with no listed pages still has its spec's pages, as in Mintlify's upgrade.
      else if (division.openapi !== undefined) items.push(head);
    }
    if (withPrimary && rest.length > 0) items.unshift({ ...this.primary(kind), groups: this.split(rest, undefined, version, []).matched });
    return { items, rest };
  }

  /**
   * The divisions of the other kind inside a division, over the pages it holds; its pages in
   * none of them go into a first one before them (named as the site's first tab or anchor),
   * so they stay in the division (the upgrade drops them).
   */
  within(kind: Kind, inside: readonly Division[], taken: readonly LegacyGroup[], version: string | undefined): Json[] {
    const { items, rest } = this.divisions(kind, inside, taken, false, version);
    if (items.length > 0 && rest.length > 0) items.unshift({ ...this.primary(kind), groups: this.split(rest, undefined, version, []).matched });
    return items;
  }

  /** One navigation (of one version, or of the whole site): tabs, anchors or groups. */
  navigation(groups: readonly LegacyGroup[], version: string | undefined, hasTabs: boolean, hasAnchors: boolean): Json | undefined {
    const { tabs, anchors } = this;
    const [outer, inner, outerKind, innerKind, hasOuter, hasInner] =
      coverage(tabs, anchors) === 'anchor' ? ([anchors, tabs, 'anchor', 'tab', hasAnchors, hasTabs] as const) : ([tabs, anchors, 'tab', 'anchor', hasTabs, hasAnchors] as const);
    if (hasOuter) {
      const { items, rest } = this.divisions(outerKind, outer, groups, false, version, inner);
      // The first division holds what the others left: when they claimed every page, the inner
      // divisions get no second copy of them (the upgrade lists them again, so `check` finds
      // each page twice in one version), and an empty first division is left out.
      // An inner division in an outer one's folder is listed there only (the upgrade lists it in the first one too).
      const shown = outer.filter((d) => version === undefined || d.version === undefined || d.version === version);
      const free = inner.filter((d) => !shown.some((o) => !isRemote(o.url) && leading(d.url).startsWith(leading(o.url))));
      const within = inner.length > 0 ? this.divisions(innerKind, free, rest, true, version).items : this.split(rest, undefined, version, []).matched;
      if (within.length > 0) items.unshift({ ...this.primary(outerKind), [inner.length > 0 ? `${innerKind}s` : 'groups']: within });
      return { [`${outerKind}s`]: items };
    }
    if (hasInner) return { [`${innerKind}s`]: this.divisions(innerKind, inner, groups, true, version).items };
    if (groups.length === 0) return undefined;
    return { groups: groups.filter((g) => inScope(g.version, version)).map((g) => groupOut(g, g.pages.map(plain))) };
  }
}

/** A nested legacy group as a current one (`version` has no place inside a group). */
function plain(entry: Entry): unknown {
  return typeof entry === 'string' ? entry : groupOut(entry, entry.pages.map(plain));
}

/**
 * Which of tabs and anchors goes on top: the one without the other, else the one whose
 * entries all lie under an entry of the other, else the one covering more.
 */
function coverage(tabs: readonly Division[], anchors: readonly Division[]): Kind {
  if (tabs.length === 0) return 'anchor';
  if (anchors.length === 0) return 'tab';
  const inside = (a: Division, list: readonly Division[]): boolean => list.some((b) => leading(a.url).startsWith(leading(b.url)));
  const tabsInside = tabs.filter((t) => inside(t, anchors)).length;
  const anchorsInside = anchors.filter((a) => inside(a, tabs)).length;
  if (tabsInside === tabs.length) return 'tab';
  if (anchorsInside === anchors.length) return 'anchor';
  return tabsInside > anchorsInside ? 'tab' : 'anchor';
}

/**
 * The groups one version shows: groups of no version or of this one; inside them, a page
 * under a tab or anchor of another version is left out. A group of another version still
 * gives its nested groups that name this version (the deeper `version` wins), under a group
 * with the parent's name: the upgrade drops those pages.
 */
/** In the folders of `versionGroups`: a tab or anchor of no version is there (no version's name: `\0` is in none). */
const EVERY = '\0';

function versionGroups(groups: readonly LegacyGroup[], version: string, gated: ReadonlyMap<string, readonly string[]>, inherited?: string): LegacyGroup[] {
  const shown = (page: string): boolean => {
    // The page as Mintlify reads it (`/a/b` is `a/b`), under the folder (`a-b/c` is not under `a`).
    // The deepest folder decides: a tab or anchor of no version there shows the page in every
    // version (a versioned anchor on the same folder does not hide it from the others).
    const owners = [...gated].filter(([url]) => under(page, url));
    const depth = (url: string): number => slashed(url).length;
    const deepest = Math.max(...owners.map(([url]) => depth(url)));
    const deciding = owners.filter(([url]) => depth(url) === deepest);
    return deciding.length === 0 || deciding.some(([, versions]) => versions.includes(version) || versions.includes(EVERY));
  };
  const out: LegacyGroup[] = [];
  for (const group of groups) {
    const own = group.version ?? inherited;
    const mine = own === undefined || own === version;
    const pages: Entry[] = [];
    for (const entry of group.pages) {
      if (typeof entry === 'string') {
        if (mine && shown(entry)) pages.push(entry);
      } else {
        pages.push(...versionGroups([entry], version, gated, own));
      }
    }
    if (pages.length > 0) out.push({ group: group.group, ...defined({ icon: group.icon, iconType: group.iconType, public: group.public }), pages });
  }
  return out;
}

function division(entry: { name: string; url: string; version?: string | undefined; isDefaultHidden: boolean; openapi?: string | undefined }, extra: Partial<Division> = {}): Division {
  return { name: entry.name, url: entry.url, version: entry.version, hidden: entry.isDefaultHidden, openapi: entry.openapi, ...extra };
}

export function migrateNavigation(input: NavigationInput): MigratedNavigation {
  const { config } = input;
  // An empty `version` (when no version is named so) is no version, as Mintlify reads it: the division shows in every version.
  const blankIsNone = !(config.versions ?? []).some((v) => (typeof v === 'string' ? v : v.name) === '');
  const own = <T extends { version?: string | undefined }>(entry: T): T => (blankIsNone && entry.version === '' ? { ...entry, version: undefined } : entry);
  const tabList = (config.tabs ?? []).map((t) => division(own(t)));
  const anchorList = (config.anchors ?? []).map((a) =>
    division(own(a), { icon: a.icon, iconType: a.iconType, color: a.color }),
  );
  const globalLinks = (list: readonly Division[]): boolean => list.length > 0 && list.every((d) => d.version === undefined && isRemote(d.url));
  const global: Json = {};
  if (globalLinks(tabList)) global.tabs = tabList.map((t) => defined({ tab: t.name, href: t.url, hidden: t.hidden ? true : undefined }));
  if (globalLinks(anchorList)) {
    global.anchors = anchorList.map((a) =>
      defined({
        anchor: a.name,
        href: a.url,
        icon: iconOut(a.icon, a.iconType),
        // A gradient keeps its `from` colour here too (the upgrade drops it from global anchors).
        color: colorOut(a.color, input.colors),
        hidden: a.hidden ? true : undefined,
      }),
    );
  }
  const builder = new Builder(input, global.tabs ? [] : tabList, global.anchors ? [] : anchorList);
  const hasTabs = tabList.length > 0;
  const hasAnchors = anchorList.length > 0;
  const groups = config.navigation;
  const withGlobal = (nav: Json): MigratedNavigation => ({ navigation: Object.keys(global).length > 0 ? { ...nav, global } : nav, used: builder.used });

  const versions = config.versions ?? [];
  const entries = versions.map((v) => (typeof v === 'string' ? { name: v } : v));
  // Every version a link to another site: the navigation is one, and the versions are
  // global links (the upgrade drops them).
  if (entries.length > 0 && entries.every((v) => 'url' in v && isRemote(v.url))) {
    global.versions = entries.map((v) => defined({ version: blank(v.name), default: 'default' in v ? v.default : undefined, href: 'url' in v ? v.url : undefined }));
  }
  if (versions.length === 0 || global.versions !== undefined) return withGlobal(builder.navigation(groups, undefined, hasTabs, hasAnchors) ?? { groups: [] });

  const languages = entries.every((v) => 'locale' in v && v.locale !== undefined);
  // A page under a tab or anchor of a version is shown in that version only.
  // A tab or anchor of no version on a folder shows its pages in every version (`EVERY`).
  const gated = new Map<string, string[]>();
  const folders = [...(global.anchors ? [] : anchorList), ...(global.tabs ? [] : tabList)].filter((d) => !isRemote(d.url));
  for (const { name } of entries) {
    for (const d of folders) if (d.version === name) gated.set(d.url, [...(gated.get(d.url) ?? []), name]);
  }
  for (const d of folders) if (d.version === undefined) gated.set(d.url, [...(gated.get(d.url) ?? []), EVERY]);
  const list = entries.map((v): Json => {
    const locale = 'locale' in v ? v.locale : undefined;
    const own: Json = languages && locale !== undefined
      ? defined({ language: locale, default: 'default' in v ? v.default : undefined })
      : defined({ version: blank(v.name), default: 'default' in v ? v.default : undefined });
    if ('url' in v && v.url !== undefined) return { ...own, href: v.url };
    const mine = versionGroups(groups, v.name, gated);
    // A version with no pages of its own is given the whole navigation, as the upgrade does.
    const nav = builder.navigation(mine.length > 0 ? mine : groups, v.name, hasTabs, hasAnchors);
    return { ...own, ...(nav ?? { groups: mine.map((g) => groupOut(g, g.pages.map(plain))) }) };
  });
  return withGlobal(languages ? { languages: list } : { versions: list });
}

/** `primaryTab` as `mint.json` wrote it. */
export function writtenPrimaryTab(value: Json): Pick<NavigationInput, 'primaryTab'> {
  const tab = value.primaryTab;
  if (!isRecord(tab) || typeof tab.name !== 'string') return {};
  return { primaryTab: { name: tab.name, ...(typeof tab.isDefaultHidden === 'boolean' ? { isDefaultHidden: tab.isDefaultHidden } : {}) } };
}
