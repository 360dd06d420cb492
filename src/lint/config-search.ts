// Where a command that reads pages finds its configuration: from the paths it is given (`lint`, `format`).
import { lstat } from 'node:fs/promises';
import { dirname, relative, resolve, sep } from 'node:path';
import { findConfig } from './settings.js';
import type { FileProblem } from './files.js';

/** The nearest config file from `dir` (its path), `''` for none, or the path of one that does not load. */
async function nearestConfig(dir: string): Promise<string> {
  try {
    return (await findConfig(dir))?.filepath ?? '';
  } catch (error) {
    return error && typeof error === 'object' && 'filepath' in error && typeof error.filepath === 'string' ? error.filepath : dir;
  }
}

/**
 * Where the config is looked for: from the linted paths when they all have the same nearest config (`lint legacy`
 * run beside the `legacy` project reads `legacy/.docwrightrc.yaml`, as markdownlint-cli2 and ESLint's flat config
 * lookup from the linted files do); else from `cwd`, with a note naming the config that applies to every file.
 * A glob, a path that does not exist and no path at all search from `cwd`.
 */
export async function configSearch(cwd: string, patterns: readonly string[]): Promise<{ from: string; note?: FileProblem }> {
  if (patterns.length === 0) return { from: cwd };
  const starts = new Set<string>();
  for (const pattern of patterns) {
    const path = resolve(cwd, pattern);
    const stat = await lstat(path).catch(() => undefined);
    if (!stat) return { from: cwd };
    starts.add(stat.isDirectory() ? path : dirname(path));
  }
  const byConfig = new Map<string, string>();
  for (const start of starts) {
    const config = await nearestConfig(start);
    if (!byConfig.has(config)) byConfig.set(config, start);
  }
  // One config for every path: found from them (none: from `cwd`, as before, so `baseDir` stays the current folder).
  const [only] = byConfig.size === 1 ? [...byConfig] : [];
  if (only !== undefined) return { from: only[0] === '' ? cwd : only[1] };
  const here = await nearestConfig(cwd);
  const show = (file: string): string => `\`${relative(cwd, file).split(sep).join('/') || file}\``;
  const found = [...byConfig.keys()].map((file) => (file === '' ? 'none' : show(file))).join(', ');
  const applies = here === '' ? 'the `recommended` preset (no configuration from the current folder)' : `${show(here)} (the configuration from the current folder)`;
  return {
    from: cwd,
    note: { pattern: patterns.join(' '), severity: 'warn', message: `Unexpected paths under different configurations (${found}), expected paths under one: every file is linted with ${applies}` },
  };
}

