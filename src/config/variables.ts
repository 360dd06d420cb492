// The `variables` of docs.json as pages receive them (src/parse/variables.ts replaces them): a value's
// HTML tags are removed, as Mintlify sanitises values, so a value that holds any is a warning at the
// value, naming what the pages show instead.
import type { Finding } from '../findings/finding.js';
import { isRecord } from '../guards.js';
import { sanitizeVariableValue } from '../parse/variables.js';
import { finding, locate, type ResolvedConfig } from './json.js';

/** A value shown in a message, cut when long. */
function shown(value: string): string {
  const flat = value.replace(/\s+/g, ' ');
  return flat.length > 60 ? `${flat.slice(0, 59)}…` : flat;
}

/** Warnings for each `variables` value whose HTML tags the pages do not get. */
export function variableValueFindings(resolved: ResolvedConfig): Finding[] {
  const variables = isRecord(resolved.value) ? resolved.value.variables : undefined;
  if (!isRecord(variables)) return [];
  const findings: Finding[] = [];
  for (const [name, value] of Object.entries(variables)) {
    if (typeof value !== 'string') continue;
    const kept = sanitizeVariableValue(value);
    if (kept === value) continue;
    const where = locate(resolved, ['variables', name]);
    findings.push(finding(where.file, where.at, 'config-variable-html', `Unexpected HTML in \`variables.${name}\` \`${shown(value)}\`, which Mintlify removes (pages show \`${shown(kept)}\`), expected text or Markdown`, 'warn'));
  }
  return findings;
}
