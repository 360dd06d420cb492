import { isFinding, type Finding } from '../findings/finding.js';
import { readTextInside } from '../fs/paths.js';
import { isAbsolute, relative, resolve } from 'node:path';
import { isInside } from './request-path.js';
import { sourceExcerpt } from './overlay.js';
import type { DevError } from './site-contract.js';
import { isRecord } from '../guards.js';

function numberField(record: Record<string, unknown>, ...keys: string[]): number | undefined {
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'number' && Number.isFinite(value)) return value;
  }
  return undefined;
}

/** Whatever was thrown, as a placed error: uses `file`, `line`, `column` (or `place`) when the error has them. */
export function toDevError(thrown: unknown, fallbackFile = ''): DevError {
  const message = thrown instanceof Error ? thrown.message : isRecord(thrown) && typeof thrown.message === 'string' ? thrown.message : String(thrown);
  if (!isRecord(thrown)) return { file: fallbackFile, line: 0, column: 0, message };
  // The renderer's FatalError carries the config's findings: the first error places it.
  if (Array.isArray(thrown.diagnostics) && typeof thrown.file !== 'string') {
    const placed = thrown.diagnostics.filter(isRecord);
    const first = placed.find((d) => d.severity === 'error') ?? placed[0];
    if (first && typeof first.file === 'string') return toDevError({ ...first, message: typeof first.message === 'string' ? first.message : message }, fallbackFile);
  }
  const place = isRecord(thrown.place) ? (isRecord(thrown.place.start) ? thrown.place.start : thrown.place) : thrown;
  const file = typeof thrown.file === 'string' ? thrown.file : typeof thrown.path === 'string' ? thrown.path : fallbackFile;
  const excerpt = typeof thrown.excerpt === 'string' ? thrown.excerpt : undefined;
  return {
    file,
    line: numberField(place, 'line') ?? 0,
    column: numberField(place, 'column', 'col') ?? 0,
    message: typeof thrown.reason === 'string' ? thrown.reason : message,
    ...(excerpt ? { excerpt } : {}),
  };
}

/**
 * What a failed project load reports: the findings it carries (the renderer's FatalError
 * has the config's), else one `config-invalid` finding placed as well as the error allows.
 */
export function fatalFindings(thrown: unknown, root: string): Finding[] {
  if (isRecord(thrown) && Array.isArray(thrown.diagnostics)) {
    const findings = thrown.diagnostics.filter(isFinding);
    if (findings.length > 0) return findings;
  }
  const error = toDevError(thrown, 'docs.json');
  const file = error.file === '' || isAbsolute(error.file) ? error.file || root : resolve(root, error.file);
  return [{ file, line: Math.max(1, error.line), column: Math.max(1, error.column), ruleId: 'config-invalid', severity: 'error', message: error.message }];
}

/** The error with its file relative to the root and an excerpt read from the file when it has none. */
export async function placeError(root: string, error: DevError): Promise<DevError> {
  const absolute = error.file === '' ? '' : isAbsolute(error.file) ? error.file : resolve(root, error.file);
  const file = absolute !== '' && isInside(root, absolute) ? relative(root, absolute).split('\\').join('/') : error.file;
  let excerpt = error.excerpt;
  if (excerpt === undefined && absolute !== '' && error.line > 0 && isInside(root, absolute)) {
    try {
      excerpt = sourceExcerpt(await readTextInside(root, absolute), error.line, error.column) || undefined;
    } catch {
      excerpt = undefined;
    }
  }
  return { ...error, file, ...(excerpt ? { excerpt } : {}) };
}

export function errorKey(error: DevError): string {
  return `${error.file}\0${error.line}\0${error.column}\0${error.message}`;
}
