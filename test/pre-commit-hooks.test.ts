// .pre-commit-hooks.yaml publishes docwright's hooks. Each entry must be a real docwright
// command with real flags, the lint hook must see .mdx files (pre-commit types them `mdx`),
// the docs must name hooks that exist, and each hook must do its job when run the way
// pre-commit runs it: entry, then args, then (unless pass_filenames is false) the files.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from '@jest/globals';
import { parse } from 'yaml';
import { z } from 'zod';
import { main, usage } from '../src/cli/main.js';
import { page, repo, tempProject } from './cli/lint-helpers.js';

const hookSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  entry: z.string(),
  language: z.literal('node'),
  description: z.string().optional(),
  types_or: z.array(z.string()).optional(),
  files: z.string().optional(),
  pass_filenames: z.boolean().optional(),
});
type Hook = z.infer<typeof hookSchema>;

const hooks: Hook[] = z.array(hookSchema).parse(parse(readFileSync(join(repo, '.pre-commit-hooks.yaml'), 'utf8')));
const byId = new Map(hooks.map((hook) => [hook.id, hook]));

function hook(id: string): Hook {
  const found = byId.get(id);
  if (!found) throw new Error(`Missing hook \`${id}\` in .pre-commit-hooks.yaml`);
  return found;
}

async function run(argv: string[], cwd: string): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, { cwd, env: {}, stdout: { write: (t: string) => (stdout += t) }, stderr: { write: (t: string) => (stderr += t) } });
  return { code, stdout, stderr };
}

/** The argv pre-commit gives the `docwright` bin for a hook. */
function argvFor(h: Hook, args: string[], files: string[]): string[] {
  const [bin, ...rest] = h.entry.split(/\s+/);
  expect(bin).toBe('docwright');
  return [...rest, ...args, ...(h.pass_filenames === false ? [] : files)];
}

/** pre-commit matches `files` with Python's `re.search`; these patterns mean the same in JavaScript. */
function matches(h: Hook, path: string): boolean {
  return h.files === undefined || new RegExp(h.files).test(path);
}

describe('.pre-commit-hooks.yaml', () => {
  test('publishes the lint, check, rules and format hooks', () => {
    expect(hooks.map((h) => h.id)).toEqual(['docwright-lint', 'docwright-check', 'docwright-rules', 'docwright-format']);
  });

  test('every entry is a docwright command, and every flag in it is one that command takes', async () => {
    const commands = [...usage().matchAll(/^ {2}(\w+) /gm)].map((m) => m[1]);
    for (const h of hooks) {
      const [bin, command = '', ...flags] = h.entry.split(/\s+/);
      expect(bin).toBe('docwright');
      expect(commands).toContain(command);
      const help = await run([command, '--help'], repo);
      expect(help.code).toBe(0);
      for (const flag of flags) {
        expect(flag).toMatch(/^--[a-z-]+$/);
        expect(help.stdout).toMatch(new RegExp(`^\\s+(-\\w, )?${flag}\\b`, 'm'));
      }
    }
  });

  test('the lint hook gets the staged Markdown and MDX files; check and rules take no file names', () => {
    const lint = hook('docwright-lint');
    expect(lint.types_or).toEqual(expect.arrayContaining(['markdown', 'mdx']));
    expect(lint.pass_filenames).not.toBe(false);
    expect(hook('docwright-check').pass_filenames).toBe(false);
    expect(hook('docwright-rules').pass_filenames).toBe(false);
    const format = hook('docwright-format');
    expect(format.types_or).toEqual(expect.arrayContaining(['markdown', 'mdx']));
    expect(format.pass_filenames).not.toBe(false);
  });

  test('check runs when docs.json, mint.json or a page changes; rules when its sources or a rules file change', () => {
    const check = hook('docwright-check');
    for (const path of ['docs.json', 'docs/docs.json', 'mint.json', 'docs/guide/setup.mdx', 'README.md']) expect([path, matches(check, path)]).toEqual([path, true]);
    for (const path of ['package-lock.json', 'src/index.ts', 'my-docs.json']) expect([path, matches(check, path)]).toEqual([path, false]);
    const rules = hook('docwright-rules');
    for (const path of ['docs/docs.json', 'openapi.yaml', '.docwrightrc', '.docwrightrc.yaml', 'docwright.config.mjs', '.docwrightrc.cjs', '.config/docwrightrc', 'docwright.config.cjs', '.cursor/rules.md', '.cursor/rules/docwright.mdc', 'AGENTS.md']) {
      expect([path, matches(rules, path)]).toEqual([path, true]);
    }
    for (const path of ['src/index.ts', 'images/logo.png']) expect([path, matches(rules, path)]).toEqual([path, false]);
  });

  test('the hook ids the integrations page tells users to write exist', () => {
    const doc = readFileSync(join(repo, 'docs', 'integrations.mdx'), 'utf8');
    const ids = [...doc.matchAll(/^\s*- id: ([\w-]+)/gm)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(byId.has(id ?? '')).toBe(true);
  });

  test('a git install builds the bin (pre-commit installs language: node hooks with `npm install -g git+…`)', () => {
    const pkg = z.looseObject({ bin: z.record(z.string(), z.string()), scripts: z.record(z.string(), z.string()) }).parse(JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')));
    expect(pkg.bin.docwright).toBe('dist/src/cli/bin.js');
    expect(pkg.scripts.prepare).toBe('npm run build');
    expect(pkg.scripts.build).toContain('tsconfig.build.json');
  });

  test('each hook does its job when run as pre-commit runs it', async () => {
    const good = page('## Install\n\n```bash\nnpm install docwright\n```\n');
    const bad = page('## Install\n\n```\nnpm install docwright\n```\n');
    const dir = tempProject({
      'docs/docs.json': JSON.stringify({ name: 'Hooks', theme: 'mint', colors: { primary: '#0D7A5F' }, navigation: { pages: ['index', 'bad'] } }),
      'docs/index.mdx': good,
      'docs/bad.mdx': bad,
    });
    // lint: only the files passed; the staged good page alone is clean.
    expect((await run(argvFor(hook('docwright-lint'), [], [join(dir, 'docs/index.mdx')]), dir)).code).toBe(0);
    const lint = await run(argvFor(hook('docwright-lint'), [], ['docs/index.mdx', 'docs/bad.mdx']), dir);
    expect(lint.code).toBe(1);
    expect(lint.stdout).toContain('docs/bad.mdx\n8:1-10:4 error Missing language on fenced code block');
    expect(lint.stdout).not.toContain('docs/index.mdx');
    // check: with the docs root as its argument, as the integrations page shows.
    const check = await run(argvFor(hook('docwright-check'), ['docs'], ['docs/docs.json']), dir);
    expect(check).toEqual({ code: 0, stdout: '', stderr: '' });
    // rules --check: fails while the rules file is missing, passes once it is written.
    const stale = await run(argvFor(hook('docwright-rules'), ['docs'], ['docs/docs.json']), dir);
    expect(stale.code).toBe(1);
    expect((await run(['rules', 'docs'], dir)).code).toBe(0);
    expect((await run(argvFor(hook('docwright-rules'), ['docs'], ['docs/docs.json']), dir)).code).toBe(0);
    // format --check: the staged page in style passes; one that would change fails and is left as it was.
    expect((await run(argvFor(hook('docwright-format'), [], ['docs/index.mdx']), dir)).code).toBe(0);
    writeFileSync(join(dir, 'docs/index.mdx'), `${good}\n* a list\n`);
    const format = await run(argvFor(hook('docwright-format'), [], ['docs/index.mdx']), dir);
    expect(format.code).toBe(1);
    expect(format.stdout).toContain('format-unformatted');
    expect(readFileSync(join(dir, 'docs/index.mdx'), 'utf8')).toBe(`${good}\n* a list\n`);
  });
});
