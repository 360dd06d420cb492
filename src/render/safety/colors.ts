// Colours from the site configuration (`colors.*`, `background.color.*`) are written into CSS:
// the page's theme variables and the Tailwind theme. Only a CSS colour passes (a hex code,
// `rgb()`, `hsl()`, a colour name), as culori reads it and as src/css-color.ts writes it; anything
// else is dropped and the default takes its place.
import type { DocsModel } from '../../config/index.js';
import { contrastRatio, cssColor } from '../../css-color.js';

/** The colour as safe CSS text when it is a plain colour (hex as written, others normalised), else undefined. */
export function configColor(value: string | undefined): string | undefined {
  return cssColor(value);
}

export interface ThemeColors {
  primary: string;
  light: string;
  dark: string;
  /** The page backgrounds the config sets (undefined: the site's default). */
  backgroundLight?: string;
  backgroundDark?: string;
}

export const DEFAULT_PRIMARY = '#16a34a';

/** The config's colours, each validated, with Mintlify's fallbacks (`light` and `dark` default to `primary`). */
export function themeColors(model: Pick<DocsModel, 'colors' | 'background'>): ThemeColors {
  const primary = configColor(model.colors.primary) ?? DEFAULT_PRIMARY;
  const backgroundLight = configColor(model.colors.background?.light ?? model.background.color?.light);
  const backgroundDark = configColor(model.colors.background?.dark ?? model.background.color?.dark);
  return {
    primary,
    light: configColor(model.colors.light) ?? primary,
    dark: configColor(model.colors.dark) ?? primary,
    ...(backgroundLight ? { backgroundLight } : {}),
    ...(backgroundDark ? { backgroundDark } : {}),
  };
}

/** The near-black written on light backgrounds the author chose. */
const DARK_TEXT = '#111827';

/** The text colour to write on a background the author chose (a CTA on `colors.dark`, a banner's `color`): white, unless near-black reads better on it (WCAG 2 contrast). */
export function readableOn(background: string): string {
  const white = contrastRatio('#ffffff', background) ?? 21;
  return white >= 4.5 || white >= (contrastRatio(DARK_TEXT, background) ?? 0) ? '#ffffff' : DARK_TEXT;
}
