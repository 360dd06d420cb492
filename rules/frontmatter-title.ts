import { defineStringFieldRule } from '../src/rule-kit/frontmatter-string.js';

export default defineStringFieldRule({ key: 'title', optionalOnApiPages: true }, {
  id: 'frontmatter-title',
  description: 'Require a non-empty `title` string in the front matter',
  tags: ['frontmatter'],
  recommended: 'error',
  docs: {
    rationale:
      'The title names the page in the navigation, the browser tab, search results and link previews, and becomes the ' +
      'page\'s only H1. Without it the site guesses one from the file name. API pages (`openapi` or `api` in the front matter) may ' +
      'leave it out: their title comes from the API description. Set `minLength` and `maxLength` to keep titles within what ' +
      'the sidebar and search results show in full.',
    whenNotToUse: 'When a later build step adds the titles.',
  },
  examples: {
    ok: [
      { input: '---\ntitle: Quickstart\n---\n\nText.\n' },
      { name: 'API pages take their title from the spec', input: '---\nopenapi: GET /users\n---\n' },
      { name: 'within bounds', options: { minLength: 5, maxLength: 30 }, input: '---\ntitle: Configuration\n---\n' },
    ],
    notOk: [
      { input: '---\ndescription: How to start.\n---\n\nText.\n', output: ['1:1-3:4: Missing `title` in front matter'] },
      { name: 'empty', input: '---\ntitle: ""\n---\n', output: ['2:1: Unexpected empty `title`, expected text'] },
      { name: 'a number', input: '---\ntitle: 404\n---\n', output: ['2:1: Unexpected `title` of type `number`, expected a string'] },
      {
        name: 'too long',
        options: { maxLength: 20 },
        input: '---\ntitle: Everything you need to know about configuration\n---\n',
        output: ['2:1: Unexpected `title` of 47 characters, expected at most 20'],
      },
    ],
  },
});
