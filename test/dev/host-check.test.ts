import { describe, expect, test } from '@jest/globals';
import { allowedHosts, bindHostProblem, hostnameOf, isExplicitEveryInterface, isUnspecifiedAddress } from '../../src/dev/host-check.js';

describe('allowedHosts (DNS rebinding)', () => {
  test('bound to 127.0.0.1: localhost, 127.0.0.1 and [::1] with or without a port are answered', () => {
    const allowed = allowedHosts('127.0.0.1');
    expect(['localhost', 'localhost:3000', 'LOCALHOST:3000', '127.0.0.1:3000', '[::1]:3000', '[::1]', 'docs.localhost:3000'].filter(allowed)).toHaveLength(7);
  });

  test('Host: evil.example and other names are refused, as are a missing or malformed Host', () => {
    const allowed = allowedHosts('127.0.0.1');
    expect(['evil.example', 'evil.example:3000', '127.0.0.1.evil.example', 'localhost.evil.example', '10.0.0.2:3000', '', 'a b', 'evil.example/x', 'user@localhost', undefined].filter(allowed)).toEqual([]);
  });

  test('the --host value is answered too', () => {
    expect(allowedHosts('docs.internal')('docs.internal:3000')).toBe(true);
    expect(allowedHosts('::1')('[::1]:3000')).toBe(true);
    expect(allowedHosts('192.168.1.5')('192.168.1.5:3000')).toBe(true);
    expect(allowedHosts('192.168.1.5')('evil.example')).toBe(false);
  });

  test('bound to every interface: any IP address is answered, names other than localhost are not', () => {
    const allowed = allowedHosts('0.0.0.0');
    expect(allowed('192.168.1.5:3000')).toBe(true);
    expect(allowed('[fe80::1]:3000')).toBe(true);
    expect(allowed('evil.example:3000')).toBe(false);
    expect(allowedHosts('::')('10.1.2.3')).toBe(true);
  });

  test('hostnameOf reads the name without the port', () => {
    expect(hostnameOf('[::1]:3000')).toBe('[::1]');
    expect(hostnameOf('Example.COM:80')).toBe('example.com');
    expect(hostnameOf('a:b:c')).toBeUndefined();
  });
});

describe('the bind host', () => {
  test('isUnspecifiedAddress: every spelling of 0.0.0.0 and ::, nothing else', () => {
    expect(['0.0.0.0', '0', '0.0', '00.000.0.0', '::', '[::]', '::0', '0:0:0:0:0:0:0:0', '::ffff:0.0.0.0'].filter(isUnspecifiedAddress)).toHaveLength(9);
    expect(['127.0.0.1', '10.0.0.0', '0.0.0.1', '::1', '[::1]', 'fe80::', 'localhost'].filter(isUnspecifiedAddress)).toEqual([]);
  });

  test('bindHostProblem: empty, blank or malformed hosts are refused; explicit wildcards are not', () => {
    expect(bindHostProblem('')).toBe('Unexpected empty `--host`, expected an address such as `127.0.0.1` (this machine only), or `0.0.0.0` to listen on every interface');
    expect(bindHostProblem(' ')).toBeDefined();
    expect(bindHostProblem(' localhost')).toBe('Unexpected `--host` value ` localhost`, expected an address or a host name');
    expect(bindHostProblem('a/b')).toBeDefined();
    for (const host of ['127.0.0.1', 'localhost', '0.0.0.0', '::', '::1', 'docs.internal']) expect(bindHostProblem(host)).toBeUndefined();
    expect(['0.0.0.0', '::', '0', '', '[::]'].filter(isExplicitEveryInterface)).toEqual(['0.0.0.0', '::']);
  });
});
