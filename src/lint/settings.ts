// The lint configuration: one zod schema, types from it, loading through cosmiconfig,
// and the rule settings that apply to one file.
import { dirname, relative, resolve, sep } from 'node:path';
import picomatch from 'picomatch';
import { z } from 'zod';
import { presets, type PresetName } from '../../presets/index.js';
import { rulesById } from '../../rules/index.js';
import type { Syntax } from '../parse/index.js';
import { ruleSettingsSchema, severitySchema, type RuleSetting, type RuleSettings } from './settings-types.js';
import { didYouMean } from '../did-you-mean.js';
import { lineColumnIndex } from '../text-position.js';

export { severitySchema, ruleSettingSchema, ruleSettingsSchema, type RuleSetting, type RuleSettings } from './settings-types.js';

const presetNames = Object.keys(presets);
function isPresetName(value: string): value is PresetName {
  return presetNames.includes(value);
}
const presetNameSchema = z.string().refine(isPresetName, {
  error: (issue) => `Unexpected preset \`${String(issue.input)}\`, expected one of ${presetNames.map((name) => `\`${name}\``).join(', ')}`,
});

const globsSchema = z.union([z.string(), z.array(z.string())]).transform((value) => (typeof value === 'string' ? [value] : value));

export const overrideSchema = z.strictObject({
  /** Globs, relative to the config file's folder. */
  files: globsSchema,
  rules: ruleSettingsSchema.optional(),
});

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
});

export type LintConfig = z.output<typeof lintConfigSchema>;
export type LintConfigInput = z.input<typeof lintConfigSchema>;
export type Override = z.output<typeof overrideSchema>;

/** A bad config or a bad option: names the file and the key path. */
export class ConfigError extends Error {
  constructor(
    message: string,
    readonly file?: string,
  ) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** `rules.heading-start-level[1].level` */
export function keyPath(path: ReadonlyArray<PropertyKey>): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? String(part) : `.${String(part)}`;
  }
  return out === '' ? '(root)' : out;
}

export interface ConfigIssue {
  path: Array<string | number>;
  message: string;
}

/** An unknown rule id as an issue message, with a did-you-mean when one is close. */
export function unknownRuleMessage(id: string): string {
  const suggestion = didYouMean(id, [...rulesById.keys()], { maxDistance: Math.max(2, Math.floor(id.length / 3)) });
  return `Unexpected rule \`${id}\`, expected a known rule id${suggestion ? ` (did you mean \`${suggestion}\`?)` : ''}`;
}

/** Check rule ids and each rule's options against its schema. */
export function checkRuleSettings(settings: RuleSettings, at: Array<string | number>): ConfigIssue[] {
  const issues: ConfigIssue[] = [];
  for (const [id, setting] of Object.entries(settings)) {
    const rule = rulesById.get(id);
    if (!rule) {
      issues.push({ path: [...at, id], message: unknownRuleMessage(id) });
      continue;
    }
    if (Array.isArray(setting) && setting.length > 1) {
      const parsed = rule.schema.safeParse(setting[1]);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          issues.push({ path: [...at, id, 1, ...issue.path.map((p) => (typeof p === 'number' ? p : String(p)))], message: issue.message });
        }
      }
    }
  }
  return issues;
}

/** Validate a config value; the issues name key paths. */
export function validateConfig(value: unknown): { config: LintConfig; issues: [] } | { config?: undefined; issues: ConfigIssue[] } {
  const parsed = lintConfigSchema.safeParse(value ?? {});
  if (!parsed.success) {
    return {
      issues: parsed.error.issues.map((issue) => ({
        path: issue.path.map((p) => (typeof p === 'number' ? p : String(p))),
        message: issue.code === 'unrecognized_keys' ? `Unexpected key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `\`${k}\``).join(', ')}, expected one of \`extends\`, \`rules\`, \`overrides\`, \`ignores\`, \`mdx\`` : issue.message,
      })),
    };
  }
  const config = parsed.data;
  const issues: ConfigIssue[] = [];
  if (config.rules) issues.push(...checkRuleSettings(config.rules, ['rules']));
  config.overrides?.forEach((override, i) => {
    if (override.rules) issues.push(...checkRuleSettings(override.rules, ['overrides', i, 'rules']));
  });
  return issues.length > 0 ? { issues } : { config, issues: [] };
}

/** Where a key path sits in a JSON or YAML config text, when it can be found. */
async function locate(text: string, filePath: string, path: Array<string | number>): Promise<{ line: number; column: number } | undefined> {
  const toLineColumn = lineColumnIndex(text);
  try {
    if (/\.(js|mjs|cjs)$/.test(filePath)) return undefined;
    if (/\.json$/.test(filePath) || /^\s*\{/.test(text)) {
      const { parseTree, findNodeAtLocation } = await import('jsonc-parser');
      const root = parseTree(text);
      if (!root) return undefined;
      for (let n = path.length; n >= 0; n--) {
        const node = findNodeAtLocation(root, path.slice(0, n));
        if (node) return toLineColumn(node.parent?.type === 'property' && n === path.length ? node.parent.offset : node.offset);
      }
      return undefined;
    }
    const { parseDocument, isMap, isScalar } = await import('yaml');
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
export async function configErrorFor(issues: ConfigIssue[], filePath: string | undefined, text: string | undefined, keyPrefix: Array<string | number> = []): Promise<ConfigError> {
  const lines: string[] = [];
  for (const issue of issues) {
    const path = [...keyPrefix, ...issue.path];
    const at = filePath !== undefined && text !== undefined ? await locate(text, filePath, path) : undefined;
    const where = filePath === undefined ? 'config' : at ? `${filePath}:${at.line}:${at.column}` : filePath;
    lines.push(`${where}: \`${keyPath(path)}\`: ${issue.message}`);
  }
  return new ConfigError(lines.join('\n'), filePath);
}

export interface LoadedConfig {
  config: LintConfig;
  /** The config file, or undefined when none was found (or `--no-config`). */
  filePath?: string;
  /** Folder that config globs are relative to. */
  baseDir: string;
}

const SEARCH_PLACES = ['package.json', '.docwrightrc', '.docwrightrc.json', '.docwrightrc.yaml', '.docwrightrc.yml', 'docwright.config.js', 'docwright.config.mjs'];

/**
 * Find and validate the config: `configPath` when given, else the nearest one from `cwd` up to
 * the project root (the folder with `package.json`). No config means `extends: recommended`.
 */
export async function loadConfig(cwd: string, configPath?: string | false): Promise<LoadedConfig> {
  if (configPath === false) return { config: { extends: 'recommended' }, baseDir: cwd };
  const { cosmiconfig } = await import('cosmiconfig');
  const explorer = cosmiconfig('docwright', { searchStrategy: 'project', searchPlaces: SEARCH_PLACES, cache: false });
  let found: { config: unknown; filepath: string; isEmpty?: boolean } | null;
  try {
    found = configPath !== undefined ? await explorer.load(resolve(cwd, configPath)) : await explorer.search(cwd);
  } catch (error) {
    const code = error && typeof error === 'object' && 'code' in error ? error.code : undefined;
    if (code === 'ENOENT') throw new ConfigError(`Missing config file \`${configPath ?? ''}\``, configPath);
    const text = error instanceof Error ? error.message.split('\n')[0] : String(error);
    const file = error && typeof error === 'object' && 'filepath' in error && typeof error.filepath === 'string' ? error.filepath : configPath;
    throw new ConfigError(`${file ? `${displayConfigPath(cwd, file)}: ` : ''}Unexpected config that does not parse: ${text}`, file);
  }
  if (!found) return { config: { extends: 'recommended' }, baseDir: cwd };
  const shown = displayConfigPath(cwd, found.filepath);
  const { config, issues } = validateConfig(found.isEmpty ? {} : found.config);
  if (!config) {
    const { readFile } = await import('node:fs/promises');
    const text = await readFile(found.filepath, 'utf8').catch(() => undefined);
    throw await configErrorFor(issues, shown, text, found.filepath.endsWith('package.json') ? ['docwright'] : []);
  }
  return { config, filePath: found.filepath, baseDir: dirname(found.filepath) };
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
export interface ResolvedConfig {
  baseDir: string;
  /** Settings before overrides (presets + `rules` + `--rule`). */
  rules: RuleSettings;
  ruleSettingsFor(file: string): RuleSettings;
  syntaxFor(file: string): Syntax;
  isIgnored(file: string): boolean;
  /** Stable text for cache keys. */
  key: string;
}

function matcher(globs: readonly string[] | undefined): ((relativePath: string) => boolean) | undefined {
  if (!globs || globs.length === 0) return undefined;
  return picomatch(globs.map((g) => g.replace(/^\.\//, '')), { dot: true });
}

/** Resolve presets and overrides; `extraRules` (from `--rule`) apply last, to every file. */
export function resolveConfig(config: LintConfig, baseDir: string, extraRules: RuleSettings = {}): ResolvedConfig {
  const presetList = config.extends === undefined ? [] : typeof config.extends === 'string' ? [config.extends] : config.extends;
  let rules: RuleSettings = {};
  for (const name of presetList) if (isPresetName(name)) rules = mergeRuleSettings(rules, presets[name].rules);
  rules = mergeRuleSettings(rules, config.rules);
  const overrides = (config.overrides ?? []).map((o) => ({ match: matcher(o.files) ?? (() => false), rules: o.rules }));
  const mdx = matcher(config.mdx);
  const ignores = matcher(config.ignores);
  const rel = (file: string): string => relative(baseDir, resolve(baseDir, file)).split(sep).join('/');
  const cache = new Map<string, RuleSettings>();
  return {
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
    key: JSON.stringify({ config, extraRules }),
  };
}

/** Parse `--rule id:severity` (severity defaults to `error`). */
export function parseRuleFlag(value: string): { id: string; severity: z.infer<typeof severitySchema> } | { error: string } {
  const [id = '', severity = 'error', ...rest] = value.split(':');
  if (id === '' || rest.length > 0) return { error: `Unexpected \`--rule ${value}\`, expected \`--rule <rule-id>[:off|warn|error]\`` };
  const parsed = severitySchema.safeParse(severity);
  if (!parsed.success) return { error: `Unexpected severity \`${severity}\` in \`--rule ${value}\`, expected \`off\`, \`warn\` or \`error\`` };
  if (!rulesById.has(id)) return { error: unknownRuleMessage(id) };
  return { id, severity: parsed.data };
}

/** Whether a rule setting turns the rule on (`warn`, `error`, `['error', options]`). */
export function ruleIsOn(setting: RuleSettings[string] | undefined): boolean {
  const severity = Array.isArray(setting) ? setting[0] : setting;
  return severity !== undefined && severity !== 'off';
}
