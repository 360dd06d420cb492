import { examplesFile } from '../src/rule-kit/examples-file.js';
import { isJsxElement, jsxAttribute, rangeAt, type AttributeValue } from '../src/rule-kit/page-helpers.js';
import { defineRule } from '../src/rule-kit/rule.js';
import { walkTypes } from '../src/parse/walk.js';

/** The attributes that name a video for assistive technology, in the order they are read (`alt` is what Mintlify's `mint a11y` asks for). */
const VIDEO_NAMES = ['alt', 'title', 'aria-label', 'aria-labelledby'] as const;
/** The attributes that name an iframe (WCAG 4.1.2, axe-core's `frame-title`). */
const IFRAME_NAMES = ['title', 'aria-label', 'aria-labelledby'] as const;

type Media = 'video' | 'iframe';

/** Whether an attribute value names the element: a non-blank string, or an expression (not known here, so not judged). */
function names(value: AttributeValue): boolean | undefined {
  if (value.kind === 'string') return value.value.trim() !== '';
  if (value.kind === 'expression' || value.kind === 'spread') return /^\s*(""|''|``)\s*$/.test(value.kind === 'expression' ? value.source : '') ? false : undefined;
  return false;
}

/** `<video>` and `<iframe>` tags in the raw HTML of Markdown pages, with whether one of their naming attributes is non-blank. */
function* htmlMedia(html: string): Generator<{ index: number; length: number; media: Media; named: boolean }> {
  for (const match of html.matchAll(/<(video|iframe)\b[^>]*>/gi)) {
    const media = (match[1] ?? '').toLowerCase() as Media;
    const wanted = media === 'video' ? VIDEO_NAMES : IFRAME_NAMES;
    const named = wanted.some((name) => new RegExp(`\\s${name}\\s*=\\s*(?:"\\s*[^"\\s][^"]*"|'\\s*[^'\\s][^']*'|[^\\s>"']+)`, 'i').test(match[0]));
    yield { index: match.index, length: match[0].length, media, named };
  }
}

export default defineRule({
  id: 'media-title',
  description: 'Require a text alternative on every `<video>` and a title on every `<iframe>`',
  tags: ['images', 'accessibility'],
  recommended: false,
  docs: {
    rationale:
      'A screen reader announces a video or an embedded frame by its accessible name; without one the reader hears ' +
      '"video" or "frame" and nothing about what it holds. Mintlify\'s `mint a11y` asks for `alt` on `<video>`, and ' +
      'WCAG 4.1.2 (axe-core\'s `frame-title`) for a `title` on `<iframe>`. A `<video>` is named by `alt`, `title`, ' +
      '`aria-label` or `aria-labelledby`; an `<iframe>` by `title`, `aria-label` or `aria-labelledby`. A name written ' +
      'as an expression (`title={…}`) is not judged. `docwright a11y` runs this rule with `image-alt`.',
    whenNotToUse: 'Never for published pages; it is off in `recommended` and on in `strict` and in `docwright a11y`.',
  },
  messages: {
    video: 'Missing text alternative on `<video>`, expected `alt`, `title` or `aria-label` describing what it shows',
    iframe: 'Missing `title` on `<iframe>`, expected a short title naming what the frame holds',
  },
  examples: examplesFile('media-title'),
  check(tree, context) {
    walkTypes(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement', 'html'], (node) => {
      if (isJsxElement(node) && (node.name === 'video' || node.name === 'iframe')) {
        const media: Media = node.name;
        const verdicts = (media === 'video' ? VIDEO_NAMES : IFRAME_NAMES).map((name) => names(jsxAttribute(node, name)));
        if (verdicts.some((v) => v !== false)) return;
        context.report({ messageId: media, node });
      } else if (node.type === 'html') {
        const start = node.position?.start.offset;
        if (start === undefined) return;
        const text = context.source.slice(start, node.position?.end.offset);
        for (const found of htmlMedia(text)) {
          if (!found.named) context.report({ messageId: found.media, place: rangeAt(context.file, start + found.index, start + found.index + found.length) });
        }
      }
    });
  },
});
