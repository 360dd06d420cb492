import { expect, test } from '@jest/globals';
import { dirProblem, formatForPath, resolveTargets } from '../../src/rules-file/editors.js';

test.each(['.zed', '.zed/', '.my-editor'])('--dir %s names a dot folder', (dir) => {
  expect(dirProblem(dir)).toBeUndefined();
});

test.each(['zed', '.', '..', '', '.zed/rules', 'docs/.zed', '/abs/.zed'])('--dir %s is refused', (dir) => {
  expect(dirProblem(dir)).toBe(`Unexpected \`--dir ${dir}\`, expected a dot folder inside the docs root such as \`.zed\``);
});

test('formats follow each editor convention from the file name', () => {
  expect(formatForPath('.cursor/rules/x.mdc')).toBe('cursor-mdc');
  expect(formatForPath('.github/instructions/docs.instructions.md')).toBe('copilot-instructions');
  expect(formatForPath('.github/copilot-instructions.md')).toBe('section');
  expect(formatForPath('CLAUDE.md')).toBe('section');
  expect(formatForPath('.windsurf/rules/x.md')).toBe('windsurf-rule');
  expect(formatForPath('.zed/rules.md')).toBe('page');
});

test('the plain rules.md stays the default; --native picks the editor files', () => {
  expect(resolveTargets({})).toEqual([{ path: '.cursor/rules.md', format: 'page' }]);
  expect(resolveTargets({ dir: '.zed/' })).toEqual([{ path: '.zed/rules.md', format: 'page' }]);
  expect(resolveTargets({ editor: 'cursor', native: true }).map((file) => [file.path, file.format])).toEqual([
    ['.cursor/rules/docwright.mdc', 'cursor-mdc'],
    ['.cursor/rules/docwright-pages.mdc', 'cursor-mdc-pages'],
  ]);
});
