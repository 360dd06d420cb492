import type { RuleSettings } from '../src/lint/settings-types.js';
import recommended from './recommended.js';
import style from './style.js';

/** Every rule, at error severity: the rules of `recommended` and `style`. A test keeps it listing every rule. */
export default {
  rules: Object.fromEntries([...Object.keys(recommended.rules), ...Object.keys(style.rules)].map((id) => [id, 'error' as const])),
} satisfies { rules: RuleSettings };
