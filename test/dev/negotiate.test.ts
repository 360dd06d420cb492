import { describe, expect, test } from '@jest/globals';
import { markdownPathOf, markdownWanted } from '../../src/dev/negotiate.js';
import { testMapping } from '../support/table.js';

describe('markdownWanted', () => {
  testMapping('%s asks for %s', markdownWanted, [
    ['text/markdown', 'text/markdown'],
    ['text/plain', 'text/plain'],
    ['text/markdown, text/html;q=0.5', 'text/markdown'],
    ['text/plain;q=0.9, text/markdown;q=0.8', 'text/plain'],
    ['TEXT/Markdown; charset=utf-8', 'text/markdown'],
  ]);

  test.each([undefined, '', '*/*', 'text/html', 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'text/markdown;q=0.5, text/html', 'text/markdown;q=0', 'text/plain, text/html'])(
    '%s asks for HTML (or nothing of ours)',
    (accept) => {
      expect(markdownWanted(accept)).toBeUndefined();
    },
  );
});

describe('markdownPathOf', () => {
  testMapping('%s → %s', markdownPathOf, [
    ['/', '/index.md'],
    ['/guide', '/guide.md'],
    ['/guide/', '/guide.md'],
    ['/api/users.html', '/api/users.md'],
  ]);

  test('a file has none', () => {
    expect(markdownPathOf('/images/a.png')).toBeUndefined();
    expect(markdownPathOf('/llms.txt')).toBeUndefined();
  });
});
