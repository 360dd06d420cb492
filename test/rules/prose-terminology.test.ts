// `--fix` must converge: a second run over the fixed text changes nothing, and the
// preferred term itself is never reported.
import { describe, expect, test } from '@jest/globals';
import { verifyText } from '../../src/lint/verify-text.js';
import { checkRuleSettings } from '../../src/lint/settings.js';
import { inertVariants, termCycle } from '../../rules/prose-terminology.js';

type Term = { use: string; avoid: string[]; caseSensitive?: boolean };

async function fix(text: string, terms: Term[]): Promise<{ output: string; messages: string[] }> {
  const result = await verifyText(text, { filePath: 'page.mdx', fix: true, rules: { 'prose-terminology': ['error', { terms }] } });
  return { output: result.output ?? text, messages: result.findings.map((f) => f.message) };
}

/** Fix twice; the second run must find and change nothing. */
async function fixTwice(text: string, terms: Term[]): Promise<string> {
  const first = await fix(text, terms);
  const second = await fix(first.output, terms);
  expect(second.output).toBe(first.output);
  const after = await verifyText(first.output, { filePath: 'page.mdx', rules: { 'prose-terminology': ['error', { terms }] } });
  expect(after.findings.map((f) => f.message)).toEqual([]);
  return first.output;
}

describe('prose-terminology --fix converges', () => {
  const email = [{ use: 'e-mail address', avoid: ['e-mail'] }];
  const github = [{ use: 'GitHub', avoid: ['github'] }];

  test('{use: "e-mail address", avoid: ["e-mail"]}: the preferred term is not grown by another "address"', async () => {
    const text = 'Enter your e-mail. Your e-mail address is private.\n\nE-mail address and E-mail.\n';
    expect(await fixTwice(text, email)).toBe('Enter your e-mail address. Your e-mail address is private.\n\nE-mail address and E-mail address.\n');
    expect((await fix('Your e-mail address.\n', email)).messages).toEqual([]);
  });

  test('{use: "GitHub", avoid: ["github"]}: `GitHub` is never reported; other spellings become `GitHub`', async () => {
    expect((await fix('Connect GitHub.\n', github)).messages).toEqual([]);
    expect(await fixTwice('Connect github, Github, GITHUB and GitHub.\n\ngithub first.\n', github)).toBe('Connect GitHub, GitHub, GitHub and GitHub.\n\nGitHub first.\n');
  });

  test('case variants of the preferred term and of the variant', async () => {
    expect(await fixTwice('E-MAIL ADDRESS, e-Mail, E-Mail Address.\n', email)).toBe('E-MAIL ADDRESS, e-mail address, E-Mail Address.\n');
    expect(await fixTwice('Log in with a Login. LOGIN now.\n', [{ use: 'sign in', avoid: ['login', 'log in'] }])).toBe('Sign in with a Sign in. Sign in now.\n');
  });

  test('case-sensitive terms and a variant that contains the preferred term', async () => {
    expect(await fixTwice('Use javascript and JavaScript.\n', [{ use: 'JavaScript', avoid: ['javascript'], caseSensitive: true }])).toBe('Use JavaScript and JavaScript.\n');
    expect(await fixTwice('Sign in to the app, or sign in.\n', [{ use: 'sign in', avoid: ['sign in to'] }])).toBe('Sign in the app, or sign in.\n');
  });
});

describe('prose-terminology refuses terms that replace each other', () => {
  test('two terms that prefer each other: a config error naming both', () => {
    const issues = checkRuleSettings({ 'prose-terminology': ['warn', { terms: [{ use: 'foo', avoid: ['bar'] }, { use: 'bar', avoid: ['foo'] }] }] }, ['rules']);
    expect(issues.map((issue) => issue.message)).toEqual(['Unexpected terms `foo` and `bar` that replace each other (`foo` → `bar` → `foo`), expected each preferred term to avoid none of the others']);
    expect(issues[0]?.path).toEqual(['rules', 'prose-terminology', 1, 'terms', 1]);
  });

  test('a longer cycle, a cycle through a variant inside a longer term, and one by case', () => {
    expect(termCycle([{ use: 'a', avoid: ['b'] }, { use: 'b', avoid: ['c'] }, { use: 'c', avoid: ['a'] }])).toEqual([0, 2, 1, 0]);
    expect(termCycle([{ use: 'x y', avoid: ['z'] }, { use: 'z', avoid: ['x'] }])).toEqual([0, 1, 0]);
    expect(termCycle([{ use: 'GitHub', avoid: ['github'] }, { use: 'github', avoid: ['GitHub'], caseSensitive: true }])).toEqual([0, 1, 0]);
  });

  test('a cycle through the text beside a fix: a variant that begins inside one preferred term and ends in the next word', async () => {
    // `a c` → (a → b) `b c` → (b c → a c) `a c` …: the second term's variant straddles what the first wrote.
    const terms = [
      { use: 'b', avoid: ['a'] },
      { use: 'a c', avoid: ['b c'] },
    ];
    expect(termCycle(terms)).toEqual([0, 1, 0]);
    expect(termCycle([{ use: 'x', avoid: ['q'] }, { use: 'c q', avoid: ['c x'] }])).toEqual([0, 1, 0]);
    // The rule refuses such options wherever they come from.
    expect((await fix('The a c here.\n', terms)).messages).toEqual([expect.stringContaining('Unexpected terms `b` and `a c` that replace each other')]);
  });

  test('chains, a term whose variant is inside its own preferred term, and case-sensitive terms that differ are accepted', () => {
    expect(termCycle([{ use: 'a', avoid: ['b'] }, { use: 'b', avoid: ['c'] }])).toBeUndefined();
    expect(termCycle([{ use: 'sign in', avoid: ['log in', 'login'] }, { use: 'log out', avoid: ['logout', 'log off'] }, { use: 'sign up', avoid: ['signup', 'register'] }])).toBeUndefined();
    expect(termCycle([{ use: 'e-mail address', avoid: ['e-mail'] }, { use: 'GitHub', avoid: ['github'] }])).toBeUndefined();
    expect(termCycle([{ use: 'JavaScript', avoid: ['javascript'], caseSensitive: true }, { use: 'javascript', avoid: ['JS'], caseSensitive: true }])).toBeUndefined();
    expect(checkRuleSettings({ 'prose-terminology': ['warn', { terms: [{ use: 'sign in', avoid: ['login'] }, { use: 'sign in to', avoid: ['sign into'] }] }] }, ['rules'])).toEqual([]);
  });
});

describe('prose-terminology refuses an entry that has no effect', () => {
  test('a case-sensitive variant that is the preferred term itself: a config error at that variant', () => {
    const issues = checkRuleSettings({ 'prose-terminology': ['warn', { terms: [{ use: 'sign in', avoid: ['login'] }, { use: 'GitHub', avoid: ['Git hub', 'GitHub'], caseSensitive: true }] }] }, ['rules']);
    expect(issues.map((issue) => issue.message)).toEqual(['Unexpected avoided term `GitHub` that is the preferred term `GitHub` matched with `caseSensitive`, so the entry has no effect, expected a variant that differs from it']);
    expect(issues[0]?.path).toEqual(['rules', 'prose-terminology', 1, 'terms', 1, 'avoid', 1]);
    expect(inertVariants([{ use: 'e-mail  address', avoid: ['e-mail address'], caseSensitive: true }])).toEqual([[0, 0]]);
  });

  test('the same word matched ignoring case has an effect (it corrects the case), and is accepted', async () => {
    const terms = [{ use: 'GitHub', avoid: ['GitHub'] }];
    expect(checkRuleSettings({ 'prose-terminology': ['warn', { terms }] }, ['rules'])).toEqual([]);
    const found = await verifyText('Connect github and GitHub.\n', { filePath: 'page.mdx', rules: { 'prose-terminology': ['error', { terms }] } });
    expect(found.findings.map((f) => f.message)).toEqual(['Unexpected `github`, expected `GitHub`']);
    expect(inertVariants([{ use: 'GitHub', avoid: ['github'], caseSensitive: true }])).toEqual([]);
  });
});
