// The front matter keys a page may use, with the type of each value. Read by the
// `frontmatter-keys` and `frontmatter-types` rules (and anything else that lists them).
import { ICON_TYPES } from '../icons.js';

export type FieldType =
  | { kind: 'string' }
  | { kind: 'boolean' }
  | { kind: 'number' }
  | { kind: 'string-list' }
  | { kind: 'enum'; values: readonly string[] }
  | { kind: 'object' }
  /** `related`: a list of pages, or `false`. */
  | { kind: 'list-or-boolean' }
  /** A date: YAML may read `2025-01-31` as a string or a date. */
  | { kind: 'date' };

export interface FieldSpec {
  type: FieldType;
  description: string;
}

const string = { kind: 'string' } as const;
const boolean = { kind: 'boolean' } as const;

export const PAGE_MODES = ['default', 'wide', 'custom', 'frame', 'center', 'assistant'] as const;

export const FRONTMATTER_FIELDS: Readonly<Record<string, FieldSpec>> = {
  title: { type: string, description: 'Page title, in the navigation, the browser tab and the page header' },
  description: { type: string, description: 'One-sentence summary under the title and in search results' },
  sidebarTitle: { type: string, description: 'Shorter title for the sidebar' },
  icon: { type: string, description: 'Icon name (Font Awesome or Lucide), URL or path' },
  iconType: { type: { kind: 'enum', values: ICON_TYPES }, description: 'Font Awesome icon style' },
  tag: { type: string, description: 'Small label next to the title in the sidebar' },
  mode: { type: { kind: 'enum', values: PAGE_MODES }, description: 'Page layout' },
  keywords: { type: { kind: 'string-list' }, description: 'Extra search terms' },
  hidden: { type: boolean, description: 'Leave the page out of the sidebar' },
  noindex: { type: boolean, description: 'Keep the page out of search and indexing' },
  searchable: { type: boolean, description: 'Whether site search lists the page' },
  boost: { type: { kind: 'number' }, description: 'Search ranking factor' },
  deprecated: { type: boolean, description: 'Show a deprecated label' },
  hideFooterPagination: { type: boolean, description: 'Hide the previous/next links' },
  hideApiMarker: { type: boolean, description: 'Hide the HTTP method badge in the sidebar' },
  related: { type: { kind: 'list-or-boolean' }, description: 'Related pages, or `false` to hide them' },
  contextual: { type: { kind: 'object' }, description: 'Per-page contextual menu settings' },
  groups: { type: { kind: 'string-list' }, description: 'User groups allowed to see the page' },
  public: { type: boolean, description: 'Visible without signing in' },
  openapi: { type: string, description: 'OpenAPI operation (`METHOD /path`) rendered on this page' },
  asyncapi: { type: string, description: 'AsyncAPI channel rendered on this page' },
  api: { type: string, description: 'API endpoint (`METHOD URL`) for a hand-written API page' },
  'openapi-schema': { type: string, description: 'OpenAPI schema rendered on this page' },
  playground: { type: { kind: 'enum', values: ['interactive', 'simple', 'none'] }, description: 'API playground style' },
  authMethod: { type: string, description: 'Legacy: authentication method of an API page' },
  contentType: { type: string, description: 'Legacy: request body content type of an API page' },
  url: { type: string, description: 'External link: the navigation entry points here' },
  version: { type: string, description: 'Version the page belongs to' },
  timestamp: { type: boolean, description: 'Show or hide the last-modified date' },
  lastUpdatedDate: { type: { kind: 'date' }, description: 'Date shown as last modified' },
  rss: { type: boolean, description: 'Publish an RSS feed of the page updates' },
  canonical: { type: string, description: 'Canonical URL of the page' },
  robots: { type: string, description: 'Robots meta tag' },
};

/** HTML meta tags may be set from front matter: any key with a colon (`og:image`, `twitter:card`) is one. */
export function isMetaTagKey(key: string): boolean {
  return key.includes(':') || /^(msapplication|apple)-/.test(key);
}

export function describeType(type: FieldType): string {
  switch (type.kind) {
    case 'string':
      return 'a string';
    case 'boolean':
      return '`true` or `false`';
    case 'number':
      return 'a number';
    case 'string-list':
      return 'a list of strings';
    case 'enum':
      return `one of ${type.values.map((v) => `\`${v}\``).join(', ')}`;
    case 'object':
      return 'a map';
    case 'list-or-boolean':
      return 'a list of pages or `false`';
    case 'date':
      return 'a date such as `2025-01-31`';
  }
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
  switch (type.kind) {
    case 'string':
      return typeof value === 'string';
    case 'boolean':
      return typeof value === 'boolean';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'string-list':
      return Array.isArray(value) && value.every((item) => typeof item === 'string');
    case 'enum':
      return typeof value === 'string' && type.values.includes(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
    case 'list-or-boolean':
      return Array.isArray(value) || typeof value === 'boolean';
    case 'date':
      return value instanceof Date || (typeof value === 'string' && !Number.isNaN(Date.parse(value)));
  }
}
