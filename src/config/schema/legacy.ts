import { z } from 'zod';
import { absoluteUrl, hexColor, iconName, iconType, filled, ignoreUnknown, nonEmpty, pagePath, plainHttpsUrl, redirects, socialKeys, specPath } from './common.js';
import { languageCodes } from './current.js';

/**
 * The legacy generation of the site configuration, `mint.json`
 * (`"$schema": "https://mintlify.com/schema.json"`, `navigation` is an array of groups),
 * brought to the platform's published validator. Defaults are those the platform applied.
 * The platform ignores unknown keys at the top and in most objects (a warning here) but
 * refuses them in `colors`, `api`, the navigation groups, `versions`, `topAnchor`,
 * `primaryTab` and the top bar buttons (an error here too). One deliberate leniency, because
 * the platform's own starter kit relies on it: `colors.background` may give one mode only.
 */


const gradient = z.strictObject({ from: hexColor, via: hexColor.optional(), to: hexColor });

/** An anchor or tab `openapi`: a path starting with `/` or an `http(s)` URL. */
const anchorSpec = z
  .string()
  .trim()
  .min(1)
  .refine((v) => v.startsWith('/') || v.startsWith('https:') || v.startsWith('http:'), { error: 'expected a path starting with `/` or an `https://` URL' });

export const legacyGroupSchema = z.strictObject({
  group: z.string(),
  public: z.boolean().optional(),
  icon: z.string().optional(),
  iconType: iconType.optional(),
  version: z.string().optional(),
  get pages(): z.ZodArray<z.ZodUnion<readonly [typeof pagePath, typeof legacyGroupSchema]>> {
    return z.array(z.union([pagePath, legacyGroupSchema])).min(1, { error: 'expected at least one page' });
  },
});

export const legacyAnchorSchema = ignoreUnknown(
  z.strictObject({
    name: nonEmpty('an anchor name'),
    url: nonEmpty('an anchor URL'),
    icon: iconName.optional(),
    iconType: iconType.default('duotone'),
    color: z.union([hexColor, gradient]).optional(),
    version: z.string().optional(),
    isDefaultHidden: z.boolean().default(false),
    openapi: anchorSpec.optional(),
  }),
);

/** A top bar button: a link (`name`, `url`) or the GitHub button (`type: github`, `url`). */
const ctaButton = z.union([
  z.strictObject({ type: z.literal('github'), url: absoluteUrl }),
  z.strictObject({ type: z.literal('link').default('link'), name: z.string(), url: z.string().min(1), style: z.enum(['roundedRectangle', 'pill']).optional(), arrow: z.boolean().optional() }),
]);

const footerSocials = z.union([
  z.partialRecord(z.enum(socialKeys), absoluteUrl),
  z.array(ignoreUnknown(z.strictObject({ type: z.enum(socialKeys), url: absoluteUrl }))),
]);

const fontDetails = ignoreUnknown(
  z
    .strictObject({ family: z.string(), weight: z.number().optional(), url: absoluteUrl.optional(), format: z.enum(['woff', 'woff2']).optional() })
    .superRefine((font, ctx) => {
      if (font.url !== undefined && font.format === undefined) ctx.addIssue({ code: 'custom', path: ['format'], input: font.format, message: 'expected a `format` (`woff` or `woff2`) with `url`' });
    }),
);

const startsWith = (prefix: string): z.ZodString => z.string().regex(new RegExp(`^${prefix}`), { error: `expected a value starting with \`${prefix}\`` });
const noHttps = z.string().refine((v) => !v.startsWith('https://'), { error: 'expected a domain without `https://`' });
const analytic = <T extends z.core.$ZodLooseShape>(shape: T): z.ZodObject<T, z.core.$strict> => ignoreUnknown(z.strictObject(shape));

/** Versions: names, or `{name, url?, default?, locale?}`; at most one default. */
const versions = z
  .array(z.union([z.string(), z.strictObject({ name: z.string().min(1), url: absoluteUrl.optional(), default: z.literal(true).optional(), locale: z.enum(languageCodes).optional() })]))
  .min(1, { error: 'expected at least one version' })
  .superRefine((list, ctx) => {
    if (list.filter((v) => typeof v === 'object' && v.default === true).length > 1) ctx.addIssue({ code: 'custom', path: [], input: list, message: 'expected one default version at most' });
  });

/** The versions named by the navigation's groups, each with its key path. */
function groupVersions(groups: readonly unknown[], path: (string | number)[], out: { version: string; path: (string | number)[] }[]): void {
  groups.forEach((group, i) => {
    if (typeof group !== 'object' || group === null) return;
    const version = (group as { version?: unknown }).version;
    if (typeof version === 'string') out.push({ version, path: [...path, i, 'version'] });
    const pages = (group as { pages?: unknown }).pages;
    if (Array.isArray(pages)) groupVersions(pages, [...path, i, 'pages'], out);
  });
}

const legacyColors = z.strictObject({
  primary: hexColor,
  light: hexColor.optional(),
  dark: hexColor.optional(),
  background: ignoreUnknown(z.strictObject({ light: hexColor.optional(), dark: hexColor.optional() })).optional(),
  anchors: z.union([hexColor, gradient]).optional(),
  /** Deprecated by the platform, accepted with any value. */
  ultraLight: z.unknown().optional(),
  ultraDark: z.unknown().optional(),
});

/** The keys of the legacy configuration, as Mintlify's validator has them. */
const legacyShape = z.strictObject({
      $schema: absoluteUrl.optional(),
      mintlify: z.string().optional(),
      name: nonEmpty('a site name'),
      logo: z.union([z.string().min(3, { error: 'expected a logo file path with its extension' }), ignoreUnknown(z.strictObject({ light: z.string(), dark: z.string(), href: z.string().default('/') }))]).optional(),
      theme: z.enum(['venus', 'quill', 'prism']).optional(),
      layout: z.enum(['topnav', 'sidenav', 'solidSidenav']).optional(),
      favicon: z.string(),
      openapi: z.union([specPath, z.array(specPath)]).optional(),
      topbar: ignoreUnknown(z.strictObject({ style: z.enum(['default', 'gradient']).optional() })).optional(),
      sidebar: ignoreUnknown(z.strictObject({ items: z.enum(['container', 'card', 'border', 'undecorated']).optional() })).optional(),
      rounded: z.enum(['default', 'sharp']).optional(),
      api: z
        .strictObject({
          baseUrl: z.union([absoluteUrl, z.array(absoluteUrl)]).optional(),
          auth: z.strictObject({ method: z.enum(['bearer', 'basic', 'key', 'cobo']).optional(), name: z.string().optional(), inputPrefix: z.string().optional() }).optional(),
          playground: ignoreUnknown(z.strictObject({ mode: z.enum(['show', 'simple', 'hide']).default('show'), disableProxy: z.boolean().optional() })).optional(),
          request: ignoreUnknown(z.strictObject({ example: ignoreUnknown(z.strictObject({ showOptionalParams: z.boolean().optional(), languages: z.array(z.string()).optional() })).optional() })).optional(),
          /** Deprecated by the platform; still honoured. */
          maintainOrder: z.boolean().optional(),
          paramFields: ignoreUnknown(z.strictObject({ expanded: z.enum(['all', 'topLevel', 'topLevelOneOfs', 'none']).optional(), post: z.array(z.string()).optional() })).optional(),
        })
        .optional(),
      modeToggle: ignoreUnknown(z.strictObject({ default: z.enum(['light', 'dark']).optional(), isHidden: z.boolean().default(false) })).optional(),
      /**
       * Version names, the first the default; or `{name, default?, url?, locale?}` (a `url` makes
       * the entry a link to another site; when every entry has a `locale`, they are languages).
       */
      versions: versions.optional(),
      metadata: z.record(z.string(), z.string().min(1, { error: 'expected a meta tag value, not an empty string' })).optional(),
      codeBlock: ignoreUnknown(z.strictObject({ mode: z.enum(['dark', 'auto']).optional() })).optional(),
      colors: legacyColors,
      eyebrow: ignoreUnknown(z.strictObject({ display: z.enum(['section', 'breadcrumbs']).optional() })).optional(),
      topbarCtaButton: ctaButton.optional(),
      topbarLinks: z.array(ctaButton).optional(),
      navigation: z.array(legacyGroupSchema).min(1, { error: 'expected at least one group' }),
      primaryTab: z.strictObject({ name: z.string(), isDefaultHidden: z.boolean().optional() }).optional(),
      topAnchor: z
        .strictObject({ name: z.string(), icon: z.string().default('book-open'), iconType: iconType.default('duotone') })
        .optional(),
      anchors: z.array(legacyAnchorSchema).optional(),
      tabs: z.array(ignoreUnknown(z.strictObject({ name: nonEmpty('a tab name'), url: nonEmpty('a tab URL'), version: z.string().optional(), isDefaultHidden: z.boolean().default(false), openapi: anchorSpec.optional() }))).optional(),
      footer: ignoreUnknown(
        z.strictObject({
          socials: footerSocials.optional(),
          links: z
            .array(
              ignoreUnknown(
                z.strictObject({
                  title: filled('a column title').optional(),
                  links: z.array(ignoreUnknown(z.strictObject({ label: filled('a link label'), url: z.union([absoluteUrl, z.string().regex(/^\//, { error: 'expected a URL or a path starting with `/`' })]) }))).min(1),
                }),
              ),
            )
            .min(1)
            .max(4)
            .optional(),
        }),
      ).optional(),
      background: ignoreUnknown(z.strictObject({ style: z.enum(['gradient', 'grid', 'windows']).optional() })).optional(),
      backgroundImage: z.string().optional(),
      font: z.union([fontDetails, z.strictObject({ headings: fontDetails.optional(), body: fontDetails.optional() })]).optional(),
      feedback: ignoreUnknown(z.strictObject({ suggestEdit: z.boolean().default(false), raiseIssue: z.boolean().default(false), thumbsRating: z.boolean().default(false) })).optional(),
      analytics: z
        .strictObject({
          adobe: analytic({ launchUrl: absoluteUrl }).optional(),
          amplitude: analytic({ apiKey: z.string() }).optional(),
          clarity: analytic({ projectId: z.string() }).optional(),
          clearbit: analytic({ publicApiKey: z.string() }).optional(),
          fathom: analytic({ siteId: z.string() }).optional(),
          ga4: analytic({ measurementId: startsWith('G') }).optional(),
          gtm: analytic({ tagId: startsWith('G') }).optional(),
          heap: analytic({ appId: z.string() }).optional(),
          hightouch: analytic({ writeKey: z.string(), apiHost: z.string().optional() }).optional(),
          hotjar: analytic({ hjid: z.string(), hjsv: z.string() }).optional(),
          koala: analytic({ publicApiKey: z.string().min(2) }).optional(),
          logrocket: analytic({ appId: z.string() }).optional(),
          mixpanel: analytic({ projectToken: z.string(), region: z.enum(['us', 'eu', 'in']).optional() }).optional(),
          pirsch: analytic({ id: z.string() }).optional(),
          posthog: analytic({ apiKey: startsWith('phc_'), apiHost: absoluteUrl.optional(), sessionRecording: z.boolean().optional() }).optional(),
          plausible: analytic({ domain: noHttps, server: noHttps.optional() }).optional(),
          segment: analytic({ key: z.string(), cdnUrl: plainHttpsUrl.optional() }).optional(),
        })
        .optional(),
      integrations: ignoreUnknown(z.strictObject({ intercom: z.string().min(6, { error: 'expected an Intercom app id' }).optional(), frontchat: z.string().min(6, { error: 'expected a Front chat snippet id' }).optional() })).optional(),
      isWhiteLabeled: z.boolean().optional(),
      search: ignoreUnknown(z.strictObject({ prompt: z.string().optional(), location: z.enum(['side', 'top']).optional() })).optional(),
      redirects: redirects.optional(),
      seo: ignoreUnknown(z.strictObject({ indexHiddenPages: z.boolean().optional() })).optional(),
      /** Deprecated by the platform in favour of `footer.socials`; still honoured. */
      footerSocials: footerSocials.optional(),
    });

/** A group naming an undeclared version would show in no version: the platform refuses it. */
function declaredVersions(config: { versions?: z.output<typeof versions> | undefined; navigation: readonly unknown[] }, ctx: z.core.$RefinementCtx): void {
  const declared = new Set((config.versions ?? []).map((v) => (typeof v === 'string' ? v : v.url ? undefined : v.name)).filter((v) => v !== undefined));
  const used: { version: string; path: (string | number)[] }[] = [];
  groupVersions(config.navigation, ['navigation'], used);
  for (const { version, path } of used) {
    if (!declared.has(version)) ctx.addIssue({ code: 'custom', path, input: version, message: `expected a version of \`versions\`${declared.size > 0 ? ` (${[...declared].map((v) => `\`${v}\``).join(', ')})` : ' (none are declared)'}` });
  }
}

export const legacyConfigSchema = ignoreUnknown(legacyShape.superRefine(declaredVersions));

/**
 * A `docs.json` in the shape of the platform description (`../shared/SPEC.md`: an array
 * `navigation`, `topbarLinks`, `footerSocials` …): the legacy keys, with the spec's required
 * keys, `name` and `navigation` only (`favicon` and `colors` are optional there, where
 * Mintlify's `mint.json` requires them). See `isSpecShaped` in `../index.ts`.
 */
export const specConfigSchema = ignoreUnknown(legacyShape.extend({ favicon: z.string().optional(), colors: legacyColors.optional() }).superRefine(declaredVersions));

export type LegacyConfig = z.output<typeof legacyConfigSchema>;
/** A legacy or spec-shaped configuration: `favicon` and `colors` may be missing. */
export type SpecConfig = z.output<typeof specConfigSchema>;
export type LegacyGroup = z.output<typeof legacyGroupSchema>;
export type LegacyAnchor = z.output<typeof legacyAnchorSchema>;
