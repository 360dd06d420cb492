// The icon libraries docs.json's `icons.library` chooses from, as Iconify's JSON collections
// ship them: Font Awesome Free 7 (`@iconify-json/fa7-solid`, `fa7-regular`, `fa7-brands`),
// Lucide (`@iconify-json/lucide`) and Tabler (`@iconify-json/tabler`: outline icons under their
// name, filled ones as `<name>-filled`). One JSON file per collection (1-2 MB, against 40-70 MB
// for the packages that ship one SVG file per icon): each is read once per process, and only
// when a name must be looked up in it.
// Shared by the renderer (the SVG), the config check and the `icon-known` lint rule (whether
// a name exists), so they agree on what an icon name is.
import { existsSync, readFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import { isRecord } from './guards.js';
import { pathExtent } from './svg-path-extent.js';

export const ICON_LIBRARIES = ['fontawesome', 'lucide', 'tabler'] as const;

/** The Font Awesome icon styles an `iconType` (of docs.json, front matter or a component) may name, as Mintlify's schema lists them. */
export const ICON_TYPES = ['brands', 'duotone', 'light', 'regular', 'sharp-duotone-solid', 'sharp-light', 'sharp-regular', 'sharp-solid', 'sharp-thin', 'solid', 'thin'] as const;
export type IconLibrary = (typeof ICON_LIBRARIES)[number];

/**
 * The libraries a component's own `iconLibrary` names (`<Icon icon="rocket" iconLibrary="lucide" />`), as Mintlify's
 * components (@mintlify/components) type it: Tabler is a site's `icons.library` only.
 */
export const COMPONENT_ICON_LIBRARIES = ['fontawesome', 'lucide'] as const;

/** The library a component's `iconLibrary` draws its icon from, as Mintlify's Icon reads it: `lucide` is Lucide, any other value Font Awesome. */
export function componentIconLibrary(value: string): IconLibrary {
  return value === 'lucide' ? 'lucide' : 'fontawesome';
}

/** The Iconify collections docwright reads, by their prefix. */
export const ICON_SETS = ['fa7-solid', 'fa7-regular', 'fa7-brands', 'lucide', 'tabler'] as const;
export type IconSet = (typeof ICON_SETS)[number];

/** An icon found in a collection: the set and the name it has there. */
export interface IconRef {
  set: IconSet;
  name: string;
}

/** What an `<svg>` needs to draw an icon. */
export interface IconDrawing {
  viewBox: string;
  body: string;
}

/** A collection as read from its `icons.json`: only what lookups need, checked at the edge. */
interface Collection {
  icons: Record<string, unknown>;
  aliases: Record<string, unknown>;
  width: number;
  height: number;
  /** Icons the library renamed or removed, which the collection keeps hidden. */
  hidden: Set<string>;
}

const collections = new Map<IconSet, Collection | null>();

/**
 * A collection's JSON text. The package build stores each as `dist/vendor/icons/<set>.json.br`
 * (scripts/bundle.mjs; issue 29: 4.8 MB as the @iconify-json packages, under 1 MB compressed, and
 * a few milliseconds to decompress); in a checkout run from source they are read from the
 * devDependencies. This module is compiled to dist/src/icons.js and inlined into the bundles one
 * folder further down (dist/src/cli/, dist/src/lint/), so the store is looked for from both.
 */
function collectionText(set: IconSet): string {
  for (const up of ['../../', '../']) {
    const stored = new URL(`${up}vendor/icons/${set}.json.br`, import.meta.url);
    if (existsSync(stored)) return brotliDecompressSync(readFileSync(stored)).toString('utf8');
  }
  return readFileSync(new URL(`../node_modules/@iconify-json/${set}/icons.json`, import.meta.url), 'utf8');
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/** A collection, read and parsed on first use; `null` when its package is not installed or unreadable. */
function collection(set: IconSet): Collection | null {
  const known = collections.get(set);
  if (known !== undefined) return known;
  let loaded: Collection | null = null;
  try {
    const data: unknown = JSON.parse(collectionText(set));
    if (isRecord(data) && isRecord(data.icons)) {
      const icons = data.icons;
      const hidden = new Set(Object.keys(icons).filter((name) => entry(icons, name)?.hidden === true));
      loaded = { icons, aliases: isRecord(data.aliases) ? data.aliases : {}, width: numberOr(data.width, 16), height: numberOr(data.height, 16), hidden };
    }
  } catch {
    loaded = null;
  }
  collections.set(set, loaded);
  return loaded;
}

/** The entry of `name` in a table of the collection: its own key only (`constructor` is no icon). */
function entry(table: Record<string, unknown>, name: string): Record<string, unknown> | undefined {
  if (!Object.hasOwn(table, name)) return undefined;
  const value = table[name];
  return isRecord(value) ? value : undefined;
}

/**
 * Whether the collection offers `name`, as an icon or as an alias of one. Iconify keeps what a
 * library dropped as hidden icons; docwright offers what the library's own package ships:
 * Lucide's old names of renamed icons (`align-center`), but not the brand logos Lucide removed
 * (`github` in a Lucide site draws Font Awesome's logo), and none of Tabler's retired icons.
 */
function has(set: IconSet, name: string): boolean {
  const c = collection(set);
  if (c === null) return false;
  const own = Object.hasOwn(c.aliases, name) ? entry(c.aliases, name)?.parent : name;
  if (typeof own !== 'string' || typeof entry(c.icons, own)?.body !== 'string') return false;
  if (!c.hidden.has(own)) return true;
  return set === 'lucide' && !has('fa7-brands', own);
}

/** Font Awesome's paid styles map to the closest free one. */
function faSets(iconType: string | undefined): IconSet[] {
  switch (iconType) {
    case 'regular':
    case 'light':
    case 'thin':
    case 'duotone':
    case 'sharp-regular':
    case 'sharp-light':
    case 'sharp-thin':
      return ['fa7-regular', 'fa7-solid', 'fa7-brands'];
    case 'brands':
      return ['fa7-brands', 'fa7-solid', 'fa7-regular'];
    default:
      return ['fa7-solid', 'fa7-brands', 'fa7-regular'];
  }
}

/** Whether `library` is one docwright knows (`icons.library`). */
export function isIconLibrary(library: string): library is IconLibrary {
  return (ICON_LIBRARIES as readonly string[]).includes(library);
}

/**
 * Whether an icon value is an image rather than a library name: as Mintlify's Icon (@mintlify/components) reads it, a
 * root path (`/icons/star.svg`) or an absolute URL. A relative path (`icons/star.svg`, `./star.svg`) is a name to it,
 * which no library has: it draws no icon (`pathLikeIcon`).
 */
export function isIconUrl(icon: string): boolean {
  return /^(https?:\/\/|\/)/i.test(icon);
}

/** An icon name written as a relative file path (`icons/star.svg`): Mintlify looks it up as a name and draws nothing. */
export function pathLikeIcon(value: string): boolean {
  return /[/\\]|\.(svg|png|jpe?g|webp|gif|avif)$/i.test(value.trim());
}

/**
 * Font Awesome Pro-only names seen in real Mintlify projects, mapped to the closest Free icon
 * (the free set has no such icon, so they would draw nothing).
 */
const PRO_ALIASES: Readonly<Record<string, string>> = {
  'alien-8bit': 'gamepad',
  'book-open-cover': 'book-open',
  'rectangle-terminal': 'terminal',
  'message-bot': 'robot',
  'chart-mixed': 'chart-column',
  'square-1': '1',
  'square-2': '2',
  'square-3': '3',
  'square-4': '4',
  'square-5': '5',
  'square-6': '6',
  'square-7': '7',
  'square-8': '8',
  'square-9': '9',
};

/** `id` in one library, if it has it; in Font Awesome, a Pro-only name finds its Free stand-in. */
function findIn(library: IconLibrary, id: string, iconType: string | undefined): IconRef | undefined {
  const fa = id.replace(/^fa-/, '');
  const pro = Object.hasOwn(PRO_ALIASES, fa) ? PRO_ALIASES[fa] : undefined;
  const candidates: IconRef[] =
    library === 'fontawesome'
      ? [...faSets(iconType).map((set) => ({ set, name: fa })), ...(pro === undefined ? [] : faSets(iconType).map((set) => ({ set, name: pro })))]
      : library === 'lucide'
        ? [{ set: 'lucide', name: id }]
        : // Tabler: the outline icon first, then the filled one of the same name.
          [{ set: 'tabler', name: id }, ...(id.endsWith('-filled') ? [] : [{ set: 'tabler' as const, name: `${id}-filled` }])];
  return candidates.find((ref) => has(ref.set, ref.name));
}

const found = new Map<string, IconRef | undefined>();

/**
 * An icon by name (`book`, `github`): from `library` first (the model's `icons.library`, Font
 * Awesome by default), then from the other two; undefined when no library has it.
 */
export function findIcon(name: string, iconType?: string, library = 'fontawesome'): IconRef | undefined {
  if (!/^[a-z0-9-]+$/i.test(name)) return undefined;
  const key = `${library}:${iconType ?? ''}:${name}`;
  if (found.has(key)) return found.get(key);
  const id = name.toLowerCase();
  const first: IconLibrary = isIconLibrary(library) ? library : 'fontawesome';
  const order = [first, ...ICON_LIBRARIES.filter((l) => l !== first)];
  let result: IconRef | undefined;
  for (const lib of order) {
    result = findIn(lib, id, iconType);
    if (result) break;
  }
  found.set(key, result);
  return result;
}

/**
 * Whether a library's names are all known to docwright, so that a name it lacks is drawn from no other: Lucide and
 * Tabler. Mintlify draws every named icon from the one library chosen ("All icon names in your docs must come from the
 * selected library"), so `house-chimney` (Font Awesome's) in a Lucide site is no icon. Font Awesome is not: Mintlify
 * also draws its Pro icons, which docwright does not have, so a name only Lucide or Tabler has is not judged there.
 */
export function isStrictLibrary(library: string | undefined): library is 'lucide' | 'tabler' {
  return library === 'lucide' || library === 'tabler';
}

/** Whether Lucide once had `name` (an icon or alias Iconify keeps hidden: a brand logo such as `github`), which the Lucide Mintlify draws from may still have. */
function retiredLucide(name: string): boolean {
  const c = collection('lucide');
  return c !== null && (Object.hasOwn(c.icons, name) || Object.hasOwn(c.aliases, name));
}

/**
 * `name` as the site draws it: from `library` first, then from the others; with a strict library
 * ({@link isStrictLibrary}) from it only, but for names docwright cannot judge against it, drawn as before from
 * another library unless `strictOnly`: a language name (Mintlify may draw the language's logo) and an icon Lucide
 * retired (`github`, `slack`: the Lucide Mintlify draws from may still have it).
 */
function lookUp(name: string, iconType: string | undefined, library: string, strictOnly = false): IconRef | undefined {
  if (!isStrictLibrary(library)) return findIcon(name, iconType, library);
  if (!/^[a-z0-9-]+$/i.test(name)) return undefined;
  const id = name.toLowerCase();
  const own = findIn(library, id, iconType);
  if (own || strictOnly) return own;
  return languageIcon(name) !== undefined || (library === 'lucide' && retiredLucide(id)) ? findIcon(name, iconType, library) : undefined;
}

/** Font Awesome's glyph widths: every Free 7 glyph is 512 units high and one of these wide. */
const FA_WIDTHS = [512, 576, 640];
/** How far a glyph's ink may reach past its box (a flame's curve, a wrench's tip): measured on the Free set. */
const FA_OVERSHOOT = 8;

/**
 * The square a Font Awesome glyph is framed in. Iconify centres each glyph's own box
 * (`0 0 <width> 512`) in a 640-unit square, which would draw a 512-wide glyph at 80% of the
 * size its own SVG file has in the same 1em box. The glyph's box is gone from the data, so
 * its width is read back from the ink: the narrowest Font Awesome width the ink fits in, give
 * or take an overshoot (which the frame cuts off, as the glyph's own file does). Against Font Awesome Free 7.3's own files this picks the file's
 * width for all but 10 of about 2,900 glyphs, which come out one width step larger or smaller.
 */
function faViewBox(body: string): string {
  let half = 0;
  for (const match of body.matchAll(/\sd="([^"]*)"/g)) {
    const extent = pathExtent(match[1] ?? '');
    if (extent) half = Math.max(half, 320 - extent.min, extent.max - 320);
  }
  const size = FA_WIDTHS.find((width) => half <= width / 2 + FA_OVERSHOOT) ?? Math.ceil(2 * half);
  const origin = 320 - size / 2;
  return `${origin} ${origin} ${size} ${size}`;
}

/** The wrapper that applies an icon's flips and quarter turns (Iconify's `hFlip`, `vFlip`, `rotate`). */
function transformed(body: string, item: Record<string, unknown>, box: { left: number; top: number; width: number; height: number }): string {
  const steps: string[] = [];
  const cx = box.left + box.width / 2;
  const cy = box.top + box.height / 2;
  const rotate = numberOr(item.rotate, 0) % 4;
  if (rotate !== 0) steps.push(`rotate(${rotate * 90} ${cx} ${cy})`);
  if (item.hFlip === true) steps.push(`translate(${2 * cx} 0) scale(-1 1)`);
  if (item.vFlip === true) steps.push(`translate(0 ${2 * cy}) scale(1 -1)`);
  return steps.length === 0 ? body : `<g transform="${steps.join(' ')}">${body}</g>`;
}

/** How to draw an icon `findIcon` found: its view box and its SVG body (trusted markup from the collection). */
export function iconDrawing(ref: IconRef): IconDrawing | undefined {
  const c = collection(ref.set);
  if (c === null) return undefined;
  let item = entry(c.icons, ref.name);
  const alias = item === undefined ? entry(c.aliases, ref.name) : undefined;
  if (alias !== undefined && typeof alias.parent === 'string') {
    const parent = entry(c.icons, alias.parent);
    // An alias's own flips and turns add to its parent's.
    if (parent !== undefined)
      item = {
        ...parent,
        ...alias,
        rotate: numberOr(parent.rotate, 0) + numberOr(alias.rotate, 0),
        hFlip: (parent.hFlip === true) !== (alias.hFlip === true),
        vFlip: (parent.vFlip === true) !== (alias.vFlip === true),
      };
  }
  if (item === undefined || typeof item.body !== 'string') return undefined;
  const box = { left: numberOr(item.left, 0), top: numberOr(item.top, 0), width: numberOr(item.width, c.width), height: numberOr(item.height, c.height) };
  const body = transformed(item.body, item, box);
  const framed = ref.set.startsWith('fa7-') && box.width === 640 && box.height === 640;
  return { viewBox: framed ? faViewBox(item.body) : `${box.left} ${box.top} ${box.width} ${box.height}`, body };
}

/**
 * Whether an icon value names nothing: not an image or inline SVG, no library has it (with `library` `lucide` or
 * `tabler`: that library lacks it, {@link isStrictLibrary}), and it is no language name Mintlify draws as that
 * language's logo (`golang`, `C#`; with `library` `lucide` it draws none).
 * Values docwright cannot judge (empty, expressions) are not unknown.
 */
export function isUnknownIcon(value: string, library?: string): boolean {
  const name = value.trim();
  if (!isIconName(name)) return false;
  if (languageIcon(name) !== undefined) return findIcon(name) === undefined && library === 'lucide';
  return lookUp(name, undefined, library ?? 'fontawesome') === undefined;
}

/**
 * The language names Mintlify draws as a language's logo before it looks in Font Awesome (@mintlify/components
 * `getIconUrl`: the keys and aliases of its code snippet presets, any case), each with the free glyph docwright
 * draws for it (a Font Awesome brand where there is one).
 */
const LANGUAGE_ICONS: Readonly<Record<string, string>> = {
  bash: 'terminal', curl: 'terminal', sh: 'terminal', shell: 'terminal',
  python: 'python', py: 'python',
  javascript: 'js', js: 'js',
  node: 'node-js', nodejs: 'node-js', 'node.js': 'node-js',
  php: 'php',
  go: 'golang', golang: 'golang',
  java: 'java',
  ruby: 'gem', rb: 'gem',
  powershell: 'terminal',
  swift: 'swift',
  csharp: 'microsoft', 'c#': 'microsoft', dotnet: 'microsoft', '.net': 'microsoft', 'dot-net': 'microsoft',
  typescript: 'typescript', ts: 'typescript',
  c: 'c', 'c++': 'c', cpp: 'c',
  kotlin: 'k', kt: 'k',
  rust: 'rust', rs: 'rust',
  dart: 'dart-lang', flutter: 'flutter',
  toml: 'file-code',
};

/** The glyph docwright draws for a language name Mintlify draws as that language's logo (`golang`, `C#`), if the name is one. */
function languageIcon(name: string): IconRef | undefined {
  const glyph = Object.hasOwn(LANGUAGE_ICONS, name.toLowerCase()) ? LANGUAGE_ICONS[name.toLowerCase()] : undefined;
  return glyph === undefined ? undefined : (findIcon(glyph) ?? FALLBACK_ICON);
}

/** Whether a value is meant as a library icon's name: not empty, not an image, inline SVG or expression. */
function isIconName(name: string): boolean {
  return !(name === '' || name.startsWith('<') || name.startsWith('{') || isIconUrl(name));
}

/** The glyph drawn for an icon name no library has and nothing stands in for: Font Awesome's hollow circle, which says "an icon here" without claiming a meaning. */
export const FALLBACK_ICON: IconRef = { set: 'fa7-regular', name: 'circle' };

/**
 * Words Font Awesome Pro puts around an icon to frame or restyle it (`square-terminal`,
 * `message-bot`, `chart-mixed`): dropped first when the name itself is not in a free set.
 */
const FRAME_WORDS = new Set(['square', 'circle', 'rectangle', 'message', 'comment', 'hexagon', 'octagon', 'diamond', 'badge', 'sharp', 'duotone', 'light', 'thin', 'solid', 'regular', 'alt', 'mixed', 'simple', 'cover', 'small', 'large', 'plus', 'minus']);

/** Runs of adjacent words, longest first and, among runs as long, the last first (Font Awesome puts the thing named last: `rectangle-terminal`). */
function wordRuns(words: readonly string[]): string[] {
  const runs: string[] = [];
  for (let size = words.length; size >= 1; size--) for (let at = words.length - size; at >= 0; at--) runs.push(words.slice(at, at + size).join('-'));
  return runs;
}

/**
 * The names tried, nearest first, for a name no library has: Font Awesome 4/5's word order
 * (`question-circle` is Font Awesome 7's `circle-question`), the name without Pro's framing words
 * (`square-1` → `1`), then shorter runs of its words. Each is looked up in every library, the
 * site's first, with the collections' own aliases (Lucide's and Tabler's old names).
 */
function standInNames(id: string): string[] {
  const words = id.split('-').filter((w) => w !== '');
  const last = words.at(-1);
  const reordered = words.length > 1 && last !== undefined ? [[last, ...words.slice(0, -1)].join('-'), [...words.slice(1), words[0]].join('-')] : [];
  const bare = words.filter((w) => !FRAME_WORDS.has(w));
  return [...new Set([...reordered, ...wordRuns(bare), ...wordRuns(words)])].filter((name) => name !== id);
}

/** The first Font Awesome category (the collection's own metadata) with a word of the name in its title, and a drawable icon of it. */
function categoryIcon(id: string, iconType: string | undefined, library: string): IconRef | undefined {
  const words = new Set(id.split('-'));
  for (const [title, icons] of faCategories()) {
    if (!title.toLowerCase().split(/[^a-z0-9]+/).some((w) => w.length > 2 && (words.has(w) || words.has(w.replace(/s$/, ''))))) continue;
    for (const icon of icons) {
      const ref = lookUp(icon, iconType, library, true);
      if (ref) return ref;
    }
  }
  return undefined;
}

let categories: [string, string[]][] | undefined;

/** Font Awesome's categories (`@iconify-json/fa7-solid/metadata.json`); none when the file is not there (the packaged build). */
function faCategories(): [string, string[]][] {
  if (categories) return categories;
  categories = [];
  try {
    const data: unknown = JSON.parse(readFileSync(new URL('../node_modules/@iconify-json/fa7-solid/metadata.json', import.meta.url), 'utf8'));
    if (isRecord(data) && isRecord(data.categories))
      for (const [title, icons] of Object.entries(data.categories)) if (Array.isArray(icons)) categories.push([title, icons.filter((i): i is string => typeof i === 'string')]);
  } catch {
    // Without the metadata the fallback glyph stands in.
  }
  return categories;
}

/** An icon drawn for a name: the icon itself, a stand-in for a name no library has, or the neutral fallback. */
export interface DrawnIcon {
  ref: IconRef;
  /** `name`: the library has it; `stand-in`: a near name (other words, a category); `fallback`: {@link FALLBACK_ICON}. */
  via: 'name' | 'stand-in' | 'fallback';
}

const drawn = new Map<string, DrawnIcon | undefined>();

/**
 * What to draw for an icon name, never nothing for a name: the icon (in another style when its
 * own is Pro-only), else a stand-in (`standInNames`, then a Font Awesome category with one of
 * its words), else {@link FALLBACK_ICON}. Undefined only for a value that is no name (empty,
 * an image, inline SVG, an expression). The caller warns ({@link unknownIconMessage}).
 */
export function drawnIcon(value: string, iconType?: string, library = 'fontawesome'): DrawnIcon | undefined {
  const name = value.trim();
  if (!isIconName(name)) return undefined;
  const key = `${library}:${iconType ?? ''}:${name}`;
  if (drawn.has(key)) return drawn.get(key);
  let result: DrawnIcon = { ref: FALLBACK_ICON, via: 'fallback' };
  // A relative file path is no name of a glyph: no near name stands in for it.
  if (pathLikeIcon(name)) return result;
  const own = lookUp(name, iconType, library);
  // Mintlify's language logos come before Font Awesome, for any library but Lucide.
  const language = library === 'lucide' ? undefined : languageIcon(name);
  if (language) result = { ref: language, via: 'stand-in' };
  else if (own) result = { ref: own, via: 'name' };
  else {
    const id = name.toLowerCase().replace(/^fa-/, '').replace(/[^a-z0-9]+/g, '-');
    const near = standInNames(id).reduce<IconRef | undefined>((hit, candidate) => hit ?? lookUp(candidate, iconType, library, true), undefined) ?? categoryIcon(id, iconType, library);
    if (near) result = { ref: near, via: 'stand-in' };
  }
  drawn.set(key, result);
  return result;
}

/**
 * A name written with an icon library's prefix (`lucide:rocket`): the library and the name. Mintlify reads no prefix
 * (@mintlify/components `getIconUrl` asks its CDN for a file named `lucide:rocket`, which is none: no icon is drawn);
 * the library is `icons.library` in docs.json, or an `icon` object's `library`.
 */
export function prefixedIcon(value: string): { library: string; name: string } | undefined {
  const match = /^(fontawesome|lucide|tabler)\s*:\s*([a-z0-9-]+)$/i.exec(value.trim());
  return match ? { library: (match[1] ?? '').toLowerCase(), name: match[2] ?? '' } : undefined;
}

/** The message part that says what a prefixed icon name should be, or the usual expectation. */
export function iconExpectation(value: string, library?: string): string {
  const prefixed = prefixedIcon(value);
  if (prefixed) return `expected \`${prefixed.name}\` with \`icons.library\` \`${prefixed.library}\` (Mintlify reads no library prefix in an icon name and draws no icon)`;
  if (pathLikeIcon(value)) {
    const path = `/${value.trim().replace(/^(\.\/)+/, '')}`;
    return `expected \`${path}\`, a path from the project's root (Mintlify reads a relative path as an icon name and draws no icon)`;
  }
  if (isStrictLibrary(library)) return `expected a ${library === 'lucide' ? 'Lucide' : 'Tabler'} icon name or an image (Mintlify draws a named icon from \`${library}\` only, the library chosen)`;
  return 'expected a Font Awesome Free, Lucide or Tabler icon name or an image';
}

/** The warning for an icon value no library has, naming what is drawn in its place. */
export function unknownIconMessage(value: string, library?: string): string {
  const shown = drawnIcon(value, undefined, library);
  const instead = shown === undefined || shown.via === 'fallback' ? 'a plain circle is shown' : `\`${shown.ref.name}\` is shown`;
  return `Unexpected icon \`${value}\`, ${iconExpectation(value, library)}: ${instead}`;
}

const names = new Map<IconLibrary, readonly string[]>();

/** The collections whose names a library offers: Font Awesome's three styles, else the library's own. */
const LIBRARY_SETS: Readonly<Record<IconLibrary, readonly IconSet[]>> = {
  fontawesome: ['fa7-solid', 'fa7-regular', 'fa7-brands'],
  lucide: ['lucide'],
  tabler: ['tabler'],
};

/**
 * Every icon name of one library (`icons.library`, Font Awesome by default), sorted: icons and
 * aliases that `findIcon` draws, not the hidden ones. Empty when its collections are not
 * installed. Read once per library, for editor completion.
 */
export function iconNames(library = 'fontawesome'): readonly string[] {
  const lib: IconLibrary = isIconLibrary(library) ? library : 'fontawesome';
  const known = names.get(lib);
  if (known) return known;
  const found = new Set<string>();
  for (const set of LIBRARY_SETS[lib]) {
    const c = collection(set);
    if (c === null) continue;
    for (const name of [...Object.keys(c.icons), ...Object.keys(c.aliases)]) if (has(set, name)) found.add(name);
  }
  const list = [...found].sort();
  names.set(lib, list);
  return list;
}
