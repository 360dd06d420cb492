// The rule examples are the rule tests, run by the public RuleTester: every ok example lints
// clean, every not-ok example gives exactly its expected output, and `fixed` is what `--fix` writes.
import { describe, expect, test } from '@jest/globals';
import { rules } from '../../rules/index.js';
import { casesFromExamples, RuleTester } from '../../src/lint/rule-tester.js';

RuleTester.describe = describe;
RuleTester.it = test;
const tester = new RuleTester();

for (const rule of rules) tester.run(rule.id, rule, casesFromExamples(rule));

describe.each(rules.map((rule) => [rule.id, rule] as const))('%s', (_id, rule) => {
  test('has docs and at least one ok and one not-ok example', () => {
    expect(rule.docs.rationale.length).toBeGreaterThan(20);
    expect(rule.examples.ok.length).toBeGreaterThan(0);
    expect(rule.examples.notOk.length).toBeGreaterThan(0);
  });

  test('every not-ok example names its findings, and only fixable rules have `fixed` ones', () => {
    expect(rule.examples.notOk.every((example) => (example.output ?? []).length > 0)).toBe(true);
    if (!rule.fixable) expect(rule.examples.notOk.every((example) => example.fixed === undefined)).toBe(true);
  });
});
