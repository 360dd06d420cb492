// Kept for the presets' imports: the types now come from the zod schema in settings.ts.
export type { RuleSetting, RuleSettings } from './settings.js';
