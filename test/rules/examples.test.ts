// The rule examples are the rule tests: every ok example lints clean, every
// not-ok example gives exactly its expected output.
import { describe, expect, test } from '@jest/globals';
import { rules } from '../../rules/index.js';
import { lintText } from '../../src/lint/lint-text.js';
import type { Finding } from '../../src/findings/finding.js';
import type { Example, Fix } from '../../src/lint/rule.js';
import { linkCheckOf } from '../../src/lint/project-links.js';

/** Apply non-overlapping fixes, last first, as `--fix` does. */
function applyFixes(text: string, fixes: readonly Fix[]): string {
  let output = text;
  let limit = Infinity;
  for (const fix of [...fixes].sort((a, b) => b.range[0] - a.range[0])) {
    if (fix.range[1] > limit) continue;
    output = output.slice(0, fix.range[0]) + fix.text + output.slice(fix.range[1]);
    limit = fix.range[0];
  }
  return output;
}

/** An example's project, for the rules that read it (`link-target`). */
function projectOf(example: Example, text: string): { links?: NonNullable<ReturnType<typeof linkCheckOf>> } {
  const links = example.project ? linkCheckOf(example.project, example.filename ?? 'example.mdx', text) : undefined;
  return links ? { links } : {};
}

function line(finding: Finding): string {
  const end = finding.endLine !== undefined ? `-${finding.endLine}:${finding.endColumn}` : '';
  return `${finding.line}:${finding.column}${end}: ${finding.message}`;
}

describe.each(rules.map((rule) => [rule.id, rule] as const))('%s', (id, rule) => {
  test.each(rule.examples.ok.map((example, i) => [example.name ?? `ok #${i + 1}`, example] as const))('%s', async (_name, example) => {
    const result = await lintText(example.input, {
      filePath: example.filename ?? 'example.mdx',
      rules: { [id]: example.options === undefined ? 'error' : ['error', example.options] },
      ...projectOf(example, example.input),
    });
    expect(result.findings.map(line)).toEqual([]);
  });
  test.each(rule.examples.notOk.map((example, i) => [example.name ?? `not ok #${i + 1}`, example] as const))('%s', async (_name, example) => {
    const result = await lintText(example.input, {
      filePath: example.filename ?? 'example.mdx',
      rules: { [id]: example.options === undefined ? 'error' : ['error', example.options] },
      ...projectOf(example, example.input),
    });
    expect(result.findings.map(line)).toEqual(example.output ?? []);
    expect(result.findings.every((f) => f.ruleId === id && f.url === rule.url)).toBe(true);
    if (example.fixed !== undefined) {
      const fixes = result.findings.flatMap((f) => (f.fix ? [f.fix] : []));
      expect(applyFixes(example.input, fixes)).toBe(example.fixed);
      // The fixed text is clean for this rule.
      const again = await lintText(example.fixed, {
        filePath: example.filename ?? 'example.mdx',
        rules: { [id]: example.options === undefined ? 'error' : ['error', example.options] },
        ...projectOf(example, example.fixed),
      });
      expect(again.findings.map(line)).toEqual([]);
    } else {
      expect(result.findings.some((f) => f.fix !== undefined)).toBe(false);
    }
  });
  test('has docs and at least one ok and one not-ok example', () => {
    expect(rule.docs.rationale.length).toBeGreaterThan(20);
    expect(rule.examples.ok.length).toBeGreaterThan(0);
    expect(rule.examples.notOk.length).toBeGreaterThan(0);
  });
});
