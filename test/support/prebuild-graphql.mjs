// Oracle for test/graphql/prebuild-oracle.test.ts: the navigation and the generated pages that
// Mintlify's prebuild (@mintlify/prebuild, a devDependency, Elastic-2.0, run here only as an
// oracle, never imported by src/) makes for a project's docs.json and its local GraphQL schemas.
// Usage: node test/support/prebuild-graphql.mjs <project>; prints
// `{"nav": <navigation>, "pages": {<path>: {title, description?, deprecated?, tag, graphql}}}` as JSON. Writes no file.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const prebuild = require.resolve('@mintlify/prebuild/package.json').replace(/package\.json$/, '');
const { generateGraphqlDivisionsFromDocsConfig } = await import(pathToFileURL(join(prebuild, 'dist/prebuild/update/docsConfig/generateGraphqlDivisions.js')).href);

const [root] = process.argv.slice(2);
const docs = JSON.parse(readFileSync(join(root, 'docs.json'), 'utf8'));
const result = await generateGraphqlDivisionsFromDocsConfig(docs, async (source) => readFileSync(join(root, source), 'utf8'));
const pages = Object.fromEntries(Object.entries(result.pagesAcc).map(([path, page]) => [path, { title: page.title, ...(page.description !== undefined ? { description: page.description } : {}), ...(page.deprecated ? { deprecated: true } : {}), tag: page.tag, graphql: page.graphql }]));
process.stdout.write(JSON.stringify({ nav: result.navigation, pages }));
