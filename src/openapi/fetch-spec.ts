// Fetching a remote spec (or a remote `$ref`): https only (http for loopback), a timeout,
// a size cap; and a remote spec's text from the cache folder offline or when a fetch fails.
import { isRecord } from '../guards.js';
import { cacheDate, isAllowedSpecUrl, readCachedSpec, writeCachedSpec } from './remote-cache.js';

/** Timeout for each remote fetch, in milliseconds, unless the caller names one. */
export const DEFAULT_TIMEOUT = 10_000;

/** How a remote spec is read: see `LoadOptions` (src/openapi/load.ts). */
export interface RemoteOptions {
  offline?: boolean;
  cacheDir?: string;
  prefetched?: readonly string[];
}

export function isUrl(source: string): boolean {
  return /^https?:\/\//i.test(source);
}

export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

export async function fetchText(url: string, timeoutMs: number): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
  } catch (error) {
    // A DOMException, which is not an `Error` in every realm (Jest's, for one).
    const name = isRecord(error) && typeof error.name === 'string' ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new Error(`Cannot fetch \`${url}\`: no answer within ${timeoutMs} ms`, { cause: error });
    }
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : errorText(error);
    throw new Error(`Cannot fetch \`${url}\`: ${cause}`, { cause: error });
  }
  if (!response.ok) throw new Error(`Cannot fetch \`${url}\`: HTTP ${response.status}`);
  // Read at most `MAX_REMOTE_BYTES`: a server that sends without end cannot fill the memory.
  const declared = Number(response.headers.get('content-length'));
  if (declared > MAX_REMOTE_BYTES) {
    await response.body?.cancel();
    throw new Error(`Unexpected \`${url}\` of ${declared} bytes, expected at most ${MAX_REMOTE_BYTES}`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_REMOTE_BYTES) {
        await reader.cancel();
        throw new Error(`Unexpected \`${url}\` longer than ${MAX_REMOTE_BYTES} bytes, expected at most ${MAX_REMOTE_BYTES}`);
      }
      chunks.push(value);
    }
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The most bytes a remote spec or `$ref` may have (the largest public specs are a few MB). */
export const MAX_REMOTE_BYTES = 32 * 1024 * 1024;

/**
 * A remote spec's text: fetched online (and stored in the cache folder), read from the
 * cache offline. Every way it can fail is one warning: the pages of the spec still build.
 */
export async function readRemote(url: string, options: RemoteOptions, timeoutMs: number, warn: (message: string) => void): Promise<string | undefined> {
  if (!isAllowedSpecUrl(url)) {
    warn(`Unexpected spec URL \`${url}\`, expected an \`https:\` URL (plain \`http:\` only for \`localhost\`)`);
    return undefined;
  }
  const cached = options.cacheDir === undefined ? undefined : await readCachedSpec(options.cacheDir, url);
  const quiet = options.prefetched?.includes(url) === true;
  if (options.offline || quiet) {
    if (cached) {
      if (!quiet) warn(`Unexpected offline build, the cached copy of \`${url}\` from ${cacheDate(cached.fetchedAt)} is used (build without \`--offline\` to refresh it)`);
      return cached.text;
    }
    if (!quiet) warn(`Missing remote spec \`${url}\` offline, its pages show their front matter only (build without \`--offline\` to fetch it)`);
    return undefined;
  }
  let text: string;
  try {
    text = await fetchText(url, timeoutMs);
  } catch (error) {
    if (cached) {
      warn(`${errorText(error)}, the cached copy from ${cacheDate(cached.fetchedAt)} is used`);
      return cached.text;
    }
    warn(`${errorText(error)}, its pages show their front matter only`);
    return undefined;
  }
  if (options.cacheDir !== undefined) {
    try {
      await writeCachedSpec(options.cacheDir, url, text);
    } catch (error) {
      warn(`Unexpected failure storing \`${url}\` in the cache folder \`${options.cacheDir}\`: ${errorText(error)}`);
    }
  }
  return text;
}
