// `link-target` over a project with generated references: links into the folders that SDK
// reference pages (`sdk`) and WebSocket channel pages (`asyncapi`) go to resolve, as in `build`;
// a link elsewhere that leads nowhere is still an error.
import { describe, expect, test } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import { lint } from '../../src/lint/engine.js';
import { apiPageFolders } from '../../src/lint/project-links.js';
import type { NavNode } from '../../src/config/model.js';

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
});
