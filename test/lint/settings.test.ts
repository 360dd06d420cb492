import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { tempProject } from '../support/project.js';
import { LintConfigError, loadLintConfig, mergeRuleSettings, parseRuleFlag, resolveLintConfig, validateLintConfig } from '../../src/lint/settings.js';
import { presets } from '../../presets/index.js';

const project = (files: Record<string, string>): string => tempProject(files, 'docwright-config-');

async function configError(dir: string, configPath?: string): Promise<string> {
  try {
    await loadLintConfig(dir, configPath);
  } catch (error) {
    if (error instanceof LintConfigError) return error.message;
    throw error;
  }
  throw new Error('expected a LintConfigError');
}

describe('validateLintConfig', () => {
  test('accepts the documented shape', () => {
    const result = validateLintConfig({
      extends: ['recommended'],
      rules: { 'heading-unique': 'off', 'image-frame': ['error', { containers: ['Frame'] }], 'code-language': ['warn'] },
      overrides: [{ files: 'changelog/**', rules: { 'heading-unique': 'off' } }],
      ignores: ['drafts/**'],
      mdx: 'snippets/**/*.md',
    });
    expect(result.issues).toEqual([]);
    expect(result.config?.mdx).toEqual(['snippets/**/*.md']);
  });

  test('names the key path of every problem', () => {
    const result = validateLintConfig({ extends: 'recomended', rules: { 'heading-unqiue': 'warn', 'image-frame': ['error', { containers: 'Frame' }], 'code-language': 'loud' }, colour: true });
    expect(result.issues.map((i) => `${i.path.join('/')}: ${i.message}`)).toMatchInlineSnapshot(`
[
  "extends: Unexpected preset \`recomended\`, expected one of \`recommended\`, \`strict\`, \`style\` (did you mean \`recommended\`?)",
  "rules/code-language: Unexpected rule setting \`"loud"\`, expected \`"off"\`, \`"warn"\`, \`"error"\` (or \`0\`, \`1\`, \`2\`) or \`[severity, options]\`",
  "colour: Unexpected key \`colour\`, expected one of \`extends\`, \`rules\`, \`overrides\`, \`ignores\`, \`mdx\`, \`plugins\`, \`linterOptions\`, \`format\`, \`build\`, \`checks\`",
]
`);
  });

  test('unknown rules get a did-you-mean, bad options their path inside the options', () => {
    const result = validateLintConfig({ rules: { 'heading-unqiue': 'warn', 'image-frame': ['error', { containers: 'Frame' }] }, overrides: [{ files: ['a/**'], rules: { 'no-such-thing-at-all': 'off' } }] });
    expect(result.issues.map((i) => `${i.path.join('/')}: ${i.message}`)).toMatchInlineSnapshot(`
[
  "rules/heading-unqiue: Unexpected rule \`heading-unqiue\`, expected a known rule id (did you mean \`heading-unique\`?)",
  "rules/image-frame/1/containers: Unexpected string \`Frame\`, expected an array",
  "overrides/0/rules/no-such-thing-at-all: Unexpected rule \`no-such-thing-at-all\`, expected a known rule id",
]
`);
  });
});

describe('loadLintConfig', () => {
  test('no config means the recommended preset', async () => {
    const dir = project({ 'package.json': '{}' });
    const loaded = await loadLintConfig(dir);
    expect(loaded.filePath).toBeUndefined();
    expect(resolveLintConfig(loaded.config, loaded.baseDir).rules).toEqual(presets.recommended.rules);
  });

  test.each([
    ['.docwrightrc', 'rules:\n  heading-unique: "off"\n'],
    ['.docwrightrc.json', '{"rules": {"heading-unique": "off"}}'],
    ['.docwrightrc.yaml', 'rules:\n  heading-unique: "off"\n'],
    ['.docwrightrc.yml', 'rules:\n  heading-unique: "off"\n'],
    ['docwright.config.mjs', 'export default { rules: { "heading-unique": "off" } };\n'],
    ['docwright.config.cjs', 'module.exports = { rules: { "heading-unique": "off" } };\n'],
    ['.docwrightrc.cjs', 'module.exports = { rules: { "heading-unique": "off" } };\n'],
    ['.docwrightrc.mjs', 'export default { rules: { "heading-unique": "off" } };\n'],
    ['.docwrightrc.js', 'module.exports = { rules: { "heading-unique": "off" } };\n'],
    ['.config/docwrightrc', 'rules:\n  heading-unique: "off"\n'],
    ['.config/docwrightrc.json', '{"rules": {"heading-unique": "off"}}'],
    ['.config/docwrightrc.yml', 'rules:\n  heading-unique: "off"\n'],
    ['package.json', '{"name": "x", "docwright": {"rules": {"heading-unique": "off"}}}'],
  ])('finds %s, from a subfolder too', async (name, text) => {
    const dir = project({ ...(name === 'package.json' ? {} : { 'package.json': '{}' }), [name]: text, 'docs/guide/a.mdx': '' });
    const loaded = await loadLintConfig(join(dir, 'docs', 'guide'));
    expect(loaded.filePath).toBe(join(dir, name));
    expect(loaded.baseDir).toBe(dir);
    expect(loaded.config.rules).toEqual({ 'heading-unique': 'off' });
  });

  test('a bad JSON config names file, line, column and key path', async () => {
    const dir = project({ 'package.json': '{}', '.docwrightrc.json': '{\n  "rules": {\n    "heading-start-level": ["error", {"level": "two"}]\n  }\n}\n' });
    expect(await configError(dir)).toMatchInlineSnapshot(`".docwrightrc.json:3:39: \`rules.heading-start-level[1].level\`: Unexpected string \`two\`, expected a number"`);
  });

  test('a bad YAML config and an unknown rule', async () => {
    const dir = project({ 'package.json': '{}', '.docwrightrc.yaml': 'rules:\n  heading-unqiue: warn\n' });
    expect(await configError(dir)).toMatchInlineSnapshot(`".docwrightrc.yaml:2:3: \`rules.heading-unqiue\`: Unexpected rule \`heading-unqiue\`, expected a known rule id (did you mean \`heading-unique\`?)"`);
  });

  test('a config in package.json is located under `docwright`', async () => {
    const dir = project({ 'package.json': '{\n  "docwright": {\n    "extends": "nope"\n  }\n}\n' });
    expect(await configError(dir)).toMatch(/^package\.json:3:\d+: `docwright\.extends`: Unexpected preset `nope`, expected one of `recommended`, `strict`, `style`$/);
  });

  test('a config that does not parse, and a missing --config file', async () => {
    const dir = project({ 'package.json': '{}', '.docwrightrc.json': '{"rules": ' });
    expect(await configError(dir)).toBe('.docwrightrc.json:1:11: Unexpected end of the file, expected a value');
    expect(await configError(dir, 'missing.json')).toBe('Missing config file `missing.json`, expected a file at that path (`--config`)');
  });

  test.each([
    ['{\n  "build": { "hydrate": "sometimes" }\n}\n', '.docwrightrc.json:2:14: `build.hydrate`: Unexpected string `sometimes`, expected `true` or `false`'],
    ['{\n  "build": { "hydrated": true }\n}\n', '.docwrightrc.json:2:14: `build.hydrated`: Unexpected key `hydrated`, expected `hydrate`'],
    ['{\n  "format": { "bullet": "#" }\n}\n', '.docwrightrc.json:2:15: `format.bullet`: Unexpected string `#`, expected one of `-`, `*`, `+` (did you mean `-`?)'],
    ['{\n  "format": 3\n}\n', '.docwrightrc.json:2:3: `format`: Unexpected number `3`, expected an object'],
    ['{\n  "linterOptions": { "reportUnusedDisableDirectives": "loud" }\n}\n', '.docwrightrc.json:2:22: `linterOptions.reportUnusedDisableDirectives`: Unexpected string `loud`, expected one of `off`, `warn`, `error`, `true`, `false`'],
    ['{\n  "ignores": [5]\n}\n', '.docwrightrc.json:2:15: `ignores[0]`: Unexpected number `5`, expected a string'],
    ['{\n  "overrides": [{ "rules": {} }]\n}\n', '.docwrightrc.json:2:17: `overrides[0].files`: Missing `files`, expected a string or an array'],
    ['{\n  "rules": { "heading-start-level": ["error", { "levle": 2 }] }\n}\n', '.docwrightrc.json:2:49: `rules.heading-start-level[1].levle`: Unexpected key `levle`, expected `level`'],
    ['{\n  "checks": { "page-not-in-nav": "loud" }\n}\n', '.docwrightrc.json:2:15: `checks.page-not-in-nav`: Unexpected string `loud`, expected one of `off`, `warn`, `error`'],
    ['{\n  "plugins": "x"\n}\n', '.docwrightrc.json:2:3: `plugins`: Unexpected string `x`, expected an array'],
    // A key written twice: JSON.parse keeps the last copy, so the finding stands there, not at the first.
    ['{\n  "rules": { "heading-increment": "warn" },\n  "rules": { "heading-increment": "loud" }\n}\n', '.docwrightrc.json:3:14: `rules.heading-increment`: Unexpected rule setting `"loud"`, expected `"off"`, `"warn"`, `"error"` (or `0`, `1`, `2`) or `[severity, options]`'],
    ['{\n  "format": { "bullet": "-" },\n  "format": { "bullet": "#" }\n}\n', '.docwrightrc.json:3:15: `format.bullet`: Unexpected string `#`, expected one of `-`, `*`, `+` (did you mean `-`?)'],
    ['extends: recommended\nbuild:\n  hydrate: [1\n', '.docwrightrc.json:4:1: Unexpected YAML'],
  ])('every config key gets "Unexpected X, expected Y" at its place: %j', async (text, message) => {
    const yaml = !text.startsWith('{');
    const dir = project({ 'package.json': '{}', [yaml ? '.docwrightrc.yaml' : '.docwrightrc.json']: text });
    const error = await configError(dir);
    if (yaml) expect(error).toMatch(/^\.docwrightrc\.yaml:4:1: Unexpected YAML that does not parse \(.+\), expected a YAML mapping of settings$/);
    else expect(error).toBe(message);
  });

  // cosmiconfig read each place with a plain `readFile`: a named pipe there was waited on for ever (every command hung).
  test('a config, package.json or --config file that is a named pipe is refused, not waited on', async () => {
    if (process.platform === 'win32') return;
    for (const name of ['.docwrightrc.json', 'package.json', '.config/docwrightrc.yaml']) {
      const dir = project({ ...(name === 'package.json' ? {} : { 'package.json': '{}' }), 'index.mdx': '' });
      mkdirSync(join(dir, '.config'), { recursive: true });
      execFileSync('mkfifo', [join(dir, name)]);
      expect(await configError(dir)).toBe(`${name}: Unexpected config that does not load (\`${join(dir, name)}\` is not a regular file (a folder, a named pipe or a device)), expected JSON, YAML or a module that exports the settings`);
    }
    const dir = project({ 'package.json': '{}' });
    execFileSync('mkfifo', [join(dir, 'pipe.json')]);
    expect(await configError(dir, 'pipe.json')).toMatch(/^pipe\.json: Unexpected config that does not load \(.+ is not a regular file/);
  });

  // cosmiconfig's `$import` read any path it named: a file outside the project, or `/dev/zero` until memory ran out.
  test.each([
    ['.docwrightrc.json', '{ "$import": "/dev/zero" }'],
    ['.docwrightrc.yaml', '$import: ../outside.json\n'],
    ['package.json', '{ "docwright": { "$import": ["/etc/hostname"] } }'],
  ])('`$import` in %s is refused, and the file it names is not read', async (name, text) => {
    const dir = project({ ...(name === 'package.json' ? {} : { 'package.json': '{}' }), [name]: text });
    expect(await configError(dir)).toBe(`${name}: Unexpected config that does not load (Unexpected key \`$import\`, expected the settings in the file itself: docwright reads no other file from a configuration), expected JSON, YAML or a module that exports the settings`);
  });

  test('--config loads that file; false means no config', async () => {
    const dir = project({ 'package.json': '{}', 'lint.yaml': 'extends: strict\n' });
    expect((await loadLintConfig(dir, 'lint.yaml')).config.extends).toBe('strict');
    expect((await loadLintConfig(dir, false)).config).toEqual({ extends: 'recommended' });
  });
});

describe('resolveLintConfig', () => {
  test('presets, rules, overrides by glob, --rule last', () => {
    const { config } = validateLintConfig({
      extends: 'recommended',
      rules: { 'image-frame': ['error', { containers: ['Frame'] }] },
      overrides: [{ files: ['changelog/**'], rules: { 'heading-unique': 'off', 'image-frame': 'warn' } }],
      ignores: ['drafts/**'],
      mdx: ['snippets/*.md'],
    });
    if (!config) throw new Error('invalid');
    const resolved = resolveLintConfig(config, '/p', { 'code-language': 'warn' });
    const page = resolved.ruleSettingsFor('/p/guide/a.mdx');
    expect(page['image-frame']).toEqual(['error', { containers: ['Frame'] }]);
    expect(page['heading-unique']).toBe('warn');
    expect(page['code-language']).toBe('warn');
    const changelog = resolved.ruleSettingsFor('/p/changelog/2024.mdx');
    expect(changelog['heading-unique']).toBe('off');
    expect(changelog['image-frame']).toEqual(['warn', { containers: ['Frame'] }]);
    expect(resolved.syntaxFor('/p/snippets/a.md')).toBe('mdx');
    expect(resolved.syntaxFor('/p/guide/a.md')).toBe('md');
    expect(resolved.syntaxFor('/p/guide/a.MDX')).toBe('mdx');
    expect(resolved.isIgnored('/p/drafts/x.mdx')).toBe(true);
    expect(resolved.isIgnored('/p/guide/x.mdx')).toBe(false);
    expect(resolved.isIgnored('/elsewhere/drafts/x.mdx')).toBe(false);
  });

  test("severities as ESLint's numbers (0 off, 1 warn, 2 error) are read as their names, alone, in a tuple and in linterOptions", () => {
    const result = validateLintConfig({ rules: { 'code-language': 2, 'heading-unique': [1], 'image-frame': [0, { containers: ['Frame'] }] }, linterOptions: { reportUnusedDisableDirectives: 1 } });
    expect(result.issues).toEqual([]);
    expect(result.config?.rules).toEqual({ 'code-language': 'error', 'heading-unique': ['warn'], 'image-frame': ['off', { containers: ['Frame'] }] });
    expect(result.config?.linterOptions?.reportUnusedDisableDirectives).toBe('warn');
    const wrong = validateLintConfig({ rules: { 'code-language': 3 }, linterOptions: { reportUnusedDisableDirectives: 5 } });
    expect(wrong.issues.map((i) => i.path.join('/'))).toEqual(['rules/code-language', 'linterOptions/reportUnusedDisableDirectives']);
  });

  test('mergeRuleSettings keeps options when only the severity changes', () => {
    expect(mergeRuleSettings({ a: ['error', { x: 1 }] }, { a: 'warn' })).toEqual({ a: ['warn', { x: 1 }] });
    expect(mergeRuleSettings({ a: ['error', { x: 1 }] }, { a: ['warn', { y: 2 }] })).toEqual({ a: ['warn', { y: 2 }] });
  });

  test('parseRuleFlag', () => {
    expect(parseRuleFlag('heading-unique:off')).toEqual({ id: 'heading-unique', severity: 'off' });
    expect(parseRuleFlag('heading-unique')).toEqual({ id: 'heading-unique', severity: 'error' });
    expect(parseRuleFlag('heading-unique:loud')).toEqual({ error: 'Unexpected severity `loud` in `--rule heading-unique:loud`, expected `off`, `warn` or `error` (or `0`, `1`, `2`)' });
    // ESLint's numbers, as `--report-unused-disable-directives-severity` takes them.
    expect(parseRuleFlag('heading-unique:2')).toEqual({ id: 'heading-unique', severity: 'error' });
    expect(parseRuleFlag('heading-unique:0')).toEqual({ id: 'heading-unique', severity: 'off' });
    expect('error' in parseRuleFlag('heading-unique:3')).toBe(true);
    expect(parseRuleFlag('headng-unique:warn')).toEqual({ error: 'Unexpected rule `headng-unique`, expected a known rule id (did you mean `heading-unique`?)' });
    // A Vale rule's id: its setting lives in `.vale.ini`, which the message says.
    expect(parseRuleFlag('Google.We:off')).toEqual({ error: 'Unexpected rule `Google.We`, expected a docwright rule id (a Vale rule is set in `.vale.ini`, as `Google.We = NO`)' });
  });
});
