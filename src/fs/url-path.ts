// Paths written into the files a build generates (llms.txt, sitemap.xml, `_redirects`, the
// search index, canonical links): each goes in percent-encoded, so a file name with a
// newline, a space, brackets or markup stays one URL and cannot add lines, list items,
// elements or rules of its own.

/** `%XX` for each UTF-8 byte of `char` (a lone surrogate as U+FFFD). */
function percentBytes(char: string): string {
  let out = '';
  for (const byte of Buffer.from(char, 'utf8')) out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  return out;
}

/**
 * A site path made from file names (`/guide/my page`, `/nl\n- [x](y)`) as a URL path: every
 * character but RFC 3986's unreserved ones (`A-Z a-z 0-9 - . _ ~`) and the `/` between
 * segments is percent-encoded, `%` included (a file name's `%` is a character, not an escape).
 */
export function encodeUrlPath(path: string): string {
  return path.replace(/[^A-Za-z0-9\-._~/]/gu, percentBytes);
}

/**
 * A URL or URL path written by the user (a redirect's source or destination, a site URL):
 * what is not allowed in a URL as written is percent-encoded (whitespace, control characters,
 * non-ASCII, `"` `<` `>` `\` `^` `` ` `` `{` `|` `}`); escapes already there (`%20`) and
 * the URL's own punctuation (`:` `?` `#` `*`) stay as they are.
 */
export function encodeUrlText(text: string): string {
  return text.replace(/[^\x21-\x7e]|["<>\\^`{|}]|%(?![0-9A-Fa-f]{2})/gu, percentBytes);
}
