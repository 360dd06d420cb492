import { relative } from 'node:path';
import type { Command, Io } from '../io.js';
import { EXIT, UsageError } from '../io.js';
import { colorOptions, useColor } from '../color.js';
import { configOptions, defineCommand, findingsFormat, maxWarningsOf, type Parsed, tooManyWarnings, wholeNumber, withHelp } from '../options.js';
import type { FileResult } from '../../findings/finding.js';
import { severityWord } from '../../rule-kit/settings-types.js';
import type { Format } from '../../findings/report/index.js';
import type { LintOptions, LintRun, LintTextOptions } from '../../lint/engine.js';

export const spec = defineCommand({
  usage: 'docwright lint [paths...] [options]',
  description: 'Lint pages: files, folders and globs (default: the docs root, the nearest folder\nwith docs.json or mint.json).',
  options: {
    format: findingsFormat,
    quiet: { type: 'boolean', short: 'q', default: false, help: 'Report errors only' },
    'max-warnings': { type: 'string', arg: '<n>', help: 'Exit 1 when there are more than n warnings (-1: no limit)' },
    fix: { type: 'boolean', default: false, help: 'Write safe fixes into the files' },
    'fix-dry-run': { type: 'boolean', default: false, help: 'Apply safe fixes in memory and report what remains, writing nothing\n(the json format adds each fixed text as `output`); works with --stdin' },
    cache: { type: 'boolean', default: false, help: 'Skip unchanged files (content, config and version)' },
    'no-cache': { type: 'boolean', default: false, help: 'Lint every file (the default for lint; as build --no-cache)' },
    'cache-location': { type: 'string', arg: '<p>', help: 'Cache file (default node_modules/.cache/docwright/lint.json, or\n.docwright-cache/lint.json where there is no node_modules)' },
    ...configOptions,
    rule: { type: 'string', multiple: true, arg: '<id[:severity]>', help: 'Set a rule for this run (repeatable); severity off, warn or error' },
    stdin: { type: 'boolean', default: false, help: 'Lint the text on stdin' },
    'stdin-filename': { type: 'string', arg: '<p>', help: 'The name of the stdin text (decides .md/.mdx and overrides)' },
    workers: { type: 'string', arg: '<n>', help: 'Worker threads besides the main one (default: cores - 1\nfor more than 16 files on 3+ cores, else 0; 0 for none)' },
    'report-unused-disable-directives': { type: 'boolean', default: false, help: 'Report disable comments that turn off no finding, as errors' },
    'report-unused-disable-directives-severity': { type: 'string', arg: '<level>', help: 'Report them at this severity: off, warn or error (default: the\nconfig\'s linterOptions.reportUnusedDisableDirectives, else warn)' },
    timing: { type: 'boolean', default: false, help: "Print each rule's time and the parsing time to stderr,\nslowest first" },
    'output-file': { type: 'string', short: 'o', arg: '<path>', help: 'Write the report to this file instead of stdout (never coloured)' },
    ...colorOptions,
  },
  footer: 'Exit codes: 0 clean, 1 errors (or more warnings than --max-warnings), 2 usage,\nconfig or file problems.',
});

async function readStdin(io: Io): Promise<string> {
  const stdin = io.stdin;
  if (!stdin) return '';
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

type Values = Parsed<typeof spec.options>['values'];
type Severity = 'off' | 'warn' | 'error';

/** Refuse flags that cannot go together (as ESLint does: `--fix` with `--fix-dry-run` or with `--stdin`). */
function checkCombinations(values: Values, positionals: readonly string[]): void {
  if (values.cache && values['no-cache']) throw new UsageError('Unexpected `--cache` with `--no-cache`, expected one of them');
  if (values['cache-location'] !== undefined && values['no-cache']) throw new UsageError('Unexpected `--cache-location` with `--no-cache`, expected one of them');
  if (values.fix && values['fix-dry-run']) throw new UsageError('Unexpected `--fix` with `--fix-dry-run`, expected one of them');
  if (values.stdin && values.fix) throw new UsageError('Unexpected `--fix` with `--stdin`, expected files to fix (or `--fix-dry-run`)');
  if (values.stdin && positionals.length > 0) throw new UsageError('Unexpected paths with `--stdin`, expected either paths or `--stdin`');
  if (values['stdin-filename'] !== undefined && !values.stdin) throw new UsageError('Unexpected `--stdin-filename` without `--stdin`');
  if (values['report-unused-disable-directives'] && values['report-unused-disable-directives-severity'] !== undefined) {
    throw new UsageError('Unexpected `--report-unused-disable-directives` with `--report-unused-disable-directives-severity`, expected one of them');
  }
}

/** The `--rule` flags as settings (their ids are checked once the config's plugins are loaded). */
async function ruleFlags(flags: readonly string[]): Promise<Record<string, Severity>> {
  if (flags.length === 0) return {};
  const { parseRuleFlag } = await import('../../lint/settings.js');
  const rules: Record<string, Severity> = {};
  for (const flag of flags) {
    const parsed = parseRuleFlag(flag, false);
    if ('error' in parsed) throw new UsageError(parsed.error);
    rules[parsed.id] = parsed.severity;
  }
  return rules;
}

/** `--report-unused-disable-directives` (`error`, as in ESLint) or `--report-unused-disable-directives-severity <level>`. */
function unusedDirectivesFlag(values: Values): Severity | undefined {
  if (values['report-unused-disable-directives']) return 'error';
  const level = values['report-unused-disable-directives-severity'];
  if (level === undefined) return undefined;
  const named = severityWord(level);
  if (named === undefined) throw new UsageError(`Unexpected \`--report-unused-disable-directives-severity ${level}\`, expected \`off\`, \`warn\` or \`error\``);
  return named;
}

/** Format the results and write them to stdout, or to `--output-file` (never coloured). */
async function printReport(results: FileResult[], format: Format, values: Values, io: Io): Promise<void> {
  const [{ formatResults, rulesById }, { version }] = await Promise.all([import('../../lint/entry.js'), import('../../version.js')]);
  const outputFile = values['output-file'];
  const text = formatResults(results, format, {
    quiet: values.quiet,
    cwd: io.cwd,
    color: outputFile === undefined && format === 'stylish' && useColor(io, values),
    tool: { name: 'docwright', version },
    describeRule: (id) => {
      const rule = rulesById.get(id);
      return rule ? { description: rule.description, url: rule.url } : undefined;
    },
  });
  if (outputFile === undefined) {
    io.stdout.write(text);
    return;
  }
  const [{ writeOutputFile, WriteFailedError }, { findDocsRoot }, nodePath] = await Promise.all([import('../../fs/write.js'), import('../../lint/entry.js'), import('node:path')]);
  try {
    // Through the one safe write: a link in the project that leads out of it is not written through.
    await writeOutputFile(findDocsRoot(io.cwd), nodePath.resolve(io.cwd, outputFile), text);
  } catch (error) {
    const reason = error instanceof WriteFailedError ? error.reason : error instanceof Error ? error.message : String(error);
    throw new UsageError(`Unexpected error writing \`${outputFile}\` (${reason}), expected a file path that can be written`);
  }
}

/** What every run shares: where, which config, the rules and flags given, and how to report. */
interface Context {
  io: Io;
  values: Values;
  format: Format;
  options: LintTextOptions & LintOptions;
  maxWarnings: number | undefined;
}

/** Exit 1 on errors, or on more warnings than `--max-warnings`. */
function verdict(run: LintRun, context: Context): number {
  if (run.errorCount > 0) return EXIT.findings;
  return tooManyWarnings('lint', run.warningCount, context.maxWarnings, context.io.stderr) ? EXIT.findings : EXIT.ok;
}

/** Print the report and the timings. */
async function report(run: LintRun, context: Context): Promise<void> {
  await printReport(run.results, context.format, context.values, context.io);
  if (run.timings) {
    const { formatTimings } = await import('../../rule-kit/timing.js');
    context.io.stderr.write(formatTimings(run.timings));
  }
}

/** `--stdin`: lint the text on stdin under `--stdin-filename`. */
async function lintStdin(context: Context): Promise<number> {
  const { lintText } = await import('../../lint/entry.js');
  const text = await readStdin(context.io);
  const run = await lintText(text, { ...context.options, filePath: context.values['stdin-filename'] ?? 'stdin.mdx' });
  await report(run, context);
  return verdict(run, context);
}

/** markdownlint's configuration files, which lint does not read. */
const MARKDOWNLINT_FILES = ['.markdownlint.json', '.markdownlint.jsonc', '.markdownlint.yaml', '.markdownlint.yml', '.markdownlint-cli2.jsonc', '.markdownlint-cli2.yaml', '.markdownlint-cli2.cjs', '.markdownlint-cli2.mjs'];

/** A note for each markdownlint configuration in `cwd` or its docs root: docwright does not read it, so its settings are not lost without a word. */
async function markdownlintNotes(cwd: string): Promise<string[]> {
  const [{ findDocsRoot }, { rulesTurnedOff }, fs, nodePath, { readRegularSync }] = await Promise.all([import('../../lint/entry.js'), import('../../lint/markdownlint-settings.js'), import('node:fs'), import('node:path'), import('../../fs/paths.js')]);
  const folders = [...new Set([cwd, findDocsRoot(cwd)])];
  const found = folders.flatMap((folder) => MARKDOWNLINT_FILES.map((name) => nodePath.join(folder, name)).filter((path) => fs.existsSync(path)));
  return [...new Set(found)].map((path) => {
    let text = '';
    try {
      // A regular file only: a named pipe in its place would be waited on for ever.
      text = readRegularSync(path).toString('utf8');
    } catch {
      // unreadable (or a named pipe): the note still names the file
    }
    const off = rulesTurnedOff(nodePath.basename(path), text);
    const carry = off.length > 0
      ? `; what it turns off is \`"rules": { ${off.map((rule) => `"${rule}": "off"`).join(', ')} }\` in a \`.docwrightrc.json\`, and the manual's configuration page ("Coming from markdownlint") maps the other rules`
      : `; the manual's configuration page ("Coming from markdownlint") names the docwright rule for each`;
    return `docwright lint: Unexpected \`${nodePath.relative(cwd, path) || path}\`, expected a docwright configuration: markdownlint's settings are not read${carry}\n`;
  });
}

/** Lint the files, folders and globs (or the docs root). */
async function lintPaths(positionals: readonly string[], context: Context): Promise<number> {
  const { io, values } = context;
  const { lint } = await import('../../lint/entry.js');
  const run = await lint(positionals, context.options);
  await report(run, context);
  if (run.configFile === undefined) for (const note of await markdownlintNotes(io.cwd)) io.stderr.write(note);
  for (const problem of run.problems) io.stderr.write(`docwright lint: ${problem.message}\n`);
  if (run.noRulesOn) io.stderr.write(`docwright lint: Missing rules, expected \`extends\` or \`rules\` in ${run.configFile !== undefined ? `\`${relative(io.cwd, run.configFile) || run.configFile}\`` : 'the configuration'}: no rule is on, so lint checks nothing\n`);
  if (values.fix && run.fixedCount > 0) io.stderr.write(`docwright lint: fixed ${run.fixedCount} file${run.fixedCount === 1 ? '' : 's'}\n`);
  if (run.results.length === 0) {
    if (run.problems.length === 0) io.stderr.write('docwright lint: Missing pages to lint, expected `.md` or `.mdx` files\n');
    // Files named on the command line that are all ignored (a pre-commit hook's staged files): nothing to do.
    if (run.problems.length > 0 && run.problems.every((p) => p.ignored === true)) return EXIT.ok;
    return EXIT.fatal;
  }
  const code = verdict(run, context);
  return run.problems.some((p) => p.severity === 'error') ? EXIT.fatal : code;
}

/** Whether `value` is one of `names` (`--format` against the entry's `FORMATS`). */
function isOneOf<T extends string>(names: readonly T[], value: string): value is T {
  return (names as readonly string[]).includes(value);
}

/** The flags as the engine's options. */
async function contextOf(values: Values, positionals: readonly string[], io: Io): Promise<Context> {
  const { FORMATS } = await import('../../lint/entry.js');
  const format = values.format;
  if (!isOneOf(FORMATS, format)) {
    const { formatProblem } = await import('../../findings/report/index.js');
    throw new UsageError(formatProblem(format));
  }
  const maxWarnings = maxWarningsOf(values['max-warnings']);
  const workers = wholeNumber(values.workers, 'workers');
  checkCombinations(values, positionals);
  const unused = unusedDirectivesFlag(values);
  const config = values['no-config'] ? false : values.config;
  const options: LintTextOptions & LintOptions = {
    cwd: io.cwd,
    ...(config !== undefined ? { config } : {}),
    rules: await ruleFlags(values.rule ?? []),
    ...(values.fix ? { fix: true } : {}),
    ...(values['fix-dry-run'] ? { fixDryRun: true } : {}),
    ...(values.cache ? { cache: true } : {}),
    ...(values['cache-location'] !== undefined ? { cacheLocation: values['cache-location'] } : {}),
    ...(workers !== undefined ? { workers } : {}),
    ...(values.timing ? { timing: true } : {}),
    ...(unused !== undefined ? { reportUnusedDisableDirectives: unused } : {}),
  };
  return { io, values, format, options, maxWarnings };
}

const run: Command = withHelp(spec, async ({ values, positionals }, io) => {
  const context = await contextOf(values, positionals, io);
  // The engine's own class: the bundled entry (scripts/bundle.mjs) holds the engine and its settings.
  const { LintConfigError } = await import('../../lint/entry.js');
  try {
    return values.stdin ? await lintStdin(context) : await lintPaths(positionals, context);
  } catch (error) {
    if (error instanceof LintConfigError) {
      io.stderr.write(`docwright lint: ${error.message}\n`);
      return EXIT.fatal;
    }
    throw error;
  }
});
export default run;
