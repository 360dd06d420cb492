import { describe, expect, it } from '@jest/globals';
import type { Finding } from '../../src/findings/finding.js';
import { applyFixes } from '../../src/lint/fix.js';
import { keepVariableReferences } from '../../src/lint/variable-fixes.js';

/** A lighthouse page with a docs.json variable on line 3 (offsets 19-33) and the same words written out on line 5. */
const text = 'Visit the keeper.\n\n{{keeperName}}\n\nAsk javascript.\n';
const variables = { keeperName: 'javascript keeper' };
const at = (line: number, column: number, range: [number, number], replacement: string): Finding => ({
  file: 'lighthouse.mdx', line, column, ruleId: 'prose-terminology', severity: 'warn', message: 'Unexpected `javascript`, expected `JavaScript`',
  fix: { range, text: replacement }, suggestions: [{ title: 'Write `JavaScript`', fix: { range, text: replacement } }],
});

describe('--fix and docs.json variables', () => {
  it('never rewrites a `{{name}}`: a finding inside a variable keeps its place and loses its fix and suggestions', () => {
    // A fix mapped to the reference (its value's word) and one of the text written in the page.
    const findings = [at(3, 1, [19, 33], 'JavaScript keeper'), at(5, 5, [39, 49], 'JavaScript')];
    const kept = keepVariableReferences(text, 'lighthouse.mdx', variables, findings);
    expect(kept.map((f) => `${f.line}:${f.column} ${f.fix === undefined ? 'no fix' : 'fix'} ${f.suggestions?.length ?? 0}`)).toEqual(['3:1 no fix 0', '5:5 fix 1']);
    expect(applyFixes(text, kept.flatMap((f) => (f.fix ? [f.fix] : []))).output).toBe('Visit the keeper.\n\n{{keeperName}}\n\nAsk JavaScript.\n');
  });

  it('drops a fix placed elsewhere that edits a reference, and keeps every fix when no variable is replaced', () => {
    const over = at(1, 1, [10, 21], 'x');
    expect(keepVariableReferences(text, 'lighthouse.mdx', variables, [over])[0]?.fix).toBeUndefined();
    expect(keepVariableReferences(text, 'lighthouse.mdx', {}, [over])[0]?.fix).toEqual({ range: [10, 21], text: 'x' });
  });
});
