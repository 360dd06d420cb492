// The language server's lint thread: it lints a page's text as `verifyText` does, with the project's settings read
// here again (rules and plugins are functions: they do not cross threads), so the thread that answers hover and
// completion never waits for a lint. src/lsp/lint-thread.ts starts it and sends it pages; they are linted one at a
// time in the order they came, each in a turn of its own, so a `cancel` sent meanwhile drops a page not yet started.
import { parentPort, workerData } from 'node:worker_threads';
import type { Finding } from '../findings/finding.js';
import { ruleIsOn, type ResolvedLintConfig } from '../lint/settings.js';
import { forgetProjectLinks, projectLinkCheck } from '../lint/project-links.js';
import { verifyTextSync, type VerifyTextOptions } from '../lint/verify-text.js';
import { forgetValeProjects } from '../vale/index.js';
import { loadResolvedSettings } from './lint-settings.js';

/** What the thread is started with: a marker, so importing this module elsewhere starts nothing. */
export const LINT_THREAD = 'docwright-lsp-lint';

/** One page to lint. */
export interface LintThreadRequest {
  id: number;
  /** The docs root and its config file (absolute; `undefined`: none), as `DocsProject` found them. */
  root: string;
  settingsFile: string | undefined;
  /** Changes whenever the project's settings were read again on the request thread: the thread reads them again too. */
  settingsVersion: number;
  file: string;
  text: string;
  published: boolean;
  kind?: VerifyTextOptions['kind'];
  /**
   * Changes whenever the project's files may have changed on disk (a page added or renamed, docs.json, a page's
   * anchors): the thread reads the project again for `link-target`, as `docwright lint` reads it once per run.
   */
  linksVersion?: number;
  /** Apply every fix too, and reply with the fixed text (`output`). */
  fix?: boolean;
}

/** Drop the request with this id when it has not started. */
export interface LintThreadCancel {
  cancel: number;
}

/**
 * The findings of one page (with `fix`, the fixed text too, `undefined` when nothing changed), or why the lint failed;
 * `started` says the request with that id is now being linted.
 */
export type LintThreadReply = { id: number; findings: Finding[]; output?: string | undefined } | { id: number; error: string } | { started: number };

/** The settings this thread resolved, by docs root, with the version they were read at. */
const settings = new Map<string, { version: number; file: string | undefined; resolved: Promise<ResolvedLintConfig> }>();

/** The settings of the request's project, read again when its version or config file changed. */
function settingsFor(request: LintThreadRequest): Promise<ResolvedLintConfig> {
  const known = settings.get(request.root);
  if (known && known.version === request.settingsVersion && known.file === request.settingsFile) return known.resolved;
  // Vale's setup is read again with the settings, as on the request thread (DocsProject.invalidate).
  if (known) forgetValeProjects();
  const resolved = loadResolvedSettings(request.root, request.settingsFile);
  settings.set(request.root, { version: request.settingsVersion, file: request.settingsFile, resolved });
  return resolved;
}

/** The project version the thread's link checks were read at, by docs root. */
const linksRead = new Map<string, number>();

/** The page's links judged against its project, as `docwright lint` judges them (`link-target` on), read again when the project changed. */
async function linksFor(request: LintThreadRequest, resolved: ResolvedLintConfig): Promise<VerifyTextOptions['links']> {
  if (!ruleIsOn(resolved.ruleSettingsFor(request.file)['link-target'])) return undefined;
  const version = request.linksVersion ?? 0;
  if (linksRead.get(request.root) !== version) {
    forgetProjectLinks();
    linksRead.clear();
    linksRead.set(request.root, version);
  }
  return projectLinkCheck(request.file);
}

/** Lints one request's text, with the options `docwright lint` gives the page (src/lint/lint-file.ts): its links, its kind. */
async function lint(request: LintThreadRequest): Promise<LintThreadReply> {
  try {
    const resolved = await settingsFor(request);
    const links = await linksFor(request, resolved);
    const options: VerifyTextOptions = { ...resolved.textOptionsFor(request.file), published: request.published, ...(request.kind ? { kind: request.kind } : {}), ...(links ? { links } : {}) };
    if (request.fix) {
      const fixed = verifyTextSync(request.text, { ...options, fix: true });
      return { id: request.id, findings: fixed.findings, output: fixed.output };
    }
    return { id: request.id, findings: verifyTextSync(request.text, options).findings };
  } catch (error) {
    return { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Requests waiting their turn, in the order they came. */
const queue: LintThreadRequest[] = [];
let busy = false;

/** Lints the next waiting request in a turn of its own, after the messages that came in meanwhile (cancels). */
function next(port: NonNullable<typeof parentPort>): void {
  if (busy || queue.length === 0) return;
  busy = true;
  setImmediate(() => {
    const request = queue.shift();
    if (!request) {
      busy = false;
      return;
    }
    port.postMessage({ started: request.id } satisfies LintThreadReply);
    void lint(request).then((reply) => {
      port.postMessage(reply);
      busy = false;
      next(port);
    });
  });
}

if (parentPort && workerData === LINT_THREAD) {
  const port = parentPort;
  port.on('message', (message: LintThreadRequest | LintThreadCancel) => {
    if ('cancel' in message) {
      const at = queue.findIndex((request) => request.id === message.cancel);
      if (at >= 0) queue.splice(at, 1);
      return;
    }
    queue.push(message);
    next(port);
  });
}
