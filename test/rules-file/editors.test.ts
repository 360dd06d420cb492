import { expect, test } from '@jest/globals';
import { dirProblem, formatForPath, resolveTargets } from '../../src/rules-file/editors.js';
import { testMapping } from '../support/table.js';

test.each(['.zed', '.zed/', '.my-editor'])('--dir %s names a dot folder', (dir) => {
  expect(dirProblem(dir)).toBeUndefined();
});

test.each(['zed', '.', '..', '', '.zed/rules', 'docs/.zed', '/abs/.zed'])('--dir %s is refused', (dir) => {
  expect(dirProblem(dir)).toBe(`Unexpected \`--dir ${dir}\`, expected a dot folder inside the docs root such as \`.zed\``);
});

testMapping('formats follow each editor convention from the file name: %s is %s', formatForPath, [
  ['.cursor/rules/x.mdc', 'cursor-mdc'],
  ['.github/instructions/docs.instructions.md', 'copilot-instructions'],
  ['.github/copilot-instructions.md', 'section'],
  ['CLAUDE.md', 'section'],
  ['.windsurf/rules/x.md', 'windsurf-rule'],
  ['.zed/rules.md', 'page'],
]);

test('the plain rules.md stays the default; --native picks the editor files', () => {
  expect(resolveTargets({})).toEqual([{ path: '.cursor/rules.md', format: 'page' }]);
  expect(resolveTargets({ dir: '.zed/' })).toEqual([{ path: '.zed/rules.md', format: 'page' }]);
  expect(resolveTargets({ editor: 'cursor', native: true }).map((file) => [file.path, file.format])).toEqual([
    ['.cursor/rules/docwright.mdc', 'cursor-mdc'],
    ['.cursor/rules/docwright-pages.mdc', 'cursor-mdc-pages'],
  ]);
});
