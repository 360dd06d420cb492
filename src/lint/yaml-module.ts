// The `yaml` package loaded on demand. It is CommonJS: in the bundle (scripts/bundle.mjs), a
// dynamic `import('yaml')` resolves to a chunk whose only export is `default` (the package's
// `module.exports`), so its named exports are read from there when they are not on the namespace.
type Yaml = typeof import('yaml');

/** The `yaml` package's exports, whether `import()` gives them by name (tsx, jest) or under `default` (dist). */
export async function loadYaml(): Promise<Yaml> {
  const loaded: Yaml & { default?: unknown } = await import('yaml');
  if (typeof loaded.parseDocument === 'function') return loaded;
  return loaded.default as Yaml;
}
