import { resolve } from 'node:path';
import { countBySeverity, groupByFile } from '../../findings/finding.js';
import type { Command } from '../io.js';
import { EXIT, UsageError } from '../io.js';
import { colorOptions, useColor } from '../color.js';
import { configOptions, defineCommand, findingsFormat, withHelp } from '../options.js';

export const spec = defineCommand({
  usage: 'docwright a11y [root] [options]',
  description:
    "Check accessibility as `mint a11y` does, from the project itself: the theme's colour\n" +
    'contrast as the site renders it (text on the backgrounds and on the primary colours,\n' +
    'light and dark mode, WCAG 2.1 AA), and missing alt text on images, `<video>` and\n' +
    '`<iframe>` (the lint rules `image-alt` and `media-title`).',
  options: {
    'skip-contrast': { type: 'boolean', default: false, help: 'Leave out the colour contrast checks' },
    'skip-alt-text': { type: 'boolean', default: false, help: 'Leave out the alt text checks' },
    format: findingsFormat,
    quiet: { type: 'boolean', short: 'q', default: false, help: 'Report errors only' },
    ...configOptions,
    ...colorOptions,
  },
  footer: 'Exit codes: 0 clean (warnings allowed), 1 errors found, 2 usage or no usable configuration.',
});

const run: Command = withHelp(spec, async ({ values, positionals }, io) => {
  const { formatResults, isFormat, formatProblem } = await import('../../findings/report/index.js');
  if (!isFormat(values.format)) throw new UsageError(formatProblem(values.format));
  if (values['skip-contrast'] && values['skip-alt-text']) throw new UsageError('Unexpected `--skip-contrast` with `--skip-alt-text`, expected at most one of them');
  if (positionals.length > 1) throw new UsageError(`Unexpected arguments ${positionals.slice(1).map((p) => `\`${p}\``).join(' ')}, expected one project root`);
  const root = resolve(io.cwd, positionals[0] ?? '.');
  const [{ a11y }, { version }] = await Promise.all([import('../../a11y/a11y.js'), import('../../version.js')]);
  const result = await a11y(root, { skipContrast: values['skip-contrast'], skipAltText: values['skip-alt-text'] });
  const output = formatResults(groupByFile(result.findings), values.format, { quiet: values.quiet, cwd: io.cwd, color: values.format === 'stylish' && useColor(io, values), tool: { name: 'docwright', version } });
  const fatal = result.findings.some((f) => f.fatal === true);
  (fatal && values.format === 'stylish' ? io.stderr : io.stdout).write(output);
  if (fatal) return EXIT.fatal;
  if (values.format === 'stylish') {
    const failing = result.pairs.filter((p) => p.ratio < p.minimum).length;
    const contrast = values['skip-contrast'] ? '' : `${String(result.pairs.length)} colour pairs (${String(failing)} below AA)`;
    const alt = values['skip-alt-text'] ? '' : `${String(result.pageCount)} pages`;
    io.stderr.write(`docwright a11y: checked ${[contrast, alt].filter(Boolean).join(' and ')}\n`);
  }
  return countBySeverity(result.findings).errors > 0 ? EXIT.findings : EXIT.ok;
});
export default run;
