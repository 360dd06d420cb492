// The project, read once: the docs.json model (src/config), the page index with its one
// ignore policy, snippets and specs. Every command takes its pages from here.
import { resolve } from 'node:path';
import { loadDocsConfig, navPages, usableModel, type DocsModel, type LoadedConfig } from '../config/index.js';
import type { IgnorePolicyOptions } from './ignore.js';
import { indexProject, withListedPages, type IndexReuse, type PageFile, type ProjectIndex } from './pages.js';
import { configuredSpecs, conventionalSpecs } from './specs.js';

export interface Project {
  root: string;
  /** The configuration as loaded: file, generation, model and its problems. */
  config: LoadedConfig;
  /**
   * The normalised docs.json, or when it does not validate the lenient model of what does
   * (`config.model` tells them apart); `undefined` when missing or unusable (see `config.diagnostics`).
   */
  model: DocsModel | undefined;
  /** Every file the ignore policy keeps (and the pages the navigation lists), and the pages among them. */
  index: ProjectIndex;
  /** The site's pages (not snippets, not repository documents). */
  pages: readonly PageFile[];
  snippets: readonly PageFile[];
  /** Spec files: those the configuration names (local ones), else those named like one (`openapi.yaml` …). */
  specs: string[];
}

export interface LoadProjectOptions extends IgnorePolicyOptions {
  /** Read every page to find the page files other pages import (snippets by use); default true. False: only snippet folders make snippets (the dev server's provisional site). */
  scanImports?: boolean;
  /**
   * What may be kept of the project read before (same root, same options), for a process that keeps the project
   * between requests: the index's unchanged parts (see `IndexReuse`), and the configuration when `sameConfig`
   * (none of `config.files` changed, and no configuration file appeared or went).
   */
  reuse?: Omit<IndexReuse, 'previous'> & { previous: Project; sameConfig: boolean };
}

/** Read the project at `root`: the configuration and the file index, in parallel. */
export async function loadProject(rootInput: string, options: LoadProjectOptions = {}): Promise<Project> {
  const root = resolve(rootInput);
  const { reuse, ...indexOptions } = options;
  const previous = reuse?.previous.root === root ? reuse.previous : undefined;
  const [config, found] = await Promise.all([
    previous && reuse?.sameConfig === true ? previous.config : loadDocsConfig(root),
    indexProject(root, previous && reuse ? { ...indexOptions, reuse: { previous: previous.index, unchanged: reuse.unchanged, sameListing: reuse.sameListing } } : indexOptions),
  ]);
  const model = usableModel(config);
  // A page the navigation lists is read even when an ignore file leaves it out.
  const index = model ? withListedPages(found, navPages(model)) : found;
  const named = model ? configuredSpecs(model) : [];
  return {
    root,
    config,
    model,
    index,
    pages: index.pages,
    snippets: index.snippets,
    specs: named.length > 0 ? named : conventionalSpecs(index.all),
  };
}
