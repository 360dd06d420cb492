// Keys a page, docs.json or a spec may use that are also names on `Object.prototype`
// (`constructor`, `toString`, `valueOf`, `hasOwnProperty`, `__proto__`): they are read as
// the user's own keys, never as what the prototype holds, and never change a prototype.
import { afterEach, describe, expect, test } from '@jest/globals';
import { ownValue, setOwn } from '../src/guards.js';
import { validateDocsConfig } from '../src/config/index.js';
import { verifyText } from '../src/lint/verify-text.js';
import { validateLintConfig } from '../src/lint/settings.js';
import { loadSpec, clearSpecCache } from '../src/openapi/load.js';
import { buildApiPage } from '../src/openapi/page.js';
import { languageId } from '../src/render/page/highlight.js';
import { renderContent } from '../src/render/page/page.js';
import { createSite } from '../src/render/site/site.js';
import { tempProject } from './support/project.js';

const PROTO_KEYS = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__'];

afterEach(() => {
  // Nothing any input did reached Object.prototype.
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(Object.prototype.hasOwnProperty.call(Object.prototype, 'polluted')).toBe(false);
});

describe('ownValue and setOwn', () => {
  test('a prototype name is not a key of the table; __proto__ is set as an own key', () => {
    const table: Record<string, number> = { a: 1 };
    for (const key of PROTO_KEYS) expect(ownValue(table, key)).toBeUndefined();
    const out: Record<string, unknown> = {};
    setOwn(out, '__proto__', { polluted: 1 });
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.keys(out)).toEqual(['__proto__']);
  });
});

describe('front matter keys named like Object.prototype', () => {
  test.each(PROTO_KEYS)('`%s` lints without a crash', async (key) => {
    const value = key === '__proto__' ? '\n  polluted: 1' : ' 1';
    const result = await verifyText(`---\ntitle: Home\ndescription: A page\n${key}:${value}\n---\n\nText.\n`, { filePath: 'page.mdx' });
    expect(result.findings.filter((f) => f.severity === 'error' || /Cannot read|undefined/.test(f.message))).toEqual([]);
  });

  test('frontmatter-keys (reportUnknown) reports each as an unknown key, at its line', async () => {
    const text = `---\ntitle: Home\n${PROTO_KEYS.map((k) => `${k}: 1`).join('\n')}\n---\n\nText.\n`;
    const result = await verifyText(text, { filePath: 'page.mdx', rules: { 'frontmatter-keys': ['error', { reportUnknown: true }], 'frontmatter-types': 'error' } });
    expect(result.findings.map((f) => `${f.line}:${f.ruleId}:${f.message}`)).toEqual(
      PROTO_KEYS.map((k, i) => `${3 + i}:frontmatter-keys:Unexpected front matter key \`${k}\`, expected a known key or one listed in the \`allow\` option`),
    );
  });

  test('a component attribute named __proto__ or constructor is read as an attribute', async () => {
    const root = tempProject({}, 'docwright-proto-');
    const { html } = await renderContent({ root, file: `${root}/page.mdx`, source: '<Card __proto__={{"title": "Hijacked"}} constructor="x">Body</Card>\n', basePath: '', snippets: new Map() }, 'page');
    expect(html).not.toContain('Hijacked');
    expect(html).toContain('Body');
  });
});

describe('docs.json keys named like Object.prototype', () => {
  test('each is an unknown key, with no prototype text in the message', async () => {
    const text = JSON.stringify({ $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'X', colors: { primary: '#0D9373' }, navigation: { pages: ['index'] } }).replace(/}$/, ', "constructor": 1, "toString": {}, "valueOf": "x", "hasOwnProperty": 2, "__proto__": {"polluted": 1}}');
    const root = tempProject({ 'docs.json': text, 'index.mdx': '# Home\n' }, 'docwright-proto-');
    const loaded = await validateDocsConfig(text, { root, path: 'docs.json' });
    // Mintlify drops unknown top-level keys, so each is a warning that names it, and nothing else.
    expect(loaded.diagnostics.map((d) => d.message)).toEqual(PROTO_KEYS.map((k) => `Unexpected key \`${k}\` that has no effect (Mintlify ignores it)`));
  });

  test('a navigation group or anchor with such keys says so in the same words', async () => {
    const text = '{"theme": "mint", "name": "X", "colors": {"primary": "#0D9373"}, "navigation": {"groups": [{"group": "G", "pages": ["index"], "constructor": 1, "__proto__": {"polluted": 1}}]}}';
    const root = tempProject({ 'docs.json': text, 'index.mdx': '# Home\n' }, 'docwright-proto-');
    const loaded = await validateDocsConfig(text, { root, path: 'docs.json' });
    const messages = loaded.diagnostics.map((d) => d.message);
    expect(messages.some((m) => /native code|\[object Object\]/.test(m))).toBe(false);
    expect(messages.map((m) => m.split(',')[0])).toEqual(['Unexpected key `constructor` in `navigation.groups[0]` that has no effect (Mintlify ignores it)', 'Unexpected key `__proto__` in `navigation.groups[0]` that has no effect (Mintlify ignores it)']);
  });
});

describe('lint settings with rule ids named like Object.prototype', () => {
  test('validating them pollutes nothing', () => {
    const result = validateLintConfig(JSON.parse('{"rules": {"__proto__": {"polluted": 1}, "constructor": "error"}}'));
    // Unknown rule ids are refused; what matters is that nothing leaked (afterEach).
    expect(result.issues.length).toBeGreaterThan(0);
  });
});

describe('OpenAPI schemas named like Object.prototype', () => {
  const spec = JSON.stringify({
    openapi: '3.0.3',
    info: { title: 'T', version: '1' },
    paths: {
      '/things': {
        post: {
          requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/__proto__' } } } },
          responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/constructor' } } } } },
        },
      },
    },
    components: {
      schemas: {
        constructor: { type: 'object', properties: { toString: { type: 'string', example: 'a' }, valueOf: { type: 'integer' } } },
        toString: { type: 'string' },
      },
    },
  }).replace('"schemas":{', '"schemas":{"__proto__":{"type":"object","properties":{"__proto__":{"type":"string","example":"p"},"polluted":{"type":"integer"}},"allOf":[{"properties":{"constructor":{"type":"string"}}}]},');

  test('a spec with schemas named __proto__, constructor and toString has no finding', async () => {
    clearSpecCache();
    const root = tempProject({ 'openapi.json': spec }, 'docwright-proto-');
    const loaded = await loadSpec('openapi.json', { root });
    expect(loaded.diagnostics).toEqual([]);
  });

  test('the API page shows the properties named __proto__, constructor, toString and valueOf', async () => {
    clearSpecCache();
    const root = tempProject({ 'openapi.json': spec }, 'docwright-proto-');
    const page = await buildApiPage({ root, file: 'things.mdx', frontmatter: { openapi: 'openapi.json POST /things' } });
    expect(page?.operation).toBeDefined();
    expect(page?.findings).toEqual([]);
    const json = JSON.stringify(page);
    for (const name of ['__proto__', 'constructor', 'toString', 'valueOf', 'polluted']) expect(json).toContain(name);
  });
});

describe('site settings and code languages named like Object.prototype', () => {
  test('a code block in language `constructor` or `toString` is plain text', () => {
    for (const lang of PROTO_KEYS) expect(languageId(lang)).toBe('text');
  });

  test('contextual options and footer socials named `constructor` or `toString` render without a crash or a stray entry', async () => {
    const root = tempProject(
      {
        'docs.json': '{"theme":"mint","name":"X","colors":{"primary":"#0D9373"},"navigation":{"pages":["index"]},"contextual":{"options":["copy","constructor","toString"]},"footer":{"socials":{"constructor":"https://example.com/a","toString":"https://example.com/b"}}}',
        'index.mdx': '---\ntitle: Home\n---\n\nText.\n',
      },
      'docwright-proto-',
    );
    const site = await createSite({ root, workers: 0, cacheDir: false });
    const response = await site.render('/');
    const html = String(response?.body);
    expect(response?.status).toBe(200);
    // Footer social keys come from Mintlify's list: these two are unknown, so the lenient
    // build leaves them out (check reports them); no prototype value becomes an entry.
    expect(html).not.toContain('https://example.com/a');
    expect(html).not.toMatch(/>undefined<|native code|\[object /);
    expect(html).toContain('data-dw-copy-page');
  });
});
