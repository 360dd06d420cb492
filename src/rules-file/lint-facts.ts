// The enabled rules of a project's effective lint settings, one printed line each.
import { rulesById } from '../../rules/index.js';
import type { RuleSettings } from '../rule-kit/settings-types.js';
import type { LintRuleFacts } from './types.js';

export function lintRuleFacts(settings: RuleSettings): LintRuleFacts[] {
  const facts: LintRuleFacts[] = [];
  for (const [id, setting] of Object.entries(settings)) {
    const [severity, options] = Array.isArray(setting) ? [setting[0], setting[1]] : [setting, undefined];
    const rule = rulesById.get(id);
    if (!rule || severity === 'off') continue;
    facts.push({ id, severity, description: rule.description, ...(options !== undefined ? { options } : {}) });
  }
  return facts.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
