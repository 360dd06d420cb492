import { afterAll, describe, expect, it } from '@jest/globals';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runMain, type MainResult } from '../support/run-main.js';
import { loadDocsConfig, navPages, validateDocsConfig } from '../../src/config/index.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const base = await mkdtemp(join(tmpdir(), 'docwright-migrate-'));
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

const run = (cwd: string, ...argv: string[]): Promise<MainResult> => runMain(cwd, ['migrate', ...argv]);

describe('docwright migrate', () => {
  it('rewrites fixtures/legacy into a valid docs.json with the same pages and settings', async () => {
    const result = await run(repo, 'fixtures/legacy');
    expect(result.code).toBe(0);
    expect(result.stderr).toBe('No home in docs.json for `feedback`: feedback buttons are set in the dashboard, not in `docs.json`\n');
    const migrated = await validateDocsConfig(result.stdout, { root: join(repo, 'fixtures/legacy'), path: 'docs.json' });
    expect(migrated.diagnostics).toEqual([]);
    const legacy = await loadDocsConfig(join(repo, 'fixtures/legacy'));
    const before = legacy.model;
    const after = migrated.model;
    if (!before || !after) throw new Error('no model');
    expect(new Set(navPages(after))).toEqual(new Set(navPages(before)));
    expect(after.versions).toEqual(['v2', 'v1']);
    expect(after.anchors.map((a) => a.href)).toEqual(['https://example.com/community']);
    for (const key of ['colors', 'navbar', 'footer', 'appearance', 'logo', 'favicon'] as const) expect(after[key]).toEqual(before[key]);
    expect(after.api).toMatchObject({ baseUrl: ['https://api.example.com'], auth: { method: 'bearer' }, playground: { mode: 'simple' }, openapi: ['openapi.yaml'] });
    expect(after.background.image).toEqual(before.background.image);
  });

  it('writes docs.json with --write and refuses to overwrite it', async () => {
    const root = join(base, 'legacy');
    await cp(join(repo, 'fixtures/legacy'), root, { recursive: true });
    expect((await run(root, '--write')).code).toBe(0);
    const written: unknown = JSON.parse(await readFile(join(root, 'docs.json'), 'utf8'));
    expect(written).toMatchObject({ name: 'Legacy Example', theme: 'mint' });
    const again = await run(root, '.', '--write');
    expect(again.code).toBe(2);
  });

  it('says so when the configuration is already current', async () => {
    const result = await run(repo, 'fixtures/minimal');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('already in the current shape');
  });
});
