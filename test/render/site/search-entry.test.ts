// Pagefind writes its entry file's languages in its hash map's order, which changed from run to
// run: mintlify-docs (four languages) built twice gave different `pagefind-entry.json` bytes, and
// Pagefind's script breaks a tie of page counts by that order. The entry file is written with its
// languages sorted by name.
import { describe, expect, jest, test } from '@jest/globals';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SearchIndexer, sortedEntry } from '../../../src/render/site/search.js';

// Long: it runs Pagefind's service over several small indexes (seconds here, a minute on a loaded 2-core machine).
jest.setTimeout(300_000);

const LANGUAGES = ['sv', 'de', 'zh', 'fr', 'en', 'es', 'it', 'pt'];

/** A page in `language` with a few words of its own. */
const page = (language: string): string => `<html lang="${language}"><body><article><h1>Page ${language}</h1><p>Words in ${language}.</p></article></body></html>`;

/** The language names of a written bundle's entry file, in the file's order. */
function entryLanguages(dir: string): string[] {
  return Object.keys((JSON.parse(readFileSync(join(dir, 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, unknown> }).languages);
}

describe("Pagefind's entry file", () => {
  test('a bundle of eight languages lists them by name, the same in every write, on disk and in memory', async () => {
    const pagefind = await import('pagefind');
    const out = mkdtempSync(join(tmpdir(), 'docwright-search-entry-'));
    const written: string[][] = [];
    for (const run of [0, 1, 2]) {
      const index = await SearchIndexer.create(pagefind);
      if (!index) throw new Error('expected Pagefind to start');
      // Added in another order each run.
      for (const language of [...LANGUAGES.slice(run), ...LANGUAGES.slice(0, run)]) await index.add(`/${language}`, page(language));
      expect(await index.write(join(out, String(run)))).toBeUndefined();
      written.push(entryLanguages(join(out, String(run))));
    }
    const sorted = [...LANGUAGES].sort();
    expect(written).toEqual([sorted, sorted, sorted]);
    const memory = await SearchIndexer.create(pagefind);
    if (!memory) throw new Error('expected Pagefind to start');
    for (const language of LANGUAGES) await memory.add(`/${language}`, page(language));
    const files = await memory.files();
    const entry = files?.get('pagefind-entry.json');
    if (!entry) throw new Error('expected an entry file');
    expect(Object.keys((JSON.parse(Buffer.from(entry).toString('utf8')) as { languages: object }).languages)).toEqual(sorted);
  });

  test('sortedEntry keeps every other field and returns what is not an entry as it is', () => {
    const entry = Buffer.from(JSON.stringify({ version: '1', languages: { zh: { page_count: 2 }, en: { page_count: 2 } }, include_characters: ['_'] }));
    expect(JSON.parse(Buffer.from(sortedEntry(entry)).toString('utf8'))).toEqual({ version: '1', languages: { en: { page_count: 2 }, zh: { page_count: 2 } }, include_characters: ['_'] });
    expect(Object.keys((JSON.parse(Buffer.from(sortedEntry(entry)).toString('utf8')) as { languages: object }).languages)).toEqual(['en', 'zh']);
    for (const other of ['{"half', '[1,2]', '{"languages":null}', '']) expect(Buffer.from(sortedEntry(Buffer.from(other))).toString('utf8')).toBe(other);
  });
});
