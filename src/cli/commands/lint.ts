import type { Command, Io } from '../io.js';
import { EXIT, UsageError } from '../io.js';
import { colorOptions, useColor } from '../color.js';
import { defineCommand, formatHelp, parseOptions } from '../options.js';

export const spec = defineCommand({
  usage: 'docwright lint [paths...] [options]',
  description: 'Lint pages: files, folders and globs (default: the docs root, the nearest folder\nwith docs.json or mint.json).',
  options: {
    format: { type: 'string', short: 'f', default: 'stylish', arg: '<name>', help: 'Stylish (default), json, sarif or github' },
    quiet: { type: 'boolean', short: 'q', default: false, help: 'Report errors only' },
    'max-warnings': { type: 'string', arg: '<n>', help: 'Exit 1 when there are more than n warnings' },
    fix: { type: 'boolean', default: false, help: 'Write safe fixes into the files' },
    cache: { type: 'boolean', default: false, help: 'Skip unchanged files (content, config and version)' },
    'cache-location': { type: 'string', arg: '<p>', help: 'Cache file (default node_modules/.cache/docwright/lint.json, or\n.docwright-cache/lint.json where there is no node_modules)' },
    config: { type: 'string', short: 'c', arg: '<path>', help: 'Use this config file' },
    'no-config': { type: 'boolean', default: false, help: 'Use no config file (the recommended preset)' },
    rule: { type: 'string', multiple: true, arg: '<id[:severity]>', help: 'Set a rule for this run (repeatable); severity off, warn or error' },
    stdin: { type: 'boolean', default: false, help: 'Lint the text on stdin' },
    'stdin-filename': { type: 'string', arg: '<p>', help: 'The name of the stdin text (decides .md/.mdx and overrides)' },
    workers: { type: 'string', arg: '<n>', help: 'Worker threads besides the main one (default: cores - 1\nfor more than 16 files on 3+ cores, else 0; 0 for none)' },
    timing: { type: 'boolean', default: false, help: "Print each rule's time and the parsing time to stderr,\nslowest first" },
    'output-file': { type: 'string', short: 'o', arg: '<path>', help: 'Write the report to this file instead of stdout (never coloured)' },
    ...colorOptions,
  },
  footer: 'Exit codes: 0 clean, 1 errors (or more warnings than --max-warnings), 2 usage,\nconfig or file problems.',
});

function count(value: string | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new UsageError(`Unexpected \`--${flag} ${value}\`, expected a whole number`);
  return Number(value);
}

async function readStdin(io: Io): Promise<string> {
  const stdin = io.stdin;
  if (!stdin) return '';
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

const run: Command = async (argv, io) => {
  const { values, positionals } = parseOptions(spec, argv);
  if (values.help) {
    io.stdout.write(formatHelp(spec));
    return EXIT.ok;
  }
  const { isFormat, formatProblem } = await import('../../findings/report/index.js');
  const format = values.format;
  if (!isFormat(format)) throw new UsageError(formatProblem(format));
  const maxWarnings = count(values['max-warnings'], 'max-warnings');
  const workers = count(values.workers, 'workers');
  if (values.config !== undefined && values['no-config']) throw new UsageError('Unexpected `--config` with `--no-config`, expected one of them');
  if (values.stdin && values.fix) throw new UsageError('Unexpected `--fix` with `--stdin`, expected files to fix');
  if (values.stdin && positionals.length > 0) throw new UsageError('Unexpected paths with `--stdin`, expected either paths or `--stdin`');
  if (values['stdin-filename'] !== undefined && !values.stdin) throw new UsageError('Unexpected `--stdin-filename` without `--stdin`');

  const { parseRuleFlag, LintConfigError } = await import('../../lint/settings.js');
  const rules: Record<string, 'off' | 'warn' | 'error'> = {};
  for (const flag of values.rule ?? []) {
    // Rule ids are checked once the config's plugins are loaded.
    const parsed = parseRuleFlag(flag, false);
    if ('error' in parsed) throw new UsageError(parsed.error);
    rules[parsed.id] = parsed.severity;
  }
  const config = values['no-config'] ? false : values.config;

  const { version } = await import('../../version.js');
  const { rulesById } = await import('../../../rules/index.js');
  const print = async (results: import('../../findings/finding.js').FileResult[]): Promise<void> => {
    const { formatResults } = await import('../../findings/report/index.js');
    const outputFile = values['output-file'];
    const color = outputFile === undefined && format === 'stylish' && useColor(io, values);
    const text = formatResults(results, format, {
        quiet: values.quiet,
        cwd: io.cwd,
        color,
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
    const { mkdir, writeFile } = await import('node:fs/promises');
    const nodePath = await import('node:path');
    const target = nodePath.resolve(io.cwd, outputFile);
    try {
      await mkdir(nodePath.dirname(target), { recursive: true });
      await writeFile(target, text);
    } catch (error) {
      throw new UsageError(`Unexpected error writing \`${outputFile}\` (${error instanceof Error ? error.message : String(error)}), expected a file path that can be written`);
    }
  };
  const verdict = (errors: number, warnings: number): number => {
    if (errors > 0) return EXIT.findings;
    if (maxWarnings !== undefined && warnings > maxWarnings) {
      io.stderr.write(`docwright lint: Unexpected ${warnings} warnings, expected at most ${maxWarnings} (\`--max-warnings\`)\n`);
      return EXIT.findings;
    }
    return EXIT.ok;
  };

  try {
    if (values.stdin) {
      const { lintSource } = await import('../../lint/engine.js');
      const text = await readStdin(io);
      const runResult = await lintSource(text, {
        cwd: io.cwd,
        ...(config !== undefined ? { config } : {}),
        rules,
        filePath: values['stdin-filename'] ?? 'stdin.mdx',
        ...(values.timing ? { timing: true } : {}),
      });
      await print(runResult.results);
      if (runResult.timings) {
        const { formatTimings } = await import('../../lint/timing.js');
        io.stderr.write(formatTimings(runResult.timings));
      }
      return verdict(runResult.errorCount, runResult.warningCount);
    }

    const { lint } = await import('../../lint/engine.js');
    const runResult = await lint(positionals, {
      cwd: io.cwd,
      ...(config !== undefined ? { config } : {}),
      rules,
      fix: values.fix,
      cache: values.cache,
      ...(values['cache-location'] !== undefined ? { cacheLocation: values['cache-location'] } : {}),
      ...(workers !== undefined ? { workers } : {}),
      ...(values.timing ? { timing: true } : {}),
    });
    await print(runResult.results);
    if (runResult.timings) {
      const { formatTimings } = await import('../../lint/timing.js');
      io.stderr.write(formatTimings(runResult.timings));
    }
    for (const problem of runResult.problems) io.stderr.write(`docwright lint: ${problem.message}\n`);
    if (values.fix && runResult.fixedCount > 0) io.stderr.write(`docwright lint: fixed ${runResult.fixedCount} file${runResult.fixedCount === 1 ? '' : 's'}\n`);
    if (runResult.results.length === 0) {
      if (runResult.problems.length === 0) io.stderr.write('docwright lint: Missing pages to lint, expected `.md` or `.mdx` files\n');
      // Files named on the command line that are all ignored (a pre-commit hook's staged files): nothing to do.
      if (runResult.problems.length > 0 && runResult.problems.every((p) => p.ignored === true)) return EXIT.ok;
      return EXIT.fatal;
    }
    const code = verdict(runResult.errorCount, runResult.warningCount);
    return runResult.problems.some((p) => p.severity === 'error') ? EXIT.fatal : code;
  } catch (error) {
    if (error instanceof LintConfigError) {
      io.stderr.write(`docwright lint: ${error.message}\n`);
      return EXIT.fatal;
    }
    throw error;
  }
};
export default run;
