// The site's typefaces: Inter, shipped with the package (the two files below, vendored from
// @fontsource-variable/inter by the package build: src/render/site-assets.ts) and
// served from `_docwright/fonts/`, and the configuration's `fonts` (docs.json; `font` in
// mint.json). A font file the project holds is published with the project's files and named
// by an `@font-face`; a remote one is never fetched (the site loads nothing from another
// origin): its family name goes into the font stack, and the build warns.
import { join } from 'node:path';
import type { DocsModel } from '../../config/index.js';
import { locate, type ResolvedConfig } from '../../config/json.js';
import type { Finding } from '../../findings/finding.js';
import { isRecord } from '../../guards.js';
import { isInside } from '../../fs/paths.js';

/** The Inter files a build copies under `_docwright/fonts/`: the variable font (every weight) for latin and latin-ext. */
export const INTER_FILES = ['inter-latin-wght-normal.woff2', 'inter-latin-ext-wght-normal.woff2'] as const;

const LATIN_EXT = 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';
const LATIN = 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/** Inter's `@font-face` rules, placed at the top of `_docwright/site.css` (the URLs are relative to it). */
export const INTER_FONT_FACE =
  `@font-face{font-family:"Inter";font-style:normal;font-display:swap;font-weight:100 900;src:url(fonts/${INTER_FILES[1]}) format("woff2");unicode-range:${LATIN_EXT}}` +
  `@font-face{font-family:"Inter";font-style:normal;font-display:swap;font-weight:100 900;src:url(fonts/${INTER_FILES[0]}) format("woff2");unicode-range:${LATIN}}\n`;

/** One configured font, as read from `fonts` / `fonts.heading` / `fonts.body`. */
export interface FontSetting {
  family: string;
  weight?: number;
  source?: string;
  format?: string;
}

function fontSetting(value: unknown): FontSetting | undefined {
  if (!isRecord(value) || typeof value.family !== 'string') return undefined;
  const source = typeof value.source === 'string' ? value.source : typeof value.url === 'string' ? value.url : undefined;
  return {
    family: value.family,
    ...(typeof value.weight === 'number' ? { weight: value.weight } : {}),
    ...(source !== undefined ? { source } : {}),
    ...(typeof value.format === 'string' ? { format: value.format } : {}),
  };
}

/** The configuration's body and heading fonts (`fonts` alone sets both). */
export function fontSettings(fonts: unknown): { body?: FontSetting; heading?: FontSetting } {
  const both = fontSetting(fonts);
  if (both) return { body: both, heading: both };
  if (!isRecord(fonts)) return {};
  const body = fontSetting(fonts.body);
  const heading = fontSetting(fonts.heading) ?? fontSetting(fonts.headings);
  return { ...(body ? { body } : {}), ...(heading ? { heading } : {}) };
}

/** A family name that is safe to write into CSS in quotes. */
const FAMILY = /^[\w][\w .-]{0,63}$/;
const REMOTE = /^[a-z][a-z\d+.-]*:|^\/\//i;

export interface SiteFonts {
  /** CSS for the page's `<style>`: `@font-face` rules for the project's own files and the font stacks (on `:root[data-dw-theme]`, as specific as a theme's tokens and later); '' for Inter alone. */
  css: string;
  /** Build warnings: a remote font not fetched, a missing or outside font file, a family name refused. */
  findings: Finding[];
}

const cache = new WeakMap<DocsModel, Map<string, SiteFonts>>();

/** The key path of one role's font setting in the configuration as written: `fonts` (mint.json `font`), or its `body` / `heading` / `headings`. */
function settingPath(raw: unknown, role: 'body' | 'heading'): string[] {
  const key = isRecord(raw) && !Object.hasOwn(raw, 'fonts') && Object.hasOwn(raw, 'font') ? 'font' : 'fonts';
  const fonts = isRecord(raw) ? raw[key] : undefined;
  if (!isRecord(fonts) || typeof fonts.family === 'string') return [key];
  if (role === 'heading' && !isRecord(fonts.heading) && isRecord(fonts.headings)) return [key, 'headings'];
  return [key, role];
}

/** Where a font finding goes: the setting's `field` value in the configuration, else the configuration's start. */
function fontPlace(project: { configPath: string; resolved?: ResolvedConfig }, role: 'body' | 'heading', field: string): { file: string; line: number; column: number } {
  const resolved = project.resolved;
  if (resolved === undefined) return { file: project.configPath, line: 1, column: 1 };
  const path = settingPath(resolved.value, role);
  let setting: unknown = resolved.value;
  for (const key of path) setting = isRecord(setting) ? setting[key] : undefined;
  // mint.json names a font's file `url`.
  const key = field === 'source' && isRecord(setting) && !Object.hasOwn(setting, 'source') && Object.hasOwn(setting, 'url') ? 'url' : field;
  const { file, at } = locate(resolved, [...path, key]);
  return at === undefined ? { file, line: 1, column: 1 } : { file, ...at };
}

/**
 * The configured fonts as CSS. `assets` are the project's published files (relative,
 * `/`-separated); a local `source` must be one of them, inside `root`. Findings sit at the
 * `family` or `source` value in the configuration (`resolved`; without it at its 1:1).
 */
export function siteFonts(project: { root: string; model: DocsModel; assets: readonly string[]; configPath: string; resolved?: ResolvedConfig }, basePath: string): SiteFonts {
  let byBase = cache.get(project.model);
  if (!byBase) {
    byBase = new Map();
    cache.set(project.model, byBase);
  }
  const known = byBase.get(basePath);
  if (known) return known;
  const settings = fontSettings(project.model.fonts);
  const findings: Finding[] = [];
  const faces: string[] = [];
  const stacks: string[] = [];
  const seen = new Set<string>();
  const warn = (role: 'body' | 'heading', field: string, message: string): void => {
    findings.push({ ...fontPlace(project, role, field), ruleId: 'font-source', severity: 'warn', message });
  };
  for (const [role, setting] of [['body', settings.body], ['heading', settings.heading]] as const) {
    if (!setting) continue;
    if (!FAMILY.test(setting.family)) {
      if (!seen.has(`family\0${setting.family}`)) warn(role, 'family', `Unexpected font family \`${setting.family}\`, expected letters, digits, spaces, \`-\` or \`.\``);
      seen.add(`family\0${setting.family}`);
      continue;
    }
    const source = setting.source;
    if (source !== undefined && !seen.has(source)) {
      seen.add(source);
      if (REMOTE.test(source)) {
        warn(role, 'source', `Unexpected remote font \`${source}\`, expected a file in the project: the site loads no font from another origin and names \`${setting.family}\` only`);
      } else {
        const rel = source.replace(/^\/+/, '').split('\\').join('/');
        const inside = isInside(project.root, join(project.root, rel));
        if (!inside || !project.assets.includes(rel)) warn(role, 'source', `Missing font file \`${source}\` in the project`);
        else {
          const format = setting.format === 'woff' || rel.endsWith('.woff') ? 'woff' : 'woff2';
          const url = encodeURI(`${basePath}/${rel}`).replace(/["'()\\]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
          faces.push(`@font-face{font-family:"${setting.family}";font-style:normal;font-display:swap;font-weight:${setting.weight ?? '100 900'};src:url("${url}") format("${format}")}`);
        }
      }
    }
    stacks.push(`${role === 'body' ? '--dw-font' : '--dw-heading-font'}:"${setting.family}",var(--dw-font-fallback)`);
    // The configured body font wins over a theme's own (linden's monospace).
    if (role === 'body') stacks.push('--dw-t-font:var(--dw-font)');
    if (role === 'body' && setting.weight !== undefined) stacks.push(`--dw-font-weight:${String(setting.weight)}`);
  }
  const result: SiteFonts = { css: faces.join('') + (stacks.length > 0 ? `:root[data-dw-theme]{${stacks.join(';')}}` : ''), findings };
  byBase.set(basePath, result);
  return result;
}
