// `lint --fix` never changes what the author meant and always converges: a ring of fixes (prose-terminology and a
// Vale substitution that undo each other) is left as written in every pass, even when another fix on the page makes a
// second pass; a misspelt Vale id in a disable comment is reported with the closest id, never removed; `:::note` in a
// CRLF file or a list item is fixed; a term joined to `~` or another path mark is no match.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from '@jest/globals';
import { verifyTextSync } from '../../src/lint/verify-text.js';
import { valeProjectFor, type ValeProject } from '../../src/vale/index.js';
import { joinedToWord } from '../../src/word-joined.js';
import type { RuleSettings } from '../../src/lint/settings.js';

const FRONT = '---\ntitle: Fixing in rings\ndescription: How fixes settle.\n---\n\n';

type Options = NonNullable<Parameters<typeof verifyTextSync>[1]>;

/** `--fix` twice: the second run changes nothing. */
function fixTwice(text: string, options: Options): string {
  const first = verifyTextSync(text, { filePath: 'page.mdx', ...options, fix: true });
  const output = first.output ?? text;
  const second = verifyTextSync(output, { filePath: 'page.mdx', ...options, fix: true });
  expect(second.output ?? output).toBe(output);
  return output;
}

const root = mkdtempSync(join(tmpdir(), 'dw-fixring-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A Vale setup in its own folder with the rule files given (`Team/<name>.yml`), and the page path in it. */
function valeSetup(name: string, rules: Record<string, string>): { vale: ValeProject; path: string } {
  const dir = join(root, name);
  mkdirSync(join(dir, 'styles/Team'), { recursive: true });
  writeFileSync(join(dir, '.vale.ini'), 'StylesPath = styles\n[*.mdx]\nBasedOnStyles = Team\n');
  for (const [file, yaml] of Object.entries(rules)) writeFileSync(join(dir, `styles/Team/${file}.yml`), yaml);
  const path = join(dir, 'page.mdx');
  const vale = valeProjectFor(path, dir);
  if (!vale) throw new Error('no Vale project');
  return { vale, path };
}

describe('a ring of fixes across prose-terminology and Vale, with another fix on the page', () => {
  const signIn = "extends: substitution\nmessage: \"Use '%s' instead of '%s'.\"\nlevel: warning\nignorecase: true\nswap:\n  sign in: log in\n";
  const rules: RuleSettings = {
    'prose-terminology': [
      'warn',
      {
        terms: [
          { use: 'sign in', avoid: ['log in'] },
          { use: 'GitHub', avoid: ['github'] },
        ],
      },
    ],
  };

  test('--fix fixes the other word and never rewrites the ring words; the second --fix changes nothing', () => {
    const { vale, path } = valeSetup('ring', { SignIn: signIn });
    const text = `${FRONT}Please log in first, and sign in later on github.\n`;
    const linted = verifyTextSync(text, { filePath: path, rules, vale });
    expect(linted.findings.map((f) => `${f.column} ${f.ruleId} ${f.fix ? 'fixable' : 'unfixable'}`)).toEqual(['8 prose-terminology unfixable', '26 Team.SignIn unfixable', '43 prose-terminology fixable']);
    const fixed = fixTwice(text, { filePath: path, rules, vale });
    expect(fixed).toBe(`${FRONT}Please log in first, and sign in later on GitHub.\n`);
    const after = verifyTextSync(fixed, { filePath: path, rules, vale, fix: true });
    expect(after.findings.map((f) => `${f.column} ${f.ruleId} ${f.fix ? 'fixable' : 'unfixable'}`)).toEqual(['8 prose-terminology unfixable', '26 Team.SignIn unfixable']);
  });

  test('a capitalised ring word in a second pass stays too, and a term outside the ring is still fixed', () => {
    const { vale, path } = valeSetup('ring-case', { SignIn: signIn });
    const text = `${FRONT}Log in with github.\n\nThen sign in again.\n`;
    expect(fixTwice(text, { filePath: path, rules, vale })).toBe(`${FRONT}Log in with GitHub.\n\nThen sign in again.\n`);
  });
});

describe('a misspelt Vale id in a disable comment', () => {
  const latin = 'extends: existence\nmessage: "Use \'for example\', not \'%s\'"\nlevel: warning\ntokens:\n  - eg\n';
  const options = (vale: ValeProject, path: string): Options => ({ filePath: path, rules: {}, vale, reportUnusedDisableDirectives: 'warn' });

  test("docwright's comment: an unknown rule with the closest Vale id, no fix; --fix keeps it", () => {
    const { vale, path } = valeSetup('latin', { Latin: latin });
    const text = `${FRONT}{/* docwright-disable-next-line Team.Latinn */}\nSay eg here.\n`;
    const result = verifyTextSync(text, options(vale, path));
    expect(result.findings.map((f) => `${f.line}:${f.column} ${f.ruleId} ${f.message} ${f.fix ? 'fix' : 'no fix'}`)).toEqual([
      '6:33 unused-disable-directive Unexpected unknown rule `Team.Latinn`, expected a rule id (did you mean `Team.Latin`?) no fix',
      "7:5 Team.Latin Use 'for example', not 'eg' no fix",
    ]);
    expect(fixTwice(text, options(vale, path))).toBe(text);
  });

  test("Vale's comment: the unknown rule and the unknown style are reported at their names, no fix; --fix keeps them", () => {
    const { vale, path } = valeSetup('latin-vale', { Latin: latin });
    const text = `${FRONT}{/* vale Team.Latinn = NO */}\n\nSay eg here.\n\n{/* vale Taem = NO */}\n\nMore.\n`;
    const result = verifyTextSync(text, options(vale, path));
    expect(result.findings.map((f) => `${f.line}:${f.column} ${f.ruleId} ${f.message} ${f.fix ? 'fix' : 'no fix'}`)).toEqual([
      '6:10 unused-disable-directive Unexpected unknown rule `Team.Latinn`, expected a rule id (did you mean `Team.Latin`?) no fix',
      "8:5 Team.Latin Use 'for example', not 'eg' no fix",
      '10:10 unused-disable-directive Unexpected unknown Vale style `Taem`, expected a style folder in StylesPath (did you mean `Team`?) no fix',
    ]);
    expect(fixTwice(text, options(vale, path))).toBe(text);
  });

  test('a known Vale id that turns nothing off is still unused (and removed); a known one in use is not reported', () => {
    const { vale, path } = valeSetup('latin-known', { Latin: latin });
    const text = `${FRONT}{/* docwright-disable-next-line Team.Latin */}\nSay nothing.\n\n{/* vale Team.Latin = NO */}\n\nSay eg here.\n`;
    const result = verifyTextSync(text, options(vale, path));
    expect(result.findings.map((f) => `${f.line} ${f.ruleId} ${f.fix ? 'fix' : 'no fix'}`)).toEqual(['6 unused-disable-directive fix']);
    expect(fixTwice(text, options(vale, path))).toBe(`${FRONT}Say nothing.\n\n{/* vale Team.Latin = NO */}\n\nSay eg here.\n`);
  });
});

describe('admonition-syntax: CRLF files and list items', () => {
  const rules: RuleSettings = { 'admonition-syntax': 'warn' };

  test('a CRLF file is fixed and keeps its CRLF line endings', () => {
    const text = `${FRONT}:::note\nRead this first.\n:::\n\nAfter.\n`.replaceAll('\n', '\r\n');
    const result = verifyTextSync(text, { filePath: 'page.mdx', rules });
    expect(result.findings.map((f) => `${f.line}:${f.column} ${f.fix ? 'fix' : 'no fix'}`)).toEqual(['6:1 fix']);
    const fixed = fixTwice(text, { rules });
    expect(fixed).toBe(`${FRONT}<Note>\nRead this first.\n</Note>\n\nAfter.\n`.replaceAll('\n', '\r\n'));
    expect(fixed.replaceAll('\r\n', '')).not.toContain('\n');
  });

  test('`- :::note` in a list item is reported and fixed inside the item', () => {
    const text = `${FRONT}- First step.\n- :::note\n  Read this first.\n  :::\n- Last step.\n`;
    const result = verifyTextSync(text, { filePath: 'page.mdx', rules });
    expect(result.findings.map((f) => `${f.line}:${f.column} ${f.message} ${f.fix ? 'fix' : 'no fix'}`)).toEqual([
      '7:3 Unexpected admonition `:::note`, expected `<Note>`: Mintlify shows `:::` lines as text fix',
    ]);
    expect(fixTwice(text, { rules })).toBe(`${FRONT}- First step.\n- <Note>\n  Read this first.\n  </Note>\n- Last step.\n`);
  });

  test('an ordered list item in a CRLF file', () => {
    const text = `${FRONT}1. :::tip\n   Save often.\n   :::\n`.replaceAll('\n', '\r\n');
    expect(fixTwice(text, { rules })).toBe(`${FRONT}1. <Tip>\n   Save often.\n   </Tip>\n`.replaceAll('\n', '\r\n'));
  });
});

describe('prose-terminology: a term joined to a path mark', () => {
  const rules: RuleSettings = { 'prose-terminology': ['warn', { terms: [{ use: 'GitHub', avoid: ['github'] }] }] };

  test('`~/github`, `/github`, `C:\\github`, `~github` and `.github` are paths; prose around them is still fixed', () => {
    const at = (text: string, word: string): boolean => joinedToWord(text, text.indexOf(word), text.indexOf(word) + word.length);
    expect(at('Open ~/github now', 'github')).toBe(true);
    expect(at('Open /github now', 'github')).toBe(true);
    expect(at('Open C:\\github now', 'github')).toBe(true);
    expect(at('Open ~github now', 'github')).toBe(true);
    expect(at('The .github folder', 'github')).toBe(true);
    expect(at('Push to github.', 'github')).toBe(false);
    expect(at('Push to github, then', 'github')).toBe(false);
    const text = `${FRONT}Clone into ~/github and ../github, then push to github.\n`;
    expect(fixTwice(text, { rules })).toBe(`${FRONT}Clone into ~/github and ../github, then push to GitHub.\n`);
  });

  test("a Vale substitution's fix reads the path the same way", () => {
    const { vale, path } = valeSetup('hub', { Hub: "extends: substitution\nmessage: \"Use '%s' instead of '%s'.\"\nlevel: warning\nswap:\n  github: GitHub\n" });
    const text = `${FRONT}Clone into ~/github, then push to github.\n`;
    expect(fixTwice(text, { filePath: path, rules: {}, vale })).toBe(`${FRONT}Clone into ~/github, then push to GitHub.\n`);
  });
});
