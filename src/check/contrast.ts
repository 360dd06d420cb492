/** WCAG 2 contrast between two sRGB colours. */

export type Rgb = [number, number, number];

/** `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` as RGB (alpha ignored); `undefined` otherwise. */
export function parseHex(value: string): Rgb | undefined {
  const match = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(value.trim());
  if (!match?.[1]) return undefined;
  let hex = match[1];
  if (hex.length <= 4) hex = hex.split('').map((c) => c + c).join('');
  const at = (i: number): number => parseInt(hex.slice(i, i + 2), 16);
  return [at(0), at(2), at(4)];
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function luminance([r, g, b]: Rgb): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The contrast ratio, from 1 (none) to 21 (black on white). */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}
