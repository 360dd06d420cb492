// The rule registry as a whole: names, docs, messages and presets agree with the rules.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from '@jest/globals';
import { rules, rulesById } from '../../rules/index.js';
import { presets } from '../../presets/index.js';
import { ruleIdsOf, ruleIndexSource } from '../../src/lint/rule-index.js';

const rulesDir = fileURLToPath(new URL('../../rules/', import.meta.url));
const ruleFiles = ruleIdsOf(readdirSync(rulesDir));

describe('rule registry', () => {
  test('rules/index.ts is the generated list of the files in rules/ (run `npm run docs:rules`)', () => {
    expect(readFileSync(`${rulesDir}index.ts`, 'utf8')).toBe(ruleIndexSource(ruleFiles));
  });

  test('the generated list names each rule by a valid identifier', () => {
    expect(ruleIndexSource(['code-auth-header', '2fa-note'])).toContain("import _2faNote from './2fa-note.js';");
    expect(ruleIndexSource(['code-auth-header'])).toContain("import codeAuthHeader from './code-auth-header.js';");
  });

  test('registers every file in rules/, and every id equals its file name', () => {
    expect(rules.map((rule) => rule.id).sort()).toEqual(ruleFiles);
  });

  test('ids are unique and kebab-case', () => {
    expect(rulesById.size).toBe(rules.length);
    for (const rule of rules) expect(rule.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)+$/);
  });

  test.each(rules.map((rule) => [rule.id, rule] as const))('%s has docs, a description, tags and a docs url', (id, rule) => {
    expect(rule.description.length).toBeGreaterThan(10);
    expect(rule.description).not.toMatch(/\.$/);
    expect(rule.docs.rationale.length).toBeGreaterThan(40);
    expect(rule.tags.length).toBeGreaterThan(0);
    expect(rule.url.endsWith(`docs/rules/${id}.mdx`)).toBe(true);
  });

  test.each(rules.map((rule) => [rule.id, rule] as const))('%s messages follow "Unexpected …, expected …" or "Missing …"', (_id, rule) => {
    for (const message of Object.values(rule.messages)) {
      expect(message).toMatch(/^(Unexpected .+, expected .+|Missing .+)$/);
      expect(message).not.toMatch(/[.!]$/);
      expect(message).not.toMatch(/\bplease\b/i);
    }
  });

  test.each(rules.map((rule) => [rule.id, rule] as const))('%s: only fixable rules have `fixed` examples, and fixable ones have one', (_id, rule) => {
    const fixedExamples = rule.examples.notOk.filter((example) => example.fixed !== undefined);
    if (rule.fixable) expect(fixedExamples.length).toBeGreaterThan(0);
    else expect(fixedExamples).toEqual([]);
  });
});

describe('presets', () => {
  test('recommended equals each rule\'s `recommended` flag', () => {
    const expected = Object.fromEntries(rules.filter((rule) => rule.recommended !== false).map((rule) => [rule.id, rule.recommended]));
    expect(presets.recommended.rules).toEqual(expected);
  });

  test('style holds the rules tagged `style`, as warnings', () => {
    expect(presets.style.rules).toEqual(Object.fromEntries(rules.filter((rule) => rule.tags.includes('style')).map((rule) => [rule.id, 'warn'])));
  });

  test('strict turns every rule on at error severity', () => {
    expect(presets.strict.rules).toEqual(Object.fromEntries(rules.map((rule) => [rule.id, 'error'])));
  });
});
