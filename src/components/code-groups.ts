// Code groups: code blocks as tabs, and the pinned request and response examples of API pages.
// The HTML handlers: src/render/components/handlers/code-groups.ts.
import { className } from './shared.js';
import type { AttributeSpec, ComponentSpec } from './types.js';

/** What a reader sees of text or other content between a group's code blocks (Mintlify's code group makes every child a tab). */
const CODE_GROUP_STRAY = 'it shows as a tab of its own, without a title, as plain text';

const dropdown: AttributeSpec = { name: 'dropdown', type: 'boolean', description: 'Switch between blocks with a language menu instead of tabs' };

/** The registry's entries of this file, in the registry's order. */
export const specs: readonly ComponentSpec[] = [
  {
    name: 'RequestExample',
    dropsId: true,
    category: 'api',
    purpose: 'Request code examples pinned to the side panel of an API page.',
    whenToUse: 'Once per API page, with one code block per language.',
    attributes: [dropdown],
    children: ['code'],
    strayChildren: CODE_GROUP_STRAY,
    codeBlocks: { language: true, title: false },
    apiPageOnly: true,
    maxPerPage: 1,
    example: '---\nopenapi: GET /users\ndescription: List the users of your account.\n---\n\n<RequestExample>\n\n```bash cURL\ncurl https://api.example.com/users\n```\n\n</RequestExample>\n',
  },
  {
    name: 'ResponseExample',
    dropsId: true,
    category: 'api',
    purpose: 'Response examples pinned to the side panel of an API page, below the request.',
    whenToUse: 'Once per API page, with one code block per status or format.',
    attributes: [dropdown],
    children: ['code'],
    strayChildren: CODE_GROUP_STRAY,
    codeBlocks: { language: true, title: false },
    apiPageOnly: true,
    maxPerPage: 1,
    example: '---\nopenapi: GET /users\ndescription: List the users of your account.\n---\n\n<ResponseExample>\n\n```json 200\n{ "users": [] }\n```\n\n</ResponseExample>\n',
  },
  {
    name: 'CodeGroup',
    dropsId: true,
    category: 'code',
    purpose: 'Several code blocks shown as tabs, one per language or file.',
    whenToUse: 'The same example in several languages, or files that belong together.',
    attributes: [{ name: 'dropdown', type: 'boolean', description: 'Switch between blocks with a language menu instead of tabs' }, className],
    children: ['code'],
    strayChildren: CODE_GROUP_STRAY,
    codeBlocks: { language: true, title: true },
    example: '<CodeGroup>\n\n```bash npm\nnpm i docwright\n```\n\n```bash pnpm\npnpm add docwright\n```\n\n</CodeGroup>\n',
  },
];
