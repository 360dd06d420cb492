// Every icon name the real projects use (../shared/corpus: pages' `icon` attributes and
// front matter, every `icon` in docs.json) draws a glyph of its own meaning: the icon itself
// or a stand-in near its name, never the neutral fallback circle (issue 47).
import { readFileSync } from 'node:fs';
import { describe, expect } from '@jest/globals';
import { glob } from 'tinyglobby';
import { drawnIcon, isIconUrl } from '../src/icons.js';
import { iconSvg } from '../src/render/components/icons.js';
import { CORPUS, testWithCorpus } from './support/corpus.js';

const corpusTest = testWithCorpus('the corpus icon test');

/** Icon names written in one file (outside fenced code, where they are examples, not icons). */
function iconNamesIn(file: string, text: string): string[] {
  if (file.endsWith('.json')) return [...text.matchAll(/"icon"\s*:\s*"([^"]*)"/g)].map((m) => m[1] ?? '');
  const prose = text.replace(/^(`{3,}|~{3,})[^]*?^\1/gm, '');
  return [...[...prose.matchAll(/\bicon=(?:"([^"]*)"|'([^']*)')/g)].map((m) => m[1] ?? m[2] ?? ''), ...[...prose.matchAll(/^icon:\s*["']?([^"'\n]*?)["']?\s*$/gm)].map((m) => m[1] ?? '')];
}

describe('icons on real projects', () => {
  corpusTest('every icon name in the corpus draws its icon or a stand-in, never nothing and never the fallback', async () => {
    const files = await glob(['**/*.{md,mdx}', '**/docs.json', '**/mint.json'], { cwd: CORPUS, ignore: ['**/node_modules/**'] });
    const names = new Map<string, string>();
    for (const file of files.sort()) for (const name of iconNamesIn(file, readFileSync(`${CORPUS}/${file}`, 'utf8'))) if (!names.has(name)) names.set(name, file);
    const values = [...names.keys()].filter((name) => name.trim() !== '' && !isIconUrl(name) && !name.startsWith('<') && !name.startsWith('{'));
    expect(values.length).toBeGreaterThan(100);
    const drawnBy = values.map((name) => ({ name, via: drawnIcon(name)?.via ?? 'nothing', svg: /<path|<g/.test(iconSvg(name) ?? '') }));
    expect(drawnBy.filter((d) => d.via !== 'name' && d.via !== 'stand-in').map((d) => `${d.name} (${names.get(d.name) ?? ''}): ${d.via}`)).toEqual([]);
    expect(drawnBy.filter((d) => !d.svg).map((d) => d.name)).toEqual([]);
  });
});
