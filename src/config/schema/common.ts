import { z } from 'zod';
import { ICON_LIBRARIES, ICON_TYPES } from '../../icons.js';
import { DEFAULT_PRIMARY, socialKeys } from './constants.js';
import { ignoresUnknownKeys, ignoreUnknown } from './registry.js';

/**
 * Building blocks shared by both generations of the configuration schema.
 *
 * Messages: a custom `error` text starts with "expected …"; the formatter in
 * `../messages.ts` turns it into "Unexpected value `x` for `key.path`, expected …".
 *
 * Objects are strict, so an unknown key is always reported. Where the platform ignores
 * unknown keys (most of its objects), the object is registered in `ignoresUnknownKeys`
 * and an unknown key there is a warning ("has no effect"), not an error; where the platform
 * refuses them (`colors`, `integrations`, the legacy `navigation` groups …), an error.
 */

export { ignoresUnknownKeys, ignoreUnknown };

/** The platform takes three or six hex digits, nothing else (no alpha). */
const HEX = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** A hex colour: `#RGB` or `#RRGGBB`. */
export const hexColor = z.string().regex(HEX, { error: 'expected a hex color such as `#0D9373` (`#RGB` or `#RRGGBB`)' });

/** A URL or a path: any non-empty string (existence is cross-checked against the project). */
export const pathOrUrl = z.string().min(1, { error: 'expected a path or URL, not an empty string' });

/** A navigation page entry: a path without extension, relative to the root. */
export const pagePath = z.string().min(1, { error: 'expected a page path such as `quickstart`' });

/**
 * The name of a navigation item (group, tab, anchor …): any non-empty string. A blank name
 * (`" "`) is kept, as the platform keeps it: its header shows blank and its pages stay listed.
 */
export const navName = (what: string): z.ZodString => z.string().min(1, { error: `expected ${what}, not an empty string` });

/** A non-empty string; blanks count (`" "`), as the platform counts them where it does not trim. */
export const filled = (what: string): z.ZodString => z.string().min(1, { error: `expected ${what}, not an empty string` });

/** A non-empty string once trimmed. */
export const nonEmpty = (what: string): z.ZodString => z.string().trim().min(1, { error: `expected ${what}, not an empty string` });

function parsesAsUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/** An absolute URL (`https://…`, `mailto:…`): anything `new URL()` takes. */
export const absoluteUrl = z.string().refine((value) => parsesAsUrl(value) !== undefined, { error: 'expected an absolute URL such as `https://example.com`' });

/** An `https://` URL without a query or fragment (a script host the platform appends its own path to, such as `segment.cdnUrl`). */
export const plainHttpsUrl = absoluteUrl
  .refine((v) => v.startsWith('https://'), { error: 'expected an `https://` URL' })
  .refine((v) => URL.canParse(v) && new URL(v).search === '' && new URL(v).hash === '', { error: 'expected a URL without a query (`?`) or fragment (`#`)' });

/** A link target: a root-relative path (`/guides`), `#anchor`, `mailto:` or an absolute URL. */
export const href = z.string().refine((value) => value.startsWith('/') || value.startsWith('#') || value.startsWith('mailto:') || parsesAsUrl(value) !== undefined, {
  error: 'expected a URL or a path starting with `/`, such as `/guides` or `https://example.com`',
});

const UNSAFE_EXTENSIONS = ['.svg', '.exe', '.zip'];

function safeHttps(value: string): boolean {
  const url = parsesAsUrl(value);
  if (!url || url.protocol !== 'https:') return false;
  let path: string;
  try {
    path = decodeURIComponent(url.pathname).toLowerCase();
  } catch {
    return false;
  }
  return !UNSAFE_EXTENSIONS.some((ext) => path.endsWith(ext));
}

/** An `https:` URL that does not end in `.svg`, `.exe` or `.zip` (footer socials). */
export const secureUrl = z.string().refine(safeHttps, { error: 'expected an `https://` URL (not `.svg`, `.exe` or `.zip`)' });

/** A footer link: a path starting with `/`, `#anchor`, `mailto:` or a safe `https:` URL. */
export const secureHref = z.string().refine((value) => !value.startsWith('//') && (value.startsWith('/') || value.startsWith('#') || value.startsWith('mailto:') || safeHttps(value)), {
  error: 'expected a path starting with `/` or an `https://` URL (not `.svg`, `.exe` or `.zip`)',
});

/** A spec file: a path, or an `http(s)` URL. */
export const specPath = z
  .string()
  .trim()
  .min(1, { error: 'expected a spec path or URL, not an empty string' })
  .refine((value) => !/^[a-z][a-z0-9+.-]*:/i.test(value) || /^https?:\/\//i.test(value), { error: 'expected a path or an `http(s)://` URL' });

/** Font Awesome icon styles. */
export const iconTypes = ICON_TYPES;
export const iconType = z.enum(iconTypes);

export const iconLibraries = ICON_LIBRARIES;

/** An icon name (Font Awesome, Lucide or Tabler: `icons.library`), a URL or a file path; never `fa-…`. */
export const iconName = z.string().refine((value) => !value.startsWith('fa-'), { error: 'expected the icon name without `fa-`, such as `star` for `fa-star`' });

/** An icon: a name, or `{name, style?, library?}`. */
export const icon = z.union([
  iconName,
  ignoreUnknown(z.strictObject({ name: iconName, style: iconType.optional(), library: z.enum(iconLibraries).optional() })),
]).meta({ id: 'icon' });

export { socialKeys };

/** Redirects: each `source` once. */
export const redirects = z
  .array(ignoreUnknown(z.strictObject({ source: z.string(), destination: z.string(), permanent: z.boolean().optional() })))
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((redirect, i) => {
      if (seen.has(redirect.source)) {
        ctx.addIssue({ code: 'custom', path: [i, 'source'], input: redirect.source, message: 'expected each `source` once (an earlier redirect has it)' });
      }
      seen.add(redirect.source);
    });
  });

export { DEFAULT_PRIMARY };
