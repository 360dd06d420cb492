import { realpath, stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { isInside, isRefusedPath, realPathInside } from '../fs/paths.js';

/**
 * The URL path of a request, decoded once, or `undefined` when it could leave the
 * site or is not a plain path: `..` or `.` segments, backslashes, NUL bytes, encoded
 * slashes, double encoding, malformed escapes, dot-files. The raw request target is
 * checked, before any normalisation could hide a traversal.
 */
export function safeRequestPath(rawUrl: string | undefined): string | undefined {
  if (rawUrl === undefined || !rawUrl.startsWith('/')) return undefined;
  const raw = rawUrl.split(/[?#]/, 1)[0] ?? '';
  if (raw.includes('\\') || raw.includes('\0') || raw.startsWith('//')) return undefined;
  // Encoded separators and NUL never belong in a page or asset path.
  if (/%(2f|5c|00)/i.test(raw)) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  // A `%` left after one decoding is double encoding (`%252e%252e`).
  if (/[%\\\0]/.test(decoded)) return undefined;
  // Control characters have no business in a path.
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return undefined;
  const segments = decoded.split('/').slice(1);
  for (const segment of segments) {
    if (segment === '.' || segment === '..') return undefined;
    if (segment.startsWith('.')) return undefined;
  }
  return decoded;
}

/**
 * A route in one spelling, so that `/guide/`, `/guide.html`, `/guide/index` and
 * `/guide` compare equal.
 */
export function normalizeRoute(path: string): string {
  let route = path.split(/[?#]/, 1)[0] ?? '/';
  try {
    route = decodeURIComponent(route);
  } catch {
    // Keep the raw spelling: it will match nothing.
  }
  if (!route.startsWith('/')) route = `/${route}`;
  route = route.replace(/\.html$/i, '').replace(/\/index$/i, '/');
  if (route.length > 1) route = route.replace(/\/+$/, '');
  return route === '' ? '/' : route;
}

export { isInside };

/**
 * The file under `root` that a safe URL path names, following symlinks only when
 * they stay inside the project; `undefined` for anything else (missing, a folder,
 * or a link out of the project).
 */
export async function resolveInside(root: string, urlPath: string): Promise<string | undefined> {
  const realRoot = await realpath(root);
  let real: string;
  try {
    real = await realPathInside(realRoot, resolve(realRoot, `.${urlPath}`));
  } catch {
    return undefined;
  }
  try {
    return (await stat(real)).isFile() ? real : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a URL path names a file (the path itself, or the page `.mdx`/`.md` it would be
 * rendered from) that is a symlink leading out of the project. Such requests are refused
 * before the site is asked, whatever the site would make of them.
 */
export async function leavesProject(root: string, urlPath: string): Promise<boolean> {
  const realRoot = await realpath(root);
  const base = urlPath.replace(/\.html$/i, '').replace(/\/+$/, '');
  const candidates = [urlPath, `${base}.mdx`, `${base}.md`, `${base}/index.mdx`, `${base}/index.md`];
  for (const candidate of candidates) {
    try {
      await realPathInside(realRoot, resolve(realRoot, `.${candidate}`));
    } catch (error) {
      if (isRefusedPath(error) && error.reason !== 'missing') return true;
    }
  }
  return false;
}
