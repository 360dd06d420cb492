import { visitComponents } from '../src/components/tree.js';
import { isSnippetFile } from '../src/rule-kit/page-helpers.js';
import { z } from 'zod';
import { examplesFile } from '../src/rule-kit/examples-file.js';
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
  examples: examplesFile('component-per-page'),
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
