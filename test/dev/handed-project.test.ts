// The dev server's main thread loads the provisional site's project while the render worker
// loads the renderer, and hands it over (issue 51): the project the worker takes over is the
// one it would have loaded, its ignore test included, and the page it serves is the same.
import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { handOverProject, loadSiteProject, takeOverProject } from '../../src/render/layout/project.js';
import { loadHandedProject, siteProjectOptions } from '../../src/render/site/site-project.js';
import { createSite } from '../../src/render/site/site.js';
import { workerSiteOptions } from '../../src/dev/site-worker-options.js';
import { spareCore, workerSite, type WorkerSite } from '../../src/dev/site-workers.js';

// Long: the last test starts render workers (seconds here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const made: string[] = [];
const sites: WorkerSite[] = [];
afterEach(async () => {
  for (const site of sites.splice(0)) await site.close();
  for (const dir of made.splice(0)) await rm(dir, { recursive: true, force: true });
});

/** A project with an ignore file: one page it leaves out, one it leaves out that the navigation lists. */
async function project(): Promise<string> {
  const dir = await realpath(await mkdtemp(join(tmpdir(), 'docwright-handed-')));
  made.push(dir);
  await writeFile(join(dir, 'docs.json'), JSON.stringify({ theme: 'mint', name: 'Orchard', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'Trees', pages: ['index', 'pruning', 'drafts/grafting'] }] } }));
  await writeFile(join(dir, '.gitignore'), 'drafts/\nnotes.mdx\n');
  await mkdir(join(dir, 'drafts'));
  await writeFile(join(dir, 'index.mdx'), '---\ntitle: The orchard\n---\n\nApples and pears.\n');
  await writeFile(join(dir, 'pruning.mdx'), '---\ntitle: Pruning in winter\n---\n\nCut above a bud.\n\n```bash\nsharpen --blade secateurs\n```\n');
  await writeFile(join(dir, 'drafts', 'grafting.mdx'), '---\ntitle: Grafting\n---\n\nWhip and tongue.\n');
  await writeFile(join(dir, 'drafts', 'budding.mdx'), '# Budding\n');
  await writeFile(join(dir, 'notes.mdx'), '# Notes\n');
  return dir;
}

describe('a project handed to another thread', () => {
  test('is the project loaded there, and its ignore test answers as the original does', async () => {
    const root = await project();
    const options = { root, dev: true, offline: true, provisional: true };
    const loaded = await loadSiteProject(root, siteProjectOptions(options, root));
    // What a worker receives: a structured clone (postMessage).
    const taken = takeOverProject(structuredClone(handOverProject(loaded)));
    // Its source map (`resolved`) stays with the loading thread, as for render threads.
    const { ignores: original, resolved: _resolved, ...data } = loaded;
    const { ignores, ...takenData } = taken;
    expect(takenData).toEqual(data);
    for (const file of ['notes.mdx', 'drafts/budding.mdx', 'drafts/grafting.mdx', 'pruning.mdx', 'dist/index.html', 'node_modules/x/y.md']) {
      expect([file, ignores(join(root, file))]).toEqual([file, original(join(root, file))]);
    }
    expect(ignores(join(root, 'notes.mdx'))).toBe(true);
    expect(ignores(join(root, 'drafts/grafting.mdx'))).toBe(false);
  });

  test('the provisional site made with it serves the same page, byte for byte', async () => {
    const root = await project();
    const options = workerSiteOptions({ root, provisional: true });
    const handed = structuredClone(await loadHandedProject(options));
    const own = await (await createSite(options)).render('/pruning');
    const fromHanded = await (await createSite({ ...options, handedProject: handed })).render('/pruning');
    expect(own?.status).toBe(200);
    expect(fromHanded).toEqual(own);
    expect(String(fromHanded?.body)).toContain('Pruning in winter');
  });

  test('a project that cannot load rejects as loadSiteProject does (the worker then loads it and fails itself)', async () => {
    const root = await realpath(await mkdtemp(join(tmpdir(), 'docwright-handed-')));
    made.push(root);
    await writeFile(join(root, 'index.mdx'), '# Home\n');
    await expect(loadHandedProject({ root, provisional: true })).rejects.toThrow(/docs\.json/);
  });
});

describe('workerSite: the hand-off', () => {
  test('only with a spare core: two cores or more, fewer waiting for them than there are', () => {
    expect(spareCore(1, 0)).toBe(false);
    expect(spareCore(2, 0.4)).toBe(true);
    expect(spareCore(2, 1.9)).toBe(true);
    expect(spareCore(2, 2)).toBe(false);
    expect(spareCore(2, 17)).toBe(false);
    expect(spareCore(8, 5)).toBe(true);
  });

  test('the provisional worker serves the same first page with the project handed over as without', async () => {
    const root = await project();
    const bodies: string[] = [];
    for (const handOff of [true, false]) {
      const site = await workerSite(root, undefined, true, { handOff });
      sites.push(site);
      const page = await site.render('/pruning');
      expect(page?.status).toBe(200);
      bodies.push(String(page?.body));
      await site.close();
    }
    expect(bodies[0]).toContain('Pruning in winter');
    expect(bodies[0]).toBe(bodies[1]);
  });
});
