// Oracle for test/openapi/prebuild-oracle.test.ts: the navigation and the generated pages that
// Mintlify's prebuild (@mintlify/prebuild, a devDependency, Elastic-2.0, run here only as an
// oracle, never imported by src/) makes for a project's docs.json and its local OpenAPI specs.
// Usage: node test/support/prebuild-nav.mjs <project> <spec> [<spec> …]; prints
// `{"nav": <navigation>, "pages": {<generated page path>: {title, sidebarTitle}}}` as JSON. Writes no file.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const prebuild = require.resolve('@mintlify/prebuild/package.json').replace(/package\.json$/, '');
const { generateOpenApiFromDocsConfig } = await import(pathToFileURL(join(prebuild, 'dist/prebuild/update/docsConfig/generateOpenApiFromDocsConfig.js')).href);
const yaml = (await import(pathToFileURL(require.resolve('js-yaml')).href)).default;

const [root, ...specs] = process.argv.slice(2);
const docs = JSON.parse(readFileSync(join(root, 'docs.json'), 'utf8'));
const openApiFiles = specs.map((file) => ({ filename: file, spec: yaml.load(readFileSync(join(root, file), 'utf8')), originalFileLocation: `/${file}` }));
const pagesAcc = {};
// generateOpenApiPagesForDocsConfig resolves nothing against the working directory for documents given in memory.
const { newNav } = await generateOpenApiFromDocsConfig(docs.navigation, openApiFiles, pagesAcc, { overwrite: false, writeFiles: false, targetDir: root, invalidSpecFiles: [] });
const pages = Object.fromEntries(Object.entries(pagesAcc).map(([path, page]) => [path, { title: page.title, ...(page.sidebarTitle !== undefined ? { sidebarTitle: page.sidebarTitle } : {}) }]));
process.stdout.write(JSON.stringify({ nav: newNav, pages }));
