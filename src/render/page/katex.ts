// KaTeX, through one module of ours: the package build bundles this file with KaTeX's ES module
// inlined (scripts/bundle.mjs) and vendors only the style sheet and the `woff2` fonts the site
// ships into dist/vendor/katex/ (with KaTeX's licence), instead of the 4.6 MB `katex` package
// (its sources, three font formats, contrib scripts). It sits at the root of src/render/ so
// the CLI bundle can import it by the same relative path as the compiled modules.
export { default } from 'katex';
