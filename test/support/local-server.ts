// A test's own HTTP server on a free port of this machine, started and stopped the same way everywhere.
import type { Server } from 'node:http';

/** Listen on a free port of 127.0.0.1; returns the server's base URL (`http://127.0.0.1:PORT`). */
export async function listenLocally(server: Server): Promise<string> {
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('Missing server address');
  return `http://127.0.0.1:${address.port}`;
}

/** Drop the server's open connections and stop listening (a server that is not running is left as it is). */
export function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((done) => server.close(() => done()));
}
