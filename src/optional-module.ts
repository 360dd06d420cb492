// Optional peer dependencies (issue 29): `pagefind` (the site's search index) and
// `@modelcontextprotocol/sdk` (`docwright mcp`) are installed only by the projects that use
// them. Each is loaded through `loadOptional`, which tells "not installed" (the command goes
// on without it, or names the install command) from "installed but broken" (its own error).

/** What loading an optional package gave: the module, or why not. */
export type Optional<T> =
  | { status: 'loaded'; module: T }
  /** The package is not installed. */
  | { status: 'missing'; name: string }
  /** The package is installed but failed to load (a missing file of its own, a dependency, a syntax error): `reason` is its error. */
  | { status: 'broken'; name: string; reason: string };

/** The package a specifier names: `a`, `a/b` → `a`; `@s/a/b` → `@s/a`. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/**
 * Whether `error` says that the package of `specifier` itself is not installed, and not that a
 * file or a dependency of an installed package is missing: node names the package it could not
 * find (`Cannot find package 'pagefind' imported from …`, or `Cannot find module 'x'` from require).
 */
export function isMissingPackage(error: unknown, specifier: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = 'code' in error ? error.code : undefined;
  const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
  if (code !== 'ERR_MODULE_NOT_FOUND' && code !== 'MODULE_NOT_FOUND') return false;
  const name = packageName(specifier);
  return message.includes(`Cannot find package '${name}'`) || message.includes(`Cannot find module '${specifier}'`) || message.includes(`Cannot find module '${name}'`);
}

/** The first line of an error's message. */
function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0] ?? message;
}

/**
 * Load an optional package with `load` (a dynamic `import()` of `specifier`; tests pass a loader
 * that fails as node does). Never throws: a package that is not installed is `missing`, any
 * other failure `broken` with its reason.
 */
export async function loadOptional<T>(specifier: string, load: () => Promise<T>): Promise<Optional<T>> {
  try {
    return { status: 'loaded', module: await load() };
  } catch (error) {
    const name = packageName(specifier);
    if (isMissingPackage(error, specifier)) return { status: 'missing', name };
    return { status: 'broken', name, reason: firstLine(error) };
  }
}
