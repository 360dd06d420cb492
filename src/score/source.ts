// Where `docwright score` reads a site from: a built site's folder (served as a static host
// serving docwright's output serves it, with the Markdown rewrite docs/commands/build.mdx
// describes), or a server at a URL: on this machine (loopback) by default, anywhere with `online`.
import { readFile, stat } from 'node:fs/promises';
import { isIP } from 'node:net';
import { join, resolve, sep } from 'node:path';
import { markdownPathOf, markdownWanted } from '../dev/negotiate.js';
import { contentType } from '../render/site/content-types.js';

/** One answer of the site. `status` 0: no answer (refused, timed out, not allowed). */
export interface SiteResponse {
  status: number;
  contentType: string;
  body: string;
  /** Why there was no answer, for `status` 0. */
  error?: string;
  /** What answered, for a finding to point at: the file in the folder (absolute), or the URL after redirects. */
  where?: string;
}

/** A site to score: answers a GET of a path (`/llms.txt`, `/`), optionally with an Accept header. */
export interface SiteSource {
  /** The folder or URL, as given. */
  label: string;
  /** The built folder read (absolute), for a folder source. */
  folder?: string;
  get(path: string, accept?: string): Promise<SiteResponse>;
}

/** The most of one answer that is read (llms-full.txt of a large site is a few MB). */
export const MAX_BODY = 32 * 1024 * 1024;
const TIMEOUT_MS = 15_000;
const MAX_REDIRECTS = 5;

/** Whether a URL's host is this machine (`localhost`, `127.x.x.x`, `::1`). */
export function isLoopback(url: URL): boolean {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return host === '::1';
}

/** The file a static host serves for `path` in `root`: the file itself, `path.html`, or `path/index.html` (`/a/`, `/a/index` and `/a` are one page, as in `dev`). */
async function staticFile(root: string, path: string): Promise<string | undefined> {
  const page = path.replace(/\/index(\.html)?$/, '').replace(/\/+$/, '') || '/';
  for (const candidate of [path, `${page}.html`, join(page, 'index.html')]) {
    const file = resolve(root, `.${candidate}`);
    if (file !== root && !file.startsWith(root + sep)) return undefined;
    const info = await stat(file).catch(() => undefined);
    if (info?.isFile()) return file;
  }
  return undefined;
}

/** A built site's folder as a source: a page asked for as Markdown answers with its `.md` copy, as the documented host rules do. */
export function folderSource(dir: string): SiteSource {
  const root = resolve(dir);
  return {
    label: dir,
    folder: root,
    async get(path, accept) {
      let clean: string;
      try {
        clean = decodeURIComponent(new URL(path, 'http://site').pathname);
      } catch {
        return { status: 400, contentType: 'text/plain', body: '' };
      }
      const wanted = markdownWanted(accept);
      const markdown = wanted ? markdownPathOf(clean) : undefined;
      const markdownFile = markdown ? await staticFile(root, markdown) : undefined;
      if (wanted && markdownFile) return { status: 200, contentType: `${wanted}; charset=utf-8`, body: await readFile(markdownFile, 'utf8'), where: markdownFile };
      const file = await staticFile(root, clean);
      if (!file) return { status: 404, contentType: 'text/html', body: '' };
      const body = await readFile(file);
      return { status: 200, contentType: contentType(file), body: body.subarray(0, MAX_BODY).toString('utf8'), where: file };
    },
  };
}

/** One request, following redirects only to allowed hosts. */
async function fetchAllowed(url: URL, accept: string | undefined, allowed: (url: URL) => boolean): Promise<SiteResponse> {
  let target = url;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (!allowed(target)) return { status: 0, contentType: '', body: '', error: `Unexpected address \`${target.origin}\` off this machine, expected a loopback address (or \`--online\`)` };
    let response: Response;
    try {
      response = await fetch(target, { redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS), headers: accept ? { accept } : {} });
    } catch (error) {
      return { status: 0, contentType: '', body: '', error: error instanceof Error ? error.message : String(error) };
    }
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location !== null) {
      await response.body?.cancel();
      target = new URL(location, target);
      continue;
    }
    const text = await response.text();
    return { status: response.status, contentType: response.headers.get('content-type') ?? '', body: text.slice(0, MAX_BODY), where: target.href };
  }
  return { status: 0, contentType: '', body: '', error: `Unexpected more than ${String(MAX_REDIRECTS)} redirects` };
}

/** A site at a URL as a source; a path is resolved against the URL's path (its base path). */
export function urlSource(base: URL, online: boolean): SiteSource {
  const prefix = base.pathname.replace(/\/+$/, '');
  const allowed = (url: URL): boolean => /^https?:$/.test(url.protocol) && (online || isLoopback(url));
  return {
    label: base.href,
    get: (path, accept) => fetchAllowed(new URL(prefix + path, base.origin), accept, allowed),
  };
}
