import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Command } from '../io.js';
import { EXIT, UsageError } from '../io.js';
import { groupByFile, type Finding } from '../../findings/finding.js';
import { formatCompactResults, formatProblem, formatResults, isFormat } from '../../findings/report/index.js';
import { colorOptions, useColor } from '../color.js';
import { configOptions, defineCommand, withHelp } from '../options.js';
import { publishPatternProblem } from '../../render/safety/publish.js';

export const spec = defineCommand({
  usage: 'docwright dev [root] [--port 3000] [--host 127.0.0.1] [--open] [--online] [--publish <glob>] [--format <name>]',
  description: 'Serve the site locally; open pages reload by themselves when their files change.',
  options: {
    port: { type: 'string', short: 'p', arg: '<n>', help: 'Port to listen on (default 3000); the next free one is taken when it is busy' },
    host: {
      type: 'string',
      arg: '<name>',
      help: 'Address to bind (default 127.0.0.1, this machine only); requests naming\nanother host than localhost or this one are refused (403). Every interface\nonly when spelled out: 0.0.0.0 (or ::), with a warning; an empty host is refused',
    },
    publish: { type: 'string', multiple: true, arg: '<glob>', help: 'Also serve the files this pattern matches (repeatable); by default only\npages, media and the specs docs.json names' },
    open: { type: 'boolean', default: false, help: 'Open the site in the default browser' },
    online: { type: 'boolean', default: false, help: 'Fetch remote OpenAPI specs into the cache folder (<root>/.docwright-cache).\nWithout it dev never uses the network: remote specs come from that folder\nor their pages show their front matter only' },
    offline: { type: 'boolean', default: false, help: 'The default (never use the network); accepted for older scripts' },
    format: {
      type: 'string',
      short: 'f',
      arg: '<name>',
      help: "Report the project's findings as stylish, json, sarif or github on stdout\nat start and after each change that reloads it (json and sarif: one\nreport per line); the server's own lines then go to stderr. Default: one\nline each on stderr, as build prints them",
    },
    ...configOptions,
    ...colorOptions,
  },
  footer: 'Runs until Ctrl-C (SIGINT) or SIGTERM. Exit codes: 0 stopped by a signal, 2 usage or a server\nthat could not start.',
});

function parsePort(text: string | undefined): number {
  if (text === undefined) return 3000;
  if (!/^\d+$/.test(text) || Number(text) > 65535) throw new UsageError(`Unexpected port \`${text}\`, expected a number from 0 to 65535`);
  return Number(text);
}

/** Runs until SIGINT or SIGTERM, then closes the watcher and the server and exits 0. */
const run: Command = withHelp(spec, async (parsed, io) => {
  if (parsed.positionals.length > 1) throw new UsageError(`Unexpected argument \`${parsed.positionals[1]}\`, expected one docs root`);
  if (parsed.values.offline && parsed.values.online) throw new UsageError('Unexpected `--online` with `--offline`, expected one of them');
  const port = parsePort(parsed.values.port);
  const format = parsed.values.format;
  if (format !== undefined && !isFormat(format)) throw new UsageError(formatProblem(format));
  for (const pattern of parsed.values.publish ?? []) {
    const problem = publishPatternProblem(pattern);
    if (problem) throw new UsageError(problem);
  }
  const host = parsed.values.host ?? '127.0.0.1';
  const { bindHostProblem, isExplicitEveryInterface, EVERY_INTERFACE_WARNING } = await import('../../dev/host-check.js');
  const hostProblem = bindHostProblem(host);
  if (hostProblem) throw new UsageError(hostProblem);
  const root = resolve(io.cwd, parsed.positionals[0] ?? '.');
  const info = await stat(root).catch(() => undefined);
  if (!info?.isDirectory()) throw new UsageError(`Missing folder \`${parsed.positionals[0] ?? '.'}\``);

  // `DOCWRIGHT_NO_JS_CONFIG`: a JavaScript configuration is refused before the server starts (its render threads would only show it).
  const refused = await (await import('../../lint/check-settings.js')).configCodeRefusal(root);
  if (refused) {
    io.stderr.write(`docwright dev: ${refused.message}\n`);
    return EXIT.fatal;
  }
  const { startDevServer } = await import('../../dev/server.js');
  let report: (findings: Finding[]) => void;
  if (format !== undefined) {
    const { version } = await import('../../version.js');
    const color = format === 'stylish' && useColor(io, parsed.values);
    report = (findings) => io.stdout.write(formatResults(groupByFile(findings), format, { cwd: io.cwd, color, oneLine: true, tool: { name: 'docwright', version } }));
  } else {
    // As `build` prints them: one line each on stderr (in CI, errors only).
    report = (findings) => io.stderr.write(formatCompactResults(groupByFile(findings), { cwd: io.cwd, quiet: Boolean(io.env.CI) }));
  }
  if (isExplicitEveryInterface(host)) io.stderr.write(`docwright dev: ${EVERY_INTERFACE_WARNING} (\`--host ${host}\`)\n`);
  // The signal handlers go in before anything listens: a signal that arrives while the server
  // starts (right after the URL is printed) stops it cleanly with exit 0, like any later one.
  let stopAsked!: () => void;
  const stopSignal = new Promise<void>((done) => (stopAsked = done));
  const stop = (): void => {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
    stopAsked();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  let server;
  try {
    server = await startDevServer({
      root,
      port,
      host,
      open: parsed.values.open,
      offline: !parsed.values.online,
      ...(parsed.values.publish ? { publish: parsed.values.publish } : {}),
      quiet: Boolean(io.env.CI),
      // With --format, stdout carries the reports only.
      stdout: format !== undefined ? io.stderr : io.stdout,
      stderr: io.stderr,
      cwd: io.cwd,
      report,
      // Without --format the report's lines go to stderr, where the server prints errors.
      reportShowsErrors: format === undefined,
    });
  } catch (error) {
    stop();
    io.stderr.write(`docwright dev: ${error instanceof Error ? error.message : String(error)}\n`);
    return EXIT.fatal;
  }
  await stopSignal;
  await server.close().catch(() => undefined);
  return EXIT.ok;
});
export default run;
