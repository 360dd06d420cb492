import type { Command } from '../io.js';
import { EXIT, UsageError } from '../io.js';
import { configOptions, defineCommand, withHelp } from '../options.js';

export const spec = defineCommand({
  usage: 'docwright lsp --stdio',
  description:
    'Start the language server on stdin and stdout, for an editor to run: diagnostics as you\n' +
    'type (lint with the project settings, check for docs.json and links), quick fixes,\n' +
    'completion, hover and go to definition. Files outside the workspace folder are ignored.',
  options: {
    stdio: { type: 'boolean', default: false, help: 'Talk the language server protocol over stdin and stdout (the default)' },
    clientProcessId: { type: 'string', arg: '<pid>', help: 'The editor process: the server ends when it does (editors pass it)' },
    ...configOptions,
  },
  footer: 'Exit codes: 0 after the editor asked the server to shut down, 1 when it went away without asking,\n2 usage.',
});

const run: Command = withHelp(spec, async (parsed) => {
  if (parsed.positionals.length > 0) throw new UsageError('Unexpected arguments, expected only `--stdio`');
  const [{ createConnection, StreamMessageWriter }, { startServer }, { InputEndReader, INPUT_CLOSED }, { FramedMessageReader, answering, boundedWriter }, { format }] = await Promise.all([
    import('vscode-languageserver/node'),
    import('../../lsp/server.js'),
    import('../../lsp/input-end.js'),
    import('../../lsp/framing.js'),
    import('node:util'),
  ]);
  // stdout carries the protocol: anything else that would print there goes to stderr.
  const toStderr = (...values: unknown[]): void => void process.stderr.write(`${format(...values)}\n`);
  console.log = toStderr;
  console.info = toStderr;
  // The connection ends the process on the `exit` notification (0 after `shutdown`, else 1). When stdin closes, the
  // messages read before are handled first (a `shutdown` and `exit` sent just before the close end it with 0), then
  // the process ends: 0 after `shutdown`, 1 when the editor went away without asking. Over raw streams the library
  // would end it at the close itself, before handling them.
  // Messages are bounded (src/lsp/framing.ts): one past the limit, or not framed as the protocol frames it, is
  // answered with a parse error (a batch or an odd `id`: an invalid request) and dropped, and the next message is read.
  // An editor that leaves more than 64 MiB of answers unread ends the server (framing.ts, `MAX_UNREAD_BYTES`): memory stays bounded.
  const writer = boundedWriter(new StreamMessageWriter(process.stdout), (bytes) => {
    toStderr(`docwright lsp: Unexpected ${bytes} bytes of answers the editor has not read, expected an editor that reads them: the server ends`);
    process.exit(EXIT.findings);
  });
  const reader = new FramedMessageReader(process.stdin, answering(writer, (message) => toStderr(`docwright lsp: ${message}`)));
  const connection = createConnection(new InputEndReader(reader), writer);
  const server = startServer(connection);
  // Ended here, as the library ends it on `exit`: the timers watching the editor's process would keep it alive.
  const end = (): never => process.exit(server.shutDown ? EXIT.ok : EXIT.findings);
  connection.onNotification(INPUT_CLOSED, end);
  // Nothing left to wait for (stdin a file that ended without a close, such as `</dev/null`): the editor is gone. Node
  // would end with 13 for the unsettled wait below, without a word.
  process.once('beforeExit', end);
  await new Promise<void>((resolve) => connection.onExit(resolve));
  return EXIT.ok;
});
export default run;
