import type { Link } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { z } from 'zod';
import { examplesFile } from '../src/rule-kit/examples-file.js';
import { isJsxElement, type JsxElement } from '../src/rule-kit/page-helpers.js';
import { defineRule, nameList, optionsObject } from '../src/rule-kit/rule.js';
import { walkTypes } from '../src/parse/walk.js';

const VAGUE = ['click here', 'click', 'here', 'this link', 'link', 'this', 'this page', 'read more', 'more', 'go here', 'see here', 'learn more here'];
const URL_TEXT = /^(https?:\/\/|www\.)\S+$/i;

/** `%5F` as `_`: the same address as a reader sees it; a malformed escape is left as written. */
function percentDecoded(url: string): string {
  try {
    return decodeURI(url).replace(/%([0-9a-f]{2})/gi, (whole, hex: string) => {
      const c = String.fromCharCode(parseInt(hex, 16));
      return /[\x21-\x7e]/.test(c) ? c : whole;
    });
  } catch {
    return url;
  }
}

/** A URL reduced to what a reader compares: no scheme, `www.`, escapes (Markdown or percent), trailing slash or case. */
function comparableUrl(url: string): string {
  return percentDecoded(url.trim())
    .replace(/\\(?=[^\w\s])/g, '')
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/+(?=$|[?#])/, '')
    .toLowerCase();
}

function normalise(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[\s"'“”‘’([{]+|[\s"'“”‘’.,:;!?)\]}→>»]+$/g, '')
    .toLowerCase();
}

export default defineRule({
  id: 'link-text',
  description: 'Require link text that says where the link goes',
  tags: ['links', 'accessibility'],
  recommended: 'warn',
  docs: {
    rationale:
      'Screen-reader users often jump from link to link, hearing only the link text; search engines weigh it to decide what ' +
      'the target is about; everyone scans for it. "Click here", "here", "this link" or "read more" say nothing out of ' +
      'context, and a bare URL as text reads out letter by letter. Name the destination instead: ' +
      '"see the [configuration reference](/configuration)". A URL as link text is accepted when it is the address the ' +
      'link opens (`[http://localhost:3000](http://localhost:3000)`, a bare URL, a list of endpoints): there the URL is ' +
      'the content, something to read or type. A URL as text that points somewhere else ' +
      '(`[https://example.com/docs](https://example.com/pricing)`) is reported, as the reader cannot trust it; set ' +
      '`urlText: "always"` to report every URL used as text, or `allowUrls` to accept them all. Email addresses are fine ' +
      'as text. The rule treats `<a href>` elements like Markdown links; an `<a>` without `href` is an anchor target ' +
      '(`<a id="status"></a>`), not a link, and is left alone. Add phrases to forbid with `vague`.',
    whenNotToUse: 'On pages that list raw URLs whose text and address differ on purpose; set `allowUrls: true` there.',
  },
  messages: {
    vague: 'Unexpected link text `{{text}}`, expected text that names the destination',
    url: 'Unexpected URL `{{text}}` as link text, expected text that names the destination',
    urlMismatch: 'Unexpected URL `{{text}}` as the text of a link to `{{href}}`, expected text that names the destination',
    empty: 'Missing link text, expected text that names the destination',
  },
  schema: optionsObject({
    vague: nameList('More link texts to reject'),
    allowUrls: z.boolean().optional().describe('Accept a URL as link text, even one that differs from the address'),
    urlText: z
      .enum(['mismatch', 'always'])
      .optional()
      .describe('Which URLs as link text to report: `mismatch` (default) only those that differ from the address, `always` every one'),
  }),
  examples: examplesFile('link-text'),
  check(tree, context) {
    const vague = new Set([...VAGUE, ...(context.options?.vague ?? []).map(normalise)]);
    const allowUrls = context.options?.allowUrls ?? false;
    const always = context.options?.urlText === 'always';
    const judge = (node: Link | JsxElement, href: string | undefined): void => {
      if (href?.startsWith('mailto:')) return;
      // A link around an image is named by the image's alt text: `image-alt`'s job.
      if (node.children.some((child) => child.type === 'image' || (isJsxElement(child) && child.name === 'img'))) return;
      const raw = toString(node, { includeImageAlt: false }).replace(/\s+/g, ' ').trim();
      if (raw === '') {
        if (node.children.length === 0) context.report({ messageId: 'empty', node });
        return;
      }
      if (URL_TEXT.test(raw)) {
        if (allowUrls) return;
        if (always) context.report({ messageId: 'url', data: { text: raw }, node });
        else if (href !== undefined && comparableUrl(raw) !== comparableUrl(href)) context.report({ messageId: 'urlMismatch', data: { text: raw, href }, node });
        return;
      }
      if (vague.has(normalise(raw))) context.report({ messageId: 'vague', data: { text: raw }, node });
    };
    walkTypes(tree, ['link', 'mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
      if (node.type === 'link') judge(node, node.url);
      else if (isJsxElement(node) && node.name === 'a') {
        const href = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'href');
        // An `<a>` without `href` is an anchor target (`<a id="…"></a>`), not a link.
        if (!href) return;
        judge(node, href.type === 'mdxJsxAttribute' && typeof href.value === 'string' ? href.value : undefined);
      }
    });
  },
});
