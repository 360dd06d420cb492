import { examplesFile } from '../src/rule-kit/examples-file.js';
import { defineStringFieldRule } from '../src/rule-kit/frontmatter-string.js';

export default defineStringFieldRule({ key: 'title', optionalOnApiPages: true }, {
  id: 'frontmatter-title',
  description: 'Require a non-empty `title` string in the front matter',
  tags: ['frontmatter'],
  recommended: 'error',
  docs: {
    rationale:
      'The title names the page in the navigation, the browser tab, search results and link previews, and becomes the ' +
      'page\'s only H1. Without it the site guesses one from the file name. API pages (`openapi`, `api` or `openapi-schema` in the front matter) may ' +
      'leave it out: their title comes from the API description. Set `minLength` and `maxLength` to keep titles within what ' +
      'the sidebar and search results show in full.',
    whenNotToUse: 'When a later build step adds the titles.',
  },
  examples: examplesFile('frontmatter-title'),
});
