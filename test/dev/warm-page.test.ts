// The provisional worker reads ahead the page a first request names while it waits for its
// project (issue 51): the render after it takes the parsed page and the highlighted blocks, and
// serves what it would have served without them.
import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { offeredPaths, parsePage } from '../../src/parse/index.js';
import { codeBlockKey, isHighlighted } from '../../src/render/page/highlight.js';
import { pageCandidates, warmPage } from '../../src/dev/warm-page.js';
import { workerSite, type WorkerSite } from '../../src/dev/site-workers.js';

// Long: the last test starts render workers (seconds here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const made: string[] = [];
const sites: WorkerSite[] = [];
afterEach(async () => {
  for (const site of sites.splice(0)) await site.close();
  for (const dir of made.splice(0)) await rm(dir, { recursive: true, force: true });
});

const PRUNING = '---\ntitle: Pruning in winter\n---\n\nCut above a bud.\n\n```bash title="Blades"\nsharpen --blade secateurs\n```\n\n<Tip>\n\n```nocopy\nleave the water shoots\n```\n\n</Tip>\n';

async function project(): Promise<string> {
  const dir = await realpath(await mkdtemp(join(tmpdir(), 'docwright-warm-')));
  made.push(dir);
  await writeFile(join(dir, 'docs.json'), JSON.stringify({ theme: 'mint', name: 'Orchard', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'Trees', pages: ['index', 'pruning', 'care/index'] }] } }));
  await mkdir(join(dir, 'care'));
  await writeFile(join(dir, 'index.mdx'), '---\ntitle: The orchard\n---\n\nApples and pears.\n');
  await writeFile(join(dir, 'pruning.mdx'), PRUNING);
  await writeFile(join(dir, 'care', 'index.md'), '# Care\n\n```js\nwater(tree);\n```\n');
  return dir;
}

describe('the page a request names, read ahead', () => {
  test('is looked for as the URL path with .mdx, .md, then its folder index, never outside the root', () => {
    expect(pageCandidates('/docs', '/guides/start')).toEqual(['/docs/guides/start.mdx', '/docs/guides/start.md', '/docs/guides/start/index.mdx', '/docs/guides/start/index.md']);
    expect(pageCandidates('/docs', '/')).toEqual(['/docs/index.mdx', '/docs/index.md']);
    expect(pageCandidates('/docs', '/caf%C3%A9/')).toEqual(['/docs/café.mdx', '/docs/café.md', '/docs/café/index.mdx', '/docs/café/index.md']);
    expect(pageCandidates('/docs', '/../etc/passwd')).toEqual([]);
    expect(pageCandidates('/docs', '/a/%2e%2e/%2e%2e/b')).toEqual([]);
    expect(pageCandidates('/docs', '/%E0%A4%A')).toEqual([]);
    expect(pageCandidates('/docs', '/images/logo.png')).toEqual([]);
  });

  test('is parsed for its render and its code blocks highlighted into the thread cache', async () => {
    const root = await project();
    const file = join(root, 'pruning.mdx');
    expect(isHighlighted(codeBlockKey('sharpen --blade secateurs', 'bash', 'title="Blades"'))).toBe(false);
    await expect(warmPage(root, '/pruning')).resolves.toBe(file);
    expect([...offeredPaths()]).toContain(file);
    expect(isHighlighted(codeBlockKey('sharpen --blade secateurs', 'bash', 'title="Blades"'))).toBe(true);
    // A block inside a component, and `nocopy` alone as plain text, as the renderer asks for them.
    expect(isHighlighted(codeBlockKey('leave the water shoots', 'text', null))).toBe(true);
    // The render's parse of the same text takes it (once); the tree is the one a parse gives.
    const taken = parsePage({ path: file, value: PRUNING });
    expect([...offeredPaths()]).not.toContain(file);
    expect(JSON.stringify(taken.tree)).toBe(JSON.stringify(parsePage({ path: file, value: PRUNING }).tree));
    await expect(warmPage(root, '/care')).resolves.toBe(join(root, 'care', 'index.md'));
    expect(isHighlighted(codeBlockKey('water(tree);', 'js', null))).toBe(true);
  });

  test('an edit after it is read is parsed anew; no page or a page outside the root is no read', async () => {
    const root = await project();
    const file = join(root, 'pruning.mdx');
    await warmPage(root, '/pruning');
    const edited = PRUNING.replace('Cut above a bud.', 'Cut below a bud.');
    await writeFile(file, edited);
    expect(JSON.stringify(parsePage({ path: file, value: edited }).tree)).toContain('Cut below a bud.');
    expect([...offeredPaths()]).not.toContain(file);
    await expect(warmPage(root, '/grafting')).resolves.toBeUndefined();
    await expect(warmPage(join(root, 'care'), '/../pruning')).resolves.toBeUndefined();
  });

  test('the provisional worker serves the same first page when it read it ahead as when it did not', async () => {
    const root = await project();
    const bodies: string[] = [];
    for (const asked of [(listener: (path: string) => void) => listener('/pruning'), undefined]) {
      const site = await workerSite(root, undefined, true, { handOff: true, ...(asked ? { asked } : {}) });
      sites.push(site);
      const page = await site.render('/pruning');
      expect(page?.status).toBe(200);
      bodies.push(String(page?.body));
      await site.close();
    }
    expect(bodies[0]).toContain('Pruning in winter');
    expect(bodies[0]).toContain('sharpen');
    expect(bodies[0]).toBe(bodies[1]);
  });
});
