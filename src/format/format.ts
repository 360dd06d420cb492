// `docwright format`: the pages named (files, folders, globs; default the docs root) in the
// canonical style, written through the one symlink-safe writer, or (`check`) only reported.
import { dirname, resolve } from 'node:path';
import type { FileResult, Finding } from '../findings/finding.js';
import { countBySeverity } from '../findings/finding.js';
import { FileChangedError, writeFileInside, WriteFailedError } from '../fs/write.js';
import { findDocsRoot, findFiles, type FileProblem } from '../lint/files.js';
import { readPage } from '../lint/read-page.js';
import { loadLintConfig, resolveLintConfig } from '../lint/settings.js';
import { configSearch } from '../lint/config-search.js';
import type { FormatSettings } from '../lint/format-settings.js';
import { inlineCode } from '../parse/code-markdown.js';
import { mdCompiledAsMdx } from '../parse/index.js';
import { formatText } from './format-text.js';

/** The ids of `docwright format`'s findings (documented in docs/commands/format.mdx). */
export const FORMAT_FINDING_IDS = ['format-unformatted', 'format-unsafe', 'parse-error', 'read-error'] as const;
export type FormatFindingId = (typeof FORMAT_FINDING_IDS)[number];

export interface FormatPagesOptions {
  /** The folder paths are relative to (default: `process.cwd()`). */
  cwd?: string;
  /** Write nothing; report each page that would change (`format-unformatted`, an error). */
  check?: boolean;
  /** A config file to read the `format` settings (and `ignores`, `mdx`) from, or `false` for none (default: the nearest). */
  config?: string | false;
  /** Settings over the config's `format` ones. */
  settings?: FormatSettings;
}

export interface FormatRun {
  /** Every page read, with its findings (none for a page formatted or already in style). */
  results: FileResult[];
  /** Absolute paths of the pages rewritten (or, with `check`, that would be). */
  changed: string[];
  /** Pages already in the canonical style. */
  unchangedCount: number;
  errorCount: number;
  warningCount: number;
  /** Paths that matched nothing or could not be read as a list (as lint's). */
  problems: FileProblem[];
}

const DOCS = 'https://github.com/docwright/docwright/blob/main/docs/commands/format.mdx';

/** The finding for a page edited between its read and its write: the edit is kept, nothing is written. */
export const CHANGED_WHILE_FORMATTED = 'Unexpected change to the file while it was formatted, expected it as it was read: the formatted text is not written, the file is left as it is (run `format` again)';

/** One finding of `docwright format`. */
function finding(file: string, ruleId: FormatFindingId, severity: Finding['severity'], message: string, line = 1, column = 1): Finding {
  return { file, line, column, ruleId, severity, message, url: `${DOCS}#${ruleId}`, ...(ruleId === 'parse-error' || ruleId === 'read-error' ? { fatal: true } : {}) };
}

/**
 * A line shown in a message: code in backticks (more of them than it holds), at most 60 characters; a long line is shown around `column` (1-based),
 * where it changes. A blank line or the page's end is named in words, with its article only after "expected"
 * ("Unexpected blank line, expected `…`").
 */
function shownLine(line: string | undefined, column = 1, article = true): string {
  if (line === undefined) return article ? 'the end of the page' : 'end of the page';
  let cut = line;
  if (line.length > 60 && column <= 40) cut = `${line.slice(0, 59)}…`;
  else if (line.length > 60) {
    // 20 characters before the change, then as many as fit.
    const start = column - 21;
    cut = `…${line.slice(start, start + 58)}${start + 58 < line.length ? '…' : ''}`;
  }
  if (cut === '') return article ? 'a blank line' : 'blank line';
  // A code fence's line is shown as written, in a longer run of backticks than it holds.
  return inlineCode(cut);
}

/** The first place (1-based line and column) where `before` and `after` differ, with the two lines there; `undefined` when they are the same. */
export function firstChangedLine(before: string, after: string): { line: number; column: number; was: string | undefined; now: string | undefined } | undefined {
  if (before === after) return undefined;
  const old = before.split(/\r?\n/);
  const next = after.split(/\r?\n/);
  let index = 0;
  while (index < old.length && index < next.length && old[index] === next[index]) index++;
  const was = old[index];
  const now = next[index];
  let column = 0;
  while (was !== undefined && now !== undefined && column < was.length && was[column] === now[column]) column++;
  // Only line endings differ: point at the first line.
  if (was === undefined && now === undefined) return { line: 1, column: 1, was: old[0], now: next[0] };
  return { line: index + 1, column: column + 1, was, now };
}

/** The `format-unformatted` finding of a page whose canonical text is `output`, at the first line that differs. */
function unformatted(file: string, text: string, output: string): Finding {
  const at = firstChangedLine(text.replace(/^\uFEFF/, ''), output.replace(/^\uFEFF/, ''));
  if (at === undefined || (at.was === at.now && at.line === 1)) {
    return finding(file, 'format-unformatted', 'error', 'Unexpected line endings that differ from the canonical style, expected the line endings `docwright format` writes');
  }
  if (at.was === undefined && at.now === '') {
    const last = text.split(/\r?\n/).at(-1) ?? '';
    return finding(file, 'format-unformatted', 'error', 'Unexpected end of the page without a line break, expected a final line break', at.line - 1, last.length + 1);
  }
  return finding(file, 'format-unformatted', 'error', `Unexpected ${shownLine(at.was, at.column, false)}, expected ${shownLine(at.now, at.column)} (the canonical style \`docwright format\` writes)`, at.line, at.column);
}

/** What happened to one page: its findings, and whether it changed. */
interface PageOutcome {
  findings: Finding[];
  changed: boolean;
}

/** Format one page on disk (or, with `check`, only see whether it would change). */
async function formatFile(file: string, syntax: 'md' | 'mdx', settings: FormatSettings, check: boolean): Promise<PageOutcome> {
  const page = await readPage(file);
  if (!page.ok) return { findings: [finding(file, 'read-error', 'error', page.message, page.line, page.column)], changed: false };
  const result = formatText(page.text, { syntax, settings, asMdxToo: syntax === 'md' && mdCompiledAsMdx(file) });
  if (result.status === 'unparsed') return { findings: [finding(file, 'parse-error', 'error', result.message, result.line, result.column)], changed: false };
  if (result.status === 'unsafe') return { findings: [finding(file, 'format-unsafe', 'warn', result.message, result.line, result.column)], changed: false };
  if (result.status === 'unchanged') return { findings: [], changed: false };
  if (check) return { findings: [unformatted(file, page.text, result.output)], changed: true };
  try {
    // Only inside the page's project: a symlink that leads out of it is not written through. And
    // only over the very file that was read: an edit saved while the page was formatted is kept.
    await writeFileInside(findDocsRoot(dirname(file)), file, result.output, { unchanged: { bytes: page.bytes, mtimeMs: page.mtimeMs } });
  } catch (error) {
    if (error instanceof FileChangedError) return { findings: [finding(file, 'read-error', 'error', CHANGED_WHILE_FORMATTED)], changed: false };
    const reason = error instanceof WriteFailedError ? error.reason : error instanceof Error ? error.message : String(error);
    return { findings: [finding(file, 'read-error', 'error', `Unexpected error writing the formatted file (${reason}), the original is left unchanged`)], changed: false };
  }
  return { findings: [], changed: true };
}

/**
 * Format the pages matched by `patterns` (files, folders, globs; none means the docs root) in
 * the canonical style of the config's `format` settings. A page is written only when its new
 * text parses to the same tree as the old one; a page that would not (`format-unsafe`, a
 * warning) or does not parse (`parse-error`) is left as it was. Throws `LintConfigError` for a
 * config that does not load.
 */
export async function formatPages(patterns: readonly string[], options: FormatPagesOptions = {}): Promise<FormatRun> {
  const cwd = resolve(options.cwd ?? process.cwd());
  // The configuration is found from the paths formatted, as `lint` finds it (src/lint/config-search.ts).
  const search = options.config === undefined ? await configSearch(cwd, patterns) : { from: cwd };
  const loaded = await loadLintConfig(search.from, options.config, cwd);
  const resolved = resolveLintConfig(loaded.config, loaded.baseDir, {}, loaded.plugins);
  const settings: FormatSettings = { ...loaded.config.format, ...options.settings };
  const found = await findFiles(patterns, { cwd, isIgnored: (file) => resolved.isIgnored(file) });
  const { files, unread } = found;
  const problems = search.note ? [search.note, ...found.problems] : found.problems;
  const results: FileResult[] = [];
  const changed: string[] = [];
  let unchangedCount = 0;
  for (const file of files) {
    const outcome = await formatFile(file, resolved.syntaxFor(file), settings, options.check === true);
    results.push({ file, findings: outcome.findings });
    if (outcome.changed) changed.push(file);
    else if (outcome.findings.length === 0) unchangedCount++;
  }
  // What the walk passed over that would have been formatted (a page linking out of the project, a named pipe), and
  // ignore files that are no regular file: a finding at each path, as `lint`, `check` and `build` say it.
  for (const finding of unread.filter((f) => !resolved.isIgnored(f.file))) {
    const known = results.find((result) => result.file === finding.file);
    if (known) known.findings.push(finding);
    else results.push({ file: finding.file, findings: [finding] });
  }
  const { errors, warnings } = countBySeverity(results);
  return { results, changed, unchangedCount, errorCount: errors, warningCount: warnings, problems };
}
