import type { NavNode } from '../config/model.js';
import { normaliseLegacy } from '../config/normalise.js';
import { currentConfigSchema } from '../config/schema/current.js';
import type { LegacyConfig } from '../config/schema/legacy.js';

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

function modeColor(color: NavNode['color']): { light: string; dark: string } | undefined {
  return typeof color === 'string' ? { light: color, dark: color } : undefined;
}

/** A node of the model's navigation tree as a current-generation navigation entry. */
function toCurrent(node: NavNode, dropped: Migration['dropped'], where: string): unknown {
  if (node.kind === 'page') return node.page;
  if (node.kind === 'operation') return node.operation;
  const common = defined({ icon: node.icon, iconType: node.iconType });
  if (node.kind === 'group') {
    return { group: node.label, ...common, pages: node.children.map((c, i) => toCurrent(c, dropped, `${where}.pages[${i}]`)) };
  }
  const labelKey = node.kind === 'tab' ? 'tab' : 'anchor';
  if (node.color !== undefined && typeof node.color !== 'string') dropped.push({ key: `${where}.color`, reason: 'a gradient anchor colour has no equivalent; anchors take `{light, dark}`' });
  const color = node.kind === 'anchor' ? modeColor(node.color) : undefined;
  if (node.isDefaultHidden) dropped.push({ key: `${where}.isDefaultHidden`, reason: 'no per-version default visibility in `docs.json`' });
  if (node.children.length === 0 && node.href !== undefined) return { [labelKey]: node.label, ...common, ...defined({ color }), href: node.href };
  return { [labelKey]: node.label, ...common, ...defined({ color }), ...divisions(node.children, dropped, where) };
}

/** Children grouped by kind into `anchors`/`tabs`/`groups` arrays. */
function divisions(nodes: readonly NavNode[], dropped: Migration['dropped'], where: string): Json {
  const out: Json = {};
  const add = (key: string, value: unknown): void => {
    const list = (out[key] as unknown[] | undefined) ?? [];
    list.push(value);
    out[key] = list;
  };
  nodes.forEach((node, i) => {
    const key = node.kind === 'anchor' ? 'anchors' : node.kind === 'tab' ? 'tabs' : node.kind === 'group' ? 'groups' : 'pages';
    add(key, toCurrent(node, dropped, `${where}.${key}[${i}]`));
  });
  return out;
}

function forVersion(nodes: readonly NavNode[], version: string): NavNode[] {
  const out: NavNode[] = [];
  for (const node of nodes) {
    if (node.version !== undefined && node.version !== version) continue;
    if (node.kind === 'page' || node.kind === 'operation' || node.children.length === 0) {
      out.push(node);
      continue;
    }
    const children = forVersion(node.children, version);
    if (children.length > 0) out.push({ ...node, children });
  }
  return out;
}

const INTEGRATIONS = new Set(['adobe', 'amplitude', 'clarity', 'clearbit', 'cookies', 'fathom', 'frontchat', 'ga4', 'gtm', 'heap', 'hightouch', 'hotjar', 'intercom', 'logrocket', 'mixpanel', 'pirsch', 'plausible', 'posthog', 'segment', 'telemetry']);

export function migrateLegacy(legacy: LegacyConfig, raw: Json): Migration {
  const dropped: Migration['dropped'] = [];
  const model = normaliseLegacy(legacy, raw);

  // Navigation: the model already mapped URL prefixes to anchors and tabs.
  let top = model.navigation;
  const first = top[0];
  const internalAnchors = top.slice(1);
  if (first && first.kind === 'anchor' && first.page === undefined && internalAnchors.length === 0 && first.href === undefined) {
    // Only a wrapper for external anchors: the current generation has no such anchor.
    top = first.children;
    if (legacy.topAnchor) dropped.push({ key: 'topAnchor', reason: 'with no internal anchors there is no top anchor in `docs.json`' });
  }
  let navigation: Json;
  if (model.versions.length > 0) {
    navigation = { versions: model.versions.map((version) => ({ version, ...divisions(forVersion(top, version), dropped, 'navigation') })) };
  } else navigation = divisions(top, dropped, 'navigation');
  if (model.anchors.length > 0) {
    navigation.global = {
      anchors: model.anchors.map((a, i) => {
        if (a.version !== undefined) dropped.push({ key: `anchors[${i}].version`, reason: 'global anchors show in every version' });
        if (a.color !== undefined && typeof a.color !== 'string') dropped.push({ key: `anchors[${i}].color`, reason: 'a gradient anchor colour has no equivalent; anchors take `{light, dark}`' });
        return defined({ anchor: a.label, icon: a.icon, iconType: a.iconType, color: modeColor(a.color), href: a.href });
      }),
    };
  }

  const api = legacy.api;
  const mode = api?.playground?.mode;
  const fontIn = legacy.font;
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
            links: legacy.topbarLinks?.map((l) => ({ label: l.name, href: l.url })),
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
  if (fontIn !== undefined && typeof fontIn === 'object' && fontIn !== null) {
    const f = fontIn as Json;
    const one = (v: unknown): Json | undefined =>
      typeof v === 'object' && v !== null && typeof (v as Json).family === 'string'
        ? defined({ family: (v as Json).family, weight: (v as Json).weight, source: (v as Json).url, format: (v as Json).format })
        : undefined;
    const fonts = one(f) ?? defined({ heading: one(f.headings), body: one(f.body) });
    if (Object.keys(fonts).length > 0) config.fonts = fonts;
    else dropped.push({ key: 'font', reason: 'not a font `{family}` or `{headings, body}`' });
  }
  const integrations: Json = {};
  for (const [source, value] of [...Object.entries(legacy.analytics ?? {}), ...Object.entries(legacy.integrations ?? {})]) {
    if (INTEGRATIONS.has(source)) integrations[source] = value;
    else dropped.push({ key: `analytics.${source}`, reason: 'no such integration in `docs.json`' });
  }
  if (Object.keys(integrations).length > 0) config.integrations = integrations;

  // Settings with no home.
  const none = (key: string, present: unknown, reason: string): void => {
    if (present !== undefined) dropped.push({ key, reason });
  };
  none('colors.anchors', legacy.colors?.anchors, 'anchor colours are set per anchor in `docs.json`');
  none('colors.ultraLight', legacy.colors?.ultraLight, 'the current theme derives it');
  none('colors.ultraDark', legacy.colors?.ultraDark, 'the current theme derives it');
  none('api.auth.inputPrefix', api?.auth?.inputPrefix, 'no input prefix in `api.mdx.auth`');
  none('api.maintainOrder', api?.maintainOrder, 'deprecated; operations keep the spec order');
  none('feedback', legacy.feedback, 'feedback buttons are set in the dashboard, not in `docs.json`');
  none('layout', legacy.layout, 'themes replace layouts');
  none('rounded', legacy.rounded, 'themes replace it');
  none('sidebar', legacy.sidebar, 'themes replace it');
  none('topbar', legacy.topbar, 'themes replace it');
  none('footer', legacy.footer, 'use `footer.links` in `docs.json`');
  none('seo.indexHiddenPages', legacy.seo?.indexHiddenPages === false ? false : undefined, '`false` is the default');
  for (const [i, tab] of (legacy.tabs ?? []).entries()) none(`tabs[${i}].version`, tab.version, 'tabs follow `navigation.versions`');

  const check = currentConfigSchema.safeParse(config);
  if (!check.success) {
    const issue = check.error.issues[0];
    throw new Error(`Migration produced an invalid docs.json at \`${issue?.path.join('.') ?? ''}\`: ${issue?.message ?? ''}`);
  }
  return { config, dropped };
}
