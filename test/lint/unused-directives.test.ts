// Disable comments that turn off no finding: reported at the severity asked for, with a fix that converges.
import { describe, expect, test } from '@jest/globals';
import { verifyTextSync } from '../../src/lint/verify-text.js';
import { resolveLintConfig, validateLintConfig } from '../../src/lint/settings.js';
import type { FileResult } from '../../src/findings/finding.js';
import type { PageLinkCheck } from '../../src/rule-kit/page-context.js';

const rules = { 'code-language': 'error', 'heading-unique': 'warn' } as const;
const block = '```\nx\n```\n';

function lint(text: string, filePath = 'page.mdx', fix = false): { findings: string[]; output?: string } {
  const result = verifyTextSync(text, { filePath, rules, reportUnusedDisableDirectives: 'warn', ...(fix ? { fix: true } : {}) });
  return { findings: result.findings.map((f) => `${f.line}:${f.column} ${f.severity} ${f.ruleId} ${f.message}`), ...(result.output !== undefined ? { output: result.output } : {}) };
}

describe.each([
  ['mdx', 'page.mdx', (body: string) => `{/* ${body} */}`],
  ['md', 'page.md', (body: string) => `<!-- ${body} -->`],
])('unused directives in %s', (_name, filePath, comment) => {
  test('a directive that suppressed a finding is not reported; one that suppressed none is, and --fix removes its line', () => {
    const text = ['Intro.', '', comment('docwright-disable-next-line code-language'), block, comment('docwright-disable-next-line heading-unique'), '', 'Text.', ''].join('\n');
    expect(lint(text, filePath).findings).toEqual([
      `8:${filePath.endsWith('.mdx') ? 2 : 1} warn unused-disable-directive Unexpected unused \`docwright-disable-next-line\` directive for \`heading-unique\`, expected it to suppress a finding`,
    ]);
    const fixed = lint(text, filePath, true);
    expect(fixed.findings).toEqual([]);
    expect(fixed.output).toBe(['Intro.', '', comment('docwright-disable-next-line code-language'), block, 'Text.', ''].join('\n'));
  });

  test('only the unused id of a list is reported and removed', () => {
    const text = [comment('docwright-disable-next-line heading-unique, code-language -- a sample'), block].join('\n');
    const result = lint(text, filePath);
    expect(result.findings).toHaveLength(1);
    expect(result.findings[0]).toMatch(/^1:\d+ warn unused-disable-directive Unexpected unused `docwright-disable-next-line` directive for `heading-unique`/);
    const fixed = lint(text, filePath, true);
    expect(fixed.output).toBe([comment('docwright-disable-next-line code-language -- a sample'), block].join('\n'));
    expect(fixed.findings).toEqual([]);
  });

  test('a range that suppressed nothing, and one naming no rule', () => {
    const text = [comment('docwright-disable heading-unique, code-language'), '', 'Text.', '', comment('docwright-enable'), '', comment('docwright-disable'), '', 'More.', ''].join('\n');
    expect(lint(text, filePath).findings.map((line) => line.replace(/^(\d+):\d+/, '$1'))).toEqual([
      '1 warn unused-disable-directive Unexpected unused `docwright-disable` directive for `heading-unique` and `code-language`, expected it to suppress a finding',
      '7 warn unused-disable-directive Unexpected unused `docwright-disable` directive, expected it to suppress a finding',
    ]);
    // The `enable` is left as it is: only disable directives are judged.
    expect(lint(text, filePath, true).output).toBe(['Text.', '', comment('docwright-enable'), '', 'More.', ''].join('\n'));
  });
});

test('an inline disable-line goes with the spaces before it; a severity of error; off reports nothing', () => {
  const text = 'Some text {/* docwright-disable-line heading-unique */}\n';
  const result = verifyTextSync(text, { filePath: 'page.mdx', rules, reportUnusedDisableDirectives: 'error', fix: true });
  expect(result.output).toBe('Some text\n');
  const unfixed = verifyTextSync(text, { filePath: 'page.mdx', rules, reportUnusedDisableDirectives: 'error' });
  expect(unfixed.findings.map((f) => [f.line, f.column, f.endColumn, f.severity])).toEqual([[1, 12, 55, 'error']]);
  expect(verifyTextSync(text, { filePath: 'page.mdx', rules, reportUnusedDisableDirectives: 'off' }).findings).toEqual([]);
  // verifyText's own default is off: a caller with a config passes the config's setting.
  expect(verifyTextSync(text, { filePath: 'page.mdx', rules }).findings).toEqual([]);
});

test('a directive for a rule that is off is unused, as in ESLint', () => {
  const text = `{/* docwright-disable-next-line code-language */}\n${block}`;
  const result = verifyTextSync(text, { filePath: 'page.mdx', rules: { 'code-language': 'off' }, reportUnusedDisableDirectives: 'warn' });
  expect(result.findings.map((f) => f.ruleId)).toEqual(['unused-disable-directive']);
});

describe('linterOptions.reportUnusedDisableDirectives', () => {
  test('defaults to warn; true is warn and false is off, as in ESLint 9; anything else is refused', () => {
    const level = (value: unknown): string => {
      const checked = validateLintConfig(value === undefined ? {} : { linterOptions: { reportUnusedDisableDirectives: value } });
      if (!checked.config) throw new Error(checked.issues.map((issue) => issue.message).join('\n'));
      return resolveLintConfig(checked.config, '/tmp').textOptionsFor('/tmp/a.mdx').reportUnusedDisableDirectives;
    };
    expect([level(undefined), level(true), level(false), level('error'), level('off')]).toEqual(['warn', 'warn', 'off', 'error', 'off']);
    expect(validateLintConfig({ linterOptions: { reportUnused: 'warn' } }).issues).toEqual([
      { path: ['linterOptions', 'reportUnused'], message: 'Unexpected key `reportUnused`, expected one of `reportUnusedDisableDirectives`' },
    ]);
  });
});

test("an id of a finding only `check`, `build` and `dev` make is not judged: lint cannot tell whether it is used", () => {
  // `html-element-dropped` and `link-broken` are the build's and check's ids: those commands honour the comment.
  const only = '{/* docwright-disable-next-line html-element-dropped */}\nA <marquee>moving</marquee> word.\n';
  expect(lint(only).findings).toEqual([]);
  // Beside an id lint judges, that one alone is reported, and `--fix` removes it alone.
  const mixed = '{/* docwright-disable-next-line link-broken, heading-unique */}\nText.\n';
  expect(lint(mixed).findings).toEqual(['1:46 warn unused-disable-directive Unexpected unused `docwright-disable-next-line` directive for `heading-unique`, expected it to suppress a finding']);
  expect(lint(mixed, 'page.mdx', true).output).toBe('{/* docwright-disable-next-line link-broken */}\nText.\n');
  // An id no command knows is judged, as before.
  expect(lint('{/* docwright-disable-next-line kettle-rule */}\nText.\n').findings).toHaveLength(1);
});

describe('a `link-target` directive also switches off check\'s and the build\'s link findings (`link-broken`)', () => {
  const text = '{/* docwright-disable-next-line link-target */}\nSee [gone](/nowhere).\n';
  const unused = (settings: Record<string, 'off' | 'warn' | 'error'>, links?: PageLinkCheck, fix = false): FileResult =>
    verifyTextSync(text, { filePath: 'page.mdx', rules: settings, reportUnusedDisableDirectives: 'warn', ...(links ? { links } : {}), ...(fix ? { fix: true } : {}) });
  const broken: PageLinkCheck = { problems: () => [{ line: 2, column: 5, kind: 'target', message: 'Unexpected link `/nowhere`, expected a page or file of the project' }] };
  const fine: PageLinkCheck = { problems: () => [] };

  test('with the rule off, lint cannot tell: the comment is neither reported nor removed', () => {
    expect(unused({ 'link-target': 'off' }).findings).toEqual([]);
    expect(unused({ 'heading-unique': 'warn' }, fine).findings).toEqual([]);
    expect(unused({ 'link-target': 'off' }, fine, true).output).toBeUndefined();
  });

  test('nor without the project to judge the links against', () => {
    expect(unused({ 'link-target': 'error' }).findings).toEqual([]);
  });

  test('with the rule on against the project, it is used where the link is broken and unused where it is not', () => {
    expect(unused({ 'link-target': 'error' }, broken).findings).toEqual([]);
    expect(unused({ 'link-target': 'error' }, fine).findings.map((f) => f.ruleId)).toEqual(['unused-disable-directive']);
  });
});
