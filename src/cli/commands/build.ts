import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { Command, Io } from '../io.js';
import { EXIT, UsageError } from '../io.js';
import { capFindings, groupByFile, type FileResult, type Finding } from '../../findings/finding.js';
import { formatCompactResults, formatProblem, formatResults, isFormat, type Format } from '../../findings/report/index.js';
import { colorOptions, useColor } from '../color.js';
import { configOptions, defineCommand, maxWarningsOf, tooManyWarnings, wholeNumber, withHelp } from '../options.js';
import { publishPatternProblem } from '../../render/safety/publish.js';

export const spec = defineCommand({
  usage: 'docwright build [root] [options]',
  description: 'Build the static site of the docs project at [root] (default: the current folder).',
  options: {
    out: { type: 'string', short: 'o', arg: '<dir>', help: 'Output folder (default: <root>/dist). Built in a temporary folder\nand swapped in only when the build completes, and only over a folder that\nis missing, empty or an earlier build\'s own (never the root or a page folder)' },
    'base-url': { type: 'string', arg: '<url>', help: "The site's public URL, for canonical links and sitemap.xml (default:\nseo.metatags.canonical of docs.json; with neither, no sitemap.xml is written)" },
    strict: { type: 'boolean', default: false, help: 'Broken internal links and anchors are errors, not warnings' },
    'max-warnings': { type: 'string', arg: '<n>', help: 'Exit 1 when the build has more than n warnings (-1: no limit); the site is\nwritten all the same' },
    cache: { type: 'boolean', default: false, help: 'Skip unchanged pages (content, config and version): the default for build' },
    'no-cache': { type: 'boolean', default: false, help: 'Render every page again (ignore the cache)' },
    'cache-location': { type: 'string', arg: '<dir>', help: 'Cache folder (default <root>/.docwright-cache)' },
    workers: { type: 'string', arg: '<n>', help: 'Render threads besides the main one (default: one per core; 0 renders on the main thread)' },
    online: { type: 'boolean', default: false, help: 'Fetch remote OpenAPI specs and `$ref`s (10 s timeout, 32 MB at most) into\n<root>/.docwright-cache, where later builds read them. Without it the build\nnever uses the network: remote specs come from that folder (commit it to pin\nthem) or their pages show their front matter only' },
    offline: { type: 'boolean', default: false, help: 'The default (never use the network); accepted for older scripts' },
    publish: { type: 'string', multiple: true, arg: '<glob>', help: 'Also publish the files this pattern matches, as they are (repeatable);\nby default only pages, media and the specs docs.json names' },
    pages: { type: 'string', arg: '<which>', help: 'Which pages to publish: all (default; every page but the files Mintlify never publishes,\nsuch as README.md) or navigation (only pages the navigation lists)' },
    format: { type: 'string', short: 'f', arg: '<name>', help: 'Print the findings as stylish, json, sarif or github on stdout (the\nsummary line then goes to stderr); default: one line each on stderr' },
    ...configOptions,
    timings: { type: 'boolean', default: false, help: "Print each build stage's time and share to stderr, slowest first: parse,\ntransform, highlight, sanitise, layout, search index, writes, cache" },
    ...colorOptions,
  },
  footer: 'Exit codes: 0 built (warnings allowed), 1 built with errors (a page that does not parse; with\n--strict, a broken link) or more warnings than --max-warnings, 2 usage, a docs.json that cannot be used, no page, or an output folder\nthat cannot be replaced (the previous output is left as it was).',
});

/** A path as messages show it: relative to the current folder when inside it. */
function shownPath(cwd: string, path: string): string {
  const rel = relative(cwd, path);
  return rel === '' ? '.' : rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel) ? path : rel.split(sep).join('/');
}

/** Findings per file, files in path order. */
function byFile(findings: readonly Finding[]): FileResult[] {
  return groupByFile(findings).sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
}

/** The findings as asked: `format` on stdout, else compact lines on stderr. */
/** `1 page`, `2 pages`. */
const count = (n: number, noun: string): string => `${n} ${noun}${n === 1 ? '' : 's'}`;

async function report(io: Io, all: readonly Finding[], format: Format | undefined, color: boolean): Promise<void> {
  // As in `check`: 400,000 missing pages are 1,000 lines and one that counts the rest.
  const findings = capFindings(all);
  if (format === undefined) {
    io.stderr.write(formatCompactResults(byFile(findings), { cwd: io.cwd }));
    return;
  }
  const { version } = await import('../../version.js');
  io.stdout.write(formatResults(byFile(findings), format, { cwd: io.cwd, color: format === 'stylish' && color, tool: { name: 'docwright', version } }));
}

/**
 * The page cache as the flags ask, read as `lint` reads `--cache`, `--no-cache` and
 * `--cache-location`; only the default differs (on for `build`, off for `lint`).
 */
function cacheOption(values: { cache: boolean; 'no-cache': boolean; 'cache-location'?: string | undefined }, cwd: string): { cacheDir?: string | false } {
  if (values.cache && values['no-cache']) throw new UsageError('Unexpected `--cache` with `--no-cache`, expected one of them');
  const location = values['cache-location'];
  if (location !== undefined && values['no-cache']) throw new UsageError('Unexpected `--cache-location` with `--no-cache`, expected one of them');
  if (values['no-cache']) return { cacheDir: false };
  return location !== undefined ? { cacheDir: resolve(cwd, location) } : {};
}

const run: Command = withHelp(spec, async (parsed, io) => {
  const format = parsed.values.format;
  if (parsed.values.offline && parsed.values.online) throw new UsageError('Unexpected `--online` with `--offline`, expected one of them');
  if (format !== undefined && !isFormat(format)) throw new UsageError(formatProblem(format));
  if (parsed.positionals.length > 1) throw new UsageError(`Unexpected extra argument \`${parsed.positionals[1]}\`, expected one docs root`);
  for (const pattern of parsed.values.publish ?? []) {
    const problem = publishPatternProblem(pattern);
    if (problem) throw new UsageError(problem);
  }
  const pages = parsed.values.pages;
  if (pages !== undefined && pages !== 'all' && pages !== 'navigation') throw new UsageError(`Unexpected \`--pages\` \`${pages}\`, expected \`all\` or \`navigation\``);
  const root = resolve(io.cwd, parsed.positionals[0] ?? '.');
  const outDir = resolve(io.cwd, parsed.values.out ?? resolve(root, 'dist'));
  // Read as `lint` reads it: `2abc` or `1.5` is refused, not taken as 2 or 1.
  const workers = wholeNumber(parsed.values.workers, 'workers');
  const maxWarnings = maxWarningsOf(parsed.values['max-warnings']);
  const { createSite, FatalError } = await import('../../render/site/site.js');
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
      specCacheDir: join(root, '.docwright-cache'),
      exclude: [outDir],
      strict: parsed.values.strict,
      ...(workers !== undefined ? { workers } : {}),
      ...cacheOption(parsed.values, io.cwd),
      ...(parsed.values.publish ? { publish: parsed.values.publish } : {}),
      ...(pages !== undefined ? { pages } : {}),
    });
    const result = await site.build(outDir, { onProgress: progress, showPath: (path) => shownPath(io.cwd, path), ...(parsed.values.timings ? { timings: true } : {}) });
    await report(io, result.diagnostics, format, useColor(io, parsed.values));
    if (result.timings) {
      const { formatStageTimes } = await import('../../render/page/stage-timing.js');
      io.stderr.write(formatStageTimes(result.timings, result.durationMs, result.renderThreads ?? 1));
    }
    const seconds = (result.durationMs / 1000).toFixed(1);
    const parts = [count(result.pages, 'page'), result.cached > 0 ? `${result.cached} unchanged` : '', result.failed > 0 ? `${result.failed} failed` : '', ...componentParts(result.components), count(result.errors, 'error'), count(result.warnings, 'warning')].filter(Boolean);
    // Mintlify always writes a sitemap; docwright needs the site's URL for it: `--base-url`, else `seo.metatags.canonical`.
    const notes = [result.searchIndexed ? '' : 'no search index', result.sitemap === 'none' ? 'no sitemap.xml: no `--base-url` or `seo.metatags.canonical` names the site\'s URL' : ''].filter(Boolean);
    (format === undefined ? io.stdout : io.stderr).write(`Built ${relative(io.cwd, result.outDir) || '.'} in ${seconds}s: ${parts.join(', ')}${notes.length > 0 ? ` (${notes.join('; ')})` : ''}\n`);
    if (result.errors > 0) return EXIT.findings;
    return tooManyWarnings('build', result.warnings, maxWarnings, io.stderr) ? EXIT.findings : EXIT.ok;
  } catch (error) {
    if (error instanceof FatalError) {
      await report(io, error.diagnostics, format, useColor(io, parsed.values));
      // The human report has just printed the finding that carries the message (a missing docs.json): once is enough.
      const shown = format === undefined && error.diagnostics.some((d) => d.message === error.message);
      if (!shown) io.stderr.write(`docwright build: ${error.message}\n`);
      return EXIT.fatal;
    }
    throw error;
  }
});
/** The custom components' part of the summary, when the site has any: rendered, placeholders, then hydrated ones or the interactive ones drawn static (by name). */
function componentParts(components: { rendered: number; failed: number; static?: string[]; hydrated?: number }): string[] {
  if (components.rendered + components.failed === 0) return [];
  const names = components.static ?? [];
  const shown = names.length > 5 ? [...names.slice(0, 5), `${names.length - 5} more`] : names;
  return [
    `${components.rendered} custom component${components.rendered === 1 ? '' : 's'} rendered`,
    `${components.failed} placeholder${components.failed === 1 ? '' : 's'}`,
    ...((components.hydrated ?? 0) > 0 ? [`${components.hydrated} hydrated`] : []),
    ...(names.length > 0 ? [`${names.length} interactive drawn static (${shown.join(', ')})`] : []),
  ];
}
export default run;
