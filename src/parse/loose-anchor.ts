// The loose form of an anchor, apart from page-links.ts: the link resolver (src/project/links.ts)
// needs only this, and a build that reuses every page then loads no Markdown or slug packages (issue 29).

/** The loose form of an anchor, to find the anchor a broken fragment meant: case and punctuation do not matter. */
export function looseAnchor(anchor: string): string {
  return anchor.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}
