// The horizontal extent of SVG path data (the `d` attribute): where the ink starts and ends
// on the x axis. Curves and arcs are sampled, so the extent is the drawn shape's to within a
// fraction of a unit, not the hull of its control points. src/icons.ts uses it to frame Font
// Awesome icons, whose Iconify collection centres every glyph in one 640-unit square.

export interface Extent {
  min: number;
  max: number;
}

const SAMPLES = 8;
const TOKEN = /[MmLlHhVvCcSsQqTtAaZz]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g;
/** How many numbers one segment of each command takes. */
const ARITY: Readonly<Record<string, number>> = { m: 2, l: 2, h: 1, v: 1, c: 6, s: 4, q: 4, t: 2, a: 7, z: 0 };

/** The arc's points between its ends (SVG 1.1 F.6.5: endpoint to centre parameterisation). */
function arcXs(x1: number, y1: number, rxIn: number, ryIn: number, angle: number, large: boolean, sweep: boolean, x2: number, y2: number): number[] {
  let rx = Math.abs(rxIn);
  let ry = Math.abs(ryIn);
  if (rx === 0 || ry === 0 || (x1 === x2 && y1 === y2)) return [];
  const phi = (angle * Math.PI) / 180;
  const cos = Math.cos(phi);
  const sin = Math.sin(phi);
  const dx = (x1 - x2) / 2;
  const dy = (y1 - y2) / 2;
  const x1p = cos * dx + sin * dy;
  const y1p = -sin * dx + cos * dy;
  const lambda = (x1p * x1p) / (rx * rx) + (y1p * y1p) / (ry * ry);
  if (lambda > 1) {
    rx *= Math.sqrt(lambda);
    ry *= Math.sqrt(lambda);
  }
  const num = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p;
  const den = rx * rx * y1p * y1p + ry * ry * x1p * x1p;
  const factor = (large === sweep ? -1 : 1) * Math.sqrt(Math.max(0, num / den));
  const cxp = (factor * rx * y1p) / ry;
  const cyp = (-factor * ry * x1p) / rx;
  const cx = cos * cxp - sin * cyp + (x1 + x2) / 2;
  const start = Math.atan2((y1p - cyp) / ry, (x1p - cxp) / rx);
  let delta = Math.atan2((-y1p - cyp) / ry, (-x1p - cxp) / rx) - start;
  if (sweep && delta < 0) delta += 2 * Math.PI;
  if (!sweep && delta > 0) delta -= 2 * Math.PI;
  const xs: number[] = [];
  const steps = SAMPLES * 4;
  for (let i = 1; i < steps; i++) {
    const t = start + (delta * i) / steps;
    xs.push(cx + rx * Math.cos(t) * cos - ry * Math.sin(t) * sin);
  }
  // Sampling misses the leftmost and rightmost points between samples by at most r·(1-cos(π/steps)).
  return xs;
}

/** The x of a cubic Bézier between its ends. */
function cubicXs(x0: number, x1: number, x2: number, x3: number): number[] {
  const xs: number[] = [];
  for (let i = 1; i < SAMPLES; i++) {
    const t = i / SAMPLES;
    const u = 1 - t;
    xs.push(u * u * u * x0 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t * x3);
  }
  return xs;
}

/** The x of a quadratic Bézier between its ends. */
function quadXs(x0: number, x1: number, x2: number): number[] {
  const xs: number[] = [];
  for (let i = 1; i < SAMPLES; i++) {
    const t = i / SAMPLES;
    const u = 1 - t;
    xs.push(u * u * x0 + 2 * u * t * x1 + t * t * x2);
  }
  return xs;
}

/**
 * Arc flags may be written without separators (`a1 1 0 011.4 0`): split a number token that
 * stands where a flag is expected into its first digit and the rest.
 */
function splitFlag(tokens: string[], at: number): void {
  const token = tokens[at];
  if (token !== undefined && token.length > 1 && /^[01]/.test(token)) tokens.splice(at, 1, token[0] ?? '', token.slice(1));
}

/** Where the pen is while a path is read. */
interface Pen {
  x: number;
  y: number;
  /** The current subpath's start, where `Z` returns. */
  startX: number;
  startY: number;
  /** The last control point, for `S` and `T`. */
  ctrlX: number;
  ctrlY: number;
  /** The previous command, lower case. */
  previous: string;
}

/**
 * One segment of command `lower` (lower case) with its numbers: its end point and the x values it
 * passes between its ends (curves and arcs); the pen's control point and subpath start follow it.
 */
function segment(pen: Pen, lower: string, relative: boolean, numbers: readonly number[]): { endX: number; endY: number; xs: number[] } {
  const ox = relative ? pen.x : 0;
  const oy = relative ? pen.y : 0;
  const n = (k: number): number => numbers[k] ?? 0;
  const { x, y } = pen;
  switch (lower) {
    case 'm':
    case 'l':
    case 't': {
      const endX = ox + n(0);
      const endY = oy + n(1);
      if (lower === 'm') {
        pen.startX = endX;
        pen.startY = endY;
      }
      if (lower !== 't') return { endX, endY, xs: [] };
      const smooth = pen.previous === 'q' || pen.previous === 't';
      pen.ctrlX = smooth ? 2 * x - pen.ctrlX : x;
      pen.ctrlY = smooth ? 2 * y - pen.ctrlY : y;
      return { endX, endY, xs: quadXs(x, pen.ctrlX, endX) };
    }
    case 'h':
      return { endX: ox + n(0), endY: y, xs: [] };
    case 'v':
      return { endX: x, endY: oy + n(0), xs: [] };
    case 'c':
    case 's': {
      const reflect = pen.previous === 'c' || pen.previous === 's';
      const c1x = lower === 'c' ? ox + n(0) : reflect ? 2 * x - pen.ctrlX : x;
      const at = lower === 'c' ? 2 : 0;
      const endX = ox + n(at + 2);
      pen.ctrlX = ox + n(at);
      pen.ctrlY = oy + n(at + 1);
      return { endX, endY: oy + n(at + 3), xs: cubicXs(x, c1x, pen.ctrlX, endX) };
    }
    case 'q': {
      pen.ctrlX = ox + n(0);
      pen.ctrlY = oy + n(1);
      const endX = ox + n(2);
      return { endX, endY: oy + n(3), xs: quadXs(x, pen.ctrlX, endX) };
    }
    case 'a': {
      const endX = ox + n(5);
      const endY = oy + n(6);
      return { endX, endY, xs: arcXs(x, y, n(0), n(1), n(2), n(3) !== 0, n(4) !== 0, endX, endY) };
    }
    default:
      return { endX: x, endY: y, xs: [] };
  }
}

/** The horizontal extent of path data, or undefined when it draws nothing readable. */
export function pathExtent(d: string): Extent | undefined {
  const tokens = d.match(TOKEN) ?? [];
  let min = Infinity;
  let max = -Infinity;
  const see = (x: number): void => {
    if (!Number.isFinite(x)) return;
    if (x < min) min = x;
    if (x > max) max = x;
  };
  const pen: Pen = { x: 0, y: 0, startX: 0, startY: 0, ctrlX: 0, ctrlY: 0, previous: '' };
  let command = '';
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i] ?? '';
    if (/^[a-z]$/i.test(token)) {
      command = token;
      i++;
      if (command.toLowerCase() === 'z') {
        pen.x = pen.startX;
        pen.y = pen.startY;
        pen.previous = 'z';
        continue;
      }
    } else if (command === '') return undefined;
    const lower = command.toLowerCase();
    const arity = ARITY[lower] ?? 0;
    if (lower === 'a') {
      splitFlag(tokens, i + 3);
      splitFlag(tokens, i + 4);
    }
    const numbers = tokens.slice(i, i + arity).map(Number);
    if (numbers.length < arity || numbers.some((n) => Number.isNaN(n))) break;
    i += arity;
    const relative = command !== command.toUpperCase();
    const { endX, endY, xs } = segment(pen, lower, relative, numbers);
    for (const sx of xs) see(sx);
    // A moveto draws nothing: its point counts with the segment that starts there.
    if (lower !== 'm') {
      see(pen.x);
      see(endX);
    }
    // Numbers after a moveto are linetos.
    if (lower === 'm') command = relative ? 'l' : 'L';
    pen.x = endX;
    pen.y = endY;
    pen.previous = lower;
  }
  return min <= max ? { min, max } : undefined;
}
