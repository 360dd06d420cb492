// The dev server's proxy for the API playground: a request "Try it" sends from a page that
// `dev` serves goes through the local server, so APIs without CORS headers answer too.
// It is never an open proxy:
// - only this machine may use it: the connection must come from a loopback address
//   (127.0.0.0/8, ::1), also when `dev` listens on every interface (`--host 0.0.0.0`);
// - only the dev page may use it: the request must come from the server's own origin
//   (`Origin` equal to `http://<Host>`, the Host already checked against DNS rebinding) and
//   carry `X-Docwright-Proxy` and a JSON body, which a page on another origin cannot send
//   without a CORS preflight the server never answers;
// - only to the servers the page itself declares: the page named in the request is
//   rendered (or taken from memory) and its playground's `data-dw-servers` (the base URLs
//   from the spec's `servers` or the config's `api`, written by src/openapi/playground.ts,
//   never by page content) bound where the request may go: the target must be one of them
//   or below one; a playground the configuration keeps off the proxy (`api.playground.proxy:
//   false`, written `data-dw-proxy="off"`) declares none;
// - with a time limit and a size limit on the request and on the answer.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isRecord } from '../guards.js';

export { PROXY_PATH } from './paths.js';

/** The largest request body the proxy reads from the page (the JSON envelope). */
export const MAX_PROXY_REQUEST_BYTES = 2 * 1024 * 1024;
/** The largest answer it passes back. */
export const MAX_PROXY_RESPONSE_BYTES = 10 * 1024 * 1024;
export const PROXY_TIMEOUT_MS = 30_000;

/** Sent back on every answer the proxy makes itself (not the API's), with a JSON `{ error }` body. */
export const PROXY_ERROR_HEADER = 'x-docwright-proxy-error';

export interface ProxyOptions {
  /** The HTML of a page the dev server serves, by its route; undefined when there is none. */
  page: (route: string) => Promise<string | undefined>;
  timeoutMs?: number;
  maxResponseBytes?: number;
}

interface ProxyRequest {
  page: string;
  url: string;
  method: string;
  headers: [string, string][];
  /** The body: text, or bytes the page sent as base64 (`bodyBase64`: a file, a multipart body with a file). */
  body?: string | Uint8Array<ArrayBuffer>;
}

/** Headers that describe one connection or the browser, never forwarded to the API. */
const REQUEST_DROP = /^(host|connection|keep-alive|proxy-.*|te|trailer|transfer-encoding|upgrade|content-length|cookie|origin|referer|sec-.*|x-docwright-proxy|accept-encoding)$/i;
/** Headers of the API's answer that are not passed back: per connection, cookies for another site, the encoding already undone. */
const RESPONSE_DROP = /^(connection|keep-alive|proxy-.*|te|trailer|transfer-encoding|upgrade|content-length|content-encoding|set-cookie|set-cookie2|access-control-.*)$/i;
const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);

function refuse(response: ServerResponse, status: number, message: string): void {
  const body = JSON.stringify({ error: message });
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', [PROXY_ERROR_HEADER]: '1' });
  response.end(body);
}

async function readBody(request: IncomingMessage, limit: number): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > limit) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseRequest(text: string): ProxyRequest | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(value) || typeof value.page !== 'string' || typeof value.url !== 'string' || typeof value.method !== 'string') return undefined;
  const headers = Array.isArray(value.headers) ? value.headers : [];
  const pairs: [string, string][] = [];
  for (const pair of headers) {
    if (!Array.isArray(pair) || typeof pair[0] !== 'string' || typeof pair[1] !== 'string') return undefined;
    pairs.push([pair[0], pair[1]]);
  }
  if (value.body !== undefined && typeof value.body !== 'string') return undefined;
  if (value.bodyBase64 !== undefined && (typeof value.bodyBase64 !== 'string' || value.body !== undefined || !/^[A-Za-z0-9+/]*={0,2}$/.test(value.bodyBase64))) return undefined;
  const body = typeof value.bodyBase64 === 'string' ? new Uint8Array(Buffer.from(value.bodyBase64, 'base64')) : value.body;
  return { page: value.page, url: value.url, method: value.method.toUpperCase(), headers: pairs, ...(body !== undefined ? { body } : {}) };
}

function decodeAttribute(value: string): string {
  return value.replace(/&#x([0-9a-f]+);|&#(\d+);|&(amp|quot|lt|gt);/gi, (_, hex: string | undefined, dec: string | undefined, name: string | undefined) => {
    if (hex !== undefined) return String.fromCodePoint(parseInt(hex, 16));
    if (dec !== undefined) return String.fromCodePoint(Number(dec));
    return ({ amp: '&', quot: '"', lt: '<', gt: '>' } as Record<string, string>)[(name ?? '').toLowerCase()] ?? '';
  });
}

/** The base URLs a rendered page's playground declares (its `data-dw-servers`); none from a playground kept off the proxy (`data-dw-proxy="off"`). */
export function declaredServers(html: string): string[] {
  const out: string[] = [];
  for (const match of html.matchAll(/<section class="dw-api-playground"[^>]*?\sdata-dw-servers="([^"]*)"/g)) {
    if (/\sdata-dw-proxy="off"/.test(match[0])) continue;
    for (const url of decodeAttribute(match[1] ?? '').split(' ')) if (url !== '') out.push(url);
  }
  return out;
}

/** Whether `target` is one of the declared base URLs or below one (same origin, path under the base's). */
export function isDeclaredTarget(target: URL, servers: readonly string[]): boolean {
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return false;
  if (target.username !== '' || target.password !== '') return false;
  return servers.some((server) => {
    let base: URL;
    try {
      base = new URL(server);
    } catch {
      return false;
    }
    if (base.origin !== target.origin) return false;
    const prefix = base.pathname.replace(/\/+$/, '');
    return prefix === '' || target.pathname === prefix || target.pathname.startsWith(`${prefix}/`);
  });
}

/** Whether a connection's peer address is this machine: IPv4 127.0.0.0/8 (also IPv4-mapped), or IPv6 `::1`. */
export function isLoopback(address: string | undefined): boolean {
  if (address === undefined) return false;
  const v4 = address.replace(/^::ffff:/i, '');
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** Whether the request comes from a page of this server: its own origin, with the proxy's header. */
export function fromDevPage(request: IncomingMessage): boolean {
  const host = request.headers.host;
  const origin = request.headers.origin;
  if (host === undefined || origin === undefined || origin !== `http://${host}`) return false;
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return false;
  return request.headers['x-docwright-proxy'] === '1' && /^application\/json\b/i.test(request.headers['content-type'] ?? '');
}

/** The request's headers as the API gets them; a string when one is not a valid header (the refusal). */
function forwardedHeaders(asked: ProxyRequest): Headers | string {
  const headers = new Headers();
  for (const [name, value] of asked.headers) {
    if (REQUEST_DROP.test(name)) continue;
    try {
      headers.append(name, value);
    } catch {
      return `Unexpected header \`${name.slice(0, 100)}\`, expected a valid HTTP header`;
    }
  }
  return headers;
}

/** The checked request from the page, or the status and message to refuse it with. */
async function readProxyRequest(request: IncomingMessage, options: ProxyOptions): Promise<{ asked: ProxyRequest; target: URL; headers: Headers } | [number, string]> {
  const peer = request.socket.remoteAddress;
  if (!isLoopback(peer)) return [403, `Unexpected request to the playground proxy from \`${peer ?? 'an unknown address'}\`, expected one from this machine (the proxy serves loopback only)`];
  if (!fromDevPage(request)) return [403, 'Unexpected request to the playground proxy, expected one from a page of this dev server'];
  const text = await readBody(request, MAX_PROXY_REQUEST_BYTES);
  if (text === undefined) return [413, `Unexpected request larger than ${MAX_PROXY_REQUEST_BYTES} bytes, expected a smaller body`];
  const asked = parseRequest(text);
  if (!asked || !METHODS.has(asked.method) || !asked.page.startsWith('/')) return [400, 'Unexpected proxy request, expected `{page, url, method, headers, body}`'];
  let target: URL;
  try {
    target = new URL(asked.url);
  } catch {
    return [400, `Unexpected URL \`${asked.url.slice(0, 200)}\`, expected an absolute http(s) URL`];
  }
  const html = await options.page(asked.page);
  const servers = html === undefined ? [] : declaredServers(html);
  if (!isDeclaredTarget(target, servers)) {
    return [403, `Unexpected target \`${target.origin}\`, expected one of the servers the page declares${servers.length > 0 ? ` (${servers.map((s) => `\`${s}\``).join(', ')})` : ''}`];
  }
  const headers = forwardedHeaders(asked);
  if (typeof headers === 'string') return [400, headers];
  return { asked, target, headers };
}

/** The API's answer, read up to the limit; a string says why there is none (the 502's message). */
async function fetchUpstream(asked: ProxyRequest, target: URL, headers: Headers, options: ProxyOptions): Promise<{ upstream: Response; body: Buffer } | string> {
  const timeoutMs = options.timeoutMs ?? PROXY_TIMEOUT_MS;
  let upstream: Response;
  try {
    upstream = await fetch(target, {
      method: asked.method,
      headers,
      ...(asked.body !== undefined && asked.method !== 'GET' && asked.method !== 'HEAD' ? { body: asked.body } : {}),
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    // The timeout is a DOMException, which is not always an Error here.
    const timedOut = typeof error === 'object' && error !== null && 'name' in error && error.name === 'TimeoutError';
    const cause = timedOut ? `no answer within ${timeoutMs / 1000} s` : error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    return `Unexpected failure reaching \`${target.origin}\` (${cause.replace(/\s+/g, ' ')}), expected an answer from the server`;
  }
  const limit = options.maxResponseBytes ?? MAX_PROXY_RESPONSE_BYTES;
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    const reader = upstream.body?.getReader();
    while (reader) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel();
        return `Unexpected answer from \`${target.origin}\` larger than ${limit} bytes, expected a smaller one`;
      }
      chunks.push(value);
    }
  } catch (error) {
    return `Unexpected end of the answer from \`${target.origin}\` (${(error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ')}), expected the whole answer`;
  }
  return { upstream, body: Buffer.concat(chunks) };
}

/** Pass the API's answer back, without its per-connection headers and cookies; a redirect is shown, not followed. */
function sendUpstream(response: ServerResponse, method: string, upstream: Response, body: Buffer): void {
  const out: Record<string, string | string[]> = { 'cache-control': 'no-store', 'x-docwright-proxied': '1' };
  upstream.headers.forEach((value, name) => {
    // A redirect is shown, not followed by the browser to a place nobody checked.
    if (name === 'location') out['x-docwright-location'] = value;
    else if (!RESPONSE_DROP.test(name)) out[name] = value;
  });
  out['content-length'] = String(body.byteLength);
  // A status Node cannot send (below 200, say) is not passed on as such.
  const status = upstream.status >= 200 && upstream.status <= 599 ? upstream.status : 502;
  response.writeHead(status, upstream.statusText || undefined, out);
  response.end(method === 'HEAD' ? undefined : body);
}

/** Answer one proxy request (a POST to PROXY_PATH). */
export async function handleProxy(request: IncomingMessage, response: ServerResponse, options: ProxyOptions): Promise<void> {
  if (request.method !== 'POST') {
    response.writeHead(405, { allow: 'POST', 'content-type': 'text/plain; charset=utf-8' });
    response.end('Method not allowed\n');
    return;
  }
  const checked = await readProxyRequest(request, options);
  if (Array.isArray(checked)) {
    refuse(response, checked[0], checked[1]);
    return;
  }
  const answer = await fetchUpstream(checked.asked, checked.target, checked.headers, options);
  if (typeof answer === 'string') refuse(response, 502, answer);
  else sendUpstream(response, checked.asked.method, answer.upstream, answer.body);
}
