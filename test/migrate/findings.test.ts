// `migrate`'s notes as findings (src/migrate/findings.ts): each at its key, in mint.json for what is
// dropped or changed, in the new docs.json for what docwright's schema refuses.
import { describe, expect, test } from '@jest/globals';
import { resolveConfig } from '../../src/config/json.js';
import { migrateMintJson, type Migration } from '../../src/migrate/migrate.js';
import { migrationFindings } from '../../src/migrate/findings.js';

const MINT = '{\n  "name": "Orchard",\n  "isWhiteLabeled": true,\n  "navigation": [\n    { "group": "", "pages": ["index"] }\n  ]\n}\n';

describe('migrationFindings', () => {
  test('a dropped and a changed setting are warnings at their keys in mint.json', async () => {
    const resolved = await resolveConfig(MINT, '/p/mint.json', '/p');
    const migration = migrateMintJson(resolved.value);
    if (!migration) throw new Error('no migration');
    const text = `${JSON.stringify(migration.config, null, 2)}\n`;
    const found = migrationFindings(migration, resolved, '/p/docs.json', text).map((f) => [f.ruleId, f.severity, f.file, f.line, f.column]);
    expect(found).toEqual([
      ['migrate-dropped', 'warn', '/p/mint.json', 3, 3],
      // No `colors`: the primary colour written is one that passes `color-contrast`, said at the file's start.
      ['migrate-changed', 'warn', '/p/mint.json', 1, 1],
      ['migrate-changed', 'warn', '/p/mint.json', 5, 7],
    ]);
  });

  test('a refused part is placed at its key in the new docs.json text', async () => {
    const resolved = await resolveConfig('{"name": "Orchard"}', '/p/mint.json', '/p');
    const config = { name: 'Orchard', navbar: { links: [{ label: 'Blog', href: 'blog' }] } };
    const migration: Migration = { config, dropped: [], changed: [], refused: [{ key: 'navbar.links[0].href', path: ['navbar', 'links', 0, 'href'], reason: 'a relative URL' }] };
    const text = `${JSON.stringify(config, null, 2)}\n`;
    const [refused] = migrationFindings(migration, resolved, '/p/docs.json', text);
    expect(refused).toMatchObject({ ruleId: 'migrate-refused', file: '/p/docs.json', line: 7, column: 9 });
    expect(refused?.message).toBe('Unexpected `navbar.links[0].href` that `docwright check` refuses (a relative URL), expected as Mintlify accepts it: it is kept as written');
  });
});
