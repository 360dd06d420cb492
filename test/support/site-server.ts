// A static file server for a built site, as common hosts serve one: `/x` → `x.html`,
// `/x/` → `x/index.html`, anything else → `404.html`. Used by the browser suites.
import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { join, resolve } from 'node:path';
import { contentType } from '../../src/render/site.js';

/** Serves `dir` on 127.0.0.1; `servers` collects the server so the suite can close it. */
export async function serveSite(dir: string, servers: Server[]): Promise<string> {
  const server = createServer((req, res) => {
    void (async () => {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
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
          // try the next candidate
        }
      }
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end(await readFile(join(dir, '404.html')));
    })();
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  servers.push(server);
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('Missing server address');
  return `http://127.0.0.1:${address.port}`;
}
