// Lint one file on disk: read, lint, and with `fix` write the fixed text back.
import { dirname, resolve } from 'node:path';
import { projectLinkCheck, projectPageKind } from './project-links.js';
import { FileChangedError, writeFileInside, WriteFailedError } from '../fs/write.js';
import { findDocsRoot } from './files.js';
import { ruleIsOn, type ResolvedLintConfig } from './settings.js';
import type { FileResult } from '../findings/finding.js';
import { fatalFinding, verifyTextSync } from './verify-text.js';
import { readPage, type ReadPage } from './read-page.js';
import { takeTimings, type Timings } from '../rule-kit/timing.js';
import { valeProblems } from '../vale/index.js';

/** `fix`: apply the fixes; `dryRun`: only in memory (`--fix-dry-run`): the result carries `output`, nothing is written. */
export interface LintFileOptions {
  fix?: boolean;
  dryRun?: boolean;
  page?: ReadPage;
}

export interface LintFileResult extends FileResult {
  /** Whether `--fix` wrote the file. */
  fixed?: boolean;
  /** With timing on (`--timing`): the time this file took, by rule and in parsing. */
  timings?: Timings;
}

/** The finding of a file `--fix` leaves as it is because it changed after it was read. */
export const CHANGED_WHILE_LINTED = 'Unexpected change to the file while it was linted, expected it as it was read: the fixes are not written, the file is left as it is (run `--fix` again)';

/** Lint one file; with timing on, the result carries what the file took. */
export async function lintFile(path: string, config: ResolvedLintConfig, options: LintFileOptions = {}): Promise<LintFileResult> {
  const result = await lintFileUntimed(path, config, options);
  const timings = takeTimings();
  return timings ? { ...result, timings } : result;
}

/**
 * Lint `text` as the page at `path` (absolute): with its links judged against the project that holds it
 * (`link-target`) and the kind the project's page index gives it. `lint` of a file and `lint --stdin
 * --stdin-filename` both lint through here, so they say the same of the same text.
 */
export async function lintPageText(path: string, text: string, config: ResolvedLintConfig, fix: boolean): Promise<FileResult> {
  const rules = config.ruleSettingsFor(path);
  const links = ruleIsOn(rules['link-target']) ? await projectLinkCheck(resolve(path)) : undefined;
  // A file some page imports is a snippet wherever it lives: the project's page index says so.
  const kind = await projectPageKind(resolve(path));
  const settings = config.textOptionsFor(path);
  const vale = settings.vale;
  const linted = verifyTextSync(text, {
    ...settings,
    ...(links ? { links } : {}),
    ...(kind ? { kind } : {}),
    ...(fix ? { fix: true } : {}),
  });
  // Problems with the Vale config or a rule file are findings at that file (the run reports each once).
  return vale && valeProblems(vale).length > 0 ? { ...linted, findings: [...linted.findings, ...valeProblems(vale)] } : linted;
}

async function lintFileUntimed(path: string, config: ResolvedLintConfig, options: LintFileOptions = {}): Promise<LintFileResult> {
  const page = options.page ?? (await readPage(path));
  if (!page.ok) return { file: path, findings: [fatalFinding(path, 'read-error', page.message, page.line, page.column)] };
  const result = await lintPageText(path, page.text, config, options.fix === true);
  if (result.output === undefined || options.dryRun) return result;
  try {
    // Only inside the file's project: a symlink named on the command line (as pre-commit hooks
    // pass them) that leads out of it is not written through. And only over the very file that
    // was read: an edit saved while the page was linted is never written over.
    await writeFileInside(findDocsRoot(dirname(path)), path, result.output, { unchanged: { bytes: page.bytes, mtimeMs: page.mtimeMs } });
  } catch (error) {
    if (error instanceof FileChangedError) return { file: path, findings: [...result.findings, fatalFinding(path, 'read-error', CHANGED_WHILE_LINTED)] };
    const reason = error instanceof WriteFailedError ? error.reason : error instanceof Error ? error.message : String(error);
    return { file: path, findings: [...result.findings, fatalFinding(path, 'read-error', `Unexpected error writing the fixed file (${reason}), the original is left unchanged`)] };
  }
  return { file: path, findings: result.findings, fixed: true };
}
