import type { RuleSettings } from '../src/lint/settings-types.js';

/**
 * Writing advice and component suggestions, as warnings: the rules tagged `style`, none of them in `recommended`.
 * A team opts in with `"extends": ["recommended", "style"]`. A test keeps it listing every rule tagged `style`.
 */
export default {
  rules: {
    'steps-for-procedures': 'warn',
    'codegroup-for-languages': 'warn',
    'fields-for-parameters': 'warn',
    'prose-write-good': 'warn',
    'prose-second-person': 'warn',
    'prose-sentence-length': 'warn',
    'prose-terminology': 'warn',
    'heading-descriptive': 'warn',
  },
} satisfies { rules: RuleSettings };
