// What `build` writes and `dev` serves from a project besides its pages: an allow-list.
//
// A docs folder also holds what must not go on the web: `docs.json` and other config,
// `tsconfig.json`, `package.json`, snippet code, scripts, data files, notes. And some types
// are active on the site's origin: `.html`, `.xml`/`.xsl` (XSLT), `.js`, and `.svg` opened as
// a document. So a file is published only when it is
// - media by its extension: images, video, audio, fonts and PDF (MEDIA below);
//   SVG is published sanitised (src/render/safety/svg.ts), never as written;
// - an API spec the configuration names (`openapi`, `asyncapi` with a local path), and the
//   files an OpenAPI one's `$ref`s read (src/render/layout/spec-ref-files.ts);
// - matched by a pattern the author gives (`--publish 'downloads/**'`): the one way to
//   publish anything else, copied as it is (an SVG is still sanitised).
// Specs found only by discovery or named only in a page's front matter are read for the API
// pages but not published. Documented in docs/commands/build.mdx.
import { extname, join } from 'node:path';
import picomatch from 'picomatch';
import type { Finding } from '../../findings/finding.js';

/** Extensions (lowercase, without the dot) published as media, by kind. */
export const MEDIA: Readonly<Record<'images' | 'video' | 'audio' | 'fonts' | 'documents', readonly string[]>> = {
  images: ['png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'ico', 'bmp', 'svg'],
  video: ['mp4', 'webm', 'mov', 'm4v', 'ogv'],
  audio: ['mp3', 'wav', 'ogg', 'oga', 'm4a', 'aac', 'flac'],
  fonts: ['woff', 'woff2', 'ttf', 'otf', 'eot'],
  documents: ['pdf'],
};

const MEDIA_EXTENSIONS = new Set(Object.values(MEDIA).flat());

/** Whether a file is media by its extension. */
export function isMedia(rel: string): boolean {
  return MEDIA_EXTENSIONS.has(extname(rel).slice(1).toLowerCase());
}

export { configuredSpecs } from '../../project/specs.js';

export interface PublishPolicy {
  /** Spec files named by the configuration. */
  specs: readonly string[];
  /** Extra patterns (picomatch, relative to the root) the author publishes as they are. */
  patterns?: readonly string[];
}

/** The predicate: is this file (relative, `/`-separated) published? */
export function publishFilter(policy: PublishPolicy): (rel: string) => boolean {
  const specs = new Set(policy.specs);
  const extra = policy.patterns && policy.patterns.length > 0 ? picomatch([...policy.patterns], { dot: false }) : undefined;
  return (rel) => isMedia(rel) || specs.has(rel) || (extra !== undefined && extra(rel));
}

/** Why a `--publish` pattern can never match a file of the project, or undefined when it can. */
export function publishPatternProblem(pattern: string): string | undefined {
  const path = pattern.replace(/\\/g, '/');
  if (path.trim() === '') return 'Missing pattern after `--publish`';
  if (path.startsWith('/') || /^[A-Za-z]:/.test(path) || path.split('/').includes('..')) {
    return `Unexpected \`--publish\` pattern \`${pattern}\`, expected a pattern relative to the docs root such as \`downloads/**\``;
  }
  return undefined;
}

/** Whether a published file is rewritten (sanitised) rather than copied as it is. */
export function isSanitised(rel: string): boolean {
  return extname(rel).toLowerCase() === '.svg';
}

/**
 * `custom-asset` warnings (at 1:1) for the project's `.css` and `.js` files (`rel`: relative,
 * `/`-separated, not ignored): Mintlify adds every such file to every page (its custom CSS and
 * scripts); docwright adds neither, so each is named rather than left out silently.
 */
export function customAssetFindings(root: string, rels: Iterable<string>): Finding[] {
  const findings: Finding[] = [];
  for (const rel of [...rels].sort()) {
    const ext = extname(rel).toLowerCase();
    if (ext !== '.css' && ext !== '.js') continue;
    const message =
      ext === '.css'
        ? `Unexpected stylesheet \`${rel}\` in the project, expected a page's \`style\` or Tailwind classes: Mintlify adds every \`.css\` file to every page, docwright adds none, so the site is built without it`
        : `Unexpected script \`${rel}\` in the project, expected no custom script: Mintlify adds every \`.js\` file to every page, docwright runs no project script in readers' browsers, so the site is built without it`;
    findings.push({ file: join(root, rel), line: 1, column: 1, ruleId: 'custom-asset', severity: 'warn', message });
  }
  return findings;
}
