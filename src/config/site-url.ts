// The site's public URL where the author named it in the config: `seo.metatags.canonical` (Mintlify's way to set the
// canonical links' base). Pages' canonical links, `robots.txt` and `sitemap.xml` use it when `--base-url` names none.
import type { DocsModel } from './model.js';

/** `seo.metatags.canonical` as a site URL without a trailing slash (`https://docs.example.com/sub`); '' for none or one that is no `http(s)` URL. */
export function configuredSiteUrl(model: DocsModel): string {
  const value = model.seo.metatags.canonical ?? '';
  // Most sites name none: `new URL('')` would throw, and a thrown error costs more than the rest of the page's head.
  if (value === '') return '';
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && !url.search && !url.hash ? `${url.origin}${url.pathname.replace(/\/+$/, '')}` : '';
  } catch {
    return '';
  }
}

/**
 * The base URL of `sitemap.xml` (and of `robots.txt`'s `Sitemap:` line), in this order: `--base-url` (when it names
 * an origin), then `seo.metatags.canonical`; '' for neither, and then no sitemap is written (the build says why).
 */
export function sitemapBase(siteUrl: string, model: DocsModel): string {
  return siteUrl || configuredSiteUrl(model);
}
