import { describe, expect, test } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { listenOnFreePort } from '../../src/dev/listen.js';

async function closed(server: Server): Promise<void> {
  if (server.listening) await new Promise<void>((done) => server.close(() => done()));
}

describe('listenOnFreePort: every interface only when spelled out', () => {
  test.each(['', ' ', '0', '0.0', '000.000.000.000', '::0', '0:0:0:0:0:0:0:0', '[::]', '::ffff:0.0.0.0'])('host %j is refused and nothing listens', async (host) => {
    const server = createServer();
    try {
      await expect(listenOnFreePort(server, 0, host)).rejects.toThrow(/^Unexpected (empty `--host`|`--host .*` that listens on every interface|`--host` value)/);
      expect(server.listening).toBe(false);
    } finally {
      await closed(server);
    }
  });

  test('`0.0.0.0` spelled out listens on every interface', async () => {
    const server = createServer();
    try {
      await listenOnFreePort(server, 0, '0.0.0.0');
      expect((server.address() as AddressInfo).address).toBe('0.0.0.0');
    } finally {
      await closed(server);
    }
  });

  test('`127.0.0.1` and `localhost` listen on this machine only', async () => {
    for (const host of ['127.0.0.1', 'localhost']) {
      const server = createServer();
      try {
        await listenOnFreePort(server, 0, host);
        expect(['127.0.0.1', '::1']).toContain((server.address() as AddressInfo).address);
      } finally {
        await closed(server);
      }
    }
  });
});
