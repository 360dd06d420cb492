// The presets, derived from each rule's metadata: a rule joins them by what it declares in
// `defineRule`, so adding a rule (built in or from a plugin) edits no preset.
import type { Rule } from '../src/rule-kit/rule.js';
import type { RuleSettings } from '../src/rule-kit/settings-types.js';
import { rules as builtInRules } from '../rules/index.js';

export const PRESET_NAMES = ['recommended', 'strict', 'style'] as const;
export type PresetName = (typeof PRESET_NAMES)[number];
export interface Preset {
  rules: RuleSettings;
}

/**
 * The presets of a list of rules:
 * - `recommended`: the rules whose `recommended` is a severity, at that severity: defects a team fixes;
 * - `style`: the rules tagged `style` (writing advice and component suggestions), as warnings; none of them is in
 *   `recommended`, and a team opts in with `"extends": ["recommended", "style"]`;
 * - `strict`: every rule, as an error (also the ones in neither, such as `icon-known`, which cannot see Font Awesome
 *   Pro names that Mintlify draws).
 */
export function presetsFor(rules: readonly Rule[]): Record<PresetName, Preset> {
  return {
    recommended: { rules: Object.fromEntries(rules.flatMap((rule) => (rule.recommended === false ? [] : [[rule.id, rule.recommended]]))) },
    strict: { rules: Object.fromEntries(rules.map((rule) => [rule.id, 'error'])) },
    style: { rules: Object.fromEntries(rules.filter((rule) => rule.tags.includes('style')).map((rule) => [rule.id, 'warn'])) },
  };
}

/** The presets of docwright's own rules. */
export const presets: Readonly<Record<PresetName, Preset>> = presetsFor(builtInRules);
