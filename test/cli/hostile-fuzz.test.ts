// Issue 13: generated hostile projects (random nesting of the constructs that used to crash
// or stall, pages up to 1 MB) thrown at lint, check and build. Every run must end with
// exit 0 or 1 and no internal error. Seeded, so a failure names the seed that reproduces it:
// DOCWRIGHT_FUZZ_SEEDS=1234,99 npm test -- test/cli/hostile-fuzz.test.ts
import { describe, expect, jest, test } from '@jest/globals';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { aliasBomb, docsJson, hostileProject, runCommand } from './hostile-helpers.js';
import { prng } from '../../bench/nesting-pages.mjs';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

type Random = ReturnType<typeof prng>;
const int = (random: Random, max: number): number => Math.floor(random() * max);
const pick = <T>(random: Random, list: readonly T[]): T => list[int(random, list.length)] as T;

/** One open/close pair per nesting level: Markdown and HTML constructs, and those only MDX has (components and JSX), used after them. */
const MARKDOWN_WRAPPERS: ReadonlyArray<readonly [string, string]> = [
  ['<div>', '</div>'],
  ['<span>', '</span>'],
  ['*', '*'],
  ['**', '**'],
  ['~~', '~~'],
  ['[', '](/x)'],
  ['> ', ''],
  ['- ', ''],
  ['1. ', ''],
];
const MDX_WRAPPERS: ReadonlyArray<readonly [string, string]> = [
  ['<Note>', '</Note>'],
  ['<Card title="c">', '</Card>'],
  ['<Steps><Step title="s">', '</Step></Steps>'],
  ['{', '}'],
];

/** A run of nested constructs, `depth` deep, built linearly (no recursion). */
function nested(random: Random, depth: number, mdx: boolean): string {
  const usable = mdx ? [...MARKDOWN_WRAPPERS, ...MDX_WRAPPERS] : MARKDOWN_WRAPPERS;
  const open: string[] = [];
  const close: string[] = [];
  for (let i = 0; i < depth; i++) {
    const [a, b] = pick(random, usable);
    open.push(a);
    close.push(b);
  }
  return `${open.join('')}word${close.reverse().join('')}`;
}

function table(random: Random): string {
  const rows = 1 + int(random, 300);
  const columns = 1 + int(random, 100);
  const row = (cell: (i: number) => string): string => `| ${Array.from({ length: columns }, (_, i) => cell(i)).join(' | ')} |`;
  const lines = [row((i) => `h${i}`), row(() => '---')];
  for (let r = 0; r < rows; r++) lines.push(row((i) => `${r}.${i}`));
  return lines.join('\n');
}

const BLOCKS: ReadonlyArray<(random: Random, mdx: boolean) => string> = [
  (random, mdx) => nested(random, 1 + int(random, 3000), mdx),
  (random) => `${'*'.repeat(int(random, 3000))}text${'*'.repeat(int(random, 3000))}`,
  (random) => `${'_'.repeat(int(random, 2000))}text${'_'.repeat(int(random, 2000))}`,
  table,
  (random) => `${'<div>'.repeat(int(random, 3000))}unclosed`,
  (random) => '`'.repeat(1 + int(random, 200)) + ' code',
  (random) => Array.from({ length: int(random, 2000) }, (_, i) => `${'  '.repeat(i % 60)}- item`).join('\n'),
  (random) => `$$\n${'\\frac{1}{'.repeat(int(random, 500))}x${'}'.repeat(int(random, 500))}\n$$`,
  (random) => `<!-- ${'-'.repeat(int(random, 5000))}`,
  (random) => 'word '.repeat(int(random, 40_000)),
];

/** A page of random blocks, padded with plain paragraphs up to a random size (at most 1 MB). */
function page(random: Random, mdx: boolean): string {
  const parts: string[] = [];
  if (random() < 0.2) parts.push(aliasBomb());
  else parts.push('---\ntitle: Fuzz\ndescription: A generated page\n---\n');
  const blocks = 1 + int(random, 6);
  for (let i = 0; i < blocks; i++) parts.push(pick(random, BLOCKS)(random, mdx));
  const target = int(random, 1_000_000);
  let size = parts.reduce((n, p) => n + p.length, 0);
  while (size < target) {
    const filler = `Plain words ${int(random, 1000)} for padding the page.`;
    parts.push(filler);
    size += filler.length + 2;
  }
  return `${parts.join('\n\n')}\n`;
}

function project(seed: number): string {
  const random = prng(seed);
  const files: Record<string, string> = {
    'index.mdx': page(random, true),
    'plain.md': page(random, false),
    'snippets/s0.mdx': `import S1 from '/snippets/s1.mdx';\n\n<S1 />\n\n<S1 />\n`,
    'snippets/s1.mdx': nested(random, int(random, 500), true),
    'uses.mdx': `import S0 from '/snippets/s0.mdx';\n\n<S0 />\n`,
  };
  files['docs.json'] = docsJson(['index', 'plain', 'uses', ...(random() < 0.3 ? Array.from({ length: int(random, 200_000) }, (_, i) => `gone/${i}`) : [])]);
  const root = hostileProject(files);
  // Sometimes bytes that are not UTF-8.
  if (random() < 0.3) writeFileSync(join(root, 'bytes.md'), Buffer.concat([Buffer.from('# Bytes\n\n'), Buffer.from(Array.from({ length: 64 }, () => int(random, 256)))]));
  return root;
}

const seeds = (process.env.DOCWRIGHT_FUZZ_SEEDS ?? '1,2')
  .split(',')
  .map((s) => Number(s.trim()))
  .filter((n) => Number.isInteger(n));

describe('generated hostile projects', () => {
  test.each(seeds)('seed %i: lint, check, build and format end with exit 0 or 1 and no internal error', async (seed) => {
    const root = project(seed);
    for (const command of ['lint', 'check', 'build', 'format'] as const) {
      const result = await runCommand(command, root);
      const output = `${result.stdout}${result.stderr}`;
      expect({ seed, command, internal: /internal error/i.test(output) ? output.slice(0, 500) : false }).toEqual({ seed, command, internal: false });
      expect({ seed, command, exitOneOrZero: result.code === 0 || result.code === 1 ? true : result.code }).toEqual({ seed, command, exitOneOrZero: true });
    }
  }, 300_000);
});
