import type { Root } from 'mdast';
import { examplesFile } from '../src/rule-kit/examples-file.js';
import { isJsxElement, jsxAttribute, rangeAt } from '../src/rule-kit/page-helpers.js';
import { defineRule, nameList, optionsObject } from '../src/rule-kit/rule.js';
import { walkTypes } from '../src/parse/walk.js';

/**
 * A word for "picture" alone, in the singular or the plural (`images`), with a number or not (`Figure 3`), in English and in the languages docs sites translate
 * into most (Spanish `Imagen 2`, French `Capture d'écran`, Chinese `图 1`).
 */
const VAGUE =
  /^(an? |the |una? |la |el |une? |le |l['’])?((image|img|picture|pic|photo|photograph|screenshot|screen shot|screengrab|graphic|figure|diagram|imagen|captura|figura|diagrama|foto|fotografía|ilustración|capture|illustration|diagramme)s?|alt|alt text|untitled|placeholder|todo|tbd|fixme|imágenes|captura de pantalla|capture d['’]écran|schéma|图片|图像|截图|屏幕截图|图|示意图|插图)([ _-]?\d+| ?\(\d+\))?$/i;
/** A bare number in any script, or numbers and separators only (`57`, `3.2`, `57%`, `2024-01-02`, `١٢`): nothing about the picture. */
const NUMBER = /^[#(]?\p{N}[\p{N}\s.,:/_()%-]*$/u;
/** Punctuation alone (`-`, `.`, `...`): nothing about the picture. */
const PUNCTUATION = /^[\p{P}\s]+$/u;
/** A file name, with the ` (2)` a browser adds to a second download of it or not (`image.png (2)`). */
const FILE_NAME = /^[^/\\]+\.(png|jpe?g|gif|svg|webp|avif|bmp|ico|tiff?|heic)( ?\(\d+\))?$/i;

/**
 * The image's own file name without its extension, written as one token that reads as a file name (`app-list`, `app_list`,
 * `appList` for `/images/app-list.png` …): the name was copied, nothing was described. A plain word (`dashboard`) is left alone.
 */
function isOwnFileStem(alt: string, src: string | undefined): boolean {
  if (src === undefined || /\s/.test(alt) || !/[-_]|[a-z][A-Z]/.test(alt)) return false;
  let name = src.split(/[?#]/)[0]?.split('/').pop() ?? '';
  try {
    name = decodeURIComponent(name);
  } catch {
    // Keep the name as written.
  }
  return name.replace(/\.[^.]*$/, '') === alt;
}
/** A URL or a path to a file (`https://example.com/chart.png`, `/images/chart.png`, `./chart.svg`): the image's address, not what it shows. */
const ADDRESS = /^([a-z][a-z\d+.-]*:\/\/\S+|\.{0,2}\/\S*\.(png|jpe?g|gif|svg|webp|avif|bmp|ico|tiff?|heic)|[^\s/]+\/\S*\.(png|jpe?g|gif|svg|webp|avif|bmp|ico|tiff?|heic))$/i;
/** A camera's file name without its extension: `IMG_2041`, `DSC01234`, `PXL_20240101_101500`. */
const CAMERA_NAME = /^(img|dsc|dscn|dcim|pxl|mvimg)[_-]?\d{3,}[\d_-]*$/i;
/**
 * The name a screenshot or clipboard tool gives its file, with or without its extension: `Screen Shot 2024-01-01 at 10.00.00 AM`,
 * `Screenshot_20240101_101500`, `CleanShot 2024-01-01 …`, `Screen Recording 2024-01-01 …`, `Pasted image 20240101101500`,
 * `image-20240101101500`, `WhatsApp Image 2024-01-01 at 10.00.00`.
 */
const SCREENSHOT_NAME =
  /^(screen ?shot|screen ?recording|screencast|cleanshot|capture d['’]écran|bildschirmfoto|captura de pantalla|pasted image|whatsapp image|image)[\s_-]*(from[\s_-]*)?\d{4}([-_.]\d{1,2}[-_.]\d{1,2}\b|\d{4}(?!\d)|\d{4}[\s_-]?\d{4,6}\b)/i;

/** Why an alt text is not descriptive, or undefined when it is. */
function problem(alt: string, extraVague: readonly string[]): 'vague' | 'fileName' | 'screenshotName' | 'number' | 'address' | undefined {
  const text = alt.trim();
  if (ADDRESS.test(text)) return 'address';
  if (SCREENSHOT_NAME.test(text)) return 'screenshotName';
  if (NUMBER.test(text)) return 'number';
  if (FILE_NAME.test(text) || CAMERA_NAME.test(text)) return 'fileName';
  if (VAGUE.test(text) || PUNCTUATION.test(text) || extraVague.some((word) => word.toLowerCase() === text.toLowerCase())) return 'vague';
  return undefined;
}

/** The text of a string literal written as an expression (`{"57"}`, `{'x'}`, `` {`x`} `` without `${…}`), or undefined for any other expression. */
function literalText(source: string): string | undefined {
  const text = source.trim();
  const quote = text.charAt(0);
  if (text.length < 2 || !`"'\``.includes(quote) || text.charAt(text.length - 1) !== quote) return undefined;
  const body = text.slice(1, -1);
  if (body.includes(quote) || body.includes('\\') || (quote === '`' && body.includes('${'))) return undefined;
  return body;
}

/** The text of a literal written as an expression: a string (see `literalText`) or a number (`{57}`). */
const literalValue = (source: string): string | undefined => literalText(source) ?? (/^\s*\d[\d.]*\s*$/.test(source) ? source.trim() : undefined);

const CONSTANT = /(?:^|[\s;])(?:export\s+)?const\s+([A-Za-z_$][\w$]*)\s*=\s*("(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`[^`\\]*`|\d[\d.]*)\s*(?=;|\n|$)/g;

/** The page's own constants with a literal value (`export const shot = "screenshot.png"`), by name; a name declared twice is left out (not known). */
function pageConstants(tree: Root): Map<string, string | undefined> {
  const found = new Map<string, string | undefined>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const [, name = '', value = ''] of node.value.matchAll(CONSTANT)) found.set(name, found.has(name) ? undefined : literalValue(value));
  }
  return found;
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
      'image fails to load. An empty alt, a word like "image" or "screenshot" (or "images"), or the file name tells none of them what the ' +
      'image shows, and neither does the name a screenshot tool gave the file ("Screen Shot 2024-03-01 at 09.12.44") or a ' +
      'camera\'s (`IMG_2041`), with or without the extension, nor the image\'s own file name without its extension when it reads as one ' +
      '(`![app-list](/images/app-list.png)`; a plain word such as `dashboard` is left alone), nor the image\'s URL or path, nor a bare number (`alt="57"`, `57%`, in any script), nor a note left for later (`TODO`). Say what the reader would see: "The lint report listing two errors". The rule checks Markdown images ' +
      '(`![alt](src)`, `![alt][ref]`), `<img>` elements, `<img>` tags in the HTML of Markdown pages and the `alt` given to a page\'s own `<Image>` ' +
      'component (one it imports or declares; without an `alt`, or with an empty one, its code decides what it writes, so only an `alt` written is judged). An `<img>` marked decorative with ' +
      '`aria-hidden="true"` or `role="presentation"` may have an empty alt (`alt=""` or `alt={""}`). An alt written as a string or ' +
      'number in braces (`alt={"57"}`, `alt={57}`) is checked as written, and so is a name the page declares with such a value ' +
      '(`export const shot = "IMG_2041"` and `alt={shot}`); `alt={undefined}`, `alt={null}` and `alt={false}` write no alt at all, ' +
      'so they are a missing alt; any other expression (`alt={…}`) is not. Punctuation alone (`![-](…)`) says nothing either.',
    whenNotToUse: 'Never for published pages. List more placeholder texts to forbid in `vague`.',
  },
  messages: {
    missing: 'Missing alt text on image, expected a short description of what it shows',
    empty: 'Unexpected empty alt text, expected a short description of what the image shows',
    vague: 'Unexpected alt text `{{alt}}`, expected a description of what the image shows',
    fileName: 'Unexpected file name `{{alt}}` as alt text, expected a description of what the image shows',
    screenshotName: 'Unexpected screenshot file name `{{alt}}` as alt text, expected a description of what the image shows',
    number: 'Unexpected number `{{alt}}` as alt text, expected a description of what the image shows',
    address: 'Unexpected address `{{alt}}` as alt text, expected a description of what the image shows',
  },
  schema: optionsObject({
    vague: nameList('More alt texts to reject, besides "image", "screenshot" and the like'),
  }),
  examples: examplesFile('image-alt'),
  check(tree, context) {
    const extraVague = context.options?.vague ?? [];
    const judge = (alt: string | undefined, decorative: boolean, src?: string): { messageId: string; data?: Record<string, string> } | undefined => {
      if (alt === undefined) return { messageId: 'missing' };
      if (alt.trim() === '') return decorative ? undefined : { messageId: 'empty' };
      const kind = problem(alt, extraVague) ?? (isOwnFileStem(alt.trim(), src) ? 'fileName' : undefined);
      return kind ? { messageId: kind, data: { alt: alt.trim() } } : undefined;
    };
    let constants: Map<string, string | undefined> | undefined;
    walkTypes(tree, ['image', 'imageReference', 'mdxJsxFlowElement', 'mdxJsxTextElement', 'html'], (node) => {
      // `![alt][ref]` is an image as much as `![alt](src)` (a reference is one only when its definition is there).
      if (node.type === 'image' || node.type === 'imageReference') {
        const verdict = judge(node.alt ?? '', false, node.type === 'image' ? node.url : undefined);
        if (verdict) context.report({ ...verdict, messageId: verdict.messageId === 'empty' ? 'missing' : verdict.messageId, node });
      } else if (isJsxElement(node) && node.name === 'Image') {
        // A page's own `<Image>` component (imported or declared): its `alt` is the picture's, passed on to an `<img>`. What it
        // writes without one, or with an empty one, only its code knows; an alt it is given is judged as written.
        const alt = jsxAttribute(node, 'alt');
        const written = alt.kind === 'string' ? alt.value : alt.kind === 'expression' ? (literalValue(alt.source) ?? (constants ??= pageConstants(tree)).get(alt.source.trim())) : undefined;
        if (written === undefined || written.trim() === '') return;
        const src = jsxAttribute(node, 'src');
        const verdict = judge(written, false, src.kind === 'string' ? src.value : undefined);
        if (verdict) context.report({ ...verdict, node });
      } else if (isJsxElement(node) && node.name === 'img') {
        const alt = jsxAttribute(node, 'alt');
        // `alt={"57"}` (`alt={""}`) is a string written as an expression, `alt={57}` a number, `alt={shot}` a constant of the
        // page with such a value; any other expression is not known.
        const literal = alt.kind === 'expression' ? (literalValue(alt.source) ?? (constants ??= pageConstants(tree)).get(alt.source.trim())) : undefined;
        // `alt={undefined}`, `alt={null}` or `alt={false}`: React writes no `alt` at all, as when none is given.
        const nothing = alt.kind === 'expression' && /^\s*(undefined|null|false|void\s+0)\s*$/.test(alt.source);
        if (!nothing && ((alt.kind === 'expression' && literal === undefined) || alt.kind === 'spread')) return;
        const hidden = jsxAttribute(node, 'aria-hidden');
        const role = jsxAttribute(node, 'role');
        const decorative =
          (hidden.kind === 'string' && hidden.value === 'true') ||
          (hidden.kind === 'expression' && hidden.source.trim() === 'true') ||
          (role.kind === 'string' && (role.value === 'presentation' || role.value === 'none'));
        const written = nothing ? undefined : alt.kind === 'string' ? alt.value : alt.kind === 'boolean' ? '' : literal;
        const src = jsxAttribute(node, 'src');
        const verdict = judge(written, decorative, src.kind === 'string' ? src.value : undefined);
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
