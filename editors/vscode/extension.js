// A minimal VS Code client for `docwright lsp`: it starts the server over stdio in the
// workspace folder and hands it Markdown, MDX and the docs configuration.
const vscode = require('vscode');
const { LanguageClient, TransportKind } = require('vscode-languageclient/node');

let client;

function activate(context) {
  const [command, ...args] = vscode.workspace.getConfiguration('docwright').get('command');
  const folder = vscode.workspace.workspaceFolders?.[0]?.uri.fsPath;
  const server = { command, args, transport: TransportKind.stdio, options: { cwd: folder, shell: process.platform === 'win32' } };
  client = new LanguageClient(
    'docwright',
    'docwright',
    { run: server, debug: server },
    {
      documentSelector: [
        { scheme: 'file', language: 'mdx' },
        { scheme: 'file', language: 'markdown' },
        { scheme: 'file', pattern: '**/{docs,mint}.json' },
      ],
    },
  );
  context.subscriptions.push(client);
  return client.start();
}

function deactivate() {
  return client?.stop();
}

module.exports = { activate, deactivate };
