// URLs from config or front matter written into the site's links: a script URL never reaches an `href`.

/** A URL from config or front matter, or '#' when it is a script URL (`javascript:`, `vbscript:`, `data:`, control characters and spaces ignored). */
export function safeHref(href: string): string {
  return /^\s*(javascript|vbscript|data):/i.test(href.replace(/[\s\u0000-\u001f]/g, '')) ? '#' : href;
}
