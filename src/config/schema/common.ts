import { z } from 'zod';

/**
 * Building blocks shared by both generations of the configuration schema.
 *
 * Messages: a custom `error` text starts with "expected …"; the formatter in
 * `../messages.ts` turns it into "Unexpected value `x` for `key.path`, expected …".
 */

const HEX = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

/** A hex colour: `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA`. */
export const hexColor = z.string().regex(HEX, { error: 'expected a hex color such as `#0D9373`' });

/** A URL or a path: any non-empty string (existence is cross-checked against the project). */
export const pathOrUrl = z.string().min(1, { error: 'expected a path or URL, not an empty string' });

/** A navigation page entry: a path without extension, relative to the root. */
export const pagePath = z.string().min(1, { error: 'expected a page path such as `quickstart`' });

/** Font Awesome icon styles. */
export const iconType = z.enum(['regular', 'solid', 'light', 'thin', 'sharp-solid', 'duotone', 'brands']);

/** An icon: a name (Font Awesome, Lucide or Tabler: `icons.library`), a URL or a file path. */
export const icon = z.string();

/** The colour the platform uses when a configuration sets none (`colors` is optional in `mint.json`). */
export const DEFAULT_PRIMARY = '#16A34A';

/**
 * `api.auth.name` with `method: basic` names both fields of the playground's login form,
 * written `[usernameName]:[passwordName]` (`username:password`, `email:token`).
 */
export const BASIC_AUTH_NAME = /^[^:\s]+:[^:\s]+$/;

/** Refinement for an auth object: a `basic` method's `name` must have the `user:password` form. */
export function checkBasicAuthName(auth: { method?: string | undefined; name?: string | undefined }, ctx: z.RefinementCtx): void {
  if (auth.method !== 'basic' || auth.name === undefined || BASIC_AUTH_NAME.test(auth.name)) return;
  ctx.addIssue({
    code: 'custom',
    path: ['name'],
    input: auth.name,
    message: 'expected the form `[usernameName]:[passwordName]` for the `basic` method, such as `username:password`',
  });
}

/**
 * Footer socials: the spec's keys are listed (editor completion), any other key is accepted
 * too (a warning, see `../socials.ts`); each value is a URL.
 */
export function socialsObject(keys: readonly string[]): z.ZodObject<Record<string, z.ZodOptional<typeof pathOrUrl>>, z.core.$catchall<typeof pathOrUrl>> {
  return z.object(Object.fromEntries(keys.map((key) => [key, pathOrUrl.optional()]))).catchall(pathOrUrl);
}
