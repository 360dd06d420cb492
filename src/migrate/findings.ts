// What `docwright migrate` reports, as findings: each setting of mint.json with no place in
// docs.json (`migrate-dropped`) or carried over in another form (`migrate-changed`) at its key
// in mint.json, and each part of the new docs.json that docwright's schema refuses though
// Mintlify's accepts it (`migrate-refused`) at its key in the new text. Printed by the one
// reporter (src/findings/report/), in any of its formats.
import type { Finding } from '../findings/finding.js';
import { locate, parseJsonText, positionIn, type ResolvedConfig } from '../config/json.js';
import type { Migration } from './migrate.js';
import type { KeyPath } from './notes.js';

/** Where a key path is written: the key itself (or the array entry) in the resolved mint.json; its file's start when it cannot be found. */
function inMintJson(resolved: ResolvedConfig, path: KeyPath): Pick<Finding, 'file' | 'line' | 'column'> & Partial<Pick<Finding, 'endLine' | 'endColumn'>> {
  const last = path.at(-1);
  const found = typeof last === 'string' ? locate(resolved, path.slice(0, -1), last) : locate(resolved, path);
  return { file: found.file, ...(found.at ?? { line: 1, column: 1 }) };
}

/**
 * The migration's notes as findings (warnings: the migration still happens). `resolved`: the
 * legacy configuration as read; `docsJson`: the path of the new docs.json (absolute) and
 * `text` its text, where a refused part is placed.
 */
export function migrationFindings(migration: Migration, resolved: ResolvedConfig, docsJson: string, text: string): Finding[] {
  const findings: Finding[] = [];
  for (const { key, path, reason } of migration.dropped) {
    const message = `Unexpected \`${key}\` with no place in \`docs.json\`, expected a setting \`docs.json\` has: it is not carried over (${reason})`;
    findings.push({ ...inMintJson(resolved, path), ruleId: 'migrate-dropped', severity: 'warn', message });
  }
  for (const { key, path, reason } of migration.changed) {
    const message = `Unexpected \`${key}\` as \`mint.json\` has it, expected its \`docs.json\` form: ${reason}`;
    findings.push({ ...inMintJson(resolved, path), ruleId: 'migrate-changed', severity: 'warn', message });
  }
  const doc = migration.refused.length > 0 ? parseJsonText(text, docsJson, 'docs.json').doc : undefined;
  for (const { key, path, reason } of migration.refused) {
    const last = path.at(-1);
    const at = doc === undefined ? undefined : typeof last === 'string' ? positionIn(doc, path.slice(0, -1), last) : positionIn(doc, path);
    const message = `Unexpected \`${key}\` that \`docwright check\` refuses (${reason}), expected as Mintlify accepts it: it is kept as written`;
    findings.push({ file: docsJson, ...(at ?? { line: 1, column: 1 }), ruleId: 'migrate-refused', severity: 'warn', message });
  }
  return findings;
}
