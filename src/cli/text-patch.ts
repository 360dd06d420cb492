// A unified diff of two texts, for `docwright rules --check`: the `diff` package's `structuredPatch`.
// `npm run build` bundles this module with the function inlined (scripts/bundle.mjs; issue 29: the
// package is 1 MB installed), so the CLI imports `diff` only through it.
export { structuredPatch } from 'diff';
