// The share image of a page (`og:image`, `twitter:image` …, from its front matter or docs.json's
// `seo.metatags`): Open Graph and Twitter read it as an absolute URL, so a site path is written
// after the site's URL. With no site URL known (no `--base-url`, no `seo.metatags.canonical`)
// the path stays relative, which social sites ignore: an `og-image-relative` warning at the value. A path whose `..`
// climbs above the site's root is written from the root (never a URL out of the base path): `og-image-outside`.
import type { DocsModel } from '../../config/index.js';
import { locate, type ResolvedConfig } from '../../config/json.js';
import { configuredSiteUrl, siteUrlFindings, type SiteAddress } from '../../config/site-url.js';
import type { Finding } from '../../findings/finding.js';
import { encodeUrlText } from '../../fs/url-path.js';
import { isExternal } from './nav.js';

/** The meta tags naming a share image: Open Graph and Twitter read them as absolute URLs. */
export const IMAGE_METAS: readonly string[] = ['og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image'];

/** Whether a share image's value is a site path (`/og.png`, `images/og.png`), which only the site's URL makes absolute. */
function isSitePath(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '' && !isExternal(value.trim());
}

/** A `.` or `..` path segment as a URL reads it, `%2e` for a dot included. */
const dots = (segment: string): number => (/^(?:\.|%2e){1,2}$/i.test(segment) ? segment.replace(/%2e/gi, '.').length : 0);

/**
 * A share image's site path from the site's root (`/images/og.png`): its `.` and `..` segments resolved, as a browser
 * would, except that `..` never climbs above the root (`climbs`: one tried), so the URL stays under the base path.
 */
export function sharePathOf(value: string): { path: string; climbs: boolean } {
  const kept: string[] = [];
  let climbs = false;
  for (const segment of value.trim().split('/')) {
    const dotted = dots(segment);
    if (dotted === 2) {
      if (kept.length === 0) climbs = true;
      kept.pop();
    } else if (dotted === 0 && segment !== '') kept.push(segment);
  }
  const slash = /\/[ \t]*$/.test(value) && kept.length > 0 ? '/' : '';
  return { path: `/${kept.join('/')}${slash}`, climbs };
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
    metas[key] = `${siteUrl || basePath}${encodeUrlText(sharePathOf(value).path)}`;
  }
  return metas;
}

function message(key: string, value: string): string {
  const shown = value.trim().length > 80 ? `${value.trim().slice(0, 79)}…` : value.trim();
  return `Unexpected \`${key}\` site path \`${shown}\` with no site URL to make it absolute, expected an \`https:\` URL, or the site's URL in \`--base-url\` or \`seo.metatags.canonical\`: it is written relative, and social sites ignore a relative share image`;
}

function outsideMessage(key: string, value: string): string {
  const shown = value.trim().length > 80 ? `${value.trim().slice(0, 79)}…` : value.trim();
  return `Unexpected \`${key}\` path \`${shown}\` whose \`..\` climbs above the site's root, expected a path inside the site (\`/images/og.png\`): it is written as \`${sharePathOf(value).path}\` from the site's root`;
}

/** The warnings of one share image given as a site path: climbing out of the site (always), relative (`relative`: no site URL). */
function shareImageFindings(value: string, key: string, relative: boolean, at: Pick<Finding, 'file' | 'line' | 'column'>): Finding[] {
  return [
    ...(sharePathOf(value).climbs ? [{ ...at, ruleId: 'og-image-outside', severity: 'warn' as const, message: outsideMessage(key, value) }] : []),
    ...(relative ? [{ ...at, ruleId: 'og-image-relative', severity: 'warn' as const, message: message(key, value) }] : []),
  ];
}

/** Where a front matter key's value starts on its line (1-based), else 1. */
export function valueColumn(lineText: string, key: string): number {
  const match = new RegExp(`^\\s*(["']?)${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1\\s*:\\s*`).exec(lineText);
  return match ? match[0].length + 1 : 1;
}

/** A page's share images given as site paths that climb out of the site, or when no site URL is known: a warning at each value in its front matter. */
export function pageShareImageFindings(file: string, source: string, frontmatter: { data: Record<string, unknown>; keyLines: Record<string, number> }, siteUrl: string, model: DocsModel): Finding[] {
  const relative = !siteUrl && !configuredSiteUrl(model);
  const findings: Finding[] = [];
  let lines: string[] | undefined;
  for (const key of IMAGE_METAS) {
    const value = Object.hasOwn(frontmatter.data, key) ? frontmatter.data[key] : undefined;
    if (!isSitePath(value)) continue;
    const line = Object.hasOwn(frontmatter.keyLines, key) ? frontmatter.keyLines[key] : undefined;
    lines ??= source.split('\n');
    const column = line === undefined ? 1 : valueColumn(lines[line - 1] ?? '', key);
    findings.push(...shareImageFindings(value, key, relative, { file, line: line ?? 1, column }));
  }
  return findings;
}

/** The share images docs.json's `seo.metatags` gives as site paths that climb out of the site, or when no site URL is known: a warning at each value. */
export function configShareImageFindings(model: DocsModel, resolved: ResolvedConfig | undefined, configPath: string, siteUrl: string): Finding[] {
  const relative = !siteUrl && !configuredSiteUrl(model);
  const findings: Finding[] = [];
  for (const key of IMAGE_METAS) {
    const value = Object.hasOwn(model.seo.metatags, key) ? model.seo.metatags[key] : undefined;
    if (!isSitePath(value)) continue;
    // mint.json holds them in `metadata`.
    const legacy = resolved !== undefined && typeof resolved.value === 'object' && resolved.value !== null && 'metadata' in resolved.value;
    const place = resolved ? locate(resolved, legacy ? ['metadata', key] : ['seo', 'metatags', key]) : undefined;
    findings.push(...shareImageFindings(value, key, relative, { file: place?.file ?? configPath, line: place?.at?.line ?? 1, column: place?.at?.column ?? 1 }));
  }
  return findings;
}

/** Where `seo.metatags.canonical` (mint.json's `metadata.canonical`) is, in docs.json or the file it is included from. */
function metatagPlace(resolved: ResolvedConfig | undefined, configPath: string, key: string): Pick<Finding, 'file' | 'line' | 'column'> {
  const legacy = resolved !== undefined && typeof resolved.value === 'object' && resolved.value !== null && 'metadata' in resolved.value;
  const place = resolved ? locate(resolved, legacy ? ['metadata', key] : ['seo', 'metatags', key]) : undefined;
  return { file: place?.file ?? configPath, line: place?.at?.line ?? 1, column: place?.at?.column ?? 1 };
}

/** `seo.metatags.canonical` naming a path the on-site links do not start with (src/config/site-url.ts): a warning at its value. */
export function configSiteUrlFindings(model: DocsModel, resolved: ResolvedConfig | undefined, configPath: string, settings: SiteAddress): Finding[] {
  if (!model.seo.metatags.canonical) return [];
  return siteUrlFindings(settings, model, metatagPlace(resolved, configPath, 'canonical'));
}
