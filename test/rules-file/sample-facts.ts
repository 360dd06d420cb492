// Hand-made facts for renderer tests that must not move when the registry grows.
import type { ComponentSpec } from '../../src/components/types.js';
import type { ProjectFacts, RulesFileFacts } from '../../src/rules-file/types.js';

export const sampleComponents: readonly ComponentSpec[] = [
  {
    name: 'Note',
    category: 'callout',
    purpose: 'Adds background the reader may skip',
    whenToUse: 'Use it for context that supports the text around it',
    attributes: [],
    children: 'any',
    requiresContent: true,
    example: '<Note>\n  Keys are shown only once, so store yours somewhere safe.\n</Note>',
  },
  {
    name: 'CodeGroup',
    category: 'code',
    purpose: 'Shows one example in several languages as tabs',
    whenToUse: 'Use it when readers pick the language they work in',
    attributes: [],
    children: ['code'],
    example: '<CodeGroup>\n```bash cURL\ncurl https://api.example.com/v1/plants\n```\n\n```js Node.js\nconst response = await fetch("https://api.example.com/v1/plants");\n```\n</CodeGroup>',
  },
  {
    name: 'Card',
    category: 'navigation',
    purpose: 'Links to another page with a title and a short text',
    whenToUse: 'Use it to send readers to the next page',
    attributes: [
      { name: 'title', type: 'string', description: 'The heading of the card', required: true },
      { name: 'href', type: 'url', description: 'Where the card leads' },
      { name: 'iconType', type: 'enum', description: 'Icon style', values: ['regular', 'solid'], default: 'regular' },
    ],
    parents: ['CardGroup', 'Columns'],
    example: '<Card title="Quickstart" href="/quickstart">\n  Send your first request in five minutes.\n</Card>',
  },
];

export const sampleProject: ProjectFacts = {
  name: 'Acme',
  description: 'The Acme plant API',
  configFile: 'docs.json',
  navigation: [
    {
      kind: 'tab',
      label: 'Guides',
      children: [
        {
          kind: 'group',
          label: 'Get started',
          children: [
            { kind: 'page', label: 'index', page: 'index', children: [] },
            { kind: 'page', label: 'quickstart', page: 'quickstart', children: [] },
          ],
        },
      ],
    },
  ],
  versions: [],
  languages: [],
  api: {
    auth: { method: 'bearer', source: 'config' },
    baseUrls: ['https://api.acme.test/v1'],
    openapi: ['openapi.yaml'],
    operationPages: 3,
    usesApiFrontmatter: false,
  },
};

export const sampleFacts: RulesFileFacts = {
  project: sampleProject,
  components: sampleComponents,
  lint: { rules: [{ id: 'code-language', severity: 'error', description: 'Require every fenced code block to name its language' }] },
};
