// CSS colours from docs.json and from component attributes (`<Card color>`, `<Icon color>`,
// `<Color.Item value>`), read by culori: a value reaches CSS only when culori parses it as
// a colour, and then as text we write (a hex code as written, otherwise culori's
// serialisation), so nothing else (a `;`, a brace, `url(`, `var(`, a comment) gets through.
// The same parse gives the WCAG contrast `check` reports, for every colour syntax.
import {
  converter,
  formatCss,
  formatHex,
  formatHsl,
  formatRgb,
  modeHsl,
  modeHwb,
  modeLab,
  modeLch,
  modeLrgb,
  modeOklab,
  modeOklch,
  modeRgb,
  parse,
  useMode,
  wcagContrast,
  type Color,
} from 'culori/fn';

// culori/fn loads only the colour spaces registered here (the whole library is ~1.8 MB); `npm run build`
// bundles this module with them inlined (scripts/bundle.mjs), so import culori only here.
for (const mode of [modeRgb, modeLrgb, modeHsl, modeHwb, modeLab, modeLch, modeOklab, modeOklch]) useMode(mode);

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
/** The colour spaces of CSS Colors 3 (hex, names, `rgb()`, `hsl()`): what a site's theme colours may be written in. */
const CSS3_MODES = new Set(['rgb', 'hsl']);
/** No colour is written in more characters than this; longer text is refused unread. */
const MAX_LENGTH = 64;

/** The colour `value` names, parsed; `undefined` when it is not a colour culori reads. */
function parseColor(value: string | undefined): Color | undefined {
  const text = value?.trim();
  if (!text || text.length > MAX_LENGTH) return undefined;
  return parse(text);
}

/**
 * `value` as safe CSS colour text, or `undefined`. A hex code stays as written; any other
 * colour is written by culori: opaque `rgb()` and names as hex, translucent ones as `rgba()`,
 * `hsl()` as `hsl()`, and (with `css4`) `hwb()`, `lab()`, `lch()`, `oklab()`, `oklch()` in
 * their own syntax. Without `css4`, only CSS Colors 3 values pass (a theme colour).
 */
export function cssColor(value: string | undefined, options: { css4?: boolean } = {}): string | undefined {
  const color = parseColor(value);
  if (!color || (options.css4 !== true && !CSS3_MODES.has(color.mode))) return undefined;
  const text = (value ?? '').trim();
  if (HEX.test(text)) return text;
  if (color.mode === 'rgb') return color.alpha === undefined || color.alpha >= 1 ? formatHex(color) : formatRgb(color);
  if (color.mode === 'hsl') return formatHsl(color);
  return formatCss(color);
}

/** The WCAG 2 contrast ratio of two colours, from 1 (none) to 21 (black on white); `undefined` when either is not a colour. Alpha is ignored. */
export function contrastRatio(a: string, b: string): number | undefined {
  const first = parseColor(a);
  const second = parseColor(b);
  return first && second ? wcagContrast(first, second) : undefined;
}

/**
 * `value` with its HSL lightness scaled by `factor` (0.5 halves it, 1.5 raises it by half, capped
 * at white), as a hex code: the text colour a custom `<Callout color>` gets in light (0.5) and
 * dark (1.5) mode, as Mintlify's callout computes it. `undefined` when `value` is not a colour.
 */
export function scaleLightness(value: string | undefined, factor: number): string | undefined {
  const color = parseColor(value);
  if (!color || !Number.isFinite(factor) || factor < 0) return undefined;
  const hsl = converter('hsl')(color);
  return formatHex({ ...hsl, l: Math.min(1, (hsl.l ?? 0) * factor), alpha: undefined });
}

const toRgb = converter('rgb');

/**
 * CSS `color-mix(in srgb, a weight%, b)` as a hex code: each sRGB channel `weight` (0..1) of
 * `a` and the rest of `b`, as browsers compute it; `undefined` when either is not a colour. Alpha is ignored.
 */
export function mixColors(a: string, b: string, weight: number): string | undefined {
  const first = parseColor(a);
  const second = parseColor(b);
  if (!first || !second) return undefined;
  const x = toRgb(first);
  const y = toRgb(second);
  const w = Math.min(1, Math.max(0, weight));
  return formatHex({ mode: 'rgb', r: x.r * w + y.r * (1 - w), g: x.g * w + y.g * (1 - w), b: x.b * w + y.b * (1 - w) });
}
