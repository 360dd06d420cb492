// The share image of a page (`og:image`, `twitter:image` …, from its front matter or docs.json's
// `seo.metatags`): Open Graph and Twitter read it as an absolute URL, so a site path is written
// after the site's URL. With no site URL known (no `--base-url`, no `seo.metatags.canonical`)
// the path stays relative, which social sites ignore: an `og-image-relative` warning at the value.
import type { DocsModel } from '../../config/index.js';
import { locate, type ResolvedConfig } from '../../config/json.js';
import { configuredSiteUrl } from '../../config/site-url.js';
import type { Finding } from '../../findings/finding.js';
import { encodeUrlText } from '../../fs/url-path.js';
import { isExternal } from './nav.js';

/** The meta tags naming a share image: Open Graph and Twitter read them as absolute URLs. */
export const IMAGE_METAS: readonly string[] = ['og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image'];

/** Whether a share image's value is a site path (`/og.png`, `images/og.png`), which only the site's URL makes absolute. */
function isSitePath(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '' && !isExternal(value.trim());
}

/**
 * `metas` with each share image made absolute as the logo fallback is: a site path (`/og.png`,
 * `images/og.png`, from the site's root as Mintlify reads them) after the site's URL (its base
 * path included); an `http(s):` URL or any other address as written. Without the site's URL the
 * path gets the base path, as a body image does (a crawler cannot read it: `og-image-relative`).
 */
export function shareImagesAbsolute(metas: Record<string, string>, siteUrl: string, basePath: string): Record<string, string> {
  for (const key of IMAGE_METAS) {
    const value = metas[key];
    if (!isSitePath(value)) continue;
    const path = `/${value.trim().replace(/^(\.\/)+/, '').replace(/^\/+/, '')}`;
    metas[key] = `${siteUrl || basePath}${encodeUrlText(path)}`;
  }
  return metas;
}

function message(key: string, value: string): string {
  const shown = value.trim().length > 80 ? `${value.trim().slice(0, 79)}…` : value.trim();
  return `Unexpected \`${key}\` site path \`${shown}\` with no site URL to make it absolute, expected an \`https:\` URL, or the site's URL in \`--base-url\` or \`seo.metatags.canonical\`: it is written relative, and social sites ignore a relative share image`;
}

/** Where a front matter key's value starts on its line (1-based), else 1. */
function valueColumn(lineText: string, key: string): number {
  const match = new RegExp(`^\\s*(["']?)${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1\\s*:\\s*`).exec(lineText);
  return match ? match[0].length + 1 : 1;
}

/** A page's share images given as site paths when no site URL is known: a warning at each value in its front matter. */
export function pageShareImageFindings(file: string, source: string, frontmatter: { data: Record<string, unknown>; keyLines: Record<string, number> }, siteUrl: string, model: DocsModel): Finding[] {
  if (siteUrl || configuredSiteUrl(model)) return [];
  const findings: Finding[] = [];
  let lines: string[] | undefined;
  for (const key of IMAGE_METAS) {
    const value = Object.hasOwn(frontmatter.data, key) ? frontmatter.data[key] : undefined;
    if (!isSitePath(value)) continue;
    const line = Object.hasOwn(frontmatter.keyLines, key) ? frontmatter.keyLines[key] : undefined;
    lines ??= source.split('\n');
    const column = line === undefined ? 1 : valueColumn(lines[line - 1] ?? '', key);
    findings.push({ file, line: line ?? 1, column, ruleId: 'og-image-relative', severity: 'warn', message: message(key, value) });
  }
  return findings;
}

/** The share images docs.json's `seo.metatags` gives as site paths when no site URL is known: a warning at each value. */
export function configShareImageFindings(model: DocsModel, resolved: ResolvedConfig | undefined, configPath: string, siteUrl: string): Finding[] {
  if (siteUrl || configuredSiteUrl(model)) return [];
  const findings: Finding[] = [];
  for (const key of IMAGE_METAS) {
    const value = Object.hasOwn(model.seo.metatags, key) ? model.seo.metatags[key] : undefined;
    if (!isSitePath(value)) continue;
    // mint.json holds them in `metadata`.
    const legacy = resolved !== undefined && typeof resolved.value === 'object' && resolved.value !== null && 'metadata' in resolved.value;
    const place = resolved ? locate(resolved, legacy ? ['metadata', key] : ['seo', 'metatags', key]) : undefined;
    findings.push({ file: place?.file ?? configPath, line: place?.at?.line ?? 1, column: place?.at?.column ?? 1, ruleId: 'og-image-relative', severity: 'warn', message: message(key, value) });
  }
  return findings;
}
