import { describe, expect, test } from '@jest/globals';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { checkProject } from '../../src/check/check.js';
import { gatherApiFacts } from '../../src/rules-file/api-facts.js';

const SPEC = 'openapi: 3.0.0\ninfo: {title: Hidden, version: "1"}\nservers: [{url: "https://secret.example.internal"}]\ncomponents:\n  securitySchemes:\n    key: {type: apiKey, in: header, name: X-Secret-Key}\npaths:\n  /plants:\n    get:\n      responses: {"200": {description: ok}}\n';

function project(): string {
  const base = mkdtempSync(join(tmpdir(), 'docwright-rules-outside-'));
  const root = join(base, 'root');
  mkdirSync(join(base, 'outside'), { recursive: true });
  mkdirSync(root);
  writeFileSync(join(base, 'outside', 'openapi.yaml'), SPEC);
  symlinkSync(join(base, 'outside', 'openapi.yaml'), join(root, 'openapi.yaml'));
  writeFileSync(join(root, 'docs.json'), JSON.stringify({ theme: 'mint', name: 'Acme', colors: { primary: '#000000' }, api: { openapi: 'openapi.yaml' }, navigation: { groups: [{ group: 'Start', pages: ['index'] }] } }));
  writeFileSync(join(root, 'index.mdx'), '---\ntitle: Home\n---\n\nHello.\n');
  return root;
}

describe('a symlinked spec outside the project', () => {
  test('rules refuses the OpenAPI spec symlink outside, as check does: nothing from it reaches the facts', async () => {
    const root = project();
    const facts = await gatherApiFacts(root, { baseUrl: [], openapi: ['openapi.yaml'] }, ['index']);
    expect(facts).toEqual({ baseUrls: [], openapi: ['openapi.yaml'], operationPages: 0, usesApiFrontmatter: false });
    const check = await checkProject(root);
    expect(check.findings.map((f) => `${relative(root, f.file)}:${f.line}:${f.column} ${f.ruleId} ${f.message}`)).toContain(
      // At `api.openapi` in the one-line docs.json, the value that names the spec.
      'docs.json:1:79 openapi-source Unexpected spec path `openapi.yaml`, expected a file inside the project (it links outside)',
    );
  });
});
