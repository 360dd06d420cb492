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
