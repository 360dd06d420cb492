import type { RuleSettings } from '../src/lint/settings-types.js';
import recommended from './recommended.js';
import style from './style.js';

/**
 * Rules only `strict` turns on: `icon-known` cannot see Font Awesome Pro names, which
 * Mintlify draws, so it would flag valid icons in `recommended`.
 */
export const STRICT_ONLY: readonly string[] = ['icon-known'];

/** Every rule, at error severity: the rules of `recommended` and `style`, and the strict-only ones. A test keeps it listing every rule. */
export default {
  rules: Object.fromEntries([...Object.keys(recommended.rules), ...Object.keys(style.rules), ...STRICT_ONLY].map((id) => [id, 'error' as const])),
} satisfies { rules: RuleSettings };
