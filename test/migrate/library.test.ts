// The library route docs/library.mdx shows: `migrateMintJson(loaded.resolved.value)` takes the loaded value as it is
// typed (`unknown`), so the documented example type-checks and runs; a value that is not an object migrates to nothing.
import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadDocsConfig } from '../../src/config/index.js';
import { migrateMintJson } from '../../src/migrate/migrate.js';

const dir = await mkdtemp(join(tmpdir(), 'docwright-migrate-library-'));
afterAll(async () => rm(dir, { recursive: true, force: true }));

describe('migrateMintJson from the library', () => {
  it('migrates the value loadDocsConfig resolved, unknown-typed as it is', async () => {
    await writeFile(join(dir, 'mint.json'), JSON.stringify({ name: 'Old', colors: { primary: '#123456' }, navigation: [{ group: 'Start', pages: ['index'] }] }));
    const loaded = await loadDocsConfig(dir);
    const migration = loaded.resolved ? migrateMintJson(loaded.resolved.value) : undefined;
    expect(migration?.config.navigation).toEqual({ groups: [{ group: 'Start', pages: ['index'] }] });
  });

  it('gives nothing for JSON that is not an object', () => {
    expect(migrateMintJson([1, 2])).toBeUndefined();
    expect(migrateMintJson('mint')).toBeUndefined();
    expect(migrateMintJson(null)).toBeUndefined();
  });
});
