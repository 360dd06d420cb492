// Issue 13: the dev server answers hostile pages with a page and a warning, never a crash.
import { describe, expect, jest, test } from '@jest/globals';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { aliasBomb } from '../cli/hostile-helpers.js';
import { fetchText } from './http-helpers.js';
import { devSession } from './session.js';

// Long: it starts dev servers on real projects (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const { start } = devSession();

describe('docwright dev with hostile pages', () => {
  test.each([
    ['a YAML alias bomb in front matter', aliasBomb().replace('Text.', 'Marrowbone text.')],
    ['2,000 nested components', `# Deep\n\n${'<Note>'.repeat(2000)}Marrowbone${'</Note>'.repeat(2000)}\n`],
    ['`*` x2,000 + text + `*` x2,000', `# Stars\n\n${'*'.repeat(2000)}Marrowbone${'*'.repeat(2000)}\n`],
  ])('%s: the page is served, the rest of the site too', async (_name, text) => {
    const { server } = await start((root) => writeFile(join(root, 'guide.mdx'), text));
    const page = await fetchText(`${server.url}/guide`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Marrowbone');
    expect(page.text).not.toMatch(/internal error/i);
    expect((await fetchText(`${server.url}/`)).text).toContain('Welcome to the greenhouse.');
  });
});
