import { z } from 'zod';
import { checkBasicAuthName, socialsObject, hexColor, icon, iconType, pagePath, pathOrUrl } from './common.js';

/**
 * The current generation of the site configuration, `docs.json`
 * (`"$schema": "https://mintlify.com/docs.json"`). Objects are strict: an unknown key is an
 * error with a suggestion. Navigation divisions nest freely (tabs → anchors → groups …);
 * each division item is told apart by its naming key (`tab`, `anchor`, `group` …).
 */

export const themes = ['mint', 'maple', 'palm', 'willow', 'linden', 'almond', 'aspen', 'sequoia', 'luma'] as const;

export const languageCodes = [
  'ar', 'ca', 'cn', 'cs', 'de', 'en', 'es', 'fi', 'fr', 'fr-CA', 'he', 'hi', 'hu', 'id', 'it', 'ja', 'ja-JP', 'jp', 'ko',
  'lv', 'nl', 'no', 'pl', 'pt', 'pt-BR', 'ro', 'ru', 'sv', 'tr', 'uk', 'uz', 'vi', 'zh', 'zh-CN', 'zh-Hans', 'zh-Hant', 'zh-TW',
] as const;

/**
 * Where a `mint.json` setting left in a `docs.json` lives now, by its key path (`metadata.*`
 * stands for every key of `metadata` but `timestamp`): named in the unknown-key message.
 */
export const legacyKeyHomes: Readonly<Record<string, string>> = {
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
  'colors.background': 'background.color',
  'api.baseUrl': 'api.mdx.server',
  'api.auth': 'api.mdx.auth',
  'metadata.*': 'seo.metatags',
};

/** The `footer.socials` keys of the platform's `docs.json` spec; others are warnings (`../socials.ts`). */
export const socialKeys = [
  'x', 'website', 'facebook', 'youtube', 'discord', 'slack', 'github', 'linkedin', 'instagram', 'hacker-news', 'medium',
  'telegram', 'twitter', 'x-twitter', 'earth-americas', 'bluesky', 'threads', 'reddit', 'podcast',
] as const;

export const contextualOptions = [
  'add-mcp', 'aistudio', 'assistant', 'copy', 'chatgpt', 'claude', 'cursor', 'devin', 'devin-mcp', 'download-pdf',
  'download-spec', 'grok', 'mcp', 'perplexity', 'view', 'vscode', 'devin-desktop',
] as const;

const modeColor = z.strictObject({ light: hexColor.optional(), dark: hexColor.optional() });
const modePath = z.strictObject({ light: pathOrUrl, dark: pathOrUrl });

/** `string | string[] | {source, directory?}`: where an OpenAPI or AsyncAPI spec comes from. */
export const specSource = z.union([
  pathOrUrl,
  z.array(pathOrUrl),
  z.strictObject({ source: pathOrUrl, directory: z.string().optional() }),
]);


/** A group of pages in the sidebar; `pages` holds page paths and nested groups. */
export const groupSchema = z.strictObject({
  group: z.string(),
  icon: icon.optional(),
  iconType: iconType.optional(),
  tag: z.string().optional(),
  hidden: z.boolean().optional(),
  root: pagePath.optional(),
  expanded: z.boolean().optional(),
  public: z.boolean().optional(),
  boost: z.number().optional(),
  openapi: specSource.optional(),
  asyncapi: specSource.optional(),
  directory: z.enum(['none', 'accordion', 'card']).optional(),
  get pages(): z.ZodOptional<z.ZodArray<z.ZodUnion<readonly [typeof pagePath, typeof groupSchema]>>> {
    return z.array(z.union([pagePath, groupSchema])).optional();
  },
}).meta({ id: 'group' });

export const menuItemSchema = z.strictObject({
  item: z.string(),
  description: z.string().optional(),
  icon: icon.optional(),
  iconType: iconType.optional(),
  hidden: z.boolean().optional(),
  href: pathOrUrl.optional(),
  openapi: specSource.optional(),
  asyncapi: specSource.optional(),
  directory: z.enum(['none', 'accordion', 'card']).optional(),
  get groups(): z.ZodOptional<z.ZodArray<typeof groupSchema>> {
    return z.array(groupSchema).optional();
  },
  get pages(): z.ZodOptional<z.ZodArray<z.ZodUnion<readonly [typeof pagePath, typeof groupSchema]>>> {
    return z.array(z.union([pagePath, groupSchema])).optional();
  },
}).meta({ id: 'menuItem' });

export const anchorSchema = z.strictObject({
  anchor: z.string(),
  color: modeColor.optional(),
  icon: icon.optional(),
  iconType: iconType.optional(),
  hidden: z.boolean().optional(),
  href: pathOrUrl.optional(),
  openapi: specSource.optional(),
  asyncapi: specSource.optional(),
  directory: z.enum(['none', 'accordion', 'card']).optional(),
  get tabs(): z.ZodOptional<z.ZodArray<typeof tabSchema>> {
    return z.array(tabSchema).optional();
  },
  get dropdowns(): z.ZodOptional<z.ZodArray<typeof dropdownSchema>> {
    return z.array(dropdownSchema).optional();
  },
  get versions(): z.ZodOptional<z.ZodArray<typeof versionSchema>> {
    return z.array(versionSchema).optional();
  },
  get languages(): z.ZodOptional<z.ZodArray<typeof languageSchema>> {
    return z.array(languageSchema).optional();
  },
  get groups(): z.ZodOptional<z.ZodArray<typeof groupSchema>> {
    return z.array(groupSchema).optional();
  },
  get pages(): z.ZodOptional<z.ZodArray<z.ZodUnion<readonly [typeof pagePath, typeof groupSchema]>>> {
    return z.array(z.union([pagePath, groupSchema])).optional();
  },
}).meta({ id: 'anchor' });

export const dropdownSchema = z.strictObject({
  dropdown: z.string(),
  description: z.string().optional(),
  color: modeColor.optional(),
  icon: icon.optional(),
  iconType: iconType.optional(),
  hidden: z.boolean().optional(),
  href: pathOrUrl.optional(),
  openapi: specSource.optional(),
  asyncapi: specSource.optional(),
  directory: z.enum(['none', 'accordion', 'card']).optional(),
  get tabs(): z.ZodOptional<z.ZodArray<typeof tabSchema>> {
    return z.array(tabSchema).optional();
  },
  get anchors(): z.ZodOptional<z.ZodArray<typeof anchorSchema>> {
    return z.array(anchorSchema).optional();
  },
  get versions(): z.ZodOptional<z.ZodArray<typeof versionSchema>> {
    return z.array(versionSchema).optional();
  },
  get languages(): z.ZodOptional<z.ZodArray<typeof languageSchema>> {
    return z.array(languageSchema).optional();
  },
  get groups(): z.ZodOptional<z.ZodArray<typeof groupSchema>> {
    return z.array(groupSchema).optional();
  },
  get pages(): z.ZodOptional<z.ZodArray<z.ZodUnion<readonly [typeof pagePath, typeof groupSchema]>>> {
    return z.array(z.union([pagePath, groupSchema])).optional();
  },
}).meta({ id: 'dropdown' });

export const tabSchema = z.strictObject({
  tab: z.string(),
  searchable: z.boolean().optional(),
  align: z.enum(['start', 'end']).optional(),
  icon: icon.optional(),
  iconType: iconType.optional(),
  hidden: z.boolean().optional(),
  href: pathOrUrl.optional(),
  openapi: specSource.optional(),
  asyncapi: specSource.optional(),
  directory: z.enum(['none', 'accordion', 'card']).optional(),
  get menu(): z.ZodOptional<z.ZodArray<typeof menuItemSchema>> {
    return z.array(menuItemSchema).optional();
  },
  get anchors(): z.ZodOptional<z.ZodArray<typeof anchorSchema>> {
    return z.array(anchorSchema).optional();
  },
  get dropdowns(): z.ZodOptional<z.ZodArray<typeof dropdownSchema>> {
    return z.array(dropdownSchema).optional();
  },
  get versions(): z.ZodOptional<z.ZodArray<typeof versionSchema>> {
    return z.array(versionSchema).optional();
  },
  get languages(): z.ZodOptional<z.ZodArray<typeof languageSchema>> {
    return z.array(languageSchema).optional();
  },
  get groups(): z.ZodOptional<z.ZodArray<typeof groupSchema>> {
    return z.array(groupSchema).optional();
  },
  get pages(): z.ZodOptional<z.ZodArray<z.ZodUnion<readonly [typeof pagePath, typeof groupSchema]>>> {
    return z.array(z.union([pagePath, groupSchema])).optional();
  },
}).meta({ id: 'tab' });

export const versionSchema = z.strictObject({
  version: z.string(),
  default: z.boolean().optional(),
  tag: z.string().optional(),
  icon: icon.optional(),
  iconType: iconType.optional(),
  hidden: z.boolean().optional(),
  href: pathOrUrl.optional(),
  openapi: specSource.optional(),
  asyncapi: specSource.optional(),
  directory: z.enum(['none', 'accordion', 'card']).optional(),
  get tabs(): z.ZodOptional<z.ZodArray<typeof tabSchema>> {
    return z.array(tabSchema).optional();
  },
  get anchors(): z.ZodOptional<z.ZodArray<typeof anchorSchema>> {
    return z.array(anchorSchema).optional();
  },
  get dropdowns(): z.ZodOptional<z.ZodArray<typeof dropdownSchema>> {
    return z.array(dropdownSchema).optional();
  },
  get languages(): z.ZodOptional<z.ZodArray<typeof languageSchema>> {
    return z.array(languageSchema).optional();
  },
  get groups(): z.ZodOptional<z.ZodArray<typeof groupSchema>> {
    return z.array(groupSchema).optional();
  },
  get pages(): z.ZodOptional<z.ZodArray<z.ZodUnion<readonly [typeof pagePath, typeof groupSchema]>>> {
    return z.array(z.union([pagePath, groupSchema])).optional();
  },
}).meta({ id: 'version' });

export const productSchema = z.strictObject({
  product: z.string(),
  description: z.string().optional(),
  color: modeColor.optional(),
  icon: icon.optional(),
  iconType: iconType.optional(),
  hidden: z.boolean().optional(),
  href: pathOrUrl.optional(),
  openapi: specSource.optional(),
  asyncapi: specSource.optional(),
  directory: z.enum(['none', 'accordion', 'card']).optional(),
  get tabs(): z.ZodOptional<z.ZodArray<typeof tabSchema>> {
    return z.array(tabSchema).optional();
  },
  get anchors(): z.ZodOptional<z.ZodArray<typeof anchorSchema>> {
    return z.array(anchorSchema).optional();
  },
  get dropdowns(): z.ZodOptional<z.ZodArray<typeof dropdownSchema>> {
    return z.array(dropdownSchema).optional();
  },
  get versions(): z.ZodOptional<z.ZodArray<typeof versionSchema>> {
    return z.array(versionSchema).optional();
  },
  get languages(): z.ZodOptional<z.ZodArray<typeof languageSchema>> {
    return z.array(languageSchema).optional();
  },
  get groups(): z.ZodOptional<z.ZodArray<typeof groupSchema>> {
    return z.array(groupSchema).optional();
  },
  get pages(): z.ZodOptional<z.ZodArray<z.ZodUnion<readonly [typeof pagePath, typeof groupSchema]>>> {
    return z.array(z.union([pagePath, groupSchema])).optional();
  },
}).meta({ id: 'product' });

const linkSchema = z.strictObject({ label: z.string(), href: pathOrUrl, icon: icon.optional(), type: z.enum(['github', 'discord']).optional() });

export const navbarSchema = z.strictObject({
  links: z.array(linkSchema).optional(),
  primary: z
    .union([
      z.strictObject({ type: z.literal('button'), label: z.string(), href: pathOrUrl }),
      z.strictObject({ type: z.enum(['github', 'discord']), href: pathOrUrl, label: z.string().optional() }),
    ])
    .optional(),
}).meta({ id: 'navbar' });

export const footerSchema = z.strictObject({
  socials: socialsObject(socialKeys).optional(),
  links: z.array(z.strictObject({ header: z.string().optional(), items: z.array(z.strictObject({ label: z.string(), href: pathOrUrl })) })).optional(),
}).meta({ id: 'footer' });

export const bannerSchema = z.strictObject({ content: z.string(), dismissible: z.boolean().optional() });

export const languageSchema = z.strictObject({
  language: z.enum(languageCodes),
  default: z.boolean().optional(),
  banner: bannerSchema.optional(),
  footer: footerSchema.optional(),
  navbar: navbarSchema.optional(),
  icon: icon.optional(),
  iconType: iconType.optional(),
  hidden: z.boolean().optional(),
  href: pathOrUrl.optional(),
  openapi: specSource.optional(),
  asyncapi: specSource.optional(),
  directory: z.enum(['none', 'accordion', 'card']).optional(),
  get tabs(): z.ZodOptional<z.ZodArray<typeof tabSchema>> {
    return z.array(tabSchema).optional();
  },
  get anchors(): z.ZodOptional<z.ZodArray<typeof anchorSchema>> {
    return z.array(anchorSchema).optional();
  },
  get dropdowns(): z.ZodOptional<z.ZodArray<typeof dropdownSchema>> {
    return z.array(dropdownSchema).optional();
  },
  get versions(): z.ZodOptional<z.ZodArray<typeof versionSchema>> {
    return z.array(versionSchema).optional();
  },
  get products(): z.ZodOptional<z.ZodArray<typeof productSchema>> {
    return z.array(productSchema).optional();
  },
  get groups(): z.ZodOptional<z.ZodArray<typeof groupSchema>> {
    return z.array(groupSchema).optional();
  },
  get pages(): z.ZodOptional<z.ZodArray<z.ZodUnion<readonly [typeof pagePath, typeof groupSchema]>>> {
    return z.array(z.union([pagePath, groupSchema])).optional();
  },
}).meta({ id: 'language' });

const globalLink = { icon: icon.optional(), iconType: iconType.optional(), hidden: z.boolean().optional(), href: pathOrUrl };

export const globalSchema = z.strictObject({
  languages: z.array(z.strictObject({ language: z.enum(languageCodes), default: z.boolean().optional(), hidden: z.boolean().optional(), href: pathOrUrl })).optional(),
  versions: z.array(z.strictObject({ version: z.string(), default: z.boolean().optional(), hidden: z.boolean().optional(), href: pathOrUrl })).optional(),
  tabs: z.array(z.strictObject({ tab: z.string(), ...globalLink })).optional(),
  anchors: z.array(z.strictObject({ anchor: z.string(), color: modeColor.optional(), ...globalLink })).optional(),
  dropdowns: z.array(z.strictObject({ dropdown: z.string(), description: z.string().optional(), color: modeColor.optional(), ...globalLink })).optional(),
  products: z.array(z.strictObject({ product: z.string(), description: z.string().optional(), ...globalLink })).optional(),
});

export const navigationSchema = z.strictObject({
  global: globalSchema.optional(),
  products: z.array(productSchema).optional(),
  languages: z.array(languageSchema).optional(),
  versions: z.array(versionSchema).optional(),
  tabs: z.array(tabSchema).optional(),
  dropdowns: z.array(dropdownSchema).optional(),
  anchors: z.array(anchorSchema).optional(),
  groups: z.array(groupSchema).optional(),
  pages: z.array(z.union([pagePath, groupSchema])).optional(),
  openapi: specSource.optional(),
  asyncapi: specSource.optional(),
  directory: z.enum(['none', 'accordion', 'card']).optional(),
});

const fontSchema = z.strictObject({
  family: z.string(),
  weight: z.number().optional(),
  source: pathOrUrl.optional(),
  format: z.enum(['woff', 'woff2']).optional(),
});

const integration = z.record(z.string(), z.unknown());

export const currentConfigSchema = z.strictObject({
  $schema: z.string().optional(),
  theme: z.enum(themes),
  name: z.string().min(1, { error: 'expected a site name' }),
  description: z.string().optional(),
  colors: z.strictObject({ primary: hexColor, light: hexColor.optional(), dark: hexColor.optional() }),
  logo: z.union([pathOrUrl, z.strictObject({ light: pathOrUrl, dark: pathOrUrl, href: pathOrUrl.optional() })]).optional(),
  favicon: z.union([pathOrUrl, modePath]).optional(),
  thumbnails: z.strictObject({ appearance: z.enum(['light', 'dark']).optional(), background: pathOrUrl.optional(), fonts: z.strictObject({ family: z.string() }).optional() }).optional(),
  styling: z.strictObject({
    eyebrows: z.enum(['section', 'breadcrumbs']).optional(),
    codeblocks: z.union([z.string(), z.strictObject({ theme: z.union([z.string(), z.strictObject({ light: z.string(), dark: z.string() })]), languages: z.strictObject({ custom: z.array(z.string()) }).optional() })]).optional(),
    latex: z.boolean().optional(),
  }).optional(),
  icons: z.strictObject({ library: z.enum(['fontawesome', 'lucide', 'tabler']) }).optional(),
  fonts: z.union([fontSchema, z.strictObject({ heading: fontSchema.optional(), body: fontSchema.optional() })]).optional(),
  appearance: z.strictObject({ default: z.enum(['system', 'light', 'dark']).optional(), strict: z.boolean().optional() }).optional(),
  background: z.strictObject({
    image: z.union([pathOrUrl, modePath]).optional(),
    decoration: z.enum(['gradient', 'grid', 'windows']).optional(),
    color: modeColor.optional(),
  }).optional(),
  navbar: navbarSchema.optional(),
  navigation: navigationSchema,
  footer: footerSchema.optional(),
  banner: bannerSchema.optional(),
  redirects: z.array(z.strictObject({ source: z.string(), destination: z.string(), permanent: z.boolean().optional() })).optional(),
  contextual: z.strictObject({
    options: z.array(z.union([z.enum(contextualOptions), z.strictObject({ title: z.string(), description: z.string(), icon: icon.optional(), href: z.union([z.string(), z.record(z.string(), z.unknown())]) })])),
    display: z.enum(['header', 'toc']).optional(),
  }).optional(),
  api: z.strictObject({
    openapi: specSource.optional(),
    asyncapi: specSource.optional(),
    params: z.strictObject({ expanded: z.enum(['all', 'closed']).optional(), post: z.array(z.string()).optional() }).optional(),
    playground: z.strictObject({ display: z.enum(['interactive', 'simple', 'none', 'auth']).optional(), proxy: z.boolean().optional(), credentials: z.boolean().optional() }).optional(),
    url: z.literal('full').optional(),
    examples: z.strictObject({
      languages: z.array(z.string()).optional(),
      defaults: z.enum(['required', 'all']).optional(),
      prefill: z.boolean().optional(),
      autogenerate: z.boolean().optional(),
    }).optional(),
    mdx: z.strictObject({
      auth: z.strictObject({ method: z.enum(['bearer', 'basic', 'key', 'cobo']).optional(), name: z.string().optional() }).superRefine(checkBasicAuthName).optional(),
      server: z.union([z.string(), z.array(z.string())]).optional(),
    }).optional(),
  }).optional(),
  seo: z.strictObject({
    metatags: z.record(z.string(), z.string()).optional(),
    indexing: z.enum(['navigable', 'all']).optional(),
    organization: z.record(z.string(), z.unknown()).optional(),
  }).optional(),
  search: z.strictObject({ prompt: z.string().optional() }).optional(),
  integrations: z.partialRecord(
    z.enum(['adobe', 'amplitude', 'clarity', 'clearbit', 'cookies', 'fathom', 'frontchat', 'ga4', 'gtm', 'heap', 'hightouch', 'hotjar', 'intercom', 'logrocket', 'mixpanel', 'pirsch', 'plausible', 'posthog', 'segment', 'telemetry']),
    integration,
  ).optional(),
  errors: z.strictObject({ '404': z.strictObject({ redirect: z.boolean().optional(), title: z.string().optional(), description: z.string().optional() }).optional() }).optional(),
  interaction: z.strictObject({ drilldown: z.boolean().optional() }).optional(),
  metadata: z.strictObject({ timestamp: z.boolean().optional() }).optional(),
  variables: z.record(z.string(), z.string()).optional(),
});

export type CurrentConfig = z.output<typeof currentConfigSchema>;
export type CurrentGroup = z.output<typeof groupSchema>;
