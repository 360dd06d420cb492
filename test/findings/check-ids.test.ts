// No finding id of `check`, `build` or `dev` is a bare string: every id that src/ writes (a `ruleId` property, a
// `ruleId` parameter's default, an id passed to a finding creator) is registered in src/findings/checks.ts. The finding
// creators take a `CheckId`, so `tsc` refuses an unknown id there; this test also reads the object literals, which
// `tsc` cannot (a `Finding`'s `ruleId` is any string: lint rules and plugins name their own).
import { describe, expect, test } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { rulesById } from '../../rules/index.js';
import { applyCheckSettings, CHECK_IDS, CHECKS, checkUrl, isCheckId } from '../../src/findings/checks.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));

/** Folders whose ids are lint's (rules, Vale styles, `format`): they have their own docs and urls. */
const LINT_FOLDERS = ['src/lint/', 'src/vale/', 'src/format/', 'src/rule-kit/'];
/** Functions that make a finding from an id argument. */
const CREATORS = new Set(['finding', 'at', 'warnAt', 'warn', 'report', 'problem']);
const ID = /^[a-z][a-z0-9]*(-[a-z0-9]+)+$/;

/** The string literals an expression can be (`'a'`, `cond ? 'a' : 'b'`, `x ?? 'a'`). */
function literals(node: ts.Expression): ts.StringLiteralLike[] {
  if (ts.isStringLiteralLike(node)) return [node];
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) return literals(node.expression);
  if (ts.isConditionalExpression(node)) return [...literals(node.whenTrue), ...literals(node.whenFalse)];
  if (ts.isBinaryExpression(node)) return [...literals(node.left), ...literals(node.right)];
  return [];
}

/** The name a call is made by: `finding(…)`, `ctx.warnAt(…)`. */
function calleeName(call: ts.CallExpression): string | undefined {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
}

/** Every finding id a source text writes as a string, with its line. */
export function writtenIds(text: string, fileName = 'x.ts'): Array<{ id: string; line: number }> {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: Array<{ id: string; line: number }> = [];
  const add = (node: ts.StringLiteralLike): void => {
    found.push({ id: node.text, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAssignment(node) && node.name.getText(source) === 'ruleId') literals(node.initializer).forEach(add);
    if (ts.isParameter(node) && node.name.getText(source) === 'ruleId' && node.initializer) literals(node.initializer).forEach(add);
    if (ts.isCallExpression(node) && CREATORS.has(calleeName(node) ?? '')) {
      for (const argument of node.arguments) literals(argument).filter((l) => ID.test(l.text)).forEach(add);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') && !entry.name.endsWith('.browser.ts') && entry.name !== 'bundled.ts' ? [path] : [];
  });
}

describe('check ids', () => {
  test('every id src/ writes outside lint is registered', () => {
    const unregistered: string[] = [];
    let seen = 0;
    for (const file of sourceFiles(join(repo, 'src'))) {
      const rel = relative(repo, file).split('\\').join('/');
      if (LINT_FOLDERS.some((folder) => rel.startsWith(folder))) continue;
      for (const { id, line } of writtenIds(readFileSync(file, 'utf8'), file)) {
        seen++;
        if (!isCheckId(id)) unregistered.push(`${rel}:${line}: \`${id}\``);
      }
    }
    expect(unregistered).toEqual([]);
    // The scan reads the real sources: it found the ids written there.
    expect(seen).toBeGreaterThan(50);
  });

  test('the scan finds a bare id in a property, a default, a conditional and a creator call', () => {
    const text = [
      "const a = { ruleId: 'made-up-id', severity: 'warn' };",
      "const b = { ruleId: outside ? 'nav-path-outside' : 'also-made-up' };",
      "function warn(message: string, ruleId = 'default-made-up') {}",
      "push(finding(file, at, 'creator-made-up', 'Unexpected `x`'));",
    ].join('\n');
    const ids = writtenIds(text).map((f) => f.id);
    expect(ids).toEqual(['made-up-id', 'nav-path-outside', 'also-made-up', 'default-made-up', 'creator-made-up']);
    expect(ids.filter((id) => !isCheckId(id))).toEqual(['made-up-id', 'also-made-up', 'default-made-up', 'creator-made-up']);
  });

  test('ids are in order, with a description and, for a lint rule id, the rule', () => {
    expect([...CHECK_IDS]).toEqual([...CHECK_IDS].sort());
    for (const id of CHECK_IDS) {
      const definition: { description: string; rule?: true } = CHECKS[id];
      expect(definition.description).toMatch(/^[A-Z`d][^\n]*[^.]$/);
      // An id is a lint rule's exactly when the registry says so: its docs are the rule's page then.
      expect([id, rulesById.has(id)]).toEqual([id, definition.rule === true]);
    }
  });

  test('each id has a url: its check page, or its rule page', () => {
    expect(checkUrl('link-broken')).toBe('https://github.com/docwright/docwright/blob/main/docs/checks/link-broken.mdx');
    expect(checkUrl('component-known')).toBe('https://github.com/docwright/docwright/blob/main/docs/rules/component-known.mdx');
  });

  test('applyCheckSettings fills urls, turns ids off and sets severities, leaving other ids and fatal findings be', () => {
    const at = { file: '/p/docs.json', line: 1, column: 1, message: 'm' };
    const findings = applyCheckSettings(
      [
        { ...at, ruleId: 'link-broken', severity: 'error' },
        { ...at, ruleId: 'page-not-in-nav', severity: 'warn' },
        { ...at, ruleId: 'config-json', severity: 'error', fatal: true },
        { ...at, ruleId: 'nav-page-duplicate', severity: 'warn' },
        { ...at, ruleId: 'plugin-rule', severity: 'warn' },
      ],
      { 'link-broken': 'warn', 'page-not-in-nav': 'off', 'config-json': 'off' },
    );
    expect(findings.map((f) => [f.ruleId, f.severity, f.url])).toEqual([
      ['link-broken', 'warn', checkUrl('link-broken')],
      ['config-json', 'error', checkUrl('config-json')],
      ['nav-page-duplicate', 'warn', checkUrl('nav-page-duplicate')],
      ['plugin-rule', 'warn', undefined],
    ]);
  });
});
