// Issue 13: the dev server answers hostile pages with a page and a warning, never a crash.
import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { startDevServer, type DevServer } from '../../src/dev/server.js';
import { aliasBomb } from '../cli/hostile-helpers.js';
import { copyFixture } from './fake-site.js';
import { fetchText, terminal } from './http-helpers.js';

jest.setTimeout(60_000);

let server: DevServer | undefined;
let root = '';

afterEach(async () => {
  await server?.close();
  server = undefined;
  if (root) await rm(dirname(root), { recursive: true, force: true });
  root = '';
});

describe('docwright dev with hostile pages', () => {
  test.each([
    ['a YAML alias bomb in front matter', aliasBomb().replace('Text.', 'Marrowbone text.')],
    ['2,000 nested components', `# Deep\n\n${'<Note>'.repeat(2000)}Marrowbone${'</Note>'.repeat(2000)}\n`],
    ['`*` x2,000 + text + `*` x2,000', `# Stars\n\n${'*'.repeat(2000)}Marrowbone${'*'.repeat(2000)}\n`],
  ])('%s: the page is served, the rest of the site too', async (_name, text) => {
    root = await copyFixture();
    await writeFile(join(root, 'guide.mdx'), text);
    const err = terminal();
    server = await startDevServer({ root, port: 0, quiet: true, stderr: err, debounceMs: 10 });
    await server.ready;
    const page = await fetchText(`${server.url}/guide`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('Marrowbone');
    expect(page.text).not.toMatch(/internal error/i);
    expect((await fetchText(`${server.url}/`)).text).toContain('Welcome to the greenhouse.');
  });
});
