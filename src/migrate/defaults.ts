import { DEFAULT_PRIMARY } from '../config/schema/constants.js';

/**
 * The primary colour a migrated `docs.json` gets when the site it comes from sets none: a green that passes
 * `docwright check`'s `color-contrast` (5.02:1 on white, WCAG 2.1 AA for text), where the platform's own default
 * (`#16A34A`, 3.30:1) does not.
 */
export const MIGRATED_PRIMARY = '#15803D';

/**
 * Why `colors.primary` is `MIGRATED_PRIMARY`, the end of the note every migration gives when the site it comes from
 * sets no primary colour (a `mint.json` without one, a Starlight site without an accent colour, a Docusaurus site).
 */
export const MIGRATED_PRIMARY_REASON = `written \`${MIGRATED_PRIMARY}\`, a green that passes \`docwright check\`'s \`color-contrast\` (the platform's default \`${DEFAULT_PRIMARY}\` does not)`;
