// link-target words its findings from the one link resolver's message (src/project/links.ts),
// split into what and expected. A target that decodes to a line break (`%0A`) kept the whole
// message as `what`: "Unexpected link Unexpected link `…` …, expected a page or file of the project".
import { RuleTester } from '../../src/lint/rule-tester.js';
import rule from '../../rules/link-target.js';

const project = {
  'docs.json': '{"navigation": {"groups": [{"group": "Garden", "pages": ["index", "soil"]}]}}',
  'soil.mdx': '## Compost\n',
};

new RuleTester().run('link-target', rule, {
  valid: [{ code: 'Read [the compost](/soil#compost).\n', filename: 'index.mdx', project }],
  invalid: [
    {
      name: 'a missing page whose target holds a line break',
      code: 'Read [the beds](/raised%0Abeds).\n',
      filename: 'index.mdx',
      project,
      errors: ['Unexpected link `/raised%0Abeds` to a page that does not exist (no `raised\nbeds.mdx`, `raised\nbeds.md` or `raised\nbeds/index.mdx` in the project), expected a link to a page that exists, or the page written as `raised\nbeds.mdx`'],
    },
    {
      name: 'a missing anchor that holds a line break',
      code: 'Read [the mulch](/soil#mulch%0Alayer).\n',
      filename: 'index.mdx',
      project,
      errors: [{ messageId: 'anchor' }],
    },
  ],
});
