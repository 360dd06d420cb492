// The language server lints off the request path: a page's lint waits in a queue and runs on the lint thread
// (src/lsp/lint-thread.ts), a newer edit cancels the older lint, and hover and completion are answered meanwhile.
// The lint is held pending by the server's `beforeLint` hook (an event the test controls), never by timing.
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import {
  CompletionRequest,
  createProtocolConnection,
  DidChangeTextDocumentNotification,
  DidOpenTextDocumentNotification,
  HoverRequest,
  InitializedNotification,
  InitializeRequest,
  PublishDiagnosticsNotification,
  ShutdownRequest,
  StreamMessageReader,
  StreamMessageWriter,
  type Diagnostic,
  type ProtocolConnection,
} from 'vscode-languageserver-protocol/node';
import { serve } from '../../src/lsp/server.js';
import { LintThread } from '../../src/lsp/lint-thread.js';
import { tempProject } from '../support/project.js';

// Long: the lint thread loads the lint engine from TypeScript source (seconds on a loaded 2-core machine).
jest.setTimeout(120_000);

const DOCS_JSON = JSON.stringify({ name: 'Plants', theme: 'mint', colors: { primary: '#166534' }, navigation: { pages: ['index'] } });
const HEAD = '---\ntitle: Plants\ndescription: What this page is about, in one sentence\n---\n\n';
/** Version 1: a misspelt attribute. Version 2: a level-one heading instead. */
const FIRST = `${HEAD}<Card titel="Plants">Text</Card>\n`;
const SECOND = `${HEAD}# Big title\n\n<Card title="Plants">Text</Card>\n`;

/** A promise and the function that settles it. */
function deferred<T = void>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

describe('lint off the request path', () => {
  let root: string;
  let connection: ProtocolConnection;
  const started: number[] = [];
  const linted: number[] = [];
  const firstStarted = deferred();
  const releaseFirst = deferred();
  const published: { version: number | undefined; diagnostics: Diagnostic[] }[] = [];
  const secondPublished = deferred<Diagnostic[]>();

  beforeAll(async () => {
    root = tempProject({ 'docs.json': DOCS_JSON, 'index.mdx': FIRST });
    const toServer = new PassThrough();
    const toClient = new PassThrough();
    serve(toServer, toClient, {
      lintDelay: 0,
      checkDelay: 60_000,
      links: false,
      beforeLint: (_uri, version) => {
        started.push(version);
        if (version !== 1) return undefined;
        firstStarted.resolve();
        return releaseFirst.promise;
      },
      linted: (_uri, version) => linted.push(version),
    });
    connection = createProtocolConnection(new StreamMessageReader(toClient), new StreamMessageWriter(toServer));
    connection.onNotification(PublishDiagnosticsNotification.type, ({ version, diagnostics }) => {
      published.push({ version, diagnostics });
      if (version === 2 && diagnostics.length > 0) secondPublished.resolve(diagnostics);
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
  });

  afterAll(async () => {
    await connection.sendRequest(ShutdownRequest.type);
    connection.dispose();
  });

  test('hover and completion are answered while a lint is pending, and an edit cancels the older lint', async () => {
    const uri = pathToFileURL(join(root, 'index.mdx')).href;
    await connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId: 'mdx', version: 1, text: FIRST } });
    await firstStarted.promise;
    // The lint of version 1 is pending: requests are answered all the same.
    const hover = await connection.sendRequest(HoverRequest.type, { textDocument: { uri }, position: { line: 5, character: 2 } });
    expect(JSON.stringify(hover?.contents)).toContain('Card');
    const completion = await connection.sendRequest(CompletionRequest.type, { textDocument: { uri }, position: { line: 5, character: 6 } });
    expect(completion).not.toBeNull();
    expect(linted).toEqual([]);
    // A newer edit, then the older lint may go on: it stops, and only the newer text is linted and published.
    await connection.sendNotification(DidChangeTextDocumentNotification.type, { textDocument: { uri, version: 2 }, contentChanges: [{ text: SECOND }] });
    releaseFirst.resolve();
    const diagnostics = await secondPublished.promise;
    expect(diagnostics.map((d) => d.code)).toEqual(['heading-no-h1']);
    expect(started).toEqual([1, 2]);
    expect(linted).toEqual([2]);
    expect(published.filter((p) => p.version === 1 && p.diagnostics.length > 0)).toEqual([]);
  });
});

describe('the lint thread', () => {
  test("lints a page's text with the project's settings, and ends when stopped", async () => {
    const root = tempProject({ 'docs.json': DOCS_JSON, 'index.mdx': FIRST, '.docwrightrc.json': JSON.stringify({ extends: ['recommended'], rules: { 'heading-no-h1': 'off' } }) });
    const thread = new LintThread();
    const request = { root, settingsFile: join(root, '.docwrightrc.json'), settingsVersion: 1, file: join(root, 'index.mdx'), published: true };
    const findings = await thread.lint({ ...request, text: `${FIRST}\n# Big title\n` });
    expect(findings.map((f) => f.ruleId)).toEqual(['component-attribute-known']);
    const recommended = await thread.lint({ ...request, settingsFile: undefined, settingsVersion: 2, text: `${FIRST}\n# Big title\n` });
    expect(recommended.map((f) => f.ruleId).sort()).toEqual(['component-attribute-known', 'heading-no-h1']);
    await thread.stop();
    await expect(thread.lint({ ...request, text: FIRST })).rejects.toThrow(/stopped/);
  });
});
