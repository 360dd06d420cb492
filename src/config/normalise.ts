import type { DocsModel, NavNode } from './model.js';
import { isRecord } from '../guards.js';
import { DEFAULT_PRIMARY } from './schema/constants.js';
import type { CurrentConfig, CurrentGroup } from './schema/current.js';
import { migrateNavigation, writtenPrimaryTab } from './legacy-navigation.js';
import type { SpecConfig as LegacyConfig } from './schema/legacy.js';

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

/** Whether page path `page` lies under the URL prefix `url` (legacy tabs and anchors). */
export function matchesPrefix(page: string, url: string): boolean {
  const prefix = normalisePagePath(url).replace(/\/+$/, '');
  if (prefix === '') return false;
  return page === prefix || page.startsWith(`${prefix}/`);
}

/**
 * The legacy navigation in the model: Mintlify serves a `mint.json` site through its upgrade
 * to `docs.json`, so the site built from `mint.json` is laid out from the same navigation
 * `docwright migrate` writes (./legacy-navigation.ts), read as a current one; only an
 * anchor's colour stays as written (a gradient, which `docs.json` cannot hold).
 */
function legacyNavigation(config: LegacyConfig, raw: Record<string, unknown>): Pick<DocsModel, 'navigation' | 'anchors' | 'globalTabs' | 'globalDropdowns' | 'globalVersions' | 'globalLanguages' | 'versions' | 'languages'> & { specs: string[] } {
  const { navigation: migrated } = migrateNavigation({ config, ...writtenPrimaryTab(raw), colors: 'written' });
  const specs: string[] = [];
  const { global, ...divisions } = migrated;
  const navigation = currentChildren(divisions, specs);
  const links = (key: string): Record<string, unknown>[] | undefined => {
    const list = isRecord(global) ? global[key] : undefined;
    return Array.isArray(list) ? list.filter(isRecord) : undefined;
  };
  const { versions, languages } = versionsAndLanguages(navigation, undefined);
  const globalVersions = globalLinks(links('versions'), 'version', 'version');
  return {
    navigation,
    anchors: globalLinks(links('anchors'), 'anchor', 'anchor'),
    globalTabs: globalLinks(links('tabs'), 'tab', 'tab'),
    globalDropdowns: [],
    globalVersions,
    globalLanguages: [],
    versions: unique([...versions, ...globalVersions.map((v) => v.label)]),
    languages: unique(languages),
    specs,
  };
}

export function normaliseLegacy(config: LegacyConfig, raw: Record<string, unknown>): DocsModel {
  const { specs, ...navigation } = legacyNavigation(config, raw);
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
    ...navigation,
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
      openapi: unique([...openapi, ...specs]),
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
    redirects: (config.redirects ?? []).map((r) => ({ source: r.source, destination: r.destination, ...optional({ permanent: r.permanent }) })),
    seo: { metatags: config.metadata ?? {}, indexing: config.seo?.indexHiddenPages ? 'all' : 'navigable' },
    ...(config.search ? { search: optional(config.search) } : {}),
    ...(config.font !== undefined ? { fonts: config.font } : {}),
    integrations: { ...(config.analytics ?? {}), ...(config.integrations ?? {}) },
    raw,
  };
}
