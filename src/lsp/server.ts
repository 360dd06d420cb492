// `docwright lsp`: the language server. A thin adapter over the library the CLI runs: pages
// are linted as you type with `lintText` and the project's settings, and `check --links` runs
// over the files on disk when docs.json, a page or any other file of the project changes.
import { realpathSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Readable, Writable } from 'node:stream';
import { TextDocument } from 'vscode-languageserver-textdocument';
import {
  CodeActionKind,
  createConnection,
  DidChangeWatchedFilesNotification,
  FileChangeType,
  StreamMessageReader,
  StreamMessageWriter,
  TextDocuments,
  TextDocumentSyncKind,
  type Connection,
  type Diagnostic,
  type InitializeResult,
} from 'vscode-languageserver/node';
import { CONFIG_FILES } from '../config/index.js';
import type { Finding } from '../findings/finding.js';
import { SEARCH_PLACES } from '../lint/settings.js';
import { isInside } from '../project/paths.js';
import { version } from '../version.js';
import { codeActions, isFixAllData, wholeTextEdit } from './actions.js';
import { CHECK_DOCS_URL, toDiagnostic } from './diagnostics.js';
import { completeConfig, completePage, defineConfig, definePage, hoverPage } from './features.js';
import { DocsProject, docsRootOf } from './project.js';

export interface ServerOptions {
  /** Milliseconds between the last keystroke and the lint of a page (default 150). */
  lintDelay?: number;
  /** Milliseconds between the last file change and the project check (default 400). */
  checkDelay?: number;
  /** Whether the project check includes `--links` (default true). */
  links?: boolean;
}

const PAGE = /\.mdx?$/;

function isConfigFile(file: string): boolean {
  return (CONFIG_FILES as readonly string[]).includes(basename(file));
}

function isSettingsFile(file: string): boolean {
  return SEARCH_PLACES.includes(basename(file));
}

function realOrSame(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
}

function numberOption(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;
}

/** Serve the language protocol on `connection` until it closes. */
export function startServer(connection: Connection, options: ServerOptions = {}): void {
  const documents = new TextDocuments(TextDocument);
  const projects = new Map<string, DocsProject>();
  const lintResults = new Map<string, { version: number; findings: Finding[] }>();
  const published = new Map<string, DocsProject>();
  const lintTimers = new Map<string, NodeJS.Timeout>();
  const checkTimers = new Map<DocsProject, NodeJS.Timeout>();
  /** The workspace folder as the client names it, and its real path: nothing outside it is read. */
  let bound: string | undefined;
  let boundReal: string | undefined;
  let snippets = false;
  let watchFiles = false;
  /** Whether the client asks for a code action's edit when it applies it (`codeAction/resolve`). */
  let resolveEdits = false;
  let lintDelay = options.lintDelay ?? 150;
  let checkDelay = options.checkDelay ?? 400;
  let links = options.links ?? true;

  const fileOf = (uri: string): string | undefined => {
    if (!uri.startsWith('file:')) return undefined;
    try {
      return fileURLToPath(uri);
    } catch {
      return undefined;
    }
  };
  const uriOf = (file: string): string => pathToFileURL(file).href;

  /** The docs project a file belongs to; `undefined` outside the workspace folder. */
  const projectFor = (file: string): DocsProject | undefined => {
    if (bound === undefined || boundReal === undefined || !isInside(bound, file) || !isInside(boundReal, realOrSame(file))) return undefined;
    const root = docsRootOf(dirname(file), bound);
    let project = projects.get(root);
    if (!project) {
      project = new DocsProject(root, bound, links);
      projects.set(root, project);
      scheduleCheck(project);
    }
    return project;
  };

  const report = (error: unknown): void => {
    connection.console.error(`docwright: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  };

  const publish = (uri: string, project: DocsProject): void => {
    const file = fileOf(uri);
    if (file === undefined) return;
    const document = documents.get(uri);
    const diagnostics: Diagnostic[] = [];
    // The last lint of the open text, even when a newer one is on its way: no flicker.
    const lint = document ? lintResults.get(uri) : undefined;
    const seen = new Set<string>();
    if (lint) {
      for (const finding of lint.findings) {
        seen.add(`${finding.ruleId}:${finding.line}:${finding.message}`);
        diagnostics.push(toDiagnostic(finding, document));
      }
    }
    for (const finding of project.checkFindings.get(file) ?? []) {
      if (seen.has(`${finding.ruleId}:${finding.line}:${finding.message}`)) continue;
      diagnostics.push(toDiagnostic(finding, document, CHECK_DOCS_URL));
    }
    if (diagnostics.length > 0) published.set(uri, project);
    else if (!published.delete(uri) && !document) return;
    void connection.sendDiagnostics({ uri, ...(document ? { version: document.version } : {}), diagnostics });
  };

  const publishProject = (project: DocsProject): void => {
    const uris = new Set<string>([...project.checkFindings.keys()].map(uriOf));
    for (const [uri, owner] of published) if (owner === project) uris.add(uri);
    for (const document of documents.all()) if (projectFor(fileOf(document.uri) ?? '') === project) uris.add(document.uri);
    for (const uri of uris) publish(uri, project);
  };

  const lintNow = async (uri: string): Promise<void> => {
    const document = documents.get(uri);
    const file = fileOf(uri);
    if (!document || file === undefined || !PAGE.test(file)) return;
    const project = projectFor(file);
    if (!project) return;
    const { version: at } = document;
    const findings = await project.lintPage(file, document.getText());
    // A newer text is on its way to being linted: this result is already stale.
    if (documents.get(uri)?.version !== at) return;
    lintResults.set(uri, { version: at, findings });
    publish(uri, project);
  };

  const scheduleLint = (uri: string, delay = lintDelay): void => {
    clearTimeout(lintTimers.get(uri));
    lintTimers.set(
      uri,
      setTimeout(() => {
        lintTimers.delete(uri);
        lintNow(uri).catch(report);
      }, delay),
    );
  };

  function scheduleCheck(project: DocsProject, delay = checkDelay): void {
    clearTimeout(checkTimers.get(project));
    checkTimers.set(
      project,
      setTimeout(() => {
        checkTimers.delete(project);
        project
          .check()
          .then(() => publishProject(project))
          .catch(report);
      }, delay),
    );
  }

  const relintOpen = (project: DocsProject | undefined): void => {
    for (const document of documents.all()) {
      const file = fileOf(document.uri);
      if (file !== undefined && (project === undefined || projectFor(file) === project)) scheduleLint(document.uri, 0);
    }
  };

  connection.onInitialize((params): InitializeResult => {
    // Clients that predate workspace folders name the root with `rootUri` (or `rootPath`).
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    const folder = params.workspaceFolders?.[0]?.uri ?? params.rootUri ?? (params.rootPath ? uriOf(params.rootPath) : undefined);
    const path = folder ? fileOf(folder) : undefined;
    bound = path;
    boundReal = path === undefined ? undefined : realOrSame(path);
    const init: unknown = params.initializationOptions;
    if (typeof init === 'object' && init !== null) {
      if ('lintDelay' in init) lintDelay = numberOption(init.lintDelay, lintDelay);
      if ('checkDelay' in init) checkDelay = numberOption(init.checkDelay, checkDelay);
      if ('links' in init && typeof init.links === 'boolean') links = init.links;
    }
    snippets = params.capabilities.textDocument?.completion?.completionItem?.snippetSupport === true;
    watchFiles = params.capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration === true;
    resolveEdits = params.capabilities.textDocument?.codeAction?.resolveSupport?.properties.includes('edit') === true;
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
    if (!watchFiles) return;
    void connection.client.register(DidChangeWatchedFilesNotification.type, {
      watchers: [{ globPattern: '**/*.{md,mdx,json,yaml,yml}' }, { globPattern: '**/{.docwrightrc,.docwrightignore,.gitignore,docwright.config.js,docwright.config.mjs}' }],
    });
  });

  documents.onDidChangeContent((change) => scheduleLint(change.document.uri));
  documents.onDidOpen((event) => {
    const file = fileOf(event.document.uri);
    const project = file === undefined || !PAGE.test(file) ? undefined : projectFor(file);
    if (project && file !== undefined) project.linksChanged(file).catch(report);
  });
  documents.onDidClose((event) => {
    const uri = event.document.uri;
    clearTimeout(lintTimers.get(uri));
    lintTimers.delete(uri);
    lintResults.delete(uri);
    const file = fileOf(uri);
    const project = file === undefined ? undefined : projectFor(file);
    if (project) publish(uri, project);
  });
  documents.onDidSave((event) => {
    const file = fileOf(event.document.uri);
    const project = file === undefined ? undefined : projectFor(file);
    if (!project || file === undefined) return;
    if (isSettingsFile(file)) {
      project.invalidate({ settings: true });
      relintOpen(project);
    }
    if (isConfigFile(file) || !PAGE.test(file)) {
      project.invalidate({ project: true });
      scheduleCheck(project);
      return;
    }
    // A page saved: the project is checked again when its anchors or links changed.
    project
      .linksChanged(file)
      .then((changed) => {
        if (changed) scheduleCheck(project);
      })
      .catch(report);
  });

  connection.onDidChangeWatchedFiles((params) => {
    const check = new Set<DocsProject>();
    const relint = new Set<DocsProject>();
    const pages: [DocsProject, string][] = [];
    let roots = false;
    for (const change of params.changes) {
      const file = fileOf(change.uri);
      if (file === undefined) continue;
      if (isConfigFile(file) && change.type !== FileChangeType.Changed) roots = true;
      const project = projectFor(file);
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
    if (roots) {
      // docs.json appeared or went: which folder is whose docs root may have changed.
      for (const project of projects.values()) clearTimeout(checkTimers.get(project));
      projects.clear();
      for (const uri of [...published.keys()]) void connection.sendDiagnostics({ uri, diagnostics: [] });
      published.clear();
      relintOpen(undefined);
      return;
    }
    for (const project of check) scheduleCheck(project);
    for (const project of relint) relintOpen(project);
    // A page changed on disk (saved, or by git): checked again when its anchors or links changed.
    for (const [project, file] of pages) {
      if (check.has(project)) continue;
      project
        .linksChanged(file)
        .then((changed) => {
          if (changed) scheduleCheck(project);
        })
        .catch(report);
    }
  });

  connection.onCompletion(async (params) => {
    const document = documents.get(params.textDocument.uri);
    const file = fileOf(params.textDocument.uri);
    const project = file === undefined ? undefined : projectFor(file);
    if (!document || !project || file === undefined) return null;
    const offset = document.offsetAt(params.position);
    const model = await project.project();
    if (isConfigFile(file)) return completeConfig(document, offset, model) ?? null;
    if (PAGE.test(file)) return completePage(document, offset, model, { snippets }) ?? null;
    return null;
  });

  connection.onHover((params) => {
    const document = documents.get(params.textDocument.uri);
    const file = fileOf(params.textDocument.uri);
    if (!document || file === undefined || !PAGE.test(file) || !projectFor(file)) return null;
    return hoverPage(document, document.offsetAt(params.position)) ?? null;
  });

  connection.onDefinition(async (params) => {
    const document = documents.get(params.textDocument.uri);
    const file = fileOf(params.textDocument.uri);
    const project = file === undefined ? undefined : projectFor(file);
    if (!document || !project || file === undefined) return null;
    const offset = document.offsetAt(params.position);
    const model = await project.project();
    if (isConfigFile(file)) return defineConfig(document, offset, model, uriOf) ?? null;
    if (PAGE.test(file)) return definePage(document, offset, file, model, uriOf) ?? null;
    return null;
  });

  connection.onCodeAction(async (params) => {
    const uri = params.textDocument.uri;
    const document = documents.get(uri);
    const file = fileOf(uri);
    const project = file === undefined ? undefined : projectFor(file);
    if (!document || !project || file === undefined || !PAGE.test(file)) return null;
    let result = lintResults.get(uri);
    if (result?.version !== document.version) {
      result = { version: document.version, findings: await project.lintPage(file, document.getText()) };
      lintResults.set(uri, result);
    }
    const settings = await project.lintSettings();
    const actions = await codeActions({
      document,
      syntax: settings.resolved?.syntaxFor(file) ?? (file.endsWith('.mdx') ? 'mdx' : 'md'),
      findings: result.findings,
      range: params.range,
      diagnostics: params.context.diagnostics,
      relint: (text) => project.lintPage(file, text),
      ...(resolveEdits ? {} : { fixAll: () => project.fixPage(file, document.getText()) }),
    });
    const only = params.context.only;
    return only ? actions.filter((action) => only.some((kind) => action.kind === kind || action.kind?.startsWith(`${kind}.`))) : actions;
  });

  connection.onCodeActionResolve(async (action) => {
    if (!isFixAllData(action.data)) return action;
    const uri = action.data.fixAll;
    const document = documents.get(uri);
    const file = fileOf(uri);
    const project = file === undefined ? undefined : projectFor(file);
    if (!document || !project || file === undefined || document.version !== action.data.version) return action;
    const fixed = await project.fixPage(file, document.getText());
    return fixed === undefined ? action : { ...action, edit: { changes: { [uri]: [wholeTextEdit(document, fixed)] } } };
  });

  connection.onShutdown(() => {
    for (const timer of lintTimers.values()) clearTimeout(timer);
    for (const timer of checkTimers.values()) clearTimeout(timer);
    lintTimers.clear();
    checkTimers.clear();
  });

  documents.listen(connection);
  connection.listen();
}

/** A server over a pair of streams (stdio, or in-process streams in tests). */
export function serve(input: Readable, output: Writable, options: ServerOptions = {}): Connection {
  const connection = createConnection(new StreamMessageReader(input), new StreamMessageWriter(output));
  startServer(connection, options);
  return connection;
}
