import { describe, expect, test } from '@jest/globals';
import { sentences } from '../../src/prose/sentences.js';

const split = (text: string): string[] => sentences(text).map(({ start, end }) => text.slice(start, end));

describe('sentences', () => {
  test('a unit or a lower-case word before the period ends the sentence', () => {
    expect(split('It takes 8.5 ms. The answer is no. Then it stops.')).toEqual(['It takes 8.5 ms.', 'The answer is no.', 'Then it stops.']);
  });

  test('abbreviations and titles keep the sentence going', () => {
    expect(split('Use a tool, e.g. the CLI. Ask Ms. Lee or Dr. Kim, see Fig. 2 and No. 5, etc. and more.')).toEqual([
      'Use a tool, e.g. the CLI.',
      'Ask Ms. Lee or Dr. Kim, see Fig. 2 and No. 5, etc. and more.',
    ]);
  });
});
