import { isJsxElement, jsxAttribute, rangeAt } from '../src/rule-kit/page-helpers.js';
import { defineRule, nameList, optionsObject } from '../src/rule-kit/rule.js';
import { walkTypes } from '../src/parse/walk.js';

const VAGUE = /^(an? |the )?(image|img|picture|pic|photo|photograph|screenshot|screen shot|screengrab|graphic|figure|diagram|alt|alt text|untitled|placeholder)( ?\d+)?$/i;
const FILE_NAME = /^[^/\\]+\.(png|jpe?g|gif|svg|webp|avif|bmp|ico|tiff?|heic)$/i;
/** A camera's file name without its extension: `IMG_2041`, `DSC01234`, `PXL_20240101_101500`. */
const CAMERA_NAME = /^(img|dsc|dscn|dcim|pxl|mvimg)[_-]?\d{3,}[\d_-]*$/i;
/** The name a screenshot tool gives its file: `Screen Shot 2024-01-01 at 10.00.00 AM`, `Screenshot 2024-01-01 …`, `CleanShot 2024-01-01 …`. */
const SCREENSHOT_NAME = /^(screen ?shot|cleanshot|capture d['’]écran|bildschirmfoto|captura de pantalla)[\s_-]*(from[\s_-]*)?\d{4}[-_.]\d{1,2}[-_.]\d{1,2}\b/i;

/** Why an alt text is not descriptive, or undefined when it is. */
function problem(alt: string, extraVague: readonly string[]): 'vague' | 'fileName' | 'screenshotName' | undefined {
  const text = alt.trim();
  if (SCREENSHOT_NAME.test(text)) return 'screenshotName';
  if (FILE_NAME.test(text) || CAMERA_NAME.test(text)) return 'fileName';
  if (VAGUE.test(text) || extraVague.some((word) => word.toLowerCase() === text.toLowerCase())) return 'vague';
  return undefined;
}

/** `<img …>` tags in raw HTML of Markdown pages, with their offsets in the HTML text. */
function* htmlImages(html: string): Generator<{ index: number; length: number; alt: string | undefined; decorative: boolean }> {
  for (const match of html.matchAll(/<img\b[^>]*>/gi)) {
    const tag = match[0];
    const alt = /\balt\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    const decorative = /\b(aria-hidden\s*=\s*["']?true|role\s*=\s*["']?(presentation|none))/i.test(tag);
    yield { index: match.index, length: tag.length, alt: alt ? (alt[1] ?? alt[2] ?? alt[3] ?? '') : undefined, decorative };
  }
}

export default defineRule({
  id: 'image-alt',
  description: 'Require descriptive alt text on every image',
  tags: ['images', 'accessibility'],
  recommended: 'error',
  docs: {
    rationale:
      'Alt text is what screen-reader users hear instead of the image, what search engines index, and what shows when the ' +
      'image fails to load. An empty alt, a word like "image" or "screenshot", or the file name tells none of them what the ' +
      'image shows, and neither does the name a screenshot tool gave the file ("Screen Shot 2024-03-01 at 09.12.44") or a ' +
      'camera\'s (`IMG_2041`). Say what the reader would see: "The lint report listing two errors". The rule checks Markdown images ' +
      '(`![alt](src)`), `<img>` elements and `<img>` tags in the HTML of Markdown pages. An `<img>` marked decorative with ' +
      '`aria-hidden="true"` or `role="presentation"` may have an empty alt (`alt=""` or `alt={""}`); any other alt written as ' +
      'an expression (`alt={…}`) is not checked.',
    whenNotToUse: 'Never for published pages. List more placeholder texts to forbid in `vague`.',
  },
  messages: {
    missing: 'Missing alt text on image, expected a short description of what it shows',
    empty: 'Unexpected empty alt text, expected a short description of what the image shows',
    vague: 'Unexpected alt text `{{alt}}`, expected a description of what the image shows',
    fileName: 'Unexpected file name `{{alt}}` as alt text, expected a description of what the image shows',
    screenshotName: 'Unexpected screenshot file name `{{alt}}` as alt text, expected a description of what the image shows',
  },
  schema: optionsObject({
    vague: nameList('More alt texts to reject, besides "image", "screenshot" and the like'),
  }),
  examples: {
    ok: [
      { input: '![The lint report listing two errors](/images/report.png)\n' },
      { name: 'a decorative `<img>`', input: '<img src="/images/divider.svg" alt="" aria-hidden="true" />\n\n<img src="/images/leaf.svg" alt={""} role="presentation" />\n' },
      { name: 'a description that mentions a screenshot', input: '![Screenshot of the 2024 planting calendar with May highlighted](/images/calendar.png)\n' },
    ],
    notOk: [
      {
        input: '![](/images/report.png)\n\n![Screenshot](/images/report.png)\n\n![report.png](/images/report.png)\n',
        output: [
          '1:1-1:24: Missing alt text on image, expected a short description of what it shows',
          '3:1-3:34: Unexpected alt text `Screenshot`, expected a description of what the image shows',
          '5:1-5:34: Unexpected file name `report.png` as alt text, expected a description of what the image shows',
        ],
      },
      {
        name: '`<img>` elements',
        input: '<img src="/images/report.png" />\n\n<img src="/images/report.png" alt="" />\n',
        output: [
          '1:1-1:33: Missing alt text on image, expected a short description of what it shows',
          '3:1-3:40: Unexpected empty alt text, expected a short description of what the image shows',
        ],
      },
      {
        name: 'names a screenshot tool or camera gave the file, and an empty expression',
        input:
          '![Screen Shot 2024-03-01 at 09.12.44](/images/beds.png)\n\n![IMG_2041](/images/tomatoes.jpg)\n\n' +
          '![Watering can.png](/images/can.png)\n\n<img src="/images/shed.png" alt={""} />\n',
        output: [
          '1:1-1:56: Unexpected screenshot file name `Screen Shot 2024-03-01 at 09.12.44` as alt text, expected a description of what the image shows',
          '3:1-3:34: Unexpected file name `IMG_2041` as alt text, expected a description of what the image shows',
          '5:1-5:37: Unexpected file name `Watering can.png` as alt text, expected a description of what the image shows',
          '7:1-7:40: Unexpected empty alt text, expected a short description of what the image shows',
        ],
      },
      {
        name: 'HTML in a Markdown page',
        filename: 'page.md',
        input: 'Before.\n\n<p><img src="/images/report.png" alt="image"></p>\n',
        output: ['3:4-3:46: Unexpected alt text `image`, expected a description of what the image shows'],
      },
    ],
  },
  check(tree, context) {
    const extraVague = context.options?.vague ?? [];
    const judge = (alt: string | undefined, decorative: boolean): { messageId: string; data?: Record<string, string> } | undefined => {
      if (alt === undefined) return { messageId: 'missing' };
      if (alt.trim() === '') return decorative ? undefined : { messageId: 'empty' };
      const kind = problem(alt, extraVague);
      return kind ? { messageId: kind, data: { alt: alt.trim() } } : undefined;
    };
    walkTypes(tree, ['image', 'mdxJsxFlowElement', 'mdxJsxTextElement', 'html'], (node) => {
      if (node.type === 'image') {
        const verdict = judge(node.alt ?? '', false);
        if (verdict) context.report({ ...verdict, messageId: verdict.messageId === 'empty' ? 'missing' : verdict.messageId, node });
      } else if (isJsxElement(node) && node.name === 'img') {
        const alt = jsxAttribute(node, 'alt');
        // `alt={""}` is an empty alt written as an expression; any other expression is not known.
        const emptyExpression = alt.kind === 'expression' && /^\s*(""|''|``)\s*$/.test(alt.source);
        if ((alt.kind === 'expression' && !emptyExpression) || alt.kind === 'spread') return;
        const hidden = jsxAttribute(node, 'aria-hidden');
        const role = jsxAttribute(node, 'role');
        const decorative =
          (hidden.kind === 'string' && hidden.value === 'true') ||
          (hidden.kind === 'expression' && hidden.source.trim() === 'true') ||
          (role.kind === 'string' && (role.value === 'presentation' || role.value === 'none'));
        const verdict = judge(alt.kind === 'string' ? alt.value : alt.kind === 'boolean' || emptyExpression ? '' : undefined, decorative);
        if (verdict) context.report({ ...verdict, node });
      } else if (node.type === 'html') {
        const start = node.position?.start.offset;
        if (start === undefined) return;
        const text = context.source.slice(start, node.position?.end.offset);
        for (const image of htmlImages(text)) {
          const verdict = judge(image.alt, image.decorative);
          if (verdict) context.report({ ...verdict, place: rangeAt(context.file, start + image.index, start + image.index + image.length) });
        }
      }
    });
  },
});
