import { z } from 'zod';
import { checkBasicAuthName, socialsObject, hexColor, icon, iconType, pagePath, pathOrUrl } from './common.js';

/**
 * The legacy generation of the site configuration, `mint.json`
 * (`"$schema": "https://mintlify.com/schema.json"`, `navigation` is an array of groups).
 * Defaults are those the platform applied. `colors` is optional, as in the platform's spec
 * (its default theme colours apply). One deliberate leniency, because the platform's own
 * starter kit relies on it: `colors.background` may give one mode only. `footerSocials`
 * takes any key (and the array form `[{type, url}]`): a key outside `legacySocialKeys`
 * (`twitter` in the starter kit) is a warning naming the spec's key (`../socials.ts`).
 */

/** The `footerSocials` keys of the platform's `mint.json` spec. */
export const legacySocialKeys = ['website', 'facebook', 'x', 'youtube', 'discord', 'slack', 'github', 'linkedin', 'instagram', 'hacker-news'] as const;

const gradient = z.strictObject({ from: hexColor, via: hexColor.optional(), to: hexColor });

export const legacyGroupSchema = z.strictObject({
  group: z.string(),
  icon: icon.optional(),
  iconType: iconType.optional(),
  version: z.string().optional(),
  get pages(): z.ZodArray<z.ZodUnion<readonly [typeof pagePath, typeof legacyGroupSchema]>> {
    return z.array(z.union([pagePath, legacyGroupSchema]));
  },
});

export const legacyAnchorSchema = z.strictObject({
  name: z.string(),
  url: pathOrUrl,
  icon: icon.optional(),
  iconType: iconType.default('duotone'),
  color: z.union([hexColor, gradient]).optional(),
  version: z.string().optional(),
  isDefaultHidden: z.boolean().default(false),
});

export const legacyConfigSchema = z.strictObject({
  $schema: z.string().optional(),
  name: z.string().min(1, { error: 'expected a site name' }),
  logo: z.union([pathOrUrl, z.strictObject({ light: pathOrUrl, dark: pathOrUrl, href: pathOrUrl.default('/') })]).optional(),
  favicon: pathOrUrl.optional(),
  colors: z
    .strictObject({
      primary: hexColor,
      light: hexColor.optional(),
      dark: hexColor.optional(),
      background: z.strictObject({ light: hexColor.optional(), dark: hexColor.optional() }).optional(),
      anchors: z.union([hexColor, gradient]).optional(),
      ultraLight: hexColor.optional(),
      ultraDark: hexColor.optional(),
    })
    .optional(),
  navigation: z.array(legacyGroupSchema),
  topbarLinks: z.array(z.strictObject({ name: z.string(), url: pathOrUrl, type: z.literal('link').optional() })).optional(),
  topbarCtaButton: z
    .union([
      z.strictObject({ type: z.literal('github'), url: pathOrUrl }),
      z.strictObject({ type: z.literal('link').default('link'), name: z.string(), url: pathOrUrl, style: z.enum(['roundedRectangle', 'pill']).optional(), arrow: z.boolean().optional() }),
    ])
    .optional(),
  /**
   * Version names, the first the default; or `{name, default?, url?, locale?}` (a `url` makes
   * the entry a link to another site; when every entry has a `locale`, they are languages).
   */
  versions: z.array(z.union([z.string(), z.strictObject({ name: z.string().min(1), default: z.literal(true).optional(), url: pathOrUrl.optional(), locale: z.string().optional() })])).optional(),
  anchors: z.array(legacyAnchorSchema).optional(),
  topAnchor: z
    .strictObject({ name: z.string().default('Documentation'), icon: icon.default('book-open'), iconType: iconType.default('duotone') })
    .optional(),
  tabs: z.array(z.strictObject({ name: z.string(), url: pathOrUrl, version: z.string().optional(), isDefaultHidden: z.boolean().default(false) })).optional(),
  api: z
    .strictObject({
      baseUrl: z.union([pathOrUrl, z.array(pathOrUrl)]).optional(),
      auth: z
        .strictObject({ method: z.enum(['bearer', 'basic', 'key']), name: z.string().optional(), inputPrefix: z.string().optional() })
        .superRefine(checkBasicAuthName)
        .optional(),
      playground: z.strictObject({ mode: z.enum(['show', 'simple', 'hide']).default('show') }).optional(),
      /** Deprecated by the platform; still honoured. */
      maintainOrder: z.boolean().optional(),
      request: z.strictObject({ example: z.strictObject({ showOptionalParams: z.boolean().optional(), languages: z.array(z.string()).optional() }).optional() }).optional(),
      paramFields: z.strictObject({ expanded: z.enum(['all', 'topLevel', 'topLevelOneOfs', 'none']).optional() }).optional(),
    })
    .optional(),
  openapi: z.union([pathOrUrl, z.array(pathOrUrl)]).optional(),
  footerSocials: z
    .union([socialsObject(legacySocialKeys), z.array(z.strictObject({ type: z.string(), url: pathOrUrl }))])
    .optional(),
  feedback: z
    .strictObject({ suggestEdit: z.boolean().default(false), raiseIssue: z.boolean().default(false), thumbsRating: z.boolean().default(false) })
    .optional(),
  modeToggle: z.strictObject({ default: z.enum(['light', 'dark']).optional(), isHidden: z.boolean().default(false) }).optional(),
  backgroundImage: pathOrUrl.optional(),
  redirects: z.array(z.strictObject({ source: z.string(), destination: z.string(), permanent: z.boolean().optional() })).optional(),
  metadata: z.record(z.string(), z.string()).optional(),
  seo: z.strictObject({ indexHiddenPages: z.boolean().optional() }).optional(),
  search: z.strictObject({ prompt: z.string().optional() }).optional(),
  analytics: z.record(z.string(), z.record(z.string(), z.unknown())).optional(),
  integrations: z.record(z.string(), z.unknown()).optional(),
  font: z.unknown().optional(),
  layout: z.enum(['topnav', 'sidenav', 'solidSidenav']).optional(),
  rounded: z.enum(['default', 'sharp']).optional(),
  background: z.strictObject({ style: z.enum(['gradient', 'grid', 'windows']).optional() }).optional(),
  sidebar: z.strictObject({ items: z.enum(['container', 'card', 'border', 'undecorated']).optional() }).optional(),
  topbar: z.strictObject({ style: z.enum(['default', 'gradient']).optional() }).optional(),
  codeBlock: z.strictObject({ mode: z.enum(['dark', 'auto']).optional() }).optional(),
  footer: z.record(z.string(), z.unknown()).optional(),
});

export type LegacyConfig = z.output<typeof legacyConfigSchema>;
export type LegacyGroup = z.output<typeof legacyGroupSchema>;
export type LegacyAnchor = z.output<typeof legacyAnchorSchema>;
