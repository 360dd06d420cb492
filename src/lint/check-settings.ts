// The `checks` setting of docwright's own configuration (`.docwrightrc` and friends, the file lint reads), for
// `check`, `build` and `dev`: the severity of each finding id, applied by `applyCheckSettings` (src/findings/checks.ts).
import { resolve } from 'node:path';
import type { Finding } from '../findings/finding.js';
import type { CheckSettings } from '../findings/checks.js';

/** What a project sets for its check ids, and the findings that say why nothing could be read, if so. */
export interface LoadedCheckSettings {
  settings: CheckSettings;
  /** The configuration file does not parse or validate (`docwright-config`, one per problem): the defaults apply. */
  problems?: Finding[];
}

/**
 * The `checks` of the docwright configuration found from `root` upward (as `docwright lint` finds it): an empty
 * setting without one. A configuration that does not load becomes `docwright-config` findings, never a throw.
 */
export async function loadCheckSettings(root: string): Promise<LoadedCheckSettings> {
  const { loadLintConfig, LintConfigError } = await import('./settings.js');
  try {
    const loaded = await loadLintConfig(root);
    return { settings: loaded.config.checks ?? {} };
  } catch (error) {
    if (!(error instanceof LintConfigError)) throw error;
    const file = resolve(root, error.file ?? '.');
    return { settings: {}, problems: error.message.split('\n').map((line) => configProblem(file, line)) };
  }
}

/** One line of a configuration error (`file:line:col: key: message`, or a message alone) as a finding at its place. */
function configProblem(file: string, line: string): Finding {
  const placed = /^[^\n]*?:(\d+):(\d+): (.*)$/.exec(line);
  const at = placed ? { line: Number(placed[1]), column: Number(placed[2]), message: placed[3] ?? line } : { line: 1, column: 1, message: line };
  return { file, line: at.line, column: at.column, ruleId: 'docwright-config', severity: 'error', message: at.message };
}
