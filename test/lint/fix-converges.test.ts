// `--fix` converges: applied again and again, every fixable rule's fixes stop changing the page
// within a few rounds (issue 45: two terms that prefer each other swapped on every run).
import { readFileSync } from 'node:fs';
import { describe, expect, test } from '@jest/globals';
import { rules } from '../../rules/index.js';
import { lintText } from '../../src/lint/lint-text.js';
import type { RuleSettings } from '../../src/rule-kit/settings-types.js';

/** Rounds a page may take: a fix may make room for another (the engine also loops within a run). */
const MAX_ROUNDS = 3;

/** Apply `--fix` until the text stops changing; the number of rounds that changed it, the text, and what is left. */
async function fixUntilStable(text: string, settings: RuleSettings, filePath = 'page.mdx'): Promise<{ rounds: number; text: string; fixable: number }> {
  let current = text;
  for (let round = 0; round <= MAX_ROUNDS + 5; round++) {
    const result = await lintText(current, { filePath, rules: settings, fix: true, reportUnusedDisableDirectives: 'warn' });
    if (result.output === undefined || result.output === current) return { rounds: round, text: current, fixable: result.findings.filter((f) => f.fix).length };
    current = result.output;
  }
  return { rounds: Number.POSITIVE_INFINITY, text: current, fixable: -1 };
}

const fixable = rules.filter((rule) => rule.fixable);

describe('--fix converges', () => {
  test('there are fixable rules to check', () => {
    expect(fixable.map((rule) => rule.id)).toEqual(expect.arrayContaining(['image-frame', 'prose-terminology']));
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
    expect(text).toContain('<Frame>\n  ![The report](/images/report.png)\n</Frame>');
  });
});
