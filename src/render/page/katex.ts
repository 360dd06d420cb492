// KaTeX, through one module of ours: the package build bundles this file with KaTeX's ES module
// inlined (scripts/bundle.mjs) and vendors only the style sheet and the `woff2` fonts the site
// ships into dist/vendor/katex/ (with KaTeX's licence), instead of the 4.6 MB `katex` package
// (its sources, three font formats, contrib scripts). The CLI bundle imports the bundled module
// (dist/src/render/page/katex.js) by its path, as scripts/bundle.mjs's OWN_BUNDLES says.
export { default } from 'katex';
