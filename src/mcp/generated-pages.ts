// The pages the build generates from specs (OpenAPI operations of an `openapi:` group, GraphQL,
// SDK and AsyncAPI references): no file holds them, so `find_pages` asks the build's own project
// model (src/render/layout/project.ts) for them, read without reading the pages (`provisional`)
// and offline (a remote spec from the build's cache), once per project read.
import { join } from 'node:path';
import type { NavNode } from '../config/index.js';
import type { Project } from '../project/load.js';
import { descriptionLine } from '../openapi/markdown.js';
import { factsOfText } from './page-facts.js';

/** A page the build makes with no file of its own. */
export interface GeneratedPage {
  /** The page's path, as the navigation names it: `api-reference/get-plants`. */
  page: string;
  /** Its URL path on the site: `/api-reference/get-plants`. */
  url: string;
  title: string;
  /** Its description as the built page gives it: its front matter's, else its operation's first paragraph on one line. */
  description?: string;
  /** The headings of its own text (an operation's `x-mint.content`, a GraphQL, SDK or AsyncAPI reference). */
  headings: string[];
  /** The sections above it in the navigation; absent when no navigation lists it (`x-hidden`). */
  navigation?: string[];
}

const known = new WeakMap<Project, Promise<GeneratedPage[]>>();

/** The labels of the sections above a navigation entry (a group that is itself the page counts). */
function trailOf(ancestors: readonly NavNode[], node: NavNode): string[] {
  const trail = ancestors.map((a) => a.label);
  return node.kind === 'group' ? [...trail, node.label] : trail;
}

async function readGenerated(project: Project): Promise<GeneratedPage[]> {
  const { loadSiteProject } = await import('../render/layout/project.js');
  let site;
  try {
    site = await loadSiteProject(project.root, { provisional: true, offline: true, specCacheDir: join(project.root, '.docwright-cache') });
  } catch {
    // A project the build refuses (no usable configuration, no page) generates nothing.
    return [];
  }
  const files = new Set(project.pages.map((page) => page.page));
  const out: GeneratedPage[] = [];
  for (const entry of site.pages.values()) {
    // A written page whose reference the build composes in (an AsyncAPI channel) carries a source too: it has a file.
    if (entry.source === undefined || files.has(entry.path)) continue;
    const place = site.placement.get(entry.path);
    // The description the built page shows: its front matter's, else its operation's (src/render/layout/render-page.ts).
    const description = entry.description ?? (entry.operationDescription === undefined ? undefined : descriptionLine(entry.operationDescription));
    out.push({
      page: entry.path,
      url: entry.url,
      title: entry.title,
      ...(description !== undefined ? { description } : {}),
      headings: factsOfText(`${entry.path}.mdx`, entry.source).headings,
      ...(place !== undefined ? { navigation: trailOf(place.ancestors, place.node) } : {}),
    });
  }
  return out.sort((a, b) => (a.page < b.page ? -1 : a.page > b.page ? 1 : 0));
}

/** The pages the build generates for `project` (kept while the project read stays the same). */
export function generatedPages(project: Project): Promise<GeneratedPage[]> {
  let found = known.get(project);
  if (found === undefined) {
    found = readGenerated(project);
    known.set(project, found);
  }
  return found;
}
