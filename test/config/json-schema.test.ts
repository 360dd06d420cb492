import { describe, expect, it } from '@jest/globals';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { generateJsonSchemas, SCHEMA_FILES } from '../../src/config/json-schema.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));

describe('generated JSON Schemas', () => {
  it.each(Object.keys(generateJsonSchemas()))('%s is up to date (run `npm run schema`)', async (path) => {
    const committed = await readFile(join(repo, path), 'utf8');
    expect(committed).toBe(generateJsonSchemas()[path]);
  });

  it('compile in Ajv 2020 and agree with zod on the fixtures', async () => {
    const ajv = new Ajv2020({ allErrors: true });
    const current = ajv.compile(JSON.parse(generateJsonSchemas()[SCHEMA_FILES.current] ?? '{}') as object);
    const legacy = ajv.compile(JSON.parse(generateJsonSchemas()[SCHEMA_FILES.legacy] ?? '{}') as object);
    const minimal: unknown = JSON.parse(await readFile(join(repo, 'fixtures/minimal/docs.json'), 'utf8'));
    const broken: unknown = JSON.parse(await readFile(join(repo, 'fixtures/broken/docs.json'), 'utf8'));
    const mint: unknown = JSON.parse(await readFile(join(repo, 'fixtures/legacy/mint.json'), 'utf8'));
    expect(current(minimal)).toBe(true);
    expect(current(broken)).toBe(false);
    expect(legacy(mint)).toBe(true);
    expect(legacy(minimal)).toBe(false);
  });
});
