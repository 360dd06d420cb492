import type { Command } from '../io.js';
import { EXIT, UsageError } from '../io.js';
import { defineCommand, withHelp } from '../options.js';

export const spec = defineCommand({
  usage: 'docwright lsp --stdio',
  description:
    'Start the language server on stdin and stdout, for an editor to run: diagnostics as you\n' +
    'type (lint with the project settings, check for docs.json and links), quick fixes,\n' +
    'completion, hover and go to definition. Files outside the workspace folder are ignored.',
  options: {
    stdio: { type: 'boolean', default: false, help: 'Talk the language server protocol over stdin and stdout (the default)' },
    clientProcessId: { type: 'string', arg: '<pid>', help: 'The editor process: the server ends when it does (editors pass it)' },
  },
  footer: 'Exit codes: 0 after the editor asked the server to shut down, 1 when it went away without asking.',
});

const run: Command = withHelp(spec, async (parsed) => {
  if (parsed.positionals.length > 0) throw new UsageError('Unexpected arguments, expected only `--stdio`');
  const [{ createConnection }, { startServer }, { format }] = await Promise.all([import('vscode-languageserver/node'), import('../../lsp/server.js'), import('node:util')]);
  // stdout carries the protocol: anything else that would print there goes to stderr.
  const toStderr = (...values: unknown[]): void => void process.stderr.write(`${format(...values)}\n`);
  console.log = toStderr;
  console.info = toStderr;
  // The raw streams: the connection ends the process on the `exit` notification or when stdin closes.
  const connection = createConnection(process.stdin, process.stdout);
  startServer(connection);
  await new Promise<void>((resolve) => connection.onExit(resolve));
  return EXIT.ok;
});
export default run;
