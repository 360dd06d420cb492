// Icons as inline SVG from the npm packages (Font Awesome Free, Lucide): only the icons a
// page uses are read, once per process.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
let faRoot: string | undefined;
let lucideRoot: string | undefined;

function fontAwesomeDir(): string {
  faRoot ??= join(dirname(require.resolve('@fortawesome/fontawesome-free/package.json')), 'svgs');
  return faRoot;
}
function lucideDir(): string {
  lucideRoot ??= join(dirname(require.resolve('lucide-static/package.json')), 'icons');
  return lucideRoot;
}

const cache = new Map<string, string | undefined>();

function readSvg(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
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

function clean(svg: string): string {
  return svg
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/<svg\b([^>]*)>/, (_m, attrs: string) => {
      const rest = attrs.replace(/\s(class|width|height)="[^"]*"/g, '');
      return `<svg class="dw-i" aria-hidden="true" focusable="false"${rest}>`;
    })
    .trim();
}

/**
 * The SVG markup of an icon by name (`book`, `github`), or undefined when neither library
 * has it. `library` is the model's `icons.library` (`fontawesome` by default, or `lucide`).
 */
export function iconSvg(name: string, iconType?: string, library = 'fontawesome'): string | undefined {
  if (!/^[a-z0-9-]+$/i.test(name)) return undefined;
  const key = `${library}:${iconType ?? ''}:${name}`;
  if (cache.has(key)) return cache.get(key);
  const id = name.toLowerCase().replace(/^fa-/, '');
  const tryLucide = (): string | undefined => readSvg(join(lucideDir(), `${id}.svg`));
  const tryFa = (): string | undefined => {
    for (const style of faStyles(iconType)) {
      const found = readSvg(join(fontAwesomeDir(), style, `${id}.svg`));
      if (found) return found;
    }
    return undefined;
  };
  const svg = library === 'lucide' ? (tryLucide() ?? tryFa()) : (tryFa() ?? tryLucide());
  const result = svg ? clean(svg) : undefined;
  cache.set(key, result);
  return result;
}

/** Whether an icon value is an image reference rather than a library name. */
export function isIconUrl(icon: string): boolean {
  return /^(https?:\/\/|\/|\.\/)|\.(svg|png|jpe?g|webp|gif)$/i.test(icon);
}
