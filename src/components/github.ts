// GitHub.Repo: a repository card.
// The HTML handlers: src/render/components/handlers/github.ts.
import { className } from './shared.js';
import type { ComponentSpec } from './types.js';

/** The registry's entries of this file, in the registry's order. */
export const specs: readonly ComponentSpec[] = [
  {
    name: 'GitHub.Repo',
    category: 'navigation',
    purpose: 'A card for a GitHub repository.',
    whenToUse: 'To link to the repository a page is about.',
    attributes: [
      { name: 'repo', type: 'string', required: true, description: 'The repository as `owner/name`' },
      { name: 'variant', type: 'enum', values: ['inset', 'flat'], default: 'inset', description: 'The card style' },
      className,
    ],
    children: 'none',
    example: '<GitHub.Repo repo="docwright/docwright" />\n',
  },
];
