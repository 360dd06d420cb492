import type { RuleSettings } from '../src/lint/config-types.js';

/** Every rule, at error severity. A test keeps it listing every rule. */
export default {
  rules: {
    'frontmatter-present': 'error',
    'frontmatter-title': 'error',
    'frontmatter-description': 'error',
    'frontmatter-keys': 'error',
    'frontmatter-types': 'error',
    'heading-no-h1': 'error',
    'heading-start-level': 'error',
    'heading-increment': 'error',
    'heading-unique': 'error',
    'image-frame': 'error',
    'image-alt': 'error',
    'code-language': 'error',
    'code-secrets': 'error',
    'code-auth-header': 'error',
    'link-text': 'error',
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
  },
} satisfies { rules: RuleSettings };
