// What the walk of a project passes over without reading it: a page, snippet, spec or folder that is a symbolic link
// leading out of the project, a named pipe where a page would be, an ignore file that is no regular file. `lint`,
// `check`, `build` (and so `dev`) and `format` say each at its own path, the same way; nothing was passed over without a word.
import { execFileSync } from 'node:child_process';
import { mkdirSync, realpathSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, jest, test } from '@jest/globals';
import { lint } from '../../src/lint/engine.js';
import { formatPages } from '../../src/format/format.js';
import { checkProject } from '../../src/check/check.js';
import { loadSiteProject } from '../../src/render/layout/project.js';
import type { Finding } from '../../src/findings/finding.js';
import { projectWithOutsideLinks, tempProject } from '../support/project.js';

// Each test runs whole commands (lint, check, the build's project load) on a fresh project; slow on 2 busy cores.
jest.setTimeout(120_000);

const docsJson = (pages: string[]): string => JSON.stringify({ theme: 'mint', name: 'Acme', colors: { primary: '#0D6E4F' }, navigation: { pages } });
const page = (title: string): string => `---\ntitle: ${title}\n---\n\nText.\n`;

type Command = 'lint' | 'check' | 'build' | 'format';

/** The findings of `lint`, `check`, the build's project load and `format --check` at `file`, by command. */
async function findingsAt(root: string, file: string): Promise<Record<Command, Finding[]>> {
  const linted = await lint([], { cwd: root, config: false });
  const formatted = await formatPages([], { cwd: root, config: false, check: true });
  const checked = await checkProject(root);
  const built = await loadSiteProject(root);
  const at = (findings: readonly Finding[]): Finding[] => findings.filter((f) => f.file === file).map((f) => ({ ...f, url: undefined }));
  return {
    lint: at(linted.results.flatMap((result) => result.findings)),
    check: at(checked.findings),
    build: at(built.diagnostics),
    format: at(formatted.results.flatMap((result) => result.findings)),
  };
}

/** The one finding each command must give (`format` names a page file as `lint` does): the same id, severity and message at the same place. */
function expectSame(found: Record<Command, Finding[]>, expected: Pick<Finding, 'ruleId' | 'severity' | 'message'>, commands: readonly Command[] = ['lint', 'check', 'build', 'format']): void {
  for (const command of commands) {
    expect([command, found[command].map(({ ruleId, severity, message, line, column }) => ({ ruleId, severity, message, line, column }))]).toEqual([command, [{ ...expected, line: 1, column: 1 }]]);
  }
}

describe('a symbolic link leading out of the project', () => {
  test('a page, a snippet and a folder: one finding at the link, naming where it leads, in lint, check and build', async () => {
    const { base, root } = projectWithOutsideLinks({
      outside: { 'secret.mdx': page('Secret'), 'tip.mdx': 'A tip.\n', 'shared/one.mdx': page('One') },
      links: { 'guide/secret.mdx': 'secret.mdx', 'snippets/tip.mdx': 'tip.mdx', shared: 'shared' },
      files: { 'docs.json': docsJson(['index']), 'index.mdx': page('Home') },
    });
    const outside = realpathSync(join(base, 'outside'));
    expectSame(await findingsAt(root, join(root, 'guide/secret.mdx')), {
      ruleId: 'path-outside',
      severity: 'warn',
      message: `Unexpected page \`guide/secret.mdx\` that links outside the project (to \`${join(outside, 'secret.mdx')}\`), expected a file inside it: it is not read`,
    });
    expectSame(await findingsAt(root, join(root, 'snippets/tip.mdx')), {
      ruleId: 'path-outside',
      severity: 'warn',
      message: `Unexpected snippet \`snippets/tip.mdx\` that links outside the project (to \`${join(outside, 'tip.mdx')}\`), expected a file inside it: it is not read`,
    });
    expectSame(await findingsAt(root, join(root, 'shared')), {
      ruleId: 'path-outside',
      severity: 'warn',
      message: `Unexpected folder \`shared\` that links outside the project (to \`${join(outside, 'shared')}\`), expected a folder inside it: nothing in it is read`,
    });
  });

  test('a spec: said by check and build (lint reads no spec)', async () => {
    const { base, root } = projectWithOutsideLinks({
      outside: { 'openapi.json': '{ "openapi": "3.0.3", "info": { "title": "API", "version": "1" }, "paths": {} }\n' },
      links: { 'api/openapi.json': 'openapi.json' },
      files: { 'docs.json': docsJson(['index']), 'index.mdx': page('Home') },
    });
    const found = await findingsAt(root, join(root, 'api/openapi.json'));
    expectSame(found, { ruleId: 'path-outside', severity: 'warn', message: `Unexpected file \`api/openapi.json\` that links outside the project (to \`${realpathSync(join(base, 'outside', 'openapi.json'))}\`), expected a file inside it: it is not read` }, ['check', 'build']);
    expect([found.lint, found.format]).toEqual([[], []]);
  });

  test('no finding for a link inside the project, a link to nothing, an ignored link or a repository document', async () => {
    const { root } = projectWithOutsideLinks({
      outside: { 'README.md': '# Readme\n', 'drafts.mdx': page('Draft') },
      links: { 'README.md': 'README.md', 'drafts/wip.mdx': 'drafts.mdx' },
      files: { 'docs.json': docsJson(['index']), 'index.mdx': page('Home'), '.docwrightignore': 'drafts/\n' },
    });
    symlinkSync(join(root, 'index.mdx'), join(root, 'alias.mdx'));
    symlinkSync(join(root, 'nowhere.mdx'), join(root, 'dangling.mdx'));
    for (const file of ['README.md', 'drafts/wip.mdx', 'alias.mdx', 'dangling.mdx']) {
      expect([file, await findingsAt(root, join(root, file))]).toEqual([file, { lint: [], check: [], build: [], format: [] }]);
    }
  });

  test('lint of a folder says a page link in it; lint of a glob only what the glob names', async () => {
    const { root } = projectWithOutsideLinks({
      outside: { 'secret.mdx': page('Secret'), 'other.mdx': page('Other') },
      links: { 'guide/secret.mdx': 'secret.mdx', 'other/other.mdx': 'other.mdx' },
      files: { 'docs.json': docsJson(['index']), 'index.mdx': page('Home'), 'guide/intro.mdx': page('Intro') },
    });
    const folder = await lint(['guide'], { cwd: root, config: false });
    expect(folder.results.map((r) => r.file)).toEqual([join(root, 'guide/intro.mdx'), join(root, 'guide/secret.mdx')]);
    expect(folder.results.filter((r) => r.findings.some((f) => f.ruleId === 'path-outside')).map((r) => r.file)).toEqual([join(root, 'guide/secret.mdx')]);
    const glob = await lint(['guide/*.mdx'], { cwd: root, config: false });
    expect(glob.results.filter((r) => r.findings.some((f) => f.ruleId === 'path-outside')).map((r) => r.file)).toEqual([join(root, 'guide/secret.mdx')]);
  });

  test('lint of a page named on the command line that links out of the project: `path-outside` at it, its target not linted', async () => {
    const { base, root } = projectWithOutsideLinks({
      outside: { 'secret.mdx': '# Secret\n\n\n\nText\n' },
      links: { 'out.mdx': 'secret.mdx' },
      files: { 'docs.json': docsJson(['index']), 'index.mdx': page('Home') },
    });
    const run = await lint(['out.mdx'], { cwd: root, config: false });
    expect(run.problems).toEqual([]);
    expect(run.results.map((r) => [r.file, r.findings.map((f) => `${f.ruleId} ${f.message}`)])).toEqual([
      [join(root, 'out.mdx'), [`path-outside Unexpected page \`out.mdx\` that links outside the project (to \`${realpathSync(join(base, 'outside', 'secret.mdx'))}\`), expected a file inside it: it is not read`]],
    ]);
  });
});

describe('a page that links out of the project cannot switch off the finding about itself', () => {
  test("its disable comment is not read: `check` still reports the link (the comment is outside the project)", async () => {
    const { base, root } = projectWithOutsideLinks({
      outside: { 'sneaky.mdx': `{/* docwright-disable path-outside */}\n\n${page('Sneaky')}` },
      links: { 'sneaky.mdx': 'sneaky.mdx' },
      files: { 'docs.json': docsJson(['index']), 'index.mdx': page('Home') },
    });
    const outside = realpathSync(join(base, 'outside'));
    expectSame(
      await findingsAt(root, join(root, 'sneaky.mdx')),
      {
        ruleId: 'path-outside',
        severity: 'warn',
        message: `Unexpected page \`sneaky.mdx\` that links outside the project (to \`${join(outside, 'sneaky.mdx')}\`), expected a file inside it: it is not read`,
      },
      ['lint', 'check', 'format'],
    );
  });
});

describe('no regular file', () => {
  test('a named pipe named as a page: one finding at it in lint, check and build, and every command ends', async () => {
    if (process.platform === 'win32') return;
    const root = tempProject({ 'docs.json': docsJson(['index']), 'index.mdx': page('Home') });
    execFileSync('mkfifo', [join(root, 'pipe.mdx')]);
    expectSame(await findingsAt(root, join(root, 'pipe.mdx')), { ruleId: 'read-error', severity: 'warn', message: 'Unexpected named pipe `pipe.mdx`, expected a regular file: it is not read' });
  });

  test('a named pipe listed in docs.json (a page, an OpenAPI spec): check and build say what is there at the entry, not "Missing"', async () => {
    if (process.platform === 'win32') return;
    const config = JSON.stringify({ theme: 'mint', name: 'Acme', colors: { primary: '#0D6E4F' }, navigation: { groups: [{ group: 'A', pages: ['index', 'pipe'], openapi: 'spec.json' }] } });
    const root = tempProject({ 'docs.json': config, 'index.mdx': page('Home') });
    execFileSync('mkfifo', [join(root, 'pipe.mdx')]);
    execFileSync('mkfifo', [join(root, 'spec.json')]);
    const found = await findingsAt(root, join(root, 'docs.json'));
    const said = (findings: readonly Finding[]): string[] => findings.filter((f) => f.ruleId === 'nav-page-missing' || f.ruleId === 'openapi-source').map((f) => `${f.ruleId} ${f.message}`).sort();
    expect(said(found.check)).toEqual(['nav-page-missing Unexpected named pipe `pipe.mdx` for page `pipe`, expected a regular file', 'openapi-source Unexpected named pipe `spec.json` as the spec file, expected a regular file']);
    // The build's project load reads no spec (the build loads specs later, through the same loader as check).
    expect(said(found.build)).toEqual(['nav-page-missing Unexpected named pipe `pipe.mdx` for page `pipe` listed in the navigation, expected a regular file: it is skipped']);
  });

  test('a named pipe named on the command line: the same `read-error` at it in lint and format, not "Missing file or folder"', async () => {
    if (process.platform === 'win32') return;
    const root = tempProject({ 'docs.json': docsJson(['index']), 'index.mdx': page('Home') });
    execFileSync('mkfifo', [join(root, 'pipe.mdx')]);
    const linted = await lint(['pipe.mdx'], { cwd: root, config: false });
    const formatted = await formatPages(['pipe.mdx'], { cwd: root, config: false, check: true });
    for (const run of [linted, formatted]) {
      expect(run.problems).toEqual([]);
      expect(run.results.map((r) => [r.file, r.findings.map((f) => `${f.line}:${f.column} ${f.ruleId} ${f.severity} ${f.message}`)])).toEqual([[join(root, 'pipe.mdx'), ['1:1 read-error warn Unexpected named pipe `pipe.mdx`, expected a regular file: it is not read']]]);
    }
  });

  test('an ignore file that is a named pipe: one finding at it in lint, check and build; the others still apply', async () => {
    if (process.platform === 'win32') return;
    const root = tempProject({ 'docs.json': docsJson(['index']), 'index.mdx': page('Home'), '.docwrightignore': 'drafts/\n', 'drafts/wip.mdx': page('Draft'), 'guide/intro.mdx': page('Intro') });
    execFileSync('mkfifo', [join(root, '.gitignore')]);
    execFileSync('mkfifo', [join(root, 'guide/.docwrightignore')]);
    for (const [name, shown] of [['.gitignore', '.gitignore'], ['guide/.docwrightignore', 'guide/.docwrightignore']] as const) {
      expectSame(await findingsAt(root, join(root, name)), { ruleId: 'read-error', severity: 'warn', message: `Unexpected named pipe \`${shown}\`, expected a regular file: its patterns are not read, so the files it names are not left out` });
    }
    const linted = await lint([], { cwd: root, config: false });
    expect(linted.results.map((r) => r.file)).not.toContain(join(root, 'drafts/wip.mdx'));
  });

  test('a `.mintignore` that is a folder is said too', async () => {
    const root = tempProject({ 'docs.json': docsJson(['index']), 'index.mdx': page('Home') });
    mkdirSync(join(root, '.mintignore'));
    const found = await findingsAt(root, join(root, '.mintignore'));
    expect(found.check.map((f) => f.message)).toEqual(['Unexpected folder `.mintignore`, expected a regular file: its patterns are not read, so the files it names are not left out']);
  });
});
