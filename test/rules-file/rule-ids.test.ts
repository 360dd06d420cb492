// The rules file names only rules that exist: every id in a guideline's `ruleIds` is a lint rule of docwright's.
import { describe, expect, test } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rulesById } from '../../rules/index.js';

const folder = fileURLToPath(new URL('../../src/rules-file/', import.meta.url));

/** Every id written in a `ruleIds: [...]` list of the rules file's sources, with its file. */
function namedRuleIds(): Array<{ file: string; id: string }> {
  const found: Array<{ file: string; id: string }> = [];
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.ts'))) {
    for (const list of readFileSync(join(folder, file), 'utf8').matchAll(/ruleIds: \[([^\]]*)\]/g)) {
      for (const id of (list[1] ?? '').matchAll(/'([^']+)'/g)) found.push({ file, id: id[1] ?? '' });
    }
  }
  return found;
}

describe('rules file', () => {
  test('every rule id a guideline names exists', () => {
    const named = namedRuleIds();
    expect(named.length).toBeGreaterThan(15);
    expect(named.filter(({ id }) => !rulesById.has(id))).toEqual([]);
  });
});
