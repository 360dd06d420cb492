// A static host for a built site, as common hosts serve one: `/x` → `x.html`, `/` →
// `index.html`, anything else → the site's `404.html` with status 404; optionally under a
// base path (`/docs`). For the browser suites.
import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { join, resolve } from 'node:path';
import { contentType } from '../../src/render/site.js';

/** Serve `dir` on a free port of 127.0.0.1; the server goes into `servers` (close them after the suite). Returns the site's URL, base path included. */
export async function hostSite(dir: string, servers: Server[], base = ''): Promise<string> {
  const server = createServer((req, res) => {
    void (async () => {
      const full = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      const path = base && full.startsWith(base) ? full.slice(base.length) || '/' : full;
      for (const candidate of [path, `${path}.html`, join(path, 'index.html')]) {
        const file = resolve(dir, `.${candidate}`);
        if (!file.startsWith(dir)) break;
        try {
          if ((await stat(file)).isFile()) {
            res.writeHead(200, { 'content-type': contentType(file) });
            res.end(await readFile(file));
            return;
          }
        } catch {
          // the next candidate
        }
      }
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      res.end(await readFile(join(dir, '404.html')));
    })();
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  servers.push(server);
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('Missing server address');
  return `http://127.0.0.1:${address.port}${base}`;
}
