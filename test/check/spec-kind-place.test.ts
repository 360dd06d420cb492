// A spec of the other kind (an AsyncAPI document where docs.json expects OpenAPI, or an
// OpenAPI document where it expects AsyncAPI) is reported at the docs.json value that names
// it, where the author fixes it, as other docs.json findings are: by `check` and by `build`.
import { relative } from 'node:path';
import { describe, expect, jest, test } from '@jest/globals';
import { checkProject } from '../../src/check/check.js';
import { createSite } from '../../src/render/site/site.js';
import { tempOutDir, tempProject } from '../support/project.js';

// Long: it builds and checks whole projects (seconds here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const docs = JSON.stringify({
  theme: 'mint',
  name: 'Yard',
  colors: { primary: '#0D9373' },
  favicon: '/favicon.svg',
  navigation: {
    groups: [
      { group: 'Start', pages: ['index'] },
      { group: 'Events', openapi: 'events.yaml' },
      { group: 'Rest', asyncapi: 'rest.yaml' },
    ],
  },
}, null, 2);

const files = {
  'docs.json': docs,
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'index.mdx': '---\ntitle: Home\ndescription: The start.\n---\n\nHello.\n',
  'events.yaml': 'info:\n  title: Events\n  version: 1.0.0\nasyncapi: 3.0.0\nchannels: {}\n',
  'rest.yaml': 'info: {title: Rest, version: "1"}\nopenapi: 3.1.0\npaths: {}\n',
};

type Placed = { file: string; line: number; column: number; ruleId: string; message: string };
const placed = (root: string, findings: readonly Placed[]): string[] =>
  findings.filter((f) => /^Unexpected (AsyncAPI|OpenAPI) document/.test(f.message)).map((f) => `${relative(root, f.file)}:${f.line}:${f.column} ${f.ruleId}`).sort();

// `"openapi": "events.yaml"` is on line 18, its value at column 20; `"asyncapi": "rest.yaml"` on line 22, its value at column 21.
const AT_KEYS = ['docs.json:18:20 openapi-kind', 'docs.json:22:21 asyncapi-pages'];

describe('a spec of the other kind is reported at the docs.json value that names it', () => {
  test('check', async () => {
    const root = tempProject(files, 'docwright-kind-');
    expect(placed(root, (await checkProject(root)).findings)).toEqual(AT_KEYS);
  });

  test('build', async () => {
    const root = tempProject(files, 'docwright-kind-');
    const result = await (await createSite({ root, workers: 0, cacheDir: false, offline: true })).build(tempOutDir());
    expect(placed(root, result.diagnostics)).toEqual(AT_KEYS);
  });
});
