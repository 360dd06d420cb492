// Remote specs kept between builds: `build --online` stores each fetched spec in the cache
// folder (`<cache>/specs/<hash>.json`, written to a temporary file and renamed), and later
// offline runs read that copy instead of leaving the API pages without their reference.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isRecord } from '../guards.js';
import { writeFileAtomic } from '../project/write.js';

export interface CachedSpec {
  url: string;
  /** When it was fetched (ISO 8601). */
  fetchedAt: string;
  text: string;
}

/** The file that holds the cached copy of `url`. */
export function cacheFile(dir: string, url: string): string {
  return join(dir, 'specs', `${createHash('sha256').update(url).digest('hex').slice(0, 24)}.json`);
}

/** The cached copy of `url`, if the cache folder holds a readable one. */
export async function readCachedSpec(dir: string, url: string): Promise<CachedSpec | undefined> {
  let value: unknown;
  try {
    value = JSON.parse(await readFile(cacheFile(dir, url), 'utf8'));
  } catch {
    return undefined;
  }
  if (!isRecord(value) || value.url !== url || typeof value.text !== 'string' || typeof value.fetchedAt !== 'string') return undefined;
  return { url, fetchedAt: value.fetchedAt, text: value.text };
}

/** Store a fetched spec. Throws when the cache folder cannot be written. */
export async function writeCachedSpec(dir: string, url: string, text: string, now = new Date()): Promise<void> {
  const entry: CachedSpec = { url, fetchedAt: now.toISOString(), text };
  await writeFileAtomic(cacheFile(dir, url), JSON.stringify(entry), { mkdir: true });
}

/** `2026-11-23 16:05 UTC`, how messages show a cached copy's date. */
export function cacheDate(fetchedAt: string): string {
  const date = new Date(fetchedAt);
  return Number.isNaN(date.getTime()) ? fetchedAt : `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** Plain `http:` is only fetched from this machine (a local server); every other host needs `https:`. */
export function isAllowedSpecUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol === 'https:') return true;
  return parsed.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname);
}
