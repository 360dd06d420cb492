import type { Severity } from './rule.js';

/** `"warn"`, or `["warn", options]`, per rule id. */
export type RuleSetting = Severity | [Severity] | [Severity, unknown];
export type RuleSettings = Record<string, RuleSetting>;
