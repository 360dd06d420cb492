// The names a page binds with its own `import`/`export` statements (src/components/page-scope.ts),
// read as text in one bounded pass.
import { describe, expect, test } from '@jest/globals';
import { parsePage } from '../../src/parse/index.js';
import { packageImports, pageBindings } from '../../src/components/page-scope.js';

/** The page's tree. */
const tree = (value: string): ReturnType<typeof parsePage>['tree'] => parsePage({ path: 'page.mdx', value }).tree;

describe('pageBindings and packageImports', () => {
  test('every form of import, on lines of their own or after a `;`, binds its local names', () => {
    const page = tree("import A from '/snippets/a.mdx'\nimport B, { C as D } from './b.mdx'; import { E } from \"@acme/ui\"\n  import * as NS from 'ns'\nimport{F}from'/f.mdx'\nexport const G = 1\n\n# Page\n");
    expect([...pageBindings(page)].sort()).toEqual(['A', 'B', 'D', 'E', 'F', 'G', 'NS']);
    expect([...packageImports(page)]).toEqual([['E', '@acme/ui'], ['NS', 'ns']]);
  });

  test('`import` inside a string binds nothing, and long runs in one are read at once', () => {
    // `import a`, 300,000 spaces, `x` in a string: the old pattern tried each way to split the blanks (16 s at 30,000).
    const page = tree(`export const s = "import a${' '.repeat(300_000)}x";\nexport const t = "${'import a '.repeat(30_000)}";\n\n# Page\n`);
    expect([...pageBindings(page)].sort()).toEqual(['s', 't']);
    expect(packageImports(page).size).toBe(0);
  });
});
