import { visitComponents } from '../src/components/tree.js';
import { isSnippetFile } from '../src/rule-kit/page-helpers.js';
import { z } from 'zod';
import { defineRule, optionsObject } from '../src/rule-kit/rule.js';

export default defineRule({
  id: 'component-per-page',
  description: 'Require page-level components to appear at most once, and API components only on API pages',
  tags: ['components', 'api'],
  recommended: 'error',
  docs: {
    rationale:
      'An API page pins `<RequestExample>` and `<ResponseExample>` to its side panel: a second one replaces or stacks on ' +
      'the first. The registry says which components may appear once per page. Mintlify shows the two examples in the ' +
      'side panel of any page (its own docs show them beside a guide and on the page that documents them), so a page that ' +
      'is not an API page is not wrong to hold one; the writing rules keep them for API endpoint pages, and ' +
      '`apiPagesOnly: true` reports them on a page without `openapi` or `api` in its front matter. Snippet files are not ' +
      'held to that check, as the page that imports them decides.',
    whenNotToUse: 'When a site pins more than one example to the side of a page on purpose.',
  },
  messages: {
    tooMany: 'Unexpected `<{{name}}>` number {{count}} on this page, expected at most {{max}}',
    apiOnly: 'Unexpected `<{{name}}>` on a page without `openapi` or `api` front matter, expected it only on API pages',
  },
  schema: optionsObject({
    apiPagesOnly: z.boolean().optional().describe('Report `<RequestExample>` and `<ResponseExample>` on pages without `openapi` or `api` front matter (default: no)'),
  }),
  examples: {
    ok: [
      {
        name: 'an example beside a guide page, as Mintlify shows it',
        input: '---\ntitle: Configure the widget\n---\n\nSet the color in the config.\n\n<RequestExample>\n\n```json config.json\n{ "color": "green" }\n```\n\n</RequestExample>\n',
      },
      {
        input: '---\napi: GET https://api.example.com/users\n---\n\n<RequestExample>\n\n```bash cURL\ncurl https://api.example.com/users\n```\n\n</RequestExample>\n',
      },
    ],
    notOk: [
      {
        name: 'an example outside an API page, with `apiPagesOnly`',
        options: { apiPagesOnly: true },
        input: '<ResponseExample>\n\n```json 200\n{}\n```\n\n</ResponseExample>\n',
        output: ['1:1-7:19: Unexpected `<ResponseExample>` on a page without `openapi` or `api` front matter, expected it only on API pages'],
      },
      {
        name: 'two request examples',
        input:
          '---\nopenapi: GET /users\n---\n\n<RequestExample>\n\n```bash A\ncurl a\n```\n\n</RequestExample>\n\n<RequestExample>\n\n```bash B\ncurl b\n```\n\n</RequestExample>\n',
        output: ['13:1-19:18: Unexpected `<RequestExample>` number 2 on this page, expected at most 1'],
      },
    ],
  },
  check(tree, context) {
    const counts = new Map<string, number>();
    const snippet = isSnippetFile(context.file.path, context.page.kind);
    const apiPagesOnly = context.options?.apiPagesOnly ?? false;
    visitComponents(tree, (node, spec) => {
      if (apiPagesOnly && spec.apiPageOnly && !context.page.isApiPage && !snippet) context.report({ messageId: 'apiOnly', node, data: { name: spec.name } });
      if (spec.maxPerPage !== undefined) {
        const count = (counts.get(spec.name) ?? 0) + 1;
        counts.set(spec.name, count);
        if (count > spec.maxPerPage) context.report({ messageId: 'tooMany', node, data: { name: spec.name, count, max: spec.maxPerPage } });
      }
    });
  },
});
