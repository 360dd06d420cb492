// The dev server's own answers: the headers every response carries, plain pages, refusals.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { escapeHtml } from './overlay.js';

export function isHtml(contentType: string): boolean {
  return /^text\/html\b/i.test(contentType);
}

/** A minimal page with a title and one line of text (404, render and server errors). */
export function plainPage(title: string, text: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></main></body></html>`;
}

/** Send a whole body, never cached, never sniffed; HEAD gets the headers only. */
export function send(response: ServerResponse, method: string, status: number, contentType: string, body: string | Uint8Array, headers: Readonly<Record<string, string>> = {}): void {
  const data = typeof body === 'string' ? Buffer.from(body) : Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  response.writeHead(status, {
    ...headers,
    'content-type': contentType,
    'content-length': data.byteLength,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  response.end(method === 'HEAD' ? undefined : data);
}

/** 403 for a request to a name this machine does not go by (DNS rebinding, see host-check.ts). */
export function refuseHost(request: IncomingMessage, response: ServerResponse): void {
  const shown = (request.headers.host ?? '').replace(/[^\x20-\x7e]/g, '?').slice(0, 100);
  response.writeHead(403, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
  response.end(`Unexpected Host \`${shown}\`, expected \`localhost\`, \`127.0.0.1\`, \`[::1]\` or the \`--host\` value\n`);
}

/** 405 with the methods that are allowed. */
export function refuseMethod(response: ServerResponse, allow: string): void {
  response.writeHead(405, { allow, 'content-type': 'text/plain; charset=utf-8' });
  response.end('Method not allowed\n');
}

/** The URL to print: a wildcard address is shown as `localhost`, IPv6 in brackets. */
export function formatUrl(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}`;
}
