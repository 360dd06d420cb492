// The settings of `docwright format`, read from the same config file as lint's (`format` key of
// `.docwrightrc`, `package.json#docwright` …). Named as Prettier names its options where they
// overlap (`singleQuote`, `endOfLine`, `proseWrap`); the rest are remark-stringify's own names.
import { z } from 'zod';

/** `format` in a docwright config: the canonical style `docwright format` writes. */
export const formatSettingsSchema = z.strictObject({
  /** Titles of links and images in `'…'` instead of `"…"` (Prettier's `singleQuote`). Default false. */
  singleQuote: z.boolean().optional(),
  /** Line endings written: `lf`, `crlf`, or `auto` (those the file already has). Default `auto` (Prettier's default is `lf`). */
  endOfLine: z.enum(['lf', 'crlf', 'auto']).optional(),
  /** Prose is never re-wrapped: `preserve` is the only value (Prettier's `proseWrap`). */
  proseWrap: z.literal('preserve').optional(),
  /** The marker of unordered list items. Default `-`. */
  bullet: z.enum(['-', '*', '+']).optional(),
  /** The marker of emphasis. Default `_`. */
  emphasis: z.enum(['_', '*']).optional(),
  /** The marker of strong emphasis. Default `*` (written `**`). */
  strong: z.enum(['_', '*']).optional(),
  /** The character of code fences. Default `` ` ``. */
  fence: z.enum(['`', '~']).optional(),
  /** The character of thematic breaks. Default `-`. */
  rule: z.enum(['-', '*', '_']).optional(),
  /** The space after a list marker: `one` space, or up to the next `tab` stop, or `mixed`. Default `one`. */
  listItemIndent: z.enum(['one', 'tab', 'mixed']).optional(),
  /** Ordered lists count up (`1.`, `2.`, `3.`) instead of repeating the first number. Default true. */
  incrementListMarker: z.boolean().optional(),
});

export type FormatSettings = z.output<typeof formatSettingsSchema>;
