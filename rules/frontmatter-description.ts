import { examplesFile } from '../src/rule-kit/examples-file.js';
import { defineStringFieldRule } from '../src/rule-kit/frontmatter-string.js';

export default defineStringFieldRule({ key: 'description', optionalOnApiPages: true }, {
  id: 'frontmatter-description',
  description: 'Require a non-empty `description` string in the front matter',
  tags: ['frontmatter', 'seo'],
  recommended: 'warn',
  docs: {
    rationale:
      'The site shows the description under the page title, search engines and link previews read it as the meta ' +
      'description, and `llms.txt` lists it. A page without one gets a snippet cut from its first paragraph. API pages ' +
      '(`openapi`, `api` or `asyncapi` in the front matter) may leave it out: the operation\'s description takes its place. `minLength` and `maxLength` ' +
      'keep descriptions long enough to say something and short enough for a search result (about 160 characters).',
    whenNotToUse: 'For landing pages with a custom layout that show no description.',
  },
  examples: examplesFile('frontmatter-description'),
});
