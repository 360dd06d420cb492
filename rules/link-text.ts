import type { Link } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { z } from 'zod';
import { isJsxElement, type JsxElement } from '../src/lint/page-helpers.js';
import { defineRule } from '../src/lint/rule.js';
import { walkTypes } from '../src/parse/walk.js';

const VAGUE = ['click here', 'click', 'here', 'this link', 'link', 'this', 'this page', 'read more', 'more', 'go', 'go here', 'see here', 'learn more here'];
const URL_TEXT = /^(https?:\/\/|www\.)\S+$/i;

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
  fixable: false,
  docs: {
    rationale:
      'Screen-reader users often jump from link to link, hearing only the link text; search engines weigh it to decide what ' +
      'the target is about; everyone scans for it. "Click here", "here", "this link" or "read more" say nothing out of ' +
      'context, and a bare URL as text reads out letter by letter. Name the destination instead: ' +
      '"see the [configuration reference](/configuration)". The rule also reports links whose text is a URL, whether written ' +
      '`[https://…](https://…)`, as an autolink `<https://…>` (in `.md` pages) or as a bare URL that GitHub-flavoured ' +
      'Markdown turns into a link; set `allowUrls` to accept them, for example on a page listing endpoints. Email ' +
      'addresses are fine as text. The rule treats `<a>` elements like Markdown links. Add phrases to forbid with `vague`.',
    whenNotToUse: 'On pages that list raw URLs on purpose; set `allowUrls: true` there.',
  },
  messages: {
    vague: 'Unexpected link text `{{text}}`, expected text that names the destination',
    url: 'Unexpected URL `{{text}}` as link text, expected text that names the destination',
    empty: 'Missing link text, expected text that names the destination',
  },
  schema: z
    .strictObject({
      vague: z.array(z.string()).optional().describe('More link texts to reject'),
      allowUrls: z.boolean().optional().describe('Accept a URL as link text'),
    })
    .optional(),
  examples: {
    ok: [
      { input: 'See the [configuration reference](/configuration) for every option.\n' },
      { name: 'an email address', input: 'Write to <a href="mailto:docs@example.com">docs@example.com</a>.\n' },
      { name: 'URLs allowed', options: { allowUrls: true }, input: 'The API lives at https://api.example.com.\n' },
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
        name: 'URLs as text',
        input: 'Read [https://docwright.dev/docs](https://docwright.dev/docs) or https://docwright.dev.\n',
        output: [
          '1:6-1:62: Unexpected URL `https://docwright.dev/docs` as link text, expected text that names the destination',
          '1:66-1:87: Unexpected URL `https://docwright.dev` as link text, expected text that names the destination',
        ],
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
        if (!allowUrls) context.report({ messageId: 'url', data: { text: raw }, node });
        return;
      }
      if (vague.has(normalise(raw))) context.report({ messageId: 'vague', data: { text: raw }, node });
    };
    walkTypes(tree, ['link', 'mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
      if (node.type === 'link') judge(node, node.url);
      else if (isJsxElement(node) && node.name === 'a') {
        const href = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'href');
        judge(node, href && href.type === 'mdxJsxAttribute' && typeof href.value === 'string' ? href.value : undefined);
      }
    });
  },
});
