import type { RuleSettings } from '../src/lint/config-types.js';

/** Structural rules as errors, style as warnings. Kept equal to each rule's `recommended` flag by a test. */
export default {
  rules: {
    'code-language': 'error',
  },
} satisfies { rules: RuleSettings };
