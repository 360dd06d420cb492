import { describe, expect, jest, test } from '@jest/globals';
import { Ajv } from 'ajv';
import { formatCompactResults, formatResults } from '../../src/findings/report/index.js';
import { escapeData, escapeProperty } from '../../src/findings/report/github.js';
import type { FileResult } from '../../src/findings/finding.js';
import { lintText } from '../../src/lint/engine.js';
import { tempProject } from '../support/project.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const cwd = '/repo';
const results: FileResult[] = [
  {
    file: '/repo/docs/quickstart.mdx',
    findings: [
      { file: '/repo/docs/quickstart.mdx', line: 7, column: 1, endLine: 9, endColumn: 4, ruleId: 'code-language', severity: 'error', message: 'Missing language on fenced code block, expected for example `bash` or `text`', url: 'https://example.com/rules/code-language.md', suggestions: [{ title: 'Mark as plain text (`text`)', fix: { range: [40, 40], text: 'text' } }] },
      { file: '/repo/docs/quickstart.mdx', line: 3, column: 1, endLine: 3, endColumn: 12, ruleId: 'heading-unique', severity: 'warn', message: 'Unexpected duplicate heading `Setup`, expected unique texts', url: 'https://example.com/rules/heading-unique.md', fix: { range: [10, 12], text: 'x' } },
    ],
  },
  { file: '/repo/docs/clean.mdx', findings: [] },
  {
    file: '/repo/docs/odd, name:100%.md',
    findings: [{ file: '/repo/docs/odd, name:100%.md', line: 2, column: 5, ruleId: 'parse-error', severity: 'error', message: 'Unexpected end of file\nin 100% of cases\r', fatal: true }],
  },
];

describe('stylish', () => {
  test('lists files with findings, sorted by position, with totals', () => {
    expect(formatResults(results, 'stylish', { cwd })).toMatchInlineSnapshot(`
"docs/odd, name:100%.md
2:5      error   Unexpected end of file\\x0ain 100% of cases\\x0d                               parse-error

docs/quickstart.mdx
3:1-3:12 warning Unexpected duplicate heading \`Setup\`, expected unique texts (fixable)        heading-unique
7:1-9:4  error   Missing language on fenced code block, expected for example \`bash\` or \`text\` code-language

3 messages (✖ 2 errors, ⚠ 1 warning)
  0 errors and 1 warning potentially fixable with the \`--fix\` option.
"
`);
  });
  test('quiet leaves out warnings; nothing to report is empty output', () => {
    const quiet = formatResults(results, 'stylish', { cwd, quiet: true });
    expect(quiet).not.toContain('heading-unique');
    expect(quiet).toContain('code-language');
    expect(formatResults([{ file: 'a.mdx', findings: [] }], 'stylish')).toBe('');
  });
});

describe('json', () => {
  test('has the documented, stable shape', () => {
    const report: unknown = JSON.parse(formatResults(results, 'json', { cwd }));
    expect(report).toEqual({
      version: 1,
      errorCount: 2,
      warningCount: 1,
      fixableCount: 1,
      files: [
        {
          file: 'docs/quickstart.mdx',
          errorCount: 1,
          warningCount: 1,
          findings: [
            { ruleId: 'heading-unique', severity: 'warn', message: 'Unexpected duplicate heading `Setup`, expected unique texts', line: 3, column: 1, endLine: 3, endColumn: 12, url: 'https://example.com/rules/heading-unique.md', fatal: false, fixable: true },
            { ruleId: 'code-language', severity: 'error', message: 'Missing language on fenced code block, expected for example `bash` or `text`', line: 7, column: 1, endLine: 9, endColumn: 4, url: 'https://example.com/rules/code-language.md', fatal: false, fixable: false, suggestions: [{ title: 'Mark as plain text (`text`)', range: [40, 40], text: 'text' }] },
          ],
        },
        { file: 'docs/clean.mdx', errorCount: 0, warningCount: 0, findings: [] },
        {
          file: 'docs/odd, name:100%.md',
          errorCount: 1,
          warningCount: 0,
          findings: [{ ruleId: 'parse-error', severity: 'error', message: 'Unexpected end of file\nin 100% of cases\r', line: 2, column: 5, endLine: null, endColumn: null, url: 'https://github.com/docwright/docwright/blob/main/docs/checks/parse-error.mdx', fatal: true, fixable: false }],
        },
      ],
    });
  });
  test('quiet drops warnings from the counts too', () => {
    const report = JSON.parse(formatResults(results, 'json', { cwd, quiet: true })) as { warningCount: number; errorCount: number };
    expect(report.warningCount).toBe(0);
    expect(report.errorCount).toBe(2);
  });
});

describe('github', () => {
  test('one workflow command per finding, escaped', () => {
    expect(formatResults(results, 'github', { cwd }).split('\n')).toEqual([
      '::warning file=docs/quickstart.mdx,line=3,col=1,endLine=3,endColumn=12,title=heading-unique::Unexpected duplicate heading `Setup`, expected unique texts',
      '::error file=docs/quickstart.mdx,line=7,col=1,endLine=9,endColumn=4,title=code-language::Missing language on fenced code block, expected for example `bash` or `text`',
      '::error file=docs/odd%2C name%3A100%25.md,line=2,col=5,title=parse-error::Unexpected end of file%0Ain 100%25 of cases%0D',
      '',
    ]);
  });
  test('escaping of data and properties', () => {
    expect(escapeData('a%b\r\nc')).toBe('a%25b%0D%0Ac');
    expect(escapeProperty('a:b,c%')).toBe('a%3Ab%2Cc%25');
    expect(escapeProperty('a\tb\u001bc\r\nd%:,')).toBe('a\\x09b\\x1bc%0D%0Ad%25%3A%2C');
    expect(formatResults([], 'github')).toBe('');
  });
});

/**
 * The parts of the SARIF 2.1.0 schema (sarif-schema-2.1.0.json) that docwright's output uses:
 * required properties, types and enums as the specification states them.
 */
const sarifSubset = {
  type: 'object',
  required: ['version', 'runs'],
  properties: {
    $schema: { type: 'string', format: 'uri' },
    version: { enum: ['2.1.0'] },
    runs: {
      type: 'array',
      items: {
        type: 'object',
        required: ['tool'],
        properties: {
          tool: {
            type: 'object',
            required: ['driver'],
            properties: {
              driver: {
                type: 'object',
                required: ['name'],
                properties: {
                  name: { type: 'string' },
                  version: { type: 'string' },
                  informationUri: { type: 'string', format: 'uri' },
                  rules: {
                    type: 'array',
                    uniqueItems: true,
                    items: {
                      type: 'object',
                      required: ['id'],
                      properties: {
                        id: { type: 'string' },
                        shortDescription: { type: 'object', required: ['text'], properties: { text: { type: 'string' } } },
                        helpUri: { type: 'string', format: 'uri' },
                      },
                    },
                  },
                },
              },
            },
          },
          columnKind: { enum: ['utf16CodeUnits', 'unicodeCodePoints'] },
          originalUriBaseIds: { type: 'object', additionalProperties: { type: 'object', properties: { uri: { type: 'string', format: 'uri-reference' } } } },
          results: {
            type: 'array',
            items: {
              type: 'object',
              required: ['message'],
              properties: {
                ruleId: { type: 'string' },
                ruleIndex: { type: 'integer', minimum: -1 },
                level: { enum: ['none', 'note', 'warning', 'error'] },
                message: { type: 'object', anyOf: [{ required: ['text'] }, { required: ['id'] }], properties: { text: { type: 'string' } } },
                locations: {
                  type: 'array',
                  items: {
                    type: 'object',
                    properties: {
                      physicalLocation: {
                        type: 'object',
                        anyOf: [{ required: ['address'] }, { required: ['artifactLocation'] }],
                        properties: {
                          artifactLocation: { type: 'object', properties: { uri: { type: 'string', format: 'uri-reference' }, uriBaseId: { type: 'string' } } },
                          region: {
                            type: 'object',
                            properties: {
                              startLine: { type: 'integer', minimum: 1 },
                              startColumn: { type: 'integer', minimum: 1 },
                              endLine: { type: 'integer', minimum: 1 },
                              endColumn: { type: 'integer', minimum: 1 },
                            },
                          },
                        },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
};

describe('sarif', () => {
  const sarif = JSON.parse(
    formatResults(results, 'sarif', { cwd, tool: { name: 'docwright', version: '1.2.3' }, describeRule: (id) => (id === 'code-language' ? { description: 'Require a language' } : undefined) }),
  ) as {
    version: string;
    runs: Array<{ tool: { driver: { version: string; rules: Array<{ id: string; helpUri?: string; shortDescription?: { text: string } }> } }; results: Array<Record<string, unknown>> }>;
  };

  test('validates against the SARIF 2.1.0 structure', () => {
    const ajv = new Ajv({ allErrors: true, validateFormats: false });
    const validate = ajv.compile(sarifSubset);
    expect(validate(sarif) ? [] : validate.errors).toEqual([]);
  });

  test('rules carry helpUri, results point at them with positions', () => {
    const run = sarif.runs[0];
    expect(run?.tool.driver.version).toBe('1.2.3');
    expect(run?.tool.driver.rules).toEqual([
      { id: 'heading-unique', helpUri: 'https://example.com/rules/heading-unique.md' },
      { id: 'code-language', shortDescription: { text: 'Require a language' }, helpUri: 'https://example.com/rules/code-language.md' },
      // A check id without a url in the finding: its description and page from the check registry.
      { id: 'parse-error', shortDescription: { text: 'A page that does not parse' }, helpUri: 'https://github.com/docwright/docwright/blob/main/docs/checks/parse-error.mdx' },
    ]);
    expect(run?.results[1]).toEqual({
      ruleId: 'code-language',
      ruleIndex: 1,
      level: 'error',
      message: { text: 'Missing language on fenced code block, expected for example `bash` or `text`' },
      locations: [{ physicalLocation: { artifactLocation: { uri: 'docs/quickstart.mdx', uriBaseId: '%SRCROOT%' }, region: { startLine: 7, startColumn: 1, endLine: 9, endColumn: 4 } } }],
    });
    expect(run?.results[2]).toMatchObject({
      level: 'error',
      locations: [{ physicalLocation: { artifactLocation: { uri: 'docs/odd%2C%20name%3A100%25.md' }, region: { startLine: 2, startColumn: 5 } } }],
    });
    expect(run?.results[0]).toMatchObject({ level: 'warning', ruleIndex: 0 });
  });

  test('columns are UTF-16 code units and the run says so (SARIF counts code points unless told)', async () => {
    const line = '\u{1F680}\u{1F680} \u00e9 <Gizmo />';
    const run = await lintText(`# Title\n\n${line}\n`, { cwd: tempProject({ 'docs.json': '{}' }), filePath: 'page.mdx' });
    const log = JSON.parse(formatResults(run.results, 'sarif')) as { runs: Array<{ columnKind?: string; results: Array<{ ruleId: string; locations: Array<{ physicalLocation: { region: { startColumn: number } } }> }> }> };
    const gizmo = log.runs[0]?.results.find((r) => r.ruleId === 'component-known');
    // `<` is the 8th UTF-16 code unit (each rocket is two) but the 6th code point.
    expect(gizmo?.locations[0]?.physicalLocation.region.startColumn).toBe(line.indexOf('<') + 1);
    expect(line.indexOf('<') + 1).toBe(8);
    expect(log.runs[0]?.columnKind).toBe('utf16CodeUnits');
  });

  test('an empty run is still a valid log', () => {
    const empty = JSON.parse(formatResults([], 'sarif')) as { runs: Array<{ results: unknown[] }> };
    expect(empty.runs[0]?.results).toEqual([]);
  });
});

describe('stylish report of 150,000 findings in one file', () => {
  // The reporter measures each listed cell with string-width (~1.5 µs a character): many findings
  // on one line (8,000 `{a}`) took 7 s in stylish and 2 s in json. The listed rows are the bound.
  test('findings on one line: the first 1,000 listed, the rest counted at the next one', () => {
    const findings = Array.from({ length: 8_000 }, (_, i) => ({ file: '/repo/one.mdx', line: 6, column: 1 + 3 * i, ruleId: 'expression-defined', severity: 'error' as const, message: `Unexpected expression \`{a}\` ${'x'.repeat(200)}` }));
    const text = formatResults([{ file: '/repo/one.mdx', findings }], 'stylish', { cwd, color: false });
    expect(text.match(/expression-defined/g)).toHaveLength(1_000);
    expect(text).toMatch(/6:3001 +warning +Unexpected 7000 more findings in this file/);
  });

  test('lists the first 1,000 and counts the rest instead of overflowing the stack', () => {
    const findings = Array.from({ length: 150_000 }, (_, i) => ({ file: '/repo/big.md', line: i + 1, column: 1, ruleId: 'r', severity: 'warn' as const, message: 'Unexpected thing' }));
    const text = formatResults([{ file: '/repo/big.md', findings }], 'stylish', { cwd, color: false });
    expect(text.match(/Unexpected thing/g)).toHaveLength(1_000);
    expect(text).toMatch(/1001:1 +warning +Unexpected 149000 more findings in this file, expected at most 1000 in this report \(the `json` format lists all\) +report-limit/);
  });
});

describe('GitHub Actions workflow commands in project text', () => {
  // A runner takes `::command::` at the start of a log line (after blanks) and `##[command]` anywhere
  // in one: a file or a quoted link target written so would add annotations, mask values or stop commands.
  const hostile: FileResult[] = [
    {
      file: '/repo/::error file=x,line=1::Pwned.mdx',
      findings: [{ file: '/repo/::error file=x,line=1::Pwned.mdx', line: 5, column: 1, ruleId: 'link-target', severity: 'error', message: 'Unexpected link `##[error]Pwned` to a page that does not exist, expected a page' }],
    },
    { file: '/repo/  ::add-mask::x.md', findings: [{ file: '/repo/  ::add-mask::x.md', line: 1, column: 1, ruleId: 'link-target', severity: 'warn', message: 'Unexpected `##[add-mask]`' }] },
  ];
  /** Whether a runner would take a line as a command. */
  const isCommand = (line: string): boolean => line.trimStart().startsWith('::') || line.includes('##[');

  test.each(['stylish', 'compact'] as const)('%s: no line is a command; the names and quotes stay readable', (format) => {
    const text = format === 'compact' ? formatCompactResults(hostile, { cwd }) : formatResults(hostile, format, { cwd });
    expect(text.split('\n').filter(isCommand)).toEqual([]);
    expect(text).toContain('./::error file=x,line=1::Pwned.mdx');
    expect(text).toContain('./  ::add-mask::x.md');
    expect(text).toContain('`#\\x23[error]Pwned`');
  });

  test('json keeps the text as it is', () => {
    const json = JSON.parse(formatResults(hostile, 'json', { cwd })) as { files: Array<{ file: string; findings: Array<{ message: string }> }> };
    expect(json.files[0]?.file).toBe('::error file=x,line=1::Pwned.mdx');
    expect(json.files[0]?.findings[0]?.message).toContain('`##[error]Pwned`');
  });
});
