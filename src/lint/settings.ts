// The lint configuration: one zod schema, types from it, loading through cosmiconfig,
// and the rule settings that apply to one file.
import { dirname, relative, resolve, sep } from 'node:path';
import picomatch from 'picomatch';
import { z } from 'zod';
import { PRESET_NAMES, presets, presetsFor, type PresetName } from '../../presets/index.js';
import { rulesById } from '../../rules/index.js';
import { LintConfigError } from './lint-config-error.js';
import { ConfigCodeRefusedError } from './config-choice.js';
import { issueMessages, type ConfigIssue } from './config-messages.js';
import { configSyntaxError } from './config-parse-error.js';
import { formatSettingsSchema } from './format-settings.js';
import type { LoadedPlugins } from './plugins.js';
import type { Rule } from '../rule-kit/rule.js';
import type { Syntax } from '../parse/index.js';
import { ruleSettingsSchema, severitySchema, severityWord, type RuleSetting, type RuleSettings } from '../rule-kit/settings-types.js';
import { didYouMean } from '../did-you-mean.js';
import { isSettableCheckId } from '../findings/checks.js';
import { configBaseDir, errorLine, findConfig, unknownCheckMessage, type FoundConfig } from './check-settings.js';
import { lineColumnIndex } from '../text-position.js';
import { nodeAt } from '../config/json-node.js';
import { valeProjectFor, type ValeProject } from '../vale/index.js';
import { findDocsRoot } from './files.js';
import { buildSettingsSchema } from './build-settings-schema.js';

export { LintConfigError } from './lint-config-error.js';
export { severitySchema, ruleSettingSchema, ruleSettingsSchema, type RuleSetting, type RuleSettings } from '../rule-kit/settings-types.js';

/** The rules a config can name, by id: docwright's own, and those of its plugins. */
export type RuleRegistry = ReadonlyMap<string, Rule>;

const presetNames: readonly string[] = PRESET_NAMES;
function isPresetName(value: string): value is PresetName {
  return presetNames.includes(value);
}
const presetNameSchema = z.string().refine(isPresetName, {
  error: (issue) => {
    const suggestion = didYouMean(String(issue.input), presetNames);
    return `Unexpected preset \`${String(issue.input)}\`, expected one of ${presetNames.map((name) => `\`${name}\``).join(', ')}${suggestion ? ` (did you mean \`${suggestion}\`?)` : ''}`;
  },
});

const globsSchema = z.union([z.string(), z.array(z.string())]).transform((value) => (typeof value === 'string' ? [value] : value));

export const overrideSchema = z.strictObject({
  /** Globs, relative to the config file's folder. */
  files: globsSchema,
  rules: ruleSettingsSchema.optional(),
});

/**
 * How the linting itself behaves, as ESLint's `linterOptions`. `reportUnusedDisableDirectives`: the severity of a
 * disable comment that turns off no finding (`true` is `warn` and `false` is `off`, as in ESLint 9); default `warn`.
 */
export const linterOptionsSchema = z.strictObject({
  reportUnusedDisableDirectives: z.union([severitySchema, z.boolean()]).optional(),
});

/** What `reportUnusedDisableDirectives` is when the config does not say: `warn`, as in ESLint 9 (docs/commands/lint.mdx). */
export const DEFAULT_UNUSED_DIRECTIVES: z.infer<typeof severitySchema> = 'warn';

/** The severity of unused disable comments that a config's `linterOptions` asks for. */
export function unusedDirectivesSeverity(config: Pick<LintConfig, 'linterOptions'>): z.infer<typeof severitySchema> {
  const value = config.linterOptions?.reportUnusedDisableDirectives;
  if (value === undefined) return DEFAULT_UNUSED_DIRECTIVES;
  if (typeof value === 'boolean') return value ? 'warn' : 'off';
  return value;
}

export { buildSettingsSchema, type BuildSettings } from './build-settings-schema.js';

export const lintConfigSchema = z.strictObject({
  $schema: z.string().optional(),
  /** Presets to start from, in order (default: `recommended` when there is no config at all). */
  extends: z.union([presetNameSchema, z.array(presetNameSchema)]).optional(),
  rules: ruleSettingsSchema.optional(),
  /** Rule settings for the files matching `files`; later overrides win. */
  overrides: z.array(overrideSchema).optional(),
  /** Globs of files never linted (as well as `node_modules`, `.git` and `.docwrightignore`). */
  ignores: globsSchema.optional(),
  /** Globs of `.md` files to parse as MDX (by default `.md` is Markdown and `.mdx` is MDX). */
  mdx: globsSchema.optional(),
  /**
   * Modules with more rules (default export `{ rules: [...] }`): paths relative to the config's folder, inside the
   * project root, or installed package names. Their rules join the presets by their own `recommended` and tags.
   */
  plugins: z.array(z.string()).optional(),
  /** How the linting behaves: `reportUnusedDisableDirectives`. */
  linterOptions: linterOptionsSchema.optional(),
  /** The style `docwright format` writes (src/lint/format-settings.ts). */
  format: formatSettingsSchema.optional(),
  /** What `docwright build` and `dev` read (`buildSettingsSchema`). */
  build: buildSettingsSchema.optional(),
  /** Severities of the findings of `check`, `build` and `dev` by id (src/findings/checks.ts): `off`, `warn` or `error`. */
  checks: z.record(z.string(), severitySchema).optional(),
});

export type LintConfig = z.output<typeof lintConfigSchema>;
export type LintConfigInput = z.input<typeof lintConfigSchema>;
export type Override = z.output<typeof overrideSchema>;


/** `rules.heading-start-level[1].level` */
export function keyPath(path: ReadonlyArray<PropertyKey>): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? String(part) : `.${String(part)}`;
  }
  return out === '' ? '(root)' : out;
}

export type { ConfigIssue } from './config-messages.js';

/** An unknown rule id as an issue message, with a did-you-mean when one is close. */
export function unknownRuleMessage(id: string, registry: RuleRegistry = rulesById): string {
  // A Vale rule (`Style.Rule`) is set in `.vale.ini`, never in docwright's rules.
  if (/^[A-Za-z][\w-]*\.[A-Za-z][\w-]*$/.test(id)) return `Unexpected rule \`${id}\`, expected a docwright rule id (a Vale rule is set in \`.vale.ini\`, as \`${id} = NO\`)`;
  const suggestion = didYouMean(id, [...registry.keys()], { maxDistance: Math.max(2, Math.floor(id.length / 3)) });
  return `Unexpected rule \`${id}\`, expected a known rule id${suggestion ? ` (did you mean \`${suggestion}\`?)` : ''}`;
}

/** Check rule ids and each rule's options against its schema. */
export function checkRuleSettings(settings: RuleSettings, at: Array<string | number>, registry: RuleRegistry = rulesById): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  for (const [id, setting] of Object.entries(settings)) {
    const rule = registry.get(id);
    if (!rule) {
      issues.push({ path: [...at, id], message: unknownRuleMessage(id, registry) });
      continue;
    }
    if (Array.isArray(setting) && setting.length > 1) {
      const parsed = rule.schema.safeParse(setting[1]);
      if (!parsed.success) {
        const keys = objectKeys(rule.schema);
        issues.push(...issueMessages(parsed.error.issues, setting[1], [], (path) => (path.length === 0 ? keys : undefined)).map((issue) => ({ ...issue, path: [...at, id, 1, ...issue.path] })));
      }
    }
  }
  return issues;
}

/** The keys of an object schema (a rule's options), or `undefined` for another schema. */
function objectKeys(schema: z.ZodType): string[] | undefined {
  const inner = schema instanceof z.ZodOptional ? schema.unwrap() : schema;
  return inner instanceof z.ZodObject ? Object.keys(inner.shape) : undefined;
}

/** The keys an object of the config takes, by its key path: the top level, `linterOptions`, `build`, `format` or an override. */
function knownKeys(path: ReadonlyArray<string | number>): readonly string[] | undefined {
  const [first] = path;
  const keys =
    path.length === 0 ? lintConfigSchema.keyof().options
    : path.length > 1 && first !== 'overrides' ? undefined
    : first === 'linterOptions' ? linterOptionsSchema.keyof().options
    : first === 'build' ? buildSettingsSchema.keyof().options
    : first === 'format' ? formatSettingsSchema.keyof().options
    : first === 'overrides' && path.length === 2 ? overrideSchema.keyof().options
    : undefined;
  return keys?.filter((key) => key !== '$schema');
}

/** Validate a config value (rule ids and options against `registry`); the issues name key paths. */
export function validateLintConfig(value: unknown, registry: RuleRegistry = rulesById): { config: LintConfig; issues: [] } | { config?: undefined; issues: ConfigIssue[] } {
  const parsed = lintConfigSchema.safeParse(value ?? {});
  if (!parsed.success) {
    return { issues: issueMessages(parsed.error.issues, value ?? {}, [], knownKeys) };
  }
  const config = parsed.data;
  const issues: ConfigIssue[] = [];
  if (config.rules) issues.push(...checkRuleSettings(config.rules, ['rules'], registry));
  for (const id of Object.keys(config.checks ?? {})) if (!isSettableCheckId(id)) issues.push({ path: ['checks', id], message: unknownCheckMessage(id) });
  config.overrides?.forEach((override, i) => {
    if (override.rules) issues.push(...checkRuleSettings(override.rules, ['overrides', i, 'rules'], registry));
  });
  return issues.length > 0 ? { issues } : { config, issues: [] };
}

/** Where a key path sits in a JSON or YAML config text, when it can be found. */
async function locate(text: string, filePath: string, path: Array<string | number>): Promise<{ line: number; column: number } | undefined> {
  const toLineColumn = lineColumnIndex(text);
  try {
    if (/\.(js|mjs|cjs)$/.test(filePath)) return undefined;
    if (/\.json$/.test(filePath) || /^\s*\{/.test(text)) {
      const { parseTree } = await import('jsonc-parser');
      const root = parseTree(text);
      if (!root) return undefined;
      for (let n = path.length; n >= 0; n--) {
        // Of a key written twice, the last copy: the one `JSON.parse` keeps.
        const node = nodeAt(root, path.slice(0, n));
        if (node) return toLineColumn(node.parent?.type === 'property' && n === path.length ? node.parent.offset : node.offset);
      }
      return undefined;
    }
    const { parseDocument, isMap, isScalar } = await (await import('./yaml-module.js')).loadYaml();
    const doc = parseDocument(text);
    for (let n = path.length; n > 0; n--) {
      // Point at the key of the last step that exists.
      const parent: unknown = n === 1 ? doc.contents : doc.getIn(path.slice(0, n - 1), true);
      if (!isMap(parent)) continue;
      const pair = parent.items.find((item) => isScalar(item.key) && item.key.value === path[n - 1]);
      if (pair && isScalar(pair.key) && pair.key.range) return toLineColumn(pair.key.range[0]);
    }
  } catch {
    // a position is a nicety: the key path alone still names the problem
  }
  return undefined;
}

/** One error for a config's issues: `file:line:col: key.path: message`, one line per issue. */
export async function configErrorFor(issues: ConfigIssue[], filePath: string | undefined, text: string | undefined, keyPrefix: Array<string | number> = []): Promise<LintConfigError> {
  const lines: string[] = [];
  for (const issue of issues) {
    const path = [...keyPrefix, ...issue.path];
    const at = filePath !== undefined && text !== undefined ? await locate(text, filePath, path) : undefined;
    const where = filePath === undefined ? 'config' : at ? `${filePath}:${at.line}:${at.column}` : filePath;
    lines.push(`${where}: \`${keyPath(path)}\`: ${issue.message}`);
  }
  return new LintConfigError(lines.join('\n'), filePath);
}

export interface LoadedLintConfig {
  config: LintConfig;
  /** The config file, or undefined when none was found (or `--no-config`). */
  filePath?: string;
  /** Folder that config globs are relative to. */
  baseDir: string;
  /** The rules of the config's `plugins`, when it has any. */
  plugins?: LoadedPlugins;
}

/** The built-in rules and those of `plugins`. */
export function ruleRegistry(plugins?: LoadedPlugins): RuleRegistry {
  if (!plugins || plugins.rules.length === 0) return rulesById;
  return new Map([...rulesById, ...plugins.rules.map((rule) => [rule.id, rule] as const)]);
}

/**
 * Validate a config value and load its plugins (relative to `baseDir`): the rule settings are checked against the
 * built-in rules and the plugins' rules. A plugin that fails to load throws a `LintConfigError` naming it.
 */
export async function validateLintConfigWithPlugins(value: unknown, baseDir: string): Promise<{ config: LintConfig; plugins?: LoadedPlugins; issues: [] } | { config?: undefined; issues: ConfigIssue[] }> {
  const shape = lintConfigSchema.safeParse(value ?? {});
  const names = shape.success ? (shape.data.plugins ?? []) : [];
  if (names.length === 0) return validateLintConfig(value);
  const { loadPlugins } = await import('./plugins.js');
  const plugins = await loadPlugins(names, baseDir, new Set(rulesById.keys()));
  const checked = validateLintConfig(value, ruleRegistry(plugins));
  return checked.config ? { ...checked, plugins } : checked;
}

/** Where a lint config is looked for in each folder, in this order. */
export { configBaseDir, errorLine, findConfig, SEARCH_PLACES, unknownCheckMessage, type FoundConfig } from './check-settings.js';

/**
 * Find and validate the config: `configPath` when given, else the nearest one from `cwd` up to
 * the project root (the folder with `package.json`). No config means `extends: recommended`.
 * `shownFrom` is the folder its messages name the file from (the current folder when `cwd` is a linted path's).
 */
export async function loadLintConfig(cwd: string, configPath?: string | false, shownFrom = cwd): Promise<LoadedLintConfig> {
  if (configPath === false) return { config: { extends: 'recommended' }, baseDir: cwd };
  let found: FoundConfig | null;
  try {
    found = await findConfig(cwd, configPath);
  } catch (error) {
    if (error instanceof ConfigCodeRefusedError) throw error;
    const code = error && typeof error === 'object' && 'code' in error ? error.code : undefined;
    if (code === 'ENOENT') throw new LintConfigError(`Missing config file \`${configPath ?? ''}\`, expected a file at that path (\`--config\`)`, configPath);
    const text = errorLine(error);
    const file = error && typeof error === 'object' && 'filepath' in error && typeof error.filepath === 'string' ? error.filepath : configPath === undefined ? undefined : resolve(cwd, configPath);
    const syntax = file === undefined ? undefined : await configSyntaxError(file);
    if (file !== undefined && syntax !== undefined) throw new LintConfigError(`${displayConfigPath(shownFrom, file)}:${syntax.line}:${syntax.column}: ${syntax.message}`, file);
    throw new LintConfigError(`${file ? `${displayConfigPath(shownFrom, file)}: ` : ''}Unexpected config that does not load (${text}), expected JSON, YAML or a module that exports the settings`, file);
  }
  if (!found) return { config: { extends: 'recommended' }, baseDir: cwd };
  const shown = displayConfigPath(shownFrom, found.filepath);
  const baseDir = configBaseDir(found.filepath);
  let checked: Awaited<ReturnType<typeof validateLintConfigWithPlugins>>;
  try {
    checked = await validateLintConfigWithPlugins(found.isEmpty ? {} : found.config, baseDir);
  } catch (error) {
    // A plugin refused (`DOCWRIGHT_NO_JS_CONFIG`) is said as it is: it is no mistake at a place in the file.
    if (error instanceof LintConfigError && !(error instanceof ConfigCodeRefusedError)) {
      const { readRegularText } = await import('../fs/paths.js');
      const text = await readRegularText(found.filepath).catch(() => undefined);
      const located = await configErrorFor([{ path: ['plugins'], message: error.message }], shown, text, found.filepath.endsWith('package.json') ? ['docwright'] : []);
      throw new LintConfigError(located.message, error.file ?? found.filepath);
    }
    throw error;
  }
  if (!checked.config) {
    const { readRegularText } = await import('../fs/paths.js');
    const text = await readRegularText(found.filepath).catch(() => undefined);
    throw await configErrorFor(checked.issues, shown, text, found.filepath.endsWith('package.json') ? ['docwright'] : []);
  }
  return { config: checked.config, filePath: found.filepath, baseDir, ...(checked.plugins ? { plugins: checked.plugins } : {}) };
}

function displayConfigPath(cwd: string, file: string): string {
  const rel = relative(cwd, file);
  return rel.startsWith('..') ? file : rel.split(sep).join('/');
}

function normalise(setting: RuleSetting): { severity: z.infer<typeof severitySchema>; options?: unknown; hasOptions: boolean } {
  if (typeof setting === 'string') return { severity: setting, hasOptions: false };
  return setting.length > 1 ? { severity: setting[0], options: setting[1], hasOptions: true } : { severity: setting[0], hasOptions: false };
}

/** Layer `next` over `base`; a severity alone keeps the options set before it. */
export function mergeRuleSettings(base: RuleSettings, next: RuleSettings | undefined): RuleSettings {
  if (!next) return base;
  const out: RuleSettings = { ...base };
  for (const [id, setting] of Object.entries(next)) {
    const n = normalise(setting);
    const previous = out[id];
    if (!n.hasOptions && previous !== undefined) {
      const p = normalise(previous);
      out[id] = p.hasOptions ? [n.severity, p.options] : n.severity;
    } else {
      out[id] = setting;
    }
  }
  return out;
}

/** The config, resolved once per run: what applies to each file. */
export interface ResolvedLintConfig {
  baseDir: string;
  /** Settings before overrides (presets + `rules` + `--rule`). */
  rules: RuleSettings;
  ruleSettingsFor(file: string): RuleSettings;
  syntaxFor(file: string): Syntax;
  isIgnored(file: string): boolean;
  /** The rules the settings name: the built-in ones and the plugins'. */
  registry: RuleRegistry;
  /** The severity of disable comments that turn off no finding (`linterOptions.reportUnusedDisableDirectives`). */
  reportUnusedDisableDirectives: z.infer<typeof severitySchema>;
  /** What `verifyTextSync` needs for one file: its syntax, its rule settings, the registry and the config's linter options. */
  textOptionsFor(file: string): LintTextSettings;
  /** Stable text for cache keys. */
  key: string;
}

/** The part of `VerifyTextOptions` (src/lint/verify-text.ts) that the config decides for a file. */
export interface LintTextSettings {
  filePath: string;
  syntax: Syntax;
  rules: RuleSettings;
  registry: RuleRegistry;
  reportUnusedDisableDirectives: z.infer<typeof severitySchema>;
  /** The `.vale.ini` between the file and its project's root, when there is one (src/vale/). */
  vale?: ValeProject;
}

function matcher(globs: readonly string[] | undefined): ((relativePath: string) => boolean) | undefined {
  if (!globs || globs.length === 0) return undefined;
  return picomatch(globs.map((g) => g.replace(/^\.\//, '')), { dot: true });
}

/**
 * Resolve presets and overrides; `extraRules` (from `--rule`) apply last, to every file. With `plugins`, their rules
 * join the presets by their own metadata.
 */
export function resolveLintConfig(config: LintConfig, baseDir: string, extraRules: RuleSettings = {}, plugins?: LoadedPlugins): ResolvedLintConfig {
  const registry = ruleRegistry(plugins);
  const presetsHere = registry === rulesById ? presets : presetsFor([...registry.values()]);
  const presetList = config.extends === undefined ? [] : typeof config.extends === 'string' ? [config.extends] : config.extends;
  let rules: RuleSettings = {};
  for (const name of presetList) if (isPresetName(name)) rules = mergeRuleSettings(rules, presetsHere[name].rules);
  rules = mergeRuleSettings(rules, config.rules);
  const overrides = (config.overrides ?? []).map((o) => ({ match: matcher(o.files) ?? (() => false), rules: o.rules }));
  const mdx = matcher(config.mdx);
  const ignores = matcher(config.ignores);
  const rel = (file: string): string => relative(baseDir, resolve(baseDir, file)).split(sep).join('/');
  const cache = new Map<string, RuleSettings>();
  const unused = unusedDirectivesSeverity(config);
  const resolved: ResolvedLintConfig = {
    baseDir,
    rules: mergeRuleSettings(rules, extraRules),
    ruleSettingsFor(file) {
      const path = rel(file);
      const matching = overrides.filter((o) => o.match(path));
      const cacheKey = matching.map((o) => overrides.indexOf(o)).join(',');
      let settings = cache.get(cacheKey);
      if (!settings) {
        settings = rules;
        for (const o of matching) settings = mergeRuleSettings(settings, o.rules);
        settings = mergeRuleSettings(settings, extraRules);
        cache.set(cacheKey, settings);
      }
      return settings;
    },
    syntaxFor(file) {
      if (/\.mdx$/i.test(file)) return 'mdx';
      return mdx?.(rel(file)) ? 'mdx' : 'md';
    },
    isIgnored(file) {
      const path = rel(file);
      return ignores !== undefined && !path.startsWith('../') && ignores(path);
    },
    registry,
    reportUnusedDisableDirectives: unused,
    textOptionsFor: (file) => {
      const vale = valeProjectFor(file, findDocsRoot(dirname(resolve(file))));
      return { filePath: file, syntax: resolved.syntaxFor(file), rules: resolved.ruleSettingsFor(file), registry, reportUnusedDisableDirectives: unused, ...(vale ? { vale } : {}) };
    },
    key: JSON.stringify({ config, extraRules, plugins: plugins?.key }),
  };
  return resolved;
}

/** Parse `--rule id:severity` (severity defaults to `error`); the id is checked against `registry` unless it is `false`. */
export function parseRuleFlag(value: string, registry: RuleRegistry | false = rulesById): { id: string; severity: z.infer<typeof severitySchema> } | { error: string } {
  const [id = '', severity = 'error', ...rest] = value.split(':');
  if (id === '' || rest.length > 0) return { error: `Unexpected \`--rule ${value}\`, expected \`--rule <rule-id>[:off|warn|error]\`` };
  const named = severityWord(severity);
  if (named === undefined) return { error: `Unexpected severity \`${severity}\` in \`--rule ${value}\`, expected \`off\`, \`warn\` or \`error\` (or \`0\`, \`1\`, \`2\`)` };
  if (registry !== false && !registry.has(id)) return { error: unknownRuleMessage(id, registry) };
  return { id, severity: named };
}

/** Whether a rule setting turns the rule on (`warn`, `error`, `['error', options]`). */
export function ruleIsOn(setting: RuleSettings[string] | undefined): boolean {
  const severity = Array.isArray(setting) ? setting[0] : setting;
  return severity !== undefined && severity !== 'off';
}
