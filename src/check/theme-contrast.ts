// The contrast of a theme's own colours against the page backgrounds, judged once for `check`
// (`color-contrast`) and `docwright a11y` (`theme-contrast`): the pairs Mintlify's `mint a11y`
// judges, at its thresholds (WCAG 2.1 AA), on the backgrounds Mintlify derives.
//
// Facts from Mintlify's CLI (`mint a11y`, `checkDocsColors`) and `getBackgroundColors`:
// - `colors.primary` on the light background and `colors.light` on the dark one are judged as
//   text: 4.5:1 (WCAG 1.4.3, AA for normal text); `colors.dark` on both backgrounds as a UI
//   colour: 3:1 (WCAG 1.4.11, AA for large text and non-text contrast); each anchor's
//   `color.light` and `color.dark` (`navigation.global.anchors`) as text: 4.5:1.
// - The light background is `background.color.light`, else white; the dark one is
//   `background.color.dark`, else `#09090b` with 2% of `colors.light` (`#4ADE80` when unset) over
//   it. The `linden` theme tints both: 3% of `colors.primary` over white, 3% of `colors.light`
//   over `#09090B`.
// The text the rendered site writes in either mode (links mixed from these colours …) is
// `docwright a11y`'s `text-contrast` (src/a11y/contrast.ts).
import type { DocsModel } from '../config/index.js';
import { contrastRatio, cssColor, mixColors } from '../css-color.js';
import { isRecord } from '../guards.js';

/** WCAG 2.1 AA for normal text (1.4.3). */
export const AA_NORMAL = 4.5;
/** WCAG 2.1 AA for large text and for UI components (1.4.3, 1.4.11). */
export const AA_LARGE = 3;

/** Mintlify's primary colour when the config names none. */
const DEFAULT_PRIMARY = '#16a34a';
/** Mintlify's `colors.light` when unset, for the dark background only. */
const DEFAULT_LIGHT = '#4ade80';
/** Mintlify's dark background, before the tint of `colors.light`. */
const DARK_BASE = '#09090b';

export type ThemeMode = 'light' | 'dark';

/** One theme colour judged against one background. */
export interface ThemeContrastPair {
  /** The colour as the message names it: `` `colors.primary` ``, `` `colors.dark` ``, `` the anchor `API`'s `color.light` ``. */
  what: string;
  mode: ThemeMode;
  fg: string;
  bg: string;
  /** The smallest ratio that passes: `AA_NORMAL` for a colour used as text, `AA_LARGE` for a UI colour. */
  minimum: number;
  /** The WCAG 2 contrast ratio, 1 to 21. */
  ratio: number;
  /** The config key path of the colour (`['colors', 'primary']`), where a finding points. */
  source: readonly (string | number)[];
}

/** The two page backgrounds, as Mintlify's `getBackgroundColors` derives them. */
export function themeBackgrounds(model: Pick<DocsModel, 'colors' | 'background' | 'theme'>): Record<ThemeMode, string> {
  const primary = cssColor(model.colors.primary) ?? DEFAULT_PRIMARY;
  const light = cssColor(model.colors.light) ?? DEFAULT_LIGHT;
  const linden = model.theme === 'linden';
  const setLight = cssColor(model.colors.background?.light ?? model.background.color?.light);
  const setDark = cssColor(model.colors.background?.dark ?? model.background.color?.dark);
  return {
    light: setLight ?? (linden ? (mixColors(primary, '#ffffff', 0.03) ?? '#ffffff') : '#ffffff'),
    dark: setDark ?? mixColors(light, DARK_BASE, linden ? 0.03 : 0.02) ?? DARK_BASE,
  };
}

/** A pair with its ratio, or none when a colour does not parse. */
function judged(what: string, mode: ThemeMode, fg: string | undefined, bg: string, minimum: number, source: readonly (string | number)[]): ThemeContrastPair[] {
  const ratio = fg === undefined ? undefined : contrastRatio(fg, bg);
  return fg === undefined || ratio === undefined ? [] : [{ what, mode, fg, bg, minimum, ratio, source }];
}

/** Each anchor's own colours (`navigation.global.anchors[].color`), as text on their mode's background. */
function anchorPairs(raw: unknown, backgrounds: Record<ThemeMode, string>): ThemeContrastPair[] {
  const navigation = isRecord(raw) ? raw.navigation : undefined;
  const global = isRecord(navigation) ? navigation.global : undefined;
  const anchors = isRecord(global) && Array.isArray(global.anchors) ? global.anchors : [];
  const pairs: ThemeContrastPair[] = [];
  anchors.forEach((anchor: unknown, i) => {
    if (!isRecord(anchor) || !isRecord(anchor.color)) return;
    const name = typeof anchor.anchor === 'string' ? anchor.anchor : String(i);
    for (const mode of ['light', 'dark'] as const) {
      const value = anchor.color[mode];
      if (typeof value === 'string') pairs.push(...judged(`the anchor \`${name}\`'s \`color.${mode}\``, mode, value, backgrounds[mode], AA_NORMAL, ['navigation', 'global', 'anchors', i, 'color', mode]));
    }
  });
  return pairs;
}

/**
 * Every theme colour of the config against the backgrounds it is drawn on, with its WCAG 2
 * contrast ratio and the minimum it needs (see the facts above). A pair whose `ratio` is below
 * its `minimum` fails; a colour that does not parse is left out (the schema reports it), and so is a `colors` key
 * whose value in `written` (the configuration as the author wrote it; default the model's lenient `raw`) is not
 * the colour the model holds.
 */
export function themeContrastPairs(model: Pick<DocsModel, 'colors' | 'background' | 'theme' | 'raw'>, written: unknown = model.raw): ThemeContrastPair[] {
  const backgrounds = themeBackgrounds(model);
  // Only a colour as it is written is judged: where the schema refused the written value (`red`, `0D7A5F`), the
  // model holds the platform's fallback, which `check` must not lay at the author's key (the schema's finding is
  // the one to read there); `a11y` judges the site as drawn, so it passes the model's own `raw`.
  const key = (name: 'primary' | 'light' | 'dark'): string | undefined => {
    const value = model.colors[name];
    const colors = isRecord(written) ? written.colors : undefined;
    const asWritten = isRecord(colors) ? colors[name] : undefined;
    return value !== undefined && typeof asWritten === 'string' && cssColor(asWritten) !== undefined && cssColor(asWritten) === cssColor(value) ? value : undefined;
  };
  const pairs = judged('`colors.primary`', 'light', key('primary'), backgrounds.light, AA_NORMAL, ['colors', 'primary']);
  pairs.push(...judged('`colors.light`', 'dark', key('light'), backgrounds.dark, AA_NORMAL, ['colors', 'light']));
  const dark = key('dark');
  pairs.push(...judged('`colors.dark`', 'dark', dark, backgrounds.dark, AA_LARGE, ['colors', 'dark']));
  pairs.push(...judged('`colors.dark`', 'light', dark, backgrounds.light, AA_LARGE, ['colors', 'dark']));
  return [...pairs, ...anchorPairs(model.raw, backgrounds)];
}

/** Why a pair's minimum is what it is. */
function standard(minimum: number): string {
  return minimum >= AA_NORMAL ? 'WCAG 2.1 AA for text' : 'WCAG 2.1 AA for large text and UI colours';
}

/** The message of a pair below its minimum: "Unexpected contrast …, expected at least …". */
export function contrastMessage(pair: Pick<ThemeContrastPair, 'what' | 'mode' | 'fg' | 'bg' | 'minimum' | 'ratio'>): string {
  return `Unexpected contrast ${pair.ratio.toFixed(2)}:1 of ${pair.what} \`${pair.fg}\` on \`${pair.bg}\` in ${pair.mode} mode, expected at least ${String(pair.minimum)}:1 (${standard(pair.minimum)})`;
}
