// `lint --fix` and `format` never change what the author meant: a preferred term is not written into an identifier,
// path or domain, nor into a heading whose anchor links may target; intraword emphasis keeps its `*`; a misspelt rule
// id in a disable comment is reported, never removed; fixes that undo each other are not called fixable.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from '@jest/globals';
import { verifyTextSync } from '../../src/lint/verify-text.js';
import { formatText } from '../../src/format/format-text.js';
import { valeProjectFor } from '../../src/vale/index.js';
import { joinedToWord } from '../../src/word-joined.js';
import type { RuleSettings } from '../../src/lint/settings.js';

const FRONT = '---\ntitle: Fixing safely\ndescription: How fixes keep what the page means.\n---\n\n';

const terms = [
  { use: 'GitHub', avoid: ['github'] },
  { use: 'sign in', avoid: ['log in', 'login'] },
];
const terminology: RuleSettings = { 'prose-terminology': ['warn', { terms }] };

/** `--fix` twice: the second run changes nothing. */
function fixTwice(text: string, rules: RuleSettings, extra: Parameters<typeof verifyTextSync>[1] = {}): string {
  const first = verifyTextSync(text, { filePath: 'page.mdx', rules, fix: true, ...extra });
  const output = first.output ?? text;
  const second = verifyTextSync(output, { filePath: 'page.mdx', rules, fix: true, ...extra });
  expect(second.output ?? output).toBe(output);
  return output;
}

describe('prose-terminology: identifiers, paths, packages, domains', () => {
  test('a term joined by `_`, `.`, `/`, `@` or `-` to a word is no match; prose around it still is', () => {
    const text = `${FRONT}Set login_url in the config, then login.\n\nEdit .github/workflows/ci.yml and the github-actions.yml file. The @github/cli package. Visit github.com on github.\n`;
    const result = verifyTextSync(text, { filePath: 'page.mdx', rules: terminology });
    expect(result.findings.map((f) => `${f.line}:${f.column} ${f.message}`)).toEqual([
      '6:35 Unexpected `login`, expected `sign in`',
      '8:109 Unexpected `github`, expected `GitHub`',
    ]);
    expect(fixTwice(text, terminology)).toBe(`${FRONT}Set login_url in the config, then sign in.\n\nEdit .github/workflows/ci.yml and the github-actions.yml file. The @github/cli package. Visit github.com on GitHub.\n`);
  });

  test('a heading fix that changes the anchor is reported without a fix; one that keeps it (case only) is fixed', () => {
    const text = `${FRONT}See [the steps](#log-in-with-github).\n\n## Log in with github\n\nText.\n`;
    const result = verifyTextSync(text, { filePath: 'page.mdx', rules: terminology });
    expect(result.findings.map((f) => `${f.line}:${f.column} ${f.message} ${f.fix ? 'fix' : 'no fix'}`)).toEqual([
      '8:4 Unexpected `Log in`, expected `sign in` (not fixed by `--fix`: it changes the heading anchor `#log-in-with-github` that links may target) no fix',
      '8:16 Unexpected `github`, expected `GitHub` fix',
    ]);
    const fixed = fixTwice(text, terminology);
    expect(fixed).toBe(`${FRONT}See [the steps](#log-in-with-github).\n\n## Log in with GitHub\n\nText.\n`);
  });

  test('one notion of a word: `.github/`, `github.com`, `login_url` joined; `github.` at a sentence end, `(github)` not', () => {
    const at = (text: string, word: string): boolean => joinedToWord(text, text.indexOf(word), text.indexOf(word) + word.length);
    expect(at('Edit .github/workflows', 'github')).toBe(true);
    expect(at('Visit github.com now', 'github')).toBe(true);
    expect(at('Set login_url here', 'login')).toBe(true);
    expect(at('The @github/cli package', 'github')).toBe(true);
    expect(at('the github-actions.yml file', 'github')).toBe(true);
    expect(at('Push to github.', 'github')).toBe(false);
    expect(at('A host (github) and more', 'github')).toBe(false);
    expect(at('Use github - or not', 'github')).toBe(false);
  });
});

describe('format: intraword emphasis', () => {
  test('`2*3*4` and `un*frigging*believable` keep `*` (no character references); a second format changes nothing', () => {
    const text = 'The area is 2*3*4 and a*b*c, un*frigging*believable. Some *stress* here.\n';
    const first = formatText(text);
    if (first.status !== 'changed' && first.status !== 'unchanged') throw new Error(`format: ${first.status}`);
    expect(first.output).toBe('The area is 2*3*4 and a*b*c, un*frigging*believable. Some _stress_ here.\n');
    const second = formatText(first.output);
    expect(second.status).toBe('unchanged');
  });
});

describe('disable comments naming an unknown rule', () => {
  const text = `${FRONT}{/* docwright-disable-next-line code-langauge */}\n\`\`\`\nx\n\`\`\`\n`;

  test('reported as an unknown rule with the likely id, with no fix; --fix keeps the comment', () => {
    const rules: RuleSettings = { 'code-language': 'warn' };
    const result = verifyTextSync(text, { filePath: 'page.mdx', rules, reportUnusedDisableDirectives: 'warn' });
    const unknown = result.findings.filter((f) => f.ruleId === 'unused-disable-directive');
    expect(unknown.map((f) => `${f.line}:${f.column} ${f.message} ${f.fix ? 'fix' : 'no fix'}`)).toEqual([
      '6:33 Unexpected unknown rule `code-langauge`, expected a rule id (did you mean `code-language`?) no fix',
    ]);
    expect(fixTwice(text, rules, { reportUnusedDisableDirectives: 'warn' })).toContain('code-langauge');
  });

  test('beside a known id that is unused, only the known id is removed', () => {
    const both = `${FRONT}{/* docwright-disable-next-line code-langauge, image-alt */}\nText.\n`;
    const rules: RuleSettings = { 'code-language': 'warn', 'image-alt': 'warn' };
    expect(fixTwice(both, rules, { reportUnusedDisableDirectives: 'warn' })).toBe(`${FRONT}{/* docwright-disable-next-line code-langauge */}\nText.\n`);
  });
});

describe('fixes that undo each other across prose-terminology and Vale', () => {
  const root = mkdtempSync(join(tmpdir(), 'dw-fixsafe-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  test('`log in` → `sign in` (terminology) → `log in` (Vale): neither is called fixable, and --fix changes nothing', () => {
    mkdirSync(join(root, 'styles/Team'), { recursive: true });
    writeFileSync(join(root, '.vale.ini'), 'StylesPath = styles\n[*.mdx]\nBasedOnStyles = Team\n');
    writeFileSync(join(root, 'styles/Team/SignIn.yml'), "extends: substitution\nmessage: \"Use '%s' instead of '%s'.\"\nlevel: warning\nignorecase: true\nswap:\n  sign in: log in\n");
    const path = join(root, 'page.mdx');
    const vale = valeProjectFor(path, root);
    if (!vale) throw new Error('no Vale project');
    const rules: RuleSettings = { 'prose-terminology': ['warn', { terms: [{ use: 'sign in', avoid: ['log in'] }] }] };
    const text = `${FRONT}Please log in first, and sign in later.\n`;
    const linted = verifyTextSync(text, { filePath: path, rules, vale });
    expect(linted.findings.map((f) => `${f.ruleId} ${f.fix ? 'fixable' : 'unfixable'}`)).toEqual(['prose-terminology unfixable', 'Team.SignIn unfixable']);
    const fixed = verifyTextSync(text, { filePath: path, rules, vale, fix: true });
    expect(fixed.output).toBeUndefined();
  });

  test('a Vale substitution inside a path or domain is reported, as Vale does, but not fixed', () => {
    const dir = join(root, 'paths');
    mkdirSync(join(dir, 'styles/Team'), { recursive: true });
    writeFileSync(join(dir, '.vale.ini'), 'StylesPath = styles\n[*.mdx]\nBasedOnStyles = Team\n');
    writeFileSync(join(dir, 'styles/Team/Hub.yml'), "extends: substitution\nmessage: \"Use '%s' instead of '%s'.\"\nlevel: warning\nswap:\n  github: GitHub\n");
    const path = join(dir, 'page.mdx');
    const vale = valeProjectFor(path, dir);
    if (!vale) throw new Error('no Vale project');
    const text = `${FRONT}Edit .github/workflows and visit github.com, on github.\n`;
    const linted = verifyTextSync(text, { filePath: path, rules: {}, vale });
    expect(linted.findings.map((f) => `${f.column} ${f.fix ? 'fixable' : 'unfixable'}`)).toEqual(['7 unfixable', '34 unfixable', '49 fixable']);
    expect(fixTwice(text, {}, { vale, filePath: path })).toBe(`${FRONT}Edit .github/workflows and visit github.com, on GitHub.\n`);
  });
});
