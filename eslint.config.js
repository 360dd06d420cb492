// typescript-eslint, strict and type-checked, over every TypeScript file of the project.
// Run by `.ci/run` (`npx eslint .`); the docs are linted by docwright itself.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'docs-dist/', 'coverage/', 'node_modules/', '.docwright-cache/', '**/*.js', '**/*.mjs', '**/*.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Numbers and booleans read naturally in messages (`line ${n}`).
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      // `() => void promise` and `(x) => list.push(x)` are the idiom for callbacks.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // Unused names are errors, except the `_` placeholder for a required parameter.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Off: the library types it reasons from say things that are false at run time
      // (`JSON.stringify` returns undefined for undefined, `match.index` of `matchAll`, values
      // parsed from user JSON typed by a guard), so following it would remove real guards.
      '@typescript-eslint/no-unnecessary-condition': 'off',
      // Off: the control-character ranges are deliberate (URLs and paths are refused or
      // cleaned when they contain them).
      'no-control-regex': 'off',
      // `this: void` marks a static method that is safe to pass around.
      '@typescript-eslint/no-invalid-void-type': ['error', { allowAsThisParameter: true }],
    },
  },
  {
    // Issue 30: no function over 80 lines in the product's code (tests are exempt: a `describe`
    // callback is a list of cases, not a function to read as one). Blank lines and comments do
    // not count.
    files: ['src/**/*.ts', 'rules/**/*.ts', 'presets/**/*.ts'],
    ignores: ['src/render/assets/bundled.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
);
