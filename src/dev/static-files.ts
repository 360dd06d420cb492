// The project's media, handed out by the dev server itself when the site does not answer.
// sirv streams the file (HEAD, Range, Last-Modified); what may be served is decided here first.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname } from 'node:path';
import sirv from 'sirv';
import { MEDIA_TYPES } from '../render/site/media-types.js';
import { isMedia, isSanitised } from '../render/safety/publish.js';
import { resolveInside } from './request-path.js';
import { readRegularText } from '../fs/paths.js';
import { send } from './respond.js';

/**
 * Files from the project the dev server hands out itself when the site does not answer:
 * media only (the allow-list in src/render/safety/publish.ts), never pages, config or code.
 * SVG is sanitised on the way.
 */
export function staticContentType(path: string): string | undefined {
  if (!isMedia(path)) return undefined;
  return MEDIA_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/** Answers a safe URL path with a media file of the project; resolves false when there is none to serve. */
export type StaticFiles = (request: IncomingMessage, response: ServerResponse, path: string) => Promise<boolean>;

/**
 * The media server for `root`. Every path is checked before sirv sees it: media by extension,
 * a file whose real path is inside the project (a symlink out of it is refused). The content
 * types are the build's own (src/render/site/media-types.ts), not sirv's.
 */
export function staticFiles(root: string): StaticFiles {
  const serve = sirv(root, {
    dev: true,
    etag: false,
    dotfiles: false,
    extensions: [],
    setHeaders(response, pathname) {
      response.setHeader('Content-Type', staticContentType(pathname) ?? 'application/octet-stream');
      response.setHeader('Cache-Control', 'no-store');
      response.setHeader('X-Content-Type-Options', 'nosniff');
    },
  });
  return async (request, response, path) => {
    const type = staticContentType(path);
    const file = type ? await resolveInside(root, path) : undefined;
    if (!type || !file) return false;
    const method = request.method ?? 'GET';
    if (isSanitised(path)) {
      const text = await readRegularText(file).catch(() => undefined);
      if (text === undefined) return false;
      const { sanitiseSvgFile } = await import('../render/safety/svg.js');
      send(response, method, 200, type, sanitiseSvgFile(text).svg);
      return true;
    }
    // sirv reads the path from the URL and decodes it with decodeURI: hand it the path as
    // checked, which holds no `%` (request-path.ts), so both name the same file.
    if (/[?#]/.test(path)) return false;
    request.url = path;
    // A file that goes away between sirv's stat and its read ends the response, never the server.
    response.once('pipe', (source) => source.once('error', () => response.destroy()));
    let served = true;
    serve(request, response, () => {
      served = false;
    });
    return served;
  };
}
