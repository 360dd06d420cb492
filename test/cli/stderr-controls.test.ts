// What reaches stderr from a project (a file name in a refusal, a component's error, a message
// quoting a page) drives no terminal: its control characters are written out as `\xNN`. The
// reports on stdout escape their own (src/findings/terminal-text.ts); this is the rest.
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, jest, test } from '@jest/globals';
import { terminalSafeText } from '../../src/cli/io.js';
import { distBin } from './lint-helpers.js';
import { tempOutDir, tempProject } from '../support/project.js';

// Long: it runs the CLI from dist/ (seconds here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const TITLE = '\u001b]0;PWNED\u0007';
const CLEAR = '\u001b[2J';

describe('terminalSafeText', () => {
  test('writes out C0 controls, DEL and C1 controls, keeps tabs, newlines and a leading carriage return', () => {
    expect(terminalSafeText(`a ${TITLE}${CLEAR} \u009b2J \u007f b\n`)).toBe('a \\x1b]0;PWNED\\x07\\x1b[2J \\x9b2J \\x7f b\n');
    expect(terminalSafeText('\r[##..] 2/4 pages')).toBe('\r[##..] 2/4 pages');
    expect(terminalSafeText('col\tumn\r\n')).toBe('col\tumn\r\n');
    // A carriage return inside a line would let what follows hide what came before.
    expect(terminalSafeText('3 errors\r0 errors\n')).toBe('3 errors\\x0d0 errors\n');
  });
});

describe('the CLI on stderr', () => {
  test('a refused output folder names its stray file with the controls written out', () => {
    const root = tempProject({
      'docs.json': JSON.stringify({ theme: 'mint', name: 'Esc', colors: { primary: '#166534' }, navigation: { pages: ['index'] } }),
      'index.mdx': '---\ntitle: Home\ndescription: Home page\n---\n\nHello.\n',
    });
    const out = tempOutDir();
    mkdirSync(out, { recursive: true });
    writeFileSync(join(out, `notes${TITLE}${CLEAR}.txt`), 'mine\n');
    const run = spawnSync(process.execPath, [distBin, 'build', root, '--out', out], { encoding: 'utf8', env: { PATH: process.env.PATH ?? '', CI: 'true' } });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('holds files docwright did not write');
    expect(run.stderr).toContain('notes\\x1b]0;PWNED\\x07\\x1b[2J.txt');
    expect(run.stderr).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
  });
});
