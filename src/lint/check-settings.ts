// The `checks` setting of docwright's own configuration (`.docwrightrc` and friends, the file lint reads), for
// `check`, `build` and `dev`: the severity of each finding id, applied by `applyCheckSettings` (src/findings/checks.ts).
import type { Finding } from '../findings/finding.js';
import type { CheckSettings } from '../findings/checks.js';

/** What a project sets for its check ids, and the finding that says why nothing could be read, if so. */
export interface LoadedCheckSettings {
  settings: CheckSettings;
  /** The configuration file does not parse or validate (`docwright-config`): the defaults apply. */
  problem?: Finding;
}

/**
 * The `checks` of the docwright configuration found from `root` upward (as `docwright lint` finds it): an empty
 * setting without one. A configuration that does not load becomes a `docwright-config` finding, never a throw.
 */
export async function loadCheckSettings(root: string): Promise<LoadedCheckSettings> {
  const { loadLintConfig, LintConfigError } = await import('./settings.js');
  try {
    const loaded = await loadLintConfig(root);
    return { settings: loaded.config.checks ?? {} };
  } catch (error) {
    if (!(error instanceof LintConfigError)) throw error;
    const problem: Finding = { file: error.file ?? root, line: 1, column: 1, ruleId: 'docwright-config', severity: 'error', message: error.message };
    return { settings: {}, problem };
  }
}
