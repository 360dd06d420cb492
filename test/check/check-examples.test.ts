// The examples of the check ids are tests: each project in src/check/check-examples.ts goes through `checkProject`
// (with `links` where the example asks) or, for a build's id, a build; a `notOk` project gets a finding of its id,
// an `ok` one none.
import { afterAll, describe, expect, test } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkProject } from '../../src/check/check.js';
import { BASE_PROJECT, CHECK_EXAMPLES, type CheckExample } from '../../src/check/check-examples.js';
import { CHECK_IDS, CHECKS, type CheckId } from '../../src/findings/checks.js';
import type { Finding } from '../../src/findings/finding.js';

const isLintRule = (id: CheckId): boolean => CHECKS[id].rule === true;
import { writeFiles } from '../support/project.js';
import { createSite } from '../../src/render/site/site.js';
import { migrateProject } from '../../src/migrate/project.js';

const base = mkdtempSync(join(tmpdir(), 'docwright-check-examples-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));
let counter = 0;

/** The findings `check` (or the build) reports on the example's project. */
async function findingsOf(example: CheckExample): Promise<readonly Finding[]> {
  const root = join(base, `p${counter++}`);
  const merged = Object.entries({ ...BASE_PROJECT, ...example.files });
  writeFiles(root, Object.fromEntries(merged.filter((entry): entry is [string, string] => entry[1] !== null)));
  if (example.command === 'build') {
    // Search off (a module that is not installed): the index is no part of any example, and costs time.
    const site = await createSite({ root, workers: 0, cacheDir: false, searchModule: 'docwright-test-no-pagefind' });
    return (await site.build(join(root, 'out'))).diagnostics;
  }
  if (example.command === 'migrate' || example.command === 'migrate --write') {
    return (await migrateProject(root, { write: example.command === 'migrate --write' })).findings;
  }
  return (await checkProject(root, { links: example.links === true })).findings;
}

/** The ids `check` reports on the example's project. */
async function reported(example: CheckExample): Promise<string[]> {
  return (await findingsOf(example)).map((f) => f.ruleId);
}

/**
 * The house form of a message: one line, "Unexpected X, expected Y" or "Missing X", no trailing period; code in
 * backticks (a message that quotes a value never leaves it bare in quotes).
 */
const HOUSE_FORM = /^(Unexpected .+, expected .+|Missing .+)$/;

/** What is wrong with a message's form, or `undefined` when it is in the house form. */
function formProblem(message: string): string | undefined {
  if (message.includes('\n')) return 'more than one line';
  if (!HOUSE_FORM.test(message)) return 'not "Unexpected X, expected Y" or "Missing X"';
  if (/[.!]$/.test(message)) return 'a trailing period';
  // Quotes outside code spans: a value quoted as prose instead of written as code.
  const prose = message.replace(/``.*?``|`[^`]*`/g, '');
  if (/(^|[\s(])"[^"\s]+"|(^|[\s(])'[^'\s]+'/.test(prose)) return 'code in quotes, not backticks';
  return undefined;
}

const cases = Object.entries(CHECK_EXAMPLES).flatMap(([id, examples]) => [
  ...(examples?.ok ?? []).map((example) => ({ id, example, ok: true })),
  ...(examples?.notOk ?? []).map((example) => ({ id, example, ok: false })),
]);

/** The ids reported at two severities by design: one URL for two files is an error, URLs that differ in case a warning. */
const TWO_SEVERITIES: ReadonlySet<CheckId> = new Set<CheckId>(['page-url-collision']);

describe('check examples', () => {
  test('the base project is clean', async () => {
    expect(await reported({ name: 'base', files: {}, links: true })).toEqual([]);
  });

  test.each(cases)('$id: $example.name', async ({ id, example, ok }) => {
    const findings = await findingsOf(example);
    const ids = findings.map((f) => f.ruleId);
    if (ok) expect(ids).not.toContain(id);
    else expect(ids).toContain(id);
    // Reported at the severity its page in the check reference states (the registry's), unless a project's `checks` sets
    // another or the id has two by design (its description says which case is which).
    if (!ok && !TWO_SEVERITIES.has(id as CheckId) && example.files['.docwrightrc'] === undefined && example.files['.docwrightrc.json'] === undefined) {
      expect([...new Set(findings.filter((f) => f.ruleId === id).map((f) => f.severity))]).toEqual([CHECKS[id as CheckId].severity]);
    }
    // Every message the example produces, of any id, reads in the house form.
    const offForm = findings.map((f) => [f.ruleId, f.message, formProblem(f.message)]).filter((entry) => entry[2] !== undefined);
    expect(offForm).toEqual([]);
  });

  test('every example is of a registered id, with at least one of each kind', () => {
    for (const [id, examples] of Object.entries(CHECK_EXAMPLES)) {
      expect(CHECK_IDS).toContain(id);
      expect([id, (examples?.ok.length ?? 0) > 0, (examples?.notOk.length ?? 0) > 0]).toEqual([id, true, true]);
    }
  });

  // The ids whose examples are still to be written (the build's need a build to run): the list only shrinks, a new id
  // comes with its examples. A lint rule's id has its examples in its rule (rules/<id>.ts). `component-deadline`'s
  // not-ok example would run into the sandbox's 60 s wall-clock deadline (test/render/safety/sandbox/pages.test.ts
  // ends the same work at a deadline of 300 ms).
  const WITHOUT_EXAMPLES: readonly CheckId[] = [
    'component-deadline', 'component-static', 'config-invalid',
    'expression-render', 'feedback-repository-missing',
    'feedback-thumbs-unsupported', 'font-source', 'graphql-limit', 'graphql-route', 'graphql-schema',
    'migrate-changed', 'migrate-dropped', 'migrate-refused', 'nav-page-ignored',
    'nav-prefix-unmatched', 'nav-version-unknown', 'openapi-duplicate-key', 'openapi-kind', 'openapi-operation',
    'openapi-remote', 'openapi-unsupported', 'page-encoding', 'page-limit',
    'read-error', 'redirect-destination', 'render-failed', 'report-limit', 'rules-file-missing', 'rules-file-stale',
    'rules-file-unowned', 'score-check', 'search-off', 'svg-unsafe', 'text-contrast', 'theme-contrast',
  ];
  test('every check id has examples, but the listed ones', () => {
    const missing = CHECK_IDS.filter((id) => CHECK_EXAMPLES[id] === undefined && !isLintRule(id));
    expect(missing).toEqual(WITHOUT_EXAMPLES);
  });
});
