import type { RuleSettings } from '../src/lint/config-types.js';

/** Only the prose style rules, as warnings: for teams that want writing advice on top of their own checks. */
export default {
  rules: {
    'prose-write-good': 'warn',
    'prose-second-person': 'warn',
    'prose-sentence-length': 'warn',
    'prose-terminology': 'warn',
    'heading-descriptive': 'warn',
  },
} satisfies { rules: RuleSettings };
