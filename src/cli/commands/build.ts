import { relative, resolve } from 'node:path';
import type { Command, Io } from '../io.js';
import { EXIT, UsageError } from '../io.js';
import { defineCommand, formatHelp, parseOptions } from '../options.js';
import { publishPatternProblem } from '../../render/publish.js';

export const spec = defineCommand({
  usage: 'docwright build [root] [options]',
  description: 'Build the static site of the docs project at [root] (default: the current folder).',
  options: {
    out: { type: 'string', short: 'o', arg: '<dir>', help: 'Output folder (default: <root>/dist). Built in a temporary folder\nand swapped in only when the build completes' },
    'base-url': { type: 'string', arg: '<url>', help: "The site's public URL, for canonical links and sitemap.xml" },
    strict: { type: 'boolean', default: false, help: 'Broken internal links and anchors are errors, not warnings' },
    'no-cache': { type: 'boolean', default: false, help: 'Render every page again (ignore .docwright-cache next to the output)' },
    workers: { type: 'string', arg: '<n>', help: 'Render threads (default: one per core; 1 renders on the main thread)' },
    online: { type: 'boolean', default: false, help: 'Allow network look-ups at build time (remote OpenAPI specs, GitHub stars)' },
    publish: { type: 'string', multiple: true, arg: '<glob>', help: 'Also publish the files this pattern matches, as they are (repeatable);\nby default only pages, media and the specs docs.json names' },
  },
});

function formatLocation(io: Io, file: string, line: number, column: number): string {
  const rel = relative(io.cwd, file);
  return `${rel.startsWith('..') ? file : rel || file}:${line}:${column}`;
}

const run: Command = async (argv, io) => {
  const parsed = parseOptions(spec, argv);
  if (parsed.values.help) {
    io.stdout.write(formatHelp(spec));
    return EXIT.ok;
  }
  if (parsed.positionals.length > 1) throw new UsageError(`Unexpected extra argument \`${parsed.positionals[1]}\`, expected one docs root`);
  for (const pattern of parsed.values.publish ?? []) {
    const problem = publishPatternProblem(pattern);
    if (problem) throw new UsageError(problem);
  }
  const root = resolve(io.cwd, parsed.positionals[0] ?? '.');
  const outDir = resolve(io.cwd, parsed.values.out ?? resolve(root, 'dist'));
  let workers: number | undefined;
  if (parsed.values.workers !== undefined) {
    workers = Number.parseInt(parsed.values.workers, 10);
    if (!Number.isInteger(workers) || workers < 1) throw new UsageError(`Unexpected \`--workers\` \`${parsed.values.workers}\`, expected a whole number of at least 1`);
  }
  const { createSite, FatalError } = await import('../../render/site.js');
  const ci = Boolean(io.env.CI) || !io.stderr.isTTY;
  let lastDraw = 0;
  const progress = (done: number, total: number): void => {
    if (ci) return;
    const now = Date.now();
    if (done !== total && now - lastDraw < 80) return;
    lastDraw = now;
    const width = 28;
    const filled = total === 0 ? width : Math.round((done / total) * width);
    io.stderr.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} pages`);
    if (done === total) io.stderr.write('\n');
  };
  try {
    const site = await createSite({
      root,
      ...(parsed.values['base-url'] !== undefined ? { baseUrl: parsed.values['base-url'] } : {}),
      offline: !parsed.values.online,
      exclude: [outDir],
      strict: parsed.values.strict,
      ...(workers !== undefined ? { workers } : {}),
      ...(parsed.values['no-cache'] ? { cacheDir: false as const } : {}),
      ...(parsed.values.publish ? { publish: parsed.values.publish } : {}),
    });
    const result = await site.build(outDir, { onProgress: progress });
    const sorted = [...result.diagnostics].sort((a, b) => (a.file === b.file ? a.line - b.line || a.column - b.column : a.file < b.file ? -1 : 1));
    for (const d of sorted) io.stderr.write(`${formatLocation(io, d.file, d.line, d.column)}: ${d.severity}: ${d.message}\n`);
    const seconds = (result.durationMs / 1000).toFixed(1);
    const parts = [`${result.pages} pages`, result.cached > 0 ? `${result.cached} unchanged` : '', result.failed > 0 ? `${result.failed} failed` : '', `${result.errors} errors`, `${result.warnings} warnings`].filter(Boolean);
    io.stdout.write(`Built ${relative(io.cwd, result.outDir) || '.'} in ${seconds}s: ${parts.join(', ')}${result.searchIndexed ? '' : ' (no search index)'}\n`);
    return result.errors > 0 ? EXIT.findings : EXIT.ok;
  } catch (error) {
    if (error instanceof FatalError) {
      for (const d of error.diagnostics) io.stderr.write(`${formatLocation(io, d.file, d.line, d.column)}: ${d.severity}: ${d.message}\n`);
      io.stderr.write(`docwright build: ${error.message}\n`);
      return EXIT.fatal;
    }
    throw error;
  }
};
export default run;
