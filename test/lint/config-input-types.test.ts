// The public input type of a lint config says what a severity may be (a name or ESLint's 0/1/2)
// for `rules`, `overrides[].rules`, `checks` and `linterOptions.reportUnusedDisableDirectives`,
// never `unknown`. The type checks here are compile-time: `npx tsc --noEmit` fails when one of
// these values is typed `unknown` again (an `IsUnknown` below becomes `true`, or a
// `@ts-expect-error` line no longer has an error to expect). The tests check at run time that the
// values the types take are the ones the schema takes, and that the ones they refuse are refused.
import { describe, expect, test } from '@jest/globals';
import { validateLintConfig, type LintConfigInput, type LintOptions } from '../../src/index.js';

/** `true` only for `unknown` (and `any`): every type is assignable to it. */
type IsUnknown<T> = unknown extends T ? true : false;

type Config = Exclude<NonNullable<LintOptions['config']>, string | false>;
type RuleValue = NonNullable<LintConfigInput['rules']>[string];
type OverrideRuleValue = NonNullable<NonNullable<LintConfigInput['overrides']>[number]['rules']>[string];
type CheckValue = NonNullable<LintConfigInput['checks']>[string];
type UnusedDirectives = NonNullable<NonNullable<LintConfigInput['linterOptions']>['reportUnusedDisableDirectives']>;

const notUnknown: [IsUnknown<RuleValue>, IsUnknown<OverrideRuleValue>, IsUnknown<CheckValue>, IsUnknown<UnusedDirectives>] = [false, false, false, false];
const configIsTheInput: IsUnknown<NonNullable<Config['rules']>[string]> = false;

const typed: LintConfigInput[] = [
  { rules: { 'heading-increment': 'warn', 'code-language': 2, 'heading-start-level': [1, { level: 2 }], 'frontmatter-title': [0] } },
  { overrides: [{ files: 'docs/**', rules: { 'heading-increment': 'off' } }] },
  { checks: { 'api-field-type': 'error', 'color-contrast': 1 } },
  { linterOptions: { reportUnusedDisableDirectives: 0 } },
  { linterOptions: { reportUnusedDisableDirectives: true } },
];

const refused: LintConfigInput[] = [
  // @ts-expect-error: `warning` is no severity.
  { rules: { 'heading-increment': 'warning' } },
  // @ts-expect-error: 3 is no severity.
  { checks: { 'api-field-type': 3 } },
  // @ts-expect-error: a severity is a name or 0/1/2, not a word in an array of two names.
  { rules: { 'heading-increment': ['warn', 'error', 'off'] } },
  // @ts-expect-error: `"2"` is a string, not ESLint's number.
  { linterOptions: { reportUnusedDisableDirectives: '2' } },
];

describe('the lint config input types', () => {
  test('are not unknown', () => {
    expect([...notUnknown, configIsTheInput]).toEqual([false, false, false, false, false]);
  });

  test('take what the schema takes', () => {
    for (const config of typed) expect(validateLintConfig(config).issues).toEqual([]);
  });

  test('refuse what the schema refuses', () => {
    const paths = refused.map((config) => validateLintConfig(config).issues.map((issue) => issue.path.join('.')));
    expect(paths).toEqual([['rules.heading-increment'], ['checks.api-field-type'], ['rules.heading-increment'], ['linterOptions.reportUnusedDisableDirectives']]);
  });
});
