import type { DocsModel, NavNode } from './model.js';
import { isRecord } from '../guards.js';
import { DEFAULT_PRIMARY } from './schema/constants.js';
import type { CurrentConfig, CurrentGroup } from './schema/current.js';
import type { LegacyAnchor, LegacyGroup, SpecConfig as LegacyConfig } from './schema/legacy.js';

/** Both generations of the configuration, mapped into the one config model. */

const OPERATION = /^(?:(\S+)\s+)?(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|TRACE|WEBHOOK)\s+(\S.*)$/i;

/** A navigation page path as the model keeps it: no leading `./` or `/`, no `.mdx`/`.md`. */
export function normalisePagePath(path: string): string {
  let p = path.trim();
  while (p.startsWith('./')) p = p.slice(2);
  while (p.startsWith('/')) p = p.slice(1);
  return p.replace(/\.mdx?$/i, '');
}

function pageNode(entry: string, version?: string): NavNode {
  const op = OPERATION.exec(entry.trim());
  if (op) return { kind: 'operation', label: entry.trim(), operation: entry.trim(), children: [], ...(version ? { version } : {}) };
  const page = normalisePagePath(entry);
  return { kind: 'page', label: page, page, children: [], ...(version ? { version } : {}) };
}

type SpecObject = { source: string; directory?: string | undefined };
type SpecSource = string | (string | SpecObject)[] | SpecObject | undefined;

function specList(source: SpecSource): string[] {
  if (source === undefined) return [];
  if (typeof source === 'string') return [source];
  if (Array.isArray(source)) return source.map((entry) => (typeof entry === 'string' ? entry : entry.source));
  return [source.source];
}

/** The `directory` of an `openapi: {source, directory}` (or the first of a list), without leading or trailing slashes. */
function specDirectory(source: SpecSource): string | undefined {
  const first = Array.isArray(source) ? source[0] : source;
  if (first === undefined || typeof first === 'string' || first.directory === undefined) return undefined;
  return first.directory.replace(/^\.?\/+|\/+$/g, '') || undefined;
}

/** An `asyncapi` setting (a path, a list, or `{source, directory}`) as the model keeps it. */
function asyncFields(value: unknown): Pick<NavNode, 'asyncapi' | 'asyncapiDirectory'> {
  if (typeof value === 'string') return { asyncapi: [value] };
  if (Array.isArray(value)) return { asyncapi: value.filter((v): v is string => typeof v === 'string') };
  if (typeof value !== 'object' || value === null) return {};
  const { source, directory } = value as Record<string, unknown>;
  if (typeof source !== 'string') return {};
  return { asyncapi: [source], ...(typeof directory === 'string' ? { asyncapiDirectory: directory.replace(/^\.?\/+|\/+$/g, '') } : {}) };
}

/** An `sdk` setting as the model keeps it (the schema has checked it on tabs and groups). */
function sdkOf(value: unknown): NavNode['sdk'] {
  if (typeof value !== 'object' || value === null) return undefined;
  const { format, source, directory } = value as Record<string, unknown>;
  if (typeof format !== 'string' || typeof source !== 'string') return undefined;
  return { format, source: source.trim(), ...(typeof directory === 'string' ? { directory: directory.trim() } : {}) };
}

type IconSetting = string | { name: string; style?: string | undefined } | undefined;

/** An icon setting as the model keeps it: the name, and the style (`{name, style}` or `iconType`). */
function iconFields(icon: IconSetting, iconType: string | undefined): { icon?: string; iconType?: string } {
  const name = typeof icon === 'object' ? icon.name : icon;
  const style = typeof icon === 'object' ? (icon.style ?? iconType) : iconType;
  return optional({ icon: name, iconType: style });
}

function optional<T extends Record<string, unknown>>(value: T): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(value) as (keyof T)[]) if (value[key] !== undefined) out[key] = value[key];
  return out;
}

// ---------------------------------------------------------------- current generation

interface DivisionLike {
  icon?: IconSetting;
  iconType?: string | undefined;
  hidden?: boolean | undefined;
  searchable?: boolean | undefined;
  align?: 'start' | 'end' | undefined;
  href?: string | undefined;
  openapi?: SpecSource;
  graphql?: unknown;
  sdk?: unknown;
  asyncapi?: unknown;
  description?: string | undefined;
  color?: { light?: string | undefined; dark?: string | undefined } | undefined;
  default?: boolean | undefined;
  tag?: string | undefined;
  products?: unknown;
  languages?: unknown;
  versions?: unknown;
  tabs?: unknown;
  menu?: unknown;
  dropdowns?: unknown;
  anchors?: unknown;
  groups?: unknown;
  pages?: unknown;
}

const DIVISIONS = [
  ['products', 'product', 'product'],
  ['languages', 'language', 'language'],
  ['versions', 'version', 'version'],
  ['tabs', 'tab', 'tab'],
  ['menu', 'menu', 'item'],
  ['dropdowns', 'dropdown', 'dropdown'],
  ['anchors', 'anchor', 'anchor'],
] as const;

function currentGroup(group: CurrentGroup, specs: string[]): NavNode {
  const openapi = specList(group.openapi);
  specs.push(...openapi);
  return {
    kind: 'group',
    label: group.group,
    ...iconFields(group.icon, group.iconType),
    ...optional({
      tag: group.tag,
      hidden: group.hidden,
      expanded: group.expanded,
      searchable: group.searchable,
      boost: group.boost,
      page: group.root !== undefined ? normalisePagePath(group.root) : undefined,
      openapi: openapi[0],
      openapiDirectory: specDirectory(group.openapi),
      sdk: sdkOf(group.sdk),
      // A group with `openapi` drops its `asyncapi`, as Mintlify does (`dropped.ts` warns).
      ...(group.openapi === undefined ? asyncFields(group.asyncapi) : {}),
    }),
    children: (group.pages ?? []).map((entry) => (typeof entry === 'string' ? pageNode(entry) : currentGroup(entry, specs))),
  };
}

/** A `navbar` (the site's or a language's) in the model's terms. */
function currentNavbar(navbar: CurrentConfig['navbar']): DocsModel['navbar'] {
  const primary = navbar?.primary;
  return {
    links: (navbar?.links ?? []).map((link) => ({ label: link.label ?? (link.type === 'discord' ? 'Discord' : 'GitHub'), href: link.href, ...optional({ icon: iconFields(link.icon, undefined).icon, type: link.type }) })),
    ...(primary ? { primary: { type: primary.type, href: primary.href, ...optional({ label: primary.label }) } } : {}),
  };
}

/** A `footer` (the site's or a language's) in the model's terms. */
function currentFooter(footer: CurrentConfig['footer']): DocsModel['footer'] {
  return {
    socials: Object.fromEntries(Object.entries(footer?.socials ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string')),
    ...(footer?.links ? { links: footer.links.map((c) => ({ ...optional({ header: c.header }), items: c.items })) } : {}),
  };
}

/** A `banner` (the site's or a language's) in the model's terms. */
function currentBanner(banner: NonNullable<CurrentConfig['banner']>): NonNullable<DocsModel['banner']> {
  return { content: banner.content, dismissible: banner.dismissible ?? false, ...optional({ type: banner.type }), ...(banner.color ? { color: optional(banner.color) } : {}) };
}

type LanguageEntry = Pick<NonNullable<CurrentConfig['navigation']['languages']>[number], 'navbar' | 'footer' | 'banner'>;

/** A language's own top bar, footer and banner, each only when the entry gives it. */
function languageChrome(item: LanguageEntry): Pick<NavNode, 'navbar' | 'footer' | 'banner'> {
  return {
    ...(item.navbar !== undefined ? { navbar: currentNavbar(item.navbar) } : {}),
    ...(item.footer !== undefined ? { footer: currentFooter(item.footer) } : {}),
    ...(item.banner !== undefined ? { banner: currentBanner(item.banner) } : {}),
  };
}

/** A tab's `graphql` (`string | {source, directory}`) as the model keeps it. */
function graphqlFields(value: unknown): { graphql?: string; graphqlDirectory?: string } {
  if (typeof value === 'string') return { graphql: value.trim() };
  if (!isRecord(value) || typeof value.source !== 'string') return {};
  const directory = typeof value.directory === 'string' ? value.directory.trim().replace(/^\.?\/+|\/+$/g, '') : '';
  return { graphql: value.source.trim(), ...(directory !== '' ? { graphqlDirectory: directory } : {}) };
}

function currentChildren(division: DivisionLike, specs: string[]): NavNode[] {
  const out: NavNode[] = [];
  for (const [key, kind, labelKey] of DIVISIONS) {
    const items = (division as Record<string, unknown>)[key];
    if (!Array.isArray(items)) continue;
    for (const item of items as (DivisionLike & Record<string, unknown>)[]) {
      // A product shows its display `name` when it gives one.
      const label = kind === 'product' && typeof item.name === 'string' && item.name.trim() !== '' ? item.name : item[labelKey];
      const openapi = specList(item.openapi);
      specs.push(...openapi);
      out.push({
        kind,
        label: typeof label === 'string' ? label : '',
        ...iconFields(item.icon, item.iconType),
        ...optional({
          hidden: item.hidden,
          searchable: item.searchable,
          align: item.align,
          href: item.href,
          description: item.description,
          color: item.color,
          default: item.default,
          tag: item.tag,
          openapi: openapi[0],
          openapiDirectory: specDirectory(item.openapi),
          ...graphqlFields(item.graphql),
          sdk: kind === 'tab' ? sdkOf(item.sdk) : undefined,
          ...asyncFields(item.asyncapi),
          version: kind === 'version' && typeof label === 'string' ? label : undefined,
          language: kind === 'language' && typeof label === 'string' ? label : undefined,
        }),
        ...(kind === 'language' ? languageChrome(item as LanguageEntry) : {}),
        children: currentChildren(item, specs),
      });
    }
  }
  if (Array.isArray(division.groups)) for (const group of division.groups as CurrentGroup[]) out.push(currentGroup(group, specs));
  if (Array.isArray(division.pages)) {
    for (const entry of division.pages as (string | CurrentGroup)[]) out.push(typeof entry === 'string' ? pageNode(entry) : currentGroup(entry, specs));
  }
  return out;
}

function modePair(value: string | { light: string; dark: string } | undefined): { light: string; dark: string } | undefined {
  if (value === undefined) return undefined;
  return typeof value === 'string' ? { light: value, dark: value } : { light: value.light, dark: value.dark };
}

function globalLinks(items: readonly Record<string, unknown>[] | undefined, kind: NavNode['kind'], labelKey: string): NavNode[] {
  return (items ?? []).map((item) => {
    const label = kind === 'product' && typeof item.name === 'string' && item.name.trim() !== '' ? item.name : item[labelKey];
    const str = (key: string): string | undefined => (typeof item[key] === 'string' ? (item[key]) : undefined);
    const color = item.color;
    const icon = item.icon;
    return {
      kind,
      label: typeof label === 'string' ? label : '',
      ...iconFields(typeof icon === 'object' && icon !== null && typeof (icon as { name?: unknown }).name === 'string' ? (icon as { name: string }) : str('icon'), str('iconType')),
      ...optional({
        href: str('href'),
        description: str('description'),
        hidden: typeof item.hidden === 'boolean' ? item.hidden : undefined,
        default: typeof item.default === 'boolean' ? item.default : undefined,
        align: item.align === 'start' || item.align === 'end' ? item.align : undefined,
        color: color !== null && typeof color === 'object' ? (color as { light?: string; dark?: string }) : undefined,
        version: kind === 'version' && typeof label === 'string' ? label : undefined,
        language: kind === 'language' && typeof label === 'string' ? label : undefined,
      }),
      children: [],
    };
  });
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/** Versions and languages named in the navigation, then in its global links. */
function versionsAndLanguages(navigation: NavNode[], global: CurrentConfig['navigation']['global']): { versions: string[]; languages: string[] } {
  const versions: string[] = [];
  const languages: string[] = [];
  const walk = (nodes: NavNode[]): void => {
    for (const node of nodes) {
      if (node.kind === 'version') versions.push(node.label);
      if (node.kind === 'language') languages.push(node.label);
      walk(node.children);
    }
  };
  walk(navigation);
  for (const v of global?.versions ?? []) versions.push(v.version);
  for (const l of global?.languages ?? []) languages.push(l.language);
  return { versions, languages };
}

/** `api` in the model's terms; `navSpecs` are the specs the navigation names. */
function currentApi(api: CurrentConfig['api'], navSpecs: string[]): DocsModel['api'] {
  const display = api?.playground?.display;
  const server = api?.mdx?.server;
  return {
    baseUrl: server === undefined ? [] : typeof server === 'string' ? [server] : server,
    ...(api?.mdx?.auth?.method ? { auth: { method: api.mdx.auth.method, ...optional({ name: api.mdx.auth.name }) } } : {}),
    playground: {
      mode: display === 'none' ? 'hide' : display === 'simple' ? 'simple' : 'show',
      ...optional({ proxy: api?.playground?.proxy }),
    },
    // The current generation has no `maintainOrder`: fields keep the spec's order.
    maintainOrder: true,
    openapi: unique([...specList(api?.openapi), ...navSpecs]),
    asyncapi: specList(api?.asyncapi),
    ...(api?.examples ? { examples: optional(api.examples) } : {}),
    ...(api?.params ? { params: optional({ expanded: api.params.expanded }) } : {}),
  };
}

export function normaliseCurrent(config: CurrentConfig, raw: Record<string, unknown>): DocsModel {
  const specs: string[] = [];
  // The platform drops `openapi` and `asyncapi` at the top of `navigation` (see ./dropped.ts).
  const navigation = currentChildren({ ...config.navigation, openapi: undefined, asyncapi: undefined }, specs);
  const global = config.navigation.global;
  const { versions, languages } = versionsAndLanguages(navigation, global);
  return {
    name: config.name,
    ...optional({ description: config.description, theme: config.theme }),
    ...(config.logo !== undefined
      ? { logo: typeof config.logo === 'string' ? { light: config.logo, dark: config.logo } : optional(config.logo) as { light: string; dark: string; href?: string } }
      : {}),
    ...(config.favicon !== undefined ? { favicon: modePair(config.favicon) } : {}),
    colors: {
      primary: config.colors.primary,
      ...optional({ light: config.colors.light, dark: config.colors.dark }),
      ...(config.background?.color ? { background: optional(config.background.color) } : {}),
    },
    navigation,
    anchors: globalLinks(global?.anchors, 'anchor', 'anchor'),
    globalTabs: globalLinks(global?.tabs, 'tab', 'tab'),
    globalDropdowns: globalLinks(global?.dropdowns, 'dropdown', 'dropdown'),
    globalVersions: globalLinks(global?.versions, 'version', 'version'),
    globalLanguages: globalLinks(global?.languages, 'language', 'language'),
    globalProducts: globalLinks(global?.products, 'product', 'product'),
    navbar: currentNavbar(config.navbar),
    footer: currentFooter(config.footer),
    api: currentApi(config.api, specs),
    appearance: { default: config.appearance?.default ?? 'system', strict: config.appearance?.strict ?? false },
    background: optional({
      image: modePair(config.background?.image),
      color: config.background?.color ? optional(config.background.color) : undefined,
      decoration: config.background?.decoration,
    }),
    feedback: { suggestEdit: false, raiseIssue: false, thumbsRating: false },
    versions: unique(versions),
    languages: unique(languages),
    redirects: (config.redirects ?? []).map((r) => ({ source: r.source, destination: r.destination, ...optional({ permanent: r.permanent }) })),
    seo: { metatags: config.seo?.metatags ?? {}, indexing: config.seo?.indexing ?? 'navigable' },
    ...(config.banner ? { banner: currentBanner(config.banner) } : {}),
    ...(config.search ? { search: optional(config.search) } : {}),
    ...(config.contextual ? { contextual: { options: config.contextual.options } } : {}),
    ...(config.fonts !== undefined ? { fonts: config.fonts } : {}),
    ...(config.icons ? { icons: config.icons } : {}),
    integrations: { ...(config.integrations ?? {}) },
    ...(config.styling ? { styling: { ...config.styling } } : {}),
    ...(config.errors ? { errors: { ...config.errors } } : {}),
    ...(config.metadata ? { metadata: { ...config.metadata } } : {}),
    raw,
  };
}

// ---------------------------------------------------------------- legacy generation

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

/** Whether a legacy `url` points outside the site (a scheme such as `https:` or `mailto:`). */
export function isExternalUrl(url: string): boolean {
  return EXTERNAL.test(url) || url.startsWith('//');
}

function legacyGroup(group: LegacyGroup, inherited?: string): NavNode {
  const version = group.version ?? inherited;
  return {
    kind: 'group',
    label: group.group,
    ...optional({ icon: group.icon, iconType: group.iconType, version }),
    children: group.pages.map((entry) => (typeof entry === 'string' ? pageNode(entry, version) : legacyGroup(entry, version))),
  };
}

function firstPage(node: NavNode): string | undefined {
  if (node.page !== undefined) return node.page;
  for (const child of node.children) {
    const page = firstPage(child);
    if (page !== undefined) return page;
  }
  return undefined;
}

/** Whether page path `page` lies under the URL prefix `url` (legacy tabs and anchors). */
export function matchesPrefix(page: string, url: string): boolean {
  const prefix = normalisePagePath(url).replace(/\/+$/, '');
  if (prefix === '') return false;
  return page === prefix || page.startsWith(`${prefix}/`);
}

/** A legacy anchor as a navigation node, with `children` (none for an external one). */
function anchorLink(anchor: LegacyAnchor, children: NavNode[] = []): NavNode {
  return {
    kind: 'anchor',
    label: anchor.name,
    href: anchor.url,
    ...optional({ icon: anchor.icon, iconType: anchor.iconType, color: anchor.color, version: anchor.version }),
    isDefaultHidden: anchor.isDefaultHidden,
    children,
  };
}

/**
 * The legacy navigation as one version shows it. Entries without a `version` appear in
 * every version; a tab or anchor of another version is left out with everything under it;
 * a group of another version is left out too, except for nested groups that name this
 * version (the deeper `version` wins, as the legacy platform did).
 */
export function inVersion(nodes: readonly NavNode[], version: string): NavNode[] {
  const out: NavNode[] = [];
  for (const node of nodes) {
    const mine = node.version === undefined || node.version === version;
    if (node.kind !== 'group') {
      if (mine) out.push(node.children.length === 0 ? node : { ...node, children: inVersion(node.children, version) });
      continue;
    }
    const children = inVersion(node.children, version);
    if (children.length > 0 || (mine && node.children.length === 0)) out.push({ ...node, children });
  }
  return out;
}

interface LegacyNavigation {
  navigation: NavNode[];
  /** Every anchor is an external link without a version: they are global links. */
  allGlobal: boolean;
  externalAnchors: NonNullable<LegacyConfig['anchors']>;
  /** The versions all name a `locale`: they are languages. */
  languages: boolean;
  versions: string[];
}

/**
 * The groups each internal anchor and tab claims (by the URL prefix of their first page), and
 * the rest. With `version`, a tab or anchor of another version claims nothing: it is not shown
 * there, so its folder's groups go to a tab or anchor of that version (or of none).
 */
function claimGroups(config: LegacyConfig, version?: string): { anchorNodes: NavNode[]; internalAnchors: NonNullable<LegacyConfig['anchors']>; tabNodes: NavNode[]; primaryGroups: NavNode[] } {
  const internalAnchors = (config.anchors ?? []).filter((a) => !isExternalUrl(a.url));
  const elsewhere = (division: { version?: string | undefined }): boolean => version !== undefined && division.version !== undefined && division.version !== version;
  // A group in the folder of tabs and anchors of other versions only (the deepest folder decides) is not in this version.
  const folders = [...internalAnchors, ...(config.tabs ?? []).filter((t) => !isExternalUrl(t.url))];
  const depth = (url: string): number => normalisePagePath(url).replace(/\/+$/, '').length;
  const hidden = (group: NavNode): boolean => {
    const page = firstPage(group);
    const owners = page === undefined ? [] : folders.filter((d) => matchesPrefix(page, d.url));
    const deepest = Math.max(...owners.map((d) => depth(d.url)));
    const deciding = owners.filter((d) => depth(d.url) === deepest);
    return deciding.length > 0 && deciding.every(elsewhere);
  };
  const groups = config.navigation.map((g) => legacyGroup(g)).filter((g) => version === undefined || !hidden(g));
  const claimed = new Set<NavNode>();
  const anchorNodes: NavNode[] = internalAnchors.map((anchor) => {
    if (elsewhere(anchor)) return anchorLink(anchor);
    const children = groups.filter((g) => {
      const page = firstPage(g);
      if (claimed.has(g) || page === undefined || !matchesPrefix(page, anchor.url)) return false;
      claimed.add(g);
      return true;
    });
    return anchorLink(anchor, children);
  });
  const rest = groups.filter((g) => !claimed.has(g));
  const tabNodes: NavNode[] = (config.tabs ?? []).map((tab) => {
    const external = isExternalUrl(tab.url) || elsewhere(tab);
    const children = external
      ? []
      : rest.filter((g) => {
          const page = firstPage(g);
          if (claimed.has(g) || page === undefined || !matchesPrefix(page, tab.url)) return false;
          claimed.add(g);
          return true;
        });
    return { kind: 'tab', label: tab.name, href: tab.url, ...optional({ version: tab.version }), isDefaultHidden: tab.isDefaultHidden, children };
  });
  return { anchorNodes, internalAnchors, tabNodes, primaryGroups: rest.filter((g) => !claimed.has(g)) };
}

/** The tabs and anchors over the groups, as one version (or the site without versions) shows them before `inVersion`. */
function divisionTree(config: LegacyConfig, raw: Record<string, unknown>, version?: string): NavNode[] {
  const { anchorNodes, internalAnchors, tabNodes, primaryGroups } = claimGroups(config, version);
  const topName = config.topAnchor?.name ?? 'Documentation';
  // As Mintlify's upgrade of `mint.json` (how the platform serves a legacy site today): when
  // every anchor is an external link without a version they are global links and tabs, if
  // any, are on top; otherwise external anchors keep their place among the anchors. The
  // first tab (`primaryTab`, else "Documentation") and the first anchor (`topAnchor`) hold
  // the pages no tab or anchor claims, and exist only when there are such pages.
  const anchors = config.anchors ?? [];
  const allGlobal = anchors.length > 0 && anchors.every((a) => isExternalUrl(a.url) && a.version === undefined);
  const primaryTab = isRecord(raw.primaryTab) && typeof raw.primaryTab.name === 'string' ? raw.primaryTab : undefined;
  const firstTab: NavNode = {
    kind: 'tab',
    label: typeof primaryTab?.name === 'string' ? primaryTab.name : 'Documentation',
    ...(primaryTab?.isDefaultHidden === true ? { isDefaultHidden: true } : {}),
    children: primaryGroups,
  };
  let main: NavNode[] = tabNodes.length > 0 ? [...(primaryGroups.length > 0 ? [firstTab] : []), ...tabNodes] : primaryGroups;
  if (anchors.length > 0 && !(allGlobal && tabNodes.length > 0)) {
    const inline = allGlobal ? [] : anchors.map((anchor) => anchorNodes[internalAnchors.indexOf(anchor)] ?? anchorLink(anchor));
    main = [
      ...(main.length > 0
        ? [{ kind: 'anchor' as const, label: topName, icon: config.topAnchor?.icon ?? 'book-open', iconType: config.topAnchor?.iconType ?? 'duotone', children: main }]
        : []),
      ...inline,
    ];
  }
  return main;
}

function legacyNavigation(config: LegacyConfig, raw: Record<string, unknown>): LegacyNavigation {
  const versions = (config.versions ?? []).map((v) => (typeof v === 'string' ? { name: v } : v));
  const anchors = config.anchors ?? [];
  const allGlobal = anchors.length > 0 && anchors.every((a) => isExternalUrl(a.url) && a.version === undefined);
  let main = divisionTree(config, raw);
  // Versions that all name a `locale` are the legacy way to write languages.
  const languages = versions.length > 0 && versions.every((v) => 'locale' in v && v.locale !== undefined);
  if (versions.length > 0) {
    main = versions.map((v): NavNode => {
      const locale = 'locale' in v ? v.locale : undefined;
      const own = languages && locale !== undefined
        ? { kind: 'language' as const, label: locale, language: locale, ...optional({ default: v.default }) }
        : { kind: 'version' as const, label: v.name, version: v.name, ...optional({ default: v.default }) };
      return v.url !== undefined ? { ...own, href: v.url, children: [] } : { ...own, children: inVersion(divisionTree(config, raw, v.name), v.name) };
    });
  }
  const externalAnchors = (config.anchors ?? []).filter((a) => isExternalUrl(a.url));
  return { navigation: main, allGlobal, externalAnchors, languages, versions: versions.map((v) => v.name) };
}

export function normaliseLegacy(config: LegacyConfig, raw: Record<string, unknown>): DocsModel {
  const { navigation: main, allGlobal, externalAnchors, languages, versions } = legacyNavigation(config, raw);
  const baseUrl = config.api?.baseUrl;
  const cta = config.topbarCtaButton;
  const socials = config.footerSocials;
  const openapi = config.openapi === undefined ? [] : typeof config.openapi === 'string' ? [config.openapi] : config.openapi;
  return {
    name: config.name,
    ...(config.logo !== undefined
      ? { logo: typeof config.logo === 'string' ? { light: config.logo, dark: config.logo } : config.logo }
      : {}),
    ...(config.favicon ? { favicon: { light: config.favicon, dark: config.favicon } } : {}),
    colors: {
      primary: config.colors?.primary ?? DEFAULT_PRIMARY,
      ...optional({ light: config.colors?.light, dark: config.colors?.dark }),
      ...(config.colors?.background ? { background: optional(config.colors.background) } : {}),
    },
    navigation: main,
    anchors: allGlobal ? externalAnchors.map((anchor) => anchorLink(anchor)) : [],
    globalTabs: [],
    globalDropdowns: [],
    globalVersions: [],
    globalLanguages: [],
    navbar: {
      links: (config.topbarLinks ?? []).map((l) => ({ label: l.type === 'github' ? 'GitHub' : l.name, href: l.url })),
      ...(cta
        ? { primary: cta.type === 'github' ? { type: 'github' as const, href: cta.url } : { type: 'button' as const, label: cta.name, href: cta.url } }
        : {}),
    },
    footer: {
      socials: socials === undefined ? {} : Array.isArray(socials) ? Object.fromEntries(socials.map((s) => [s.type, s.url])) : Object.fromEntries(Object.entries(socials).filter((e): e is [string, string] => typeof e[1] === 'string')),
    },
    api: {
      baseUrl: baseUrl === undefined ? [] : typeof baseUrl === 'string' ? [baseUrl] : baseUrl,
      ...(config.api?.auth ? { auth: optional(config.api.auth) as { method: string; name?: string; inputPrefix?: string } } : {}),
      playground: { mode: config.api?.playground?.mode ?? 'show' },
      maintainOrder: config.api?.maintainOrder ?? true,
      openapi,
      asyncapi: [],
    },
    appearance: { default: config.modeToggle?.default ?? 'system', strict: config.modeToggle?.isHidden ?? false },
    background: optional({
      image: config.backgroundImage !== undefined ? { light: config.backgroundImage, dark: config.backgroundImage } : undefined,
      color: config.colors?.background ? optional(config.colors.background) : undefined,
      decoration: config.background?.style,
    }),
    feedback: {
      suggestEdit: config.feedback?.suggestEdit ?? false,
      raiseIssue: config.feedback?.raiseIssue ?? false,
      thumbsRating: config.feedback?.thumbsRating ?? false,
    },
    versions: languages ? [] : versions,
    languages: languages ? main.map((n) => n.label) : [],
    redirects: (config.redirects ?? []).map((r) => ({ source: r.source, destination: r.destination, ...optional({ permanent: r.permanent }) })),
    seo: { metatags: config.metadata ?? {}, indexing: config.seo?.indexHiddenPages ? 'all' : 'navigable' },
    ...(config.search ? { search: optional(config.search) } : {}),
    ...(config.font !== undefined ? { fonts: config.font } : {}),
    integrations: { ...(config.analytics ?? {}), ...(config.integrations ?? {}) },
    raw,
  };
}
