// `RuleTester`: a rule's tests as data, like ESLint's. Each valid case must lint clean; each
// invalid case must give exactly its errors (messages, message ids, positions) and, with
// `output`, the text `docwright lint --fix` writes. Cases run through the same `verifyTextSync`
// as `docwright lint`, with the rule alone at `error`.
import type { Finding } from '../findings/finding.js';
import { verifyTextSync } from './verify-text.js';
import { applyFixes } from './fix.js';
import { linkCheckOf } from './project-links.js';
import { isRecord } from '../guards.js';
import { defineRule, formatMessage, noOptions, type Example, type Rule, type RuleDefinition } from '../rule-kit/rule.js';

export interface ValidCase {
  /** The page text. */
  code: string;
  /** Shown in the test name (default: the code). */
  name?: string;
  /** Decides the syntax (`.md` or `.mdx`) and what the rule sees as the path (default `example.mdx`). */
  filename?: string;
  /** The rule's options. */
  options?: unknown;
  /** Other files of the page's project (path → text), for rules that read it (`link-target`). */
  project?: Readonly<Record<string, string>>;
}

export interface ExpectedError {
  /** The exact message. */
  message?: string;
  /** A key of the rule's `messages`; with `data`, the message must be that template filled in. */
  messageId?: string;
  data?: Record<string, string | number>;
  line?: number;
  column?: number;
  endLine?: number;
  endColumn?: number;
}

export interface InvalidCase extends ValidCase {
  /** The findings, in order (by position): a message, or the parts to compare; or just how many. */
  errors: number | ReadonlyArray<string | ExpectedError>;
  /** The text after `--fix`; `null` when the fixes must leave it unchanged (or there are none). Unchecked when left out. */
  output?: string | null;
  /** Each suggestion of the findings, in order: its title and the text once it alone is applied. Unchecked when left out. */
  suggestions?: ReadonlyArray<{ title: string; output: string }>;
}

export interface RuleTesterCases {
  valid: ReadonlyArray<string | ValidCase>;
  invalid: readonly InvalidCase[];
}

/** A case that does not hold: the first line says what, the rest shows the findings or texts. */
/** The string `variables` of an example project's docs.json, when it has any. */
function projectVariablesOf(project: Readonly<Record<string, string>>): Record<string, string> | undefined {
  const text = project['docs.json'];
  if (text === undefined) return undefined;
  try {
    const data: unknown = JSON.parse(text);
    const variables = isRecord(data) ? data.variables : undefined;
    return isRecord(variables) ? Object.fromEntries(Object.entries(variables).filter((entry): entry is [string, string] => typeof entry[1] === 'string')) : undefined;
  } catch {
    return undefined;
  }
}

export class RuleTesterError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RuleTesterError';
  }
}

function fail(message: string): never {
  throw new RuleTesterError(message);
}

function strictEqual(actual: unknown, expected: unknown, message: string): void {
  if (actual !== expected) fail(`${message}\nactual:   ${JSON.stringify(actual)}\nexpected: ${JSON.stringify(expected)}`);
}

type TestFunction = (name: string, body: () => void) => void;

function isTestFunction(value: unknown): value is TestFunction {
  return typeof value === 'function';
}

/** The test framework's `describe`/`it` when it puts them on `globalThis` (jest, mocha, vitest with globals). */
function globalTestFunction(name: 'describe' | 'it'): TestFunction | undefined {
  const found: unknown = Reflect.get(globalThis, name);
  return isTestFunction(found) ? found : undefined;
}

function asRule(rule: Rule | RuleDefinition): Rule {
  if ('plugin' in rule && 'url' in rule && typeof rule.url === 'string') return rule;
  return defineRule({ ...rule, schema: rule.schema ?? noOptions });
}

function describeFinding(finding: Finding): string {
  const end = finding.endLine !== undefined ? `-${finding.endLine}:${finding.endColumn ?? ''}` : '';
  return `${finding.line}:${finding.column}${end}: ${finding.message} (${finding.ruleId})`;
}

/** Whether `message` is the template `template` filled in (each `{{name}}` matches any text). */
function fillsTemplate(message: string, template: string): boolean {
  const pattern = template
    .split(/\{\{\s*\w+\s*\}\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[\\s\\S]*');
  return new RegExp(`^${pattern}$`).test(message);
}

/**
 * Test one rule with valid and invalid cases:
 *
 * ```ts
 * import { RuleTester } from 'docwright/lint';
 * new RuleTester().run('note-no-todo', rule, {
 *   valid: ['Finished text.\n'],
 *   invalid: [{ code: 'A TODO.\n', errors: [{ messageId: 'todo', line: 1, column: 3 }], output: 'A .\n' }],
 * });
 * ```
 *
 * Each case is a test of the framework's `it` (inside a `describe` named after the rule) when
 * the framework puts them on `globalThis`; set `RuleTester.describe` and `RuleTester.it` to use
 * others. Without any, the cases run at once and the first failure throws.
 */
export class RuleTester {
  static describe: TestFunction | undefined = undefined;
  static it: TestFunction | undefined = undefined;

  constructor(private readonly defaults: { filename?: string } = {}) {}

  run(name: string, rule: Rule | RuleDefinition, cases: RuleTesterCases): void {
    const made = asRule(rule);
    const describe = RuleTester.describe ?? globalTestFunction('describe') ?? ((_name: string, body: () => void) => body());
    const it = RuleTester.it ?? globalTestFunction('it') ?? ((_name: string, body: () => void) => body());
    describe(name, () => {
      describe('valid', () => {
        for (const item of cases.valid) {
          const valid = typeof item === 'string' ? { code: item } : item;
          it(valid.name ?? valid.code, () => this.verifyValid(made, valid));
        }
      });
      describe('invalid', () => {
        for (const invalid of cases.invalid) it(invalid.name ?? invalid.code, () => this.verifyInvalid(made, invalid));
      });
    });
  }

  private lint(rule: Rule, item: ValidCase, fix: boolean): { findings: Finding[]; output: string } {
    const filePath = item.filename ?? this.defaults.filename ?? 'example.mdx';
    const links = item.project ? linkCheckOf(item.project, filePath, item.code) : undefined;
    const variables = item.project ? projectVariablesOf(item.project) : undefined;
    const result = verifyTextSync(item.code, {
      filePath,
      ...(links ? { links } : {}),
      ...(variables ? { variables } : {}),
      rules: { [rule.id]: item.options === undefined ? 'error' : ['error', item.options] },
      registry: new Map([[rule.id, rule]]),
      ...(fix ? { fix: true } : {}),
    });
    const broken = result.findings.find((finding) => finding.ruleId !== rule.id);
    if (broken) fail(`Unexpected \`${broken.ruleId}\` finding, expected the case to lint: ${describeFinding(broken)}`);
    return { findings: result.findings, output: result.output ?? item.code };
  }

  private verifyValid(rule: Rule, valid: ValidCase): void {
    const { findings } = this.lint(rule, valid, false);
    if (findings.length > 0) fail(`Unexpected findings in a valid case of \`${rule.id}\`\n${findings.map(describeFinding).join('\n')}`);
  }

  private verifyInvalid(rule: Rule, invalid: InvalidCase): void {
    const { findings } = this.lint(rule, invalid, false);
    const shown = findings.map(describeFinding);
    for (const finding of findings) strictEqual(finding.url, rule.url, `Unexpected docs URL of ${describeFinding(finding)}`);
    if (typeof invalid.errors === 'number') {
      strictEqual(findings.length, invalid.errors, `Unexpected ${findings.length} findings, expected ${invalid.errors}:\n${shown.join('\n')}`);
    } else {
      if (invalid.errors.length === 0) fail('Missing `errors` of an invalid case, expected at least one');
      strictEqual(findings.length, invalid.errors.length, `Unexpected ${findings.length} findings, expected ${invalid.errors.length}:\n${shown.join('\n')}`);
      invalid.errors.forEach((expected, i) => {
        const finding = findings[i];
        if (finding) checkError(rule, finding, typeof expected === 'string' ? { message: expected } : expected, i);
      });
    }
    if (invalid.suggestions !== undefined) checkSuggestions(findings, invalid.code, invalid.suggestions);
    if (invalid.output === undefined) return;
    const { output } = this.lint(rule, invalid, true);
    strictEqual(output, invalid.output ?? invalid.code, invalid.output === null ? 'Unexpected change by `--fix`, expected the text unchanged' : 'Unexpected text after `--fix`');
  }
}

/** The findings' suggestions are the expected ones, in order, each giving its text when applied alone. */
function checkSuggestions(findings: readonly Finding[], code: string, expected: ReadonlyArray<{ title: string; output: string }>): void {
  const actual = findings.flatMap((finding) => finding.suggestions ?? []);
  const titles = actual.map((s) => s.title);
  strictEqual(titles.join('\n'), expected.map((s) => s.title).join('\n'), 'Unexpected suggestions');
  actual.forEach((suggestion, i) => {
    strictEqual(applyFixes(code, [suggestion.fix]).output, expected[i]?.output, `Unexpected text after the suggestion "${suggestion.title}"`);
  });
}

function checkError(rule: Rule, finding: Finding, expected: ExpectedError, index: number): void {
  const label = `finding ${index + 1} (${describeFinding(finding)})`;
  if (expected.message !== undefined) strictEqual(finding.message, expected.message, `Unexpected message of ${label}`);
  if (expected.messageId !== undefined) {
    const template = rule.messages[expected.messageId];
    if (template === undefined) fail(`Unexpected message id \`${expected.messageId}\`, expected one of ${Object.keys(rule.messages).map((id) => `\`${id}\``).join(', ')}`);
    if (expected.data !== undefined) strictEqual(finding.message, formatMessage(template, expected.data), `Unexpected message of ${label}`);
    else if (!fillsTemplate(finding.message, template)) fail(`Unexpected message of ${label}, expected message id \`${expected.messageId}\` ("${template}")`);
  }
  for (const key of ['line', 'column', 'endLine', 'endColumn'] as const) {
    if (expected[key] !== undefined) strictEqual(finding[key], expected[key], `Unexpected \`${key}\` of ${label}`);
  }
}

/** `3:1-3:53: message` → its parts. */
function expectedFromLine(line: string): ExpectedError {
  const match = /^(\d+):(\d+)(?:-(\d+):(\d+))?: ([\s\S]*)$/.exec(line);
  if (!match) return { message: line };
  const [, startLine, startColumn, endLine, endColumn, message = ''] = match;
  return {
    line: Number(startLine),
    column: Number(startColumn),
    ...(endLine !== undefined ? { endLine: Number(endLine) } : {}),
    ...(endColumn !== undefined ? { endColumn: Number(endColumn) } : {}),
    message,
  };
}

function caseOf(example: Example, fallbackName: string): ValidCase {
  return {
    code: example.input,
    name: example.name ?? fallbackName,
    ...(example.filename !== undefined ? { filename: example.filename } : {}),
    ...(example.options !== undefined ? { options: example.options } : {}),
    ...(example.project !== undefined ? { project: example.project } : {}),
  };
}

/**
 * A rule's `examples` as RuleTester cases: each ok example is valid, each not-ok one invalid with its output lines
 * as errors, its `fixed` text as the output (unchanged when it has none) and its `suggested` edits as the suggestions
 * (none when it has none); each `fixed` text is also valid.
 */
export function casesFromExamples(rule: Pick<Rule, 'examples'>): RuleTesterCases {
  const { ok, notOk } = rule.examples;
  return {
    valid: [
      ...ok.map((example, i) => caseOf(example, `ok #${i + 1}`)),
      ...notOk.flatMap((example, i) => (example.fixed === undefined ? [] : [{ ...caseOf(example, `not ok #${i + 1}`), code: example.fixed, name: `${example.name ?? `not ok #${i + 1}`}, once fixed` }])),
    ],
    invalid: notOk.map((example, i) => ({
      ...caseOf(example, `not ok #${i + 1}`),
      errors: (example.output ?? []).map(expectedFromLine),
      output: example.fixed ?? null,
      suggestions: example.suggested ?? [],
    })),
  };
}
