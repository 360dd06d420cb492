// The package's public surface: src/index.ts only re-exports, and this test pins the list of
// runtime exports, so adding or removing one is a decision made here, not an accident.
import { readFileSync } from 'node:fs';
import { expect, jest, test } from '@jest/globals';
import * as api from '../src/index.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

test('the runtime exports of the package', () => {
  expect(Object.keys(api).sort()).toEqual([
    'FORMATS',
    'LintConfigError',
    'NEW_PROJECT_THEMES',
    'NewProjectError',
    'RuleTester',
    'RuleTesterError',
    'RulesFileError',
    'buildApiPage',
    'casesFromExamples',
    'checkProject',
    'clearSpecCache',
    'componentNames',
    'components',
    'createSite',
    'defineRule',
    'detectGeneration',
    'docsModelSchema',
    'findConfigFile',
    'findDocsRoot',
    'findFiles',
    'findOperation',
    'formatPages',
    'formatResults',
    'formatText',
    'generateRulesFile',
    'getComponent',
    'getProcessor',
    'isApiPage',
    'lint',
    'lintConfigSchema',
    'lintText',
    'listOperations',
    'loadDocsConfig',
    'loadLintConfig',
    'loadSpec',
    'migrateMintJson',
    'navNodeSchema',
    'navPages',
    'newProject',
    'parseOperationRef',
    'parsePage',
    'presets',
    'remarkPreset',
    'resolveLintConfig',
    'rules',
    'rulesById',
    'startDevServer',
    'validateDocsConfig',
    'validateLintConfig',
    'verifyText',
    'walkNav',
  ]);
});

test('src/index.ts holds only re-exports', () => {
  const source = readFileSync(new URL('../src/index.ts', import.meta.url), 'utf8');
  // Statements may span lines: split on the `;` that ends each one.
  const statements = source
    .replace(/^\s*\/\/.*$/gm, '')
    .split(';')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  const other = statements.filter((s) => !/^export (type )?\{[^}]*\} from '[^']+'$/.test(s));
  expect(other).toEqual([]);
});

test('`docwright/lint` has the same lint functions and the RuleTester a plugin author needs', async () => {
  const lintApi = await import('../src/lint/entry.js');
  for (const name of ['lint', 'lintText', 'verifyText', 'RuleTester', 'RuleTesterError', 'casesFromExamples', 'getProcessor', 'validateLintConfig'] as const) {
    expect(lintApi[name]).toBe(api[name]);
  }
});

test('validateDocsConfig takes the text or the parsed value, and finds the same problems in both', async () => {
  const value = { $schema: 'https://mintlify.com/docs.json', theme: 'mint', name: 'Try', colors: { primary: '#16A34A' }, navigation: { pages: ['index'] }, footerSocials: 5 };
  const fromText = await api.validateDocsConfig(JSON.stringify(value, null, 2), { root: '/nowhere', path: 'docs.json', read: () => Promise.reject(new Error('no file')) });
  const fromValue = await api.validateDocsConfig(value, { root: '/nowhere', path: 'docs.json', read: () => Promise.reject(new Error('no file')) });
  expect(fromValue.diagnostics).toEqual(fromText.diagnostics);
  expect(fromValue.diagnostics.length).toBeGreaterThan(0);
  expect(fromValue.model?.name).toBe('Try');
});
