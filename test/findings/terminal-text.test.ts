// Issue 45: text from a project reaches every report bounded and, in the terminal formats, with its
// control characters written out; JSON and SARIF encode them (and round-trip them).
import { describe, expect, test } from '@jest/globals';
import { formatCompactResults, formatResults, FORMATS } from '../../src/findings/report/index.js';
import type { FileResult } from '../../src/findings/finding.js';
import { boundMessage, CONTROL_FREE, escapeControl, MAX_MESSAGE_CHARS, MAX_QUOTED_CHARS } from '../../src/findings/terminal-text.js';

const RAW_CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
const RAW_CONTROL_BUT_NEWLINE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;
const hostile = '\u001b]0;PWNED\u0007\u001b[2J\u009b31m\u007f';

function results(file: string, message: string, ruleId = 'component-known'): FileResult[] {
  return [{ file, findings: [{ file, line: 1, column: 1, ruleId, severity: 'warn', message }] }];
}

describe('escapeControl', () => {
  test('every C0 control, DEL and C1 control is written out as `\\xNN`; other text is kept', () => {
    expect(escapeControl(`a${hostile}\t\nb é ✓`)).toBe('a\\x1b]0;PWNED\\x07\\x1b[2J\\x9b31m\\x7f\\x09\\x0ab é ✓');
    for (let code = 0; code < 0xa0; code++) {
      const c = String.fromCharCode(code);
      const control = code < 0x20 || code >= 0x7f;
      expect(escapeControl(c) === c).toBe(!control);
    }
  });
  test('bidirectional embeddings, overrides and isolates are written out as `\\uNNNN`; right-to-left text itself is kept', () => {
    expect(escapeControl('src/\u202eexe.mdx')).toBe('src/\\u202eexe.mdx');
    for (const code of [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]) expect(escapeControl(String.fromCharCode(code))).toBe(`\\u${code.toString(16)}`);
    expect(escapeControl('שלום עולם \u200f')).toBe('שלום עולם \u200f');
    const report = formatResults(results('docs/a\u202egnp.mdx', 'Unexpected `\u2066x\u2069`'), 'stylish');
    expect(report).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
  });
  test('the caches refuse what the reporters escape (one set: C0 but tab and newline, DEL, C1)', () => {
    expect(CONTROL_FREE.test('plain\ttext\n')).toBe(true);
    for (const c of ['\u0000', '\u001b', '\u007f', '\u009b', '\r']) expect(CONTROL_FREE.test(`a${c}b`)).toBe(false);
  });
});

describe('boundMessage', () => {
  test('a quoted value past the limit ends with `…`; the words around it stay', () => {
    const message = boundMessage(`Unexpected link \`${'a'.repeat(100_000)}\`, expected a page`);
    expect(message).toBe(`Unexpected link \`${'a'.repeat(MAX_QUOTED_CHARS - 1)}…\`, expected a page`);
  });
  test('short quoted values, unclosed backticks and short messages are kept; a long message is cut', () => {
    expect(boundMessage('Unexpected `a`, expected `b`')).toBe('Unexpected `a`, expected `b`');
    const unclosed = `Unexpected \`${'x'.repeat(300)}`;
    expect(boundMessage(unclosed)).toBe(unclosed);
    const long = boundMessage(`Unexpected ${'word '.repeat(1000)}`);
    expect(long).toHaveLength(MAX_MESSAGE_CHARS);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('every report', () => {
  const file = `/repo/docs/x${hostile}.mdx`;
  const message = `Unexpected failure rendering component \`E\` (Error: ${hostile}FAKE: 0 errors)`;
  test.each(['stylish', 'compact'])('%s: no control character from the project reaches the output raw', (format) => {
    const out = format === 'compact' ? formatCompactResults(results(file, message), { cwd: '/repo' }) : formatResults(results(file, message), format as 'stylish', { cwd: '/repo' });
    expect(out).not.toMatch(RAW_CONTROL);
    expect(out).toContain('x\\x1b]0;PWNED\\x07\\x1b[2J');
    expect(out).toContain('(Error: \\x1b]0;PWNED');
  });
  test('github: no control character reaches the log raw, in the message or the file property; `%`, CR, LF, `:` and `,` are escaped as GitHub decodes them', () => {
    const out = formatResults(results('/repo/docs/tab\tfile.mdx', message), 'github', { cwd: '/repo' }) + formatResults(results('/repo/we\u001bird\nname:a,b%.mdx', message), 'github', { cwd: '/repo' });
    expect(out).not.toMatch(RAW_CONTROL_BUT_NEWLINE);
    expect(out.trimEnd().split('\n')).toHaveLength(2);
    expect(out).toContain('::warning file=docs/tab\\x09file.mdx,');
    expect(out).toContain('::warning file=we\\x1bird%0Aname%3Aa%2Cb%25.mdx,');
    expect(out).toContain('(Error: \\x1b]0;PWNED');
  });
  test.each(['json', 'sarif'])('%s: control characters are encoded, and decode to the original text', (format) => {
    const out = formatResults(results(file, message), format as 'json', { cwd: '/repo' });
    expect(out).not.toMatch(RAW_CONTROL);
    expect(out).toContain(String.raw`\u009b`);
    expect(JSON.stringify(JSON.parse(out))).toContain(JSON.stringify(message).slice(1, -1));
  });
  test.each(FORMATS)('%s: a 100 KB quoted value is cut in the report', (format) => {
    const out = formatResults(results('/repo/a.mdx', `Unexpected link \`${'a'.repeat(100_000)}\`, expected a page`, 'link-target'), format, { cwd: '/repo' });
    expect(out).toContain(`\`${'a'.repeat(MAX_QUOTED_CHARS - 1)}…\``);
    expect(out.length).toBeLessThan(5000);
  });
});
