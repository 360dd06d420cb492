// The site's own assets under `_docwright/` (CSS, JS, KaTeX) and the project's published
// files (SVG cleaned), for the dev server and the build.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readBytesInside } from '../fs/paths.js';
import { version } from '../version.js';
import { CONTEXTUAL_JS, HYDRATE_JS, MERMAID_JS, PLAYGROUND_CSS, PLAYGROUND_JS, SITE_CSS, SITE_JS } from './assets/bundled.js';
import { ASSET_DIR } from './layout/layout.js';
import { INTER_FILES, INTER_FONT_FACE } from './components/fonts.js';
import { isSanitised } from './safety/publish.js';
import { themeCss } from './components/themes.js';
import { checkoutModulePath, isVendored, readVendored, vendorPath } from '../fs/vendor-files.js';
import { importInTurn } from '../import-in-turn.js';

/** `_docwright/site.css`: Inter's `@font-face` rules, every theme's tokens (src/render/components/themes.ts), then the style sheet that reads them. */
export const SITE_STYLES = INTER_FONT_FACE + themeCss() + SITE_CSS;

/**
 * KaTeX's style sheet and fonts: vendored by the package build into `dist/vendor/katex/` (the
 * style sheet and the `woff2` fonts, src/render/page/katex.ts), in a checkout the devDependency's.
 */
function katexDir(): string {
  return isVendored('katex/katex.min.css') ? vendorPath('katex') : checkoutModulePath('katex/dist');
}

/**
 * Inter's two files the site serves (src/render/components/fonts.ts): vendored by the package build
 * into `dist/vendor/inter/` with the font's licence, not the whole package (2 MB: 42 files for
 * every subset and axis, and their CSS); in a checkout the devDependency's.
 */
function interDir(): string {
  return isVendored(`inter/${INTER_FILES[0]}`) ? vendorPath('inter') : checkoutModulePath('@fontsource-variable/inter/files');
}

/**
 * The `mermaid` package's prebuilt browser bundle. The package build vendors that one file
 * (compressed, with its licence) into `dist/vendor/mermaid/` (scripts/bundle.mjs), so an install
 * of docwright does not pull mermaid's ~125 packages for a file that only browsers run; in a
 * checkout run from source it is read from the devDependency (src/fs/vendor-files.ts).
 */
export const MERMAID_BUNDLE = 'mermaid/mermaid.min.js';
function mermaidBundle(): Promise<Buffer> {
  return readVendored(MERMAID_BUNDLE, 'mermaid/dist/mermaid.min.js');
}

export async function siteAsset(name: string): Promise<string | Uint8Array | undefined> {
  if (name === 'site.css') return SITE_STYLES;
  if (name.startsWith('fonts/')) {
    const file = INTER_FILES.find((f) => `fonts/${f}` === name);
    return file ? readFile(join(interDir(), file)).catch(() => undefined) : undefined;
  }
  if (name === 'site.js') return SITE_JS;
  if (name === 'contextual.js') return CONTEXTUAL_JS;
  if (name === 'mermaid-init.js') return MERMAID_JS;
  if (name === MERMAID_BUNDLE) return mermaidBundle().catch(() => undefined);
  if (name === 'api-playground.js') return PLAYGROUND_JS;
  if (name === 'hydrate.js') return HYDRATE_JS;
  if (name === 'api-playground.css') return PLAYGROUND_CSS;
  if (name.startsWith('katex/')) {
    const rest = name.slice('katex/'.length);
    if (!/^(katex\.min\.css|fonts\/[\w.-]+)$/.test(rest)) return undefined;
    return readFile(join(katexDir(), rest)).catch(() => undefined);
  }
  return undefined;
}

export const ASSET_VERSION = createHash('sha256').update(`${version}\0${SITE_STYLES}\0${SITE_JS}\0${CONTEXTUAL_JS}\0${MERMAID_JS}\0${PLAYGROUND_CSS}\0${PLAYGROUND_JS}\0${HYDRATE_JS}`).digest('hex').slice(0, 10);

/** Write the site's own assets into a build; the playground and KaTeX only when a page uses them. */
export async function writeSiteAssets(
  write: (rel: string, body: string | Uint8Array) => Promise<void>,
  copy: (from: string, rel: string) => Promise<void>,
  needs: { playground: boolean; katex: boolean; contextual?: boolean; mermaid?: boolean; hydrate?: boolean },
): Promise<void> {
  await write(`${ASSET_DIR}/site.css`, SITE_STYLES);
  for (const file of INTER_FILES) await copy(join(interDir(), file), `${ASSET_DIR}/fonts/${file}`);
  await write(`${ASSET_DIR}/site.js`, SITE_JS);
  if (needs.contextual) await write(`${ASSET_DIR}/contextual.js`, CONTEXTUAL_JS);
  if (needs.mermaid) {
    await write(`${ASSET_DIR}/mermaid-init.js`, MERMAID_JS);
    await write(`${ASSET_DIR}/${MERMAID_BUNDLE}`, await mermaidBundle());
  }
  if (needs.hydrate) await write(`${ASSET_DIR}/hydrate.js`, HYDRATE_JS);
  if (needs.playground) {
    await write(`${ASSET_DIR}/api-playground.js`, PLAYGROUND_JS);
    await write(`${ASSET_DIR}/api-playground.css`, PLAYGROUND_CSS);
  }
  if (needs.katex) {
    const katex = katexDir();
    await copy(join(katex, 'katex.min.css'), `${ASSET_DIR}/katex/katex.min.css`);
    for (const font of await readdir(join(katex, 'fonts'))) {
      if (font.endsWith('.woff2')) await copy(join(katex, 'fonts', font), `${ASSET_DIR}/katex/fonts/${font}`);
    }
  }
}

/** A published file's body: SVG sanitised (src/render/safety/svg.ts), everything else as it is; `warn` hears why an SVG was published empty. */
export async function readAsset(root: string, rel: string, warn?: (message: string) => void): Promise<string | Uint8Array | undefined> {
  // Through the project guard: a symlink that leads outside the project is never read.
  const body = await readBytesInside(root, join(root, rel)).catch(() => undefined);
  if (body === undefined || !isSanitised(rel)) return body;
  // Loaded only for an SVG read again (rehype and parse5: a rebuild that keeps its files never needs them).
  const { sanitiseSvgFile } = await importInTurn(() => import('./safety/svg.js'));
  const { svg, problem } = sanitiseSvgFile(body.toString('utf8'));
  if (problem) warn?.(problem);
  return svg;
}
