// Remote specs kept between builds: `build` stores each fetched spec in the cache
// folder (`<cache>/specs/<hash>.json`, written to a temporary file and renamed), and later
// offline runs read that copy instead of leaving the API pages without their reference.
//
// The cache folder may be committed or restored from a shared CI cache, so an entry is
// input: read and written without following a symlink (src/project/cache-folder.ts), it
// must match a schema and name the URL asked for, and its date must be a date. Its text is
// then what a fetch of the URL would have given: a spec from elsewhere, parsed, limited
// and rendered through the same allow-list as any remote spec, never trusted further.
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import { CacheFolder, parseEntry } from '../project/cache-folder.js';

const entrySchema = z.object({ url: z.string(), fetchedAt: z.iso.datetime(), text: z.string() });

export interface CachedSpec {
  url: string;
  /** When it was fetched (ISO 8601). */
  fetchedAt: string;
  text: string;
}

/** The entry of `url` inside the cache folder. */
function entryName(url: string): string {
  return `specs/${createHash('sha256').update(url).digest('hex').slice(0, 24)}.json`;
}

/** The file that holds the cached copy of `url`. */
export function cacheFile(dir: string, url: string): string {
  return join(dir, entryName(url));
}

/** The cached copy of `url`, if the cache folder holds a well-formed one (never through a symlink). */
export async function readCachedSpec(dir: string, url: string): Promise<CachedSpec | undefined> {
  const text = await new CacheFolder(dir).read(entryName(url));
  if (text === undefined) return undefined;
  const entry = parseEntry(text, entrySchema);
  if (entry?.url !== url) return undefined;
  return { url, fetchedAt: entry.fetchedAt, text: entry.text };
}

/** Store a fetched spec (never through a symlink). Throws when the cache folder cannot be written. */
export async function writeCachedSpec(dir: string, url: string, text: string, now = new Date()): Promise<void> {
  const entry: CachedSpec = { url, fetchedAt: now.toISOString(), text };
  await new CacheFolder(dir).write(entryName(url), JSON.stringify(entry));
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
