// The front matter keys a page may use, with the zod schema of each value. Read by the
// `frontmatter-keys` and `frontmatter-types` rules, and by the site through `readPageFields`.
import { z } from 'zod';
import { ICON_TYPES } from '../icons.js';

/** A key's type: the zod schema its value must fit, and how a message names it. */
export interface FieldType<S extends z.ZodType = z.ZodType> {
  schema: S;
  /** The type in an author's words, for "expected …" in messages. */
  expected: string;
  /** The allowed values, when the type is one of a list. */
  values?: readonly string[];
}

export interface FieldSpec<S extends z.ZodType = z.ZodType> {
  type: FieldType<S>;
  description: string;
}

function field<S extends z.ZodType>(schema: S, expected: string, description: string): FieldSpec<S> {
  return { type: { schema, expected }, description };
}

const oneOf = <const T extends readonly [string, ...string[]]>(values: T): FieldType<z.ZodEnum<{ [K in T[number]]: K }>> => ({
  schema: z.enum(values),
  values,
  expected: `one of ${values.map((v) => `\`${v}\``).join(', ')}`,
});

const string = (description: string): FieldSpec<z.ZodString> => field(z.string(), 'a string', description);
const boolean = (description: string): FieldSpec<z.ZodBoolean> => field(z.boolean(), '`true` or `false`', description);
const stringList = (description: string): FieldSpec<z.ZodArray<z.ZodString>> => field(z.array(z.string()), 'a list of strings', description);

/** A map (YAML reads `2025-01-31` as a date, which is not one). */
const map = z.custom<Record<string, unknown>>((value) => typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date));
/** A date: YAML may read `2025-01-31` as a string or as a date. */
const date = z.union([z.date(), z.string().refine((text) => !Number.isNaN(Date.parse(text)))]);

export const PAGE_MODES = ['default', 'wide', 'custom', 'frame', 'center', 'assistant'] as const;

/**
 * The front matter keys a page may use, each with the zod schema of its value: the one type
 * system of front matter. Lint reports a value that does not fit (`frontmatter-types`); the
 * site reads the page through `readPageFields`, which drops such a value as Mintlify does.
 */
const FIELDS = {
  title: string('Page title, in the navigation, the browser tab and the page header'),
  description: string('One-sentence summary under the title and in search results'),
  sidebarTitle: string('Shorter title for the sidebar'),
  icon: string('Icon name (Font Awesome or Lucide), URL or path'),
  iconType: { type: oneOf(ICON_TYPES), description: 'Font Awesome icon style' },
  tag: string('Small label next to the title in the sidebar'),
  mode: { type: oneOf(PAGE_MODES), description: 'Page layout' },
  keywords: stringList('Extra search terms'),
  hidden: boolean('Leave the page out of the sidebar'),
  noindex: boolean('Keep the page out of search and indexing'),
  searchable: boolean('Whether site search lists the page'),
  boost: field(z.number(), 'a number', 'Search ranking factor'),
  deprecated: boolean('Show a deprecated label'),
  hideFooterPagination: boolean('Hide the previous/next links'),
  hideApiMarker: boolean('Hide the HTTP method badge in the sidebar'),
  related: field(z.union([z.array(z.unknown()), z.boolean()]), 'a list of pages or `false`', 'Related pages, or `false` to hide them'),
  contextual: field(map, 'a map', 'Per-page contextual menu settings'),
  groups: stringList('User groups allowed to see the page'),
  public: boolean('Visible without signing in'),
  openapi: string('OpenAPI operation (`METHOD /path`) rendered on this page'),
  asyncapi: string('AsyncAPI channel rendered on this page'),
  api: string('API endpoint (`METHOD URL`) for a hand-written API page'),
  'openapi-schema': string('OpenAPI schema rendered on this page'),
  playground: { type: oneOf(['interactive', 'simple', 'none', 'auth']), description: 'API playground style (`auth`: for signed-in readers)' },
  authMethod: string('Legacy: authentication method of an API page'),
  contentType: string('Legacy: request body content type of an API page'),
  url: string('External link: the navigation entry points here'),
  version: string('Version the page belongs to'),
  timestamp: boolean('Show or hide the last-modified date'),
  lastUpdatedDate: field(date, 'a date such as `2025-01-31`', 'Date shown as last modified'),
  rss: boolean('Publish an RSS feed of the page updates'),
  canonical: string('Canonical URL of the page'),
  robots: string('Robots meta tag'),
};

export const FRONTMATTER_FIELDS: Readonly<Record<string, FieldSpec>> = FIELDS;

type Fields = typeof FIELDS;

/** A page's known front matter keys, each present only when its value fits the key's type. */
export type PageFields = { [K in keyof Fields]?: z.output<Fields[K]['type']['schema']> };

const PAGE_FIELDS = z.object(Object.fromEntries(Object.entries(FRONTMATTER_FIELDS).map(([key, spec]) => [key, spec.type.schema.optional().catch(undefined)])));

/**
 * The known keys of a page's front matter, typed: a value of the wrong type is left out, as
 * the site ignores it (`frontmatter-types` is where it is reported). Other keys are not read.
 */
export function readPageFields(data: Readonly<Record<string, unknown>>): PageFields {
  // Own keys only: a page's `__proto__` key never reaches a prototype.
  const own: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const key of Object.keys(FIELDS)) if (Object.hasOwn(data, key)) own[key] = data[key];
  // A key whose value was dropped is left out, not kept as `undefined`.
  return Object.fromEntries(Object.entries(PAGE_FIELDS.parse(own)).filter((pair) => pair[1] !== undefined));
}

/** HTML meta tags may be set from front matter: any key with a colon (`og:image`, `twitter:card`) is one. */
export function isMetaTagKey(key: string): boolean {
  return key.includes(':') || /^(msapplication|apple)-/.test(key);
}

/** The type in an author's words: `a string`, `` `true` or `false` ``, `one of …`. */
export function describeType(type: FieldType): string {
  return type.expected;
}

/** The YAML type name of a parsed value, for messages. */
export function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'list';
  if (value instanceof Date) return 'date';
  if (typeof value === 'object') return 'map';
  return typeof value;
}

/** Whether `value` fits `type`. */
export function fitsType(value: unknown, type: FieldType): boolean {
  return type.schema.safeParse(value).success;
}
