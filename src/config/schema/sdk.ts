import { z } from 'zod';

/**
 * `sdk` on a tab or a group: SDK reference pages generated from a documentation tool's
 * artifact, as Mintlify's validator takes it (`format` one of five tools, `source` a relative
 * path or an `https://` URL, `directory` the folder the pages go to, default `sdk-reference`).
 */

/** The documentation tools whose artifact an `sdk` entry names (Mintlify's list). */
export const SDK_FORMATS = ['typedoc', 'docfx', 'javadoc', 'sphinx', 'phpdoc'] as const;

export type SdkFormat = (typeof SDK_FORMATS)[number];

/** A relative path, or an `https://` URL (Mintlify refuses `http://` and other schemes). */
const sdkSource = z
  .string()
  .trim()
  .min(1, { error: 'expected the path or `https://` URL of the artifact, not an empty string' })
  .refine((value) => !/^[a-z][a-z0-9+.-]*:/i.test(value) || /^https:\/\//i.test(value), { error: 'expected a relative path or an `https://` URL' });

/** `{format, source, directory?}`: one SDK reference. */
export const sdkSchema = z
  .strictObject({
    format: z.enum(SDK_FORMATS),
    source: sdkSource,
    directory: z.string().trim().min(1, { error: 'expected a folder such as `sdk/typescript`, not an empty string' }).optional(),
  })
  .meta({ id: 'sdk' });

/** `sdk` where Mintlify refuses it (a navigation division other than a tab or a group): any value is an error. */
export const sdkRefused = z.never().describe('`sdk` only on a tab or a group').optional();

/** `sdk` on a link in `navigation.global`, which Mintlify refuses too (even on a global tab): any value is an error. */
export const sdkRefusedGlobal = z.never().describe('`sdk` only on a tab or a group of the navigation, not on a link in `navigation.global`').optional();
