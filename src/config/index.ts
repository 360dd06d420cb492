import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import type { z } from 'zod';
import { appendAll, type Finding } from '../findings/finding.js';
import { exists, isRefusedPath, readTextInside } from '../fs/paths.js';
import { finding, resolveConfig, type ReadText, type ResolvedConfig } from './json.js';
import { issuesToFindings, type KeyHome } from './messages.js';
import type { DocsModel } from './model.js';
import { normaliseCurrent, normaliseLegacy } from './normalise.js';
import { isRecord } from '../guards.js';
import { parseLeniently } from './lenient.js';
import { didYouMean } from '../did-you-mean.js';
import { specRuleFindings } from './spec-rules.js';
import { droppedNavigation, type ContentAccepts } from './dropped.js';
import { inertNavigation, inertSettings } from './inert.js';
import { variableValueFindings } from './variables.js';
import { graphqlPlacement } from './graphql.js';
import { sdkPlacementFindings } from './sdk-placement.js';

export type { DocsModel, NavNode } from './model.js';
export { walkNav, navPages } from './nav-walk.js';
export { normalisePagePath, matchesPrefix, isExternalUrl } from './normalise.js';
export { unknownConfigIcons } from './icons.js';

export type Generation = 'current' | 'legacy';

export interface LoadedConfig {
  /** The project root (absolute). */
  root: string;
  /** The configuration file found (absolute), or `undefined` when there is none. */
  configPath: string | undefined;
  generation: Generation | undefined;
  /** The normalised model; `undefined` when the file is missing or does not validate. */
  model: DocsModel | undefined;
  /**
   * When the file does not validate: the model of what does (unknown keys and invalid values
   * left out, see `lenient.ts`), for `build`, `dev`, `rules` and `check`'s cross-checks;
   * `undefined` when the configuration is unusable (no usable `navigation`).
   */
  lenientModel?: DocsModel;
  /** Problems, positioned in the file they are in (`$ref` files included). */
  diagnostics: Finding[];
  /** Every JSON file read: the configuration, then its `$ref` files. */
  files: string[];
  /** The parsed, `$ref`-resolved JSON with its source map (for cross-checks). */
  resolved?: ResolvedConfig;
}

/** Names the configuration may have, in the order they are looked for. */
export const CONFIG_FILES = ['docs.json', 'mint.json'] as const;

/** The configuration file of a project root: `docs.json`, else `mint.json`. */
export async function findConfigFile(root: string): Promise<string | undefined> {
  for (const name of CONFIG_FILES) {
    const path = join(root, name);
    if (await exists(path)) return path;
  }
  return undefined;
}

/**
 * Which generation a configuration is: by `$schema` first (`…/docs.json` current,
 * `…/schema.json` or `…/mint.json` legacy), then by shape (an array `navigation`, or legacy-only
 * keys such as `topbarLinks`, mean legacy), then by file name.
 */
export function detectGeneration(value: Record<string, unknown>, path: string): Generation {
  const schema = value.$schema;
  if (typeof schema === 'string') {
    if (/docs(\.schema)?\.json$/i.test(schema)) return 'current';
    if (/(schema|mint(\.schema)?)\.json$/i.test(schema)) return 'legacy';
  }
  // A misspelt `navigation` (`navigaton`) still tells the shape.
  const navigationKey = Object.hasOwn(value, 'navigation') ? 'navigation' : Object.keys(value).find((key) => didYouMean(key, ['navigation']) === 'navigation');
  const navigation = navigationKey === undefined ? undefined : value[navigationKey];
  if (Array.isArray(navigation)) return 'legacy';
  if (isRecord(navigation)) return 'current';
  const legacyKeys = ['topbarLinks', 'topbarCtaButton', 'footerSocials', 'modeToggle', 'topAnchor', 'backgroundImage'];
  if (legacyKeys.some((k) => k in value)) return 'legacy';
  if ('theme' in value || 'navbar' in value) return 'current';
  return basename(path) === 'mint.json' ? 'legacy' : 'current';
}

export interface ValidateOptions {
  /** The project root. */
  root: string;
  /** The configuration file's path (relative to `root` or absolute). */
  path: string;
  /** How `$ref` files are read (tests, editors with unsaved buffers). */
  read?: ReadText;
}

/**
 * Validate a configuration and normalise it into the model. `config` is the file's text (findings
 * then point into it) or a value already parsed, like `validateLintConfig`'s (findings point into
 * its JSON with two-space indentation). Never throws for bad input.
 */
export async function validateDocsConfig(config: string | Record<string, unknown>, options: ValidateOptions): Promise<LoadedConfig> {
  const text = typeof config === 'string' ? config : JSON.stringify(config, null, 2);
  const root = resolve(options.root);
  const configPath = resolve(root, options.path);
  const resolved = await resolveConfig(text, configPath, root, options.read);
  const base = { root, configPath, files: resolved.files, resolved };
  const diagnostics = [...resolved.findings];
  const value = resolved.value;
  if (value === undefined) return { ...base, generation: undefined, model: undefined, diagnostics };
  if (!isRecord(value)) {
    const what = Array.isArray(value) ? 'array' : value === null ? '`null`' : typeof value;
    diagnostics.push(finding(configPath, { line: 1, column: 1, endLine: 1, endColumn: 2 }, 'config-json', `Unexpected ${what} at the top of \`${basename(configPath)}\`, expected an object`, 'error', true));
    return { ...base, generation: undefined, model: undefined, diagnostics };
  }
  const generation = detectGeneration(value, configPath);
  const read = <T>(schema: z.ZodType<T>, normalise: (data: T, raw: Record<string, unknown>) => DocsModel, homes: Readonly<Record<string, KeyHome>> = {}, accepts?: ContentAccepts): LoadedConfig => {
    if (generation === 'current') {
      appendAll(diagnostics, droppedNavigation(resolved, accepts));
      appendAll(diagnostics, inertNavigation(resolved));
      appendAll(diagnostics, graphqlPlacement(resolved));
      appendAll(diagnostics, sdkPlacementFindings(resolved));
      appendAll(diagnostics, variableValueFindings(resolved));
    }
    appendAll(diagnostics, inertSettings(resolved, generation));
    const result = schema.safeParse(value);
    if (result.success && !diagnostics.some((f) => f.ruleId === 'config-schema')) return { ...base, generation, model: normalise(result.data, value), diagnostics };
    if (result.success) return { ...base, generation, model: undefined, lenientModel: normalise(result.data, value), diagnostics };
    const found = issuesToFindings(result.error.issues, schema, resolved, homes);
    appendAll(diagnostics, found);
    const kept = parseLeniently(schema, value);
    const lenientModel = kept ? normalise(kept.data, kept.value) : undefined;
    // Only keys the platform ignores: the configuration deploys, and its model is what is left.
    if (lenientModel && found.every((f) => f.severity !== 'error')) return { ...base, generation, model: lenientModel, diagnostics };
    return { ...base, generation, model: undefined, ...(lenientModel ? { lenientModel } : {}), diagnostics };
  };
  if (basename(configPath) === 'docs.json') appendAll(diagnostics, specRuleFindings(resolved, generation));
  // The schemas are built on the first validation (a process that is handed its project, `dev`'s render worker, never builds them).
  if (generation === 'current') {
    const { currentConfigSchema, legacyKeyHomes, contentAccepts } = await import('./schema/current.js');
    return read(currentConfigSchema, normaliseCurrent, legacyKeyHomes, contentAccepts);
  }
  const { legacyConfigSchema, specConfigSchema } = await import('./schema/legacy.js');
  return isSpecShaped(generation, configPath) ? read(specConfigSchema, normaliseLegacy) : read(legacyConfigSchema, normaliseLegacy);
}

/**
 * Whether a configuration is in the shape of the platform description (`../shared/SPEC.md`)
 * and follows its rules: a file named `docs.json` (the only file the spec names) whose shape is
 * the spec's (an array `navigation`, `topbarLinks`, `footerSocials` …, which docwright also
 * knows as Mintlify's legacy `mint.json` generation). Mintlify reads a `docs.json` only in its
 * current shape, so for such a file the spec is the only reference: `name` and `navigation` are
 * required, `favicon` and `colors` optional. A `mint.json` keeps Mintlify's rule (its validator
 * requires `favicon` and `colors`), and a `docs.json` in Mintlify's current shape keeps Mintlify's.
 */
export function isSpecShaped(generation: Generation | undefined, path: string): boolean {
  return generation === 'legacy' && basename(path) === 'docs.json';
}

/** The model every lenient reader uses: the validated one, else what validates of it. */
export function usableModel(loaded: Pick<LoadedConfig, 'model' | 'lenientModel'>): DocsModel | undefined {
  return loaded.model ?? loaded.lenientModel;
}

/**
 * For a root with no configuration inside a docs project (a command run in one of its page folders): `, expected
 * the root of the docs project: \`..\` holds \`docs.json\``, naming the nearest folder up with one; else ''.
 */
async function enclosingProject(absolute: string): Promise<string> {
  for (let dir = absolute; dirname(dir) !== dir; ) {
    dir = dirname(dir);
    for (const name of ['docs.json', 'mint.json']) {
      if (await exists(join(dir, name))) return `, expected the root of the docs project: \`${relative(absolute, dir).split(sep).join('/')}\` holds \`${name}\``;
    }
  }
  return '';
}

/** Find, read, validate and normalise the configuration of the project at `root`. */
export async function loadDocsConfig(root: string): Promise<LoadedConfig> {
  const absolute = resolve(root);
  const configPath = await findConfigFile(absolute);
  if (!configPath) {
    return {
      root: absolute,
      configPath: undefined,
      generation: undefined,
      model: undefined,
      files: [],
      diagnostics: [
        finding(join(absolute, 'docs.json'), undefined, 'config-missing', `Missing \`docs.json\` (or legacy \`mint.json\`) in the project root${await enclosingProject(absolute)}`, 'error', true),
      ],
    };
  }
  let text: string;
  try {
    text = await readTextInside(absolute, configPath);
  } catch (error) {
    const cause = isRefusedPath(error) && error.cause instanceof Error ? error.cause : error;
    const reason = isRefusedPath(error) && error.reason !== 'missing' ? 'it links outside the project' : cause instanceof Error ? cause.message : String(cause);
    return {
      root: absolute,
      configPath,
      generation: undefined,
      model: undefined,
      files: [configPath],
      diagnostics: [finding(configPath, undefined, 'config-missing', `Unexpected unreadable \`${basename(configPath)}\`: ${reason}`, 'error', true)],
    };
  }
  return validateDocsConfig(text, { root: absolute, path: configPath });
}
