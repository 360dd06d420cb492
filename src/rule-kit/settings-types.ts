// The rule settings schema, below the presets and the lint engine: presets are typed by it,
// and the engine (settings.ts) builds the whole lint configuration schema from it.
import { z } from 'zod';

/** The severities by name, each at ESLint's number for it: `0` off, `1` warn, `2` error. */
export const SEVERITY_NAMES = ['off', 'warn', 'error'] as const;

/**
 * A severity everywhere one is taken (a rule's, a check's, `linterOptions.reportUnusedDisableDirectives`): its name, or
 * ESLint's number for it (`0`, `1`, `2`), read as the name.
 */
export const severitySchema = z.preprocess(
  (value) => (value === 0 || value === 1 || value === 2 ? SEVERITY_NAMES[value] : value),
  z.enum(SEVERITY_NAMES, { error: (issue) => `Unexpected severity \`${JSON.stringify(issue.input)}\`, expected \`"off"\`, \`"warn"\` or \`"error"\` (or \`0\`, \`1\`, \`2\`)` }),
);

/** A severity written on the command line (`--rule id:2`): its name or ESLint's number for it; undefined for another word. */
export function severityWord(word: string): (typeof SEVERITY_NAMES)[number] | undefined {
  const parsed = severitySchema.safeParse(/^[012]$/.test(word) ? Number(word) : word);
  return parsed.success ? parsed.data : undefined;
}

/** `"warn"`, `["warn"]` or `["warn", options]` (or `1`, `[1]`, `[1, options]`). Options are checked against the rule's own schema. */
export const ruleSettingSchema = z.union([severitySchema, z.tuple([severitySchema]), z.tuple([severitySchema, z.unknown()])], {
  error: (issue) => `Unexpected rule setting \`${JSON.stringify(issue.input)}\`, expected \`"off"\`, \`"warn"\`, \`"error"\` (or \`0\`, \`1\`, \`2\`) or \`[severity, options]\``,
});
export const ruleSettingsSchema = z.record(z.string(), ruleSettingSchema);

export type RuleSetting = z.infer<typeof ruleSettingSchema>;
export type RuleSettings = z.infer<typeof ruleSettingsSchema>;
