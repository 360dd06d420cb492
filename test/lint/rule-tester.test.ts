// RuleTester: passing cases pass, and each kind of wrong expectation fails with a message that names it.
import { describe, expect, test } from '@jest/globals';
import type { Root } from 'mdast';
import { casesFromExamples, RuleTester, type RuleTesterCases } from '../../src/lint/rule-tester.js';
import { defineRule, noOptions, type RuleDefinition } from '../../src/rule-kit/rule.js';
import { walkTypes } from '../../src/parse/walk.js';

const definition: RuleDefinition = {
  id: 'note-no-todo',
  description: 'Forbid `TODO` in the text',
  tags: ['content'],
  recommended: false,
  fixable: true,
  docs: { rationale: 'A `TODO` in published text tells the reader the page is unfinished.' },
  messages: { todo: 'Unexpected `{{word}}` in the text, expected finished prose' },
  examples: {
    ok: [{ input: 'Finished.\n' }],
    notOk: [{ input: 'A TODO.\n', output: ['1:3-1:7: Unexpected `TODO` in the text, expected finished prose'], fixed: 'A .\n' }],
  },
  check(tree: Root, context) {
    walkTypes(tree, ['text'], (node) => {
      if (node.type !== 'text' || !node.position) return;
      const at = node.value.indexOf('TODO');
      if (at === -1) return;
      const start = node.position.start;
      const offset = (start.offset ?? 0) + at;
      context.report({
        messageId: 'todo',
        data: { word: 'TODO' },
        place: { start: { line: start.line, column: start.column + at, offset }, end: { line: start.line, column: start.column + at + 4, offset: offset + 4 } },
        fix: { range: [offset, offset + 4], text: '' },
      });
    });
  },
};
const rule = defineRule({ ...definition, schema: noOptions });

/** Run the cases at once (no test framework), returning the first failure's message. */
function failure(cases: RuleTesterCases): string | undefined {
  const saved = { describe: RuleTester.describe, it: RuleTester.it };
  RuleTester.describe = (_name, body) => body();
  RuleTester.it = (_name, body) => body();
  try {
    new RuleTester().run('note-no-todo', rule, cases);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message.split('\n')[0] : String(error);
  } finally {
    RuleTester.describe = saved.describe;
    RuleTester.it = saved.it;
  }
}

const invalid = { code: 'A TODO.\n', errors: [{ messageId: 'todo', line: 1, column: 3, endLine: 1, endColumn: 7 }], output: 'A .\n' };

describe('RuleTester', () => {
  test('passes right cases: messages, message ids with and without data, positions, output', () => {
    expect(failure({ valid: ['Done.\n', { code: 'Done.\n', filename: 'page.md' }], invalid: [invalid] })).toBeUndefined();
    expect(failure({ valid: [], invalid: [{ code: 'A TODO.\n', errors: ['Unexpected `TODO` in the text, expected finished prose'] }] })).toBeUndefined();
    expect(failure({ valid: [], invalid: [{ code: 'A TODO.\n', errors: [{ messageId: 'todo', data: { word: 'TODO' } }], output: 'A .\n' }] })).toBeUndefined();
    expect(failure({ valid: [], invalid: [{ code: 'A TODO.\n\nB TODO.\n', errors: 2 }] })).toBeUndefined();
  });

  test('a definition (not yet made with defineRule) runs too', () => {
    RuleTester.describe = (_name, body) => body();
    RuleTester.it = (_name, body) => body();
    try {
      expect(() => new RuleTester().run('note-no-todo', definition, { valid: ['Done.\n'], invalid: [invalid] })).not.toThrow();
    } finally {
      RuleTester.describe = undefined;
      RuleTester.it = undefined;
    }
  });

  test('fails each wrong expectation with a message that names it', () => {
    expect(failure({ valid: ['A TODO.\n'], invalid: [] })).toBe('Unexpected findings in a valid case of `note-no-todo`');
    expect(failure({ valid: [], invalid: [{ ...invalid, errors: [{ messageId: 'todo', line: 2 }] }] })).toBe('Unexpected `line` of finding 1 (1:3-1:7: Unexpected `TODO` in the text, expected finished prose (note-no-todo))');
    expect(failure({ valid: [], invalid: [{ ...invalid, errors: [{ messageId: 'nope' }] }] })).toBe('Unexpected message id `nope`, expected one of `todo`');
    expect(failure({ valid: [], invalid: [{ ...invalid, errors: [{ message: 'Missing words' }] }] })).toMatch(/^Unexpected message of finding 1/);
    expect(failure({ valid: [], invalid: [{ ...invalid, errors: 2 }] })).toBe('Unexpected 1 findings, expected 2:');
    expect(failure({ valid: [], invalid: [{ ...invalid, output: 'A TODO.\n' }] })).toBe('Unexpected text after `--fix`');
    expect(failure({ valid: [], invalid: [{ ...invalid, output: null }] })).toBe('Unexpected change by `--fix`, expected the text unchanged');
    expect(failure({ valid: ['<Broken\n'], invalid: [] })).toMatch(/^Unexpected `parse-error` finding, expected the case to lint: 2:1: /);
  });

  test('a rule\'s examples become cases: ok and fixed texts valid, not-ok ones invalid with their output', () => {
    const cases = casesFromExamples(rule);
    expect(cases.valid.map((c) => (typeof c === 'string' ? c : c.code))).toEqual(['Finished.\n', 'A .\n']);
    expect(cases.invalid).toEqual([
      { code: 'A TODO.\n', name: 'not ok #1', errors: [{ line: 1, column: 3, endLine: 1, endColumn: 7, message: 'Unexpected `TODO` in the text, expected finished prose' }], output: 'A .\n', suggestions: [] },
    ]);
    expect(failure(cases)).toBeUndefined();
  });
});
