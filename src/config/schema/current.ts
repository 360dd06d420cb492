import { z } from 'zod';
import { sdkRefused, sdkRefusedGlobal, sdkSchema } from './sdk.js';
import { CONTENT_KEYS } from './constants.js';
import type { KeyHome } from '../messages.js';
import { absoluteUrl, hexColor, href, icon, iconType, filled, ignoreUnknown, navName, nonEmpty, pagePath, plainHttpsUrl, redirects, secureHref, secureUrl, socialKeys, specPath } from './common.js';

/**
 * The current generation of the site configuration, `docs.json`
 * (`"$schema": "https://mintlify.com/docs.json"`), brought to the platform's published
 * validator (field names, types, enums, formats). Objects are strict: an unknown key is
 * reported with a suggestion; where the platform drops unknown keys the object is marked
 * `ignoreUnknown` and the report is a warning (see `../index.ts`). Navigation divisions
 * nest freely (tabs → anchors → groups …); each item is told apart by its naming key.
 */

export const themes = ['mint', 'maple', 'palm', 'willow', 'linden', 'almond', 'aspen', 'luma', 'sequoia'] as const;

/** The language codes the platform knows for `navigation.languages`. */
export const languageCodes = [
  'en', 'cn', 'zh', 'zh-Hans', 'zh-Hant', 'zh-CN', 'zh-TW', 'es', 'fr', 'fr-CA', 'fr-ca', 'ja', 'jp', 'ja-jp', 'ja-JP', 'pt', 'pt-BR',
  'de', 'ko', 'it', 'ru', 'ro', 'cs', 'id', 'ar', 'tr', 'hi', 'sv', 'no', 'da', 'lv', 'nl', 'uk', 'vi', 'pl', 'uz', 'he', 'ca', 'fi', 'hu',
] as const;

/**
 * Where a `mint.json` setting left in a `docs.json` lives now, by its key path (`metadata.*`
 * stands for every key of `metadata` but `timestamp`): named in the unknown-key message. A
 * setting with no place in `docs.json` has `{ gone }`, the sentence that says where it went.
 */
export const legacyKeyHomes: Readonly<Record<string, KeyHome>> = {
  anchors: 'navigation.global.anchors',
  tabs: 'navigation.tabs',
  versions: 'navigation.versions',
  topbarLinks: 'navbar.links',
  topbarCtaButton: 'navbar.primary',
  footerSocials: 'footer.socials',
  modeToggle: 'appearance',
  backgroundImage: 'background.image',
  openapi: 'api.openapi',
  font: 'fonts',
  analytics: 'integrations',
  feedback: { gone: 'feedback buttons are set in the Mintlify dashboard, and `docs.json` has no key for them' },
  'colors.background': 'background.color',
  'api.baseUrl': 'api.mdx.server',
  'api.auth': 'api.mdx.auth',
  'api.playground.mode': 'api.playground.display',
  'seo.indexHiddenPages': 'seo.indexing',
  'metadata.*': 'seo.metatags',
};

export { socialKeys };

export const contextualOptions = [
  'copy', 'assistant', 'view', 'download-pdf', 'download-spec', 'chatgpt', 'claude', 'perplexity', 'grok', 'aistudio', 'devin',
  'windsurf', 'mcp', 'add-mcp', 'cursor', 'vscode', 'devin-mcp',
] as const;

/** The code block themes the platform offers (Shiki's bundled themes and `css-variables`). */
export const codeThemes = [
  'andromeeda', 'aurora-x', 'ayu-dark', 'catppuccin-frappe', 'catppuccin-latte', 'catppuccin-macchiato', 'catppuccin-mocha', 'dark-plus',
  'dracula', 'dracula-soft', 'everforest-dark', 'everforest-light', 'github-dark', 'github-dark-default', 'github-dark-dimmed',
  'github-dark-high-contrast', 'github-light', 'github-light-default', 'github-light-high-contrast', 'gruvbox-dark-hard', 'gruvbox-dark-medium',
  'gruvbox-dark-soft', 'gruvbox-light-hard', 'gruvbox-light-medium', 'gruvbox-light-soft', 'houston', 'kanagawa-dragon', 'kanagawa-lotus',
  'kanagawa-wave', 'laserwave', 'light-plus', 'material-theme', 'material-theme-darker', 'material-theme-lighter', 'material-theme-ocean',
  'material-theme-palenight', 'min-dark', 'min-light', 'monokai', 'night-owl', 'nord', 'one-dark-pro', 'one-light', 'plastic', 'poimandres',
  'red', 'rose-pine', 'rose-pine-dawn', 'rose-pine-moon', 'slack-dark', 'slack-ochin', 'snazzy-light', 'solarized-dark', 'solarized-light',
  'synthwave-84', 'tokyo-night', 'vesper', 'vitesse-black', 'vitesse-dark', 'vitesse-light', 'css-variables',
] as const;

const modeColor = z.strictObject({ light: hexColor.optional(), dark: hexColor.optional() }).meta({ id: 'modeColor' });
const modePath = ignoreUnknown(z.strictObject({ light: z.string(), dark: z.string() }));

/** `{source, directory?, overlays?}`: one OpenAPI spec with where its pages go and its overlays. */
const openapiObject = z.strictObject({ source: specPath, directory: z.string().optional(), overlays: z.array(specPath).optional() });

/** `string | (string | {source, …})[] | {source, directory?, overlays?}`: where OpenAPI specs come from. */
export const specSource = z.union([specPath, z.array(z.union([specPath, openapiObject])), openapiObject]).meta({ id: 'openapi' });

/** `string | string[] | {source, directory?}`: where AsyncAPI specs come from. */
export const asyncSpecSource = z.union([specPath, z.array(specPath), z.strictObject({ source: specPath, directory: z.string().optional() })]).meta({ id: 'asyncapi' });

const directory = z.enum(['none', 'accordion', 'card']);

/** A GraphQL schema's place: a project path or an `https://` URL (the platform refuses `http://`). */
const graphqlPath = specPath.refine((value) => !/^http:/i.test(value), { error: 'expected a path or an `https://` URL' });

/** `string | {source, directory?}`: the SDL schema a tab generates GraphQL reference pages from (src/graphql/). */
export const graphqlSource = z.union([graphqlPath, z.strictObject({ source: graphqlPath, directory: z.string().trim().min(1).optional() })]).meta({ id: 'graphql' });

export { CONTENT_KEYS };

/** The keys every link in `navigation.global` has; `sdk` is refused there as on the divisions (Mintlify's `sdkNotSupportedSchema`). */
const globalLink = { icon: icon.optional(), iconType: iconType.optional(), hidden: z.boolean().optional(), href, directory: directory.optional(), sdk: sdkRefusedGlobal };

/** Links shown on every page (the platform refuses unknown keys here). */
export const globalSchema = z.strictObject({
  languages: z.array(ignoreUnknown(z.strictObject({ language: z.enum(languageCodes), default: z.boolean().optional(), ...globalLink }))).optional(),
  versions: z.array(ignoreUnknown(z.strictObject({ version: navName('a version name'), default: z.boolean().optional(), tag: z.string().optional(), ...globalLink }))).optional(),
  tabs: z.array(ignoreUnknown(z.strictObject({ tab: navName('a tab name'), searchable: z.boolean().optional(), align: z.enum(['start', 'end']).optional(), ...globalLink }))).optional(),
  anchors: z.array(ignoreUnknown(z.strictObject({ anchor: navName('an anchor name'), color: modeColor.optional(), ...globalLink }))).optional(),
  dropdowns: z.array(ignoreUnknown(z.strictObject({ dropdown: navName('a dropdown name'), description: z.string().optional(), color: modeColor.optional(), ...globalLink }))).optional(),
  products: z.array(ignoreUnknown(z.strictObject({ product: navName('a product name'), name: z.string().optional(), description: z.string().optional(), color: modeColor.optional(), ...globalLink }))).optional(),
}).meta({ id: 'global' });


/** A group of pages in the sidebar; `pages` holds page paths and nested groups. */
export const groupSchema = z.strictObject({
    group: navName('a group name'),
    icon: icon.optional(),
    iconType: iconType.optional(),
    tag: z.string().optional(),
    hidden: z.boolean().optional(),
    searchable: z.boolean().optional(),
    root: pagePath.optional(),
    expanded: z.boolean().optional(),
    public: z.boolean().optional(),
    boost: z.number().optional(),
    openapi: specSource.optional(),
    asyncapi: asyncSpecSource.optional(),
    sdk: sdkSchema.optional(),
    directory: directory.optional(),
    get pages(): z.ZodOptional<z.ZodArray<z.ZodUnion<readonly [typeof pagePath, typeof groupSchema]>>> {
      return z.array(z.union([pagePath, groupSchema])).optional();
    },
}).meta({ id: 'group' });

/** The divisions one navigation division can hold, by key; each schema is read lazily (zod's recursion). */
interface DivisionChildren {
  menu: z.ZodOptional<z.ZodArray<typeof menuItemSchema>>;
  tabs: z.ZodOptional<z.ZodArray<typeof tabSchema>>;
  anchors: z.ZodOptional<z.ZodArray<typeof anchorSchema>>;
  dropdowns: z.ZodOptional<z.ZodArray<typeof dropdownSchema>>;
  versions: z.ZodOptional<z.ZodArray<typeof versionSchema>>;
  languages: z.ZodOptional<z.ZodArray<typeof languageSchema>>;
  products: z.ZodOptional<z.ZodArray<typeof productSchema>>;
  groups: z.ZodOptional<z.ZodArray<typeof groupSchema>>;
  pages: z.ZodOptional<z.ZodArray<z.ZodUnion<readonly [typeof pagePath, typeof groupSchema]>>>;
}

/** How to make each child key's schema; called from a getter, so a schema may name one declared below it. */
const childSchemas: { readonly [K in keyof DivisionChildren]: () => DivisionChildren[K] } = {
  menu: () => z.array(menuItemSchema).optional(),
  tabs: () => z.array(tabSchema).optional(),
  anchors: () => z.array(anchorSchema).optional(),
  dropdowns: () => z.array(dropdownSchema).optional(),
  versions: () => z.array(versionSchema).optional(),
  languages: () => z.array(languageSchema).optional(),
  products: () => z.array(productSchema).optional(),
  groups: () => z.array(groupSchema).optional(),
  pages: () => z.array(z.union([pagePath, groupSchema])).optional(),
};

/** The keys every division but a group has between its own keys and its children, `specs` in the middle. */
type DivisionFields<M> = {
  icon: z.ZodOptional<typeof icon>;
  iconType: z.ZodOptional<typeof iconType>;
  hidden: z.ZodOptional<z.ZodBoolean>;
  href: z.ZodOptional<typeof href>;
  openapi: z.ZodOptional<typeof specSource>;
  asyncapi: z.ZodOptional<typeof asyncSpecSource>;
} & M & {
  directory: z.ZodOptional<typeof directory>;
  global: z.ZodOptional<typeof globalSchema>;
};

/** `{ sdk }` for the divisions where the platform refuses an `sdk` key. */
const refusedSdk = { sdk: sdkRefused };

/**
 * A division's shape: its `own` keys (naming key first), the shared keys with `specs` among them,
 * then the `children` keys (in the order given) as getters, so zod reads the recursive schemas lazily.
 */
function divisionShape<S extends z.core.$ZodLooseShape, M extends z.core.$ZodLooseShape, K extends keyof DivisionChildren>(
  own: S,
  specs: M,
  children: readonly K[],
): S & DivisionFields<M> & Pick<DivisionChildren, K> {
  const shape = {
    ...own,
    icon: icon.optional(), iconType: iconType.optional(), hidden: z.boolean().optional(), href: href.optional(),
    openapi: specSource.optional(), asyncapi: asyncSpecSource.optional(),
    ...specs,
    directory: directory.optional(), global: globalSchema.optional(),
  };
  const getters: PropertyDescriptorMap = {};
  for (const key of children) getters[key] = { get: childSchemas[key], enumerable: true, configurable: true };
  return Object.defineProperties(shape, getters) as S & DivisionFields<M> & Pick<DivisionChildren, K>;
}

export const menuItemSchema = z.strictObject(divisionShape(
  { item: navName('a menu item name'), description: z.string().optional() },
  {},
  ['tabs', 'anchors', 'dropdowns', 'versions', 'languages', 'products', 'groups', 'pages'],
)).meta({ id: 'menuItem' });

export const anchorSchema = z.strictObject(divisionShape(
  { anchor: navName('an anchor name'), color: modeColor.optional() },
  refusedSdk,
  ['tabs', 'dropdowns', 'versions', 'languages', 'products', 'groups', 'pages'],
)).meta({ id: 'anchor' });

export const dropdownSchema = z.strictObject(divisionShape(
  { dropdown: navName('a dropdown name'), description: z.string().optional(), color: modeColor.optional() },
  refusedSdk,
  ['tabs', 'anchors', 'versions', 'languages', 'products', 'groups', 'pages'],
)).meta({ id: 'dropdown' });

export const tabSchema = z.strictObject(divisionShape(
  { tab: navName('a tab name'), searchable: z.boolean().optional(), align: z.enum(['start', 'end']).optional() },
  { graphql: graphqlSource.optional(), sdk: sdkSchema.optional() },
  ['menu', 'anchors', 'dropdowns', 'versions', 'languages', 'products', 'groups', 'pages'],
)).meta({ id: 'tab' });

export const versionSchema = z.strictObject(divisionShape(
  { version: navName('a version name'), default: z.boolean().optional(), tag: z.string().optional() },
  refusedSdk,
  ['tabs', 'anchors', 'dropdowns', 'languages', 'products', 'groups', 'pages'],
)).meta({ id: 'version' });

export const productSchema = z.strictObject(divisionShape(
  { product: navName('a product name'), name: z.string().optional(), description: z.string().optional(), color: modeColor.optional() },
  refusedSdk,
  ['menu', 'tabs', 'anchors', 'dropdowns', 'versions', 'languages', 'groups', 'pages'],
)).meta({ id: 'product' });

const standardLink = ignoreUnknown(z.strictObject({ label: z.string(), href, icon: icon.optional(), type: z.string().optional() }));
const brandLink = ignoreUnknown(z.strictObject({ type: z.enum(['github', 'discord']), href, label: z.string().optional(), icon: icon.optional() }));

for (const schema of [groupSchema, menuItemSchema, anchorSchema, dropdownSchema, tabSchema, versionSchema, productSchema]) ignoreUnknown(schema);

export const navbarSchema = ignoreUnknown(
  z.strictObject({
    links: z.array(z.union([brandLink, standardLink])).optional(),
    primary: z
      .union([
        ignoreUnknown(z.strictObject({ type: z.literal('button'), label: z.string(), href })),
        ignoreUnknown(z.strictObject({ type: z.enum(['github', 'discord']), href, label: z.string().optional() })),
      ])
      .optional(),
  }).meta({ id: 'navbar' }),
);

export const footerSchema = ignoreUnknown(
  z.strictObject({
    socials: z.partialRecord(z.enum(socialKeys), secureUrl).optional(),
    links: z
      .array(
        ignoreUnknown(
          z.strictObject({
            header: filled('a column header').optional(),
            items: z.array(ignoreUnknown(z.strictObject({ label: filled('a link label'), href: secureHref }))).min(1, { error: 'expected at least one link in the column' }),
          }),
        ),
      )
      .min(1, { error: 'expected at least one links column' })
      .max(4, { error: 'expected at most 4 links columns' })
      .optional(),
  }).meta({ id: 'footer' }),
);

export const bannerSchema = ignoreUnknown(
  z.strictObject({
    content: filled('the banner text'),
    dismissible: z.boolean().optional(),
    type: z.enum(['info', 'warning', 'critical']).optional(),
    color: modeColor.optional(),
  }),
);

export const languageSchema = z.strictObject(divisionShape(
  { language: z.enum(languageCodes), default: z.boolean().optional(), banner: bannerSchema.optional(), footer: footerSchema.optional(), navbar: navbarSchema.optional() },
  refusedSdk,
  ['tabs', 'anchors', 'dropdowns', 'versions', 'products', 'groups', 'pages'],
)).meta({ id: 'language' });

export const navigationSchema = ignoreUnknown(
  z
    .strictObject({
      global: globalSchema.optional(),
      sdk: sdkRefused,
      products: z.array(productSchema).optional(),
      languages: z.array(languageSchema).min(1).optional(),
      versions: z.array(versionSchema).min(1).optional(),
      tabs: z.array(tabSchema).min(1).optional(),
      dropdowns: z.array(dropdownSchema).optional(),
      anchors: z.array(anchorSchema).min(1).optional(),
      groups: z.array(groupSchema).min(1).optional(),
      pages: z.array(z.union([pagePath, groupSchema])).optional(),
      /**
       * The platform drops these two at the top of `navigation` whatever they hold (a warning,
       * see `../dropped.ts`), so their value is not judged: a wrong one deploys too.
       */
      openapi: z.unknown().optional(),
      asyncapi: z.unknown().optional(),
      directory: directory.optional(),
    })
    .superRefine((navigation, ctx) => {
      const keys = ['products', 'languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'groups', 'pages'] as const;
      if (keys.some((key) => navigation[key] !== undefined)) return;
      ctx.addIssue({ code: 'custom', path: [], input: navigation, message: `expected one of ${keys.map((k) => `\`${k}\``).join(', ')} in \`navigation\`` });
    }),
);

const fontSchema = z
  .strictObject({
    family: z.string(),
    weight: z.number().optional(),
    source: specPath.optional(),
    format: z.enum(['woff', 'woff2']).optional(),
  })
  .superRefine((font, ctx) => {
    if (font.source !== undefined && font.format === undefined) ctx.addIssue({ code: 'custom', path: ['format'], input: font.format, message: 'expected a `format` (`woff` or `woff2`) with `source`' });
  });
ignoreUnknown(fontSchema);

/** Each integration's settings (the platform refuses an integration it does not know). */
const startsWith = (prefix: string): z.ZodString => z.string().regex(new RegExp(`^${prefix}`), { error: `expected a value starting with \`${prefix}\`` });
const noHttps = z.string().refine((v) => !v.startsWith('https://'), { error: 'expected a domain without `https://`' });
const httpsUrl = absoluteUrl.refine((v) => v.startsWith('https://'), { error: 'expected an `https://` URL' });
const integration = <T extends z.core.$ZodLooseShape>(shape: T): z.ZodObject<T, z.core.$strict> => ignoreUnknown(z.strictObject(shape));
export const integrationsSchema = z.strictObject({
  adobe: integration({ launchUrl: absoluteUrl }).optional(),
  amplitude: integration({ apiKey: z.string() }).optional(),
  clarity: integration({ projectId: z.string() }).optional(),
  clearbit: integration({ publicApiKey: z.string() }).optional(),
  cookies: integration({ key: z.string().optional(), value: z.string().optional() }).optional(),
  fathom: integration({ siteId: z.string() }).optional(),
  frontchat: integration({ snippetId: z.string().min(6, { error: 'expected a Front chat snippet id' }) }).optional(),
  ga4: integration({ measurementId: startsWith('G') }).optional(),
  gtm: integration({ tagId: startsWith('G') }).optional(),
  heap: integration({ appId: z.string() }).optional(),
  hightouch: integration({ writeKey: z.string(), apiHost: z.string().optional() }).optional(),
  hotjar: integration({ hjid: z.string(), hjsv: z.string() }).optional(),
  intercom: integration({ appId: z.string().min(6, { error: 'expected an Intercom app id' }) }).optional(),
  koala: integration({ publicApiKey: z.string().min(2) }).optional(),
  logrocket: integration({ appId: z.string() }).optional(),
  mixpanel: integration({ projectToken: z.string(), region: z.enum(['us', 'eu', 'in']).optional() }).optional(),
  onetrust: integration({ domainScript: z.string().min(1), categoryId: z.string().min(1).optional(), scriptSource: httpsUrl.optional() }).optional(),
  pirsch: integration({ id: z.string() }).optional(),
  plausible: integration({ domain: noHttps, server: noHttps.optional() }).optional(),
  posthog: integration({ apiKey: startsWith('phc_'), apiHost: absoluteUrl.optional(), sessionRecording: z.boolean().optional() }).optional(),
  segment: integration({ key: z.string(), cdnUrl: plainHttpsUrl.optional() }).optional(),
  telemetry: integration({ enabled: z.boolean().optional() }).optional(),
  transcend: integration({ bundleId: z.string().trim().regex(/^[\w-]+$/, { error: 'expected letters, digits, `-` or `_`' }), analyticsPurpose: z.string().trim().min(1).max(100).optional() }).optional(),
});

/** seo.paths: each `path` once, as the platform requires. */
function eachPathOnce(list: readonly { path: string }[], ctx: z.core.$RefinementCtx<readonly { path: string }[]>): void {
  const seen = new Set<string>();
  list.forEach((entry, i) => {
    if (seen.has(entry.path)) ctx.addIssue({ code: 'custom', path: [i, 'path'], input: entry.path, message: 'expected each `path` once (an earlier entry has it)' });
    seen.add(entry.path);
  });
}

const codeTheme = z.enum(codeThemes);

export const currentConfigSchema = ignoreUnknown(
  z.strictObject({
    $schema: absoluteUrl.optional(),
    theme: z.enum(themes),
    name: nonEmpty('a site name'),
    public: z.boolean().optional(),
    description: z.string().optional(),
    colors: z.strictObject({ primary: hexColor, light: hexColor.optional(), dark: hexColor.optional() }),
    logo: z.union([z.string().min(3, { error: 'expected a logo file path with its extension' }), ignoreUnknown(z.strictObject({ light: z.string(), dark: z.string(), href: href.optional() }))]).optional(),
    favicon: z.union([z.string(), modePath]).optional(),
    thumbnails: ignoreUnknown(z.strictObject({ appearance: z.enum(['light', 'dark']).optional(), background: z.string().optional(), fonts: ignoreUnknown(z.strictObject({ family: z.string() })).optional() })).optional(),
    styling: ignoreUnknown(
      z.strictObject({
        eyebrows: z.enum(['section', 'breadcrumbs']).optional(),
        codeblocks: z
          .union([
            z.enum(['system', 'dark']),
            ignoreUnknown(z.strictObject({ theme: z.union([codeTheme, ignoreUnknown(z.strictObject({ light: codeTheme, dark: codeTheme }))]).optional(), languages: ignoreUnknown(z.strictObject({ custom: z.array(z.string()).optional() })).optional() })),
          ])
          .optional(),
        latex: z.boolean().optional(),
      }),
    ).optional(),
    icons: ignoreUnknown(z.strictObject({ library: z.enum(['fontawesome', 'lucide', 'tabler']) })).optional(),
    fonts: z.union([fontSchema, z.strictObject({ heading: fontSchema.optional(), body: fontSchema.optional() })]).optional(),
    appearance: ignoreUnknown(z.strictObject({ default: z.enum(['system', 'light', 'dark']).optional(), strict: z.boolean().optional() })).optional(),
    background: ignoreUnknown(
      z.strictObject({
        image: z.union([z.string(), modePath]).optional(),
        decoration: z.enum(['gradient', 'grid', 'windows']).optional(),
        color: modeColor.optional(),
      }),
    ).optional(),
    navbar: navbarSchema.optional(),
    navigation: navigationSchema,
    footer: footerSchema.optional(),
    banner: bannerSchema.optional(),
    redirects: redirects.optional(),
    contextual: ignoreUnknown(
      z.strictObject({
        options: z
          .array(
            z.union([
              z.enum(contextualOptions),
              ignoreUnknown(
                z.strictObject({
                  title: z.string(),
                  description: z.string(),
                  icon: icon.optional(),
                  href: z.union([z.string(), ignoreUnknown(z.strictObject({ base: z.string(), query: z.array(ignoreUnknown(z.strictObject({ key: z.string(), value: z.string() }))).optional() }))]),
                }),
              ),
            ]),
          )
          .superRefine((options, ctx) => {
            const seen = new Set<unknown>();
            options.forEach((option, i) => {
              if (typeof option === 'string' && seen.has(option)) ctx.addIssue({ code: 'custom', path: [i], input: option, message: 'expected each option once' });
              seen.add(option);
            });
          }),
        display: z.enum(['header', 'toc']).optional(),
      }),
    ).optional(),
    api: ignoreUnknown(
      z.strictObject({
        openapi: specSource.optional(),
        asyncapi: asyncSpecSource.optional(),
        params: ignoreUnknown(z.strictObject({ expanded: z.enum(['all', 'closed']).optional(), post: z.array(z.string()).optional() })).optional(),
        playground: ignoreUnknown(z.strictObject({ display: z.enum(['interactive', 'simple', 'none', 'auth']).optional(), proxy: z.boolean().optional(), credentials: z.boolean().optional() })).optional(),
        url: z.literal('full').optional(),
        examples: ignoreUnknown(
          z.strictObject({
            languages: z.array(z.string()).optional(),
            defaults: z.enum(['required', 'all']).optional(),
            prefill: z.boolean().optional(),
            autogenerate: z.boolean().optional(),
          }),
        ).optional(),
        mdx: ignoreUnknown(
          z.strictObject({
            auth: ignoreUnknown(z.strictObject({ method: z.enum(['bearer', 'basic', 'key', 'cobo']).optional(), name: z.string().optional() })).optional(),
            server: z.union([absoluteUrl, z.array(absoluteUrl)]).optional(),
          }),
        ).optional(),
      }),
    ).optional(),
    seo: ignoreUnknown(
      z.strictObject({
        metatags: z.record(z.string(), filled('a meta tag value')).optional(),
        paths: z
          .array(
            ignoreUnknown(
              z.strictObject({
                path: z.string().refine((p) => p.split('/').every((s) => /^[^\s/\\?#]+$/.test(s) && s !== '.' && s !== '..'), { error: 'expected a folder path such as `guides/v2` (no leading or trailing `/`)' }),
                metatags: z.record(z.string(), filled('a meta tag value')),
              }),
            ),
          )
          .superRefine(eachPathOnce)
          .optional(),
        indexing: z.enum(['navigable', 'all']).optional(),
        organization: ignoreUnknown(
          z.strictObject({
            id: absoluteUrl.optional(),
            name: filled('a name').optional(),
            legalName: filled('a name').optional(),
            url: absoluteUrl.optional(),
            logo: absoluteUrl.optional(),
            sameAs: z.array(absoluteUrl).optional(),
          }),
        ).optional(),
        trailingSlash: z.boolean().optional(),
      }),
    ).optional(),
    search: ignoreUnknown(z.strictObject({ prompt: z.string().optional() })).optional(),
    integrations: integrationsSchema.optional(),
    errors: ignoreUnknown(z.strictObject({ '404': ignoreUnknown(z.strictObject({ redirect: z.boolean().optional(), title: z.string().optional(), description: z.string().optional() })) })).optional(),
    interaction: ignoreUnknown(z.strictObject({ drilldown: z.boolean().optional() })).optional(),
    metadata: ignoreUnknown(z.strictObject({ timestamp: z.boolean().optional() })).optional(),
    variables: z.record(z.string(), z.string()).optional(),
    markdown: ignoreUnknown(z.strictObject({ schema: z.boolean().optional(), instructions: z.union([z.string(), z.array(z.string())]).optional() })).optional(),
  }),
);

ignoreUnknown(languageSchema);

export type CurrentConfig = z.output<typeof currentConfigSchema>;
export type CurrentGroup = z.output<typeof groupSchema>;

/** The objects that hold navigation content, by their naming key (`navigation` for the top). */
const contentHolders: Readonly<Record<string, { shape: Record<string, z.ZodType> }>> = {
  navigation: navigationSchema,
  tab: tabSchema,
  anchor: anchorSchema,
  dropdown: dropdownSchema,
  language: languageSchema,
  version: versionSchema,
  product: productSchema,
  item: menuItemSchema,
};

/**
 * Whether `value` is valid as the content key `key` of a navigation item of `kind`: the platform
 * keeps the first content key in its order whose value validates, and drops the others
 * (src/config/dropped.ts). A key this module does not know counts as valid.
 */
export function contentAccepts(kind: string, key: string, value: unknown): boolean {
  const holder = Object.hasOwn(contentHolders, kind) ? contentHolders[kind] : undefined;
  const field = holder !== undefined && Object.hasOwn(holder.shape, key) ? holder.shape[key] : undefined;
  if (field === undefined) return true;
  const result = field.safeParse(value);
  if (result.success) return true;
  // The platform builds a division (tab, anchor …) whose own content is invalid empty, and keeps it.
  const divisions = key !== 'groups' && key !== 'pages' && key !== 'href';
  return divisions && result.error.issues.every((issue) => typeof issue.path[0] === 'number' && (CONTENT_KEYS as readonly PropertyKey[]).includes(issue.path[1] ?? ''));
}
