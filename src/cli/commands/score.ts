import { statSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import type { Command, Io } from '../io.js';
import { EXIT, UsageError } from '../io.js';
import { colorOptions, useColor } from '../color.js';
import { defineCommand, withHelp } from '../options.js';
import type { ScoreRun } from '../../score/score.js';
import type { SiteSpot } from '../../score/checks.js';
import { escapeControl } from '../../findings/terminal-text.js';
import type { Format } from '../../findings/report/index.js';

export const spec = defineCommand({
  usage: 'docwright score [site] [options]',
  description:
    "Score how ready a built site is for AI agents, with the checks of `mint score`: llms.txt,\n" +
    'llms-full.txt, skill.md, content negotiation, MCP, OpenAPI, robots.txt, the sitemap and\n' +
    "JSON-LD. site: the build's output folder (default dist, as `docwright build` writes it, else\n" +
    'docs-dist) or a `docwright dev` URL on this machine (http://127.0.0.1:3000); other addresses\n' +
    'need --online.',
  options: {
    online: { type: 'boolean', default: false, help: 'Allow a URL off this machine' },
    format: { type: 'string', short: 'f', default: 'stylish', arg: '<name>', help: 'Stylish (default: the score and each check), json, sarif or github\n(each failed check a finding; json and sarif also hold the score and every check)' },
    ...colorOptions,
  },
  footer: 'Exit codes: 0 every check passed, 1 a check failed, 2 usage or a site that cannot be read.',
});

/** The site scored when none is named: `dist` (`docwright build`'s default output), else `docs-dist` when only it is a folder. */
export function defaultSite(cwd: string): string {
  const isFolder = (name: string): boolean => statSync(resolve(cwd, name), { throwIfNoEntry: false })?.isDirectory() === true;
  return !isFolder('dist') && isFolder('docs-dist') ? 'docs-dist' : 'dist';
}

/** The stylish report: the score, then each check with its mark, weight and why (and for a failure in one file, its `file:line:col`). */
function stylish(run: ScoreRun, color: boolean, cwd: string): string {
  const paint = (code: number, text: string): string => (color ? `\u001b[${String(code)}m${text}\u001b[39m` : text);
  const mark = { pass: paint(32, '✓'), fail: paint(31, '✗'), skip: paint(90, '○') } as const;
  const width = Math.max(...run.checks.map((c) => c.name.length));
  // What the site says (a link's target in `why`) never reaches the terminal raw: control characters are written out.
  const where = (at: SiteSpot): string => ` (${/^[a-z][a-z0-9+.-]*:\/\//i.test(at.file) ? at.file : relative(cwd, at.file) || at.file}:${String(at.line)}:${String(at.column)})`;
  const lines = run.checks.map((c) => `  ${mark[c.status]} ${c.name.padEnd(width)}  ${String(c.weight).padStart(2)}  ${escapeControl(c.why + (c.at ? where(c.at) : ''))}`);
  return `Agent readiness of ${escapeControl(run.target)}: ${String(run.score)}%\n\n${lines.join('\n')}\n`;
}

/** Print the run in the asked format: `stylish` its own table, the others the failed checks as findings through the one reporter, with the run as `summary`. */
async function report(run: ScoreRun, format: Format, io: Io, color: boolean): Promise<void> {
  if (format === 'stylish') {
    io.stdout.write(stylish(run, color, io.cwd));
    return;
  }
  const [{ formatResults }, { groupByFile }, { scoreFindings }, { version }] = await Promise.all([
    import('../../findings/report/index.js'),
    import('../../findings/finding.js'),
    import('../../score/findings.js'),
    import('../../version.js'),
  ]);
  const site = /^[a-z][a-z0-9+.-]*:\/\//i.test(run.target) ? run.target : resolve(io.cwd, run.target);
  const results = groupByFile(scoreFindings(run, site));
  io.stdout.write(formatResults(results, format, { cwd: io.cwd, tool: { name: 'docwright', version }, summary: { target: run.target, score: run.score, checks: run.checks.map(({ at: _at, ...check }) => check) } }));
}

const run: Command = withHelp(spec, async ({ values, positionals }, io) => {
  const { isFormat, formatProblem } = await import('../../findings/report/index.js');
  if (!isFormat(values.format)) throw new UsageError(formatProblem(values.format));
  if (positionals.length > 1) throw new UsageError(`Unexpected arguments ${positionals.slice(1).map((p) => `\`${p}\``).join(' ')}, expected one site`);
  const { scoreSite, ScoreTargetError } = await import('../../score/score.js');
  let result: ScoreRun;
  try {
    result = await scoreSite(positionals[0] ?? defaultSite(io.cwd), { cwd: io.cwd, online: values.online });
  } catch (error) {
    if (!(error instanceof ScoreTargetError)) throw error;
    io.stderr.write(`docwright score: ${error.message}\n`);
    return EXIT.fatal;
  }
  await report(result, values.format, io, values.format === 'stylish' && useColor(io, values));
  return result.checks.some((c) => c.status === 'fail') ? EXIT.findings : EXIT.ok;
});
export default run;
