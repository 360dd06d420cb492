// The rule examples are the rule tests, run by the public RuleTester: every ok example lints
// clean, every not-ok example gives exactly its expected output, and `fixed` is what `--fix` writes.
import { describe, expect, test } from '@jest/globals';
import { rules } from '../../rules/index.js';
import { casesFromExamples, RuleTester } from '../../src/lint/rule-tester.js';
import { verifyTextSync } from '../../src/lint/verify-text.js';
import type { Rule } from '../../src/rule-kit/rule.js';
import type { Example } from '../../src/rule-kit/rule.js';

/** Lint an example with its rule alone at `error`, fixing. */
function fixOnce(rule: Rule, example: Example, text: string): ReturnType<typeof verifyTextSync> {
  return verifyTextSync(text, {
    filePath: example.filename ?? 'example.mdx',
    rules: { [rule.id]: example.options === undefined ? 'error' : ['error', example.options] },
    registry: new Map([[rule.id, rule]]),
    fix: true,
  });
}

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

  test('a rule with suggestions shows one in an example, and only such a rule has `suggested` ones', () => {
    const shown = rule.examples.notOk.some((example) => (example.suggested ?? []).length > 0);
    expect(shown).toBe(rule.hasSuggestions === true);
  });

  test('`--fix` converges: a second run changes nothing, and the findings it fixed are gone', () => {
    for (const example of rule.examples.notOk.filter((e) => e.fixed !== undefined)) {
      const before = fixOnce(rule, example, example.input);
      const once = before.output ?? example.input;
      const again = fixOnce(rule, example, once);
      expect(again.output).toBeUndefined();
      expect(again.findings.length).toBeLessThan((example.output ?? []).length);
    }
  });
});
