// Optional peer dependencies (pagefind, @modelcontextprotocol/sdk) load through one helper that
// tells a package that is not installed from one that is installed but fails to load.
import { describe, expect, test } from '@jest/globals';
import { isMissingPackage, loadOptional, packageName } from '../src/optional-module.js';

/** An error shaped as node's resolver throws it. */
function nodeError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
}

describe('loadOptional', () => {
  test('a package that is not installed is missing, by its package name', async () => {
    const specifier = 'docwright-test-not-installed/server/x.js';
    const result = await loadOptional(specifier, () => import(specifier) as Promise<unknown>);
    expect(result).toEqual({ status: 'missing', name: 'docwright-test-not-installed' });
  });

  test('an installed package loads', async () => {
    const result = await loadOptional('yaml', () => import('yaml'));
    expect(result.status).toBe('loaded');
    expect(result.status === 'loaded' && typeof result.module.parse).toBe('function');
  });

  test('an installed package with a missing file or dependency of its own is broken, with the reason', async () => {
    const ownFile = await loadOptional('pagefind', () => Promise.reject(nodeError('ERR_MODULE_NOT_FOUND', "Cannot find module '/x/node_modules/pagefind/lib/index.js' imported from /x/node_modules/pagefind/index.js")));
    expect(ownFile).toEqual({ status: 'broken', name: 'pagefind', reason: "Cannot find module '/x/node_modules/pagefind/lib/index.js' imported from /x/node_modules/pagefind/index.js" });
    const dependency = await loadOptional('@modelcontextprotocol/sdk/server/stdio.js', () => Promise.reject(nodeError('ERR_MODULE_NOT_FOUND', "Cannot find package 'zod' imported from /x/node_modules/@modelcontextprotocol/sdk/dist/esm/types.js")));
    expect(dependency).toMatchObject({ status: 'broken', name: '@modelcontextprotocol/sdk' });
    const thrown = await loadOptional('pagefind', () => Promise.reject(new SyntaxError('Unexpected token\nat line 2')));
    expect(thrown).toEqual({ status: 'broken', name: 'pagefind', reason: 'Unexpected token' });
  });

  test('require-style errors name the module', () => {
    expect(isMissingPackage(nodeError('MODULE_NOT_FOUND', "Cannot find module 'pagefind'\nRequire stack: …"), 'pagefind')).toBe(true);
    expect(isMissingPackage(nodeError('ENOENT', "Cannot find package 'pagefind'"), 'pagefind')).toBe(false);
    expect(isMissingPackage('pagefind', 'pagefind')).toBe(false);
    expect([packageName('a'), packageName('a/b.js'), packageName('@s/a/b/c.js')]).toEqual(['a', 'a', '@s/a']);
  });
});
