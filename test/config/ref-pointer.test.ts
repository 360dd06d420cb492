// A `$ref` with a JSON pointer (`shared.json#/navigation/tabs`) takes only the part it points
// at, in docs.json as in an OpenAPI spec; a missing part or a bad pointer is a positioned error.
// In docs.json the pointer is an error too (Mintlify reads the whole value as a file name and
// refuses the configuration), but the part is still taken so that build shows it.
import { describe, expect, it, jest } from '@jest/globals';
import { validateDocsConfig } from '../../src/config/index.js';
import { resolveConfig } from '../../src/config/json.js';
import { loadSpec } from '../../src/openapi/load.js';
import { tempProject } from '../support/project.js';

// Long: it loads OpenAPI specs through the validator (2 s here on a first load, past 30 s on a 2-core machine at load 45-50).
jest.setTimeout(300_000);

/** Diagnostics and the resolved navigation of `config`, with `files` beside docs.json in `/project`. */
async function load(config: unknown, files: Record<string, string>): Promise<{ messages: string[]; navigation: unknown }> {
  const read = (path: string): Promise<string> => {
    const text = files[path.replace('/project/', '')];
    return text === undefined ? Promise.reject(new Error('ENOENT')) : Promise.resolve(text);
  };
  const loaded = await validateDocsConfig(JSON.stringify(config, null, 2), { root: '/project', path: 'docs.json', read });
  return { messages: loaded.diagnostics.map((d) => `${d.file.replace('/project/', '')}:${d.line}:${d.column} ${d.message}`), navigation: loaded.model?.raw.navigation };
}

const base = { theme: 'mint', name: 'Acme', colors: { primary: '#0D9373' } };
const SHARED = JSON.stringify({ unrelated: { name: 'not this' }, navigation: { groups: [{ group: 'Start', pages: ['index'] }], other: 1 }, 'a/b': { groups: [{ group: 'Slash', pages: ['index'] }] } }, null, 2);

describe('docs.json `$ref` with a JSON pointer', () => {
  it('takes only the part the pointer names', async () => {
    const { messages, navigation } = await load({ ...base, navigation: { groups: { $ref: 'shared.json#/navigation/groups' } } }, { 'shared.json': SHARED });
    expect(messages).toEqual(['docs.json:9:15 Unexpected fragment `#/navigation/groups` in `$ref` `shared.json#/navigation/groups`, expected a file path alone: Mintlify reads the whole value as a file name and its deploy fails']);
    expect(navigation).toEqual({ groups: [{ group: 'Start', pages: ['index'] }] });
  });

  it('decodes `~1` and `%xx` in the pointer', async () => {
    const { navigation } = await load({ ...base, navigation: { $ref: 'shared.json#/a~1b' } }, { 'shared.json': SHARED });
    expect(navigation).toEqual({ groups: [{ group: 'Slash', pages: ['index'] }] });
  });

  it('a pointer into the same file takes that part', async () => {
    const text = JSON.stringify({ ...base, $defs: { nav: { groups: [{ group: 'Here', pages: ['index'] }] } }, navigation: { $ref: '#/$defs/nav' } });
    const resolved = await resolveConfig(text, '/project/docs.json', '/project', () => Promise.reject(new Error('ENOENT')));
    expect(resolved.findings.map((f) => `${f.ruleId} ${f.severity}`)).toEqual(['config-ref error']);
    expect((resolved.value as { navigation?: unknown }).navigation).toEqual({ groups: [{ group: 'Here', pages: ['index'] }] });
  });

  it('a missing part, a bad pointer and a part that holds its own `$ref` are positioned errors', async () => {
    const looped = JSON.stringify({ nav: { groups: [{ group: 'G', pages: [{ $ref: '#/nav/groups/0' }] }] } }, null, 2);
    const missing = await load({ ...base, navigation: { $ref: 'shared.json#/nope' } }, { 'shared.json': SHARED });
    expect(missing.messages).toEqual(['docs.json:8:13 Missing `$ref` target `shared.json#/nope`']);
    const bad = await load({ ...base, navigation: { $ref: 'shared.json#navigation' } }, { 'shared.json': SHARED });
    expect(bad.messages).toEqual(['docs.json:8:13 Unexpected `$ref` pointer in `shared.json#navigation`, expected `#/key/key`']);
    const loop = await load({ ...base, navigation: { $ref: 'looped.json#/nav' } }, { 'looped.json': looped });
    expect(loop.messages.filter((m) => m.includes('cycle'))).toEqual(['looped.json:8:21 Unexpected `$ref` cycle: looped.json#/nav/groups/0 → looped.json#/nav/groups/0']);
  });
});

describe('OpenAPI `$ref` with a JSON pointer', () => {
  it('inlines only the pointed schema of the other file', async () => {
    const root = tempProject({
      'openapi.yaml': 'openapi: 3.0.3\ninfo: {title: Pets, version: "1"}\npaths:\n  /pets:\n    get:\n      responses:\n        "200":\n          description: ok\n          content:\n            application/json:\n              schema:\n                $ref: "schemas/other.yaml#/components/schemas/Pet"\n',
      'schemas/other.yaml': 'openapi: 3.0.3\ninfo: {title: Other, version: "1"}\npaths: {}\ncomponents:\n  schemas:\n    Pet:\n      type: object\n      properties:\n        name: {type: string}\n        owner: {$ref: "#/components/schemas/Owner"}\n    Owner:\n      type: object\n      properties:\n        email: {type: string}\n',
    });
    const result = await loadSpec('openapi.yaml', { root, offline: true });
    expect(result.diagnostics).toEqual([]);
    const spec = result.spec as { paths: Record<string, { get: { responses: Record<string, { content: Record<string, { schema: unknown }> }> } }> };
    expect(spec.paths['/pets']?.get.responses['200']?.content['application/json']?.schema).toEqual({
      type: 'object',
      properties: { name: { type: 'string' }, owner: { type: 'object', properties: { email: { type: 'string' } } } },
    });
  });
});
