// What `docwright build` and `dev` read of the docwright config (`.docwrightrc*`,
// `docwright.config.*` or `package.json`'s `docwright`, found as `lint` finds it, from the docs
// root): its `build` key alone (`buildSettingsSchema`, src/lint/settings.ts). The rest is
// `lint`'s business, and a plugin it names is never loaded here.
import { relative, sep } from 'node:path';
// Not lint/settings.js: it loads the lint config's schema and every rule (issue 51: the first page of `dev`).
import { buildSettingsSchema, type BuildSettings } from '../../lint/build-settings-schema.js';
import { errorLine, findConfig, type FoundConfig } from '../../lint/check-settings.js';
import { isRecord } from '../../guards.js';
import { issueMessages } from '../../lint/config-messages.js';
import { configSyntaxError } from '../../lint/config-parse-error.js';
import { FatalError } from '../layout/project.js';
import { ConfigCodeRefusedError } from '../../lint/config-choice.js';

/** The config's `build` settings ({} without a config or the key); a config that does not parse, or a `build` that does not match, is fatal. */
export async function readBuildSettings(root: string): Promise<BuildSettings> {
  let found: FoundConfig | null;
  try {
    found = await findConfig(root);
  } catch (error) {
    // Configuration code refused (`DOCWRIGHT_NO_JS_CONFIG`) stops the command as it is (the CLI says it, exit 2).
    if (error instanceof ConfigCodeRefusedError) throw error;
    const text = errorLine(error);
    const file = isRecord(error) && typeof error.filepath === 'string' ? error.filepath : undefined;
    const syntax = file === undefined ? undefined : await configSyntaxError(file);
    if (file !== undefined && syntax !== undefined) throw new FatalError(`${shownPath(root, file)}:${syntax.line}:${syntax.column}: ${syntax.message}`);
    throw new FatalError(`Unexpected docwright config that does not load (${text}), expected JSON, YAML or a module that exports the settings`);
  }
  if (!found || found.isEmpty === true || !isRecord(found.config) || found.config.build === undefined) return {};
  const parsed = buildSettingsSchema.safeParse(found.config.build);
  if (parsed.success) return parsed.data;
  const issues = issueMessages(parsed.error.issues, found.config.build, [], (path) => (path.length === 0 ? buildSettingsSchema.keyof().options : undefined));
  const [{ readRegularText }, { configErrorFor }] = await Promise.all([import('../../fs/paths.js'), import('../../lint/settings.js')]);
  const text = await readRegularText(found.filepath).catch(() => undefined);
  const prefix = found.filepath.endsWith('package.json') ? ['docwright', 'build'] : ['build'];
  throw new FatalError((await configErrorFor(issues, shownPath(root, found.filepath), text, prefix)).message);
}

/** The config file as a message names it: relative to the docs root, or absolute when above it. */
function shownPath(root: string, file: string): string {
  const shown = relative(root, file).split(sep).join('/');
  return shown.startsWith('..') ? file : shown;
}
