// Files the configuration names (logo, favicon, background image, thumbnail background, and for
// `check` font sources): each must be a file of the project. One implementation for `check` (errors)
// and `build` (warnings; the build reports a missing font as `font-source`, src/render/components/fonts.ts).
import { join, posix, resolve } from 'node:path';
import { finding, locate, type ResolvedConfig } from '../config/json.js';
import type { Finding } from '../findings/finding.js';
import { isRecord } from '../guards.js';
import { isInside as inside, linksOutside } from '../fs/paths.js';
import type { CheckId } from '../findings/checks.js';

const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** A config value's project-relative file, or undefined for a URL. */
function localAsset(path: string): string | undefined {
  if (SCHEME.test(path) || path.startsWith('//')) return undefined;
  return posix.normalize(path.split(/[?#]/)[0] ?? '').replace(/^(\.\/)+/, '').replace(/^\/+/, '');
}

function at(resolved: ResolvedConfig, path: PropertyKey[], ruleId: CheckId, message: string, severity: Finding['severity']): Finding {
  const where = locate(resolved, path);
  return finding(where.file, where.at, ruleId, message, severity);
}

/** The font files of docs.json's `fonts`: the single font's `source`, then `heading`'s and `body`'s (mint.json's `font.url` must be a URL, the schema says so). */
function fontSources(raw: Record<string, unknown>): { value: unknown; path: PropertyKey[] }[] {
  const fonts = raw.fonts;
  if (!isRecord(fonts)) return [];
  return [[], ['heading'], ['body']].flatMap((role: string[]) => {
    const font = role.length === 0 ? fonts : fonts[role[0] ?? ''];
    return isRecord(font) && typeof font.source === 'string' ? [{ value: font.source, path: ['fonts', ...role, 'source'] }] : [];
  });
}

/** Findings for the files the configuration names; `withFonts` adds the font sources (check: the build warns of them itself). */
export function configFileFindings(root: string, resolved: ResolvedConfig, all: ReadonlySet<string>, raw: Record<string, unknown>, severity: Finding['severity'] = 'error', withFonts = false): Finding[] {
  const findings: Finding[] = [];
  const candidates: { value: unknown; path: PropertyKey[] }[] = [];
  const add = (value: unknown, path: PropertyKey[]): void => {
    if (typeof value === 'string') candidates.push({ value, path });
    else if (isRecord(value)) {
      for (const mode of ['light', 'dark']) if (typeof value[mode] === 'string') candidates.push({ value: value[mode], path: [...path, mode] });
    }
  };
  add(raw.logo, ['logo']);
  add(raw.favicon, ['favicon']);
  add(raw.backgroundImage, ['backgroundImage']);
  if (isRecord(raw.background)) add(raw.background.image, ['background', 'image']);
  if (isRecord(raw.thumbnails)) add(raw.thumbnails.background, ['thumbnails', 'background']);
  if (withFonts) candidates.push(...fontSources(raw));
  for (const { value, path } of candidates) {
    if (typeof value !== 'string') continue;
    const file = localAsset(value);
    if (file === undefined) continue;
    const key = path.map(String).join('.');
    if (!inside(root, resolve(root, file))) {
      findings.push(at(resolved, path, 'config-file-outside', `Unexpected \`${value}\` for \`${key}\` outside the project, expected a file inside it`, severity));
    } else if (!all.has(file) && linksOutside(root, join(root, file))) {
      findings.push(at(resolved, path, 'config-file-outside', `Unexpected \`${value}\` for \`${key}\` that links outside the project, expected a file inside it`, severity));
    } else if (!all.has(file)) {
      findings.push(at(resolved, path, 'config-file-missing', `Missing file \`${value}\` for \`${key}\`, expected a file of the project at that path`, severity));
    }
  }
  return findings;
}
