// The rule settings schema, below the presets and the lint engine: presets are typed by it,
// and the engine (settings.ts) builds the whole lint configuration schema from it.
import { z } from 'zod';

export const severitySchema = z.enum(['off', 'warn', 'error']);

/** `"warn"`, `["warn"]` or `["warn", options]`. Options are checked against the rule's own schema. */
export const ruleSettingSchema = z.union([severitySchema, z.tuple([severitySchema]), z.tuple([severitySchema, z.unknown()])], {
  error: (issue) => `Unexpected rule setting \`${JSON.stringify(issue.input)}\`, expected \`"off"\`, \`"warn"\`, \`"error"\` or \`[severity, options]\``,
});
export const ruleSettingsSchema = z.record(z.string(), ruleSettingSchema);

export type RuleSetting = z.infer<typeof ruleSettingSchema>;
export type RuleSettings = z.infer<typeof ruleSettingsSchema>;
