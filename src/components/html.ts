// HTML elements with a documented use in pages. They take every standard attribute;
// the ones listed are those writers need to know. The HTML handlers: src/render/components/handlers/html.ts.
import type { ComponentSpec } from './types.js';

/** The registry's entries of this file, in the registry's order. */
export const specs: readonly ComponentSpec[] = [
  {
    name: 'video',
    kind: 'html',
    category: 'media',
    purpose: 'A self-hosted video.',
    whenToUse: 'Short screen recordings; wrap in `Frame` for a border.',
    attributes: [
      { name: 'src', type: 'url', required: true, orChildElement: 'source', description: 'The video file (or `<source src="…">` children)' },
      { name: 'controls', type: 'boolean', description: 'Show playback controls' },
      { name: 'autoPlay', type: 'boolean', description: 'Start playing on load (needs `muted`)' },
      { name: 'muted', type: 'boolean', description: 'Start muted' },
      { name: 'loop', type: 'boolean', description: 'Play in a loop' },
      { name: 'playsInline', type: 'boolean', description: 'Play inline on mobile' },
      { name: 'poster', type: 'url', description: 'An image shown before playing' },
      { name: 'width', type: 'string', description: 'The width' },
      { name: 'height', type: 'string', description: 'The height' },
    ],
    allowOtherAttributes: true,
    children: 'any',
    example: '<video src="/videos/demo.mp4" controls />\n',
  },
  {
    name: 'iframe',
    kind: 'html',
    category: 'media',
    purpose: 'An embedded page, such as a hosted video.',
    whenToUse: 'YouTube or Loom videos and other embeds; always give a `title`.',
    attributes: [
      { name: 'src', type: 'url', required: true, description: 'The embedded page' },
      { name: 'title', type: 'string', description: 'An accessible name for the embed' },
      { name: 'width', type: 'string', description: 'The width' },
      { name: 'height', type: 'string', description: 'The height' },
      { name: 'allow', type: 'string', description: 'The permissions policy' },
      { name: 'allowFullScreen', type: 'boolean', description: 'Allow full screen' },
    ],
    allowOtherAttributes: true,
    children: 'none',
    example: '<iframe src="https://www.youtube.com/embed/abc123" title="Product tour" allowFullScreen />\n',
  },
];
