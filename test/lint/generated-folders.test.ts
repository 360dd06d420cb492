// `link-target` over a project with generated references: links into the folders that SDK
// reference pages (`sdk`) and WebSocket channel pages (`asyncapi`) go to resolve, as in `build`;
// a link elsewhere that leads nowhere is still an error. A link to such a folder itself (or one holding it) resolves:
// Mintlify serves a folder's first navigation page at its path, and the first page there is a generated one.
import { afterAll, describe, expect, test } from '@jest/globals';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { lint } from '../../src/lint/engine.js';
import { apiPageFolders } from '../../src/lint/project-links.js';
import type { NavNode } from '../../src/config/model.js';

const base = await mkdtemp(join(tmpdir(), 'docwright-generated-folders-'));
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

/** A project whose `Greenhouse API` group generates its pages from a spec into `reference/greenhouse`, with `index.mdx` holding `text`. */
async function greenhouseProject(name: string, text: string): Promise<string> {
  const root = join(base, name);
  await mkdir(root);
  const navigation = { groups: [{ group: 'Home', pages: ['index'] }, { group: 'Greenhouse API', openapi: { source: 'greenhouse.json', directory: 'reference/greenhouse' } }] };
  await writeFile(join(root, 'docs.json'), JSON.stringify({ name: 'Greenhouse', theme: 'mint', colors: { primary: '#166534' }, navigation }));
  const spec = { openapi: '3.0.0', info: { title: 'Greenhouse', version: '1' }, paths: { '/plants': { get: { summary: 'List plants', responses: { '200': { description: 'The plants' } } } } } };
  await writeFile(join(root, 'greenhouse.json'), JSON.stringify(spec));
  await writeFile(join(root, 'index.mdx'), `---\ntitle: Home\ndescription: The greenhouse.\n---\n\n${text}\n`);
  return root;
}

describe('generated reference folders', () => {
  test('sdk and asyncapi entries name the folders their pages go to', () => {
    const navigation: NavNode[] = [
      { kind: 'tab', label: 'SDK', sdk: { format: 'typedoc', source: 't.json', directory: 'sdk/ts' }, children: [] },
      { kind: 'group', label: 'More', sdk: { format: 'typedoc', source: 'u.json' }, children: [] },
      { kind: 'tab', label: 'Realtime', asyncapi: ['a.yaml'], children: [{ kind: 'group', label: 'G', asyncapi: ['b.yaml'], asyncapiDirectory: 'ws', children: [] }] },
    ];
    expect(apiPageFolders(navigation).sort()).toEqual(['api-reference', 'sdk-reference', 'sdk/ts', 'ws']);
  });

  test('the AsyncAPI fixture lints clean: its link into a channel page resolves', async () => {
    const root = fileURLToPath(new URL('../../fixtures/asyncapi-chat', import.meta.url));
    const run = await lint([], { cwd: root });
    expect(run.results.map((r) => r.file).some((file) => file.endsWith('index.mdx'))).toBe(true);
    expect(run.results.flatMap((r) => r.findings).filter((f) => f.ruleId === 'link-target')).toEqual([]);
  });

  test('a link to the folder an OpenAPI group generates its pages in, or to a folder holding it, resolves', async () => {
    const links = '[the API](/reference/greenhouse), [all references](/reference/), [plants](/reference/greenhouse/list-plants) and [nothing](/greenhouse)';
    const root = await greenhouseProject('lint', `Read ${links}.`);
    const run = await lint([], { cwd: root });
    const found = run.results.flatMap((r) => r.findings).filter((f) => f.ruleId === 'link-target');
    expect(found.map((f) => `${f.line}:${f.column} ${f.message}`)).toEqual([
      '6:119 Unexpected link `/greenhouse` to a page that does not exist (no `greenhouse.mdx`, `greenhouse.md` or `greenhouse/index.mdx` in the project), expected a link to a page that exists, or the page written as `greenhouse.mdx`',
    ]);
  });
});
