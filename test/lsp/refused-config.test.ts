// `DOCWRIGHT_NO_JS_CONFIG` with a JavaScript configuration: the language server cannot stop as the CLI does (exit 2),
// so it shows the refusal as the diagnostic `docwright-config` (docwright's configuration does not load; `config-invalid`
// is docs.json's, in `dev`), in the CLI's words, and logs no stack trace.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import {
  createProtocolConnection,
  DidOpenTextDocumentNotification,
  InitializedNotification,
  InitializeRequest,
  PublishDiagnosticsNotification,
  StreamMessageReader,
  StreamMessageWriter,
  type Diagnostic,
  type ProtocolConnection,
} from 'vscode-languageserver-protocol/node';
import { NO_JS_CONFIG_ENV } from '../../src/lint/config-choice.js';
import { DocsProject } from '../../src/lsp/project.js';
import { serve } from '../../src/lsp/server.js';
import { tempProject } from '../support/project.js';

const PAGE = '---\ntitle: Home\ndescription: The first page of the site\n---\n\nText.\n';
let root: string;
let connection: ProtocolConnection;
const published = new Map<string, Diagnostic[]>();
const before = process.env[NO_JS_CONFIG_ENV];

beforeAll(async () => {
  process.env[NO_JS_CONFIG_ENV] = '1';
  root = tempProject({
    'docs.json': JSON.stringify({ name: 'T', theme: 'mint', colors: { primary: '#166534' }, navigation: { pages: ['index'] } }),
    'index.mdx': PAGE,
    'docwright.config.js': 'export default { rules: {} };\n',
  });
  const toServer = new PassThrough();
  const toClient = new PassThrough();
  serve(toServer, toClient, { lintDelay: 0, checkDelay: 0 });
  connection = createProtocolConnection(new StreamMessageReader(toClient), new StreamMessageWriter(toServer));
  connection.onNotification(PublishDiagnosticsNotification.type, ({ uri, diagnostics }) => {
    published.set(uri, diagnostics);
  });
  connection.listen();
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- the protocol's type still requires it
  await connection.sendRequest(InitializeRequest.type, { processId: null, rootUri: null, workspaceFolders: [{ uri: pathToFileURL(root).href, name: 't' }], capabilities: {} });
  await connection.sendNotification(InitializedNotification.type, {});
});

afterAll(() => {
  connection.dispose();
  process.env.DOCWRIGHT_NO_JS_CONFIG = before ?? '';
});

async function settled(uri: string, ok: (list: Diagnostic[]) => boolean): Promise<Diagnostic[]> {
  for (;;) {
    const list = published.get(uri);
    if (list && ok(list)) return list;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const message = (file: string): string =>
  `Unexpected JavaScript configuration \`${file}\` with \`DOCWRIGHT_NO_JS_CONFIG\` set, expected a JSON or YAML configuration: docwright runs no configuration code (run with \`--no-config\`, or unset \`DOCWRIGHT_NO_JS_CONFIG\` for a repository you trust)`;

test("a refused JavaScript configuration is the page's `docwright-config` diagnostic, in the CLI's words", async () => {
  const uri = pathToFileURL(join(root, 'index.mdx')).href;
  await connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId: 'mdx', version: 1, text: PAGE } });
  const list = await settled(uri, (l) => l.length > 0);
  expect(list.map((d) => `${String(d.code)} ${typeof d.message === 'string' ? d.message : d.message.value}`)).toEqual([`docwright-config ${message(join(root, 'docwright.config.js'))}`]);
});

test('the project check refuses it as a finding of the configuration file, not an error (which the server logs with its stack)', async () => {
  const project = new DocsProject(root, root);
  await expect(project.check()).resolves.toBeUndefined();
  const file = join(root, 'docwright.config.js');
  expect([...project.checkFindings].map(([at, findings]) => [at, findings.map((f) => `${f.line}:${f.column} ${f.ruleId} ${f.message}`)])).toEqual([[file, [`1:1 docwright-config ${message(file)}`]]]);
});
