// Custom rules from a config's `plugins`: ESLint-style modules whose default export is
// `{ rules: [definition, …] }`. A plugin is code the user chose to run, so it is loaded only
// from a file inside the project root (the nearest folder with package.json, from the config's
// folder up) or as an installed package; a path that leads out of the root is refused.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { realpath } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { z } from 'zod';
import { isRecord } from '../guards.js';
import { LintConfigError } from './lint-config-error.js';
import { codeRefused, ConfigCodeRefusedError } from './config-choice.js';
import { isNotAFile, readRegular } from '../fs/paths.js';
import { defineRule, noOptions, type Example, type Rule, type RuleDefinition } from '../rule-kit/rule.js';

/** The project root of a config folder: the nearest folder from it up with `package.json`, else the folder itself. */
export function projectRootOf(dir: string): string {
  for (let at = resolve(dir); ; ) {
    if (existsSync(join(at, 'package.json'))) return at;
    const parent = dirname(at);
    if (parent === at) return resolve(dir);
    at = parent;
  }
}

const checkSchema = z.custom<RuleDefinition['check']>((value) => typeof value === 'function', { error: 'Missing `check` function, expected `check(tree, context)`' });
const exampleSchema = z.custom<Example>((value) => isRecord(value) && typeof value.input === 'string', {
  error: 'Unexpected example, expected an object with an `input` string',
});
/** A zod schema, possibly from the plugin's own copy of zod: anything with `safeParse`. */
const optionsSchemaSchema = z.custom<z.ZodType>((value) => isRecord(value) && typeof value.safeParse === 'function', {
  error: 'Unexpected `schema`, expected a zod schema',
});

/** What a plugin's rule must declare; the rest defaults as in `defineRule`. */
const definitionSchema = z.looseObject({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: 'Unexpected rule id, expected kebab-case (`my-rule`)' }),
  description: z.string().min(1),
  messages: z.record(z.string(), z.string()),
  check: checkSchema,
  tags: z.array(z.string()).default([]),
  recommended: z.union([z.literal('warn'), z.literal('error'), z.literal(false)]).default(false),
  fixable: z.boolean().default(false),
  docs: z.object({ rationale: z.string(), whenNotToUse: z.string().optional() }).default({ rationale: '' }),
  schema: optionsSchemaSchema.optional(),
  examples: z.object({ ok: z.array(exampleSchema).default([]), notOk: z.array(exampleSchema).default([]) }).default({ ok: [], notOk: [] }),
  url: z.string().optional(),
});

const pluginSchema = z.object({
  rules: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).transform((rules) => (Array.isArray(rules) ? rules : Object.values(rules))),
});

/** A rule of a plugin, made with docwright's own `defineRule` (so it runs like a built-in rule). */
function pluginRule(value: unknown): { rule: Rule } | { issues: z.core.$ZodIssue[] } {
  const parsed = definitionSchema.safeParse(value);
  if (!parsed.success) return { issues: parsed.error.issues };
  const { check, schema, url, ...meta } = parsed.data;
  const definition: RuleDefinition = {
    id: meta.id,
    description: meta.description,
    messages: meta.messages,
    tags: meta.tags,
    recommended: meta.recommended,
    fixable: meta.fixable,
    docs: meta.docs.whenNotToUse === undefined ? { rationale: meta.docs.rationale } : { rationale: meta.docs.rationale, whenNotToUse: meta.docs.whenNotToUse },
    examples: meta.examples,
    ...(url !== undefined ? { url } : {}),
    check,
  };
  const options: z.ZodType = schema ?? noOptions;
  return { rule: defineRule({ ...definition, schema: options }) };
}

function issuePath(path: readonly PropertyKey[]): string {
  return path.map((part, i) => (typeof part === 'number' ? `[${part}]` : `${i === 0 ? '' : '.'}${String(part)}`)).join('');
}

/** Where a plugin's module is: a file inside `root` (relative to `baseDir`), or a package installed for `baseDir`. */
/** The file of the plugin `spec` a configuration whose globs and plugins are relative to `baseDir` names, as `loadPlugins` finds it (nothing of it is read). */
export function pluginFile(spec: string, baseDir: string): Promise<string> {
  return locatePlugin(spec, baseDir, projectRootOf(baseDir));
}

async function locatePlugin(spec: string, baseDir: string, root: string): Promise<string> {
  const isPath = spec.startsWith('.') || isAbsolute(spec) || spec.includes('\\');
  if (!isPath) {
    try {
      return createRequire(join(baseDir, 'package.json')).resolve(spec);
    } catch {
      throw new LintConfigError(`Missing plugin package \`${spec}\`, expected it installed for \`${baseDir}\``);
    }
  }
  const file = resolve(baseDir, spec);
  let real: string;
  try {
    real = await realpath(file);
  } catch {
    throw new LintConfigError(`Missing plugin file \`${spec}\` (${file}), expected a module at that path`);
  }
  const realRoot = await realpath(root).catch(() => root);
  const rel = relative(realRoot, real);
  if (rel === '' || rel.startsWith(`..${sep}`) || rel === '..' || isAbsolute(rel)) {
    throw new LintConfigError(`Unexpected plugin \`${spec}\` outside the project root \`${realRoot}\`, expected a file inside it`);
  }
  return real;
}

export interface LoadedPlugins {
  rules: Rule[];
  /** Changes when a plugin's entry file changes (for cache keys). */
  key: string;
}

/**
 * Load the rules of `plugins` (paths relative to `baseDir`, or package names). A plugin that
 * cannot be found, that leads out of the project root, that throws while loading or that does
 * not export `{ rules }` of valid rules is a `LintConfigError` naming the plugin and its file.
 */
export async function loadPlugins(plugins: readonly string[], baseDir: string, taken: ReadonlySet<string> = new Set()): Promise<LoadedPlugins> {
  const root = projectRootOf(baseDir);
  const rules: Rule[] = [];
  const ids = new Set(taken);
  const hash = createHash('sha256');
  for (const spec of plugins) {
    const file = await locatePlugin(spec, baseDir, root);
    // `DOCWRIGHT_NO_JS_CONFIG`: a plugin is code, refused before it is read or run.
    if (codeRefused()) throw new ConfigCodeRefusedError(file, spec);
    // A regular file only: a named pipe in a plugin's place would be waited on for ever (by this read, and by `import`).
    const bytes = await readRegular(file).catch((error: unknown) => {
      if (isNotAFile(error)) throw new LintConfigError(`Unexpected plugin \`${spec}\` (${file}) that is not a regular file (a folder, a named pipe or a device), expected a module`, file);
      return Buffer.alloc(0);
    });
    hash.update(`${file}\0`).update(bytes);
    let module: unknown;
    try {
      module = await import(pathToFileURL(file).href);
    } catch (error) {
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      throw new LintConfigError(`Unexpected error loading plugin \`${spec}\` (${file}): ${reason}`, file);
    }
    const exported = typeof module === 'object' && module !== null && 'default' in module ? module.default : module;
    const parsed = pluginSchema.safeParse(exported);
    if (!parsed.success) throw new LintConfigError(`Unexpected plugin \`${spec}\` (${file}), expected a default export \`{ rules: [...] }\``, file);
    for (const [index, value] of parsed.data.rules.entries()) {
      const made = pluginRule(value);
      if ('issues' in made) {
        const issue = made.issues[0];
        const at = issuePath(['rules', index, ...(issue?.path ?? [])]);
        throw new LintConfigError(`Unexpected rule in plugin \`${spec}\` (${file}): \`${at}\`: ${issue?.message ?? 'invalid'}`, file);
      }
      if (ids.has(made.rule.id)) throw new LintConfigError(`Unexpected rule \`${made.rule.id}\` in plugin \`${spec}\` (${file}), expected an id no other rule has`, file);
      ids.add(made.rule.id);
      rules.push(made.rule);
    }
  }
  return { rules, key: hash.digest('hex') };
}
