import { describe, expect, test } from '@jest/globals';
import { normalizeRoute, safeRequestPath } from '../../src/dev/request-path.js';
import { testMapping } from '../support/table.js';

describe('safeRequestPath', () => {
  testMapping('%s is served as %s', safeRequestPath, [
    ['/', '/'],
    ['/guide', '/guide'],
    ['/api-reference/plants/get?tab=1', '/api-reference/plants/get'],
    ['/images/leaf%20green.png', '/images/leaf green.png'],
    ['/caf%C3%A9', '/café'],
    ['/__docwright/events?route=%2Fguide', '/__docwright/events'],
  ]);

  test.each([
    '/../etc/passwd',
    '/a/../../etc/passwd',
    '/a/./b',
    '/%2e%2e/etc/passwd',
    '/%2E%2e/etc/passwd',
    '/..%2fetc/passwd',
    '/%2e%2e%2fetc%2fpasswd',
    '/%252e%252e/etc/passwd',
    '/%25%32%65%25%32%65/etc/passwd',
    '/..\\etc\\passwd',
    '/%5c..%5cetc',
    '/a%00.png',
    '/a\0.png',
    '/%c0%ae%c0%ae/etc',
    '/%e0%80%ae/etc',
    '/%zz',
    '//evil.example/x',
    '/.git/config',
    '/.env',
    '/a/%0d%0aSet-Cookie',
    'guide',
    'http://127.0.0.1/guide',
    '*',
  ])('%s is refused', (raw) => {
    expect(safeRequestPath(raw)).toBeUndefined();
  });

  test('a missing URL is refused', () => {
    expect(safeRequestPath(undefined)).toBeUndefined();
  });
});

describe('normalizeRoute', () => {
  testMapping('%s is %s', normalizeRoute, [
    ['/', '/'],
    ['/index', '/'],
    ['/index.html', '/'],
    ['/guide/', '/guide'],
    ['/guide.html', '/guide'],
    ['/guide/index', '/guide'],
    ['/guide?x=1', '/guide'],
    ['guide', '/guide'],
    ['/caf%C3%A9', '/café'],
  ]);
});
