// `--config <file>` and `--no-config` in every command that loads docwright's configuration, and
// `DOCWRIGHT_NO_JS_CONFIG`, which makes any command refuse a JavaScript configuration (or plugin) before any of it runs.
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { main } from '../../src/cli/main.js';
import type { Io } from '../../src/cli/io.js';
import { chooseConfig, resetConfigChoice } from '../../src/lint/config-choice.js';
import { DocsProject } from '../../src/lsp/project.js';
import { runMain } from '../support/run-main.js';
import { tempProject } from '../support/project.js';

// Each test starts several docwright processes (every command that loads the configuration), slow on 2 busy cores.
jest.setTimeout(300_000);

afterEach(() => resetConfigChoice());

const docsJson = JSON.stringify({ theme: 'mint', name: 'Acme', colors: { primary: '#0D6E4F' }, navigation: { pages: ['index'] } });
const page = (title: string): string => `---\ntitle: ${title}\ndescription: About ${title}.\n---\n\nText.\n`;

/** A configuration that is code: loading it writes `ran.txt` beside it, and it turns `page-not-in-nav` off. */
const JS_CONFIG = "require('node:fs').writeFileSync(require('node:path').join(__dirname, 'ran.txt'), 'ran');\nmodule.exports = { checks: { 'page-not-in-nav': 'off' } };\n";

/** A project with a stray page (a `page-not-in-nav` warning) and the JavaScript configuration. */
function project(): string {
  return tempProject({ 'package.json': '{}', 'docs.json': docsJson, 'index.mdx': page('Home'), 'stray.mdx': page('Stray'), '.docwrightrc.cjs': JS_CONFIG });
}

const ran = (root: string): boolean => existsSync(join(root, 'ran.txt'));
const NO_JS = { DOCWRIGHT_NO_JS_CONFIG: '1' };
const refusal = (root: string): string =>
  `Unexpected JavaScript configuration \`${join(root, '.docwrightrc.cjs')}\` with \`DOCWRIGHT_NO_JS_CONFIG\` set, expected a JSON or YAML configuration: docwright runs no configuration code (run with \`--no-config\`, or unset \`DOCWRIGHT_NO_JS_CONFIG\` for a repository you trust)`;

describe('check', () => {
  test('--no-config runs no configuration code; without it the configuration runs and applies; --config names another', async () => {
    const root = project();
    const none = await runMain(root, ['check', root, '--no-cache', '--no-config', '--format', 'json']);
    expect(ran(root)).toBe(false);
    expect(none.stdout).toContain('page-not-in-nav');
    const alt = tempProject({ 'alt.json': JSON.stringify({ checks: { 'page-not-in-nav': 'off' } }) });
    const named = await runMain(root, ['check', root, '--no-cache', '--config', join(alt, 'alt.json'), '--format', 'json']);
    expect([named.code, ran(root), named.stdout.includes('page-not-in-nav')]).toEqual([0, false, false]);
    const searched = await runMain(root, ['check', root, '--no-cache', '--format', 'json']);
    expect([searched.code, ran(root), searched.stdout.includes('page-not-in-nav')]).toEqual([0, true, false]);
  });

  test('DOCWRIGHT_NO_JS_CONFIG: exit 2 naming the file and the way out, nothing of it run; --no-config runs anyway', async () => {
    const root = project();
    expect(await runMain(root, ['check', root, '--no-cache'], NO_JS)).toEqual({ code: 2, stdout: '', stderr: `docwright check: ${refusal(root)}\n` });
    expect(ran(root)).toBe(false);
    expect((await runMain(root, ['check', root, '--no-cache', '--no-config'], NO_JS)).code).toBe(0);
    expect(ran(root)).toBe(false);
  });

  test('--config with --no-config, or a --config file that is not there, is a usage error', async () => {
    const root = project();
    expect(await runMain(root, ['check', root, '--config', 'x.json', '--no-config'])).toEqual({ code: 2, stdout: '', stderr: 'docwright check: Unexpected `--config` with `--no-config`, expected one of them\n' });
    expect(await runMain(root, ['check', root, '--config', 'missing.json'])).toEqual({ code: 2, stdout: '', stderr: 'docwright check: Missing config file `missing.json`, expected a file at that path (`--config`)\n' });
  });
});

describe('build, dev and a11y', () => {
  test('build: --no-config runs no configuration code; DOCWRIGHT_NO_JS_CONFIG refuses it with exit 2', async () => {
    const root = project();
    const out = mkdtempSync(join(tmpdir(), 'docwright-config-choice-out-'));
    const refused = await runMain(root, ['build', root, '--out', out, '--no-cache', '--workers', '0'], { ...NO_JS, CI: '1' });
    expect([refused.code, refused.stderr]).toEqual([2, `docwright build: ${refusal(root)}\n`]);
    const built = await runMain(root, ['build', root, '--out', out, '--no-cache', '--workers', '0', '--no-config'], { CI: '1' });
    expect([built.code, ran(root)]).toEqual([0, false]);
    // `--config` is the file the build reads its `build` settings from: a mistake in it stops the build, naming it.
    const alt = tempProject({ 'alt.json': '{ "build": { "hydrate": "sometimes" } }' });
    const named = await runMain(root, ['build', root, '--out', out, '--no-cache', '--workers', '0', '--config', join(alt, 'alt.json')], { CI: '1' });
    expect([named.code, ran(root)]).toEqual([2, false]);
    expect(named.stderr).toContain(join(alt, 'alt.json'));
  });

  test('dev: DOCWRIGHT_NO_JS_CONFIG stops it before it serves; a --config file that is not there is a usage error', async () => {
    const root = project();
    const refused = await runMain(root, ['dev', root, '--port', '0'], { ...NO_JS, CI: '1' });
    expect([refused.code, refused.stderr.trim().split('\n').at(-1), ran(root)]).toEqual([2, `docwright dev: ${refusal(root)}`, false]);
    expect((await runMain(root, ['dev', root, '--config', 'missing.json'])).stderr).toBe('docwright dev: Missing config file `missing.json`, expected a file at that path (`--config`)\n');
  });

  test('a11y: --no-config runs no configuration code; DOCWRIGHT_NO_JS_CONFIG refuses it', async () => {
    const root = project();
    const checked = await runMain(root, ['a11y', root, '--skip-alt-text', '--no-config']);
    expect([checked.code === 2, checked.stderr.includes('docwright a11y: checked'), ran(root)]).toEqual([false, true, false]);
    expect(await runMain(root, ['a11y', root, '--skip-alt-text'], NO_JS)).toEqual({ code: 2, stdout: '', stderr: `docwright a11y: ${refusal(root)}\n` });
    expect(ran(root)).toBe(false);
  });
});

describe('a JSON configuration that names plugins', () => {
  test('DOCWRIGHT_NO_JS_CONFIG: check, build, dev and a11y refuse it as lint does (exit 2, the plugin named), though they load no plugin; --no-config runs', async () => {
    const root = tempProject({ 'package.json': '{}', 'docs.json': docsJson, 'index.mdx': page('Home'), '.docwrightrc.json': '{ "plugins": ["./plugin.mjs"] }', 'plugin.mjs': "import { writeFileSync } from 'node:fs';\nwriteFileSync(new URL('./ran.txt', import.meta.url), 'ran');\nexport default { rules: [] };\n" });
    const refusedPlugin = `Unexpected plugin \`./plugin.mjs\` (${join(root, 'plugin.mjs')}) with \`DOCWRIGHT_NO_JS_CONFIG\` set, expected a configuration without plugins: docwright runs no configuration code (run with \`--no-config\`, or unset \`DOCWRIGHT_NO_JS_CONFIG\` for a repository you trust)`;
    const out = mkdtempSync(join(tmpdir(), 'docwright-config-choice-out-'));
    const runs: [string, string[]][] = [
      ['lint', ['lint', 'index.mdx']],
      ['check', ['check', root, '--no-cache']],
      ['build', ['build', root, '--out', out, '--no-cache', '--workers', '0', '--offline']],
      ['a11y', ['a11y', root, '--skip-alt-text']],
      ['dev', ['dev', root, '--port', '0']],
    ];
    for (const [name, args] of runs) {
      const run = await runMain(root, args, { ...NO_JS, CI: '1' });
      expect([name, run.code, run.stderr.trim().split('\n').at(-1)]).toEqual([name, 2, `docwright ${name}: ${refusedPlugin}`]);
    }
    expect(ran(root)).toBe(false);
    expect((await runMain(root, ['check', root, '--no-cache', '--no-config'], NO_JS)).code).toBe(0);
  });
});

describe('lint, format and rules', () => {
  test('lint: DOCWRIGHT_NO_JS_CONFIG refuses the configuration, and a plugin a JSON configuration names', async () => {
    const root = project();
    expect(await runMain(root, ['lint', 'index.mdx'], NO_JS)).toEqual({ code: 2, stdout: '', stderr: `docwright lint: ${refusal(root)}\n` });
    expect(ran(root)).toBe(false);
    const plugged = tempProject({ 'package.json': '{}', 'index.mdx': page('Home'), '.docwrightrc.json': '{ "plugins": ["./plugin.mjs"] }', 'plugin.mjs': "import { writeFileSync } from 'node:fs';\nwriteFileSync(new URL('./ran.txt', import.meta.url), 'ran');\nexport default { rules: [] };\n" });
    const refused = await runMain(plugged, ['lint', 'index.mdx'], NO_JS);
    expect([refused.code, refused.stderr, ran(plugged)]).toEqual([2, `docwright lint: Unexpected plugin \`./plugin.mjs\` (${join(plugged, 'plugin.mjs')}) with \`DOCWRIGHT_NO_JS_CONFIG\` set, expected a configuration without plugins: docwright runs no configuration code (run with \`--no-config\`, or unset \`DOCWRIGHT_NO_JS_CONFIG\` for a repository you trust)\n`, false]);
    expect((await runMain(plugged, ['lint', 'index.mdx', '--no-config'], NO_JS)).code).toBe(0);
  });

  test('format: DOCWRIGHT_NO_JS_CONFIG refuses it; --no-config formats', async () => {
    const root = project();
    expect(await runMain(root, ['format', 'index.mdx', '--check'], NO_JS)).toEqual({ code: 2, stdout: '', stderr: `docwright format: ${refusal(root)}\n` });
    expect((await runMain(root, ['format', 'index.mdx', '--check', '--no-config'], NO_JS)).code).toBe(0);
    expect(ran(root)).toBe(false);
  });

  test('rules: --no-config runs no configuration code; DOCWRIGHT_NO_JS_CONFIG refuses it', async () => {
    const root = project();
    const printed = await runMain(root, ['rules', root, '--stdout', '--no-config']);
    expect([printed.code, ran(root)]).toEqual([0, false]);
    expect(await runMain(root, ['rules', root, '--stdout'], NO_JS)).toEqual({ code: 2, stdout: '', stderr: `docwright rules: ${refusal(root)}\n` });
    expect(ran(root)).toBe(false);
  });
});

describe('the servers', () => {
  test('mcp: DOCWRIGHT_NO_JS_CONFIG refuses a JavaScript configuration at the start, exit 2', async () => {
    const root = project();
    let stderr = '';
    const io: Io = { cwd: root, env: NO_JS, stdin: Readable.from([]), stdout: { write: () => true }, stderr: { write: (t: string) => (stderr += t) } };
    expect(await main(['mcp', root], io)).toBe(2);
    expect([stderr, ran(root)]).toEqual([`docwright mcp: ${refusal(root)}\n`, false]);
  });

  test('mcp and lsp take --config and --no-config', async () => {
    for (const command of ['mcp', 'lsp']) {
      const help = await runMain(tmpdir(), [command, '--help']);
      expect(help.stdout).toContain('--no-config');
      expect(help.stdout).toContain('-c, --config <path>');
    }
  });

  test('lsp: with --no-config its project loads no configuration; as chosen by --config, that file', async () => {
    const root = project();
    chooseConfig({ kind: 'none' });
    const none = await new DocsProject(root, root, false).lintSettings();
    expect([none.problem, ran(root)]).toEqual([undefined, false]);
    const alt = tempProject({ 'alt.json': '{ "rules": { "heading-increment": "off" } }' });
    chooseConfig({ kind: 'file', path: join(alt, 'alt.json') });
    const named = await new DocsProject(root, root, false).lintSettings();
    expect([named.resolved?.rules['heading-increment'], ran(root)]).toEqual(['off', false]);
    chooseConfig({ kind: 'search' }, { refuseCode: true });
    const refused = await new DocsProject(root, root, false).lintSettings();
    expect([refused.problem?.message, ran(root)]).toEqual([refusal(root), false]);
  });
});
