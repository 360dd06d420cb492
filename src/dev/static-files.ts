import { extname } from 'node:path';
import { MEDIA_TYPES } from '../render/media-types.js';
import { isMedia } from '../render/publish.js';

/**
 * Files from the project the dev server hands out itself when the site does not answer:
 * media only (the allow-list in src/render/publish.ts), never pages, config or code.
 * SVG is sanitised on the way (see server.ts).
 */
export function staticContentType(path: string): string | undefined {
  if (!isMedia(path)) return undefined;
  return MEDIA_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}
