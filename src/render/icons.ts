// Icons as inline SVG from the icon libraries' npm packages (src/icons.ts finds the file):
// only the icons a page uses are read, once per process.
import { readFileSync } from 'node:fs';
import { iconFile } from '../icons.js';

export { isIconUrl } from '../icons.js';

const cache = new Map<string, string | undefined>();

function readSvg(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
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
 * The SVG markup of an icon by name (`book`, `github`), or undefined when no library has it.
 * `library` is the model's `icons.library` (`fontawesome` by default, `lucide` or `tabler`):
 * the library looked in first.
 */
export function iconSvg(name: string, iconType?: string, library = 'fontawesome'): string | undefined {
  const file = iconFile(name, iconType, library);
  if (file === undefined) return undefined;
  if (cache.has(file)) return cache.get(file);
  const svg = readSvg(file);
  const result = svg ? clean(svg) : undefined;
  cache.set(file, result);
  return result;
}
