import { describe, expect, test } from '@jest/globals';
import { styleSuggestions } from '../../src/prose/write-good.js';

const weasel = (text: string): string[] => styleSuggestions(text, new Set(['weasel'])).map((found) => found.text);

describe('styleSuggestions: weasel words', () => {
  test('`is a number` naming a type is not a weasel phrase', () => {
    expect(weasel('A number literal is a number, and `cols` values are a number too.')).toEqual([]);
  });

  test('`is a number of` and `are a number of` stay weasel phrases', () => {
    expect(weasel('There is a number of ways, and there are a number of files.')).toEqual(['is a number', 'are a number']);
  });

  test('other weasel words are still found', () => {
    expect(weasel('This is a very simple step.')).toEqual(['very']);
  });
});
