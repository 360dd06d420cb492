// Kept for the presets' imports: the types now come from the zod schema in config.ts.
export type { RuleSetting, RuleSettings } from './config.js';
