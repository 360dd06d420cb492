// The lint settings of a docs project as the language server reads them, on the request thread and on its lint thread
// alike: the config file found from the docs root (or none: `recommended`), resolved with its plugins.
import { loadLintConfig, resolveLintConfig, type ResolvedLintConfig } from '../lint/settings.js';

/**
 * The resolved settings of the docs root `root` from the config file `file` (absolute; `undefined`: none, so the
 * `recommended` preset). Throws `LintConfigError` when the file does not load.
 */
export async function loadResolvedSettings(root: string, file: string | undefined): Promise<ResolvedLintConfig> {
  const loaded = await loadLintConfig(root, file ?? false);
  return resolveLintConfig(loaded.config, file ? loaded.baseDir : root, {}, loaded.plugins);
}
