import { parseLeniently } from '../config/lenient.js';
import { secureHref, secureUrl } from '../config/schema/common.js';
import { currentConfigSchema, integrationsSchema } from '../config/schema/current.js';
import { legacyConfigSchema, type LegacyConfig } from '../config/schema/legacy.js';
import { specRuleIssues } from '../config/spec-rules.js';
import { isRecord } from '../guards.js';
import { MIGRATED_PRIMARY, MIGRATED_PRIMARY_REASON } from './defaults.js';
import { migrateNavigation, relativePath, writtenPrimaryTab, type MigratedNavigation } from '../config/legacy-navigation.js';
import { keyOf, noteDivisions, noteEmptyNames, noteGroups, noteLostPages, noteSettings, noteVersions, pagesIn, pathOf, type Drop, type KeyPath, type Note } from './notes.js';

/**
 * `docwright migrate`: a legacy `mint.json` rewritten into the current `docs.json` shape, in
 * the structure Mintlify's own upgrade gives it (the navigation is in `./navigation.ts`).
 * Every setting that has a home in the current generation moves there; every one that has
 * none is listed in `dropped` with the reason, never silently lost. The deliberate
 * differences from the upgrade are listed, and checked against it, in
 * test/migrate/upgrade-differences.ts and docs/commands/migrate.mdx.
 */

export interface Migration {
  /** The new configuration, ready for `JSON.stringify`. */
  config: Record<string, unknown>;
  /** Settings with no home in `docs.json`: key path in `mint.json` (as text and as segments) and why. */
  dropped: Note[];
  /** Settings carried over in another form than written (an empty group name): key path and how. */
  changed: Note[];
  /**
   * Parts of the new configuration that docwright's own `docs.json` schema refuses, or the spec
   * forbids (a `config-spec` warning of `check`), though Mintlify's accepts them (kept as
   * written): key path in `docs.json` and the schema's message or the spec's rule.
   */
  refused: Note[];
}

type Json = Record<string, unknown>;

function defined(value: Json): Json {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}

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
    else drop(['analytics', name], 'no such integration in `docs.json`');
  }
  for (const [name, value] of Object.entries(isRecord(raw.integrations) ? raw.integrations : {})) {
    const bare = BARE_IDS[name];
    if (typeof value === 'string' && bare !== undefined) out[name] = { [bare]: value };
    else if (INTEGRATIONS.has(name) && isRecord(value)) out[name] = value;
    else drop(['integrations', name], INTEGRATIONS.has(name) ? 'expected an object of settings' : 'no such integration in `docs.json`');
  }
  return out;
}

const BARE_IDS: Partial<Record<string, string>> = { intercom: 'appId', frontchat: 'snippetId' };

/** The integrations `docs.json` takes. */
const INTEGRATIONS: ReadonlySet<string> = new Set(Object.keys(integrationsSchema.shape));

/** Legacy themes and layouts as current themes (the mapping of Mintlify's upgrade; a layout wins). */
const THEMES: Readonly<Record<string, string>> = { venus: 'palm', quill: 'willow', prism: 'mint' };
const LAYOUT_THEMES: Readonly<Record<string, string>> = { sidenav: 'maple', solidSidenav: 'willow' };

/**
 * Keys of Mintlify's `mint.json` that this function reads from the JSON as written, before
 * (and whatever) the legacy schema says of them.
 */
const READ_AS_WRITTEN = ['theme', 'eyebrow', 'isWhiteLabeled', 'primaryTab', 'mintlify'] as const;

/** Nested settings `migrateLegacy` reads from the file as written, so the schema's refusal does not drop them. */
const MIGRATED_AS_WRITTEN = new Set(['api.auth.name', 'api.playground.disableProxy']);

const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
/** A string with more than blanks in it (an empty path or prompt names nothing and is left out, with a note). */
const nonBlank = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

/** One social link of `mint.json`: its platform, its URL and its key path there. */
type Social = [name: string, url: unknown, path: KeyPath];

/** The social links `mint.json` gives: `footer.socials` when written (it takes the place of `footerSocials`, as on Mintlify), a map or a list of `{type, url}`. */
function socialLinks(raw: Json): Social[] {
  const footer: Json = isRecord(raw.footer) ? raw.footer : {};
  const [value, base]: [unknown, KeyPath] = footer.socials !== undefined ? [footer.socials, ['footer', 'socials']] : [raw.footerSocials, ['footerSocials']];
  if (isRecord(value)) return Object.entries(value).map(([name, url]): Social => [name, url, [...base, name]]);
  const items: unknown[] = Array.isArray(value) ? value : [];
  return items.flatMap((item, i): Social[] => (isRecord(item) ? [[text(item.type) ?? '', item.url, [...base, i]]] : []));
}

/** The legacy names of X's social link, which the spec calls `x` (Mintlify's upgrade keeps them as written, its schema takes them). */
const X_NAMES: ReadonlySet<string> = new Set(['twitter', 'x-twitter']);

/** Why `docs.json` refuses a footer URL (Mintlify's validator too), or `undefined` when it takes it. */
function refusedUrl(url: unknown, kind: 'social' | 'link'): string | undefined {
  const check = (kind === 'social' ? secureUrl : secureHref).safeParse(url);
  return check.success ? undefined : `\`docs.json\` refuses it, as Mintlify's validator does: ${check.error.issues[0]?.message ?? 'not a URL'}`;
}

/**
 * `footer` of `mint.json` (`socials`, `links` columns) as the current `footer`. A link
 * `docs.json` refuses (not `https://`) is left out and named at its own key, the others
 * kept; other keys are named.
 */
function migrateFooter(raw: Json, { drop, change }: { drop: Drop; change: Drop }): Json | undefined {
  const footer: Json = isRecord(raw.footer) ? raw.footer : {};
  const out: Json = {};
  const socials: Json = {};
  const links = socialLinks(raw);
  const hasX = links.some(([name]) => name === 'x');
  for (const [name, url, path] of links) {
    const refused = refusedUrl(url, 'social');
    if (refused !== undefined) drop(path, refused);
    else if (X_NAMES.has(name) && !hasX && socials.x === undefined) {
      // The spec names X `x` only (`config-spec` warns about `twitter`); the footer draws the same icon for both.
      socials.x = url;
      change(path, `written as \`x\`, the spec's name for X (\`docwright check\` warns about \`${name}\`): the footer shows the same link and icon`);
    } else socials[name] = url;
  }
  if (Object.keys(socials).length > 0) out.socials = socials;
  if (Array.isArray(footer.links)) {
    out.links = footer.links.flatMap((column: unknown, i): Json[] => {
      if (!isRecord(column)) return [];
      const links: unknown[] = Array.isArray(column.links) ? column.links : [];
      const items = links.flatMap((link, j): Json[] => {
        if (!isRecord(link)) return [];
        const refused = refusedUrl(link.url, 'link');
        if (refused !== undefined) drop(['footer', 'links', i, 'links', j, 'url'], refused);
        return refused === undefined ? [{ label: text(link.label) ?? '', href: text(link.url) ?? '' }] : [];
      });
      // A column left with no link is left out (`docs.json` refuses one), named when it had none to begin with.
      if (items.length === 0 && links.length === 0) drop(['footer', 'links', i], '`docs.json` refuses a column without links');
      return items.length > 0 ? [defined({ header: text(column.title), items })] : [];
    });
    if (Array.isArray(out.links) && out.links.length === 0) Reflect.deleteProperty(out, 'links');
  }
  for (const key of Object.keys(footer)) if (key !== 'socials' && key !== 'links') drop(['footer', key], 'no such footer setting in `docs.json`');
  return Object.keys(out).length > 0 ? out : undefined;
}

/** Output settings carried over as written; when the current schema refuses one, it is left out and named by its `mint.json` key. */
const CARRIED: readonly { at: readonly string[]; key: string }[] = [
  { at: ['api', 'mdx', 'auth', 'name'], key: 'api.auth.name' },
  { at: ['footer', 'links'], key: 'footer.links' },
  { at: ['footer', 'socials'], key: 'footer.socials' },
];

function remove(config: Json, at: readonly string[]): void {
  let node: unknown = config;
  for (const part of at.slice(0, -1)) node = isRecord(node) ? node[part] : undefined;
  const last = at.at(-1);
  if (isRecord(node) && last !== undefined) Reflect.deleteProperty(node, last);
}

/**
 * A `mint.json` as written, migrated leniently: what the legacy schema refuses is left out
 * and named (key and why) in `dropped`, and the rest is migrated. Settings of Mintlify's
 * `mint.json` that docwright's legacy schema may not list (`theme`, `eyebrow`,
 * `isWhiteLabeled`, `primaryTab`) are read as written. `undefined` when no usable
 * `navigation` is left, or when `raw` is not a JSON object (it takes `loadDocsConfig(…).resolved.value`,
 * typed `unknown`, as it is).
 */
export function migrateMintJson(raw: unknown): Migration | undefined {
  if (!isRecord(raw)) return undefined;
  const value: Json = { ...raw };
  for (const key of READ_AS_WRITTEN) Reflect.deleteProperty(value, key);
  const kept = parseLeniently(legacyConfigSchema, value);
  if (!kept) return undefined;
  const cut: Note[] = [];
  missing(value, kept.value, [], cut, kept.reasons);
  const migration = migrateLegacy(kept.data, { ...kept.value, ...Object.fromEntries(READ_AS_WRITTEN.filter((k) => k in raw).map((k) => [k, raw[k]])) }, raw);
  const named = new Set(migration.dropped.map((d) => d.key));
  return { ...migration, dropped: [...cut.filter((d) => !named.has(d.key) && !MIGRATED_AS_WRITTEN.has(d.key)), ...migration.dropped] };
}

/** Paths of `before` that `after` lost (an array that lost items is named as a whole), with the schema's own reason where it gives one (`why`, by key path). */
function missing(before: unknown, after: unknown, path: KeyPath, out: Note[], why: ReadonlyMap<string, string>): void {
  const note = (at: KeyPath, text: string): void => {
    const given = why.get(at.map(String).join('.'));
    out.push({ key: keyOf(at), path: at, reason: given !== undefined && text === reason ? `${text}, ${given}` : text });
  };
  const reason = 'not a valid `mint.json` setting';
  if (Array.isArray(before)) {
    if (!Array.isArray(after)) note(path, reason);
    else if (after.length !== before.length) note(path, `${String(before.length - after.length)} invalid entries left out`);
    else before.forEach((item, i) => missing(item, after[i], [...path, i], out, why));
  } else if (isRecord(before)) {
    if (!isRecord(after)) note(path, reason);
    else for (const [key, item] of Object.entries(before)) {
      if (!(key in after)) note([...path, key], reason);
      else missing(item, after[key], [...path, key], out, why);
    }
  }
}

/** `api`: the playground, request examples, parameter fields and the MDX pages' server and auth. */
function migrateApi(legacy: LegacyConfig, raw: Json, written: Json): Json | undefined {
  const api = legacy.api;
  const rawApi = isRecord(written.api) ? written.api : {};
  const rawAuth = isRecord(rawApi.auth) ? rawApi.auth : undefined;
  const rawPlayground = isRecord(rawApi.playground) ? rawApi.playground : {};
  const disableProxy = typeof rawPlayground.disableProxy === 'boolean' ? rawPlayground.disableProxy : undefined;
  const mode = api?.playground?.mode;
  const display = mode === undefined || !isRecord(isRecord(raw.api) ? raw.api.playground : undefined) ? undefined : mode === 'show' ? 'interactive' : mode === 'hide' ? 'none' : 'simple';
  const authMethod = api?.auth?.method;
  // An empty name alone names nothing (left out, as in Mintlify's upgrade, with a note); beside a method it stays.
  const authName = authMethod === undefined ? nonBlank(rawAuth?.name) : text(rawAuth?.name);
  const example = api?.request?.example;
  const hasMdx = api?.baseUrl !== undefined || authMethod !== undefined || authName !== undefined;
  const hasPlayground = display !== undefined || disableProxy !== undefined;
  const fields = api?.paramFields;
  const params = fields?.expanded !== undefined || (fields?.post !== undefined && fields.post.length > 0)
    ? defined({ expanded: fields.expanded === undefined ? undefined : fields.expanded === 'all' ? 'all' : 'closed', post: fields.post !== undefined && fields.post.length > 0 ? fields.post : undefined })
    : undefined;
  if (!hasPlayground && !example && !hasMdx && legacy.openapi === undefined && !params) return undefined;
  return defined({
    openapi: typeof legacy.openapi === 'string' ? relativePath(legacy.openapi) : legacy.openapi?.map(relativePath),
    playground: hasPlayground ? defined({ display, proxy: disableProxy === undefined ? undefined : !disableProxy }) : undefined,
    examples: example
      ? defined({
          languages: example.languages,
          defaults: example.showOptionalParams === undefined ? undefined : example.showOptionalParams ? 'all' : 'required',
        })
      : undefined,
    params,
    mdx: hasMdx
      ? defined({ server: api?.baseUrl, auth: authMethod !== undefined || authName !== undefined ? defined({ method: authMethod, name: authName }) : undefined })
      : undefined,
  });
}

/** `topbarLinks` and `topbarCtaButton` as `navbar`. */
function migrateNavbar(legacy: LegacyConfig): Json | undefined {
  const cta = legacy.topbarCtaButton;
  if (!legacy.topbarLinks && !cta) return undefined;
  return defined({
    links: legacy.topbarLinks?.map((l) => ({ label: l.type === 'github' ? 'GitHub' : l.name, href: l.url })),
    primary: cta ? (cta.type === 'github' ? { type: 'github', href: cta.url } : { type: 'button', label: cta.name, href: cta.url }) : undefined,
  });
}

/** `styling` from `eyebrow` and `codeBlock`. */
function migrateStyling(legacy: LegacyConfig, raw: Json): Json | undefined {
  const eyebrow = isRecord(raw.eyebrow) ? text(raw.eyebrow.display) : undefined;
  const codeblocks = legacy.codeBlock?.mode;
  if (eyebrow === undefined && codeblocks === undefined) return undefined;
  return defined({
    eyebrows: eyebrow === undefined ? undefined : eyebrow === 'breadcrumbs' ? 'breadcrumbs' : 'section',
    codeblocks: codeblocks === undefined ? undefined : codeblocks === 'dark' ? 'dark' : 'system',
  });
}

/** `font` as `fonts`: one family, or `{headings, body}`. */
function migrateFonts(fontIn: unknown, drop: Drop): Json | undefined {
  if (!isRecord(fontIn)) return undefined;
  const one = (v: unknown): Json | undefined =>
    isRecord(v) && typeof v.family === 'string' ? defined({ family: v.family, weight: v.weight, source: v.url, format: v.format }) : undefined;
  const fonts = one(fontIn) ?? defined({ heading: one(fontIn.headings), body: one(fontIn.body) });
  if (Object.keys(fonts).length > 0) return fonts;
  drop('font', 'not a font `{family}` or `{headings, body}`');
  return undefined;
}

/** The settings with no home, each named once by its mint.json key. */
function dropHomeless(legacy: LegacyConfig, raw: Json, theme: string, drop: Drop): void {
  const none = (key: string, present: unknown, reason: string): void => {
    if (present !== undefined) drop(key, reason);
  };
  none('colors.anchors', legacy.colors?.anchors, 'anchor colours are set per anchor in `docs.json`');
  none('colors.ultraLight', legacy.colors?.ultraLight, 'the current theme derives it');
  none('colors.ultraDark', legacy.colors?.ultraDark, 'the current theme derives it');
  for (const [i, anchor] of (legacy.anchors ?? []).entries()) {
    if (isRecord(anchor.color)) drop(`anchors[${String(i)}].color`, 'a gradient has no equivalent; the anchor takes its `from` colour');
  }
  const cta = legacy.topbarCtaButton;
  if (cta && cta.type !== 'github') {
    none('topbarCtaButton.style', cta.style, '`navbar.primary` has one look per theme');
    none('topbarCtaButton.arrow', cta.arrow, '`navbar.primary` has one look per theme');
  }
  const api = legacy.api;
  none('api.auth.inputPrefix', api?.auth?.inputPrefix, 'no input prefix in `api.mdx.auth`');
  if (api?.maintainOrder === true) drop('api.maintainOrder', 'not needed: `docs.json` always shows API fields in the spec\'s order, so the order is kept');
  if (api?.maintainOrder === false) drop('api.maintainOrder', '`docs.json` always shows API fields in the spec\'s order; required-first sorting has no equivalent');
  none('feedback', legacy.feedback, 'feedback buttons are set in the dashboard, not in `docs.json`');
  if (legacy.layout !== undefined && LAYOUT_THEMES[legacy.layout] === undefined) drop('layout', `the theme (\`${theme}\`) sets the layout`);
  none('rounded', legacy.rounded, 'themes replace it');
  none('sidebar', legacy.sidebar, 'themes replace it');
  none('topbar', legacy.topbar, 'themes replace it');
  none('isWhiteLabeled', raw.isWhiteLabeled, 'no such setting in `docs.json`');
  none('mintlify', raw.mintlify, 'no such setting in `docs.json`');
  if (typeof raw.theme === 'string' && LAYOUT_THEMES[legacy.layout ?? ''] !== undefined) drop('theme', `the layout \`${legacy.layout ?? ''}\` decides the theme (\`${theme}\`)`);
}

/** The notes read from the file as written (see `./notes.ts`). */
function noteWritten(legacy: LegacyConfig, written: Json, { navigation, used }: MigratedNavigation, { drop, change }: { drop: Drop; change: Drop }): void {
  noteGroups(written, drop, change);
  noteDivisions(legacy, written, navigation, { drop, change });
  noteSettings(written, drop, change);
  noteVersions(written, drop);
  noteEmptyNames(written, used, change);
  noteLostPages(written, navigation, pagesIn(legacy.navigation), drop);
}

/**
 * What was carried over as written and the current schema refuses is left out and named.
 * Anything else the schema refuses stays as written (Mintlify's schema accepts it) and is
 * returned, by its `docs.json` key path, for the command to say so.
 */
function dropRefused(config: Json, drop: Drop): Note[] {
  for (let pass = 0; pass <= CARRIED.length; pass++) {
    const check = currentConfigSchema.safeParse(config);
    if (check.success) return [];
    const paths = check.error.issues.map((issue) => ({ issue, path: issue.path.filter((p): p is string | number => typeof p !== 'symbol') }));
    const found = paths.map(({ issue, path }) => ({ issue, carried: CARRIED.find((c) => c.at.every((part, i) => path[i] === part)) })).find((f) => f.carried);
    if (!found?.carried) return paths.map(({ issue, path }) => ({ key: keyOf(path), path, reason: issue.message }));
    remove(config, found.carried.at);
    drop(found.carried.key, `\`docs.json\` refuses it: ${found.issue.message}`);
  }
  return [];
}

/**
 * What Mintlify accepts and the spec forbids, carried over as written (it is the user's): each
 * is a `config-spec` warning of `docwright check` on the new file, said here by its `docs.json`
 * key path and the spec's rule (a `basic` auth `name` without `:`, a footer social the spec lacks).
 */
function specWarnings(config: Json): Note[] {
  return specRuleIssues(config, 'current').map(({ path, key, message }) => {
    const at = key === undefined ? path : [...path, key];
    return { key: keyOf(at), path: at, reason: `a \`config-spec\` warning: ${message.replace(/^Unexpected .*?, (expected )/, '$1')}` };
  });
}

/**
 * A validated legacy configuration migrated. `raw` is its JSON (defaults not filled in);
 * `written`, when given, is the file as written, for the settings read as written
 * (`api.auth.name` the schema may have refused).
 */
export function migrateLegacy(legacy: LegacyConfig, raw: Json, written: Json = raw): Migration {
  const reasons = new Map<string, Note>();
  const changes: Note[] = [];
  const drop: Drop = (key, reason) => {
    const path = typeof key === 'string' ? pathOf(key) : key;
    const text = keyOf(path);
    if (!reasons.has(text)) reasons.set(text, { key: text, path, reason });
  };
  const change: Drop = (key, reason) => {
    const path = typeof key === 'string' ? pathOf(key) : key;
    changes.push({ key: keyOf(path), path, reason });
  };
  const { navigation, used } = migrateNavigation({ config: legacy, ...writtenPrimaryTab(raw) });
  if (legacy.topAnchor !== undefined && !used.topAnchor) drop('topAnchor', 'the migrated navigation has no first anchor to name');
  if (raw.primaryTab !== undefined && !used.primaryTab) drop('primaryTab', 'the migrated navigation has no first tab to name');

  const rawToggle = isRecord(raw.modeToggle) ? raw.modeToggle : undefined;
  const rawColors = isRecord(raw.colors) ? raw.colors : undefined;
  const theme = LAYOUT_THEMES[legacy.layout ?? ''] ?? (typeof raw.theme === 'string' ? (THEMES[raw.theme] ?? 'mint') : 'mint');
  // The lenient read fills in the platform's default for a missing or refused primary colour; docs.json gets one that passes `color-contrast`.
  const writtenColors = isRecord(written.colors) ? written.colors : undefined;
  const writtenPrimary = typeof writtenColors?.primary === 'string' && writtenColors.primary === legacy.colors?.primary ? legacy.colors.primary : undefined;
  const config: Json = defined({
    $schema: 'https://mintlify.com/docs.json',
    theme,
    // The lenient read stands in `Documentation` for a missing name: none is invented (a note says docs.json needs one).
    name: typeof written.name === 'string' && written.name.trim() !== '' ? legacy.name : undefined,
    colors: defined({ primary: writtenPrimary ?? MIGRATED_PRIMARY, light: legacy.colors?.light, dark: legacy.colors?.dark }),
    // The lenient read stands in `''` for a missing favicon; docs.json does not need one, and none is invented.
    favicon: typeof written.favicon === 'string' && written.favicon.trim() !== '' ? legacy.favicon : undefined,
    navigation,
    styling: migrateStyling(legacy, raw),
    logo: isRecord(raw.logo) ? defined({ light: text(raw.logo.light), dark: text(raw.logo.dark), href: text(raw.logo.href) || undefined }) : legacy.logo,
    api: migrateApi(legacy, raw, written),
    appearance: rawToggle && (rawToggle.default !== undefined || rawToggle.isHidden !== undefined) ? defined({ default: legacy.modeToggle?.default, strict: typeof rawToggle.isHidden === 'boolean' ? rawToggle.isHidden : undefined }) : undefined,
    background:
      nonBlank(legacy.backgroundImage) !== undefined || legacy.colors?.background || legacy.background
        ? defined({ image: nonBlank(legacy.backgroundImage), decoration: legacy.background?.style, color: isRecord(rawColors?.background) ? legacy.colors?.background : undefined })
        : undefined,
    navbar: migrateNavbar(legacy),
    search: nonBlank(legacy.search?.prompt) !== undefined ? { prompt: legacy.search?.prompt } : undefined,
    seo:
      legacy.metadata || legacy.seo?.indexHiddenPages !== undefined
        ? defined({ metatags: legacy.metadata, indexing: legacy.seo?.indexHiddenPages ? 'all' : 'navigable' })
        : undefined,
    footer: migrateFooter(raw, { drop, change }),
  });
  if (writtenPrimary === undefined && writtenColors?.primary === undefined) change(writtenColors === undefined ? ['colors'] : ['colors', 'primary'], `missing in \`mint.json\` and required in docs.json: ${MIGRATED_PRIMARY_REASON}`);
  if (config.name === undefined) change(['name'], 'missing in `mint.json` and required in docs.json: left out, as no name is invented (add the site\'s `name`)');
  const integrations = migrateIntegrations(written, drop);
  if (Object.keys(integrations).length > 0) config.integrations = integrations;
  const fonts = migrateFonts(legacy.font, drop);
  if (fonts) config.fonts = fonts;
  if (legacy.redirects) config.redirects = legacy.redirects;
  dropHomeless(legacy, raw, theme, drop);
  noteWritten(legacy, written, { navigation, used }, { drop, change });
  // A missing name has its own note above (Mintlify refuses it too).
  const refused = [...dropRefused(config, drop).filter((note) => note.key !== 'name' || config.name !== undefined), ...specWarnings(config)];
  return { config, dropped: [...reasons.values()], changed: changes, refused };
}
