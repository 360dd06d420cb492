// `docwright lsp`: the language server. A thin adapter over the library the CLI runs: pages
// are linted as you type with `verifyText` and the project's settings, and `check --links` runs
// over the files on disk when docs.json, a page or any other file of the project changes.
// The state (projects, last lints, timers) is a `Session` (src/lsp/session.ts); this file
// wires the protocol's requests and notifications to it, one group per function.
import { basename } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { TextDocument } from 'vscode-languageserver-textdocument';
import {
  CodeActionKind,
  createConnection,
  DidChangeWatchedFilesNotification,
  FileChangeType,
  StreamMessageWriter,
  TextDocuments,
  TextDocumentSyncKind,
  type CancellationToken,
  type CodeAction,
  type Connection,
  type InitializeResult,
  type TextDocumentPositionParams,
} from 'vscode-languageserver/node';
import { version } from '../version.js';
import { codeActions, isFixAllData, wholeTextEdit } from './actions.js';
import { completeConfig, completePage, defineConfig, definePage, hoverPage } from './features.js';
import type { Project } from '../project/load.js';
import { answering, FramedMessageReader } from './framing.js';
import { LintAbortedError } from './lint-thread.js';
import type { DocsProject } from './project.js';
import { fileOf, isConfigFile, isSettingsFile, PAGE, Session, uriOf, type ServerOptions } from './session.js';

export type { ServerOptions } from './session.js';

/** Answers `initialize` and, once initialised, asks the client to watch the project's files. */
function handleLifecycle(session: Session): void {
  const { connection } = session;
  connection.onInitialize((params): InitializeResult => {
    session.initialize(params);
    return {
      capabilities: {
        textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental, save: { includeText: false } },
        completionProvider: { triggerCharacters: ['<', ' ', '"', "'", '/', '('] },
        hoverProvider: true,
        definitionProvider: true,
        codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix, CodeActionKind.SourceFixAll], resolveProvider: true },
      },
      serverInfo: { name: 'docwright', version },
    };
  });
  connection.onInitialized(() => {
    if (!session.watchFiles) return;
    void connection.client.register(DidChangeWatchedFilesNotification.type, {
      watchers: [{ globPattern: '**/*.{md,mdx,json,yaml,yml}' }, { globPattern: '**/{.docwrightrc,.docwrightignore,.gitignore,.mintignore,.docwrightrc.*,docwrightrc,docwrightrc.*,docwright.config.js,docwright.config.cjs,docwright.config.mjs,.vale,_vale,vale.ini,.vale.ini,_vale.ini,accept.txt,reject.txt}' }],
    });
  });
  connection.onShutdown(() => session.stop());
}

/** Open, edited, closed and saved documents: lint as the text changes, check when the project changes. */
function handleDocuments(session: Session): void {
  const { documents } = session;
  documents.onDidChangeContent((change) => session.scheduleLint(change.document.uri));
  documents.onDidOpen((event) => {
    const file = fileOf(event.document.uri);
    // docs.json opened first (before any page) gets the project check's findings too: the project is made, and checked.
    if (file !== undefined && isConfigFile(file)) session.projectFor(file);
    const project = file === undefined || !PAGE.test(file) ? undefined : session.projectFor(file);
    if (project && file !== undefined) project.linksChanged(file).catch(session.report);
  });
  documents.onDidClose((event) => {
    const uri = event.document.uri;
    session.cancelLint(uri);
    session.lintResults.delete(uri);
    const file = fileOf(uri);
    const project = file === undefined ? undefined : session.projectFor(file);
    if (project) session.publish(uri, project);
  });
  documents.onDidSave((event) => {
    const file = fileOf(event.document.uri);
    const project = file === undefined ? undefined : session.projectFor(file);
    if (!project || file === undefined) return;
    if (isSettingsFile(file)) {
      project.invalidate({ settings: true });
      session.relintOpen(project);
    }
    if (isConfigFile(file) || !PAGE.test(file)) {
      project.invalidate({ project: true });
      session.scheduleCheck(project);
      return;
    }
    // A page saved: the project is checked again when its anchors or links changed.
    session.checkIfLinksChanged(project, file);
  });
}

/** Files changed on disk (by the editor, git or anything else): read again what they affect. */
function handleWatchedFiles(session: Session): void {
  session.connection.onDidChangeWatchedFiles((params) => {
    const check = new Set<DocsProject>();
    const relint = new Set<DocsProject>();
    const pages: [DocsProject, string][] = [];
    let roots = false;
    for (const change of params.changes) {
      const file = fileOf(change.uri);
      if (file === undefined) continue;
      if (isConfigFile(file) && change.type !== FileChangeType.Changed) roots = true;
      const project = session.projectFor(file);
      if (!project) continue;
      if (isSettingsFile(file)) {
        project.invalidate({ settings: true });
        relint.add(project);
        if (basename(file) !== 'package.json') continue;
      }
      if (PAGE.test(file) && change.type === FileChangeType.Changed) {
        pages.push([project, file]);
        continue;
      }
      // A file added, removed or renamed, docs.json or an ignore file changed: the index and the model are read again.
      project.invalidate({ project: true });
      check.add(project);
      relint.add(project);
    }
    // docs.json appeared or went: which folder is whose docs root may have changed.
    if (roots) {
      session.forgetProjects();
      return;
    }
    for (const project of check) session.scheduleCheck(project);
    for (const project of relint) session.relintOpen(project);
    // A page changed on disk (saved, or by git): checked again when its anchors or links changed.
    for (const [project, file] of pages) if (!check.has(project)) session.checkIfLinksChanged(project, file);
  });
}

/** An answer at a cursor: from the document, the cursor's offset, the project's model and the file's path. */
type CursorAnswer<T> = (document: TextDocument, offset: number, model: Project, file: string) => T | undefined;

/** A request at a cursor in an open docs.json or page, answered by `answers.config` or `answers.page`; null elsewhere. */
async function answerAt<T>(session: Session, params: TextDocumentPositionParams, answers: { config: CursorAnswer<T>; page: CursorAnswer<T> }): Promise<T | null> {
  const open = session.openPage(params.textDocument.uri);
  if (!open) return null;
  const { document, file, project } = open;
  const offset = document.offsetAt(params.position);
  const model = await project.project();
  if (isConfigFile(file)) return answers.config(document, offset, model, file) ?? null;
  if (PAGE.test(file)) return answers.page(document, offset, model, file) ?? null;
  return null;
}

/** Completion, hover and go-to-definition in pages and in docs.json. */
function handleLanguageFeatures(session: Session): void {
  const { connection } = session;
  connection.onCompletion((params) =>
    answerAt(session, params, {
      config: (document, offset, model) => completeConfig(document, offset, model),
      page: (document, offset, model) => completePage(document, offset, model, { snippets: session.snippets }),
    }),
  );
  connection.onHover((params) => {
    const document = session.documents.get(params.textDocument.uri);
    const file = fileOf(params.textDocument.uri);
    if (!document || file === undefined || !PAGE.test(file) || !session.projectFor(file)) return null;
    return hoverPage(document, document.offsetAt(params.position)) ?? null;
  });
  connection.onDefinition((params) =>
    answerAt(session, params, {
      config: (document, offset, model) => defineConfig(document, offset, model, uriOf),
      page: (document, offset, model, file) => definePage(document, offset, file, model, uriOf),
    }),
  );
}

/** An `AbortSignal` that aborts when the client cancels the request. */
function signalOf(token: CancellationToken): AbortSignal {
  const controller = new AbortController();
  if (token.isCancellationRequested) controller.abort();
  else token.onCancellationRequested(() => controller.abort());
  return controller.signal;
}

/** A request's answer, or `fallback` when the client cancelled it (its lint on the thread was dropped). */
async function unlessCancelled<T>(answer: Promise<T>, fallback: T): Promise<T> {
  try {
    return await answer;
  } catch (error) {
    if (error instanceof LintAbortedError) return fallback;
    throw error;
  }
}

/**
 * Quick fixes and "fix all" for a page's lint findings. Every lint they need (a stale page, the check that "disable
 * for this line" switches a finding off, the fixed text) runs on the lint thread, so hover and completion are answered
 * meanwhile; the client's cancellation drops it.
 */
function handleCodeActions(session: Session): void {
  const { connection } = session;
  connection.onCodeAction((params, token) => {
    const uri = params.textDocument.uri;
    const page = session.openPage(uri);
    if (!page || !PAGE.test(page.file)) return null;
    const { document, file, project } = page;
    const signal = signalOf(token);
    const answer = async (): Promise<CodeAction[]> => {
      const findings = await session.currentFindings(uri, page, signal);
      const settings = await project.lintSettings();
      const actions = await codeActions({
        document,
        file,
        syntax: settings.resolved?.syntaxFor(file) ?? (file.endsWith('.mdx') ? 'mdx' : 'md'),
        findings,
        range: params.range,
        diagnostics: params.context.diagnostics,
        relint: (text) => session.lintOnThread(project, file, text, signal),
        ...(session.resolveEdits ? {} : { fixAll: () => session.fixOnThread(project, file, document.getText(), signal) }),
      });
      const only = params.context.only;
      return only ? actions.filter((action) => only.some((kind) => action.kind === kind || action.kind?.startsWith(`${kind}.`))) : actions;
    };
    return unlessCancelled(answer(), null);
  });
  connection.onCodeActionResolve(async (action, token) => {
    if (!isFixAllData(action.data)) return action;
    const uri = action.data.fixAll;
    const page = session.openPage(uri);
    if (!page || page.document.version !== action.data.version) return action;
    const fixed = await unlessCancelled(session.fixOnThread(page.project, page.file, page.document.getText(), signalOf(token)), undefined);
    return fixed === undefined ? action : { ...action, edit: { changes: { [uri]: [wholeTextEdit(page.document, fixed)] } } };
  });
}

/** What a running server tells its host: whether the client asked it to shut down. */
export interface RunningServer {
  readonly shutDown: boolean;
}

/** Serve the language protocol on `connection` until it closes. */
export function startServer(connection: Connection, options: ServerOptions = {}): RunningServer {
  const documents = new TextDocuments(TextDocument);
  const session = new Session(connection, documents, options);
  handleLifecycle(session);
  handleDocuments(session);
  handleWatchedFiles(session);
  handleLanguageFeatures(session);
  handleCodeActions(session);
  documents.listen(connection);
  connection.listen();
  return {
    get shutDown() {
      return session.isStopped;
    },
  };
}

/** A server over a pair of streams (stdio, or in-process streams in tests). */
export function serve(input: Readable, output: Writable, options: ServerOptions = {}): Connection {
  const writer = new StreamMessageWriter(output);
  const reader = new FramedMessageReader(input, answering(writer));
  const connection = createConnection(reader, writer);
  startServer(connection, options);
  return connection;
}
