/**
 * The configuration's plain constants, in a module of their own without zod: a reader that needs one
 * (the normaliser, the messages) does not build the schemas (./common.ts, ./current.ts), which
 * `validateDocsConfig` imports on its first validation. The schema modules re-export them.
 */

/** The footer social keys the platform knows (both generations). */
export const socialKeys = [
  'x', 'website', 'facebook', 'youtube', 'discord', 'slack', 'github', 'linkedin', 'instagram', 'hacker-news', 'medium',
  'telegram', 'twitter', 'x-twitter', 'earth-americas', 'bluesky', 'threads', 'reddit', 'podcast',
] as const;

/** The colour the platform uses when a configuration sets none. */
export const DEFAULT_PRIMARY = '#16A34A';

/** The keys that hold a navigation division's content, in the order the platform picks one. */
export const CONTENT_KEYS = ['href', 'products', 'languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'groups', 'pages', 'menu'] as const;
