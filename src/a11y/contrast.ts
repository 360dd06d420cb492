// The colour contrast of a site's theme, as docwright renders it: the text the site writes on
// the page background (body text, muted text, links mixed from the accent colour) and on the
// primary colours (the navbar button), in light and dark mode, against WCAG 2.1 AA. The
// colours come from where the renderer takes them: the theme variables of the site's style
// sheet (`SITE_CSS`), `themeColors` and `readableOn` (src/render/safety/colors.ts). The
// theme's own pairs are judged as Mintlify's `mint a11y` judges them, by the one judgement
// `check` makes too (src/check/theme-contrast.ts).
import { contrastRatio, mixColors } from '../css-color.js';
import type { DocsModel } from '../config/index.js';
import { readableOn, themeColors } from '../render/safety/colors.js';
import { SITE_CSS } from '../render/assets/bundled.js';
import { THEME_TOKENS, themeName } from '../render/components/themes.js';
import { AA_NORMAL, themeContrastPairs } from '../check/theme-contrast.js';

export type Mode = 'light' | 'dark';

/** One pair of colours judged: `fg` on `bg`, in `mode`, against `minimum` (a WCAG ratio). */
export interface ContrastPair {
  /** What the pair is on the page: `body text`, `muted text`, `links`, `the navbar button's text`, or a theme pair (`colors.primary` …). */
  what: string;
  /** `text`: text the rendered site writes (WCAG 1.4.3); `theme`: a colour of the theme against a background, as `mint a11y` judges it. */
  kind: 'text' | 'theme';
  mode: Mode;
  fg: string;
  bg: string;
  /** The smallest ratio that passes: 4.5 for normal text, 3 for large text and UI colours. */
  minimum: number;
  /** The contrast ratio, 1 to 21. */
  ratio: number;
  /** The docs.json key the pair comes from (`['colors', 'primary']`), where a finding points (a legacy mint.json has `background.color` as `colors.background`). */
  source: readonly (string | number)[];
}

export { AA_LARGE, AA_NORMAL } from '../check/theme-contrast.js';

/** The custom properties one rule of the site's style sheet sets (`:root{…}` or `[data-theme=dark]{…}`), first rule holding `name` wins. */
function cssVariable(selector: string, name: string): string | undefined {
  const escaped = selector.replace(/[[\]]/g, '\\$&');
  for (const rule of SITE_CSS.matchAll(new RegExp(`(?:^|\\})${escaped}\\{([^}]*)\\}`, 'g'))) {
    const found = new RegExp(`(?:^|;)${name}:([^;]+)`).exec(rule[1] ?? '');
    if (found?.[1] !== undefined) return found[1].trim();
  }
  return undefined;
}

/** The share of the accent colour in the link colour (`color-mix(in srgb,var(--dw-accent) 62%,var(--dw-fg))`), 0..1. */
function linkShare(selector: string): number {
  const mix = /var\(--dw-accent\)\s*([\d.]+)%/.exec(cssVariable(selector, '--dw-link') ?? '');
  return mix?.[1] !== undefined ? Number(mix[1]) / 100 : 1;
}

/** The site style sheet's colours of one mode: background, text, muted text, the soft panel colour and the accent's share of the link colour. */
export function sitePalette(mode: Mode): { bg: string; fg: string; muted: string; soft: string; linkShare: number } {
  const selector = mode === 'light' ? ':root' : '[data-theme=dark]';
  return {
    bg: cssVariable(selector, '--dw-bg') ?? (mode === 'light' ? '#ffffff' : '#0f1115'),
    fg: cssVariable(selector, '--dw-fg') ?? (mode === 'light' ? '#1f2328' : '#e6e8eb'),
    muted: cssVariable(selector, '--dw-muted') ?? (mode === 'light' ? '#59636e' : '#a3abb5'),
    soft: cssVariable(selector, '--dw-soft') ?? (mode === 'light' ? '#f6f8fa' : '#171a20'),
    linkShare: linkShare(selector),
  };
}

/**
 * A theme token's colour (src/render/components/themes.ts) over the page background: `var(--dw-x)` of the
 * variables given, or `color-mix(in srgb,var(--dw-x) N%,transparent)` (that colour at N% over `bg`); undefined for another form.
 */
function tokenColor(token: string, vars: Readonly<Record<string, string>>, bg: string): string | undefined {
  const plain = /^var\((--dw-[\w-]+)\)$/.exec(token.trim());
  if (plain?.[1] !== undefined) return vars[plain[1]];
  const tint = /^color-mix\(in srgb,\s*var\((--dw-[\w-]+)\)\s+([\d.]+)%,\s*transparent\)$/.exec(token.trim());
  const base = tint?.[1] !== undefined ? vars[tint[1]] : undefined;
  return base !== undefined && tint?.[2] !== undefined ? mixColors(base, bg, Number(tint[2]) / 100) : undefined;
}

/** A pair with its ratio, or nothing when a colour does not parse. */
function pair(what: string, kind: ContrastPair['kind'], mode: Mode, fg: string, bg: string, minimum: number, source: readonly string[]): ContrastPair[] {
  const ratio = contrastRatio(fg, bg);
  return ratio === undefined ? [] : [{ what, kind, mode, fg, bg, minimum, ratio, source }];
}

/** The docs.json key of a background colour the config sets, else the primary colour's. */
function backgroundKey(model: Pick<DocsModel, 'colors' | 'background'>, mode: Mode): readonly string[] {
  if (model.colors.background?.[mode] !== undefined || model.background.color?.[mode] !== undefined) return ['background', 'color', mode];
  return ['colors', 'primary'];
}

/** The text the rendered site writes in one mode, on the page background and on the navbar button. */
function textPairs(model: Pick<DocsModel, 'colors' | 'background' | 'navbar' | 'theme'>, mode: Mode): ContrastPair[] {
  const theme = themeColors(model);
  const palette = sitePalette(mode);
  const bg = (mode === 'light' ? theme.backgroundLight : theme.backgroundDark) ?? palette.bg;
  const accent = mode === 'light' ? theme.primary : theme.light;
  const accentKey = mode === 'light' || model.colors.light === undefined ? ['colors', 'primary'] : ['colors', 'light'];
  const bgKey = backgroundKey(model, mode);
  const link = mixColors(accent, palette.fg, palette.linkShare) ?? accent;
  const pairs = [
    ...pair('body text', 'text', mode, palette.fg, bg, AA_NORMAL, bgKey),
    ...pair('muted text', 'text', mode, palette.muted, bg, AA_NORMAL, bgKey),
    ...pair('links', 'text', mode, link, bg, AA_NORMAL, accentKey),
  ];
  // The sidebar's current page: the theme's colours for it (a tint of the accent, or a panel colour).
  const tokens = THEME_TOKENS[themeName(model.theme)];
  const vars = { '--dw-link': link, '--dw-fg': palette.fg, '--dw-muted': palette.muted, '--dw-bg': bg, '--dw-soft': palette.soft, '--dw-accent': accent };
  const activeFg = tokenColor(tokens.navActiveFg, vars, bg);
  const activeBg = tokenColor(tokens.navActiveBg, vars, bg);
  if (activeFg !== undefined && activeBg !== undefined) pairs.push(...pair('the current page in the sidebar', 'text', mode, activeFg, activeBg, AA_NORMAL, accentKey));
  if (model.navbar.primary) {
    // The button is `colors.dark` in light mode and `colors.primary` in dark mode, its text what `readableOn` picks.
    const button = mode === 'light' ? theme.dark : theme.primary;
    const key = mode === 'light' && model.colors.dark !== undefined ? ['colors', 'dark'] : ['colors', 'primary'];
    pairs.push(...pair("the navbar button's text", 'text', mode, readableOn(button), button, AA_NORMAL, key));
  }
  return pairs;
}

/** The theme's colours against the backgrounds, as `mint a11y` judges them: the one judgement `check` makes too (`themeContrastPairs`). */
function themePairs(model: Pick<DocsModel, 'colors' | 'background' | 'theme' | 'raw'>): ContrastPair[] {
  return themeContrastPairs(model).map((pair) => ({ ...pair, kind: 'theme' as const }));
}

/**
 * Every colour pair of the site's theme with its WCAG 2 contrast ratio: the rendered text in
 * light then dark mode (`kind: 'text'`), then the theme's own pairs (`kind: 'theme'`).
 * A pair whose `ratio` is below its `minimum` fails WCAG 2.1 AA.
 */
export function themeContrast(model: Pick<DocsModel, 'colors' | 'background' | 'navbar' | 'theme' | 'raw'>): ContrastPair[] {
  return [...textPairs(model, 'light'), ...textPairs(model, 'dark'), ...themePairs(model)];
}
