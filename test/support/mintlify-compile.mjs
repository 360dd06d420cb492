// Oracle for test/render/page-differential.test.ts: whether the platform's own MDX pipeline
// compiles each page (@mintlify/common, a devDependency, Elastic-2.0, run here only as an oracle,
// never imported by src/): `getAST` parses the page as its prebuild does, and `getMdx`
// (`@mintlify/common/server-mdx`) compiles it as its server does; a page that throws in the first
// or comes back `parseFailed` from the second is refused.
// Usage: node test/support/mintlify-compile.mjs <project> <page> [<page> …]; prints
// `{<page>: {"ok": boolean, "why": string, "line": number}}` (`line`: where the parser stopped, 0 when unknown or on a page whose heading ids the platform rewrote first) as JSON. Writes no file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getAST } from '@mintlify/common';
import { getMdx } from '@mintlify/common/server-mdx';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const common = join(require.resolve('@mintlify/common'), '../..');
// Its heading-id pass rewrites `## A {#a}` over three lines before parsing: the lines it names after one are its own.
const { preprocessCustomHeadingIds } = await import(pathToFileURL(join(common, 'dist/mdx/preprocessCustomHeadingIds.js')).href);

const [root, ...pages] = process.argv.slice(2);
const saved = { log: console.log, warn: console.warn, error: console.error, info: console.info };
const verdicts = {};
for (const page of pages) {
  const content = readFileSync(join(root, page), 'utf8');
  let why = '';
  let line = 0;
  try {
    getAST(content, `/${page}`);
  } catch (error) {
    why = `getAST: ${error instanceof Error ? error.message : String(error)}`;
    line = typeof error?.line === 'number' ? error.line : 0;
  }
  if (why === '') {
    const lines = [];
    const keep = (...args) => lines.push(args.map(String).join(' '));
    Object.assign(console, { log: keep, warn: keep, error: keep, info: keep });
    try {
      const mdx = await getMdx({ path: `/${page.replace(/\.mdx?$/, '')}`, content, metadata: {}, snippets: [], subdomain: 'test', config: {}, codeStyling: 'dark', tailwindSelectors: [], variables: {} });
      if (mdx.parseFailed) why = `getMdx: ${lines.join(' ').replace(/\s+/g, ' ').slice(0, 300)}`;
    } catch (error) {
      why = `getMdx threw: ${error instanceof Error ? error.message : String(error)}`;
    } finally {
      Object.assign(console, saved);
    }
  }
  verdicts[page] = { ok: why === '', why, line: preprocessCustomHeadingIds(content) === content ? line : 0 };
}
process.stdout.write(JSON.stringify(verdicts));
