// Which spec a page or navigation entry is tied to. An `openapi` on a tab, anchor, group
// (or any level of the navigation) belongs to the pages under it: they are resolved against
// the nearest such spec, never against another part of the site's. Pages under no such
// level use the config-wide specs (top-level `openapi`, `api.openapi`, `navigation.openapi`).
import type { DocsModel, NavNode } from '../config/model.js';
import { walkNav } from '../config/nav-walk.js';

const levelSpecs = new WeakMap<readonly NavNode[], ReadonlySet<string>>();

/**
 * Spec sources named on a level of the navigation (not config-wide). Walked once per
 * navigation: every page asks, and a walk per page made check quadratic in the pages.
 */
export function navLevelSpecs(navigation: readonly NavNode[]): ReadonlySet<string> {
  let out = levelSpecs.get(navigation);
  if (out === undefined) {
    const found = new Set<string>();
    for (const { node } of walkNav(navigation)) if (node.openapi !== undefined) found.add(node.openapi);
    out = found;
    levelSpecs.set(navigation, out);
  }
  return out;
}

/** The config-wide spec sources: every spec the config names, but those of a navigation level. */
export function globalSpecs(model: Pick<DocsModel, 'api' | 'navigation'>): string[] {
  const levels = navLevelSpecs(model.navigation);
  return model.api.openapi.filter((source) => !levels.has(source));
}

/**
 * The sources searched for a reference without a file, in search order: the `openapi` of
 * the entry's own level and its ancestors (nearest first) when there is one, else the
 * config-wide ones (and with none of those, every spec the config names), the last named
 * first: when two of them define the same operation, Mintlify shows the later spec's.
 */
export function specSourcesFor(model: Pick<DocsModel, 'api' | 'navigation'>, chain: readonly NavNode[]): string[] {
  const tied: string[] = [];
  for (let i = chain.length - 1; i >= 0; i--) {
    const spec = chain[i]?.openapi;
    if (spec !== undefined && !tied.includes(spec)) tied.push(spec);
  }
  if (tied.length > 0) return tied;
  const global = globalSpecs(model);
  // Outside every spec'd level and with no config-wide spec: any spec the config names.
  return (global.length > 0 ? global : [...model.api.openapi]).reverse();
}
