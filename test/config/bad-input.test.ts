import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadDocsConfig, validateDocsConfig } from '../../src/config/index.js';
import { checkProject } from '../../src/check/check.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const base = await mkdtemp(join(tmpdir(), 'docwright-config-'));
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});
let counter = 0;

/** A fresh project with the given files. */
async function project(files: Record<string, string>): Promise<string> {
  const root = join(base, `p${counter++}`);
  for (const [name, text] of Object.entries(files)) {
    await mkdir(join(root, name, '..'), { recursive: true });
    await writeFile(join(root, name), text);
  }
  return root;
}

const valid = (extra: Record<string, unknown> = {}, pages: unknown[] = ['index']): string =>
  JSON.stringify({ theme: 'mint', name: 'Acme', colors: { primary: '#0D7A5F' }, navigation: { pages }, ...extra }, null, 2);
const page = '---\ntitle: Home\n---\n\nHello.\n';

async function diagnostics(text: string): Promise<string[]> {
  const loaded = await validateDocsConfig(text, { root: base, path: 'docs.json' });
  expect(loaded.model).toBeUndefined();
  return loaded.diagnostics.map((d) => `${d.line}:${d.column} ${d.ruleId} ${d.message}`);
}

describe('bad configuration input', () => {
  it('not JSON', async () => {
    expect(await diagnostics('name: Acme\n')).toEqual([expect.stringMatching(/^1:1 config-json Unexpected/)]);
  });

  it('trailing commas and comments are positioned', async () => {
    expect(await diagnostics('{\n  "name": "Acme",\n}\n')).toEqual(['3:1 config-json Unexpected `}` after a `,`, expected a property name in double quotes (JSON allows no trailing comma)']);
    expect(await diagnostics('{ "pages": ["a",] }\n')).toEqual(['1:17 config-json Unexpected `]` after a `,`, expected a value (JSON allows no trailing comma)']);
    expect(await diagnostics('{\n  // the name\n  "name": "Acme"\n}\n')).toEqual(['2:3 config-json Unexpected `//` comment, expected plain JSON, which has no comments']);
    expect(await diagnostics('{\n  /* the name */ "name": "Acme"\n}\n')).toEqual(['2:3 config-json Unexpected `/*` comment, expected plain JSON, which has no comments']);
  });

  it('a syntax error names what it found, in backticks, and what JSON expects after what came before', async () => {
    expect(await diagnostics('{ broken\n')).toEqual(['1:3 config-json Unexpected `broken`, expected a property name in double quotes or `}`']);
    expect(await diagnostics('{ "name": "Acme" } []\n')).toEqual(['1:20 config-json Unexpected `[` after the end of the JSON value, expected the end of the file']);
    // A comma where the first key belongs is no trailing comma: a property name was expected.
    expect(await diagnostics('{,\n  "name": "Acme"\n}\n')).toEqual(['1:2 config-json Unexpected `,`, expected a property name in double quotes or `}`']);
    expect(await diagnostics("{\n  'name': 'Acme'\n}\n")).toEqual(["2:3 config-json Unexpected `'name'`, expected a property name in double quotes or `}`"]);
    expect(await diagnostics('{\n  "name": ,\n  "theme": "mint"\n}\n')).toEqual(['2:11 config-json Unexpected `,`, expected a value']);
    expect(await diagnostics('{\n  "name" "Acme"\n}\n')).toEqual(['2:10 config-json Unexpected `"Acme"`, expected `:` after the property name']);
  });

  it('a missing comma names the next entry, and what could come there', async () => {
    expect(await diagnostics('{\n  "name": "Acme"\n  "theme": "mint"\n}\n')).toEqual(['3:3 config-json Unexpected `"theme"`, expected `,` or `}`']);
    expect(await diagnostics('{\n  "pages": ["a" "b"]\n}\n')).toEqual(['2:17 config-json Unexpected `"b"`, expected `,` or `]`']);
  });

  it('an unclosed string or an early end of the file is reported where the text stops', async () => {
    expect(await diagnostics('{\n  "name": "Acme\n}\n')).toEqual(['2:16 config-json Unexpected line break in a string, expected a closing `"` (a JSON string is one line)']);
    expect(await diagnostics('{\n  "name": "Acme')).toEqual(['2:16 config-json Unexpected end of the file in a string, expected a closing `"` (a JSON string is one line)']);
    expect(await diagnostics('{\n  "name": "Acme"\n')).toEqual(['3:1 config-json Unexpected end of the file, expected `,` or `}`']);
    expect(await diagnostics('{\n  "pages": ["a"')).toEqual(['2:16 config-json Unexpected end of the file, expected `,` or `]`']);
    expect(await diagnostics('{\n  "name":')).toEqual(['2:10 config-json Unexpected end of the file, expected a value']);
  });

  it('a control character or a bad escape in a string is reported at itself', async () => {
    expect(await diagnostics('{\n  "name": "Ac\tme"\n}\n')).toEqual(['2:14 config-json Unexpected tab in a string, expected the escape `\\t`']);
    expect(await diagnostics('{\n  "name": "Ac\\qme"\n}\n')).toEqual([
      '2:14 config-json Unexpected escape `\\q` in a string, expected one of `\\"`, `\\\\`, `\\/`, `\\b`, `\\f`, `\\n`, `\\r`, `\\t` or `\\u` and four hex digits',
    ]);
  });

  it('a BOM is read, positions stay those of the file, and it is an error: Mintlify refuses it', async () => {
    const loaded = await validateDocsConfig(`\uFEFF${valid({ colors: { primary: 'red' } })}`, { root: base, path: 'docs.json' });
    expect(loaded.diagnostics.map((d) => `${d.line}:${d.column} ${d.ruleId}`)).toEqual(['1:1 config-json', '5:16 config-schema']);
    const ok = await validateDocsConfig(`\uFEFF${valid()}`, { root: base, path: 'docs.json' });
    expect(ok.diagnostics.map((d) => `${d.line}:${d.column} ${d.severity} ${d.message}`)).toEqual([
      '1:1 error Unexpected byte order mark (U+FEFF) at the start of `docs.json`, expected `{` first (Mintlify reads the file with `JSON.parse`, which refuses it)',
    ]);
    expect(ok.model?.name).toBe('Acme');
  });

  it('a key written twice is a warning, not a syntax error: `JSON.parse` keeps the last', async () => {
    const loaded = await validateDocsConfig('{\n  "name": "Acme",\n  "name": "Acme Docs",\n  "theme": "mint",\n  "colors": { "primary": "#0D7A5F" },\n  "navigation": { "pages": ["index"] }\n}\n', { root: base, path: 'docs.json' });
    expect(loaded.diagnostics.map((d) => `${d.line}:${d.column} ${d.ruleId} ${d.message}`)).toEqual(['3:3 config-duplicate-key Unexpected duplicate key `name` in `docs.json`, expected each key once (the last one wins)']);
    expect(loaded.model?.name).toBe('Acme Docs');
  });

  it('empty file', async () => {
    expect(await diagnostics('')).toEqual(['1:1 config-json Unexpected empty file `docs.json`, expected a JSON object']);
    expect(await diagnostics('  \n')).toHaveLength(1);
  });

  it('an array at the top', async () => {
    expect(await diagnostics('[{"name": "Acme"}]')).toEqual(['1:1 config-json Unexpected array at the top of `docs.json`, expected an object']);
  });

  it('a 10 MB configuration loads', async () => {
    const pages = Array.from({ length: 400_000 }, (_, i) => `section/page-number-${i}`);
    const text = valid({}, pages);
    expect(text.length).toBeGreaterThan(10_000_000);
    const loaded = await validateDocsConfig(text, { root: base, path: 'docs.json' });
    expect(loaded.diagnostics).toEqual([]);
    expect(loaded.model?.navigation).toHaveLength(400_000);
  });

  it('nesting 10,000 deep does not overflow the stack', async () => {
    const deep = `{"name": "Acme", "navigation": {"pages": [${'['.repeat(10_000)}${']'.repeat(10_000)}]}}`;
    // At the bracket that passes the limit: the pages list opens at depth 3, so the 129th level is 126 brackets later.
    expect(await diagnostics(deep)).toEqual(['1:168 config-json Unexpected nesting deeper than 128 levels, expected a configuration object']);
    const groups = `{"theme": "mint", "name": "A", "colors": {"primary": "#000000"}, "navigation": {"pages": [${'{"group": "g", "pages": ['.repeat(10_000)}${']}'.repeat(10_000)}]}}`;
    expect(await diagnostics(groups)).toHaveLength(1);
  });

  it('$ref cycles and $refs outside the project are positioned errors', async () => {
    const root = await project({
      'docs.json': valid({ navigation: { $ref: './a.json' } }),
      'a.json': '{\n  "pages": [{ "$ref": "./b.json" }]\n}\n',
      'b.json': '{\n  "group": "B", "pages": [{ "$ref": "./a.json" }]\n}\n',
      'index.mdx': page,
    });
    const cycle = await loadDocsConfig(root);
    expect(cycle.diagnostics.map((d) => `${d.file.slice(root.length + 1)}:${d.line}:${d.column} ${d.message}`)).toEqual([
      'b.json:2:37 Unexpected `$ref` cycle: a.json → b.json → a.json',
    ]);
    const outside = await project({ 'docs.json': valid({ navigation: { $ref: '../../../etc/passwd' } }) });
    const loaded = await loadDocsConfig(outside);
    expect(loaded.diagnostics.map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual([
      '8:13 Unexpected `$ref` to `../../../etc/passwd` outside the project, expected a JSON file inside it',
    ]);
  });

  it('navigation paths outside the project or absolute are errors', async () => {
    const root = await project({ 'docs.json': valid({}, ['index', '../../etc/passwd', '/etc/passwd']), 'index.mdx': page });
    const result = await checkProject(root);
    expect(result.findings.map((f) => `${f.line}:${f.column} ${f.ruleId} ${f.message}`)).toEqual([
      '10:7 nav-path-outside Unexpected page `../../etc/passwd` outside the project, expected a path inside it such as `guides/setup`',
      '11:7 nav-page-missing Missing page `/etc/passwd`, expected `etc/passwd.mdx` or `etc/passwd.md`',
    ]);
  });

  it('OpenAPI that is not YAML/JSON, or has circular $refs', async () => {
    const circular = [
      'openapi: 3.0.3',
      'info: { title: T, version: "1" }',
      'paths:',
      '  /a:',
      '    get:',
      '      responses:',
      '        "200":',
      '          description: ok',
      '          content:',
      '            application/json:',
      '              schema: { $ref: "#/components/schemas/Node" }',
      'components:',
      '  schemas:',
      '    Node:',
      '      type: object',
      '      properties:',
      '        next: { $ref: "#/components/schemas/Node" }',
      '',
    ].join('\n');
    const root = await project({
      'docs.json': valid({ api: { openapi: ['broken.yaml', 'circular.yaml'] } }, ['index', 'op']),
      'broken.yaml': 'openapi: 3.0.3\ninfo: [unclosed\n',
      'circular.yaml': circular,
      'index.mdx': page,
      'op.mdx': '---\ntitle: Op\nopenapi: circular.yaml GET /a\n---\n',
    });
    const result = await checkProject(root);
    const text = result.findings.map((f) => `${f.file.slice(root.length + 1)}:${f.line} ${f.severity} ${f.ruleId}`);
    expect(text).toEqual([expect.stringMatching(/^broken\.yaml:\d+ error openapi-/)]);
  });

  it('a missing docs.json is a clear fatal message', async () => {
    const root = await project({ 'index.mdx': page });
    const result = await checkProject(root);
    expect(result.fatal).toBe(true);
    expect(result.findings.map((f) => f.message)).toEqual(['Missing `docs.json` (or legacy `mint.json`) in the project root']);
  });
});
