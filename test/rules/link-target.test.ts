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
      // No file whose name holds a control character is built (`file-name-control`): the message names it, escaped.
      errors: ['Unexpected link `/raised%0Abeds` to `raised\\x0abeds`, whose name holds control character `\\x0a`, expected a name without control characters: no file so named is built or published (`file-name-control`)'],
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
