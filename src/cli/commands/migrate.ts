import { existsSync } from 'node:fs';
import { lstat } from 'node:fs/promises';
import { writeFileInside, WriteFailedError } from '../../fs/write.js';
import { join, relative, resolve } from 'node:path';
import { isRecord } from '../../guards.js';
import type { FileResult, Finding } from '../../findings/finding.js';
import type { Command, Io } from '../io.js';
import { EXIT, UsageError } from '../io.js';
import { colorOptions, useColor } from '../color.js';
import { defineCommand, withHelp, type Parsed } from '../options.js';

export const spec = defineCommand({
  usage: 'docwright migrate [root] [--write | --stdout] [--format <name>]',
  description:
    'Rewrite a legacy mint.json into the current docs.json shape. Every setting that has a\n' +
    'home moves there; settings with none are listed on stderr, never dropped silently.',
  options: {
    stdout: { type: 'boolean', default: false, help: 'Print the new docs.json (default)' },
    write: { type: 'boolean', default: false, help: 'Write docs.json next to mint.json (refused when docs.json exists)' },
    format: {
      type: 'string',
      short: 'f',
      arg: '<name>',
      help: 'Print the notes as stylish, json, sarif or github on stdout instead of the new\ndocs.json (which json holds as `output`; with --write, it is written); default: one\nline each on stderr',
    },
    ...colorOptions,
  },
  footer: 'Exit codes: 0 migrated (notes are warnings), 2 usage, no legacy mint.json, or a docs.json\nthat cannot be written.',
});

type Values = Parsed<(typeof spec)['options']>['values'];

/** The notes as asked: `--format` on stdout (json with the new docs.json as its `output` unless written), else compact lines on stderr. */
async function report(io: Io, values: Values, findings: readonly Finding[], docsJson: { file: string; text: string | undefined }): Promise<void> {
  const [{ formatCompactResults, formatResults, isFormat }, { groupByFile }, { version }] = await Promise.all([
    import('../../findings/report/index.js'),
    import('../../findings/finding.js'),
    import('../../version.js'),
  ]);
  const results: FileResult[] = groupByFile(findings);
  const format = values.format;
  if (format === undefined || !isFormat(format)) {
    io.stderr.write(formatCompactResults(results, { cwd: io.cwd }));
    return;
  }
  if (docsJson.text !== undefined && format === 'json') {
    const entry = results.find((r) => r.file === docsJson.file);
    if (entry) entry.output = docsJson.text;
    else results.push({ file: docsJson.file, findings: [], output: docsJson.text });
  }
  io.stdout.write(formatResults(results, format, { cwd: io.cwd, color: format === 'stylish' && useColor(io, values), tool: { name: 'docwright', version } }));
}

/** The usage errors: two modes at once, a format that is not one, more than one root. */
async function checkUsage(parsed: { values: Values; positionals: readonly string[] }): Promise<void> {
  const { values, positionals } = parsed;
  if (values.write && values.stdout) throw new UsageError('Unexpected `--write` with `--stdout`, expected one of them');
  if (values.format !== undefined) {
    const { isFormat, formatProblem } = await import('../../findings/report/index.js');
    if (!isFormat(values.format)) throw new UsageError(formatProblem(values.format));
    if (values.stdout) throw new UsageError('Unexpected `--stdout` with `--format`, expected one of them (the `json` format holds the new `docs.json` as `output`)');
  }
  if (positionals.length > 1) throw new UsageError('Unexpected extra arguments, expected one project root');
}

/** Write docs.json beside mint.json, never over one that exists; an exit code. */
async function writeDocsJson(io: Io, root: string, target: string, text: string, quietStdout: boolean): Promise<number> {
  const shown = (path: string): string => relative(io.cwd, path) || path;
  // `lstat`: a symlink named `docs.json`, even one to nothing, is something that exists.
  const exists = await lstat(target).then(
    () => true,
    () => false,
  );
  if (exists) {
    io.stderr.write(`docwright migrate: \`${shown(target)}\` exists already; remove it or use \`--stdout\`\n`);
    return EXIT.fatal;
  }
  try {
    // Still nothing there at the rename: a docs.json made meanwhile is never written over.
    await writeFileInside(root, target, text, { unchanged: 'missing' });
  } catch (error) {
    io.stderr.write(`docwright migrate: cannot write \`${shown(target)}\` (${error instanceof WriteFailedError ? error.reason : String(error)}), nothing was written\n`);
    return EXIT.fatal;
  }
  // With --format, stdout carries the report only.
  (quietStdout ? io.stderr : io.stdout).write(`Wrote \`${shown(target)}\` (the legacy \`mint.json\` is left in place: delete it once you are happy)\n`);
  return EXIT.ok;
}

/** Config files of other documentation tools, by the tool that reads them. */
const OTHER_TOOLS: readonly (readonly [string, readonly string[]])[] = [
  ['Docusaurus', ['docusaurus.config.js', 'docusaurus.config.ts', 'docusaurus.config.mjs', 'docusaurus.config.cjs']],
  ['Astro Starlight', ['astro.config.mjs', 'astro.config.ts', 'astro.config.js', 'astro.config.mts']],
  ['VitePress', ['.vitepress/config.js', '.vitepress/config.ts', '.vitepress/config.mjs', '.vitepress/config.mts']],
  ['MkDocs', ['mkdocs.yml', 'mkdocs.yaml']],
];

/** What to do when `root` has no configuration: migrate reads `mint.json` only; a site of another tool is named. */
function noConfigAdvice(root: string, shown: string): string {
  const other = OTHER_TOOLS.flatMap(([tool, files]) => files.filter((f) => existsSync(join(root, f))).map((f) => [tool, f] as const))[0];
  const start = `docwright migrate: Missing \`mint.json\` in \`${shown}\`, expected Mintlify's legacy configuration: \`migrate\` rewrites only that`;
  if (!other) return `${start}; for a new project, run \`docwright new\`\n`;
  return `${start}, and \`${other[1]}\` is a ${other[0]} site: run \`docwright new --force\` for a docs.json, list your pages in its \`navigation\`, then \`docwright lint\` names the ${other[0]} syntax to rewrite\n`;
}

const run: Command = withHelp(spec, async (parsed, io) => {
  await checkUsage(parsed);
  const root = resolve(io.cwd, parsed.positionals[0] ?? '.');
  const { loadDocsConfig } = await import('../../config/index.js');
  const loaded = await loadDocsConfig(root);
  const shown = (path: string): string => relative(io.cwd, path) || path;
  const resolved = loaded.resolved;
  const raw = loaded.generation === 'legacy' && isRecord(resolved?.value) ? resolved.value : undefined;
  const { migrateMintJson } = await import('../../migrate/migrate.js');
  // Lenient: what the legacy schema refuses is named below and left out; the rest migrates.
  const migration = raw ? migrateMintJson(raw) : undefined;
  if (!loaded.configPath) {
    // A report asked for still gets the finding (on stdout); the terminal gets what to do instead.
    if (parsed.values.format !== undefined) await report(io, parsed.values, loaded.diagnostics, { file: join(root, 'docs.json'), text: undefined });
    io.stderr.write(noConfigAdvice(root, shown(root) === '' ? '.' : shown(root)));
    return EXIT.fatal;
  }
  if (!migration || !resolved) {
    if (loaded.generation === 'legacy' || loaded.diagnostics.some((d) => d.severity === 'error')) {
      // Through the reporter, as asked (stdout with --format, as `check` does with exit code 2): nothing from the project reaches the terminal raw.
      await report(io, parsed.values, loaded.diagnostics, { file: join(root, 'docs.json'), text: undefined });
      io.stderr.write('docwright migrate: fix the configuration first (`docwright check`)\n');
    } else {
      io.stderr.write(`docwright migrate: \`${shown(loaded.configPath ?? root)}\` is already in the current shape, nothing to migrate\n`);
    }
    return EXIT.fatal;
  }
  const text = `${JSON.stringify(migration.config, null, 2)}\n`;
  const target = join(root, 'docs.json');
  const { migrationFindings } = await import('../../migrate/findings.js');
  const findings = migrationFindings(migration, resolved, target, text);
  const formatted = parsed.values.format !== undefined;
  await report(io, parsed.values, findings, { file: target, text: parsed.values.write ? undefined : text });
  if (parsed.values.write) return writeDocsJson(io, root, target, text, formatted);
  if (!formatted) io.stdout.write(text);
  return EXIT.ok;
});
export default run;
