// Runs in <head> before the page paints: hides a banner the reader dismissed, and picks the colour mode from the reader's choice
// (remembered by the site script), the site's default and the system setting, so a dark
// page never flashes light. Reads the root element through Document.prototype, never a
// named property of `document` (DOM clobbering, see site.browser.ts).
// eslint-disable-next-line @typescript-eslint/no-deprecated -- lib.dom marks one tag-name overload deprecated; these are the string-selector ones
const root = Document.prototype.querySelector.call(document, ':root');
if (root) {
  const strict = root.getAttribute('data-strict') === '1';
  const fallback = root.getAttribute('data-default') ?? 'system';
  let theme: string | null = null;
  if (!strict) {
    try {
      theme = localStorage.getItem('docwright-theme');
    } catch {
      // Storage may be refused (private mode, sandboxed frames): use the default.
    }
  }
  if (theme !== 'light' && theme !== 'dark') {
    theme = fallback === 'light' || fallback === 'dark' ? fallback : typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  root.setAttribute('data-theme', theme);
  // Scripts run: what only works with them (the changelog's tag toggles) may show.
  root.setAttribute('data-dw-js', '');
  // A banner the reader dismissed stays hidden until its content changes (the key is a hash of it).
  const banner = root.getAttribute('data-banner');
  if (banner && /^[0-9a-f]{12}$/.test(banner)) {
    try {
      if (localStorage.getItem('docwright-banner-dismissed') === banner) root.setAttribute('data-banner-dismissed', '');
    } catch {
      // Storage may be refused: the banner shows.
    }
  }
}
