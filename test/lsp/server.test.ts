// `docwright lsp` driven by a real client: vscode-languageserver-protocol's client side talks to
// the server in this process over a pair of streams (and once over stdio to the built CLI).
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import {
  CodeActionRequest,
  CodeActionResolveRequest,
  CompletionRequest,
  DefinitionRequest,
  DidChangeTextDocumentNotification,
  DidChangeWatchedFilesNotification,
  DidOpenTextDocumentNotification,
  ExitNotification,
  FileChangeType,
  HoverRequest,
  InitializedNotification,
  InitializeRequest,
  PublishDiagnosticsNotification,
  ShutdownRequest,
  createProtocolConnection,
  StreamMessageReader,
  StreamMessageWriter,
  type CodeAction,
  type CompletionItem,
  type CompletionList,
  type Diagnostic,
  type Location,
  type MarkupContent,
  type ProtocolConnection,
  type TextEdit,
} from 'vscode-languageserver-protocol/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { getComponent } from '../../src/components/index.js';
import { MAX_MESSAGE_BYTES } from '../../src/lsp/framing.js';
import { serve } from '../../src/lsp/server.js';
import { tempProject } from '../support/project.js';
import { distBin, repo } from '../cli/lint-helpers.js';

const frontmatter = (title: string): string => `---\ntitle: ${title}\ndescription: What this page is about, in one sentence\n---\n\n`;

const INDEX = `${frontmatter('Plants')}# Big title

![A fern](/images/fern.png)

<Card titel="Plants" href="/guide/setup">Text</Card>
`;

const DOCS_JSON = `{
  "name": "Plants",
  "theme": "mint",
  "colors": { "primary": "#166534" },
  "navigation": {
    "groups": [
      {
        "group": "Guide",
        "pages": [
          "index",
          "guide/setup",
          "guide/old",
          "guide/nowhere"
        ]
      }
    ]
  }
}
`;

interface Client {
  connection: ProtocolConnection;
  /** The latest diagnostics the server published for a URI that satisfy `ok`. */
  diagnostics(uri: string, ok: (list: Diagnostic[]) => boolean): Promise<Diagnostic[]>;
  close(): void;
}

function client(input: NodeJS.ReadableStream, output: NodeJS.WritableStream): Client {
  const connection = createProtocolConnection(new StreamMessageReader(input), new StreamMessageWriter(output));
  const latest = new Map<string, Diagnostic[]>();
  const waiting: { uri: string; ok: (list: Diagnostic[]) => boolean; resolve: (list: Diagnostic[]) => void }[] = [];
  connection.onNotification(PublishDiagnosticsNotification.type, ({ uri, diagnostics }) => {
    latest.set(uri, diagnostics);
    for (const waiter of [...waiting]) {
      if (waiter.uri === uri && waiter.ok(diagnostics)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve(diagnostics);
      }
    }
  });
  connection.listen();
  return {
    connection,
    diagnostics: (uri, ok) => {
      const known = latest.get(uri);
      if (known && ok(known)) return Promise.resolve(known);
      return new Promise((resolve) => waiting.push({ uri, ok, resolve }));
    },
    close: () => connection.dispose(),
  };
}

function applyEdits(text: string, edits: readonly TextEdit[]): string {
  return TextDocument.applyEdits(TextDocument.create('file:///x.mdx', 'mdx', 1, text), [...edits]);
}

const messageOf = (d: Diagnostic): string => (typeof d.message === 'string' ? d.message : d.message.value);
const codes = (list: readonly Diagnostic[]): string[] => list.map((d) => String(d.code));

/** The offset just after the first `marker` in `text`, as a position. */
function after(text: string, marker: string): { line: number; character: number } {
  const at = text.indexOf(marker);
  if (at === -1) throw new Error(`Missing \`${marker}\` in the test text`);
  return TextDocument.create('file:///x', 'x', 1, text).positionAt(at + marker.length);
}

function items(result: CompletionList | CompletionItem[] | null): string[] {
  if (result === null) return [];
  return (Array.isArray(result) ? result : result.items).map((item) => item.label);
}

describe('docwright lsp over a pair of streams', () => {
  let root: string;
  let lsp: Client;
  const uri = (path: string): string => pathToFileURL(join(root, path)).href;
  let version = 1;
  const versions = new Map<string, number>();
  const open = async (path: string, text: string): Promise<void> => {
    versions.set(path, version);
    await lsp.connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri: uri(path), languageId: 'mdx', version: version++, text } });
  };
  const change = async (path: string, text: string): Promise<void> => {
    versions.set(path, version);
    await lsp.connection.sendNotification(DidChangeTextDocumentNotification.type, { textDocument: { uri: uri(path), version: version++ }, contentChanges: [{ text }] });
  };

  beforeAll(async () => {
    root = tempProject({
      'docs.json': DOCS_JSON,
      'index.mdx': INDEX,
      'guide/setup.mdx': `${frontmatter('Setup')}Water the plants, then read [the old guide](/guide/old).\n`,
      'guide/old.mdx': `${frontmatter('Old guide')}Nothing new here.\n`,
      'snippets/care.mdx': 'Water weekly.\n',
      'images/fern.png': new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
    });
    const toServer = new PassThrough();
    const toClient = new PassThrough();
    serve(toServer, toClient, { lintDelay: 0, checkDelay: 0 });
    lsp = client(toClient, toServer);
    const init = await lsp.connection.sendRequest(InitializeRequest.type, {
      processId: null,
      // eslint-disable-next-line @typescript-eslint/no-deprecated -- the protocol's type still requires it
      rootUri: null,
      workspaceFolders: [{ uri: pathToFileURL(root).href, name: 'plants' }],
      capabilities: { textDocument: { completion: { completionItem: { snippetSupport: true } } } },
    });
    expect(init.capabilities.completionProvider).toBeDefined();
    await lsp.connection.sendNotification(InitializedNotification.type, {});
  });

  afterAll(() => lsp.close());

  test('a page with three defects gets three diagnostics, with severity, rule id and docs link', async () => {
    await open('index.mdx', INDEX);
    const list = await lsp.diagnostics(uri('index.mdx'), (l) => l.some((d) => d.code === 'image-frame'));
    expect(codes(list).sort()).toEqual(['component-attribute-known', 'heading-no-h1', 'image-frame']);
    const attribute = list.find((d) => d.code === 'component-attribute-known');
    expect(attribute).toMatchObject({ severity: 1, source: 'docwright', range: { start: { line: 9, character: 6 }, end: { line: 9, character: 20 } } });
    expect(attribute && messageOf(attribute)).toBe('Unexpected attribute `titel` on `<Card>`, expected `title`');
    expect(attribute?.codeDescription?.href).toMatch(/docs\/rules\/component-attribute-known\.mdx$/);
    expect(list.find((d) => d.code === 'image-frame')?.severity).toBe(2);
  });

  test('the image-frame quick fix, applied to the text, wraps the image and the diagnostic goes', async () => {
    const list = await lsp.diagnostics(uri('index.mdx'), (l) => l.some((d) => d.code === 'image-frame'));
    const frame = list.find((d) => d.code === 'image-frame');
    if (!frame) throw new Error('Missing the image-frame diagnostic');
    const actions = (await lsp.connection.sendRequest(CodeActionRequest.type, { textDocument: { uri: uri('index.mdx') }, range: frame.range, context: { diagnostics: [frame] } })) as CodeAction[];
    expect(actions.map((a) => a.title)).toEqual([
      'Fix: Unexpected image outside `<Frame>`, expected it wrapped in `<Frame>`',
      'Disable `image-frame` for this line',
      'Disable `image-frame` for this file',
      'Fix every auto-fixable docwright problem',
    ]);
    const edits = actions[0]?.edit?.changes?.[uri('index.mdx')] ?? [];
    const fixed = applyEdits(INDEX, edits);
    expect(fixed).toContain('<Frame>\n  ![A fern](/images/fern.png)\n</Frame>');
    // Every fix at once: here with its edit, and for clients that resolve edits when applying them.
    expect(applyEdits(INDEX, actions[3]?.edit?.changes?.[uri('index.mdx')] ?? [])).toBe(fixed);
    const resolved = await lsp.connection.sendRequest(CodeActionResolveRequest.type, { title: 'Fix every auto-fixable docwright problem', data: { fixAll: uri('index.mdx'), version: versions.get('index.mdx') } });
    expect(applyEdits(INDEX, resolved.edit?.changes?.[uri('index.mdx')] ?? [])).toBe(fixed);
    await change('index.mdx', fixed);
    const after = await lsp.diagnostics(uri('index.mdx'), (l) => !l.some((d) => d.code === 'image-frame'));
    expect(codes(after).sort()).toEqual(['component-attribute-known', 'heading-no-h1']);
  });

  test('"disable for this line" writes the directive of src/lint/directives.ts, and the finding is off', async () => {
    const list = await lsp.diagnostics(uri('index.mdx'), (l) => l.some((d) => d.code === 'heading-no-h1'));
    const heading = list.find((d) => d.code === 'heading-no-h1');
    if (!heading) throw new Error('Missing the heading-no-h1 diagnostic');
    const actions = (await lsp.connection.sendRequest(CodeActionRequest.type, { textDocument: { uri: uri('index.mdx') }, range: heading.range, context: { diagnostics: [heading] } })) as CodeAction[];
    const line = actions.find((a) => a.title === 'Disable `heading-no-h1` for this line');
    const text = applyEdits(readFileSync(join(root, 'index.mdx'), 'utf8').replace('![A fern](/images/fern.png)', '<Frame>\n  ![A fern](/images/fern.png)\n</Frame>'), line?.edit?.changes?.[uri('index.mdx')] ?? []);
    expect(text).toContain('{/* docwright-disable-next-line heading-no-h1 */}\n# Big title');
    const file = actions.find((a) => a.title === 'Disable `heading-no-h1` for this file');
    expect(applyEdits(INDEX, file?.edit?.changes?.[uri('index.mdx')] ?? [])).toContain('---\n{/* docwright-disable heading-no-h1 */}\n\n\n# Big title');
    await change('index.mdx', text);
    const after = await lsp.diagnostics(uri('index.mdx'), (l) => !l.some((d) => d.code === 'heading-no-h1'));
    expect(codes(after)).toEqual(['component-attribute-known']);
  });

  test('a suggestion is a quick fix that is not preferred and not in "fix every": the rename of a misspelt attribute', async () => {
    const text = INDEX.replace('![A fern](/images/fern.png)', '<Frame>\n  ![A fern](/images/fern.png)\n</Frame>');
    await change('index.mdx', text);
    // The `<Card>` moved two lines down with the `<Frame>`: wait for the diagnostics of this text.
    const list = await lsp.diagnostics(uri('index.mdx'), (l) => l.some((d) => d.code === 'component-attribute-known' && d.range.start.line === 11));
    const attribute = list.find((d) => d.code === 'component-attribute-known');
    if (!attribute) throw new Error('Missing the component-attribute-known diagnostic');
    const actions = (await lsp.connection.sendRequest(CodeActionRequest.type, { textDocument: { uri: uri('index.mdx') }, range: attribute.range, context: { diagnostics: [attribute] } })) as CodeAction[];
    const rename = actions.find((a) => a.title === 'Rename to `title`');
    expect(rename?.isPreferred).toBeUndefined();
    expect(actions.some((a) => a.title === 'Fix every auto-fixable docwright problem')).toBe(false);
    const renamed = applyEdits(text, rename?.edit?.changes?.[uri('index.mdx')] ?? []);
    expect(renamed).toContain('<Card title="Plants" href="/guide/setup">Text</Card>');
  });

  test('a page that does not parse: one parse-error diagnostic and no directive to switch it off', async () => {
    const text = `${frontmatter('Broken')}<Note>\n\nNever closed\n`;
    await open('broken.mdx', text);
    const list = await lsp.diagnostics(uri('broken.mdx'), (l) => l.length > 0);
    expect(codes(list)).toEqual(['parse-error']);
    const actions = (await lsp.connection.sendRequest(CodeActionRequest.type, { textDocument: { uri: uri('broken.mdx') }, range: list[0]?.range ?? { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, context: { diagnostics: list } })) as CodeAction[];
    expect(actions).toEqual([]);
  });

  test('a page of 32 KB of `](` (issue 45): the paragraph is bounded before the parser, the page keeps its other diagnostics', async () => {
    const text = `${frontmatter('Brackets')}# Title\n\n${']('.repeat(16_000)}\n`;
    await open('brackets.mdx', text);
    const list = await lsp.diagnostics(uri('brackets.mdx'), (l) => l.length > 0);
    expect(codes(list).sort()).toEqual(['heading-no-h1', 'parse-error']);
    const bound = list.find((d) => d.code === 'parse-error');
    expect(bound?.severity).toBe(2);
    expect(bound && messageOf(bound)).toMatch(/^Unexpected `\]` without its `\[` in a long paragraph/);
  });

  test('a page past the as-you-type limit is not linted: one warning says so', async () => {
    const text = `${frontmatter('Huge')}# Title\n\n${'Words of a long page. '.repeat(50_000)}\n`;
    await open('huge.mdx', text);
    const list = await lsp.diagnostics(uri('huge.mdx'), (l) => l.length > 0);
    expect(list.map((d) => [d.code, messageOf(d)])).toEqual([['parse-error', `Unexpected page of ${text.length} characters, expected at most 1000000 to lint as you type: run \`docwright lint\``]]);
  });

  test('a Markdown page: the directive is an MDX comment where Mintlify compiles it as MDX (an HTML comment fails it there), an HTML comment in a README', async () => {
    const text = `${frontmatter('Plain')}# Title\n`;
    await open('plain.md', text);
    const list = await lsp.diagnostics(uri('plain.md'), (l) => l.length > 0);
    expect(codes(list)).toEqual(['heading-no-h1']);
    const actions = (await lsp.connection.sendRequest(CodeActionRequest.type, { textDocument: { uri: uri('plain.md') }, range: list[0]?.range ?? { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, context: { diagnostics: list } })) as CodeAction[];
    const line = actions.find((a) => a.title === 'Disable `heading-no-h1` for this line');
    const disabled = applyEdits(text, line?.edit?.changes?.[uri('plain.md')] ?? []);
    expect(disabled).toContain('{/* docwright-disable-next-line heading-no-h1 */}\n# Title');
    const file = actions.find((a) => a.title === 'Disable `heading-no-h1` for this file');
    expect(applyEdits(text, file?.edit?.changes?.[uri('plain.md')] ?? [])).toContain('---\n{/* docwright-disable heading-no-h1 */}\n\n\n# Title');
    // The page with the comment has no finding at all: no `page-mdx-syntax`, no `md-page-expression`.
    await change('plain.md', disabled);
    expect(await lsp.diagnostics(uri('plain.md'), (l) => l.length === 0)).toEqual([]);
    // A README is no page (no `heading-no-h1`), and Mintlify does not compile it: the HTML comment.
    const readmeText = '# Kettles\n\n```\nboil\n```\n';
    await open('README.md', readmeText);
    const readme = await lsp.diagnostics(uri('README.md'), (l) => l.length > 0);
    expect(codes(readme)).toEqual(['code-language']);
    const readmeActions = (await lsp.connection.sendRequest(CodeActionRequest.type, { textDocument: { uri: uri('README.md') }, range: readme[0]?.range ?? { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, context: { diagnostics: readme } })) as CodeAction[];
    const readmeLine = readmeActions.find((a) => a.title === 'Disable `code-language` for this line');
    expect(applyEdits(readmeText, readmeLine?.edit?.changes?.[uri('README.md')] ?? [])).toContain('<!-- docwright-disable-next-line code-language -->\n```');
  });

  test('completion: components, their attributes and values, icons, page paths and snippets', async () => {
    const text = `${frontmatter('Draft')}<Ca\n\n<Card ti\n\n<Card icon="arrow-r\n\n<Note>See [setup](/gu</Note>\n\n<Tabs borderBottom="\n\nimport Care from '/sni\n`;
    await open('draft.mdx', text);
    const at = async (marker: string): Promise<string[]> => items(await lsp.connection.sendRequest(CompletionRequest.type, { textDocument: { uri: uri('draft.mdx') }, position: after(text, marker) }));
    const tags = await at('<Ca');
    expect(tags).toEqual(expect.arrayContaining(['Card', 'CardGroup', 'Note', 'Steps', 'Accordion']));
    expect(await at('<Card ti')).toEqual(expect.arrayContaining(['title', 'icon', 'href']));
    const icons = await at('icon="arrow-r');
    expect(icons).toContain('arrow-right');
    expect(icons.every((name) => name.startsWith('arrow-r'))).toBe(true);
    expect(await at('](/gu')).toEqual(expect.arrayContaining(['/guide/setup', '/guide/old', '/index']));
    expect(await at("from '/sni")).toEqual(['/snippets/care.mdx']);
  });

  test('completion in docs.json: page paths in a navigation `pages` list', async () => {
    const text = DOCS_JSON.replace('"guide/nowhere"', '"guide/"');
    await open('docs.json', text);
    const result = await lsp.connection.sendRequest(CompletionRequest.type, { textDocument: { uri: uri('docs.json') }, position: after(text, '"guide/') });
    expect(items(result)).toEqual(expect.arrayContaining(['guide/setup', 'guide/old', 'index']));
    expect(items(result)).not.toContain('snippets/care');
  });

  test('hover: a component and an attribute, from the registry', async () => {
    const text = `${frontmatter('Hover')}<Card title="Plants" href="/guide/setup">Text</Card>\n`;
    await open('hover.mdx', text);
    const hover = async (marker: string): Promise<string> => {
      const result = await lsp.connection.sendRequest(HoverRequest.type, { textDocument: { uri: uri('hover.mdx') }, position: after(text, marker) });
      return (result?.contents as MarkupContent | undefined)?.value ?? '';
    };
    expect(await hover('<Ca')).toContain(getComponent('Card')?.purpose ?? 'Missing Card');
    expect(await hover('<Card ti')).toContain(getComponent('Card')?.attributes.find((a) => a.name === 'title')?.description ?? 'Missing title');
  });

  test('go to definition: a link, a snippet import and a navigation entry', async () => {
    const text = `${frontmatter('Links')}import Care from '/snippets/care.mdx';\n\nRead [setup](/guide/setup) and <Card title="Old" href="../index">x</Card>\n`;
    await open('guide/links.mdx', text);
    const define = async (path: string, source: string, marker: string): Promise<string | undefined> => {
      const result = (await lsp.connection.sendRequest(DefinitionRequest.type, { textDocument: { uri: uri(path) }, position: after(source, marker) })) as Location | null;
      return result?.uri;
    };
    expect(await define('guide/links.mdx', text, '](/guide/se')).toBe(uri('guide/setup.mdx'));
    expect(await define('guide/links.mdx', text, "from '/snip")).toBe(uri('snippets/care.mdx'));
    expect(await define('guide/links.mdx', text, 'href="../in')).toBe(uri('index.mdx'));
    expect(await define('docs.json', DOCS_JSON.replace('"guide/nowhere"', '"guide/"'), '"guide/se')).toBe(uri('guide/setup.mdx'));
  });

  test("docs.json gets check's findings at their line", async () => {
    const list = await lsp.diagnostics(uri('docs.json'), (l) => l.some((d) => messageOf(d).includes('guide/nowhere')));
    const missing = list.find((d) => messageOf(d).includes('guide/nowhere'));
    expect(missing?.range.start.line).toBe(DOCS_JSON.split('\n').findIndex((line) => line.includes('guide/nowhere')));
    expect(missing?.severity).toBe(1);
    // The id's own page in the check reference.
    expect(missing?.codeDescription?.href).toBe('https://github.com/docwright/docwright/blob/main/docs/checks/nav-page-missing.mdx');
  });

  test('a page renamed on disk: the link to it elsewhere is reported broken', async () => {
    renameSync(join(root, 'guide/old.mdx'), join(root, 'guide/new.mdx'));
    await lsp.connection.sendNotification(DidChangeWatchedFilesNotification.type, {
      changes: [
        { uri: uri('guide/old.mdx'), type: FileChangeType.Deleted },
        { uri: uri('guide/new.mdx'), type: FileChangeType.Created },
      ],
    });
    const list = await lsp.diagnostics(uri('guide/setup.mdx'), (l) => l.some((d) => d.code === 'link-broken'));
    const broken = list.find((d) => d.code === 'link-broken');
    expect(broken && messageOf(broken)).toContain('`/guide/old`');
    expect(broken?.range.start).toEqual({ line: 5, character: 'Water the plants, then read '.length });
    // The link mended on disk (a save, or a checkout): the page's links changed, so the project is checked again.
    writeFileSync(join(root, 'guide/setup.mdx'), `${frontmatter('Setup')}Water the plants, then read [the new guide](/guide/new).\n`);
    await lsp.connection.sendNotification(DidChangeWatchedFilesNotification.type, { changes: [{ uri: uri('guide/setup.mdx'), type: FileChangeType.Changed }] });
    await lsp.diagnostics(uri('guide/setup.mdx'), (l) => !l.some((d) => d.code === 'link-broken'));
  });

  test('a file outside the workspace folder is ignored', async () => {
    const outside = tempProject({ 'page.mdx': INDEX });
    const outsideUri = pathToFileURL(join(outside, 'page.mdx')).href;
    await lsp.connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri: outsideUri, languageId: 'mdx', version: 1, text: '<Ca' } });
    const result = await lsp.connection.sendRequest(CompletionRequest.type, { textDocument: { uri: outsideUri }, position: { line: 0, character: 3 } });
    expect(result).toBeNull();
  });
});

describe('docwright lsp --stdio from the built CLI', () => {
  test('starts, lints an opened page and shuts down with exit code 0', async () => {
    if (!existsSync(distBin)) throw new Error('Missing dist/src/cli/bin.js: run `npm run build` before these tests (.ci/run does)');
    const root = tempProject({ 'docs.json': DOCS_JSON, 'index.mdx': INDEX });
    const child = spawn(process.execPath, [distBin, 'lsp', '--stdio'], { cwd: repo, stdio: ['pipe', 'pipe', 'pipe'] });
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    const lsp = client(child.stdout, child.stdin);
    // The old way to name the root, as some editors still do.
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    await lsp.connection.sendRequest(InitializeRequest.type, { processId: process.pid, rootUri: pathToFileURL(root).href, workspaceFolders: null, capabilities: {}, initializationOptions: { checkDelay: 60_000 } });
    await lsp.connection.sendNotification(InitializedNotification.type, {});
    const uri = pathToFileURL(join(root, 'index.mdx')).href;
    await lsp.connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri, languageId: 'mdx', version: 1, text: INDEX } });
    const list = await lsp.diagnostics(uri, (l) => l.length > 0);
    // As `docwright lint` reports the page: here neither `/images/fern.png` nor `/guide/setup` is in the project (`link-target`).
    expect(codes(list).sort()).toEqual(['component-attribute-known', 'heading-no-h1', 'image-frame', 'link-target', 'link-target']);
    await lsp.connection.sendRequest(ShutdownRequest.type);
    await lsp.connection.sendNotification(ExitNotification.type);
    expect(await exited).toBe(0);
    lsp.close();
  });

  /** The exit code of the built server sent `messages` in one write, its stdin closed right after (the server still busy with the first). */
  async function exitAfter(messages: object[]): Promise<number | null> {
    if (!existsSync(distBin)) throw new Error('Missing dist/src/cli/bin.js: run `npm run build` before these tests (.ci/run does)');
    const child = spawn(process.execPath, [distBin, 'lsp', '--stdio'], { cwd: repo, stdio: ['pipe', 'pipe', 'pipe'] });
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    child.stdout.resume();
    child.stdin.end(messages.map((m) => {
      const body = JSON.stringify({ jsonrpc: '2.0', ...m });
      return `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
    }).join(''));
    return exited;
  }

  test('`shutdown` and `exit` sent while it is busy, then stdin closed: exit code 0 (the LSP spec), 1 without `shutdown`', async () => {
    const root = tempProject({ 'docs.json': DOCS_JSON, 'index.mdx': INDEX });
    const uri = pathToFileURL(join(root, 'index.mdx')).href;
    const start = [
      { id: 1, method: 'initialize', params: { processId: null, rootUri: pathToFileURL(root).href, capabilities: {} } },
      { method: 'initialized', params: {} },
      { method: 'textDocument/didOpen', params: { textDocument: { uri, languageId: 'mdx', version: 1, text: INDEX } } },
    ];
    expect(await exitAfter([...start, { id: 2, method: 'shutdown' }, { method: 'exit' }])).toBe(0);
    // Asked to shut down, then gone without `exit`: still an orderly end.
    expect(await exitAfter([...start, { id: 2, method: 'shutdown' }])).toBe(0);
    // Gone without asking, or `exit` without `shutdown`: 1.
    expect(await exitAfter(start)).toBe(1);
    expect(await exitAfter([...start, { method: 'exit' }])).toBe(1);
  });

  test('a message that is not JSON-RPC, then stdin closed: exit code 1 without a stack trace; no input at all: 1, not 13', async () => {
    const child = spawn(process.execPath, [distBin, 'lsp', '--stdio'], { cwd: repo, stdio: ['pipe', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    child.stdout.resume();
    child.stdin.end('Content-Length: 2\r\n\r\n{}');
    expect(await exited).toBe(1);
    expect(stderr).not.toMatch(/ConnectionError|\n\s+at /);
    const silent = spawn(process.execPath, [distBin, 'lsp', '--stdio'], { cwd: repo, stdio: ['ignore', 'pipe', 'pipe'] });
    silent.stdout.resume();
    expect(await new Promise<number | null>((resolve) => silent.on('close', resolve))).toBe(1);
  });

  test('a 2 GB `Content-Length`, one larger than what follows and an endless header line: each answered with a parse error, the next message read, and the server ends when stdin closes', async () => {
    const child = spawn(process.execPath, [distBin, 'lsp', '--stdio'], { cwd: repo, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    const frame = (m: object): string => {
      const body = JSON.stringify({ jsonrpc: '2.0', ...m });
      return `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
    };
    /** The answer to request `id`, once it is on stdout. */
    const waiting = new Set<() => void>();
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      for (const look of waiting) look();
    });
    const answered = (id: number): Promise<void> =>
      new Promise((resolve) => {
        const look = (): void => {
          if (!stdout.includes(`"id":${id},`)) return;
          waiting.delete(look);
          resolve();
        };
        waiting.add(look);
        look();
      });
    child.stdin.write(`Content-Length: 2147483648\r\n\r\n{"jsonrpc":"2.0","id":9,"method":"initialize","params":{`);
    child.stdin.write(frame({ id: 1, method: 'initialize', params: { processId: null, rootUri: null, capabilities: {} } }));
    await answered(1);
    child.stdin.write(`Content-Length: 900\r\n\r\n{"jsonrpc":"2.0",`);
    child.stdin.write(frame({ id: 2, method: 'shutdown' }));
    await answered(2);
    child.stdin.write(`X-Pad: ${'a'.repeat(20_000)}`);
    child.stdin.end('Content-Length: 50\r\n\r\n{');
    expect(await exited).toBe(0);
    const parseErrors = stdout.match(/"id":null,"error":\{"code":-32700,"message":"[^"]*/g) ?? [];
    expect(parseErrors.map((e) => e.replace(/^.*"message":"/, ''))).toEqual([
      `Unexpected message of 2147483648 bytes, expected at most ${MAX_MESSAGE_BYTES}: it is dropped`,
      'Unexpected header inside a message after 17 of its 900 bytes, expected 900 bytes of JSON: it is dropped',
      'Unexpected message header longer than 8192 bytes, expected `Content-Length: <bytes>` and a blank line: it is dropped',
      'Unexpected end of input after 1 of 50 bytes of a message, expected the whole message: it is dropped',
    ]);
    expect(stderr).toMatch(/docwright lsp: Unexpected message of 2147483648 bytes/);
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});
