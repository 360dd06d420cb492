// Differential test: the GraphQL reference pages docwright generates, and where the navigation
// lists them, against what Mintlify's prebuild generates for the same docs.json and schema
// (@mintlify/prebuild, a devDependency run only here, as an oracle, through
// test/support/prebuild-graphql.mjs). Compared: the navigation outline, the page paths and each
// page's front matter. One deliberate difference: docwright also generates a page per
// subscription (a `Subscriptions` group after `Mutations`), which Mintlify leaves out.
import { describe, expect, test } from '@jest/globals';
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadDocsConfig } from '../../src/config/index.js';
import type { NavNode } from '../../src/config/model.js';
import { graphqlNavPages } from '../../src/graphql/nav.js';
import { parsePage } from '../../src/parse/index.js';
import { makeProject } from '../render/helpers.js';
import { mintOutline } from '../support/nav-outline.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const ORACLE = join(repo, 'test/support/prebuild-graphql.mjs');
const PREBUILD = join(repo, 'node_modules/@mintlify/prebuild/package.json');
const oracle = existsSync(PREBUILD) ? describe : describe.skip;
if (!existsSync(PREBUILD)) process.stderr.write(`Skipping the GraphQL prebuild differential: missing ${PREBUILD}\n`);

/** The same outline of docwright's navigation model, subscriptions left out. */
function ourOutline(nodes: readonly NavNode[], depth = 0, out: string[] = []): string[] {
  for (const node of nodes) {
    if (node.kind === 'group' && node.label === 'Subscriptions') continue;
    out.push(`${'  '.repeat(depth)}${node.kind} ${node.kind === 'page' ? (node.page ?? '') : node.label}`);
    ourOutline(node.children, depth + 1, out);
  }
  return out;
}

interface Oracle {
  nav: unknown;
  pages: Record<string, Record<string, unknown>>;
}

function runOracle(root: string): Promise<Oracle> {
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [ORACLE, root], { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${error.message}\n${stderr}`));
      else resolve(JSON.parse(stdout) as Oracle);
    });
  });
}

async function compare(root: string): Promise<void> {
  const mint = await runOracle(root);
  const model = (await loadDocsConfig(root)).model;
  if (!model) throw new Error('config');
  const { pages, findings } = await graphqlNavPages(model.navigation, { root });
  expect(findings).toEqual([]);
  expect(ourOutline(model.navigation)).toEqual(mintOutline(mint.nav));
  const ours = Object.fromEntries(pages.filter((p) => p.target.kind !== 'subscription').map((p) => [p.path, parsePage({ path: `${p.path}.mdx`, value: p.source }).frontmatter.data]));
  expect(Object.keys(ours).sort()).toEqual(Object.keys(mint.pages).sort());
  expect(ours).toEqual(mint.pages);
}

oracle('GraphQL pages against Mintlify’s prebuild', () => {
  test('the garden fixture', () => compare(fileURLToPath(new URL('../../fixtures/graphql-garden', import.meta.url))), 60_000);

  test('a custom directory, a tab inside versions, a schema without mutations, and names that sort by locale', () => {
    const root = makeProject({
      'docs.json': JSON.stringify({
        theme: 'mint', name: 'V', colors: { primary: '#15803D' },
        navigation: { versions: [{ version: 'v2', tabs: [{ tab: 'Home', pages: ['index'] }, { tab: 'Graph', graphql: { source: 'api/schema.graphql', directory: 'ref/gql' } }] }] },
      }),
      'index.mdx': '# Home\n',
      'api/schema.graphql': '"Root."\ntype Query {\n  zebra: Int\n  "An apple."\n  apple(id: ID!): Item\n  Banana: Int @deprecated\n}\ntype Item { id: ID! kind: Kind }\nenum Kind { A B }\nscalar Money\ninput Filter { q: String }\n',
    });
    return compare(root);
  }, 60_000);
});
