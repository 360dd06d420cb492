// Fetching a remote spec (or a remote `$ref`): https only (http for loopback), a timeout,
// a size cap; and a remote spec's text from the cache folder offline or when a fetch fails.
import { isRecord } from '../guards.js';
import { cacheDate, isAllowedSpecUrl, readCachedSpec, writeCachedSpec } from './remote-cache.js';

/** Timeout for each remote fetch, in milliseconds, unless the caller names one. */
export const DEFAULT_TIMEOUT = 10_000;

/** How a remote spec is read: see `LoadOptions` (src/openapi/load.ts). */
export interface RemoteOptions {
  /** Never use the network (the default: `undefined` is offline); `false` fetches (`--online`). */
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

/** A failed fetch as the start of a one-line warning: "Unexpected …, expected …". */
function fetchFailure(error: unknown): string {
  const text = errorText(error).replace(/\s+/g, ' ');
  return text.startsWith('Unexpected ') ? text : `Unexpected failure fetching a remote spec (${text}), expected its text`;
}

/** The most redirects one fetch follows. */
export const MAX_REDIRECTS = 5;

/** One request, its redirect not followed; every failure to get an answer is an `Error` naming `url`. */
async function request(url: string, signal: AbortSignal, timeoutMs: number): Promise<Response> {
  try {
    return await fetch(url, { signal, redirect: 'manual' });
  } catch (error) {
    // A DOMException, which is not an `Error` in every realm (Jest's, for one).
    const name = isRecord(error) && typeof error.name === 'string' ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new Error(`Cannot fetch \`${url}\`: no answer within ${timeoutMs} ms`, { cause: error });
    }
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : errorText(error);
    throw new Error(`Cannot fetch \`${url}\`: ${cause}`, { cause: error });
  }
}

/**
 * The answer for `url`, its redirects followed by hand (at most `MAX_REDIRECTS`): every hop
 * must pass the rule the first URL passed (`isAllowedSpecUrl`: https, plain http only for
 * loopback), so an allowed URL cannot send the fetch to any other host or scheme.
 */
async function fetchFollowing(url: string, timeoutMs: number): Promise<{ response: Response; url: string }> {
  const signal = AbortSignal.timeout(timeoutMs);
  let current = url;
  for (let hop = 0; ; hop++) {
    const response = await request(current, signal, timeoutMs);
    const location = response.headers.get('location');
    if (response.status < 300 || response.status > 399 || location === null) return { response, url: current };
    await response.body?.cancel();
    if (hop >= MAX_REDIRECTS) throw new Error(`Cannot fetch \`${url}\`: more than ${MAX_REDIRECTS} redirects`);
    let next: string;
    try {
      next = new URL(location, current).href;
    } catch {
      throw new Error(`Unexpected redirect from \`${current}\` to \`${location.slice(0, 200)}\`, expected a URL`);
    }
    if (!isAllowedSpecUrl(next)) throw new Error(`Unexpected redirect from \`${current}\` to \`${next.slice(0, 200)}\`, expected an \`https:\` URL (plain \`http:\` only for \`localhost\`)`);
    current = next;
  }
}

/**
 * The text at `url` (https, or plain http for loopback; each redirect hop held to the same
 * rule), at most `MAX_REMOTE_BYTES` bytes, within `timeoutMs` milliseconds for the whole
 * fetch. Throws an `Error` whose message names the URL on any failure.
 */
export async function fetchText(url: string, timeoutMs: number): Promise<string> {
  if (!isAllowedSpecUrl(url)) throw new Error(`Unexpected URL \`${url}\`, expected an \`https:\` URL (plain \`http:\` only for \`localhost\`)`);
  const { response } = await fetchFollowing(url, timeoutMs);
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
  // Offline unless asked (`--online`): the copy in the cache folder is the one a commit pins.
  if (options.offline !== false || quiet) {
    if (cached) return cached.text;
    if (!quiet) warn(`Missing remote spec \`${url}\` in the cache folder, its pages show their front matter only (build with \`--online\` to fetch it into the cache folder)`);
    return undefined;
  }
  let text: string;
  try {
    text = await fetchText(url, timeoutMs);
  } catch (error) {
    if (cached) {
      warn(`${fetchFailure(error)}: the cached copy from ${cacheDate(cached.fetchedAt)} is used`);
      return cached.text;
    }
    warn(`${fetchFailure(error)}: its pages show their front matter only`);
    return undefined;
  }
  if (options.cacheDir !== undefined) {
    try {
      await writeCachedSpec(options.cacheDir, url, text);
    } catch (error) {
      warn(`Unexpected failure storing \`${url}\` in the cache folder \`${options.cacheDir}\` (${errorText(error).replace(/\s+/g, ' ')}), expected a writable cache folder`);
    }
  }
  return text;
}
