// Colours from the site configuration (`colors.*`, `background.color.*`) are written into CSS:
// the page's theme variables and the Tailwind theme. Only a plain colour passes: a hex code,
// an `rgb()`/`rgba()`/`hsl()`/`hsla()` of numbers, or a CSS colour name. Anything else (a
// `;`, a brace, `url(`, `var(`, a comment) is dropped and the default takes its place.
import type { DocsModel } from '../config/index.js';

const NAMED = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood cadetblue chartreuse ' +
    'chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta ' +
    'darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet ' +
    'deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray grey ' +
    'green greenyellow honeydew hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral ' +
    'lightcyan lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray ' +
    'lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple ' +
    'mediumseagreen mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite ' +
    'navy oldlace olive olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink ' +
    'plum powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue ' +
    'slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow ' +
    'yellowgreen transparent'
  ).split(' '),
);

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
/** `rgb(1 2 3 / 50%)`, `rgba(1, 2, 3, .5)`, `hsl(210deg 40% 50%)`: numbers, units, commas, a slash. */
const FUNCTION = /^(?:rgba?|hsla?)\(\s*[-+]?[\d.]+(?:deg|turn|rad|%)?(?:\s*[,\s]\s*[-+]?[\d.]+%?){2}(?:\s*[,/]\s*[\d.]+%?)?\s*\)$/i;

/** The colour as written when it is a plain colour, else undefined. */
export function configColor(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const text = value.trim();
  if (text.length === 0 || text.length > 64) return undefined;
  if (HEX.test(text) || FUNCTION.test(text) || NAMED.has(text.toLowerCase())) return text;
  return undefined;
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
