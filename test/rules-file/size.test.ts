// The default file must stay small enough for an editor to load on every request, for a
// project of real size: 150 pages, 40 components in use, one OpenAPI spec.
import { afterAll, describe, expect, test } from '@jest/globals';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { presets } from '../../presets/index.js';
import { verifyText } from '../../src/lint/verify-text.js';
import { generateRulesFile, generateRulesFiles } from '../../src/rules-file/index.js';
import { writeLargeProject } from './large-project.js';

/** What the issue asks: a file an editor can afford to load. */
const LINE_TARGET = 300;
/** Windsurf reads at most this many characters of one rule file. */
const WINDSURF_LIMIT = 12_000;

const base = await mkdtemp(join(tmpdir(), 'docwright-rules-size-'));
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

async function project(legacy: boolean): Promise<string> {
  const root = join(base, legacy ? 'legacy' : 'current');
  await mkdir(root, { recursive: true });
  await writeLargeProject(root, legacy);
  return root;
}

const roots = { current: await project(false), legacy: await project(true) };

describe.each(['current', 'legacy'] as const)('a 150-page project with an API (%s config)', (kind) => {
  test(`the default file is at most ${LINE_TARGET} lines`, async () => {
    const text = await generateRulesFile({ root: roots[kind] });
    expect(text.split('\n').length).toBeLessThanOrEqual(LINE_TARGET);
    // The long form is still there for those who ask for it.
    const full = await generateRulesFile({ root: roots[kind], full: true });
    expect(full.split('\n').length).toBeGreaterThan(LINE_TARGET * 2);
  });

  test('the default file passes every recommended lint rule, writing style included', async () => {
    const text = await generateRulesFile({ root: roots[kind] });
    const result = await verifyText(text, { filePath: '.cursor/rules.md', rules: presets.recommended.rules });
    expect(result.findings.map((f) => `${f.line}:${f.column} ${f.ruleId} ${f.message}`)).toEqual([]);
  });

  test('names the one spec once, though config and pages spell it differently', async () => {
    const text = await generateRulesFile({ root: roots[kind] });
    expect(text).toContain('Reference pages come from OpenAPI: `openapi.yaml`. 30 pages name operations');
    expect(text).toContain('Every request sends the header `Authorization: Bearer <API_KEY>`.');
  });

  test(`each Windsurf rule file stays under ${WINDSURF_LIMIT} characters`, async () => {
    const files = await generateRulesFiles({ root: roots[kind], editor: 'windsurf', native: true });
    expect(files.map((file) => file.path)).toEqual(['.windsurf/rules/docwright.md', '.windsurf/rules/docwright-writing.md', '.windsurf/rules/docwright-components.md']);
    for (const file of files) expect(file.text.length).toBeLessThanOrEqual(WINDSURF_LIMIT);
  });
});

// Pages without a version (the 30 endpoints) show in, and count for, both versions.
test('the legacy project names its versions with their page counts', async () => {
  const text = await generateRulesFile({ root: roots.legacy });
  expect(text).toMatch(/^- Versions: `v2` \(110 pages\), `v1` \(70 pages\); the first is the default\. A page belongs to the version its group or anchor names with `version` in `mint\.json`/m);
});
