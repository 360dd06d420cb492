// The built-in rules' examples live in rules/examples/<id>.yaml, one file a rule, read only when asked for.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, test } from '@jest/globals';
import { rules } from '../../rules/index.js';
import { examplesFile, readExamplesFile } from '../../src/rule-kit/examples-file.js';

const examplesDir = fileURLToPath(new URL('../../rules/examples/', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'docwright-examples-'));
const scratchUrl = pathToFileURL(`${scratch}/`);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('rules/examples/', () => {
  test('holds one file for each rule and no other', () => {
    const files = readdirSync(examplesDir).sort();
    expect(files).toEqual(rules.map((rule) => `${rule.id}.yaml`).sort());
  });

  test('a YAML block scalar reads as the text it shows, its last line break kept', () => {
    writeFileSync(join(scratch, 'block.yaml'), 'ok:\n  - name: a page\n    input: |\n      # Title\n\n      Text.\nnotOk: []\n');
    expect(readExamplesFile('block', scratchUrl)).toEqual({ ok: [{ name: 'a page', input: '# Title\n\nText.\n' }], notOk: [] });
  });

  test('a file that does not match the shape is refused with its path and the key at fault', () => {
    writeFileSync(join(scratch, 'typo.yaml'), 'ok:\n  - input: text\n    outptu: []\nnotOk: []\n');
    expect(() => readExamplesFile('typo', scratchUrl)).toThrow(/typo\.yaml[\s\S]*outptu/);
    writeFileSync(join(scratch, 'broken.yaml'), 'ok: [\n');
    expect(() => readExamplesFile('broken', scratchUrl)).toThrow(/Unexpected examples file `.*broken\.yaml`, expected a YAML file/);
  });

  test('loading a rule reads no file: the examples are read on the first access', () => {
    const examples = examplesFile('no-such-rule');
    expect(() => examples.ok).toThrow(/no-such-rule\.yaml/);
  });

  test('a rule reads its file once and gives the same lists after', () => {
    const rule = rules[0];
    expect(rule).toBeDefined();
    expect(rule?.examples.ok).toBe(rule?.examples.ok);
  });
});
