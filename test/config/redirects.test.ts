// The redirect rules shared by build, dev and both link checks: what a source matches, where
// it sends a path, how chains end, and the `_redirects` lines hosts read.
import { describe, expect, test } from '@jest/globals';
import { applyRedirect, followRedirects, redirectPath, redirectRule, redirectRules, redirectsFile } from '../../src/config/redirects.js';

const rule = (source: string, destination: string, permanent?: boolean) => redirectRule({ source, destination, ...(permanent === undefined ? {} : { permanent }) }, 0);

describe('redirect rules', () => {
  test('a path is compared without its trailing slash, query or fragment, always with a leading slash', () => {
    expect(redirectPath('old/page/')).toBe('/old/page');
    expect(redirectPath('/old/page?x=1#top')).toBe('/old/page');
    expect(redirectPath('/')).toBe('/');
  });

  test('a literal source matches its one path and is permanent unless `permanent` is false', () => {
    const literal = rule('/old/page/', '/new/page');
    expect(literal).toMatchObject({ source: '/old/page', literal: true, permanent: true });
    expect(applyRedirect(literal, '/old/page')).toBe('/new/page');
    expect(applyRedirect(literal, '/old/page/more')).toBeUndefined();
    expect(rule('/a', '/b', false).permanent).toBe(false);
  });

  test('`:param` matches one segment and is carried into the destination', () => {
    const param = rule('/trees/:name', '/guides/:name');
    expect(param.literal).toBe(false);
    expect(applyRedirect(param, '/trees/apple')).toBe('/guides/apple');
    expect(applyRedirect(param, '/trees/apple/leaf')).toBeUndefined();
  });

  test('`:param*` matches any number of segments, none included', () => {
    const wildcard = rule('/beta/:slug*', '/v2/:slug*');
    expect(applyRedirect(wildcard, '/beta/a/b/c')).toBe('/v2/a/b/c');
    expect(applyRedirect(wildcard, '/beta')).toBe('/v2');
  });

  test('a partial `*` captures the rest and fills the destination’s `*`', () => {
    expect(applyRedirect(rule('/old/article-*', '/new/article-*'), '/old/article-123')).toBe('/new/article-123');
    expect(applyRedirect(rule('/articles/concepts-*', '/collections/overview'), '/articles/concepts-intro')).toBe('/collections/overview');
  });

  test('a site destination is written as the site’s URL: no `/index`, no extension, a leading slash', () => {
    expect(rule('/a', '/guide/index').destination).toBe('/guide');
    expect(rule('/a', '/index#top').destination).toBe('/#top');
    expect(rule('/a', 'guide/setup.mdx?tab=2').destination).toBe('/guide/setup?tab=2');
    expect(rule('/a', 'https://example.com/index').destination).toBe('https://example.com/index');
  });

  test('dots and other pattern characters in a source are literal', () => {
    expect(applyRedirect(rule('/v1.2/setup', '/setup'), '/v1x2/setup')).toBeUndefined();
  });
});

describe('following redirects', () => {
  const rules = redirectRules({
    redirects: [
      { source: '/a', destination: '/b' },
      { source: '/b', destination: '/page#part' },
      { source: '/gone', destination: '/missing' },
      { source: '/x', destination: '/y' },
      { source: '/y', destination: '/x' },
      { source: '/out', destination: 'https://example.com/' },
    ],
  });
  const exists = (path: string): boolean => path === '/page';

  test('a chain ends at the first path that exists, keeping the fragment', () => {
    expect(followRedirects(rules, '/a', exists)).toEqual({ kind: 'target', path: '/page', fragment: 'part' });
  });

  test('a destination that does not exist is where the chain ends', () => {
    expect(followRedirects(rules, '/gone', exists)).toEqual({ kind: 'target', path: '/missing' });
  });

  test('a circle is a loop, an external destination ends the chain, a path no source matches is none', () => {
    expect(followRedirects(rules, '/x', exists)).toEqual({ kind: 'loop' });
    expect(followRedirects(rules, '/out', exists)).toEqual({ kind: 'target', external: 'https://example.com/' });
    expect(followRedirects(rules, '/elsewhere', exists)).toEqual({ kind: 'none' });
  });
});

describe('the _redirects file', () => {
  test('one line a rule, 301 or 302, splats for wildcards, the base path before site paths', () => {
    const rules = redirectRules({
      redirects: [
        { source: '/old', destination: '/new' },
        { source: '/tmp', destination: 'new', permanent: false },
        { source: '/beta/:slug*', destination: '/v2/:slug*' },
        { source: '/trees/:name', destination: '/guides/:name' },
        { source: '/shop', destination: 'https://example.com/shop' },
      ],
    });
    expect(redirectsFile(rules, '/docs').split('\n').slice(1)).toEqual([
      '/docs/old /docs/new 301',
      '/docs/tmp /docs/new 302',
      '/docs/beta/* /docs/v2/:splat 301',
      '/docs/trees/:name /docs/guides/:name 301',
      '/docs/shop https://example.com/shop 301',
      '',
    ]);
  });
});

describe('redirect sources with many wildcards', () => {
  test('match in time linear in the path: eight `*` against a long path that almost matches', () => {
    // As a regular expression (`^/x(.*)x(.*)…y$`) this backtracks for longer than the test run.
    const many = rule('/x*x*x*x*x*x*x*x*y', '/to/*/*');
    expect(applyRedirect(many, `/${'x'.repeat(5000)}`)).toBeUndefined();
    expect(applyRedirect(many, '/xaxbxcxdxexfxgxhy')).toBe('/to/a/b');
  });

  test('wildcards take the longest span, leftmost first, as greedy groups do', () => {
    expect(applyRedirect(rule('/a/*-*', '/b/*/*'), '/a/x-y-z')).toBe('/b/x-y/z');
    expect(applyRedirect(rule('/docs/:slug*', '/v2/:slug*'), '/docs')).toBe('/v2');
    expect(applyRedirect(rule('/docs/:slug*', '/v2/:slug*'), '/docs/a/b')).toBe('/v2/a/b');
    expect(applyRedirect(rule('/:lang/:page', '/guides/:page?lang=:lang'), '/fr/start')).toBe('/guides/start?lang=fr');
    expect(applyRedirect(rule('/:lang/:page', '/x'), '/fr/start/more')).toBeUndefined();
    expect(applyRedirect(rule('/docsx:slug*', '/v2/:slug*'), '/docsxa/b')).toBe('/v2/a/b');
  });
});
