// The language server's lint thread: it lints a page's text as `verifyText` does, with the project's settings read
// here again (rules and plugins are functions: they do not cross threads), so the thread that answers hover and
// completion never waits for a lint. src/lsp/lint-thread.ts starts it and sends it one page at a time.
import { parentPort, workerData } from 'node:worker_threads';
import type { Finding } from '../findings/finding.js';
import type { ResolvedLintConfig } from '../lint/settings.js';
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
}

/** The findings of one page, or why the lint failed. */
export type LintThreadReply = { id: number; findings: Finding[] } | { id: number; error: string };

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

/** Lints one request's text. */
async function lint(request: LintThreadRequest): Promise<LintThreadReply> {
  try {
    const resolved = await settingsFor(request);
    const options = { ...resolved.textOptionsFor(request.file), published: request.published, ...(request.kind ? { kind: request.kind } : {}) };
    return { id: request.id, findings: verifyTextSync(request.text, options).findings };
  } catch (error) {
    return { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
}

if (parentPort && workerData === LINT_THREAD) {
  const port = parentPort;
  port.on('message', (request: LintThreadRequest) => {
    void lint(request).then((reply) => port.postMessage(reply));
  });
}
