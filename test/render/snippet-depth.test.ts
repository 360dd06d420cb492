// Issue 23, item 10: a straight chain of snippets past the depth limit is "too deep" (with the
// chain and the limit), not a cycle; a real cycle still says cycle, with its chain.
import { describe, expect, jest, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { MAX_SNIPPET_DEPTH } from '../../src/render/page/expand.js';
import { createSite } from '../../src/render/site/site.js';
import { tempOutDir } from '../support/project.js';
import { makeProject } from './helpers.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const docsJson = JSON.stringify({ theme: 'mint', name: 'Acme', colors: { primary: '#0D9373' }, navigation: { groups: [{ group: 'Start', pages: ['index'] }] } });

/** index.mdx uses s1, s1 uses s2, … s`count` says its name. */
function chain(count: number, last = (i: number): string => `Leaf s${i}.\n`): Record<string, string> {
  const files: Record<string, string> = { 'docs.json': docsJson, 'index.mdx': "---\ntitle: Home\n---\n\nimport S1 from '/snippets/s1.mdx';\n\n<S1 />\n" };
  for (let i = 1; i <= count; i++) files[`snippets/s${i}.mdx`] = i === count ? last(i) : `import S${i + 1} from '/snippets/s${i + 1}.mdx';\n\nDepth ${i}.\n\n<S${i + 1} />\n`;
  return files;
}

async function build(files: Record<string, string>): Promise<{ messages: string[]; html: string }> {
  const root = makeProject(files);
  const out = tempOutDir('docwright-snippet-depth-');
  const result = await (await createSite({ root, workers: 0, cacheDir: false })).build(out);
  return { messages: result.diagnostics.map((d) => `${relative(root, d.file)}:${d.line}:${d.column} ${d.ruleId} ${d.severity} ${d.message}`), html: readFileSync(join(out, 'index.html'), 'utf8') };
}

describe('snippets nested in snippets', () => {
  test(`a straight chain of ${MAX_SNIPPET_DEPTH} snippets is inlined in full, with no finding`, async () => {
    const { messages, html } = await build(chain(MAX_SNIPPET_DEPTH));
    expect(messages).toEqual([]);
    expect(html).toContain(`Leaf s${MAX_SNIPPET_DEPTH}.`);
  });
  test(`a straight chain of ${MAX_SNIPPET_DEPTH + 5} is too deep (not a cycle): the chain and the limit, the first ${MAX_SNIPPET_DEPTH} kept`, async () => {
    const { messages, html } = await build(chain(MAX_SNIPPET_DEPTH + 5));
    expect(messages).toEqual([
      'snippets/s20.mdx:5:1 page-limit warn Unexpected snippets nested 21 deep (`index.mdx` → `snippets/s1.mdx` → `snippets/s2.mdx` → … → `snippets/s20.mdx` → `snippets/s21.mdx`), expected at most 20: the deeper ones are left out',
    ]);
    expect(html).toContain('Depth 20.');
    expect(html).not.toContain('Depth 21.');
  });
  test('a real cycle still says cycle, with the chain that closes it', async () => {
    const { messages } = await build(chain(3, () => "import S1 from '/snippets/s1.mdx';\n\nBack.\n\n<S1 />\n"));
    expect(messages).toEqual(['snippets/s3.mdx:5:1 snippet-cycle error Unexpected snippet import cycle `snippets/s1.mdx` → `snippets/s2.mdx` → `snippets/s3.mdx` → `snippets/s1.mdx`, expected snippets that do not use themselves']);
  });
  test('`.jsx` snippets importing each other (never inlined): the cycle at the `from` of the import that closes it (where `check` places it), and the build ends', async () => {
    const { messages } = await build({
      'docs.json': docsJson,
      'index.mdx': "---\ntitle: Home\n---\n\nimport { A } from '/snippets/a.jsx';\n\n<A />\n",
      'snippets/a.jsx': "import { B } from '/snippets/b.jsx';\n\nexport const A = () => <div><B /></div>;\n",
      'snippets/b.jsx': "import { A } from '/snippets/a.jsx';\n\nexport const B = () => <span>b</span>;\n",
    });
    expect(messages).toEqual(['snippets/b.jsx:1:14 snippet-cycle error Unexpected snippet import cycle `snippets/a.jsx` → `snippets/b.jsx` → `snippets/a.jsx`, expected snippets that do not use themselves']);
  });
  test('a snippet that imports itself is a cycle of one: reported, and the build ends (it waited on its own module and the process exited with nothing)', async () => {
    const { messages, html } = await build({
      'docs.json': docsJson,
      'index.mdx': "---\ntitle: Home\n---\n\nimport S from '/snippets/self.mdx';\n\nBefore.\n\n<S />\n",
      'snippets/self.mdx': "import S from '/snippets/self.mdx';\n\nSelf says hi.\n\n<S />\n",
    });
    expect(messages).toEqual(['snippets/self.mdx:5:1 snippet-cycle error Unexpected snippet import cycle `snippets/self.mdx` → `snippets/self.mdx`, expected snippets that do not use themselves']);
    expect(html).toContain('Self says hi.');
  });
});
