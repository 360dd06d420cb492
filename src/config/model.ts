import { z } from 'zod';

/**
 * The config model: ONE normalised shape that both generations of the site configuration
 * (`docs.json`, current; `mint.json`, legacy) map into. Every command (build, rules file,
 * dev, openapi) reads this, never the raw JSON. Types come from `z.output` of the schemas
 * below; there is no parallel interface.
 *
 * - `name`, `description?`, `theme?` (current generation only).
 * - `logo?`: `{light, dark, href?}` paths (a single string becomes both modes).
 * - `favicon?`: `{light, dark}` paths (a single string becomes both modes).
 * - `colors`: `primary` plus optional `light`, `dark` and `background {light?, dark?}`.
 * - `navigation`: a tree of `NavNode`s, top level first. Each node has a `kind`:
 *   `tab` | `anchor` | `dropdown` | `product` | `version` | `language` | `menu` (an item of
 *   a tab's menu) | `group` | `page` | `operation` (an `METHOD /path` entry) | `link`
 *   (an external or internal `href` with no children). `page` is the page path without
 *   extension, relative to the root, without a leading slash. `openapi` is a spec source
 *   attached to a node (children operations come from it). Legacy `tabs`/`anchors` select
 *   pages by URL prefix; that mapping happens in `normalise-legacy.ts`, so consumers only
 *   ever see the tree: a legacy site becomes [topAnchor → (tabs → groups)] + other anchors,
 *   and with `versions`, one `version` node per version holding that tree as the version shows
 *   it (unversioned entries in each; `language` nodes when every version names a `locale`).
 * - `anchors`: global anchors (current `navigation.global.anchors`, legacy external anchors),
 *   always links; also `globalTabs`, `globalLanguages`, `globalVersions`, `globalDropdowns`,
 *   `globalProducts?` (a product's label is its `name` when it gives one).
 * - `navbar`: `links[]` and `primary? {type: 'button'|'github'|'discord', label?, href}`.
 * - `footer`: `socials` (name → URL) and `links?` columns.
 * - A `language` node may carry its own `navbar`, `footer` and `banner` (current
 *   `navigation.languages[]`): on that language's pages each replaces the site's whole.
 * - `api`: `baseUrl[]`, `auth? {method, name?, inputPrefix?}`, `playground.mode`
 *   (`show`|`simple`|`hide`; current `interactive`→show, `none`→hide), `maintainOrder`,
 *   `openapi[]` (every spec source, legacy top-level `openapi` included, plus sources named
 *   on navigation nodes), `asyncapi[]`, `examples?`, `params?`.
 * - `appearance`: `default` (`system`|`light`|`dark`) and `strict` (legacy `isHidden`).
 * - `background`: `image? {light, dark}`, `color? {light?, dark?}`, `decoration?`.
 * - `feedback`: `suggestEdit`, `raiseIssue`, `thumbsRating`.
 * - `versions`: version names in order; `languages`: language codes in order.
 * - `redirects`, `seo`, `banner?`, `search?`, `contextual?`, `fonts?`, `icons?`,
 *   `integrations` (name → settings), `styling?`, `errors?`, `metadata?`.
 * - `raw`: the validated original (after `$ref` resolution), for the rare reader that needs
 *   a setting the model does not carry.
 */

export const navKinds = ['tab', 'anchor', 'dropdown', 'product', 'version', 'language', 'menu', 'group', 'page', 'operation', 'link'] as const;

export const navColorSchema = z.union([
  z.string(),
  z.object({ from: z.string(), to: z.string().optional(), via: z.string().optional() }),
  z.object({ light: z.string().optional(), dark: z.string().optional() }),
]);


/** The top bar: `links[]` and the `primary` button (the site's, or a language's own). */
export const navbarModelSchema = z.object({
  links: z.array(z.object({ label: z.string(), href: z.string(), icon: z.string().optional(), type: z.string().optional() })),
  primary: z
    .object({ type: z.enum(['button', 'github', 'discord']), label: z.string().optional(), href: z.string() })
    .optional(),
});

/** The footer: `socials` (name → URL) and `links` columns (the site's, or a language's own). */
export const footerModelSchema = z.object({
  socials: z.record(z.string(), z.string()),
  links: z
    .array(z.object({ header: z.string().optional(), items: z.array(z.object({ label: z.string(), href: z.string() })) }))
    .optional(),
});

/** The banner above the top bar (the site's, or a language's own). */
export const bannerModelSchema = z.object({
  content: z.string(),
  dismissible: z.boolean(),
  type: z.enum(['info', 'warning', 'critical']).optional(),
  color: z.object({ light: z.string().optional(), dark: z.string().optional() }).optional(),
});

export const navNodeSchema = z.object({
  kind: z.enum(navKinds),
  /** What the reader sees: group/tab/anchor name, or the page path for pages. */
  label: z.string(),
  icon: z.string().optional(),
  iconType: z.string().optional(),
  color: navColorSchema.optional(),
  description: z.string().optional(),
  tag: z.string().optional(),
  /** Link target for `link` nodes and divisions that point elsewhere. */
  href: z.string().optional(),
  /** Page path without extension, relative to the root, no leading slash (`page`, group `root`). */
  page: z.string().optional(),
  /** `operation` nodes: `METHOD /path`, optionally preceded by a spec source. */
  operation: z.string().optional(),
  /** OpenAPI source attached to this node (URL or project-relative path). */
  openapi: z.string().optional(),
  /** `openapi: {source, directory}`: the folder its generated pages go to (default `api-reference`). */
  openapiDirectory: z.string().optional(),
  /** A tab's GraphQL SDL schema (URL or project-relative path), whose reference pages src/graphql/ generates under it. */
  graphql: z.string().optional(),
  /** `graphql: {source, directory}`: the folder its generated pages go to (default `graphql-reference`). */
  graphqlDirectory: z.string().optional(),
  /** AsyncAPI documents attached to this node (`asyncapi`): their channels become WebSocket pages (src/asyncapi/). */
  asyncapi: z.array(z.string()).optional(),
  /** `asyncapi: {source, directory}`: the folder its pages go to (default `api-reference`). */
  asyncapiDirectory: z.string().optional(),
  /** `sdk` on a tab or group: the artifact its SDK reference pages are generated from (src/sdk/). */
  sdk: z.object({ format: z.string(), source: z.string(), directory: z.string().optional() }).optional(),
  hidden: z.boolean().optional(),
  isDefaultHidden: z.boolean().optional(),
  default: z.boolean().optional(),
  expanded: z.boolean().optional(),
  /** `false` on a tab or group: its pages stay out of the search index. */
  searchable: z.boolean().optional(),
  /** A group's search ranking multiplier (`boost`: 3 ranks its pages three times as high). */
  boost: z.number().optional(),
  /** A tab's place in the tab bar: `end` moves it to the far end. */
  align: z.enum(['start', 'end']).optional(),
  /** The version this node belongs to (legacy anchors/groups/pages, current `version` nodes). */
  version: z.string().optional(),
  /** The language code of a `language` node. */
  language: z.string().optional(),
  /** A `language` node's own top bar, footer and banner: each replaces the site's on that language's pages. */
  navbar: navbarModelSchema.optional(),
  footer: footerModelSchema.optional(),
  banner: bannerModelSchema.optional(),
  get children(): z.ZodArray<typeof navNodeSchema> {
    return z.array(navNodeSchema);
  },
});

export type NavNode = z.output<typeof navNodeSchema>;

const modePair = z.object({ light: z.string(), dark: z.string() });

export const docsModelSchema = z.object({
  name: z.string(),
  description: z.string().optional(),
  theme: z.string().optional(),
  logo: z.object({ light: z.string(), dark: z.string(), href: z.string().optional() }).optional(),
  favicon: modePair.optional(),
  colors: z.object({
    primary: z.string(),
    light: z.string().optional(),
    dark: z.string().optional(),
    background: z.object({ light: z.string().optional(), dark: z.string().optional() }).optional(),
  }),
  navigation: z.array(navNodeSchema),
  anchors: z.array(navNodeSchema),
  globalTabs: z.array(navNodeSchema),
  globalDropdowns: z.array(navNodeSchema),
  globalVersions: z.array(navNodeSchema),
  globalLanguages: z.array(navNodeSchema),
  /** `navigation.global.products` (absent in a legacy configuration). */
  globalProducts: z.array(navNodeSchema).optional(),
  navbar: navbarModelSchema,
  footer: footerModelSchema,
  api: z.object({
    baseUrl: z.array(z.string()),
    auth: z.object({ method: z.string(), name: z.string().optional(), inputPrefix: z.string().optional() }).optional(),
    playground: z.object({ mode: z.enum(['show', 'simple', 'hide']), proxy: z.boolean().optional() }),
    maintainOrder: z.boolean(),
    openapi: z.array(z.string()),
    asyncapi: z.array(z.string()),
    examples: z
      .object({ languages: z.array(z.string()).optional(), defaults: z.enum(['required', 'all']).optional(), prefill: z.boolean().optional(), autogenerate: z.boolean().optional() })
      .optional(),
    params: z.object({ expanded: z.enum(['all', 'closed']).optional() }).optional(),
  }),
  appearance: z.object({ default: z.enum(['system', 'light', 'dark']), strict: z.boolean() }),
  background: z.object({
    image: modePair.optional(),
    color: z.object({ light: z.string().optional(), dark: z.string().optional() }).optional(),
    decoration: z.string().optional(),
  }),
  feedback: z.object({ suggestEdit: z.boolean(), raiseIssue: z.boolean(), thumbsRating: z.boolean() }),
  versions: z.array(z.string()),
  languages: z.array(z.string()),
  redirects: z.array(z.object({ source: z.string(), destination: z.string(), permanent: z.boolean().optional() })),
  seo: z.object({ metatags: z.record(z.string(), z.string()), indexing: z.enum(['navigable', 'all']) }),
  banner: bannerModelSchema.optional(),
  search: z.object({ prompt: z.string().optional() }).optional(),
  contextual: z.object({ options: z.array(z.unknown()) }).optional(),
  fonts: z.unknown().optional(),
  icons: z.object({ library: z.string() }).optional(),
  integrations: z.record(z.string(), z.unknown()),
  styling: z.record(z.string(), z.unknown()).optional(),
  errors: z.record(z.string(), z.unknown()).optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
  raw: z.record(z.string(), z.unknown()),
});

export type DocsModel = z.output<typeof docsModelSchema>;

