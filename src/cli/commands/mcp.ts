import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Command } from '../io.js';
import { EXIT, UsageError } from '../io.js';
import { configOptions, defineCommand, withHelp } from '../options.js';

export const spec = defineCommand({
  usage: 'docwright mcp [root] [options]',
  description:
    'Run the MCP server for the docs project in [root] (default: the nearest folder up with\n' +
    'docs.json or mint.json) on stdin and stdout, for AI assistants: lint_page, fix_page,\n' +
    'check_config, list_components, describe_component, find_pages, suggest_nav_placement,\n' +
    'list_links_to, and the rules file and navigation as resources. Editors start it\n' +
    'themselves: `docwright rules` for Cursor, Claude Code or VS Code writes their configuration.',
  options: { ...configOptions },
  footer: 'Needs `@modelcontextprotocol/sdk` (an optional peer dependency: `npm i -D @modelcontextprotocol/sdk`).\nExit codes: 0 when the client closes the connection, 2 usage, a missing root or a missing SDK.',
});

/** The SDK's module the server runs on: an optional peer dependency, loaded when `mcp` runs. */
const SDK = '@modelcontextprotocol/sdk/server/stdio.js';

/** The SDK's stdio transport, or the one line that says why `mcp` cannot run (not installed, or installed but broken). `specifier`: tests name one that is not installed. */
async function loadSdk(specifier: string): Promise<typeof import('@modelcontextprotocol/sdk/server/stdio.js') | string> {
  const { loadOptional } = await import('../../optional-module.js');
  const loaded = await loadOptional(specifier, () => (specifier === SDK ? import('@modelcontextprotocol/sdk/server/stdio.js') : (import(specifier) as Promise<typeof import('@modelcontextprotocol/sdk/server/stdio.js')>)));
  if (loaded.status === 'loaded') return loaded.module;
  const install = 'run `npm i -D @modelcontextprotocol/sdk`';
  if (loaded.status === 'missing') return `Missing \`${loaded.name}\`, expected it for the MCP server: ${install}`;
  return `Unexpected failure loading \`${loaded.name}\` (${loaded.reason}), expected it for the MCP server: ${install} again`;
}

/** `docwright mcp`, with the SDK loaded from `specifier`. */
export const mcpCommand = (specifier = SDK): Command => withHelp(spec, async ({ positionals }, io) => {
  if (positionals.length > 1) throw new UsageError(`Unexpected argument \`${positionals[1] ?? ''}\`, expected one docs root`);
  const sdk = await loadSdk(specifier);
  if (typeof sdk === 'string') {
    io.stderr.write(`docwright mcp: ${sdk}\n`);
    return EXIT.fatal;
  }
  const { StdioServerTransport } = sdk;
  const { findDocsRoot } = await import('../../lint/files.js');
  const root = positionals[0] !== undefined ? resolve(io.cwd, positionals[0]) : findDocsRoot(io.cwd);
  if (!existsSync(root) || !statSync(root).isDirectory()) throw new UsageError(`Missing docs root \`${positionals[0] ?? root}\`, expected a folder`);
  const stdin = io.stdin;
  if (!stdin) throw new UsageError('Missing standard input, expected an MCP client on stdin');
  // `DOCWRIGHT_NO_JS_CONFIG`: a JavaScript configuration (or plugin) the tools would load is refused at the start, not at the first tool call.
  const { codeRefused } = await import('../../lint/config-choice.js');
  if (codeRefused()) {
    const [{ loadLintConfig }, { ConfigCodeRefusedError }] = await Promise.all([import('../../lint/settings.js'), import('../../lint/config-choice.js')]);
    const refused = await loadLintConfig(root).then(
      () => undefined,
      (error: unknown) => (error instanceof ConfigCodeRefusedError ? error : undefined),
    );
    if (refused) {
      io.stderr.write(`docwright mcp: ${refused.message}\n`);
      return EXIT.fatal;
    }
  }
  if (!existsSync(join(root, 'docs.json')) && !existsSync(join(root, 'mint.json'))) {
    io.stderr.write(`docwright mcp: no \`docs.json\` or \`mint.json\` in \`${root}\`; the navigation tools need one\n`);
  }
  const [{ Readable, Writable }, { createMcpServer }, { McpLineFilter }] = await Promise.all([import('node:stream'), import('../../mcp/server.js'), import('../../mcp/lines.js')]);
  // Each line is checked before the SDK reads it: what the SDK would drop without a word is answered and logged.
  const filter = new McpLineFilter(
    (error) => io.stdout.write(`${JSON.stringify(error)}\n`),
    (message) => io.stderr.write(`docwright mcp: ${message}\n`),
  );
  const input = new Readable({ read: () => undefined }).wrap(stdin).pipe(filter);
  const output = new Writable({
    write(chunk: Buffer | string, _encoding, callback) {
      io.stdout.write(typeof chunk === 'string' ? chunk : chunk.toString('utf8'));
      callback();
    },
  });
  const server = createMcpServer({ root });
  const closed = new Promise<void>((done) => {
    input.once('end', done);
    input.once('close', done);
  });
  await server.connect(new StdioServerTransport(input, output));
  io.stderr.write(`docwright mcp: serving \`${root}\` on stdio\n`);
  await closed;
  await server.close();
  return EXIT.ok;
});
export default mcpCommand();
