import type { Link } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { z } from 'zod';
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
  examples: {
    ok: [
      { input: 'See the [configuration reference](/configuration) for every option.\n' },
      { name: 'an email address', input: 'Write to <a href="mailto:docs@example.com">docs@example.com</a>.\n' },
      { name: 'URLs allowed', options: { allowUrls: true }, input: 'Read [https://docwright.dev/docs](https://docwright.dev/guide).\n' },
      {
        name: 'the URL is the content',
        input:
          'Start the server, then open [http://localhost:4000](http://localhost:4000/) or [`http://localhost:4000`](http://localhost:4000).\n\n' +
          'The index files live at:\n\n- https://data.example.org/index.json\n- [https://data.example.org/archive](https://data.example.org/archive)\n',
      },
      {
        name: 'the URL as text, percent-decoded',
        input: 'Open [https://garden.example.com/beds?raised_bed=1](https://garden.example.com/beds?raised%5Fbed=1) to start.\n',
      },
      { name: 'the language Go', input: 'Client libraries exist for [Go](/sdks/go) and [Rust](/sdks/rust).\n' },
      { name: 'an anchor target without `href`', input: '<a id="field-status"></a>\n\n## Status\n\nSee <a name="limits" /> the limits.\n' },
    ],
    notOk: [
      {
        input: 'To install, [click here](/install). For the options, read [this link](/configuration).\n',
        output: [
          '1:13-1:35: Unexpected link text `click here`, expected text that names the destination',
          '1:59-1:86: Unexpected link text `this link`, expected text that names the destination',
        ],
      },
      {
        name: 'a URL as text that points elsewhere',
        input: 'Read [https://docwright.dev/docs](https://docwright.dev/pricing) and <a href="/setup">https://docwright.dev</a>.\n',
        output: [
          '1:6-1:65: Unexpected URL `https://docwright.dev/docs` as the text of a link to `https://docwright.dev/pricing`, expected text that names the destination',
          '1:70-1:112: Unexpected URL `https://docwright.dev` as the text of a link to `/setup`, expected text that names the destination',
        ],
      },
      {
        name: 'every URL as text, when asked',
        options: { urlText: 'always' },
        input: 'Read [https://docwright.dev/docs](https://docwright.dev/docs) or https://docwright.dev.\n',
        output: [
          '1:6-1:62: Unexpected URL `https://docwright.dev/docs` as link text, expected text that names the destination',
          '1:66-1:87: Unexpected URL `https://docwright.dev` as link text, expected text that names the destination',
        ],
      },
      {
        name: 'an `<a href>` without text',
        input: 'Jump to <a href="#status"></a> the status.\n',
        output: ['1:9-1:31: Missing link text, expected text that names the destination'],
      },
      {
        name: 'an `<a>` element and an empty link',
        input: 'Details are <a href="/limits">here</a>. [](/pricing)\n',
        output: [
          '1:13-1:39: Unexpected link text `here`, expected text that names the destination',
          '1:41-1:53: Missing link text, expected text that names the destination',
        ],
      },
    ],
  },
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
