// Where a word found in prose is part of a longer token: an identifier (`login_url`), a path
// (`.github/workflows`, `~/github`, `../github`, `C:\github`), a file name (`github-actions.yml`), a package
// (`@github/cli`) or a domain (`github.com`). `prose-terminology` and the fixes of Vale `substitution` rules read it the same way.

/** The characters that join a word to the token around it. */
const JOINERS = new Set(['_', '.', '/', '@', '-']);

/** A word character: a letter, a digit or `_`. */
const WORD = /[\p{L}\p{N}_]/u;

const wordAt = (text: string, at: number): boolean => at >= 0 && at < text.length && WORD.test(text.charAt(at));

/** The characters of a path that join a word whatever is on their other side: `~/github`, `/github`, `github/`, `C:\github`, `~github`. */
const PATH_MARKS = new Set(['/', '\\', '~']);

/**
 * Whether `text.slice(from, to)` is joined to a longer token: a word character right beside it, a path mark (`/`,
 * `\`, `~`) right beside it, a `.` right before it (a dot file: `.github`), or a joiner (`_`, `.`, `/`, `@`, `-`)
 * with a word character on its other side. `github.` at the end of a sentence is a word; `github.com`, `.github/`,
 * `~/github`, `@github/cli`, `github-actions` and `login_url` are not.
 */
export function joinedToWord(text: string, from: number, to: number): boolean {
  if (wordAt(text, from - 1) || wordAt(text, to)) return true;
  const before = text.charAt(from - 1);
  const after = text.charAt(to);
  if ((from > 0 && (PATH_MARKS.has(before) || before === '.')) || (to < text.length && PATH_MARKS.has(after))) return true;
  return (from > 0 && JOINERS.has(before) && wordAt(text, from - 2)) || (to < text.length && JOINERS.has(after) && wordAt(text, to + 1));
}
