import { join, resolve } from 'node:path';
import { countBySeverity, groupByFile } from '../../findings/finding.js';
import type { Command } from '../io.js';
import { EXIT, UsageError } from '../io.js';
import { colorOptions, useColor } from '../color.js';
import { configOptions, defineCommand, maxWarningsOf, tooManyWarnings, withHelp } from '../options.js';

export const spec = defineCommand({
  usage: 'docwright check [root] [options]',
  description:
    'Validate docs.json (or legacy mint.json) and cross-check it against the files:\n' +
    'navigation pages exist, no duplicates or paths leaving the project, logo/favicon/\n' +
    'background files, OpenAPI specs and the operations pages name, pages missing from\n' +
    'the navigation, colour contrast.',
  options: {
    links: { type: 'boolean', default: false, help: 'Also report internal links and #anchors that point nowhere' },
    format: { type: 'string', short: 'f', default: 'stylish', arg: '<name>', help: 'stylish (default), json, sarif or github' },
    quiet: { type: 'boolean', default: false, help: 'Report errors only (warnings are still counted for --max-warnings)' },
    'max-warnings': { type: 'string', arg: '<n>', help: 'Exit 1 when there are more than n warnings (-1: no limit)' },
    cache: { type: 'boolean', default: false, help: 'Parse only the pages whose text changed since the last check (whether each\ncompiles as MDX, by its text, docwright version and code): the default for check' },
    'no-cache': { type: 'boolean', default: false, help: 'Parse every page again (neither read nor write the cache)' },
    'cache-location': { type: 'string', arg: '<dir>', help: 'Cache folder (default <root>/.docwright-cache, as build)' },
    ...configOptions,
    ...colorOptions,
  },
  footer: 'Exit codes: 0 clean (warnings allowed), 1 errors found (or more warnings than --max-warnings),\n2 usage, no or unreadable configuration.',
});

const run: Command = withHelp(spec, async (parsed, io) => {
  const { formatResults, isFormat, formatProblem } = await import('../../findings/report/index.js');
  const format = parsed.values.format;
  if (!isFormat(format)) throw new UsageError(formatProblem(format));
  if (parsed.positionals.length > 1) throw new UsageError(`Unexpected arguments ${parsed.positionals.slice(1).map((p) => `\`${p}\``).join(' ')}, expected one project root`);
  const maxWarnings = maxWarningsOf(parsed.values['max-warnings']);
  const root = resolve(io.cwd, parsed.positionals[0] ?? '.');
  const { stat } = await import('node:fs/promises');
  if (!(await stat(root).catch(() => undefined))?.isDirectory()) throw new UsageError(`Missing folder \`${parsed.positionals[0] ?? '.'}\`, expected the folder of a docs project`);
  const { checkProject } = await import('../../check/check.js');
  const values = parsed.values;
  if (values.cache && values['no-cache']) throw new UsageError('Unexpected `--cache` with `--no-cache`, expected one of them');
  const location = values['cache-location'];
  if (location !== undefined && values['no-cache']) throw new UsageError('Unexpected `--cache-location` with `--no-cache`, expected one of them');
  const cache = values['no-cache'] ? {} : { cacheDir: location !== undefined ? resolve(io.cwd, location) : join(root, '.docwright-cache'), cacheNamed: location !== undefined };
  const result = await checkProject(root, { links: values.links, ...cache });
  const { version } = await import('../../version.js');
  const output = formatResults(groupByFile(result.findings), format, {
    quiet: parsed.values.quiet,
    cwd: io.cwd,
    color: format === 'stylish' && useColor(io, parsed.values),
    tool: { name: 'docwright', version },
  });
  if (result.fatal) {
    // No usable configuration: said on stderr, as any fatal problem, unless a machine
    // reads the report (json, sarif, github): then it is the report, on stdout.
    (format === 'stylish' ? io.stderr : io.stdout).write(output);
    return EXIT.fatal;
  }
  io.stdout.write(output);
  const counts = countBySeverity(result.findings);
  if (counts.errors > 0) return EXIT.findings;
  return tooManyWarnings('check', counts.warnings, maxWarnings, io.stderr) ? EXIT.findings : EXIT.ok;
});
export default run;
