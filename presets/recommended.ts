import type { RuleSettings } from '../src/lint/settings-types.js';

/**
 * Rules whose findings are defects a team fixes: broken structure as errors, smaller defects (a missing description,
 * an unframed image, vague link text) as warnings. Writing advice and component suggestions are in `style`, which a
 * team opts into. Kept equal to each rule's `recommended` flag by a test.
 */
export default {
  rules: {
    'frontmatter-present': 'error',
    'frontmatter-title': 'error',
    'frontmatter-description': 'warn',
    'frontmatter-keys': 'warn',
    'frontmatter-types': 'error',
    'page-mdx-syntax': 'error',
    'heading-no-h1': 'error',
    'heading-start-level': 'error',
    'heading-increment': 'warn',
    'heading-unique': 'warn',
    'image-frame': 'warn',
    'image-alt': 'error',
    'code-language': 'error',
    'code-secrets': 'error',
    'code-auth-header': 'warn',
    'link-text': 'warn',
    'link-target': 'error',
    'component-known': 'error',
    'component-attribute-known': 'error',
    'component-attribute-type': 'error',
    'component-attribute-value': 'error',
    'component-attribute-required': 'error',
    'component-parent': 'error',
    'component-children': 'error',
    'component-code-blocks': 'error',
    'component-unique-titles': 'error',
    'component-empty': 'error',
    'component-per-page': 'error',
    'update-duplicate': 'error',
  },
} satisfies { rules: RuleSettings };
