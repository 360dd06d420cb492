// Links written in the configuration (`navbar.links`, `navbar.primary`, `footer.links`, anchors, tabs,
// the logo's `href`; a legacy `mint.json`'s `url`s): the one walker for `check --links`
// (src/check/config-links.ts) and for the build's refused links, and the one test of a script URL
// that the renderer's `safeHref` (src/render/safety/href.ts) applies.
import { finding, locate, type ResolvedConfig } from '../config/json.js';
import type { Finding } from '../findings/finding.js';
import { escapeControl } from '../findings/terminal-text.js';
import { isRecord } from '../guards.js';

/** A link of the configuration: its JSON path in the configuration as written, and its value. */
export interface ConfigHref {
  path: PropertyKey[];
  href: string;
}

/** The scheme of a script URL (`javascript:`, `vbscript:`, `data:`), control characters and spaces ignored, or undefined. */
export function scriptScheme(href: string): string | undefined {
  return /^(javascript|vbscript|data):/i.exec(href.replace(/[\s\u0000-\u001f]/g, ''))?.[1]?.toLowerCase();
}

/** Every string under one of `keys` in `value` (not under `redirects`), with its JSON path, depth first in the order written. */
export function configHrefs(value: unknown, keys: readonly string[] = ['href'], path: PropertyKey[] = [], out: ConfigHref[] = []): ConfigHref[] {
  if (Array.isArray(value)) {
    value.forEach((item, i) => configHrefs(item, keys, [...path, i], out));
    return out;
  }
  if (!isRecord(value)) return out;
  for (const [key, item] of Object.entries(value)) {
    if (keys.includes(key) && typeof item === 'string') out.push({ path: [...path, key], href: item });
    else if (key !== 'redirects') configHrefs(item, keys, [...path, key], out);
  }
  return out;
}

/**
 * `html-unsafe` warnings at each script URL (`javascript:alert(1)`) the configuration gives as a link
 * (`href`, or a legacy `url`): the site links to `#` instead, so the author hears why the link does nothing.
 */
export function refusedConfigHrefs(resolved: ResolvedConfig): Finding[] {
  const findings: Finding[] = [];
  for (const { path, href } of configHrefs(resolved.value, ['href', 'url'])) {
    const scheme = scriptScheme(href);
    if (scheme === undefined) continue;
    const where = locate(resolved, path);
    const shown = escapeControl(href.length > 60 ? `${href.slice(0, 59)}…` : href);
    findings.push(finding(where.file, where.at, 'html-unsafe', `Unexpected \`${scheme}:\` link \`${shown}\`, expected a page path or an \`https:\` URL: the site links to \`#\` instead`, 'warn'));
  }
  for (const { path, href } of configImages(resolved.value)) {
    const scheme = scriptScheme(href);
    if (scheme === undefined) continue;
    const where = locate(resolved, path);
    const shown = escapeControl(href.length > 60 ? `${href.slice(0, 59)}…` : href);
    findings.push(finding(where.file, where.at, 'html-unsafe', `Unexpected \`${scheme}:\` URL \`${shown}\` for \`${path.map(String).join('.')}\`, expected a file of the project or an \`https:\` URL: the site loads no image from it`, 'warn'));
  }
  return findings;
}

/** The images the configuration names for the site's head and top bar (`logo`, `favicon`: a string, or `light` and `dark`), with their JSON paths. */
export function configImages(value: unknown): ConfigHref[] {
  const out: ConfigHref[] = [];
  if (!isRecord(value)) return out;
  for (const key of ['logo', 'favicon']) {
    const item = value[key];
    if (typeof item === 'string') out.push({ path: [key], href: item });
    else if (isRecord(item)) for (const mode of ['light', 'dark']) if (typeof item[mode] === 'string') out.push({ path: [key, mode], href: item[mode] });
  }
  return out;
}
