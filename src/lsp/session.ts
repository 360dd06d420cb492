// The language server's state: the workspace folder it is bound to, the docs projects in it,
// the last lint of each open page, and the timers of the lints and checks to come. The
// handlers in src/lsp/server.ts call into it.
import { basename, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Connection, Diagnostic, InitializeParams, TextDocuments } from 'vscode-languageserver/node';
import { CONFIG_FILES } from '../config/index.js';
import type { Finding } from '../findings/finding.js';
import { SEARCH_PLACES } from '../lint/settings.js';
import { coveredCheckIds } from '../lint/directives.js';
import { VALE_CONFIG_NAMES } from '../vale/index.js';
import { isInside, realPathOrSame } from '../fs/paths.js';
import { CHECK_DOCS_URL, toDiagnostic } from './diagnostics.js';
import { DocsProject, docsRootOf } from './project.js';
import { LintAbortedError, LintThread } from './lint-thread.js';

export interface ServerOptions {
  /** Milliseconds between the last keystroke and the lint of a page (default 150). */
  lintDelay?: number;
  /** Milliseconds between the last file change and the project check (default 400). */
  checkDelay?: number;
  /** Whether the project check includes `--links` (default true). */
  links?: boolean;
  /**
   * Awaited before a page's lint starts, with its URI and the text's version: the lint is pending meanwhile, and an
   * edit made then cancels it (a hook for tests and embedders; nothing waits by default).
   */
  beforeLint?: (uri: string, version: number) => Promise<void> | void;
  /** Called when a page's lint ran to the end, with its URI and the text's version (a hook for tests). */
  linted?: (uri: string, version: number) => void;
  /**
   * Milliseconds a page's lint that a newer edit made stale may go on running on the lint thread before the thread is
   * ended and started again (default `ABORT_BUDGET_MS`, 500: about what starting a new thread costs).
   */
  abortBudget?: number;
}

export const PAGE = /\.mdx?$/;

export function isConfigFile(file: string): boolean {
  return (CONFIG_FILES as readonly string[]).includes(basename(file));
}

export function isSettingsFile(file: string): boolean {
  // Vale's configuration (`.vale.ini` …) and a vocabulary's word lists decide Vale findings (src/vale/), as a lint config does.
  const posix = file.replaceAll('\\', '/');
  return SEARCH_PLACES.some((place) => posix === place || posix.endsWith(`/${place}`)) || [...VALE_CONFIG_NAMES, 'accept.txt', 'reject.txt'].includes(basename(file));
}

/** Run `task` once `delay` ms have passed, in place of a run under the same key that has not started yet. */
function debounce<K>(timers: Map<K, NodeJS.Timeout>, key: K, delay: number, task: () => unknown): void {
  clearTimeout(timers.get(key));
  timers.set(
    key,
    setTimeout(() => {
      timers.delete(key);
      task();
    }, delay),
  );
}

function numberOption(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;
}

/** The path of a `file:` URI; `undefined` for any other URI. */
export function fileOf(uri: string): string | undefined {
  if (!uri.startsWith('file:')) return undefined;
  try {
    return fileURLToPath(uri);
  } catch {
    return undefined;
  }
}

export function uriOf(file: string): string {
  return pathToFileURL(file).href;
}

/** An open document with its file and project, when the server may read it. */
export interface OpenPage {
  document: TextDocument;
  file: string;
  project: DocsProject;
}

export class Session {
  readonly projects = new Map<string, DocsProject>();
  readonly lintResults = new Map<string, { version: number; findings: Finding[] }>();
  /** The URIs with diagnostics on the client, and the project they came from. */
  readonly published = new Map<string, DocsProject>();
  readonly lintTimers = new Map<string, NodeJS.Timeout>();
  /** Pages waiting for their lint, in order; one lint runs at a time, and requests are answered between two. */
  private readonly lintQueue = new Set<string>();
  /** Each page's lint generation: an edit starts a new one, and a lint of an older one stops at its next step. */
  private readonly lintGenerations = new Map<string, number>();
  private lintRunning = false;
  private lintTurn: NodeJS.Immediate | undefined;
  private stopped = false;
  private readonly beforeLint: ServerOptions['beforeLint'];
  private readonly linted: ServerOptions['linted'];
  /** The thread pages are linted on as you type, so requests are answered while a lint runs. */
  readonly lintThread: LintThread;
  /** The running lint of each page, stopped by a newer edit. */
  private readonly lintAborts = new Map<string, AbortController>();
  readonly checkTimers = new Map<DocsProject, NodeJS.Timeout>();
  /** The workspace folder as the client names it, and its real path: nothing outside it is read. */
  bound: string | undefined;
  boundReal: string | undefined;
  snippets = false;
  watchFiles = false;
  /** Whether the client asks for a code action's edit when it applies it (`codeAction/resolve`). */
  resolveEdits = false;
  lintDelay: number;
  checkDelay: number;
  links: boolean;

  constructor(
    readonly connection: Connection,
    readonly documents: TextDocuments<TextDocument>,
    options: ServerOptions,
  ) {
    this.lintDelay = options.lintDelay ?? 150;
    this.checkDelay = options.checkDelay ?? 400;
    this.links = options.links ?? true;
    this.beforeLint = options.beforeLint;
    this.linted = options.linted;
    this.lintThread = new LintThread(options.abortBudget);
  }

  /** Takes the workspace folder, the options and the client's capabilities from `initialize`. */
  initialize(params: InitializeParams): void {
    // Clients that predate workspace folders name the root with `rootUri` (or `rootPath`).
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    const folder = params.workspaceFolders?.[0]?.uri ?? params.rootUri ?? (params.rootPath ? uriOf(params.rootPath) : undefined);
    const path = folder ? fileOf(folder) : undefined;
    this.bound = path;
    this.boundReal = path === undefined ? undefined : realPathOrSame(path);
    const init: unknown = params.initializationOptions;
    if (typeof init === 'object' && init !== null) {
      if ('lintDelay' in init) this.lintDelay = numberOption(init.lintDelay, this.lintDelay);
      if ('checkDelay' in init) this.checkDelay = numberOption(init.checkDelay, this.checkDelay);
      if ('links' in init && typeof init.links === 'boolean') this.links = init.links;
    }
    this.snippets = params.capabilities.textDocument?.completion?.completionItem?.snippetSupport === true;
    this.watchFiles = params.capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration === true;
    this.resolveEdits = params.capabilities.textDocument?.codeAction?.resolveSupport?.properties.includes('edit') === true;
  }

  /** The docs project a file belongs to; `undefined` outside the workspace folder. */
  projectFor(file: string): DocsProject | undefined {
    const { bound, boundReal } = this;
    if (bound === undefined || boundReal === undefined || !isInside(bound, file) || !isInside(boundReal, realPathOrSame(file))) return undefined;
    const root = docsRootOf(dirname(file), bound);
    let project = this.projects.get(root);
    if (!project) {
      project = new DocsProject(root, bound, this.links);
      this.projects.set(root, project);
      this.scheduleCheck(project);
    }
    return project;
  }

  /** The open document at `uri` with its file and project; `undefined` when any is missing. */
  openPage(uri: string): OpenPage | undefined {
    const document = this.documents.get(uri);
    const file = fileOf(uri);
    const project = file === undefined ? undefined : this.projectFor(file);
    return document && project && file !== undefined ? { document, file, project } : undefined;
  }

  readonly report = (error: unknown): void => {
    this.connection.console.error(`docwright: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  };

  /** Sends a file's diagnostics: the last lint of its open text, then the project check's findings not already among them. */
  publish(uri: string, project: DocsProject): void {
    const file = fileOf(uri);
    if (file === undefined) return;
    const document = this.documents.get(uri);
    // An open page not linted yet: its lint publishes it once ready (an empty list now would say "no problems" first).
    if (document && PAGE.test(file) && !this.lintResults.has(uri)) return;
    const diagnostics: Diagnostic[] = [];
    // The last lint of the open text, even when a newer one is on its way: no flicker.
    const lint = document ? this.lintResults.get(uri) : undefined;
    const seen = new Set<string>();
    for (const finding of lint?.findings ?? []) {
      // A link problem lint's `link-target` reports is the one `check --links` reports under its own id: shown once, as lint's.
      for (const id of [finding.ruleId, ...coveredCheckIds(finding.ruleId)]) seen.add(`${id}:${finding.line}:${finding.message}`);
      diagnostics.push(toDiagnostic(finding, document));
    }
    for (const finding of project.checkFindings.get(file) ?? []) {
      if (seen.has(`${finding.ruleId}:${finding.line}:${finding.message}`)) continue;
      diagnostics.push(toDiagnostic(finding, document, CHECK_DOCS_URL));
    }
    if (diagnostics.length > 0) this.published.set(uri, project);
    else if (!this.published.delete(uri) && !document) return;
    void this.connection.sendDiagnostics({ uri, ...(document ? { version: document.version } : {}), diagnostics });
  }

  /** Publishes every file of the project that has or had diagnostics, and its open documents. */
  publishProject(project: DocsProject): void {
    const uris = new Set<string>([...project.checkFindings.keys()].map(uriOf));
    for (const [uri, owner] of this.published) if (owner === project) uris.add(uri);
    for (const document of this.documents.all()) if (this.projectFor(fileOf(document.uri) ?? '') === project) uris.add(document.uri);
    for (const uri of uris) this.publish(uri, project);
  }

  /**
   * Lints an open page's text and publishes the result, unless `generation` (from `scheduleLint`) is no longer the
   * page's: a newer edit cancelled this lint, which then stops before its next step and publishes nothing.
   */
  async lintNow(uri: string, generation = this.lintGenerations.get(uri) ?? 0): Promise<void> {
    const current = (): boolean => !this.stopped && (this.lintGenerations.get(uri) ?? 0) === generation;
    const document = this.documents.get(uri);
    const file = fileOf(uri);
    if (!document || file === undefined || !PAGE.test(file)) return;
    const project = this.projectFor(file);
    if (!project) return;
    const { version: at } = document;
    const text = document.getText();
    await this.beforeLint?.(uri, at);
    if (!current()) return;
    const controller = new AbortController();
    this.lintAborts.set(uri, controller);
    const findings = await this.lintOnThread(project, file, text, controller.signal)
      .catch((error: unknown) => {
        // Stopped by a newer edit, or the server stopped: nothing to publish.
        if (error instanceof LintAbortedError || !current()) return [];
        throw error;
      })
      .finally(() => {
        if (this.lintAborts.get(uri) === controller) this.lintAborts.delete(uri);
      });
    // A newer text is on its way to being linted: this result is already stale.
    if (!current() || this.documents.get(uri)?.version !== at) return;
    this.keepLint(uri, at, findings);
    this.linted?.(uri, at);
    this.publish(uri, project);
  }

  /**
   * A page's text linted on the lint thread (`signal` drops it: rejects with `LintAbortedError`); when the thread
   * failed (it could not start, or ended), the lint runs here, and the next starts a thread again.
   */
  lintOnThread(project: DocsProject, file: string, text: string, signal?: AbortSignal): Promise<Finding[]> {
    return project.lintPage(file, text, this.lintThread, signal).catch((error: unknown) => {
      if (error instanceof LintAbortedError || this.stopped || signal?.aborted) throw error;
      this.report(error);
      return project.lintPage(file, text);
    });
  }

  /** The page's text with every fix applied, on the lint thread as `lintOnThread` lints it. */
  fixOnThread(project: DocsProject, file: string, text: string, signal?: AbortSignal): Promise<string | undefined> {
    return project.fixPage(file, text, this.lintThread, signal).catch((error: unknown) => {
      if (error instanceof LintAbortedError || this.stopped || signal?.aborted) throw error;
      this.report(error);
      return project.fixPage(file, text);
    });
  }

  /** Keeps a lint of the page's text at `version`, unless a lint of a newer text is kept already. */
  private keepLint(uri: string, version: number, findings: Finding[]): void {
    if ((this.lintResults.get(uri)?.version ?? -Infinity) > version) return;
    this.lintResults.set(uri, { version, findings });
  }

  /**
   * The open page's findings for its current text, linted on the lint thread if the last lint is older (so requests
   * are answered meanwhile); `signal` (the request's cancellation) drops that lint, rejecting with `LintAbortedError`.
   */
  async currentFindings(uri: string, page: OpenPage, signal?: AbortSignal): Promise<Finding[]> {
    const { version } = page.document;
    const result = this.lintResults.get(uri);
    if (result?.version === version) return result.findings;
    const findings = await this.lintOnThread(page.project, page.file, page.document.getText(), signal);
    this.keepLint(uri, version, findings);
    return findings;
  }

  /** Stops the page's running lint, if any: its result would be stale. */
  private abortLint(uri: string): void {
    this.lintAborts.get(uri)?.abort();
    this.lintAborts.delete(uri);
  }

  /**
   * Lints the page `delay` ms after its last edit (debounced). The edit cancels the page's older lint, waiting or
   * running; the lint joins the queue, which runs one page at a time, each in a turn of its own after the requests
   * that came in meanwhile (`setImmediate`), so hover and completion are answered between two pages' lints.
   */
  scheduleLint(uri: string, delay = this.lintDelay): void {
    if (this.stopped) return;
    clearTimeout(this.lintTimers.get(uri));
    this.lintGenerations.set(uri, (this.lintGenerations.get(uri) ?? 0) + 1);
    this.abortLint(uri);
    this.lintQueue.delete(uri);
    this.lintTimers.set(
      uri,
      setTimeout(() => {
        this.lintTimers.delete(uri);
        this.lintQueue.add(uri);
        this.nextLint();
      }, delay),
    );
  }

  /** Forgets a page's lints: its timer, its place in the queue, and (by a new generation) the one running. */
  cancelLint(uri: string): void {
    clearTimeout(this.lintTimers.get(uri));
    this.lintTimers.delete(uri);
    this.lintQueue.delete(uri);
    this.lintGenerations.set(uri, (this.lintGenerations.get(uri) ?? 0) + 1);
    this.abortLint(uri);
  }

  /** Starts the next queued lint in a turn of its own, unless one runs or the queue is empty. */
  private nextLint(): void {
    if (this.stopped || this.lintRunning || this.lintTurn !== undefined || this.lintQueue.size === 0) return;
    this.lintTurn = setImmediate(() => {
      this.lintTurn = undefined;
      const uri = this.lintQueue.values().next().value;
      if (uri === undefined) return;
      this.lintQueue.delete(uri);
      this.lintRunning = true;
      this.lintNow(uri)
        .catch(this.report)
        .finally(() => {
          this.lintRunning = false;
          this.nextLint();
        });
    });
  }

  scheduleCheck(project: DocsProject, delay = this.checkDelay): void {
    debounce(this.checkTimers, project, delay, () =>
      project
        .check()
        .then(() => this.publishProject(project))
        .catch(this.report),
    );
  }

  /** Checks the project again when the page's anchors or links changed. */
  checkIfLinksChanged(project: DocsProject, file: string): void {
    project
      .linksChanged(file)
      .then((changed) => {
        if (!changed) return;
        this.scheduleCheck(project);
        // The open pages' links to it (`link-target`) are judged again.
        this.relintOpen(project);
      })
      .catch(this.report);
  }

  /** Lints the open pages of one project (of all, with `undefined`) again. */
  relintOpen(project: DocsProject | undefined): void {
    for (const document of this.documents.all()) {
      const file = fileOf(document.uri);
      if (file !== undefined && (project === undefined || this.projectFor(file) === project)) this.scheduleLint(document.uri, 0);
    }
  }

  /** Forgets every project and its diagnostics: which folder is whose docs root may have changed. */
  forgetProjects(): void {
    for (const project of this.projects.values()) clearTimeout(this.checkTimers.get(project));
    this.projects.clear();
    for (const uri of [...this.published.keys()]) void this.connection.sendDiagnostics({ uri, diagnostics: [] });
    this.published.clear();
    this.relintOpen(undefined);
  }

  /** Stops every pending lint and check: nothing is left to keep the process alive. */
  /** Whether the client asked the server to shut down (`shutdown`). */
  get isStopped(): boolean {
    return this.stopped;
  }

  stop(): void {
    this.stopped = true;
    if (this.lintTurn !== undefined) clearImmediate(this.lintTurn);
    this.lintTurn = undefined;
    this.lintQueue.clear();
    this.lintAborts.clear();
    this.lintThread.stop().catch(this.report);
    for (const timer of this.lintTimers.values()) clearTimeout(timer);
    for (const timer of this.checkTimers.values()) clearTimeout(timer);
    this.lintTimers.clear();
    this.checkTimers.clear();
  }
}
