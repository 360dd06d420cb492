import { describe } from '@jest/globals';
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

  testMapping('%s asks for HTML (or nothing of ours): %s', markdownWanted, [
    [undefined, undefined],
    ['', undefined],
    ['*/*', undefined],
    ['text/html', undefined],
    ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', undefined],
    ['text/markdown;q=0.5, text/html', undefined],
    ['text/markdown;q=0', undefined],
    ['text/plain, text/html', undefined],
  ]);
});

describe('markdownPathOf', () => {
  testMapping('%s → %s', markdownPathOf, [
    ['/', '/index.md'],
    ['/guide', '/guide.md'],
    ['/guide/', '/guide.md'],
    ['/api/users.html', '/api/users.md'],
  ]);

  testMapping('a file has none: %s → %s', markdownPathOf, [
    ['/images/a.png', undefined],
    ['/llms.txt', undefined],
  ]);
});
