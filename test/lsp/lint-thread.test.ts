// The language server lints off the request path: a page's lint waits in a queue and runs on the lint thread
// (src/lsp/lint-thread.ts), a newer edit cancels the older lint, and hover and completion are answered meanwhile.
// The lint is held pending by the server's `beforeLint` hook (an event the test controls), never by timing.
import { afterAll, beforeAll, describe, expect, jest, test } from '@jest/globals';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { BroadcastChannel } from 'node:worker_threads';
import {
  CodeActionRequest,
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
  type CodeAction,
  type Command,
  type Diagnostic,
  type ProtocolConnection,
} from 'vscode-languageserver-protocol/node';
import { serve } from '../../src/lsp/server.js';
import { LintAbortedError, LintThread } from '../../src/lsp/lint-thread.js';
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

/**
 * A plugin whose rule holds the lint thread on a page that says `HOLD-<gate>`: it tells the test on a broadcast
 * channel that it started, then blocks until the file `<gate>` exists in the project (a file the test writes, or
 * never: then only ending the thread stops it). On the request thread it says so (`main:<gate>`) and holds nothing.
 */
const HOLD_PLUGIN = (channel: string): string => `import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { BroadcastChannel, isMainThread } from 'node:worker_threads';
const here = new URL('.', import.meta.url).pathname;
export default { rules: [{
  id: 'hold-gate', description: 'Hold the lint until a gate file exists', tags: ['content'], recommended: 'warn',
  fixable: false, docs: { rationale: 'A test holds the lint thread.' }, messages: { held: 'Unexpected hold, expected none' },
  examples: { ok: [{ input: 'Text.\\n' }], notOk: [] },
  check(tree, context) {
    const gate = /HOLD-([a-z]+)/.exec(context.source)?.[1];
    if (!gate) return;
    const channel = new BroadcastChannel(${JSON.stringify(channel)});
    channel.postMessage(isMainThread ? 'main:' + gate : gate);
    channel.close();
    if (isMainThread) return;
    const cell = new Int32Array(new SharedArrayBuffer(4));
    while (!existsSync(join(here, gate))) Atomics.wait(cell, 0, 0, 10);
  },
}] };
`;

/** A project with the holding plugin; `held(gate)` resolves when a lint first blocks on it, rejects when one ran on the request thread. */
function heldProject(page: string): { root: string; held: (gate: string) => Promise<void>; close: () => void } {
  const name = `docwright-lsp-hold-${process.pid}-${Math.random()}`;
  const root = tempProject({ 'package.json': '{"type": "module"}', 'docs.json': DOCS_JSON, 'index.mdx': page, 'hold.js': HOLD_PLUGIN(name), '.docwrightrc.json': JSON.stringify({ extends: ['recommended'], plugins: ['./hold.js'] }) });
  const channel = new BroadcastChannel(name);
  const waiters = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
  const seen = new Map<string, Error | undefined>();
  channel.onmessage = (event: unknown) => {
    const message = String((event as { data: unknown }).data);
    const gate = message.replace(/^main:/, '');
    const error = message.startsWith('main:') ? new Error(`Unexpected lint of \`HOLD-${gate}\` on the request thread, expected the lint thread`) : undefined;
    if (!seen.has(gate)) seen.set(gate, error);
    const waiter = waiters.get(gate);
    if (error) waiter?.reject(error);
    else waiter?.resolve();
  };
  const held = (gate: string): Promise<void> => {
    if (seen.has(gate)) {
      const error = seen.get(gate);
      return error ? Promise.reject(error) : Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => waiters.set(gate, { resolve, reject }));
  };
  return { root, held, close: () => channel.close() };
}

/** A client connected to an in-process server, initialised on `root`. */
async function connect(root: string, options: Parameters<typeof serve>[2]): Promise<ProtocolConnection> {
  const toServer = new PassThrough();
  const toClient = new PassThrough();
  serve(toServer, toClient, { lintDelay: 0, checkDelay: 60_000, links: false, ...options });
  const client = createProtocolConnection(new StreamMessageReader(toClient), new StreamMessageWriter(toServer));
  client.listen();
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- the protocol's type still requires it
  await client.sendRequest(InitializeRequest.type, { processId: null, rootUri: null, workspaceFolders: [{ uri: pathToFileURL(root).href, name: 'plants' }], capabilities: {} });
  await client.sendNotification(InitializedNotification.type, {});
  return client;
}

describe('a lint running on the thread', () => {
  test('a newer edit stops the stale lint (it would never end) and the fresh diagnostics arrive', async () => {
    const held = heldProject(`${FIRST}\nHOLD-never\n`);
    const linted: number[] = [];
    const client = await connect(held.root, { abortBudget: 0, linted: (_uri, version) => linted.push(version) });
    const fresh = deferred<Diagnostic[]>();
    const published: (number | undefined)[] = [];
    client.onNotification(PublishDiagnosticsNotification.type, ({ version, diagnostics }) => {
      published.push(version);
      if (version === 2) fresh.resolve(diagnostics);
    });
    const uri = pathToFileURL(join(held.root, 'index.mdx')).href;
    await client.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId: 'mdx', version: 1, text: `${FIRST}\nHOLD-never\n` } });
    // Version 1's lint runs on the thread and blocks there for good: only ending the thread stops it.
    await held.held('never');
    const hover = await client.sendRequest(HoverRequest.type, { textDocument: { uri }, position: { line: 5, character: 2 } });
    expect(JSON.stringify(hover?.contents)).toContain('Card');
    await client.sendNotification(DidChangeTextDocumentNotification.type, { textDocument: { uri, version: 2 }, contentChanges: [{ text: SECOND }] });
    expect((await fresh.promise).map((d) => d.code)).toEqual(['heading-no-h1']);
    expect(linted).toEqual([2]);
    expect(published).not.toContain(1);
    await client.sendRequest(ShutdownRequest.type);
    client.dispose();
    held.close();
  });
});

describe('an aborted lint on the thread', () => {
  test('when waiting, is skipped; when running, its thread is ended and the lints still waiting get their findings', async () => {
    const held = heldProject(FIRST);
    const thread = new LintThread(0);
    const request = { root: held.root, settingsFile: join(held.root, '.docwrightrc.json'), settingsVersion: 1, file: join(held.root, 'index.mdx'), published: true };
    // A lint held until the file `open` exists, and one waiting behind it that is aborted: the thread goes on.
    const first = thread.lint({ ...request, text: `${FIRST}\nHOLD-open\n` });
    await held.held('open');
    const skipped = new AbortController();
    const second = thread.lint({ ...request, text: FIRST }, skipped.signal);
    skipped.abort();
    await expect(second).rejects.toBeInstanceOf(LintAbortedError);
    writeFileSync(join(held.root, 'open'), '');
    expect((await first).map((f) => f.ruleId)).toEqual(['component-attribute-known']);
    expect(thread.restarts).toBe(0);
    // A lint that never ends, aborted while it runs, and one waiting behind it: the thread is ended, the waiting one answered.
    const stale = new AbortController();
    const never = thread.lint({ ...request, text: `${FIRST}\nHOLD-never\n` }, stale.signal);
    await held.held('never');
    const waiting = thread.lint({ ...request, text: SECOND });
    stale.abort();
    await expect(never).rejects.toBeInstanceOf(LintAbortedError);
    expect((await waiting).map((f) => f.ruleId)).toEqual(['heading-no-h1']);
    expect(thread.restarts).toBe(1);
    await thread.stop();
    held.close();
  });
});

describe('code actions', () => {
  test('lint a stale page on the thread: hover is answered while the code action waits for it', async () => {
    const text = `${FIRST}\nHOLD-action\n`;
    const held = heldProject(text);
    // The page's own lint stays pending, so the code action finds no lint of the current text and lints it itself.
    const never = deferred();
    const client = await connect(held.root, { beforeLint: () => never.promise });
    const uri = pathToFileURL(join(held.root, 'index.mdx')).href;
    await client.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId: 'mdx', version: 1, text } });
    let answered = false;
    const range = { start: { line: 5, character: 0 }, end: { line: 5, character: 30 } };
    const actions = client.sendRequest(CodeActionRequest.type, { textDocument: { uri }, range, context: { diagnostics: [] } }).then((result) => {
      answered = true;
      return result;
    });
    await held.held('action');
    // The code action's lint is held on the thread: hover is answered meanwhile, the code action is not.
    const hover = await client.sendRequest(HoverRequest.type, { textDocument: { uri }, position: { line: 5, character: 2 } });
    expect(JSON.stringify(hover?.contents)).toContain('Card');
    expect(answered).toBe(false);
    writeFileSync(join(held.root, 'action'), '');
    const titles = ((await actions) ?? []).map((action: CodeAction | Command) => action.title);
    expect(titles).toContain('Disable `component-attribute-known` for this line');
    await client.sendRequest(ShutdownRequest.type);
    client.dispose();
    held.close();
  });
});
