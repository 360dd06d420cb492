// A page opened: its first diagnostics are its lint's, never an empty list sent ahead of it (the editor would show
// "no problems" for a moment). The lint is held by the server's `beforeLint` hook until the project check has been
// published (an event the test waits for), never by timing.
import { afterAll, expect, jest, test } from '@jest/globals';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import {
  createProtocolConnection,
  DidOpenTextDocumentNotification,
  InitializedNotification,
  InitializeRequest,
  PublishDiagnosticsNotification,
  ShutdownRequest,
  StreamMessageReader,
  StreamMessageWriter,
  type Diagnostic,
} from 'vscode-languageserver-protocol/node';
import { serve } from '../../src/lsp/server.js';
import { tempProject } from '../support/project.js';

// Long: the lint thread loads the lint engine from TypeScript source (seconds on a loaded 2-core machine).
jest.setTimeout(120_000);

const DOCS_JSON = JSON.stringify({ name: 'Plants', theme: 'mint', colors: { primary: '#166534' }, navigation: { pages: ['index', 'nowhere'] } });
const PAGE = '---\ntitle: Plants\ndescription: What this page is about, in one sentence\n---\n\n<Card titel="Plants">Text</Card>\n';

function deferred<T = void>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

const connections: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of connections) await close();
});

test('on open, the page is published once its lint is ready, not before with no diagnostics', async () => {
  const root = tempProject({ 'docs.json': DOCS_JSON, 'index.mdx': PAGE });
  const page = pathToFileURL(join(root, 'index.mdx')).href;
  const config = pathToFileURL(join(root, 'docs.json')).href;
  const checked = deferred();
  const linted = deferred<Diagnostic[]>();
  const published: { uri: string; version: number | undefined; diagnostics: Diagnostic[] }[] = [];
  const toServer = new PassThrough();
  const toClient = new PassThrough();
  // The lint waits until the project check (docs.json names a page that does not exist) is published.
  serve(toServer, toClient, { lintDelay: 0, checkDelay: 0, links: false, beforeLint: () => checked.promise });
  const connection = createProtocolConnection(new StreamMessageReader(toClient), new StreamMessageWriter(toServer));
  connections.push(async () => {
    await connection.sendRequest(ShutdownRequest.type);
    connection.dispose();
  });
  connection.onNotification(PublishDiagnosticsNotification.type, ({ uri, version, diagnostics }) => {
    published.push({ uri, version, diagnostics });
    if (uri === config && diagnostics.length > 0) checked.resolve();
    if (uri === page && diagnostics.length > 0) linted.resolve(diagnostics);
  });
  connection.listen();
  await connection.sendRequest(InitializeRequest.type, {
    processId: null,
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- the protocol's type still requires it
    rootUri: null,
    workspaceFolders: [{ uri: pathToFileURL(root).href, name: 'plants' }],
    capabilities: {},
  });
  await connection.sendNotification(InitializedNotification.type, {});
  await connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri: page, languageId: 'mdx', version: 1, text: PAGE } });
  const diagnostics = await linted.promise;
  expect(diagnostics.map((d) => d.code)).toEqual(['component-attribute-known']);
  expect(published.filter((p) => p.uri === page).map((p) => ({ version: p.version, codes: p.diagnostics.map((d) => d.code) }))).toEqual([{ version: 1, codes: ['component-attribute-known'] }]);
});
