// The rule settings schema, below the presets and the lint engine: presets are typed by it,
// and the engine (settings.ts) builds the whole lint configuration schema from it.
import { z } from 'zod';

/** The severities by name, each at ESLint's number for it: `0` off, `1` warn, `2` error. */
export const SEVERITY_NAMES = ['off', 'warn', 'error'] as const;

/** ESLint's number for a severity as its name; any other value as it is, for the enum to take or refuse. */
function severityNameOf(value: unknown): unknown {
  return value === 0 || value === 1 || value === 2 ? SEVERITY_NAMES[value] : value;
}

const severityNameSchema = z.enum(SEVERITY_NAMES, {
  error: (issue) => `Unexpected severity \`${JSON.stringify(issue.input)}\`, expected \`"off"\`, \`"warn"\` or \`"error"\` (or \`0\`, \`1\`, \`2\`)`,
});

/**
 * A severity everywhere one is taken (a rule's, a check's, `linterOptions.reportUnusedDisableDirectives`): its name, or
 * ESLint's number for it (`0`, `1`, `2`), read as the name. The preprocess reads any value (the enum refuses the
 * others); its input type is stated (a name or `0`, `1`, `2`, written out so that the API report shows it), so the config's input types say what they take, not `unknown`.
 */
export const severitySchema = z.preprocess<unknown, typeof severityNameSchema, (typeof SEVERITY_NAMES)[number] | 0 | 1 | 2>(severityNameOf, severityNameSchema);

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
