// A generated docs project of the size the rules file must stay small for: 150 pages in the
// navigation, 40 registry components in use, one OpenAPI spec named two ways.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { components } from '../../src/components/index.js';

export const LARGE_PAGES = 150;
export const LARGE_COMPONENTS = 40;
const OPERATIONS = 30;

const SPEC = `openapi: 3.0.3
info:
  title: Plant shop
  version: 1.0.0
servers:
  - url: https://api.plants.test/v1
components:
  securitySchemes:
    bearer:
      type: http
      scheme: bearer
security:
  - bearer: []
paths:
${Array.from({ length: OPERATIONS }, (_, i) => `  /plants${i}:\n    get:\n      summary: List plants ${i}\n      responses:\n        "200":\n          description: The plants`).join('\n')}
`;

function page(title: string, body: string, extra = ''): string {
  return `---\ntitle: ${title}\ndescription: One generated page for the size test.\n${extra}---\n\n${body}\n`;
}

/**
 * Writes the project into `root`. `legacy` writes a `mint.json` with two versions, else a
 * `docs.json` with tabs. The config names the spec `/openapi.yaml`, the pages `openapi.yaml`.
 */
export async function writeLargeProject(root: string, legacy: boolean): Promise<void> {
  const used = components.filter((component) => (component.kind ?? 'component') === 'component' || component.kind === 'html').slice(0, LARGE_COMPONENTS);
  const files = new Map<string, string>();
  const guides: string[] = [];
  for (let i = 0; i < LARGE_PAGES - OPERATIONS; i++) {
    const path = `guides/section-${i % 12}/page-${i}`;
    guides.push(path);
    const example = used[i % used.length]?.example ?? 'Plain text.';
    files.set(`${path}.mdx`, page(`Guide ${i}`, `## Overview\n\nA generated guide.\n\n${example}`));
  }
  const operations: string[] = [];
  for (let i = 0; i < OPERATIONS; i++) {
    const path = `api-reference/plants-${i}`;
    operations.push(path);
    files.set(`${path}.mdx`, page(`List plants ${i}`, 'Lists the plants of the shop.', `openapi: openapi.yaml GET /plants${i}\n`));
  }
  files.set('openapi.yaml', SPEC);
  const groups = Array.from({ length: 12 }, (_, g) => ({ group: `Section ${g}`, pages: guides.filter((path) => path.startsWith(`guides/section-${g}/`)) }));
  if (legacy) {
    files.set(
      'mint.json',
      JSON.stringify({
        name: 'Plant shop',
        logo: { light: '/logo.svg', dark: '/logo.svg' },
        favicon: '/favicon.svg',
        colors: { primary: '#0D9373' },
        versions: ['v2', 'v1'],
        openapi: '/openapi.yaml',
        api: { baseUrl: 'https://api.plants.test/v1', auth: { method: 'bearer' } },
        tabs: [{ name: 'API reference', url: 'api-reference' }],
        navigation: [
          ...groups.map((group, g) => ({ ...group, version: g < 8 ? 'v2' : 'v1' })),
          { group: 'Endpoints', pages: operations },
        ],
      }),
    );
  } else {
    files.set(
      'docs.json',
      JSON.stringify({
        name: 'Plant shop',
        theme: 'mint',
        colors: { primary: '#0D9373' },
        api: { openapi: '/openapi.yaml', mdx: { server: 'https://api.plants.test/v1', auth: { method: 'bearer' } } },
        navigation: {
          tabs: [
            { tab: 'Guides', groups },
            { tab: 'API reference', groups: [{ group: 'Endpoints', pages: operations }] },
          ],
        },
      }),
    );
  }
  for (const [path, text] of files) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
}
