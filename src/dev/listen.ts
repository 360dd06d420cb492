import { lookup } from 'node:dns/promises';
import type { Server } from 'node:http';
import { isIP, type AddressInfo } from 'node:net';
import { bindHostProblem, everyInterfaceProblem, isExplicitEveryInterface, isUnspecifiedAddress } from './host-check.js';

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

/**
 * Refuse a host that would listen on every interface without saying so: an empty one (node
 * binds every interface for it), `0`, `::0`, or a name that resolves to `0.0.0.0`. Only
 * `0.0.0.0` and `::` spelled out may, and the CLI warns about them.
 */
async function checkBindHost(host: string): Promise<void> {
  const problem = bindHostProblem(host);
  if (problem) throw new Error(problem);
  if (isExplicitEveryInterface(host)) return;
  const addresses = isIP(host.replace(/^\[|\]$/g, '')) ? [host] : (await lookup(host, { all: true }).catch(() => [])).map((a) => a.address);
  const everywhere = addresses.find(isUnspecifiedAddress);
  if (everywhere !== undefined) throw new Error(everyInterfaceProblem(host, everywhere));
}

/** Listen on `port`, or the next free one after it (up to `tries` ports); resolves to the port taken. */
export async function listenOnFreePort(server: Server, port: number, host: string, tries = 20): Promise<number> {
  await checkBindHost(host);
  for (let attempt = 0; ; attempt++) {
    try {
      const taken = await listenOnce(server, port === 0 ? 0 : port + attempt, host);
      // What the server really bound, in case a resolver answered differently the second time.
      const bound = (server.address() as AddressInfo).address;
      if (!isExplicitEveryInterface(host) && isUnspecifiedAddress(bound)) {
        await new Promise<void>((done) => server.close(() => done()));
        throw new Error(everyInterfaceProblem(host, bound));
      }
      return taken;
    } catch (error) {
      if (!isAddressInUse(error) || port === 0 || attempt + 1 >= tries || port + attempt + 1 > 65535) throw error;
    }
  }
}
