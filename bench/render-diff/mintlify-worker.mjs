// The Mintlify side of `npm run bench -- render-diff`, in a worker thread: one project's pages
// through Mintlify's own published pipeline, as its prebuild and server run them.
//
// - imports: `@mintlify/common`'s `getAST` → `findAndRemoveImports` → `resolveAllImports` →
//   `stringifyTree`, over every snippet file (files under `snippets/`, `.jsx`/`.tsx` files, and any
//   `.mdx`/`.md` file another file imports), snippets first in import order: what
//   `@mintlify/prebuild` does before it writes a page (every page goes through `stringifyTree`);
// - MDX: `@mintlify/common/server-mdx`'s `getMdx` (Mintlify's server pipeline: its remark/rehype
//   plugins around `@mintlify/mdx`'s `serialize`), with the project's `variables`;
// - render: `@mintlify/mdx/client`'s `MDXClient` with `@mintlify/components` (./mintlify-components.mjs),
//   through `react-dom/server`'s `renderToStaticMarkup`.
//
// A page Mintlify cannot render is reported with its error: a parse error (`getAST` or `getMdx`'s
// own fallback page), or an error thrown while the compiled page runs. Nothing here is imported by src/.
import { parentPort, workerData } from 'node:worker_threads';
import { readFileSync } from 'node:fs';
import { createElement, useCallback, useContext, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MDXClient } from '@mintlify/mdx/client';
import {
  getAST,
  findAndRemoveImports,
  resolveAllImports,
  stringifyTree,
  parseFrontmatter,
  topologicalSort,
  replaceVariables,
} from '@mintlify/common';
import { getMdx } from '@mintlify/common/server-mdx';
import { boundaryErrors, componentsFor } from './mintlify-components.mjs';

const { root, snippetFiles, legacySnippetFiles, variables } = workerData;

/**
 * The React hooks Mintlify's app puts in every page's scope ("React hooks are pre-injected:
 * useState, useEffect, useRef, useCallback, useMemo, useContext, and useReducer are available
 * without importing them", Mintlify's docs, customize/react-components).
 */
const HOOKS = { useState, useEffect, useRef, useCallback, useMemo, useContext, useReducer };

/** Runs `fn` with console output captured, so a page's warnings are kept with the page. */
async function captured(fn) {
  const lines = [];
  const saved = { log: console.log, warn: console.warn, error: console.error };
  const keep = (...args) => lines.push(args.map((a) => (a instanceof Error ? `${a.name}: ${a.message}` : String(a))).join(' '));
  console.log = keep;
  console.warn = keep;
  console.error = keep;
  try {
    return { value: await fn(), lines };
  } finally {
    Object.assign(console, saved);
  }
}

/** Reads a file as prebuild reads a snippet: the project's variables replaced first. */
function readWithVariables(rel) {
  return replaceVariables(readFileSync(`${root}/${rel}`, 'utf8'), variables);
}

/** The project's snippets with their own imports resolved, in import order (prebuild's order). */
async function loadSnippets() {
  const parsed = [];
  for (const rel of snippetFiles) {
    try {
      const tree = getAST(readWithVariables(rel), `/${rel}`);
      parsed.push({ ...(await findAndRemoveImports(tree)), filename: `/${rel}` });
    } catch (error) {
      parsed.push({ filename: `/${rel}`, tree: getAST('🚧 A parsing error occurred.'), importMap: {}, error: String(error) });
    }
  }
  const graph = Object.fromEntries(parsed.map((s) => [s.filename, Object.keys(s.importMap)]));
  const ordered = topologicalSort(graph).reverse().map((f) => parsed.find((s) => s.filename === f)).filter(Boolean);
  for (const s of ordered) {
    if (Object.keys(s.importMap).length > 0) {
      const { value } = await captured(() => resolveAllImports({ snippets: ordered, fileWithImports: s, onWarning: () => {} }));
      s.tree = value;
    }
  }
  return parsed;
}

/** Legacy `_snippets/` files for `<Snippet file="…">`, keyed as getMdx expects. */
function legacySnippets() {
  return legacySnippetFiles.map((rel) => ({ snippetFileLocation: rel.replace(/^_snippets\//, ''), content: readFileSync(`${root}/${rel}`, 'utf8') }));
}

/** The page's source as prebuild writes it: imports resolved, the tree stringified. */
async function prebuildPage(rel, snippets, warnings) {
  const content = readFileSync(`${root}/${rel}`, 'utf8');
  let tree;
  try {
    tree = getAST(content, `/${rel}`);
  } catch (error) {
    return { error: `parse: ${error instanceof Error ? error.message : String(error)}` };
  }
  const withoutImports = await findAndRemoveImports(tree);
  let metadata = {};
  try {
    metadata = parseFrontmatter(content).attributes ?? {};
  } catch {
    // prebuild ignores a front matter it cannot read
  }
  if (Object.keys(withoutImports.importMap).length === 0) return { source: stringifyTree(withoutImports.tree), metadata };
  const resolved = await resolveAllImports({
    snippets,
    fileWithImports: { ...withoutImports, filename: `/${rel}` },
    onWarning: (w) => warnings.push(`${w.type}: ${w.message}`),
  });
  return { source: stringifyTree(resolved), metadata };
}

/** One page: prebuild, getMdx, server render; the HTML or the error. */
async function renderPage(rel, snippets, legacy) {
  const warnings = [];
  const pre = await prebuildPage(rel, snippets, warnings);
  if (pre.error) return { status: 'fail', stage: 'parse', error: pre.error, warnings };
  const route = `/${rel.replace(/\.mdx?$/, '')}`;
  const { value: mdx, lines } = await captured(() =>
    getMdx({ path: route, content: pre.source, metadata: pre.metadata, snippets: legacy, subdomain: 'bench', config: {}, codeStyling: 'dark', tailwindSelectors: [], variables }),
  );
  if (mdx.parseFailed) return { status: 'fail', stage: 'mdx', error: lines.join('\n').slice(0, 2000), warnings };
  const source = mdx.mdxSource;
  const used = new Set([...source.compiledSource.matchAll(/_missingMdxReference\("([^"]+)"/g)].map((m) => m[1]));
  const { components, unmapped } = componentsFor(used);
  boundaryErrors.length = 0;
  try {
    const { value: html, lines: renderLines } = await captured(() =>
      renderToStaticMarkup(createElement(MDXClient, { compiledSource: source.compiledSource, frontmatter: source.frontmatter, scope: { ...HOOKS, ...source.scope }, components })),
    );
    const errors = renderLines.filter((l) => /Error|error/.test(l));
    return { status: 'ok', html, unmapped, warnings, renderErrors: errors.slice(0, 5), componentErrors: [...boundaryErrors], extracts: Object.keys(mdx.mdxExtracts ?? {}) };
  } catch (error) {
    return { status: 'fail', stage: 'render', error: error instanceof Error ? `${error.name}: ${error.message}` : String(error), warnings };
  }
}

const snippets = await loadSnippets();
const legacy = legacySnippets();
parentPort.on('message', async (rel) => {
  let result;
  const started = Date.now();
  try {
    result = await renderPage(rel, snippets, legacy);
    result.ms = Date.now() - started;
  } catch (error) {
    result = { status: 'fail', stage: 'pipeline', error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  }
  parentPort.postMessage({ rel, ...result });
});
parentPort.postMessage({ ready: true });
