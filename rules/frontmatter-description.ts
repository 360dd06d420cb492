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
  examples: {
    ok: [
      { input: '---\ntitle: Quickstart\ndescription: Install docwright and lint your first page.\n---\n' },
      { name: 'API pages take their description from the spec', input: '---\nopenapi: GET /users\n---\n' },
      { name: 'within bounds', options: { maxLength: 160 }, input: '---\ndescription: Every option of the lint command.\n---\n' },
    ],
    notOk: [
      { input: '---\ntitle: Quickstart\n---\n\nText.\n', output: ['1:1-3:4: Missing `description` in front matter'] },
      { name: 'empty', input: '---\ntitle: Quickstart\ndescription:\n---\n', output: ['3:1: Unexpected empty `description`, expected text'] },
      {
        name: 'too short',
        options: { minLength: 20 },
        input: '---\ndescription: Setup.\n---\n',
        output: ['2:1: Unexpected `description` of 6 characters, expected at least 20'],
      },
    ],
  },
});
