// One docs project as the language server keeps it warm: its lint settings, its page index
// and configuration (src/project), and the findings of the last `check --links` run. Every
// piece is the library's own and is read again only when a file it came from changes.
import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { CONFIG_FILES } from '../config/index.js';
import { configChoice, ConfigCodeRefusedError } from '../lint/config-choice.js';
import type { Finding } from '../findings/finding.js';
import { verifyTextSync, type VerifyTextOptions } from '../lint/verify-text.js';
import { LintConfigError, ruleIsOn, SEARCH_PLACES, type ResolvedLintConfig } from '../lint/settings.js';
import { lintProjectOf, type LintProject } from '../lint/project-links.js';
import type { Project } from '../project/load.js';
import type { PageMemo } from '../check/page-memo.js';
import { ProjectCache } from '../project/project-cache.js';
import { isInside, isRefusedPath, readTextInside } from '../fs/paths.js';
import { isRecord } from '../guards.js';
import { forgetValeProjects } from '../vale/index.js';
import { loadResolvedSettings } from './lint-settings.js';
import type { LintThread } from './lint-thread.js';

/**
 * The longest page the language server lints as you type, in characters: the lint runs on a thread
 * of its own (src/lsp/lint-thread.ts), and its work per character is bounded (see src/parse/nesting-scan.ts),
 * so this bounds how long diagnostics can lag behind the text (real pages stay below 300,000).
 */
export const MAX_LSP_PAGE_CHARS = 1_000_000;

/** The nearest folder from `dir` up to `bound` (inclusive) that holds `docs.json` or `mint.json`, else `bound`. */
export function docsRootOf(dir: string, bound: string): string {
  let at = dir;
  while (isInside(bound, at)) {
    if (CONFIG_FILES.some((name) => existsSync(join(at, name)))) return at;
    if (at === bound) break;
    const parent = dirname(at);
    if (parent === at) break;
    at = parent;
  }
  return bound;
}

/** Root-relative, `/`-separated. */
export function relativePath(root: string, file: string): string {
  return relative(root, file).split(sep).join('/');
}

export class DocsProject {
  private settings: Promise<{ resolved: ResolvedLintConfig; problem?: undefined } | { resolved?: undefined; problem: Finding }> | undefined;
  private model: Promise<Project> | undefined;
  /** The project as last read: read again, keeping what did not change (src/project/project-cache.ts), when a file it came from changed. */
  readonly projects: ProjectCache;
  /** Findings of the last check, by absolute file. */
  checkFindings = new Map<string, Finding[]>();
  private checking: Promise<void> | undefined;
  private checkAgain = false;
  /** What the project checks learned of each page, kept by the page's stamp. */
  private memo: PageMemo | undefined;
  /** The config file the settings were last read from, and how many times they were read (the lint thread follows). */
  private settingsFile: string | undefined;
  private settingsVersion = 0;
  /** Bumped whenever the files `link-target` judges a page's links against may have changed: the lint thread reads the project again. */
  private linksVersion = 0;
  /** The link check and page kinds made from the project model on this thread (when the lint thread failed), by model. */
  private readonly lintProjects = new WeakMap<Project, LintProject | undefined>();

  /**
   * @param root the docs root (the folder with docs.json, else the workspace folder)
   * @param bound the workspace folder: nothing above it is read
   * @param links whether the check includes the link check
   */
  constructor(
    readonly root: string,
    readonly bound: string,
    /** Whether the project check includes the link check (`check --links`, which parses every page). */
    private readonly links = true,
  ) {
    this.projects = new ProjectCache(root);
  }

  /** Whether the project has a docs.json or mint.json (without one there is nothing to check). */
  hasConfig(): boolean {
    return CONFIG_FILES.some((name) => existsSync(join(this.root, name)));
  }

  /** Forget what came from files: `settings` (lint config) and/or the project (index and docs.json). */
  invalidate(what: { settings?: boolean; project?: boolean }): void {
    // Vale's setup (`.vale.ini`, its rule files and vocabularies) is read again on the next lint either way.
    forgetValeProjects();
    // The lint thread reads its settings, and so Vale's, again at its next lint.
    this.settingsVersion++;
    if (what.settings) this.settings = undefined;
    if (what.project) {
      this.model = undefined;
      this.linksVersion++;
    }
  }

  /** The lint settings: the nearest config file from the docs root up to the workspace folder, else `recommended`. */
  lintSettings(): Promise<{ resolved: ResolvedLintConfig; problem?: undefined } | { resolved?: undefined; problem: Finding }> {
    this.settings ??= this.loadSettings();
    return this.settings;
  }

  private async loadSettings(): Promise<{ resolved: ResolvedLintConfig; problem?: undefined } | { resolved?: undefined; problem: Finding }> {
    const file = await this.findSettingsFile();
    this.settingsFile = file;
    this.settingsVersion++;
    try {
      return { resolved: await loadResolvedSettings(this.root, file) };
    } catch (error) {
      const message = error instanceof LintConfigError ? (error.message.split('\n')[0] ?? error.message) : error instanceof Error ? error.message : String(error);
      const at = error instanceof LintConfigError && error.file !== undefined ? resolve(this.root, error.file) : (file ?? join(this.root, '.docwrightrc'));
      // `docwright-config`, as `check` names docwright's configuration that does not load (`config-invalid` is docs.json's, in `dev`).
      return { problem: { file: at, line: 1, column: 1, ruleId: 'docwright-config', severity: 'error', message, fatal: true } };
    }
  }

  /** As `loadConfig` searches, but never above the workspace folder: a `package.json` counts only with a `docwright` key. */
  private async findSettingsFile(): Promise<string | undefined> {
    // `lsp --no-config` or `--config <file>` (src/lint/config-choice.ts): no search.
    const choice = configChoice();
    if (choice.kind !== 'search') return choice.kind === 'file' ? choice.path : undefined;
    let dir = this.root;
    for (;;) {
      for (const place of SEARCH_PLACES) {
        const path = join(dir, place);
        if (!existsSync(path)) continue;
        if (place !== 'package.json') return path;
        const text = await readTextInside(this.bound, path).catch(() => '');
        try {
          const value: unknown = JSON.parse(text);
          if (isRecord(value) && value.docwright !== undefined) return path;
        } catch {
          // not JSON: no config here
        }
      }
      if (dir === this.bound) return undefined;
      const parent = dirname(dir);
      if (parent === dir || !isInside(this.bound, parent)) return undefined;
      dir = parent;
    }
  }

  /**
   * The project model and page index, loaded once until a file changes; then the files are looked at again and
   * only what changed is read (an unchanged page's imports and front matter, docs.json when none of its files changed, are kept).
   */
  project(): Promise<Project> {
    this.model ??= this.projects.get().then(({ project }) => project);
    return this.model;
  }

  /**
   * Lint the text of one page as `docwright lint` would, with the project's settings: on `thread` when given (the
   * server's lint thread; `signal` drops the lint there, rejecting with `LintAbortedError`), else on this one. A page
   * past `MAX_LSP_PAGE_CHARS` is not linted as you type: one warning says so.
   */
  async lintPage(file: string, text: string, thread?: LintThread, signal?: AbortSignal): Promise<Finding[]> {
    if (text.length > MAX_LSP_PAGE_CHARS) {
      const message = `Unexpected page of ${text.length} characters, expected at most ${MAX_LSP_PAGE_CHARS} to lint as you type: run \`docwright lint\``;
      return [{ file, line: 1, column: 1, ruleId: 'parse-error', severity: 'warn', message }];
    }
    const settings = await this.lintSettings();
    if (!settings.resolved) return [settings.problem];
    const { resolved } = settings;
    if (resolved.isIgnored(file)) return [];
    const rel = relativePath(this.root, file);
    const project = await this.project();
    if (project.index.ignored.has(rel)) return [];
    // Mintlify publishes no page in a dot folder, nor one its ignore files leave out.
    const published = !rel.split('/').slice(0, -1).some((part) => part.startsWith('.'));
    // A file some page imports is a snippet wherever it lives, as `docwright lint` judges it.
    const kind = project.index.get(rel)?.kind;
    if (thread) return thread.lint({ ...this.threadRequest(file, text), published, ...(kind ? { kind } : {}) }, signal);
    return verifyTextSync(text, { ...resolved.textOptionsFor(file), ...this.pageOptions(project, resolved, file, rel), published }).findings;
  }

  /**
   * What `docwright lint` gives a page besides its settings (src/lint/lint-file.ts): its links judged against the project
   * (`link-target` on) and what the page index makes of the file; the lint thread does the same (src/lsp/lint-worker.ts).
   */
  private pageOptions(project: Project, resolved: ResolvedLintConfig, file: string, rel: string): Pick<VerifyTextOptions, 'links' | 'kind'> {
    if (!this.lintProjects.has(project)) this.lintProjects.set(project, lintProjectOf(project));
    const lint = this.lintProjects.get(project);
    const links = ruleIsOn(resolved.ruleSettingsFor(file)['link-target']) ? lint?.check(rel) : undefined;
    const kind = project.index.get(rel)?.kind;
    return { ...(links ? { links } : {}), ...(kind ? { kind } : {}) };
  }

  /** Lint with every fix applied (on `thread` when given, as `lintPage`): the fixed text, or `undefined` when nothing changes. */
  async fixPage(file: string, text: string, thread?: LintThread, signal?: AbortSignal): Promise<string | undefined> {
    const settings = await this.lintSettings();
    if (!settings.resolved) return undefined;
    const { resolved } = settings;
    // Fixed as `lint --fix` fixes the page: with the kind the page index gives it and its links judged.
    const rel = relativePath(this.root, file);
    const project = await this.project();
    const kind = project.index.get(rel)?.kind;
    if (thread) return thread.fix({ ...this.threadRequest(file, text), published: true, ...(kind ? { kind } : {}) }, signal);
    return verifyTextSync(text, { ...resolved.textOptionsFor(file), ...this.pageOptions(project, resolved, file, rel), published: true, fix: true }).output;
  }

  /** What the lint thread needs to lint `text` as a page of this project at `file`. */
  private threadRequest(file: string, text: string): { root: string; settingsFile: string | undefined; settingsVersion: number; linksVersion: number; file: string; text: string } {
    return { root: this.root, settingsFile: this.settingsFile, settingsVersion: this.settingsVersion, linksVersion: this.linksVersion, file, text };
  }

  /**
   * Run `check --links` (or `check` when links are off) over the files on disk and keep its findings by file. Calls while one
   * runs make it run once more after it, so the last change is always checked.
   */
  check(): Promise<void> {
    if (this.checking) {
      this.checkAgain = true;
      return this.checking;
    }
    this.checking = (async () => {
      do {
        this.checkAgain = false;
        await this.checkOnce();
      } while (this.checkAgain);
    })().finally(() => {
      this.checking = undefined;
    });
    return this.checking;
  }

  private async checkOnce(): Promise<void> {
    const byFile = new Map<string, Finding[]>();
    if (this.hasConfig()) {
      const { checkLoadedProject } = await import('../check/check.js');
      const { PageMemo } = await import('../check/page-memo.js');
      let findings: Finding[];
      try {
        // The project kept, as the disk is now (a page saved may have changed its imports: it is looked at again, and only what changed is read).
        this.model = undefined;
        const kept = this.projects.get();
        this.model = kept.then(({ project }) => project);
        // Both awaited: a failed read is thrown here, not left unhandled on `model`.
        const [{ project, stamps }] = await Promise.all([kept, this.model]);
        // What the checks before learned of each page that did not change since (its links, whether it compiles) is not read again.
        this.memo ??= new PageMemo();
        findings = (await checkLoadedProject(project, { links: this.links, memo: this.memo.check(stamps) })).findings;
      } catch (error) {
        // A JavaScript configuration refused (`DOCWRIGHT_NO_JS_CONFIG`): the CLI stops with its message; here it is the configuration's finding, not a crash with a stack trace.
        if (error instanceof ConfigCodeRefusedError) findings = [{ file: error.refused, line: 1, column: 1, ruleId: 'docwright-config', severity: 'error', message: error.message }];
        else if (isRefusedPath(error)) findings = [];
        else throw error;
      }
      for (const finding of findings) {
        const file = finding.file;
        if (!isInside(this.bound, file)) continue;
        const list = byFile.get(file);
        if (list) list.push(finding);
        else byFile.set(file, [finding]);
      }
    }
    this.checkFindings = byFile;
  }

  /** What other pages' links depend on in a page as last seen on disk: its anchors, links and imports. */
  private linkSignatures = new Map<string, string>();

  /**
   * Read a page on disk for its anchors, links and imports (one parse) and remember them;
   * whether they differ from what was remembered before (a page never seen counts as changed).
   * A save that changes only prose needs no project check.
   */
  async linksChanged(file: string): Promise<boolean> {
    const { linksOfFile } = await import('../check/links-worker.js');
    const page = await linksOfFile(this.bound, file);
    const next = page ? JSON.stringify({ anchors: page.anchors.sort(), links: page.links.map((l) => `${l.url}@${l.line}:${l.column}`), imports: page.imports }) : '';
    const before = this.linkSignatures.get(file);
    this.linkSignatures.set(file, next);
    // Other pages' links to this one (`link-target`) are judged again.
    if (before !== next) this.linksVersion++;
    return before !== next;
  }

  /** A file of the project, read inside the workspace folder only. */
  readFile(file: string): Promise<string | undefined> {
    if (!isInside(this.bound, file)) return Promise.resolve(undefined);
    return readTextInside(this.bound, file).catch(() => undefined);
  }
}
