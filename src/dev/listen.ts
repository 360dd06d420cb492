import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

function listenOnce(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error): void => {
      server.off('listening', onListening);
      reject(error);
    };
    const onListening = (): void => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

function isAddressInUse(error: unknown): boolean {
  // Not `instanceof Error`: errors from another realm (a test runner's sandbox) fail that test.
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'EADDRINUSE';
}

/** Listen on `port`, or the next free one after it (up to `tries` ports); resolves to the port taken. */
export async function listenOnFreePort(server: Server, port: number, host: string, tries = 20): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await listenOnce(server, port === 0 ? 0 : port + attempt, host);
    } catch (error) {
      if (!isAddressInUse(error) || port === 0 || attempt + 1 >= tries || port + attempt + 1 > 65535) throw error;
    }
  }
}
