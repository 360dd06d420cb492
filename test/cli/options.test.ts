import { describe, expect, jest, test } from '@jest/globals';
import { main, commands } from '../../src/cli/main.js';
import { parseOptions } from '../../src/cli/options.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

async function run(argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, {
    cwd: process.cwd(),
    env: {},
    stdout: { write: (t: string) => (stdout += t) },
    stderr: { write: (t: string) => (stderr += t) },
  });
  return { code, stdout, stderr };
}

describe('every command: its option table and its --help agree', () => {
  for (const [name, command] of Object.entries(commands)) {
    test(`${name}: every option in the table appears in --help`, async () => {
      const { spec } = await command.load();
      const help = await run([name, '--help']);
      expect(help.code).toBe(0);
      for (const [option, { short }] of Object.entries(spec.options)) {
        expect(help.stdout).toMatch(new RegExp(`^ +${short ? `-${short}, ` : '(    )?'}--${option}\\b`, 'm'));
      }
    });

    test(`${name}: --help names exit code 2, which a misspelt option gives`, async () => {
      const help = (await run([name, '--help'])).stdout;
      expect(help).toMatch(/Exit codes:[^]*\b2 usage\b/);
      expect((await run([name, '--no-such-option'])).code).toBe(2);
    });

    test(`${name}: every flag named in --help parses`, async () => {
      const { spec } = await command.load();
      const help = (await run([name, '--help'])).stdout;
      const flags = new Set([...help.matchAll(/(?<![\w-])(--[a-z][a-z-]*|-[a-z])\b/g)].map((m) => m[1] ?? ''));
      expect(flags.size).toBeGreaterThan(1);
      for (const flag of flags) {
        const long = flag.startsWith('--') ? flag.slice(2) : Object.keys(spec.options).find((key) => spec.options[key]?.short === flag.slice(1));
        const option = long === undefined ? undefined : spec.options[long];
        const argv = option?.type === 'string' ? [flag, 'value'] : [flag];
        expect(() => parseOptions(spec, argv)).not.toThrow();
      }
    });
  }
});

describe('did you mean', () => {
  test('a misspelt command names the closest one', async () => {
    expect(await run(['biuld'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'docwright: Unexpected command `biuld`, expected one of `lint`, `check`, `a11y`, `format`, `migrate`, `new`, `rules`, `score`, `build`, `dev`, `lsp`, `mcp` (did you mean `build`?)\n',
    });
  });

  test("another tool's name for a command names docwright's, not the nearest spelling", async () => {
    const expected = '`lint`, `check`, `a11y`, `format`, `migrate`, `new`, `rules`, `score`, `build`, `dev`, `lsp`, `mcp`';
    expect(await run(['init'])).toEqual({ code: 2, stdout: '', stderr: `docwright: Unexpected command \`init\`, expected one of ${expected} (did you mean \`new\`?)\n` });
    expect((await run(['start'])).stderr).toContain('(did you mean `dev`?)');
    expect((await run(['broken-links'])).stderr).toContain('(did you mean `check --links`?)');
    expect((await run(['toString'])).stderr).not.toContain('did you mean');
  });

  test('a misspelt flag names the closest one', async () => {
    expect(await run(['check', '--formt', 'json'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'docwright check: Unexpected option `--formt`, expected one of `--links`, `--format`, `--quiet`, `--max-warnings`, `--cache`, `--no-cache`, `--cache-location`, `--config`, `--no-config`, `--color`, `--no-color`, `--help` (did you mean `--format`?)\n',
    });
  });

  test('a flag far from every option gets the list only', async () => {
    const result = await run(['migrate', '--zzzzzz']);
    expect(result.code).toBe(2);
    expect(result.stderr).toBe('docwright migrate: Unexpected option `--zzzzzz`, expected one of `--stdout`, `--write`, `--format`, `--color`, `--no-color`, `--help`\n');
  });

  test('extra arguments are named, as every command names them', async () => {
    expect(await run(['migrate', 'docs', 'extra', 'more'])).toEqual({ code: 2, stdout: '', stderr: 'docwright migrate: Unexpected arguments `extra` `more`, expected one project root\n' });
  });

  test('a misspelt flag with an inline value names the flag without the value', async () => {
    expect((await run(['check', '--formt=json'])).stderr).toMatch(/^docwright check: Unexpected option `--formt`, .* \(did you mean `--format`\?\)\n$/);
  });

  test('a boolean option given a value says it takes none', async () => {
    expect(await run(['lint', '--fix=yes'])).toEqual({ code: 2, stdout: '', stderr: 'docwright lint: Unexpected value for `--fix`, expected none\n' });
  });

  test('a string option without its value is missing its value', async () => {
    expect((await run(['build', '--out'])).stderr).toBe('docwright build: Missing value for `--out`, expected `--out <value>`\n');
  });

  test('a value starting with a dash after a string option says how to give it', async () => {
    expect(await run(['build', '--workers', '-3'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'docwright build: Unexpected value starting with `-` after `--workers`, expected `--workers=<value>` for a value that starts with a dash\n',
    });
  });
});

test('--workers is read the same way by lint and build: a whole number, else a usage error naming the value', async () => {
  for (const name of ['lint', 'build']) {
    for (const value of ['2abc', '1.5', 'two']) {
      expect(await run([name, '--workers', value])).toEqual({ code: 2, stdout: '', stderr: `docwright ${name}: Unexpected \`--workers ${value}\`, expected a whole number\n` });
    }
  }
});
