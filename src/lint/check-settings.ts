// The `checks` setting of docwright's own configuration (`.docwrightrc` and friends, the file lint reads), for
// `check`, `build` and `dev`: the severity of each finding id, applied by `applyCheckSettings` (src/findings/checks.ts).
// Read on its own, without the lint engine, its rules and presets: `check` pays for one small file, not for lint.
import { statSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { Loader } from 'cosmiconfig';
import { NotAFileError, readRegularText } from '../fs/paths.js';
import { codeRefused, ConfigCodeRefusedError, configChoice, JS_CONFIG_FILE } from './config-choice.js';
import type { Finding } from '../findings/finding.js';
import { CHECK_IDS, CHECKS, isCheckId, isSettableCheckId, type CheckDefinition, type CheckId, type CheckSetting, type CheckSettings } from '../findings/checks.js';
import { didYouMean } from '../did-you-mean.js';
import { isRecord } from '../guards.js';
import { severitySchema } from '../rule-kit/settings-types.js';
import { lineColumnIndex } from '../text-position.js';
import { configSyntaxError } from './config-parse-error.js';

/** Where docwright's configuration is looked for, in order, from a folder up to the project root (cosmiconfig). */
// cosmiconfig's own places, but TypeScript's (they need the `typescript` package at run time): a `.docwrightrc.cjs` or a
// `.config/docwrightrc.yaml` left out here would be ignored without a word.
export const SEARCH_PLACES = [
  'package.json',
  '.docwrightrc',
  '.docwrightrc.json',
  '.docwrightrc.yaml',
  '.docwrightrc.yml',
  '.docwrightrc.js',
  '.docwrightrc.cjs',
  '.docwrightrc.mjs',
  '.config/docwrightrc',
  '.config/docwrightrc.json',
  '.config/docwrightrc.yaml',
  '.config/docwrightrc.yml',
  '.config/docwrightrc.js',
  '.config/docwrightrc.cjs',
  '.config/docwrightrc.mjs',
  'docwright.config.js',
  'docwright.config.cjs',
  'docwright.config.mjs',
];

/** The folder a config file's globs and plugins are relative to: its own, or the one holding `.config/`. */
export function configBaseDir(filepath: string): string {
  const dir = dirname(filepath);
  return basename(dir) === '.config' && basename(filepath).startsWith('docwrightrc') ? dirname(dir) : dir;
}

/** A docwright configuration file as cosmiconfig read it. */
export interface FoundConfig {
  config: unknown;
  filepath: string;
  isEmpty?: boolean;
}

/**
 * The docwright configuration nearest `from` (up to the project root, cosmiconfig, uncached), or the file `file`
 * (resolved from `from`) when given; null when there is none. Throws cosmiconfig's error for one that does not parse.
 * `lint`, `check`, `build` and `dev` all find their configuration here.
 */
export async function findConfig(from: string, fileGiven?: string): Promise<FoundConfig | null> {
  // The command's choice (src/lint/config-choice.ts): `--no-config` finds none, `--config <file>` that file.
  const choice = configChoice();
  if (fileGiven === undefined && choice.kind === 'none') return null;
  const file = fileGiven ?? (choice.kind === 'file' ? choice.path : undefined);
  const refuseCode = codeRefused();
  // `DOCWRIGHT_NO_JS_CONFIG`: a file that is code is refused before anything of it runs.
  if (refuseCode && file !== undefined && JS_CONFIG_FILE.test(file)) throw new ConfigCodeRefusedError(resolve(from, file));
  const { cosmiconfig, defaultLoaders } = await import('cosmiconfig');
  // cosmiconfig reads each place with a plain `readFile`, which waits for ever on a named pipe: what it would read is checked first.
  if (file !== undefined) refuseIrregular(resolve(from, file));
  else for (const place of placesToSearch(resolve(from))) refuseIrregular(place);
  const loaders = Object.fromEntries(Object.entries(defaultLoaders).map(([extension, loader]) => [extension, refuseCode && JS_CONFIG_FILE.test(`x${extension}`) ? refusedCode : withoutImports(loader)]));
  const explorer = cosmiconfig('docwright', { searchStrategy: 'project', searchPlaces: SEARCH_PLACES, cache: false, loaders });
  const found = await (file !== undefined ? explorer.load(resolve(from, file)) : explorer.search(from));
  return refuseCode ? refusePlugins(found) : found;
}

/**
 * With configuration code refused (`DOCWRIGHT_NO_JS_CONFIG`), a configuration that names plugins is refused by every
 * command, those that load none (`check`, `build`, `dev`, `a11y`) too: a run that goes on without them would lint,
 * check and build otherwise than the project does, and say nothing. The first plugin is named, at its file as `lint`
 * finds it (the configuration's own file when it cannot be found); nothing of it is read.
 */
async function refusePlugins(found: FoundConfig | null): Promise<FoundConfig | null> {
  if (!found || found.isEmpty === true || !isRecord(found.config)) return found;
  const plugins: unknown = found.config.plugins;
  const first: unknown = Array.isArray(plugins) ? plugins[0] : undefined;
  if (typeof first !== 'string') return found;
  const { pluginFile } = await import('./plugins.js');
  const file = await pluginFile(first, configBaseDir(found.filepath)).catch(() => found.filepath);
  throw new ConfigCodeRefusedError(file, first);
}

/**
 * With configuration code refused (`DOCWRIGHT_NO_JS_CONFIG`), the refusal of the configuration `findConfig` would load
 * from `from`, found before a server starts (`dev` loads it on its render threads, which would only show it); else
 * `undefined`. Nothing of the file runs either way.
 */
export async function configCodeRefusal(from: string): Promise<ConfigCodeRefusedError | undefined> {
  if (!codeRefused()) return undefined;
  return findConfig(from).then(
    () => undefined,
    (error: unknown) => (error instanceof ConfigCodeRefusedError ? error : undefined),
  );
}

/** The loader of a JavaScript configuration while `DOCWRIGHT_NO_JS_CONFIG` is set: it runs nothing, and refuses the file. */
const refusedCode: Loader = (filepath) => {
  throw new ConfigCodeRefusedError(filepath);
};

/** The files cosmiconfig's `project` search reads from `from`: each search place of each folder up to the first one with a `package.json` (or `package.yaml`), or the file system's root. */
function* placesToSearch(from: string): Generator<string> {
  for (let dir = from; ; dir = dirname(dir)) {
    for (const place of SEARCH_PLACES) yield join(dir, place);
    if (['package.json', 'package.yaml'].some((name) => exists(join(dir, name))) || dirname(dir) === dir) return;
  }
}

/** Whether `stat` finds something at `path` (following links), as cosmiconfig asks where a project ends. */
function exists(path: string): boolean {
  try {
    return statSync(path, { throwIfNoEntry: false }) !== undefined;
  } catch {
    return false;
  }
}

/** Throws, as cosmiconfig throws for a file that does not load (with its `filepath`), when `path` is there but is no regular file or folder: a named pipe, a socket or a device. */
function refuseIrregular(path: string): void {
  let stats;
  try {
    stats = statSync(path, { throwIfNoEntry: false });
  } catch {
    return;
  }
  if (stats && !stats.isFile() && !stats.isDirectory()) throw Object.assign(new NotAFileError(path), { filepath: path });
}

/**
 * A cosmiconfig loader that refuses cosmiconfig's `$import` (in the settings, or under `docwright` in `package.json`): it
 * reads any path it names, outside the project or a device (`/dev/zero` read until memory ran out), and docwright's
 * configuration has no such key.
 */
function withoutImports(loader: Loader): Loader {
  return async (filepath, content) => {
    const value: unknown = await loader(filepath, content);
    const settings = basename(filepath) === 'package.json' && isRecord(value) ? value.docwright : value;
    if (isRecord(settings) && '$import' in settings) throw new Error('Unexpected key `$import`, expected the settings in the file itself: docwright reads no other file from a configuration');
    return value;
  };
}

/** The first line of a thrown error's message (a parse error's message runs to several), or the thrown value as text. */
export function errorLine(error: unknown): string {
  return error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
}

/** What a project sets for its check ids, and the findings about what could not be read. */
export interface LoadedCheckSettings {
  settings: CheckSettings;
  /** `docwright-config` findings: a file that does not parse, an unknown id, a severity that is not one (left out). */
  problems?: Finding[];
}

/** An unknown check id (a `checks` key) as an issue message, with a did-you-mean when one is close. */
export function unknownCheckMessage(id: string): string {
  if (isCheckId(id)) return `Unexpected check \`${id}\` whose severity is fixed (\`docwright ${CHECKS[id].category}\` reports it as it is), expected a check id of \`check\`, \`build\`, \`dev\` or \`a11y\``;
  const suggestion = didYouMean(id, CHECK_IDS.filter(isSettableCheckId), { maxDistance: Math.max(2, Math.floor(id.length / 3)) });
  return `Unexpected check \`${id}\`, expected a known check id${suggestion ? ` (did you mean \`${suggestion}\`?)` : ''}`;
}

/** A check's severity as the configuration writes it (a name, or ESLint's `0`, `1`, `2`), by name; undefined for another value. */
function settingOf(value: unknown): CheckSetting | undefined {
  const parsed = severitySchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The `checks` of the docwright configuration found from `root` upward (as `docwright lint` finds it): an empty
 * setting without one. What is wrong in it becomes `docwright-config` findings, never a throw; the valid ids apply.
 */
export async function loadCheckSettings(root: string): Promise<LoadedCheckSettings> {
  let found: FoundConfig | null;
  try {
    found = await findConfig(root);
  } catch (error) {
    // Configuration code refused (`DOCWRIGHT_NO_JS_CONFIG`) stops the command: it is no mistake in the file.
    if (error instanceof ConfigCodeRefusedError) throw error;
    const file = isRecord(error) && typeof error.filepath === 'string' ? error.filepath : root;
    const text = errorLine(error);
    const syntax = file === root ? undefined : await configSyntaxError(file);
    if (syntax !== undefined) return { settings: {}, problems: [problem(file, syntax, syntax.message)] };
    return { settings: {}, problems: [problem(file, { line: 1, column: 1 }, `Unexpected config that does not load (${text}), expected JSON, YAML or a module that exports the settings`)] };
  }
  const config = found && !found.isEmpty && isRecord(found.config) ? found.config : undefined;
  const checks = config?.checks;
  const rulesOff = rulesSwitchedOff(config?.rules);
  if (!found || (checks === undefined && rulesOff.length === 0)) return { settings: {} };
  const settings: Partial<Record<string, CheckSetting>> = {};
  // A lint rule the configuration turns off (`"rules": { "component-known": "off" }`) is off where the build and `check` report it too; `checks` names a severity over it.
  for (const id of rulesOff) settings[id] = 'off';
  if (checks === undefined) return { settings };
  const text = await readRegularText(found.filepath).catch(() => '');
  const at = placeOf(text);
  if (!isRecord(checks)) return { settings, problems: [problem(found.filepath, at('checks'), 'Unexpected `checks`, expected an object of check ids and severities such as `{ "page-not-in-nav": "off" }`')] };
  const problems: Finding[] = [];
  for (const [id, value] of Object.entries(checks)) {
    const setting = settingOf(value);
    if (!isSettableCheckId(id)) problems.push(problem(found.filepath, at(id), unknownCheckMessage(id)));
    else if (setting === undefined) problems.push(problem(found.filepath, at(id), `Unexpected severity \`${JSON.stringify(value)}\` for \`${id}\`, expected \`"off"\`, \`"warn"\` or \`"error"\` (or \`0\`, \`1\`, \`2\`)`));
    else settings[id] = setting;
  }
  return problems.length > 0 ? { settings, problems } : { settings };
}

/**
 * The ids of lint rules that `check`, `build` or `dev` report too (a registered check id marked `rule`), which the
 * configuration's `rules` turns off: `"off"`, or `["off", …]`. Lint reports what is wrong in `rules` itself.
 */
function rulesSwitchedOff(rules: unknown): CheckId[] {
  const isRuleId = (id: CheckId): boolean => {
    const definition: CheckDefinition = CHECKS[id];
    return definition.rule === true;
  };
  if (!isRecord(rules)) return [];
  const off: CheckId[] = [];
  for (const [id, value] of Object.entries(rules)) {
    const severity: unknown = Array.isArray(value) ? value[0] : value;
    if (settingOf(severity) === 'off' && isSettableCheckId(id) && isRuleId(id)) off.push(id);
  }
  return off;
}

/** Where a key is first written in the configuration's text (`"key"` in JSON, `key:` in YAML), else its start. */
function placeOf(text: string): (key: string) => { line: number; column: number } {
  const toLineColumn = lineColumnIndex(text);
  return (key) => {
    const quoted = text.indexOf(JSON.stringify(key));
    const offset = quoted !== -1 ? quoted : text.search(new RegExp(`(^|[\\s{,])${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*:`, 'm'));
    return offset === -1 ? { line: 1, column: 1 } : toLineColumn(offset + (quoted === -1 && /[\s{,]/.test(text[offset] ?? '') ? 1 : 0));
  };
}

function problem(file: string, at: { line: number; column: number }, message: string): Finding {
  return { file, line: at.line, column: at.column, ruleId: 'docwright-config', severity: 'error', message };
}
