// `@modelcontextprotocol/sdk` is an optional peer dependency: `docwright mcp` without it exits 2
// with one line naming the install command. The absence is injected by naming a module that is
// not installed, never by uninstalling.
import { describe, expect, test } from '@jest/globals';
import { PassThrough } from 'node:stream';
import type { Io } from '../../src/cli/io.js';
import { mcpCommand } from '../../src/cli/commands/mcp.js';

/** Run the command with a captured Io (stdin open, as an editor starts it). */
async function run(specifier: string): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const io: Io = { cwd: process.cwd(), env: {}, stdin: new PassThrough(), stdout: { write: (t: string) => (stdout += t) }, stderr: { write: (t: string) => (stderr += t) } };
  const code = await mcpCommand(specifier)(['fixtures/minimal'], io);
  return { code, stdout, stderr };
}

describe('docwright mcp without the SDK', () => {
  test('exits 2 with one line that names the install command', async () => {
    expect(await run('docwright-test-no-mcp-sdk/server/stdio.js')).toEqual({
      code: 2,
      stdout: '',
      stderr: 'docwright mcp: Missing `docwright-test-no-mcp-sdk`, expected it for the MCP server: run `npm i -D @modelcontextprotocol/sdk`\n',
    });
  });
});
