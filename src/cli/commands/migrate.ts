import { existsSync } from 'node:fs';
import { basename, join, relative, resolve } from 'node:path';
import type { ProjectMigration } from '../../migrate/project.js';
import type { FileResult, Finding } from '../../findings/finding.js';
import type { Command, Io } from '../io.js';
import { EXIT, UsageError } from '../io.js';
import { colorOptions, useColor } from '../color.js';
import { defineCommand, withHelp, type Parsed } from '../options.js';

export const spec = defineCommand({
  usage: 'docwright migrate [root] [--write | --stdout] [--format <name>]',
  description:
    'Rewrite a legacy mint.json into the current docs.json shape, or carry a Docusaurus site\'s\n' +
    'sidebars.js (.ts, .json) or an Astro Starlight site\'s astro.config.mjs (read as data, never\n' +
    'run) into a new docs.json. Every setting that has a home moves there; settings with none are\n' +
    'listed on stderr, never dropped silently.',
  options: {
    stdout: { type: 'boolean', default: false, help: 'Print the new docs.json (default)' },
    write: { type: 'boolean', default: false, help: 'Write docs.json next to mint.json, sidebars.js or astro.config.mjs (refused when\ndocs.json exists)' },
    format: {
      type: 'string',
      short: 'f',
      arg: '<name>',
      help: 'Print the notes as stylish, json, sarif or github on stdout instead of the new\ndocs.json (which json holds as `output`; with --write, it is written); default: one\nline each on stderr',
    },
    ...colorOptions,
  },
  footer:
    'A docs.json is read before mint.json, as Mintlify reads it: once one in the current shape is there\n(a second `migrate --write`), the refusal is `migrate-not-legacy`, not `migrate-target-exists`.\n\n' +
    'Exit codes: 0 migrated (notes are warnings), 1 refused (`migrate-not-legacy`: the docs.json read is\ncurrent, nothing to migrate; `migrate-target-exists`: a legacy-shaped docs.json is in the way of\n--write), 2 usage, a configuration that cannot be read, or a docs.json that cannot be written.',
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
  if (positionals.length > 1) throw new UsageError(`Unexpected arguments ${positionals.slice(1).map((p) => `\`${p}\``).join(' ')}, expected one project root`);
}

/** The line that says what happened, on stderr beside a `--format` report (stdout carries the report only). */
function outcomeLine(io: Io, migration: ProjectMigration, formatted: boolean): void {
  const shown = (path: string): string => relative(io.cwd, path) || path;
  if (migration.outcome === 'written') {
    const source = migration.configPath === undefined ? 'mint.json' : basename(migration.configPath);
    const tool = source.startsWith('astro.config.') ? 'Starlight' : 'Docusaurus';
    const left = source === 'mint.json' ? 'the legacy `mint.json` is left in place: delete it once you are happy' : `the ${tool} \`${source}\` is left in place: delete it once you are happy; \`docwright lint\` names the ${tool} syntax in the pages`;
    (formatted ? io.stderr : io.stdout).write(`Wrote \`${shown(migration.target)}\` (${left})\n`);
  } else if (migration.outcome === 'config') {
    io.stderr.write('docwright migrate: fix the configuration first (`docwright check`)\n');
  }
}

/** Config files of other documentation tools, by the tool that reads them. */
const OTHER_TOOLS: readonly (readonly [string, readonly string[]])[] = [
  // Reached with neither a sidebar file nor a `docs/` folder (with one, the sidebar is migrated).
  ['Docusaurus', ['docusaurus.config.js', 'docusaurus.config.ts', 'docusaurus.config.mjs', 'docusaurus.config.cjs']],
  // An Astro site that is no Starlight site (no `@astrojs/starlight` in its configuration, no `src/content/docs/`).
  ['Astro', ['astro.config.mjs', 'astro.config.ts', 'astro.config.js', 'astro.config.mts']],
  ['VitePress', ['.vitepress/config.js', '.vitepress/config.ts', '.vitepress/config.mjs', '.vitepress/config.mts']],
  ['MkDocs', ['mkdocs.yml', 'mkdocs.yaml']],
];

/** What to do when `root` has no configuration: migrate reads `mint.json` only; a site of another tool is named. */
function noConfigAdvice(root: string, shown: string): string {
  const other = OTHER_TOOLS.flatMap(([tool, files]) => files.filter((f) => existsSync(join(root, f))).map((f) => [tool, f] as const))[0];
  const start = `docwright migrate: Missing \`mint.json\` in \`${shown}\`, expected Mintlify's legacy configuration: \`migrate\` rewrites only that`;
  if (!other) return `${start}; for a new project, run \`docwright new\`\n`;
  return `${start}, and \`${other[1]}\` is ${/^[AEIOU]/.test(other[0]) ? 'an' : 'a'} ${other[0]} site: run \`docwright new --force\` for a docs.json, list your pages in its \`navigation\`, then \`docwright lint\` names the ${other[0]} syntax to rewrite\n`;
}

const run: Command = withHelp(spec, async (parsed, io) => {
  await checkUsage(parsed);
  const root = resolve(io.cwd, parsed.positionals[0] ?? '.');
  const [{ migrateProject }, { WriteFailedError }] = await Promise.all([import('../../migrate/project.js'), import('../../fs/write.js')]);
  const write = parsed.values.write;
  let migration: ProjectMigration;
  try {
    migration = await migrateProject(root, { write });
  } catch (error) {
    if (!(error instanceof WriteFailedError)) throw error;
    const shown = relative(io.cwd, error.path) || error.path;
    io.stderr.write(`docwright migrate: cannot write \`${shown}\` (${error.reason}), nothing was written\n`);
    return EXIT.fatal;
  }
  if (migration.configPath === undefined) {
    // No configuration: a report asked for still gets the finding (on stdout); the terminal gets what to do instead.
    if (parsed.values.format !== undefined) await report(io, parsed.values, migration.findings, { file: join(root, 'docs.json'), text: undefined });
    io.stderr.write(noConfigAdvice(root, relative(io.cwd, root) || '.'));
    return EXIT.fatal;
  }
  const formatted = parsed.values.format !== undefined;
  // Through the reporter, as asked: the json report holds the new text as `output` unless it was written.
  const shownText = migration.outcome === 'migrated' ? migration.text : undefined;
  await report(io, parsed.values, migration.findings, { file: migration.target, text: shownText });
  outcomeLine(io, migration, formatted);
  if (migration.outcome === 'config') return EXIT.fatal;
  if (migration.outcome === 'refused') return EXIT.findings;
  if (!formatted && shownText !== undefined) io.stdout.write(shownText);
  return EXIT.ok;
});
export default run;
