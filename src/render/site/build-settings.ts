// What `docwright build` and `dev` read of the docwright config (`.docwrightrc*`,
// `docwright.config.*` or `package.json`'s `docwright`, found as `lint` finds it, from the docs
// root): its `build` key alone (`buildSettingsSchema`, src/lint/settings.ts). The rest is
// `lint`'s business, and a plugin it names is never loaded here.
import { relative, sep } from 'node:path';
import { buildSettingsSchema, configErrorFor, errorLine, findConfig, type BuildSettings, type FoundConfig } from '../../lint/settings.js';
import { isRecord } from '../../guards.js';
import { FatalError } from '../layout/project.js';

/** The config's `build` settings ({} without a config or the key); a config that does not parse, or a `build` that does not match, is fatal. */
export async function readBuildSettings(root: string): Promise<BuildSettings> {
  let found: FoundConfig | null;
  try {
    found = await findConfig(root);
  } catch (error) {
    throw new FatalError(`Unexpected docwright config that does not parse, expected JSON, YAML or a module: ${errorLine(error)}`);
  }
  if (!found || found.isEmpty === true || !isRecord(found.config) || found.config.build === undefined) return {};
  const parsed = buildSettingsSchema.safeParse(found.config.build);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => ({
    path: issue.path.map((p) => (typeof p === 'number' ? p : String(p))),
    message: issue.code === 'unrecognized_keys' ? `Unexpected key ${issue.keys.map((k) => `\`${k}\``).join(', ')}, expected \`hydrate\`` : issue.code === 'invalid_type' ? 'Unexpected value, expected `true` or `false`' : issue.message,
  }));
  const { readFile } = await import('node:fs/promises');
  const text = await readFile(found.filepath, 'utf8').catch(() => undefined);
  const shown = relative(root, found.filepath).split(sep).join('/');
  const prefix = found.filepath.endsWith('package.json') ? ['docwright', 'build'] : ['build'];
  throw new FatalError((await configErrorFor(issues, shown.startsWith('..') ? found.filepath : shown, text, prefix)).message);
}
