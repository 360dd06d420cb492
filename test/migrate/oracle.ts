// The differential tests' one step: docwright's migration of a mint.json Mintlify accepts, judged by
// Mintlify's own docs.json validator (@mintlify/validation, a devDependency: an oracle, never shipped).
import { validateDocsConfig as mintlifyValidateDocs } from '@mintlify/validation';
import { migrateMintJson, type Migration } from '../../src/migrate/migrate.js';

/** What `migrateJudged` gives for a mint.json that migrated: docwright's migration, its docs.json as JSON, and Mintlify's verdict on it. */
export interface Judged {
  migration: Migration;
  config: Record<string, unknown>;
  verdict: ReturnType<typeof mintlifyValidateDocs>;
}

/**
 * `mint` migrated and the result judged by Mintlify's validator; a mint.json that gave no migration,
 * or a docs.json Mintlify refuses, is added to `problems` (with the mint.json, to reproduce it).
 * Undefined when there was no migration.
 */
export function migrateJudged(mint: Record<string, unknown>, problems: string[]): Judged | undefined {
  const migration = migrateMintJson(mint);
  if (!migration) {
    problems.push(`no migration: ${JSON.stringify(mint)}`);
    return undefined;
  }
  const config = JSON.parse(JSON.stringify(migration.config)) as Record<string, unknown>;
  const verdict = mintlifyValidateDocs(config);
  if (!verdict.success) problems.push(`refused ${JSON.stringify(verdict.error.issues[0])}: ${JSON.stringify(mint)}`);
  return { migration, config, verdict };
}
