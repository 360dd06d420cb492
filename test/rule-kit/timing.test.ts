import { describe, expect, test } from '@jest/globals';
import { addTimings, formatTimings, startTiming, stopTiming, takeTimings } from '../../src/rule-kit/timing.js';
import { verifyText } from '../../src/lint/verify-text.js';

describe('timing', () => {
  test('is off unless started, and counts each rule that runs while on', async () => {
    expect(takeTimings()).toBeUndefined();
    startTiming();
    try {
      await verifyText('## Install\n\n```\nnpm i\n```\n', { filePath: 'a.mdx', rules: { 'code-language': 'error', 'heading-unique': 'warn' } });
      const taken = takeTimings();
      expect(Object.keys(taken?.rules ?? {}).sort()).toEqual(['code-language', 'heading-unique']);
      expect(taken?.parse).toBeGreaterThan(0);
      expect(takeTimings()).toEqual({ parse: 0, rules: {} });
    } finally {
      stopTiming();
    }
    expect(takeTimings()).toBeUndefined();
  });

  test('sums and prints a table, slowest first, with the relative share of each rule', () => {
    const total = { parse: 30, rules: { 'image-alt': 1 } };
    addTimings(total, { parse: 10, rules: { 'image-alt': 1, 'link-text': 8 } });
    expect(formatTimings(total)).toBe(
      [
        'Rule      | Time (ms) | Relative',
        ':---------|----------:|--------:',
        'link-text |     8.000 |    80.0%',
        'image-alt |     2.000 |    20.0%',
        '',
        'Rules 10.000 ms, parsing 40.000 ms: rules are 20.0% of the two (summed over threads)',
        '',
      ].join('\n'),
    );
  });
});
