// A key written twice is found however the text spells its strings (issue 51: the streaming
// pass runs only when the text writes more keys than the parse holds).
import { describe, expect, test } from '@jest/globals';
import { parseJsonText } from '../../src/config/json.js';

const duplicates = (text: string): string[] => parseJsonText(text, '/p/docs.json', 'docs.json').findings.filter((f) => f.ruleId === 'config-duplicate-key').map((f) => `${f.line}:${f.column} ${f.message.split(' in ')[0] ?? ''}`);

describe('duplicate keys', () => {
  test.each([
    ['a value that looks like a key', '{"name": "a\\": 1, \\"name", "other": ":"}'],
    ['keys with escapes', '{"a\\"b": 1, "a\\\\": 2, "c": {"a\\"b": 3}}'],
    ['the same key in sibling objects of an array', '{"pages": [{"page": "a"}, {"page": "b"}], "x": {"page": "c"}}'],
    ['`__proto__` once', '{"__proto__": {"a": 1}, "b": 2}'],
    ['no keys at all', '["a", "b:", ":"]'],
  ])('none in %s', (_what, text) => {
    expect(duplicates(text)).toEqual([]);
  });

  test.each([
    ['at the top', '{\n  "name": "a",\n  "name": "b"\n}', ['3:3 Unexpected duplicate key `name`']],
    ['in an object of an array, strings with `":` around', '{"x": ["\\":", {"page": "a", "page": "b"}]}', ['1:29 Unexpected duplicate key `page`']],
    ['`__proto__` twice', '{"__proto__": 1,\n"__proto__": 2}', ['2:1 Unexpected duplicate key `__proto__`']],
    ['a key with an escaped quote, deep down', '{"a": {"b": {"c\\"": 1, "c\\"": 2}}}', ['1:24 Unexpected duplicate key `c"`']],
  ])('found %s', (_what, text, expected) => {
    expect(duplicates(text)).toEqual(expected);
  });
});

describe('a finding about a key written twice', () => {
  // JSON.parse (and so Mintlify) keeps the last copy: a finding about its value points there, not at the copy it drops.
  test('is placed at the copy that is read, the last one', async () => {
    const { validateDocsConfig } = await import('../../src/config/index.js');
    const text = '{\n  "name": "R",\n  "theme": "mint",\n  "colors": { "primary": "#0D7A5F" },\n  "navigation": { "pages": ["index"] },\n  "banner": { "content": "old" },\n  "banner": { "content": 5 }\n}\n';
    const loaded = await validateDocsConfig(text, { root: '/p', path: 'docs.json' });
    const schema = loaded.diagnostics.filter((d) => d.ruleId === 'config-schema').map((d) => `${d.line}:${d.column} ${d.message}`);
    expect(schema).toEqual([expect.stringMatching(/^7:26 Unexpected number `5` for `banner.content`/)]);
  });
});
