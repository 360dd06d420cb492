import type { Command, Io } from '../io.js';
import { EXIT, UsageError } from '../io.js';
import { colorOptions, useColor } from '../color.js';
import { configOptions, defineCommand, findingsFormat, type Parsed, withHelp } from '../options.js';
import type { Format } from '../../findings/report/index.js';
import type { FormatRun } from '../../format/format.js';

export const spec = defineCommand({
  usage: 'docwright format [paths...] [options]',
  description:
    'Rewrite pages in one canonical style: files, folders and globs (default: the docs root).\n' +
    'A page is written only when its new text parses to the same tree; front matter, code,\n' +
    'JSX tags, expressions and HTML come through byte for byte.',
  options: {
    check: { type: 'boolean', default: false, help: 'Write nothing; exit 1 when a page would change (for CI and pre-commit)' },
    format: findingsFormat,
    quiet: { type: 'boolean', short: 'q', default: false, help: 'Report errors only' },
    ...configOptions,
    ...colorOptions,
  },
  footer: 'Exit codes: 0 clean (pages written, or none to write), 1 errors (with --check: a page\nwould change), 2 usage, config or file problems.',
});

type Values = Parsed<typeof spec.options>['values'];

/** Print the findings, then a one-line summary on stderr. */
async function report(run: FormatRun, format: Format, values: Values, io: Io): Promise<void> {
  const [{ formatResults }, { version }] = await Promise.all([import('../../findings/report/index.js'), import('../../version.js')]);
  const text = formatResults(run.results, format, { quiet: values.quiet, cwd: io.cwd, color: format === 'stylish' && useColor(io, values), tool: { name: 'docwright', version } });
  io.stdout.write(text);
  for (const problem of run.problems) io.stderr.write(`docwright format: ${problem.message}\n`);
  const n = run.changed.length;
  // Nothing was read (a missing path): the problem is the whole report, not "formatted 0 pages".
  if (n === 0 && run.unchangedCount === 0 && run.problems.length > 0) return;
  const pages = (count: number): string => `${count} page${count === 1 ? '' : 's'}`;
  const done = values.check ? `${pages(n)} would change` : `formatted ${pages(n)}`;
  io.stderr.write(`docwright format: ${done}, ${pages(run.unchangedCount)} already formatted\n`);
}

const run: Command = withHelp(spec, async ({ values, positionals }, io) => {
  const { isFormat, formatProblem } = await import('../../findings/report/index.js');
  if (!isFormat(values.format)) throw new UsageError(formatProblem(values.format));
  const [{ formatPages }, { LintConfigError }] = await Promise.all([import('../../format/format.js'), import('../../lint/settings.js')]);
  let result: FormatRun;
  try {
    result = await formatPages(positionals, { cwd: io.cwd, check: values.check, ...(values['no-config'] ? { config: false } : values.config !== undefined ? { config: values.config } : {}) });
  } catch (error) {
    if (!(error instanceof LintConfigError)) throw error;
    io.stderr.write(`docwright format: ${error.message}\n`);
    return EXIT.fatal;
  }
  await report(result, values.format, values, io);
  if (result.results.length === 0) {
    if (result.problems.length > 0 && result.problems.every((p) => p.ignored === true)) return EXIT.ok;
    if (result.problems.length === 0) io.stderr.write('docwright format: Missing pages to format, expected `.md` or `.mdx` files\n');
    return EXIT.fatal;
  }
  if (result.problems.some((p) => p.severity === 'error')) return EXIT.fatal;
  return result.errorCount > 0 ? EXIT.findings : EXIT.ok;
});
export default run;
