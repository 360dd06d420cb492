// `docwright a11y`: what Mintlify's `mint a11y` checks, from the project itself. The theme's
// colour contrast comes from `themeContrast` (the renderer's colours), the alt text from the
// lint rules `image-alt` and `media-title` run by the lint engine: one implementation each.
import { relative } from 'node:path';
import { finding, locate } from '../config/json.js';
import { loadDocsConfig, usableModel } from '../config/index.js';
import type { Finding } from '../findings/finding.js';
import { applyCheckSettings } from '../findings/checks.js';
import { loadCheckSettings } from '../lint/check-settings.js';
import { lint } from '../lint/engine.js';
import { themeContrast, type ContrastPair } from './contrast.js';
import { contrastMessage } from '../check/theme-contrast.js';
import { compareText } from '../fs/order.js';

export interface A11yOptions {
  /** Leave out the colour contrast of the theme (`--skip-contrast`). */
  skipContrast?: boolean;
  /** Leave out the alt text of images, videos and frames (`--skip-alt-text`). */
  skipAltText?: boolean;
}

export interface A11yRun {
  /** Contrast findings (`text-contrast`, `theme-contrast`, at the severity the project's `checks` give them) at their docs.json key, then the pages' (`image-alt`, `media-title`), and config problems that stop the contrast check. */
  findings: Finding[];
  /** Every colour pair judged, passing or not (empty with `skipContrast`). */
  pairs: ContrastPair[];
  /** Pages whose alt text was checked. */
  pageCount: number;
}

/** The lint rules that judge alt text: `image-alt` (images) and `media-title` (`<video>`, `<iframe>`). */
export const ALT_TEXT_RULES = ['image-alt', 'media-title'] as const;

/** The theme's contrast findings: rendered text below AA is an error, a theme colour below what `mint a11y` asks a warning. */
async function contrastFindings(root: string): Promise<{ findings: Finding[]; pairs: ContrastPair[] }> {
  const loaded = await loadDocsConfig(root);
  const model = usableModel(loaded);
  if (!model || !loaded.resolved) return { findings: loaded.diagnostics.filter((d) => d.fatal === true || d.severity === 'error'), pairs: [] };
  const { resolved } = loaded;
  const pairs = themeContrast(model);
  const findings = pairs
    .filter((pair) => pair.ratio < pair.minimum)
    .map((pair) => {
      const legacyBackground = loaded.generation === 'legacy' && pair.source[0] === 'background';
      const where = locate(resolved, legacyBackground ? ['colors', 'background', ...pair.source.slice(2)] : pair.source);
      return finding(where.file, where.at, pair.kind === 'text' ? 'text-contrast' : 'theme-contrast', contrastMessage(pair), pair.kind === 'text' ? 'error' : 'warn');
    });
  return { findings, pairs };
}

/** The alt-text findings of every page of the project, from the lint rules alone (no config file's other rules). */
async function altTextFindings(root: string): Promise<{ findings: Finding[]; pageCount: number }> {
  const run = await lint([], { cwd: root, config: { rules: Object.fromEntries(ALT_TEXT_RULES.map((id) => [id, 'error'])) } });
  return { findings: run.results.flatMap((result) => result.findings), pageCount: run.results.length };
}

/** Check the project at `root` (absolute) for what `mint a11y` checks; findings are sorted by file, line and column. */
export async function a11y(root: string, options: A11yOptions = {}): Promise<A11yRun> {
  const contrast = options.skipContrast ? { findings: [], pairs: [] } : await contrastFindings(root);
  const alt = options.skipAltText ? { findings: [], pageCount: 0 } : await altTextFindings(root);
  // The project's `checks` set the contrast ids' severities, as they set `check`'s (`docwright-config` when they do not load).
  const checks = options.skipContrast ? { settings: {} } : await loadCheckSettings(root);
  const findings = [...applyCheckSettings([...(checks.problems ?? []), ...contrast.findings], checks.settings), ...alt.findings].sort(
    (a, b) => compareText(relative(root, a.file), relative(root, b.file)) || a.line - b.line || a.column - b.column,
  );
  return { findings, pairs: contrast.pairs, pageCount: alt.pageCount };
}
