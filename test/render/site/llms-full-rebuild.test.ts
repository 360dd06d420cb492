// llms-full.txt in a rebuild (issue 29): made again from the earlier one, each unchanged
// page's bytes copied from it and only the edited pages' Markdown read back, and always what
// a cold build of the project gives. A note that does not fit the earlier file, or an earlier
// file that is not the one the note names, makes it from the pages' files alone.
import { describe, expect, jest, test } from '@jest/globals';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { splicedPieces } from '../../../src/render/site/llms-full.js';
import { LLMS_FULL_SEPARATOR } from '../../../src/render/site/machine.js';
import { createSite } from '../../../src/render/site/site.js';
import { tempOutDir } from '../../support/project.js';
import { makeProject } from '../helpers.js';
import { readSealed, writeSealed } from '../../support/cache-entries.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const PAGES = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot'];

function project(): string {
  return makeProject({
    'docs.json': JSON.stringify({ theme: 'mint', name: 'Llms', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'Guide', pages: PAGES }] } }),
    ...Object.fromEntries(PAGES.map((path, i) => [`${path}.mdx`, `---\ntitle: ${path}\n---\n\nThe ${path} page, number ${String(i)}, with a café and a naïve résumé.\n\n## Details\n\nMore about ${path}.\n`])),
  });
}

/** llms-full.txt of a cold build of the project (no cache, no earlier output). */
async function coldLlmsFull(root: string): Promise<string> {
  const cold = tempOutDir();
  await (await createSite({ root, workers: 0, cacheDir: false })).build(cold);
  return readFileSync(join(cold, 'llms-full.txt'), 'utf8');
}

/** A project built once with a cache; `build()` builds it again into the same output. */
async function built(): Promise<{ root: string; out: string; cacheDir: string; build: () => Promise<unknown> }> {
  const root = project();
  const out = tempOutDir();
  const cacheDir = join(out, '..', 'cache');
  const build = async (): Promise<unknown> => (await createSite({ root, workers: 0, cacheDir })).build(out);
  await build();
  return { root, out, cacheDir, build };
}

describe('llms-full.txt in a rebuild', () => {
  test('after two pages are edited: what a cold build gives', async () => {
    const { root, out, build } = await built();
    appendFileSync(join(root, 'bravo.mdx'), '\nA new sentence about the heron.\n');
    appendFileSync(join(root, 'echo.mdx'), '\nAnother one about the ibis.\n');
    await build();
    const text = readFileSync(join(out, 'llms-full.txt'), 'utf8');
    expect(text).toContain('heron');
    expect(text).toContain('ibis');
    expect(text).toBe(await coldLlmsFull(root));
  });

  test('a page added and one removed from the navigation: what a cold build gives', async () => {
    const { root, out, build } = await built();
    writeFileSync(join(root, 'golf.mdx'), '---\ntitle: golf\n---\n\nThe golf page.\n');
    const pages = ['golf', ...PAGES.filter((path) => path !== 'charlie')];
    writeFileSync(join(root, 'docs.json'), JSON.stringify({ theme: 'mint', name: 'Llms', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'Guide', pages }] } }));
    await build();
    const text = readFileSync(join(out, 'llms-full.txt'), 'utf8');
    expect(text).toContain('The golf page.');
    expect(text).not.toContain('The charlie page');
    expect(text).toBe(await coldLlmsFull(root));
  });

  // Each with a page edited next to a planted length, so that a copy by the note's lengths would cut pages in the middle.
  test.each([
    ['lengths that do not add up to the file', 'bravo', (lengths: number[]) => lengths.map((n, i) => (i === 0 ? n + 3 : n))],
    ['lengths shifted between two pages (the same total)', 'charlie', (lengths: number[]) => lengths.map((n, i) => (i === 1 ? n + 3 : i === 2 ? n - 3 : n))],
  ])('a note with %s: not used, what a cold build gives', async (_name, edited, tamper) => {
    const { root, out, cacheDir, build } = await built();
    const notePath = join(cacheDir, 'llms-full.note');
    const note = JSON.parse(readSealed(notePath)) as { parts: [string, string, number][] };
    const lengths = tamper(note.parts.map((part) => part[2]));
    note.parts = note.parts.map(([part, id], i) => [part, id, lengths[i] ?? 0]);
    writeSealed(notePath, JSON.stringify(note));
    appendFileSync(join(root, `${edited}.mdx`), '\nA last word about the crane.\n');
    await build();
    const text = readFileSync(join(out, 'llms-full.txt'), 'utf8');
    expect(text).toContain('crane');
    expect(text).toBe(await coldLlmsFull(root));
  });

  test('two outputs sharing one cache: the note names the other one\'s file, every page read back', async () => {
    const { root, out, cacheDir, build } = await built();
    const other = tempOutDir();
    await (await createSite({ root, workers: 0, cacheDir })).build(other);
    appendFileSync(join(root, 'alpha.mdx'), '\nA word about the stork.\n');
    await build();
    const text = readFileSync(join(out, 'llms-full.txt'), 'utf8');
    expect(text).toContain('stork');
    expect(text).toBe(await coldLlmsFull(root));
  });
});

describe('splicedPieces', () => {
  const sep = Buffer.byteLength(LLMS_FULL_SEPARATOR);
  // The earlier file held a.md (10 bytes), b.md (20), c.md (30), d.md (40), one after another.
  const ranges = new Map([
    ['a.md\0id-a', { start: 0, length: 10 }],
    ['b.md\0id-b', { start: 10 + sep, length: 20 }],
    ['c.md\0id-c', { start: 30 + 2 * sep, length: 30 }],
    ['d.md\0id-d', { start: 60 + 3 * sep, length: 40 }],
  ]);

  test('copies runs of unchanged pages as one range each, separators included, and reads back the others', () => {
    const now = [['a.md', 'id-a'], ['b.md', 'id-b'], ['c.md', 'id-c2'], ['d.md', 'id-d']] as const;
    expect(splicedPieces(now, ranges, '/earlier')).toEqual({
      pieces: [{ file: '/earlier', start: 0, length: 30 + sep }, 'c.md', { file: '/earlier', start: 60 + 3 * sep, length: 40 }],
      lengths: [10, 20, undefined, 40],
      readBack: [1],
    });
  });

  test('pages in another order are separate ranges; a page of unknown identity is read back', () => {
    const now = [['c.md', 'id-c'], ['a.md', 'id-a'], ['b.md', 'id-b'], ['e.md', '-']] as const;
    expect(splicedPieces(now, ranges, '/earlier')).toEqual({
      pieces: [{ file: '/earlier', start: 30 + 2 * sep, length: 30 }, { file: '/earlier', start: 0, length: 30 + sep }, 'e.md'],
      lengths: [30, 10, 20, undefined],
      readBack: [2],
    });
  });
});
