// The files of a new project (`docwright new`), written for docwright: no text from elsewhere.
import { formatText } from '../format/format-text.js';

/** What the files depend on: the site's name and theme. */
export interface TemplateValues {
  name: string;
  theme: string;
}

/** A YAML double-quoted string (front matter). */
function yamlString(value: string): string {
  return JSON.stringify(value);
}

/** `docs.json`: the theme, the name, a description (the summary line of llms.txt), colours that pass the contrast check, one navigation group. */
function docsJson({ name, theme }: TemplateValues): string {
  const config = {
    $schema: 'https://mintlify.com/docs.json',
    theme,
    name,
    description: `The documentation of ${name}: what it is, how to start and where to read on.`,
    colors: { primary: '#0D7A5F', light: '#3DD6A3', dark: '#0D7A5F' },
    navigation: { groups: [{ group: 'Get started', pages: ['index', 'quickstart'] }] },
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}

/** `index.mdx`: the home page, pointing at the quickstart. */
function indexPage({ name }: TemplateValues): string {
  return `---
title: ${yamlString(`Welcome to ${name}`)}
description: ${yamlString(`What ${name} is, and where to start reading.`)}
---

## What you will find here

This site holds the documentation of ${name.replace(/[\\`*_{}[\]()#+\-.!<>|~$]/g, '\\$&')}. Each page is a Markdown file in this folder, and \`docs.json\` lists them in the navigation.

<CardGroup cols={2}>
  <Card title="Quickstart" icon="rocket" href="/quickstart">
    Preview the site on your machine and publish your first change.
  </Card>
  <Card title="Configuration" icon="gear" href="/quickstart#change-the-configuration">
    Pick a theme, colours and navigation groups in \`docs.json\`.
  </Card>
</CardGroup>
`;
}

/** `quickstart.mdx`: the steps from a fresh folder to a built site, with the snippet. */
function quickstartPage(): string {
  return `---
title: "Quickstart"
description: "Preview the site locally, edit a page and build the static files."
---

import NextSteps from "/snippets/next-steps.mdx";

## Preview the site

<Steps>
  <Step title="Start the preview server">
    Run the development server from the project folder. It reloads the page you are reading whenever a file changes.

    \`\`\`bash
    npx docwright dev
    \`\`\`
  </Step>
  <Step title="Edit a page">
    Open \`index.mdx\`, change a sentence and save it. The preview shows the change at once.
  </Step>
  <Step title="Check the project">
    Lint the pages and check the configuration before you publish.

    \`\`\`bash
    npx docwright lint
    npx docwright check
    \`\`\`
  </Step>
</Steps>

## Change the configuration

The \`docs.json\` file sets the theme, the colours and the navigation. Add a page by creating a new \`.mdx\` file and naming it, without its extension, in a navigation group.

<Note>
  Every page starts with front matter that gives its \`title\` and \`description\`.
</Note>

<NextSteps />
`;
}

/** `snippets/next-steps.mdx`: text shared between pages, imported by the quickstart. */
function nextStepsSnippet(): string {
  return `## Next steps

When the site looks right, build the static files with \`npx docwright build\` and publish the output folder on any static host.
`;
}

/** Every file of a new project, by path relative to its folder. */
export function projectFiles(values: TemplateValues): Record<string, string> {
  return {
    'docs.json': docsJson(values),
    'index.mdx': canonical(indexPage(values)),
    'quickstart.mdx': canonical(quickstartPage()),
    'snippets/next-steps.mdx': canonical(nextStepsSnippet()),
  };
}

/** A page in the style `docwright format` writes (the name's escapes, say), so `format --check` passes on a new project. */
function canonical(page: string): string {
  const result = formatText(page, { syntax: 'mdx' });
  return result.status === 'changed' ? result.output : page;
}
