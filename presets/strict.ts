import type { RuleSettings } from '../src/lint/config-types.js';

/** Every rule, at error severity. */
export default {
  rules: {
    'code-language': 'error',
  },
} satisfies { rules: RuleSettings };
