// `remark-math`, through one module of ours: the package build bundles this file with
// `remark-math` and its micromark and mdast parts inlined (scripts/bundle.mjs), so that an install
// does not pull `micromark-extension-math`, whose HTML compiler (never used here: the renderer
// draws math itself) depends on all of KaTeX. KaTeX ships vendored instead (src/render/page/katex.ts).
export { default } from 'remark-math';
