// The icon libraries docs.json's `icons.library` chooses from, as their npm packages ship them:
// Font Awesome Free (`@fortawesome/fontawesome-free`, svgs/<style>/<name>.svg), Lucide
// (`lucide-static`, icons/<name>.svg) and Tabler (`@tabler/icons`, icons/outline/<name>.svg
// and icons/filled/<name>.svg). One file per icon: only the icons a page uses are looked up.
// Shared by the renderer (the SVG), the config check and the `icon-known` lint rule (whether
// a name exists), so they agree on what an icon name is.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export const ICON_LIBRARIES = ['fontawesome', 'lucide', 'tabler'] as const;

/** The Font Awesome icon styles an `iconType` (of docs.json, front matter or a component) may name, as Mintlify's schema lists them. */
export const ICON_TYPES = ['brands', 'duotone', 'light', 'regular', 'sharp-duotone-solid', 'sharp-light', 'sharp-regular', 'sharp-solid', 'sharp-thin', 'solid', 'thin'] as const;
export type IconLibrary = (typeof ICON_LIBRARIES)[number];

const require = createRequire(import.meta.url);
const roots = new Map<IconLibrary, string | null>();

/** The folder of a library's SVGs, or `null` when its package is not installed. */
function libraryDir(library: IconLibrary): string | null {
  let dir = roots.get(library);
  if (dir !== undefined) return dir;
  try {
    if (library === 'fontawesome') dir = join(dirname(require.resolve('@fortawesome/fontawesome-free/package.json')), 'svgs');
    else if (library === 'lucide') dir = join(dirname(require.resolve('lucide-static/package.json')), 'icons');
    // `@tabler/icons` exports only its icon files (`./*` → `./icons/*`).
    else dir = dirname(dirname(require.resolve('@tabler/icons/outline/home.svg')));
  } catch {
    dir = null;
  }
  roots.set(library, dir);
  return dir;
}

/** Font Awesome's paid styles map to the closest free one. */
function faStyles(iconType: string | undefined): string[] {
  switch (iconType) {
    case 'regular':
    case 'light':
    case 'thin':
    case 'duotone':
    case 'sharp-regular':
    case 'sharp-light':
    case 'sharp-thin':
      return ['regular', 'solid', 'brands'];
    case 'brands':
      return ['brands', 'solid', 'regular'];
    default:
      return ['solid', 'brands', 'regular'];
  }
}

/** Whether `library` is one docwright knows (`icons.library`). */
export function isIconLibrary(library: string): library is IconLibrary {
  return (ICON_LIBRARIES as readonly string[]).includes(library);
}

/** Whether an icon value is an image (URL, path, file name) or inline SVG rather than a library name. */
export function isIconUrl(icon: string): boolean {
  return /^(https?:\/\/|\/|\.\/)|\.(svg|png|jpe?g|webp|gif)$/i.test(icon);
}

/** The SVG file of `name` in one library, if it has it. */
function fileIn(library: IconLibrary, id: string, iconType: string | undefined): string | undefined {
  const dir = libraryDir(library);
  if (dir === null) return undefined;
  const candidates =
    library === 'fontawesome'
      ? faStyles(iconType).map((style) => join(dir, style, `${id.replace(/^fa-/, '')}.svg`))
      : library === 'lucide'
        ? [join(dir, `${id}.svg`)]
        : id.endsWith('-filled')
          ? [join(dir, 'filled', `${id.slice(0, -'-filled'.length)}.svg`)]
          : [join(dir, 'outline', `${id}.svg`), join(dir, 'filled', `${id}.svg`)];
  return candidates.find((path) => existsSync(path));
}

/**
 * Font Awesome Pro-only names seen in real Mintlify projects, mapped to the closest Free icon
 * (the free set has no file for them, so they would draw nothing).
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

const files = new Map<string, string | undefined>();

/**
 * The SVG file of an icon by name (`book`, `github`): from `library` first (the model's
 * `icons.library`, Font Awesome by default), then from the other two; undefined when no
 * library has it.
 */
export function iconFile(name: string, iconType?: string, library = 'fontawesome'): string | undefined {
  if (!/^[a-z0-9-]+$/i.test(name)) return undefined;
  const key = `${library}:${iconType ?? ''}:${name}`;
  if (files.has(key)) return files.get(key);
  const id = name.toLowerCase();
  const first: IconLibrary = isIconLibrary(library) ? library : 'fontawesome';
  const order = [first, ...ICON_LIBRARIES.filter((l) => l !== first)];
  let found: string | undefined;
  for (const lib of order) {
    found = fileIn(lib, id, iconType);
    if (found) break;
  }
  const alias = PRO_ALIASES[id.replace(/^fa-/, '')];
  if (found === undefined && alias !== undefined) found = fileIn('fontawesome', alias, iconType);
  files.set(key, found);
  return found;
}

/**
 * Whether an icon value names nothing: not an image or inline SVG, and no library has it.
 * Values docwright cannot judge (empty, expressions) are not unknown.
 */
export function isUnknownIcon(value: string): boolean {
  const name = value.trim();
  if (name === '' || name.startsWith('<') || name.startsWith('{') || isIconUrl(name)) return false;
  return iconFile(name) === undefined;
}

/** The warning for an icon value no library has. */
export function unknownIconMessage(value: string): string {
  return `Unexpected icon \`${value}\`, expected a Font Awesome Free, Lucide or Tabler icon name or an image: no icon is shown`;
}
