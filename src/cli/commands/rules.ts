import { realpath, stat } from 'node:fs/promises';
import { isInside, readRegularText } from '../../fs/paths.js';
import { ignorePolicy, isRepositoryDocument, isSnippet, MINT_IGNORE_FILE } from '../../project/ignore.js';
import { writeFileInside, WriteFailedError } from '../../fs/write.js';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { structuredPatch } from '../text-patch.js';
import { LintConfigError } from '../../lint/settings.js';
import { groupByFile, type Finding } from '../../findings/finding.js';
import { formatProblem, formatResults, isFormat, type Format } from '../../findings/report/index.js';
import { dirProblem, editors, isEditorName, sizeWarning, type EditorName, type TargetFile } from '../../rules-file/editors.js';
import { gatherFacts } from '../../rules-file/facts.js';
import { planText, targetsFor, type PlannedText } from '../../rules-file/index.js';
import { configuresServer, MCP_SERVER_NAME, mcpConfigs, mergeMcpConfig, WINDSURF_MCP_CONFIG, type McpConfigTarget, type McpConfigUpdate } from '../../rules-file/mcp-config.js';
import { MarkerError } from '../../rules-file/markers.js';
import type { RulesForm } from '../../rules-file/render.js';
import type { RulesFileFacts } from '../../rules-file/types.js';
import type { Command, Io } from '../io.js';
import { EXIT, UsageError } from '../io.js';
import { configOptions, defineCommand, type Parsed, withHelp } from '../options.js';

export const spec = defineCommand({
  usage: 'docwright rules [root] [options]',
  description:
    'Write the AI-editor rules file for the docs project in [root] (default: the current folder),\n' +
    'generated from its docs.json, the component registry and its lint configuration.',
  options: {
    editor: { type: 'string', arg: 'NAME', help: `${Object.keys(editors).join(', ')} (default: cursor → .cursor/rules.md)` },
    dir: { type: 'string', arg: '.NAME', help: 'Write .NAME/rules.md for another editor (a dot folder)' },
    native: {
      type: 'boolean',
      default: false,
      help:
        "Write the editor's own format: Cursor .cursor/rules/*.mdc, Windsurf\n" +
        '.windsurf/rules/*.md, Copilot .github/copilot-instructions.md and\n' +
        '.github/instructions/*.instructions.md, a section of CLAUDE.md or AGENTS.md',
    },
    full: {
      type: 'boolean',
      default: false,
      help: 'The long form: the whole navigation, and every component with its\nattributes and an example (the default is a compact file)',
    },
    skill: {
      type: 'boolean',
      default: false,
      help: "Draft the site's skill.md (Agent Skills format) from the navigation and the\npages' descriptions instead; an existing skill.md is kept unless --force",
    },
    out: { type: 'string', arg: 'PATH', help: 'Write to PATH instead' },
    stdout: { type: 'boolean', default: false, help: 'Print the file instead of writing it' },
    check: { type: 'boolean', default: false, help: 'Exit 1 when the file on disk is missing or stale, 0 when current' },
    format: {
      type: 'string',
      short: 'f',
      arg: '<name>',
      help: "With --check: print the missing and stale files as stylish, json, sarif or github\non stdout (default: a line each on stderr, with the stale file's diff)",
    },
    force: { type: 'boolean', default: false, help: 'Replace an existing file that has no docwright markers' },
    'no-mcp': {
      type: 'boolean',
      default: false,
      help: "With --editor: leave out the MCP server's configuration (by default\nCursor .cursor/mcp.json, Claude Code .mcp.json and VS Code (copilot)\n.vscode/mcp.json get a `docwright` server, merged into what is there)",
    },
    ...configOptions,
  },
  footer: 'Exit codes: 0 written (or, with --check, current), 1 an error in the Vale configuration (the files are\nstill written) or, with --check, a file missing or stale, 2 usage, a docs.json that cannot be used,\nor a file that cannot be written.',
});

/** How many changed lines `--check` prints before it stops. */
const DIFF_LINES = 40;

function display(io: Io, path: string): string {
  const rel = relative(io.cwd, path);
  return rel === '' ? '.' : rel.startsWith('..') || isAbsolute(rel) ? path : rel;
}

/** docs.json problems in the same stylish form `docwright check` prints. */
function formatDiagnostics(io: Io, findings: readonly Finding[]): string {
  return formatResults(groupByFile(findings.map((finding) => ({ ...finding, file: display(io, finding.file) }))), 'stylish', { color: false });
}

function errorText(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const reasons: Record<string, string> = {
    EACCES: 'permission denied',
    EPERM: 'operation not permitted',
    EROFS: 'read-only file system',
    ENOTDIR: 'a part of the path is a file, not a folder',
    EISDIR: 'the path is a folder',
    ENOSPC: 'no space left on the device',
  };
  return reasons[code] ?? (error instanceof Error ? error.message : String(error));
}

/**
 * The text of a target file, undefined when there is none; only inside `within` (as it is written):
 * a symlink the repository plants there that leads out of it (`CLAUDE.md` linked to a file of
 * secrets) is not read, or `--check` and `--stdout` would print what it leads to.
 */
async function readExisting(within: string, path: string): Promise<string | undefined> {
  try {
    const real = await realpath(path);
    const realWithin = await realpath(within).catch(() => resolve(within));
    if (!isInside(realWithin, real)) throw new Error(`it leads outside the project \`${within}\`, to \`${real}\``);
    // A regular file only: a named pipe in its place would be waited on for ever.
    return await readRegularText(real);
  } catch (error) {
    if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT') return undefined;
    throw error;
  }
}

/** `N lines added, M removed`, then the changed lines with a line of context. */
export function diffSummary(name: string, before: string, after: string): string {
  const patch = structuredPatch(name, name, before, after, 'on disk', 'generated', { context: 1 });
  let added = 0;
  let removed = 0;
  const shown: string[] = [];
  for (const hunk of patch.hunks) {
    shown.push(`@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@`);
    for (const line of hunk.lines) {
      if (line.startsWith('+')) added++;
      else if (line.startsWith('-')) removed++;
      shown.push(line);
    }
  }
  const limited = shown.length > DIFF_LINES ? [...shown.slice(0, DIFF_LINES), `… ${shown.length - DIFF_LINES} more diff lines`] : shown;
  return `${added} ${added === 1 ? 'line' : 'lines'} added, ${removed} removed\n${limited.map((line) => `  ${line}`).join('\n')}\n`;
}

/**
 * Write through a temporary file in the same folder and a rename, so a reader never sees half a
 * file; only inside `within` (the docs root, or for `--out` the folder named): a symlink that
 * leads elsewhere (`.cursor` linked to another folder) is not written through. Only over the file
 * as it was read (`existing`, undefined: none there): an edit saved meanwhile is never written over.
 */
async function writeTarget(within: string, path: string, text: string, existing: string | undefined): Promise<void> {
  await writeFileInside(within, path, text, { mkdir: true, unchanged: existing === undefined ? 'missing' : { bytes: Buffer.from(existing) } });
}

interface Planned extends PlannedText {
  target: TargetFile;
  /** Absolute path. */
  path: string;
  /** As shown to the user. */
  shown: string;
  existing: string | undefined;
}

type Values = Parsed<(typeof spec)['options']>['values'];

/** The options' usage errors: an unknown editor, or two options that exclude each other. */
function checkOptions(values: Values, positionals: readonly string[]): EditorName | undefined {
  if (positionals.length > 1) throw new UsageError(`Unexpected argument \`${positionals[1]}\`, expected one docs root`);
  const editor = values.editor;
  if (editor !== undefined && !isEditorName(editor)) {
    throw new UsageError(`Unexpected editor \`${editor}\`, expected one of ${Object.keys(editors).map((name) => `\`${name}\``).join(', ')} (or \`--dir .NAME\`)`);
  }
  if (editor !== undefined && values.dir !== undefined) throw new UsageError('Unexpected `--dir` with `--editor`, expected one of them');
  if (values.native && values.dir !== undefined) throw new UsageError('Unexpected `--native` with `--dir`, expected `--editor NAME`');
  if (values.check && values.stdout) throw new UsageError('Unexpected `--check` with `--stdout`, expected one of them');
  if (values.format !== undefined && !isFormat(values.format)) throw new UsageError(formatProblem(values.format));
  if (values.format !== undefined && values.skill) throw new UsageError('Unexpected `--format` with `--skill`, expected `--check` for the rules files');
  if (values.format !== undefined && !values.check) throw new UsageError('Unexpected `--format` without `--check`, expected `--check` (what it finds is the report)');
  if (values.dir !== undefined) {
    const problem = dirProblem(values.dir);
    if (problem !== undefined) throw new UsageError(problem);
  }
  return editor;
}

/** The docs root named on the command line, which must be a folder. */
async function docsRoot(io: Io, positional: string | undefined): Promise<string> {
  const root = resolve(io.cwd, positional ?? '.');
  try {
    if (!(await stat(root)).isDirectory()) throw new UsageError(`Unexpected docs root \`${display(io, root)}\`, expected a folder`);
  } catch (error) {
    if (error instanceof UsageError) throw error;
    throw new UsageError(`Missing docs root \`${display(io, root)}\``);
  }
  return root;
}

/** The report `--check --format` prints on stdout: docs.json's problems and the rules files' (`format` undefined: none). */
interface Report {
  format: Format | undefined;
  findings: Finding[];
  /** An error in the Vale configuration was reported: the run does its work and exits 1, as lint does. */
  valeFailed?: boolean;
}

/** Print the report in its format on stdout (nothing without `--format`). */
async function printReport(io: Io, report: Report): Promise<void> {
  if (report.format === undefined) return;
  const { version } = await import('../../version.js');
  io.stdout.write(formatResults(groupByFile(report.findings), report.format, { cwd: io.cwd, tool: { name: 'docwright', version } }));
}

/** The project's facts, its docs.json problems printed (with `--format`, kept for the report); an exit code when they stop the run. */
async function projectFacts(io: Io, root: string, quiet: boolean, report: Report): Promise<RulesFileFacts | number> {
  let gathered;
  try {
    gathered = await gatherFacts({ root });
  } catch (error) {
    if (!(error instanceof LintConfigError)) throw error;
    // Configuration code refused (`DOCWRIGHT_NO_JS_CONFIG`): one line, as every command says it.
    io.stderr.write(error.name === 'ConfigCodeRefusedError' ? `docwright rules: ${error.message}\n` : `docwright rules: invalid lint configuration\n${error.message}\n`);
    return EXIT.fatal;
  }
  const { facts, diagnostics, valeProblems } = gathered;
  const errors = diagnostics.filter((finding) => finding.severity === 'error');
  // The Vale configuration's problems in lint's words and places: the file is written without what they leave out.
  const shown = [...diagnostics, ...valeProblems];
  report.valeFailed = valeProblems.some((finding) => finding.severity === 'error');
  if (report.format !== undefined) report.findings.push(...shown);
  else if (shown.length > 0) io.stderr.write(formatDiagnostics(io, shown));
  if (errors.length > 0) {
    await printReport(io, report);
    io.stderr.write(`docwright rules: cannot write rules from an invalid \`${display(io, errors[0]?.file ?? 'docs.json')}\`; run \`docwright check\` for details\n`);
    return EXIT.fatal;
  }
  // Warnings (what the site would build past) are shown and the file is written.
  if (!facts.project && !quiet) io.stderr.write(`docwright rules: no \`docs.json\` or \`mint.json\` in \`${display(io, root)}\`, writing generic rules\n`);
  return facts;
}

/** The MCP server's configuration file: what it holds, and the update a run writes into it. */
interface McpState {
  path: string | undefined;
  /** Why the file could not be read (never replaced then; said once the rules are written). */
  readError: string | undefined;
  /** Whether the run adds the server (an editor named with `--editor`, without `--no-mcp`). */
  wanted: boolean;
  update: McpConfigUpdate | undefined;
  /** The file's text as read (undefined: there was none). */
  existing: string | undefined;
  /** Whether the rules tell the assistant to check pages with `lint_page`. */
  configured: boolean;
}

/**
 * The MCP server's configuration: written for an editor named with --editor; the rules then tell
 * the assistant to check pages with `lint_page`, as they do wherever the file already names the server.
 */
async function mcpState(root: string, editor: EditorName | undefined, values: Values): Promise<McpState> {
  const target: McpConfigTarget | undefined = values.out === undefined && values.dir === undefined ? mcpConfigs[editor ?? 'cursor'] : undefined;
  const path = target ? resolve(root, target.path) : undefined;
  let existing: string | undefined;
  let readError: string | undefined;
  if (path !== undefined) {
    try {
      existing = await readExisting(root, path);
    } catch (error) {
      readError = errorText(error);
    }
  }
  const wanted = target !== undefined && editor !== undefined && !values['no-mcp'];
  const next = wanted && readError === undefined ? mergeMcpConfig(existing, target) : undefined;
  const configured = target !== undefined && ((next !== undefined && next.kind !== 'invalid') || configuresServer(existing, target));
  return { path, readError, wanted, update: next, existing, configured };
}

/** Each target file's current and next text; an exit code when one cannot be read or has broken markers. */
async function planFiles(io: Io, root: string, facts: RulesFileFacts, editor: EditorName | undefined, values: Values): Promise<Planned[] | number> {
  const targets: { target: TargetFile; path: string }[] =
    values.out !== undefined
      ? targetsFor({ out: values.out }).map((target) => ({ target, path: resolve(io.cwd, target.path) }))
      : targetsFor({ ...(editor !== undefined ? { editor } : {}), ...(values.dir !== undefined ? { dir: values.dir } : {}), native: values.native }).map((target) => ({
          target,
          path: resolve(root, target.path),
        }));
  const form: RulesForm = values.full ? 'full' : 'compact';
  const planned: Planned[] = [];
  for (const { target, path } of targets) {
    const shown = display(io, path);
    let existing: string | undefined;
    try {
      existing = await readExisting(values.out !== undefined ? dirname(path) : root, path);
    } catch (error) {
      io.stderr.write(`docwright rules: cannot read \`${shown}\`: ${errorText(error)}\n`);
      return EXIT.fatal;
    }
    try {
      planned.push({ target, path, shown, existing, ...planText(facts, target, form, existing, values.force) });
    } catch (error) {
      if (!(error instanceof MarkerError)) throw error;
      io.stderr.write(`${shown}:${error.line}:1: ${error.message}\n`);
      return EXIT.fatal;
    }
  }
  return planned;
}

/** What to do with a file docwright did not write. */
function adopt(shown: string): string {
  return (
    `Unexpected \`${shown}\` without docwright markers, expected a file \`docwright rules\` wrote. ` +
    'To keep its text, add a line `<!-- docwright:start -->` and a line `<!-- docwright:end -->` where the generated rules should go, then run again; ' +
    'to replace the file, run again with `--force`'
  );
}

/** `--stdout`: the files' texts (a fresh copy of a file docwright does not own). */
function printFiles(io: Io, planned: readonly Planned[]): number {
  const texts = planned.map((file) => (file.next.kind === 'write' ? file.next.text : file.fresh));
  if (planned.length === 1) io.stdout.write(texts[0] ?? '');
  else io.stdout.write(planned.map((file, index) => `==> ${file.shown} <==\n${texts[index] ?? ''}`).join('\n'));
  return EXIT.ok;
}

/** What `--check` finds wrong with one planned file (undefined: it is current), with the stale file's diff. */
function checkProblem(file: Planned): { finding: Finding; diff?: string } | undefined {
  const at = { file: file.path, line: 1, column: 1, severity: 'error' as const };
  if (file.existing === undefined) return { finding: { ...at, ruleId: 'rules-file-missing', message: `Missing \`${file.shown}\`: run \`docwright rules\` to write it` } };
  if (file.next.kind === 'unowned') return { finding: { ...at, ruleId: 'rules-file-unowned', message: adopt(file.shown) } };
  if (!file.next.changed) return undefined;
  // At the first line that differs.
  const hunk = structuredPatch(file.shown, file.shown, file.existing, file.next.text, '', '', { context: 0 }).hunks[0];
  const line = Math.max(1, hunk?.oldStart ?? 1);
  const message = `Unexpected stale \`${file.shown}\`, expected the generated rules: run \`docwright rules\` to update it`;
  return { finding: { ...at, line, ruleId: 'rules-file-stale', message }, diff: diffSummary(file.shown, file.existing, file.next.text) };
}

/** `--check`: 1 when a file is missing, not docwright's, or stale (with the diff, or into the report), 0 when all are current. */
async function checkFiles(io: Io, planned: readonly Planned[], report: Report): Promise<number> {
  const { format } = report;
  let stale = 0;
  for (const file of planned) {
    const problem = checkProblem(file);
    if (problem === undefined) {
      // With --format, stdout carries the report only.
      (format === undefined ? io.stdout : io.stderr).write(`\`${file.shown}\` is up to date\n`);
      continue;
    }
    stale++;
    if (format !== undefined) {
      report.findings.push(problem.finding);
      continue;
    }
    io.stderr.write(`${problem.finding.message}\n`);
    if (problem.diff !== undefined) io.stderr.write(problem.diff);
  }
  await printReport(io, report);
  return stale > 0 ? EXIT.findings : EXIT.ok;
}

/**
 * The warning for a rules file the site reads as a page (`AGENTS.md`, `CLAUDE.md` in the docs root): Mintlify compiles
 * every `.md` file it does not ignore as MDX and publishes it, and the file's HTML comment markers fail that.
 */
function publishedRulesWarning(root: string, path: string, shown: string): string | undefined {
  const rel = publishedRel(root, path);
  if (rel === undefined) return undefined;
  return `Unexpected \`${shown}\` where the site reads it as a page, expected it left out of the site: Mintlify compiles every \`.md\` file of the project as MDX and publishes it, and this file's HTML comment markers fail the deploy (\`docwright check\` reports them); add \`${rel}\` to \`.mintignore\``;
}

/** The root-relative path of a rules file the site would publish as a page (`CLAUDE.md`, `AGENTS.md` in the docs root), else `undefined`. */
function publishedRel(root: string, path: string): string | undefined {
  const rel = relative(root, path).split(/[\\/]/).join('/');
  if (rel.startsWith('../') || isAbsolute(rel) || !/\.mdx?$/.test(rel)) return undefined;
  if (rel.split('/').some((part) => part.startsWith('.')) || isRepositoryDocument(rel) || isSnippet(rel) || ignorePolicy(root).ignores(path)) return undefined;
  return rel;
}

/**
 * Leave a rules file the site would publish out of it: a `/<path>` line added to the root's
 * `.mintignore` (created when missing), which Mintlify and docwright both read. Mintlify
 * publishes every `.md` file as a page, and the file's HTML comment markers fail its deploy.
 * The line added, or the warning to show when `.mintignore` cannot be read or written.
 */
async function leaveOutOfSite(root: string, path: string, shown: string): Promise<{ added: string } | { warning: string } | undefined> {
  const rel = publishedRel(root, path);
  if (rel === undefined) return undefined;
  const ignoreFile = join(root, MINT_IGNORE_FILE);
  const line = `/${rel}`;
  try {
    let existing: string | undefined;
    try {
      existing = await readRegularText(ignoreFile);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    const before = existing === undefined || existing === '' || existing.endsWith('\n') ? (existing ?? '') : `${existing}\n`;
    await writeFileInside(root, ignoreFile, `${before}${line}\n`, { unchanged: existing === undefined ? 'missing' : { bytes: Buffer.from(existing) } });
    return { added: line };
  } catch {
    const warning = publishedRulesWarning(root, path, shown);
    return warning === undefined ? undefined : { warning };
  }
}

/** Write the changed files (none when one is not docwright's); an exit code when that fails. */
async function writeFiles(io: Io, planned: readonly Planned[], within: (file: Planned) => string, root: string): Promise<number> {
  const unowned = planned.find((file) => file.next.kind === 'unowned');
  if (unowned) {
    io.stderr.write(`docwright rules: ${adopt(unowned.shown)}\n`);
    return EXIT.fatal;
  }
  for (const file of planned) {
    if (file.next.kind !== 'write') continue;
    if (!file.next.changed) {
      io.stdout.write(`\`${file.shown}\` is up to date\n`);
      await reportLeftOut(io, root, file);
      continue;
    }
    try {
      await writeTarget(within(file), file.path, file.next.text, file.existing);
    } catch (error) {
      io.stderr.write(`docwright rules: cannot write \`${file.shown}\` (${error instanceof WriteFailedError ? error.reason : errorText(error)}), the original is left unchanged\n`);
      return EXIT.fatal;
    }
    io.stdout.write(`${file.next.created ? 'Wrote' : 'Updated'} \`${file.shown}\`\n`);
    const warning = sizeWarning(file.target, file.next.text);
    if (warning !== undefined) io.stderr.write(`docwright rules: ${warning}\n`);
    await reportLeftOut(io, root, file);
  }
  return EXIT.ok;
}

/** Leave a written rules file the site would publish out of it (see leaveOutOfSite), and say so. */
async function reportLeftOut(io: Io, root: string, file: Planned): Promise<void> {
  const left = await leaveOutOfSite(root, file.path, file.shown);
  if (left === undefined) return;
  if ('added' in left) {
    io.stdout.write(`Added \`${left.added}\` to \`${MINT_IGNORE_FILE}\`: Mintlify would publish \`${file.shown}\` as a page, and its HTML comment markers fail the deploy\n`);
  } else io.stderr.write(`docwright rules: ${left.warning}\n`);
}

/** After the rules: the MCP server's configuration (or, for Windsurf, how to add it by hand). */
async function finishMcp(io: Io, root: string, editor: EditorName | undefined, values: Values, mcp: McpState): Promise<number> {
  if (editor === 'windsurf' && !values['no-mcp']) {
    const entry = JSON.stringify({ command: 'npx', args: ['docwright', 'mcp', root] });
    io.stdout.write(`Windsurf reads MCP servers from \`${WINDSURF_MCP_CONFIG}\` only: add \`"${MCP_SERVER_NAME}": ${entry}\` under \`mcpServers\` there\n`);
  }
  if (mcp.wanted && mcp.path !== undefined && mcp.readError !== undefined) {
    io.stderr.write(`docwright rules: cannot read \`${display(io, mcp.path)}\`: ${mcp.readError}\n`);
    return EXIT.fatal;
  }
  if (mcp.update !== undefined && mcp.path !== undefined) {
    const written = await writeMcpConfig(io, root, mcp.path, mcp.update, mcp.existing);
    if (written === EXIT.ok && mcp.update.kind !== 'invalid') {
      const note = await mcpSdkNote();
      if (note !== undefined) io.stderr.write(`docwright rules: ${note}\n`);
    }
    return written;
  }
  return EXIT.ok;
}

/** The SDK the MCP server runs on (an optional peer dependency, as in `docwright mcp`). */
const MCP_SDK = '@modelcontextprotocol/sdk/server/stdio.js';

/**
 * The line that says the MCP server the editor's configuration starts cannot run yet, because
 * its SDK is not installed; undefined when it loads (or is installed but broken: `docwright mcp`
 * names that failure when it runs). `specifier`: tests name one that is not installed.
 */
export async function mcpSdkNote(specifier = MCP_SDK): Promise<string | undefined> {
  const { loadOptional } = await import('../../optional-module.js');
  const loaded = await loadOptional(specifier, () => (specifier === MCP_SDK ? import('@modelcontextprotocol/sdk/server/stdio.js') : (import(specifier) as Promise<unknown>)));
  if (loaded.status !== 'missing') return undefined;
  return `Missing \`${loaded.name}\`, expected it for the \`${MCP_SERVER_NAME}\` MCP server the editor starts: run \`npm i -D ${loaded.name}\``;
}

const run: Command = withHelp(spec, async ({ values, positionals }, io) => {
  const editor = checkOptions(values, positionals);
  const root = await docsRoot(io, positionals[0]);
  const report: Report = { format: values.format !== undefined && isFormat(values.format) ? values.format : undefined, findings: [] };
  const code = await runRules(io, root, editor, values, report);
  // An error in the Vale configuration fails the run as it fails lint, once the files are written.
  return code === EXIT.ok && report.valeFailed === true ? EXIT.findings : code;
});

/** The command's work once its options are read: an exit code. */
async function runRules(io: Io, root: string, editor: EditorName | undefined, values: Values, report: Report): Promise<number> {
  const gathered = await projectFacts(io, root, values.stdout, report);
  if (typeof gathered === 'number') return gathered;
  if (values.skill) return writeSkillDraft(io, root, gathered, values);
  const mcp = await mcpState(root, editor, values);
  const facts = mcp.configured ? { ...gathered, mcp: true } : gathered;
  const planned = await planFiles(io, root, facts, editor, values);
  if (typeof planned === 'number') {
    // Stopped (a file that cannot be read, broken markers): docs.json's findings are still reported.
    await printReport(io, report);
    return planned;
  }
  if (values.stdout) return printFiles(io, planned);
  if (values.check) return checkFiles(io, planned, report);
  const written = await writeFiles(io, planned, (file) => (values.out !== undefined ? dirname(file.path) : root), root);
  if (written !== EXIT.ok) return written;
  return finishMcp(io, root, editor, values, mcp);
}

/** `--skill`: a draft skill.md, printed (`--stdout`) or written to the root (or `--out`), never over an existing file without `--force`. */
async function writeSkillDraft(io: Io, root: string, facts: RulesFileFacts, values: Values): Promise<number> {
  if (!facts.project) {
    io.stderr.write('docwright rules: Missing `docs.json` or `mint.json`, expected a project to draft `skill.md` from\n');
    return EXIT.fatal;
  }
  const [{ draftSkill }, { checkSkill }] = await Promise.all([import('../../rules-file/skill.js'), import('../../project/skill.js')]);
  const text = await draftSkill(root, facts.project);
  const path = values.out !== undefined ? resolve(io.cwd, values.out) : resolve(root, 'skill.md');
  const problems = checkSkill(text, path);
  if (problems.length > 0) io.stderr.write(formatResults(groupByFile(problems), 'stylish', { cwd: io.cwd }));
  if (values.stdout) {
    io.stdout.write(text);
    return EXIT.ok;
  }
  const existing = await readExisting(values.out !== undefined ? dirname(path) : root, path).catch(() => undefined);
  if (existing !== undefined && !values.force) {
    io.stderr.write(`docwright rules: \`${display(io, path)}\` exists and is kept, expected \`--force\` to replace it (or \`--stdout\` to see the draft)\n`);
    return EXIT.fatal;
  }
  try {
    await writeTarget(values.out !== undefined ? dirname(path) : root, path, text, existing);
  } catch (error) {
    io.stderr.write(`docwright rules: cannot write \`${display(io, path)}\` (${error instanceof WriteFailedError ? error.reason : errorText(error)})\n`);
    return EXIT.fatal;
  }
  io.stdout.write(`Wrote \`${display(io, path)}\` (a draft: edit what it says the product does)\n`);
  return EXIT.ok;
}

/** Write the MCP configuration's update; a file that is not JSON is left as it is, with a warning. */
async function writeMcpConfig(io: Io, root: string, path: string, next: McpConfigUpdate, existing: string | undefined): Promise<number> {
  const shown = display(io, path);
  if (next.kind === 'present') {
    io.stdout.write(`\`${shown}\` is up to date\n`);
    return EXIT.ok;
  }
  if (next.kind === 'invalid') {
    io.stderr.write(`docwright rules: Unexpected \`${shown}\` that is not a JSON object (${next.reason}), expected MCP servers: left unchanged, add the \`${MCP_SERVER_NAME}\` server yourself (see \`docwright mcp --help\`)\n`);
    return EXIT.ok;
  }
  try {
    await writeTarget(root, path, next.text, existing);
  } catch (error) {
    io.stderr.write(`docwright rules: cannot write \`${shown}\` (${error instanceof WriteFailedError ? error.reason : errorText(error)}), the original is left unchanged\n`);
    return EXIT.fatal;
  }
  io.stdout.write(`${next.created ? 'Wrote' : 'Updated'} \`${shown}\` (the \`${MCP_SERVER_NAME}\` MCP server)\n`);
  return EXIT.ok;
}

export default run;
