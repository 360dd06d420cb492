/**
 * The primary colour a migrated `docs.json` gets when the site it comes from sets none: a green that passes
 * `docwright check`'s `color-contrast` (5.02:1 on white, WCAG 2.1 AA for text), where the platform's own default
 * (`#16A34A`, 3.30:1) does not.
 */
export const MIGRATED_PRIMARY = '#15803D';
