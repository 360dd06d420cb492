// URLs from config or front matter written into the site's links: a script URL never reaches an `href`.
import { scriptScheme } from '../../project/config-hrefs.js';

/** A URL from config or front matter, or '#' when it is a script URL (`javascript:`, `vbscript:`, `data:`, control characters and spaces ignored). */
export function safeHref(href: string): string {
  return scriptScheme(href) !== undefined ? '#' : href;
}
