import { describe, expect, test } from '@jest/globals';
import { append, END_MARKER, extractSection, MarkerError, splice, START_MARKER, wrap } from '../../src/rules-file/markers.js';

describe('markers', () => {
  test('splice replaces only the marked section', () => {
    const before = `Team intro\n\n${wrap('old rules')}\nTeam outro\n`;
    const after = splice(before, 'new rules');
    expect(after).toBe(`Team intro\n\n${START_MARKER}\n\nnew rules\n\n${END_MARKER}\n\nTeam outro\n`);
    expect(extractSection(after ?? '')).toBe('\nnew rules\n');
  });

  test('hand-written short markers are adopted', () => {
    expect(splice('Ours\n<!-- docwright:start -->\n<!-- docwright:end -->\n', 'rules')).toBe(`Ours\n${wrap('rules')}`);
  });

  test('CRLF files keep CRLF', () => {
    const after = splice('a\r\n<!-- docwright:start -->\r\n<!-- docwright:end -->\r\nb\r\n', 'x\ny');
    expect(after).toBe(`a\r\n${wrap('x\ny').replace(/\n/g, '\r\n')}b\r\n`);
  });

  test('no markers: undefined; broken markers: an error with the line', () => {
    expect(splice('plain text\n', 'rules')).toBeUndefined();
    expect(() => splice('a\n<!-- docwright:end -->\n', 'rules')).toThrow(new MarkerError('Missing `docwright:start` marker before `docwright:end`', 2));
    expect(() => splice('<!-- docwright:start -->\n', 'rules')).toThrow('Missing `docwright:end` marker after `docwright:start`');
  });

  test('append keeps the file and adds the section at the end', () => {
    expect(append('# Agents\n\nBe kind.\n\n\n', 'rules')).toBe(`# Agents\n\nBe kind.\n\n${wrap('rules')}`);
    expect(append('', 'rules')).toBe(wrap('rules'));
  });
});
