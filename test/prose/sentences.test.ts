import { describe, expect, test } from '@jest/globals';
import { MAX_SEGMENT, segments, sentences } from '../../src/prose/sentences.js';
import { BREAK, OPAQUE, TAG } from '../../src/prose/text.js';

const texts = (text: string, spans: ReadonlyArray<{ start: number; end: number }>): string[] => spans.map((s) => text.slice(s.start, s.end));

describe('sentences', () => {
  test('end at a period before white space, not after an abbreviation', () => {
    const text = 'Install it, e.g. with npm. Then run it! Done?';
    expect(texts(text, sentences(text))).toEqual(['Install it, e.g. with npm.', 'Then run it!', 'Done?']);
  });

  test('end at a period before a closing component tag', () => {
    const text = `${TAG.repeat(5)}Connect the integration.${TAG.repeat(7)}${TAG.repeat(5)}Read the guide.${TAG.repeat(7)}`;
    expect(texts(text, sentences(text))).toEqual(['Connect the integration.', 'Read the guide.']);
  });

  test('end at a component tag that ends a line', () => {
    const text = `${TAG}Connect a repository${TAG}\n${TAG}Mail a summary${TAG}`;
    expect(texts(text, sentences(text))).toEqual(['Connect a repository', 'Mail a summary']);
  });

  test('a version number or a path is not an end', () => {
    const text = 'Use version 1.2 of docs.json here.';
    expect(texts(text, sentences(text))).toEqual([text]);
  });

  test('a long run of periods is one boundary', () => {
    const text = `${'.'.repeat(50_000)}x`;
    expect(sentences(text)).toEqual([{ start: 0, end: text.length }]);
  });
});

describe('segments', () => {
  test('cut sentences at code, tags and formatting markers', () => {
    const text = `Set ${OPAQUE.repeat(5)} to ${BREAK}full${BREAK} in ${TAG.repeat(3)}the tip${TAG.repeat(3)}. Next one.`;
    expect(texts(text, segments(text))).toEqual(['Set ', ' to ', 'full', ' in ', 'the tip', 'Next one.']);
  });

  test('no piece is longer than the cap, and every letter is in a piece', () => {
    const text = `${'word '.repeat(1000)}${'x'.repeat(2 * MAX_SEGMENT)}`;
    const spans = segments(text);
    expect(spans.every((s) => s.end - s.start <= MAX_SEGMENT)).toBe(true);
    expect(spans.map((s) => text.slice(s.start, s.end)).join('')).toBe(text.trimEnd());
  });
});
