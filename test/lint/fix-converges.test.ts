// `--fix` converges: applied again and again, every fixable rule's fixes stop changing the page
// within a few rounds (issue 45: two terms that prefer each other swapped on every run).
import { readFileSync } from 'node:fs';
import { describe, expect, test } from '@jest/globals';
import type { Root } from 'mdast';
import { rules } from '../../rules/index.js';
import { walkTypes } from '../../src/parse/walk.js';
import { defineRule, noOptions, type Rule } from '../../src/rule-kit/rule.js';
import { verifyText } from '../../src/lint/verify-text.js';
import type { RuleSettings } from '../../src/rule-kit/settings-types.js';
import { expectContains } from '../support/text.js';

/** Rounds a page may take: a fix may make room for another (the engine also loops within a run). */
const MAX_ROUNDS = 3;

/** Apply `--fix` until the text stops changing; the number of rounds that changed it, the text, and what is left. */
async function fixUntilStable(text: string, settings: RuleSettings, filePath = 'page.mdx'): Promise<{ rounds: number; text: string; fixable: number }> {
  let current = text;
  for (let round = 0; round <= MAX_ROUNDS + 5; round++) {
    const result = await verifyText(current, { filePath, rules: settings, fix: true, reportUnusedDisableDirectives: 'warn' });
    if (result.output === undefined || result.output === current) return { rounds: round, text: current, fixable: result.findings.filter((f) => f.fix).length };
    current = result.output;
  }
  return { rounds: Number.POSITIVE_INFINITY, text: current, fixable: -1 };
}

const fixable = rules.filter((rule) => rule.fixable);

describe('--fix converges', () => {
  test('there are fixable rules to check', () => {
    expect(fixable.map((rule) => rule.id)).toEqual(
      expect.arrayContaining(['image-frame', 'prose-terminology', 'component-known', 'component-attribute-known', 'component-attribute-value', 'frontmatter-keys', 'code-auth-header']),
    );
  });

  test.each(fixable.flatMap((rule) => rule.examples.notOk.map((example, i) => [rule.id, example.name ?? String(i), example] as const)))('%s, example %s: stable within a few rounds', async (id, _name, example) => {
    const settings: RuleSettings = { [id]: example.options === undefined ? 'error' : ['error', example.options] };
    const { rounds, fixable: left } = await fixUntilStable(example.input, settings, example.filename ?? 'page.mdx');
    expect(rounds).toBeLessThanOrEqual(MAX_ROUNDS);
    expect(left).toBe(0);
  });

  test('a page with something for every fixable rule (and an unused disable comment) is stable within a few rounds', async () => {
    const terms = [
      { use: 'sign in to', avoid: ['login to', 'log into'] },
      { use: 'e-mail address', avoid: ['e-mail'] },
      { use: 'GitHub', avoid: ['github'] },
      { use: 'sign in', avoid: ['login'] },
    ];
    const settings: RuleSettings = Object.fromEntries(fixable.map((rule) => [rule.id, 'error']));
    settings['prose-terminology'] = ['error', { terms }];
    const page = readFileSync(new URL('../../fixtures/fix-converge/page.mdx', import.meta.url), 'utf8');
    const { rounds, text, fixable: left } = await fixUntilStable(page, settings);
    expect(rounds).toBeGreaterThan(0);
    expect(rounds).toBeLessThanOrEqual(MAX_ROUNDS);
    expect(left).toBe(0);
    expect(text).toContain('Sign in to the dashboard, then sign in to the CLI with your e-mail address.');
    expect(text).not.toContain('docwright-disable-next-line');
    expectContains(text, [
      '<Frame>\n  ![The report](/images/report.png)\n</Frame>',
      '1. Open the report.\n\n   <Frame>\n     ![The open report](/images/open.png)\n   </Frame>',
      'noindex: false',
      '<CodeGroup>\n\n```bash npm\nnpm i docwright\n```\n\n</CodeGroup>',
      '<Card title="Plants" href="/plants">\n  Delete a plant with <Icon icon="trash" />, or mark it <Badge color="green">Kept</Badge>.',
    ]);
  });

  test('fixes that undo each other (a plugin\'s two rules, no config check to stop them) are left out of every pass: the ring word stays as written, the other fix is made, a second run changes nothing', async () => {
    const registry = new Map([...rules.map((rule) => [rule.id, rule] as const), ['x-swap-a', swapRule('x-swap-a', 'TODO', 'FIXME')], ['x-swap-b', swapRule('x-swap-b', 'FIXME', 'TODO')]]);
    const settings: RuleSettings = { 'image-frame': 'warn', 'x-swap-a': 'warn', 'x-swap-b': 'warn' };
    const page = 'A TODO here.\n\n![The report](/images/report.png)\n';
    const first = await verifyText(page, { filePath: 'page.mdx', rules: settings, registry, fix: true });
    expect(first.output).toContain('<Frame>');
    expect(first.output).toContain('A TODO here.');
    const second = await verifyText(first.output ?? page, { filePath: 'page.mdx', rules: settings, registry, fix: true });
    expect(second.output).toBeUndefined();
    // What is left to fix is still reported, without the fix `--fix` does not apply (not called fixable).
    expect(second.findings.map((f) => f.ruleId)).toEqual(['x-swap-a']);
    expect(second.findings.map((f) => f.fix)).toEqual([undefined]);
    expect(first.findings.map((f) => `${f.ruleId} ${f.fix === undefined ? 'unfixed' : 'fixable'}`)).toEqual(['x-swap-a unfixed']);
  });
});

/** A fixable rule that replaces every `from` in the text with `to` (two of them, each the other's way round, undo each other). */
function swapRule(id: string, from: string, to: string): Rule {
  return defineRule({
    id,
    description: `Replace \`${from}\``,
    tags: ['content'],
    recommended: false,
    fixable: true,
    schema: noOptions,
    docs: { rationale: 'A test rule whose fix another test rule undoes.' },
    messages: { swap: `Unexpected \`${from}\`, expected \`${to}\`` },
    examples: { ok: [{ input: 'Done.\n' }], notOk: [{ input: `A ${from}.\n`, output: [`1:3-1:${3 + from.length}: Unexpected \`${from}\`, expected \`${to}\``], fixed: `A ${to}.\n` }] },
    check(tree: Root, context) {
      walkTypes(tree, ['text'], (node) => {
        if (node.type !== 'text' || !node.position) return;
        const at = node.value.indexOf(from);
        if (at === -1) return;
        const start = node.position.start;
        const offset = (start.offset ?? 0) + at;
        const place = { start: { line: start.line, column: start.column + at, offset }, end: { line: start.line, column: start.column + at + from.length, offset: offset + from.length } };
        context.report({ messageId: 'swap', place, fix: { range: [offset, offset + from.length], text: to } });
      });
    },
  });
}
