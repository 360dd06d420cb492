// The language server and the MCP server report what the CLI reports: the same ids, places, messages and severities,
// from the one library. Each side is compared with the library's own `lint` and `check --links` over one project.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { Client as McpClient } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import {
  DidChangeTextDocumentNotification,
  DidOpenTextDocumentNotification,
  InitializedNotification,
  InitializeRequest,
  PublishDiagnosticsNotification,
  createProtocolConnection,
  StreamMessageReader,
  StreamMessageWriter,
  type Diagnostic,
  type ProtocolConnection,
} from 'vscode-languageserver-protocol/node';
import { checkProject } from '../../src/check/check.js';
import type { Finding } from '../../src/findings/finding.js';
import { lintFile } from '../../src/lint/lint-file.js';
import { forgetProjectLinks } from '../../src/lint/project-links.js';
import { loadLintConfig, resolveLintConfig } from '../../src/lint/settings.js';
import { serve } from '../../src/lsp/server.js';
import { createMcpServer } from '../../src/mcp/server.js';
import { tempProject } from '../support/project.js';

const frontmatter = (title: string): string => `---\ntitle: ${title}\ndescription: What this page is about, in one sentence\n---\n\n`;

const LINKS = `${frontmatter('Links')}## Links

See [the setup](/guide/setup) and [nothing here](/guide/nope).

Read [a bad anchor](/guide/setup#no-such-heading) too.
`;

const DOCS_JSON = `{
  "name": "Ferns",
  "theme": "mint",
  "colors": { "primary": "#166534" },
  "navigation": {
    "groups": [
      { "group": "Guide", "pages": ["guide/setup", "guide/links", "guide/gone"] }
    ]
  }
}
`;

/** What the three front ends must agree on. */
interface Row {
  file: string;
  line: number;
  column: number;
  endLine?: number | undefined;
  endColumn?: number | undefined;
  ruleId: string;
  severity: string;
  message: string;
}

const row = (root: string, f: { file: string; line: number; column: number; endLine?: number | undefined; endColumn?: number | undefined; ruleId: string; severity: string; message: string }): Row => ({
  file: f.file.startsWith(root) ? f.file.slice(root.length + 1) : f.file,
  line: f.line,
  column: f.column,
  ...(f.endLine !== undefined && f.endColumn !== undefined ? { endLine: f.endLine, endColumn: f.endColumn } : {}),
  ruleId: f.ruleId,
  severity: f.severity,
  message: f.message,
});

/** A diagnostic's message as text (the protocol also allows markup, which the server never sends). */
const messageOf = (d: Diagnostic): string => (typeof d.message === 'string' ? d.message : d.message.value);

const sorted = (rows: Row[]): Row[] => [...rows].sort((a, b) => `${a.file}:${a.line}:${a.column}:${a.ruleId}`.localeCompare(`${b.file}:${b.line}:${b.column}:${b.ruleId}`));

let root: string;
beforeAll(() => {
  root = tempProject({
    'docs.json': DOCS_JSON,
    'guide/setup.mdx': `${frontmatter('Setup')}## Install\n\nWater the plants.\n`,
    'guide/links.mdx': LINKS,
  });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** `docwright lint` on one page, as the CLI runs it. */
async function cliLint(file: string): Promise<Finding[]> {
  forgetProjectLinks();
  const loaded = await loadLintConfig(root);
  const config = resolveLintConfig(loaded.config, loaded.baseDir, {}, loaded.plugins);
  return (await lintFile(join(root, file), config)).findings;
}

describe('docwright lsp reports what docwright lint reports', () => {
  let connection: ProtocolConnection;
  const latest = new Map<string, Diagnostic[]>();
  /** The text version each URI's latest diagnostics are of (the server names it for an open document). */
  const versions = new Map<string, number | undefined>();
  const waiting: { uri: string; ok: (list: Diagnostic[], version?: number) => boolean; resolve: (list: Diagnostic[]) => void }[] = [];
  const uri = (path: string): string => pathToFileURL(join(root, path)).href;
  const diagnostics = (path: string, ok: (list: Diagnostic[], version?: number) => boolean): Promise<Diagnostic[]> => {
    const known = latest.get(uri(path));
    if (known && ok(known, versions.get(uri(path)))) return Promise.resolve(known);
    return new Promise((resolve) => waiting.push({ uri: uri(path), ok, resolve }));
  };
  const asRows = (path: string, list: Diagnostic[]): Row[] =>
    list.map((d) => ({
      file: path,
      line: d.range.start.line + 1,
      column: d.range.start.character + 1,
      endLine: d.range.end.line + 1,
      endColumn: d.range.end.character + 1,
      ruleId: String(d.code),
      severity: d.severity === 1 ? 'error' : 'warn',
      message: messageOf(d),
    }));

  beforeAll(async () => {
    const toServer = new PassThrough();
    const toClient = new PassThrough();
    serve(toServer, toClient, { lintDelay: 0, checkDelay: 0 });
    connection = createProtocolConnection(new StreamMessageReader(toClient), new StreamMessageWriter(toServer));
    connection.onNotification(PublishDiagnosticsNotification.type, ({ uri: at, version, diagnostics: list }) => {
      latest.set(at, list);
      versions.set(at, version);
      for (const waiter of [...waiting]) {
        if (waiter.uri === at && waiter.ok(list, version)) {
          waiting.splice(waiting.indexOf(waiter), 1);
          waiter.resolve(list);
        }
      }
    });
    connection.listen();
    await connection.sendRequest(InitializeRequest.type, {
      processId: null,
      // eslint-disable-next-line @typescript-eslint/no-deprecated -- the protocol's type still requires it
      rootUri: null,
      workspaceFolders: [{ uri: pathToFileURL(root).href, name: 'ferns' }],
      capabilities: {},
    });
    await connection.sendNotification(InitializedNotification.type, {});
  });
  afterAll(() => connection.dispose());

  test('a broken link and a broken anchor are `link-target` findings, at the place and in the words of `docwright lint`, shown once', async () => {
    // The project check has run once docs.json shows its finding: its `link-broken` and `link-anchor-broken` are kept for the page.
    await connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri: uri('docs.json'), languageId: 'json', version: 1, text: DOCS_JSON } });
    await diagnostics('docs.json', (l) => l.some((d) => d.code === 'nav-page-missing'));
    await connection.sendNotification(DidOpenTextDocumentNotification.type, { textDocument: { uri: uri('guide/links.mdx'), languageId: 'mdx', version: 1, text: LINKS } });
    // Both the lint of the open text and the project check (`link-broken`, `link-anchor-broken` on disk) are in.
    const list = await diagnostics('guide/links.mdx', (l) => l.filter((d) => d.code === 'link-target').length === 2);
    const cli = (await cliLint('guide/links.mdx')).filter((f) => f.ruleId === 'link-target');
    expect(cli).toHaveLength(2);
    // The lint's findings carry no end: the server's range runs to the end of the line, so the start is compared.
    const start = ({ file, line, column, ruleId, severity, message }: Row): Row => ({ file, line, column, ruleId, severity, message });
    expect(sorted(asRows('guide/links.mdx', list).map(start))).toEqual(sorted(cli.map((f) => start(row(root, f)))));
    // Long: the lint thread starts and the project is checked a first time (14 to 22 s alone at load 20 on 2 cores).
  }, 120_000);

  test('an edit that fixes the link takes its finding away, and one that breaks it again brings it back', async () => {
    const fixed = LINKS.replace('/guide/nope', '/guide/setup');
    await connection.sendNotification(DidChangeTextDocumentNotification.type, { textDocument: { uri: uri('guide/links.mdx'), version: 2 }, contentChanges: [{ text: fixed }] });
    // The lint of the edited text is in once no `link-target` names the link (the page's diagnostics of version 2).
    const after = await diagnostics('guide/links.mdx', (l, at) => at === 2 && !l.some((d) => d.code === 'link-target' && messageOf(d).includes('/guide/nope')));
    // The anchor is still broken as typed; the link is fixed in the text only, so the check of the file on disk still has it (documented).
    expect(after.map((d) => d.code).sort()).toEqual(['link-broken', 'link-target']);
    const broken = LINKS.replace('/guide/nope', '/guide/nope-again');
    await connection.sendNotification(DidChangeTextDocumentNotification.type, { textDocument: { uri: uri('guide/links.mdx'), version: 3 }, contentChanges: [{ text: broken }] });
    const again = await diagnostics('guide/links.mdx', (l, at) => at === 3 && l.some((d) => messageOf(d).includes('/guide/nope-again')));
    expect(again.find((d) => messageOf(d).includes('/guide/nope-again'))).toMatchObject({ code: 'link-target', severity: 1, range: { start: { line: 7, character: 34 } } });
  });

  test("docs.json's findings are at the key, as `check --links` places them", async () => {
    const list = await diagnostics('docs.json', (l) => l.some((d) => d.code === 'nav-page-missing'));
    const cli = (await checkProject(root, { links: true })).findings.filter((f) => f.file === join(root, 'docs.json'));
    expect(cli.length).toBeGreaterThan(0);
    expect(sorted(asRows('docs.json', list))).toEqual(sorted(cli.map((f) => row(root, f))));
  });
});

describe('docwright mcp reports what docwright lint and check report', () => {
  let client: McpClient;
  beforeAll(async () => {
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await createMcpServer({ root }).connect(serverSide);
    client = new McpClient({ name: 'test', version: '1.0.0' });
    await client.connect(clientSide);
  });
  afterAll(() => client.close());

  const call = async (name: string, args: Record<string, unknown>): Promise<{ findings: Row[] }> => {
    const result = await client.callTool({ name, arguments: args });
    return result.structuredContent as { findings: Row[] };
  };

  test('check_config gives each finding its place from start to end, as `check --links --format json` does', async () => {
    const { findings } = await call('check_config', { links: true });
    const cli = (await checkProject(root, { links: true })).findings;
    expect(cli.some((f) => f.endLine !== undefined)).toBe(true);
    expect(sorted(findings.map((f) => row(root, f)))).toEqual(sorted(cli.map((f) => row(root, f))));
  });

  test('lint_page gives the findings of `docwright lint`', async () => {
    const { findings } = await call('lint_page', { path: 'guide/links.mdx' });
    const cli = await cliLint('guide/links.mdx');
    expect(sorted(findings.map((f) => row(root, { ...f, file: 'guide/links.mdx' })))).toEqual(sorted(cli.map((f) => row(root, f))));
  });
});
