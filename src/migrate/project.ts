// `docwright migrate` on a project folder: find the legacy configuration, migrate it, and with `write` write the new
// docs.json beside it, never over a file that is there. What stops it is a finding, as its notes are, so every format
// of the one reporter carries it: `migrate-not-legacy` (the configuration is a current docs.json already) and
// `migrate-target-exists` (`write`, and a docs.json is there). Both are errors: the project is in a state its owner
// can act on (remove the file, or read the preview), not a failure of docwright, so the command exits 1, not 2.
import { lstat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { isRecord } from '../guards.js';
import type { Finding } from '../findings/finding.js';
import { finding, locate } from '../config/json.js';
import { CONFIG_FILES, loadDocsConfig, type LoadedConfig } from '../config/index.js';
import { FileChangedError, writeFileInside } from '../fs/write.js';
import { migrateMintJson } from './migrate.js';
import { migrationFindings } from './findings.js';
import { docusaurusSite, migrateDocusaurus } from './docusaurus.js';
import { migrateStarlight, starlightSite } from './starlight.js';

/** What `migrateProject` did. */
export interface ProjectMigration {
  /** The docs.json the migration writes, or would write (absolute). */
  target: string;
  /** The configuration file read (absolute): `mint.json`, a Starlight site's Astro configuration, or a Docusaurus site's sidebar file (else its configuration); `undefined` when the project has none. */
  configPath: string | undefined;
  /** The new docs.json text; `undefined` when nothing was migrated. */
  text: string | undefined;
  /** The notes and refusals, located in the file they are about (mint.json, docs.json). */
  findings: Finding[];
  /**
   * `migrated` (the notes are warnings), `written` (`write`: the file is there now), `refused` (a `migrate-*` error
   * says why nothing was done) or `config` (the configuration cannot be read: its `config-*` errors are the findings).
   */
  outcome: 'migrated' | 'written' | 'refused' | 'config';
}

/** Whether anything, even a dangling link or a folder, has the path. */
async function somethingAt(path: string): Promise<boolean> {
  return lstat(path).then(
    () => true,
    () => false,
  );
}

/** `migrate-target-exists` at the docs.json that is in the way, as a whole file. */
export function targetExistsFinding(target: string): Finding {
  const message = 'Unexpected `docs.json` that exists already, expected no `docs.json` for `docwright migrate --write` to write: nothing was written (remove it, or preview with `--stdout`)';
  return finding(target, undefined, 'migrate-target-exists', message, 'error');
}

/** `migrate-not-legacy` at the key that tells the shape (`$schema`, else `navigation`), else at the file's start. */
async function notLegacyFinding(loaded: LoadedConfig, configPath: string): Promise<Finding> {
  const resolved = loaded.resolved;
  const value = resolved?.value;
  const key = isRecord(value) ? ['$schema', 'navigation'].find((k) => Object.hasOwn(value, k)) : undefined;
  const at = resolved && key !== undefined ? locate(resolved, [], key) : undefined;
  const legacyBeside = basename(configPath) !== 'mint.json' && (await somethingAt(join(loaded.root, 'mint.json')));
  const beside = legacyBeside ? ' (Mintlify reads it and ignores the `mint.json` beside it)' : '';
  const message = `Unexpected \`${basename(configPath)}\` in the current shape${beside}, expected a legacy \`mint.json\` to migrate: there is nothing to migrate`;
  return finding(at?.file ?? configPath, at?.at, 'migrate-not-legacy', message, 'error');
}

/** Write the new docs.json, never over one that is there (even one made while this runs); I/O failures throw `WriteFailedError`. */
async function writeNew(root: string, target: string, text: string): Promise<Finding | undefined> {
  if (await somethingAt(target)) return targetExistsFinding(target);
  try {
    await writeFileInside(root, target, text, { unchanged: 'missing' });
  } catch (error) {
    if (error instanceof FileChangedError) return targetExistsFinding(target);
    throw error;
  }
  return undefined;
}

/**
 * Migrate the legacy configuration of the project at `root` (a folder); with `write`, write `docs.json` beside it.
 * Never writes over a file. Errors: throws `WriteFailedError` when the new file cannot be written (a full disk, a
 * read-only folder); every other problem is a finding.
 */
export async function migrateProject(root: string, options: { write?: boolean } = {}): Promise<ProjectMigration> {
  const loaded = await loadDocsConfig(root);
  const target = join(loaded.root, CONFIG_FILES[0]);
  const configPath = loaded.configPath;
  const resolved = loaded.resolved;
  const raw = loaded.generation === 'legacy' && isRecord(resolved?.value) ? resolved.value : undefined;
  // Lenient: what the legacy schema refuses is named and left out; the rest migrates.
  const migration = raw ? migrateMintJson(raw) : undefined;
  const starlight = loaded.configPath === undefined ? starlightSite(loaded.root) : undefined;
  const docusaurus = loaded.configPath === undefined && starlight === undefined ? docusaurusSite(loaded.root) : undefined;
  if (starlight !== undefined || docusaurus) {
    // A Starlight site (its Astro configuration) or a Docusaurus site (its sidebar file), read as data: the navigation.
    const moved = starlight !== undefined ? migrateStarlight(loaded.root, starlight) : migrateDocusaurus(loaded.root, docusaurus ?? { config: undefined, sidebars: undefined });
    const movedText = `${JSON.stringify(moved.config, null, 2)}\n`;
    if (!options.write) return { target, configPath: moved.source, text: movedText, findings: moved.findings, outcome: 'migrated' };
    const refusal = await writeNew(loaded.root, target, movedText);
    return refusal ? { target, configPath: moved.source, text: movedText, findings: [...moved.findings, refusal], outcome: 'refused' } : { target, configPath: moved.source, text: movedText, findings: moved.findings, outcome: 'written' };
  }
  if (!migration || !resolved) {
    if (loaded.generation === 'legacy' || loaded.configPath === undefined || loaded.diagnostics.some((d) => d.severity === 'error')) {
      return { target, configPath, text: undefined, findings: loaded.diagnostics, outcome: 'config' };
    }
    return { target, configPath, text: undefined, findings: [await notLegacyFinding(loaded, loaded.configPath)], outcome: 'refused' };
  }
  const text = `${JSON.stringify(migration.config, null, 2)}\n`;
  const findings = migrationFindings(migration, resolved, target, text);
  if (!options.write) return { target, configPath, text, findings, outcome: 'migrated' };
  const refusal = await writeNew(loaded.root, target, text);
  if (refusal) return { target, configPath, text, findings: [...findings, refusal], outcome: 'refused' };
  return { target, configPath, text, findings, outcome: 'written' };
}
