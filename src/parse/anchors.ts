// Heading anchors as Mintlify makes them. One function for the renderer, `check --links` and
// the lint rules, so an id the site writes is the id the checks expect.
//
// Mintlify's rules (its "Format text" page, and the links real projects write against it):
// letters are lowercased; whitespace and `.` become `-` (no collapsing: `a - b` is `a---b`);
// a straight apostrophe becomes `’` and is kept, as is `’`; `/`, `&`, `$`, `_` and `-` are
// kept; letters and digits of every script are kept; every other character (parentheses,
// `:`, `,`, `?`, `!`, quotes, backticks, emoji …) is dropped. Text is trimmed first. A
// repeated anchor on one page gets `-2`, `-3` … (the first keeps the bare anchor), across the
// whole page, headings inside components included.

const KEEP = /[\p{L}\p{M}\p{N}\p{Pc}\-’/&$]/u;
const SPACE = /\s/u;

/** The anchor Mintlify gives a heading with this text (without the duplicate suffix). */
export function headingSlug(text: string): string {
  let out = '';
  for (const char of text.trim().toLowerCase()) {
    if (char === "'") out += '’';
    else if (char === '.' || SPACE.test(char)) out += '-';
    else if (KEEP.test(char)) out += char;
  }
  return out;
}

/**
 * The anchors of one page, in document order: the first heading with a text keeps its
 * anchor, later ones get `-2`, `-3` … (skipping any suffixed anchor already taken).
 */
export class HeadingSlugger {
  private readonly taken = new Map<string, number>();

  /** The unique anchor for a heading text; `''` when the text makes no anchor at all. */
  slug(text: string): string {
    return this.unique(headingSlug(text));
  }

  /** `base`, or `base-2`, `base-3` … when it was handed out before. */
  unique(base: string): string {
    if (base === '') return '';
    let count = this.taken.get(base);
    if (count === undefined) {
      this.taken.set(base, 1);
      return base;
    }
    let id: string;
    do {
      count += 1;
      id = `${base}-${count}`;
    } while (this.taken.has(id));
    this.taken.set(base, count);
    this.taken.set(id, 1);
    return id;
  }
}
