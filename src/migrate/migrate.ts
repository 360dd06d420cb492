import type { NavNode } from '../config/model.js';
import { normaliseLegacy } from '../config/normalise.js';
import { currentConfigSchema } from '../config/schema/current.js';
import type { LegacyAnchor, LegacyConfig } from '../config/schema/legacy.js';
import { isRecord } from '../guards.js';

/**
 * `docwright migrate`: a legacy `mint.json` rewritten into the current `docs.json` shape.
 * Every setting that has a home in the current generation moves there; every one that has
 * none is listed in `dropped` with the reason, never silently lost.
 */

export interface Migration {
  /** The new configuration, ready for `JSON.stringify`. */
  config: Record<string, unknown>;
  /** Settings with no home in `docs.json`: key path and why. */
  dropped: { key: string; reason: string }[];
}

type Json = Record<string, unknown>;

function defined(value: Json): Json {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}

type Color = NavNode['color'] | LegacyAnchor['color'];

/** A legacy anchor colour as the current `{light, dark}`: a gradient keeps its `from` colour, as Mintlify's upgrade does. */
function modeColor(color: Color): { light: string; dark: string } | undefined {
  if (typeof color === 'string') return { light: color, dark: color };
  if (color !== undefined && 'from' in color) return { light: color.from, dark: color.from };
  return undefined;
}

const LABEL_KEYS: Partial<Record<NavNode['kind'], string>> = { tab: 'tab', anchor: 'anchor', version: 'version', language: 'language' };

/** A node of the model's navigation tree as a current-generation navigation entry. */
function toCurrent(node: NavNode): unknown {
  if (node.kind === 'page') return node.page;
  if (node.kind === 'operation') return node.operation;
  const common = defined({ icon: node.icon, iconType: node.iconType });
  if (node.kind === 'group') return { group: node.label, ...common, pages: node.children.map(toCurrent) };
  const labelKey = LABEL_KEYS[node.kind] ?? 'anchor';
  const own = defined({
    color: node.kind === 'anchor' ? modeColor(node.color) : undefined,
    hidden: node.isDefaultHidden === true ? true : undefined,
    default: (node.kind === 'version' || node.kind === 'language') && node.default === true ? true : undefined,
  });
  if (node.children.length === 0 && node.href !== undefined) return { [labelKey]: node.label, ...common, ...own, href: node.href };
  return { [labelKey]: node.label, ...common, ...own, ...divisions(node.children) };
}

const DIVISION_KEYS: Partial<Record<NavNode['kind'], string>> = { anchor: 'anchors', tab: 'tabs', version: 'versions', language: 'languages', group: 'groups' };

/** Children grouped by kind into `versions`/`anchors`/`tabs`/`groups`/`pages` arrays. */
function divisions(nodes: readonly NavNode[]): Json {
  const out: Record<string, unknown[]> = {};
  for (const node of nodes) {
    const key = DIVISION_KEYS[node.kind] ?? 'pages';
    (out[key] ??= []).push(toCurrent(node));
  }
  return out;
}

type Drop = (key: string, reason: string) => void;

/**
 * `analytics` and `integrations` as the current `integrations`. Legacy `integrations`
 * gave Intercom and Front Chat as bare ids; the current generation takes objects (as
 * Mintlify's upgrade writes them).
 */
function migrateIntegrations(raw: Json, drop: Drop): Json {
  const out: Json = {};
  // From the file as written: an integration the schema does not know is named, not lost.
  for (const [name, value] of Object.entries(isRecord(raw.analytics) ? raw.analytics : {})) {
    if (INTEGRATIONS.has(name)) out[name] = value;
    else drop(`analytics.${name}`, 'no such integration in `docs.json`');
  }
  for (const [name, value] of Object.entries(isRecord(raw.integrations) ? raw.integrations : {})) {
    const bare = BARE_IDS[name];
    if (typeof value === 'string' && bare !== undefined) out[name] = { [bare]: value };
    else if (INTEGRATIONS.has(name) && isRecord(value)) out[name] = value;
    else drop(`integrations.${name}`, INTEGRATIONS.has(name) ? 'expected an object of settings' : 'no such integration in `docs.json`');
  }
  return out;
}

const BARE_IDS: Partial<Record<string, string>> = { intercom: 'appId', frontchat: 'snippetId' };

const INTEGRATIONS = new Set(['adobe', 'amplitude', 'clarity', 'clearbit', 'cookies', 'fathom', 'frontchat', 'ga4', 'gtm', 'heap', 'hightouch', 'hotjar', 'intercom', 'logrocket', 'mixpanel', 'pirsch', 'plausible', 'posthog', 'segment', 'telemetry']);

export function migrateLegacy(legacy: LegacyConfig, raw: Json): Migration {
  const reasons = new Map<string, string>();
  const drop = (key: string, reason: string): void => {
    if (!reasons.has(key)) reasons.set(key, reason);
  };
  const model = normaliseLegacy(legacy, raw);

  // Navigation: the model already mapped URL prefixes to anchors and tabs and split it by
  // version. Like Mintlify's own upgrade, a page without a version is listed in each version
  // (one page, in every version's sidebar) and the top anchor stays.
  const navigation: Json = divisions(model.navigation);
  if (model.anchors.length > 0) {
    navigation.global = {
      anchors: model.anchors.map((a) => defined({ anchor: a.label, icon: a.icon, iconType: a.iconType, color: modeColor(a.color), hidden: a.isDefaultHidden === true ? true : undefined, href: a.href })),
    };
  }

  const api = legacy.api;
  const mode = api?.playground?.mode;
  const fontIn: unknown = legacy.font;
  const config: Json = defined({
    $schema: 'https://mintlify.com/docs.json',
    theme: 'mint',
    name: legacy.name,
    colors: defined({ primary: model.colors.primary, light: legacy.colors?.light, dark: legacy.colors?.dark }),
    logo: legacy.logo,
    favicon: legacy.favicon,
    navigation,
    navbar:
      legacy.topbarLinks || legacy.topbarCtaButton
        ? defined({
            links: legacy.topbarLinks?.map((l) => ({ label: l.type === 'github' ? 'GitHub' : l.name, href: l.url })),
            primary: model.navbar.primary
              ? model.navbar.primary.type === 'github'
                ? { type: 'github', href: model.navbar.primary.href }
                : { type: 'button', label: model.navbar.primary.label ?? '', href: model.navbar.primary.href }
              : undefined,
          })
        : undefined,
    footer: Object.keys(model.footer.socials).length > 0 ? { socials: model.footer.socials } : undefined,
    appearance: legacy.modeToggle ? defined({ default: legacy.modeToggle.default, strict: legacy.modeToggle.isHidden || undefined }) : undefined,
    background:
      legacy.backgroundImage || legacy.colors?.background || legacy.background?.style
        ? defined({ image: legacy.backgroundImage, color: legacy.colors?.background, decoration: legacy.background?.style })
        : undefined,
    api: api || legacy.openapi
      ? defined({
          openapi: legacy.openapi,
          playground: mode ? { display: mode === 'show' ? 'interactive' : mode === 'hide' ? 'none' : 'simple' } : undefined,
          examples: api?.request?.example
            ? defined({
                languages: api.request.example.languages,
                defaults: api.request.example.showOptionalParams === undefined ? undefined : api.request.example.showOptionalParams ? 'all' : 'required',
              })
            : undefined,
          params: api?.paramFields?.expanded ? { expanded: api.paramFields.expanded === 'all' ? 'all' : 'closed' } : undefined,
          mdx:
            api?.baseUrl !== undefined || api?.auth
              ? defined({ server: api.baseUrl, auth: api.auth ? defined({ method: api.auth.method, name: api.auth.name }) : undefined })
              : undefined,
        })
      : undefined,
    redirects: legacy.redirects,
    seo:
      legacy.metadata || legacy.seo?.indexHiddenPages !== undefined
        ? defined({ metatags: legacy.metadata, indexing: legacy.seo?.indexHiddenPages ? 'all' : undefined })
        : undefined,
    search: legacy.search,
    styling: legacy.codeBlock?.mode ? { codeblocks: legacy.codeBlock.mode === 'dark' ? 'dark' : 'system' } : undefined,
  });
  if (isRecord(fontIn)) {
    const one = (v: unknown): Json | undefined =>
      isRecord(v) && typeof v.family === 'string' ? defined({ family: v.family, weight: v.weight, source: v.url, format: v.format }) : undefined;
    const fonts = one(fontIn) ?? defined({ heading: one(fontIn.headings), body: one(fontIn.body) });
    if (Object.keys(fonts).length > 0) config.fonts = fonts;
    else drop('font', 'not a font `{family}` or `{headings, body}`');
  }
  const integrations = migrateIntegrations(raw, drop);
  if (Object.keys(integrations).length > 0) config.integrations = integrations;

  // Settings with no home, each named once by its mint.json key.
  const none = (key: string, present: unknown, reason: string): void => {
    if (present !== undefined) drop(key, reason);
  };
  none('colors.anchors', legacy.colors?.anchors, 'anchor colours are set per anchor in `docs.json`');
  none('colors.ultraLight', legacy.colors?.ultraLight, 'the current theme derives it');
  none('colors.ultraDark', legacy.colors?.ultraDark, 'the current theme derives it');
  for (const [i, anchor] of (legacy.anchors ?? []).entries()) {
    if (isRecord(anchor.color)) drop(`anchors[${i}].color`, 'a gradient has no equivalent; the anchor takes its `from` colour');
    if (anchor.version !== undefined && (legacy.versions ?? []).length === 0) drop(`anchors[${i}].version`, 'no `versions` are declared');
  }
  const cta = legacy.topbarCtaButton;
  if (cta && cta.type !== 'github') {
    none('topbarCtaButton.style', cta.style, '`navbar.primary` has one look per theme');
    none('topbarCtaButton.arrow', cta.arrow, '`navbar.primary` has one look per theme');
  }
  none('api.auth.inputPrefix', api?.auth?.inputPrefix, 'no input prefix in `api.mdx.auth`');
  if (api?.maintainOrder === true) drop('api.maintainOrder', 'not needed: `docs.json` always shows API fields in the spec\'s order, so the order is kept');
  if (api?.maintainOrder === false) drop('api.maintainOrder', '`docs.json` always shows API fields in the spec\'s order; required-first sorting has no equivalent');
  none('feedback', legacy.feedback, 'feedback buttons are set in the dashboard, not in `docs.json`');
  none('layout', legacy.layout, 'themes replace layouts');
  none('rounded', legacy.rounded, 'themes replace it');
  none('sidebar', legacy.sidebar, 'themes replace it');
  none('topbar', legacy.topbar, 'themes replace it');
  none('footer', legacy.footer, 'use `footer.links` in `docs.json`');
  none('seo.indexHiddenPages', legacy.seo?.indexHiddenPages === false ? false : undefined, '`false` is the default');

  const check = currentConfigSchema.safeParse(config);
  if (!check.success) {
    const issue = check.error.issues[0];
    throw new Error(`Migration produced an invalid docs.json at \`${issue?.path.join('.') ?? ''}\`: ${issue?.message ?? ''}`);
  }
  return { config, dropped: [...reasons].map(([key, reason]) => ({ key, reason })) };
}
