import { visitComponents } from '../src/components/tree.js';
import { isSnippetFile } from '../src/rule-kit/page-helpers.js';
import { defineRule } from '../src/rule-kit/rule.js';

export default defineRule({
  id: 'component-per-page',
  description: 'Require page-level components to appear at most once, and API components only on API pages',
  tags: ['components', 'api'],
  recommended: 'error',
  docs: {
    rationale:
      'An API page pins `<RequestExample>` and `<ResponseExample>` to its side panel: a second one replaces or stacks on ' +
      'the first. A page that is not an API page (no `openapi` or `api` in its front matter) has no request to show. The ' +
      'registry says which components may appear once per page and which belong on API pages. The rule does not hold ' +
      'snippet files to the API page check, as the page that imports them decides.',
    whenNotToUse: 'When a site pins examples to the side of guide pages on purpose.',
  },
  messages: {
    tooMany: 'Unexpected `<{{name}}>` number {{count}} on this page, expected at most {{max}}',
    apiOnly: 'Unexpected `<{{name}}>` on a page without `openapi` or `api` front matter, expected it only on API pages',
  },
  examples: {
    ok: [
      {
        input: '---\napi: GET https://api.example.com/users\n---\n\n<RequestExample>\n\n```bash cURL\ncurl https://api.example.com/users\n```\n\n</RequestExample>\n',
      },
    ],
    notOk: [
      {
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
    visitComponents(tree, (node, spec) => {
      if (spec.apiPageOnly && !context.page.isApiPage && !snippet) context.report({ messageId: 'apiOnly', node, data: { name: spec.name } });
      if (spec.maxPerPage !== undefined) {
        const count = (counts.get(spec.name) ?? 0) + 1;
        counts.set(spec.name, count);
        if (count > spec.maxPerPage) context.report({ messageId: 'tooMany', node, data: { name: spec.name, count, max: spec.maxPerPage } });
      }
    });
  },
});
