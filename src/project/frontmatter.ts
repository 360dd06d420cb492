// The one place that splits a page's front matter from its text. Lint parses it as
// remark-frontmatter does (an opening `---` line on line 1, a closing `---` line); everything
// that needs front matter without parsing the page (build, check, the rules file) comes here.
import { parseFrontmatterText, unclosedFrontmatterOf, withOpeningProblem, type Frontmatter } from '../parse/frontmatter.js';

export { frontmatterYamlMessage } from '../parse/frontmatter.js';

export type { Frontmatter } from '../parse/frontmatter.js';

/** A front matter block found at the top of a page. */
export type FrontmatterBlock =
  | {
      closed: true;
      /** The YAML text between the fences. */
      yaml: string;
      /** Offset in the text (after any BOM) where the body starts, past the closing fence's line. */
      bodyStart: number;
    }
  | {
      /** Opened on line 1 and never closed by a `---` line. */
      closed: false;
      /** The first line after the opening fence. */
      firstLine: string;
    };

/** The page line where the YAML text starts: the line after the opening `---`. */
export const FRONTMATTER_START_LINE = 2;

function isFenceRest(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 9 && c !== 13) return false;
  }
  return true;
}

/** Offset of the end of the line starting at `from` (the `\n`, or the text's length). */
function lineEnd(text: string, from: number): number {
  const nl = text.indexOf('\n', from);
  return nl === -1 ? text.length : nl;
}

/**
 * A copy of `part`, a slice of a page's text, that does not keep the text: V8 keeps a
 * substring as a view of the whole string it came from, so the YAML (and every value parsed
 * from it, and the front matter the page index caches) would hold its page's whole source,
 * every page's at once while a project loads (~350 MB at 50,000 pages, issue 51).
 * Flattening a fresh concatenation copies it.
 */
function ownCopy(part: string): string {
  return ` ${part}`.slice(1);
}

/**
 * Split the front matter from a page's text (a leading BOM is skipped). `undefined` when the
 * text does not open with a `---` line.
 */
export function splitFrontmatter(source: string): FrontmatterBlock | undefined {
  const text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  if (!text.startsWith('---')) return undefined;
  const openEnd = lineEnd(text, 3);
  if (openEnd === text.length || !isFenceRest(text, 3, openEnd)) return undefined;
  const yamlStart = openEnd + 1;
  // The closing fence: a line that is `---` and blanks, at the start of the YAML or after a newline.
  let at = text.startsWith('---', yamlStart) ? yamlStart : text.indexOf('\n---', yamlStart - 1) + 1;
  while (at > 0) {
    const end = lineEnd(text, at + 3);
    if (isFenceRest(text, at + 3, end)) {
      let yamlEnd = at === yamlStart ? yamlStart : at - 1;
      if (yamlEnd > yamlStart && text.charCodeAt(yamlEnd - 1) === 13) yamlEnd--;
      return { closed: true, yaml: ownCopy(text.slice(yamlStart, Math.max(yamlStart, yamlEnd))), bodyStart: Math.min(text.length, end + 1) };
    }
    at = text.indexOf('\n---', at + 3) + 1;
  }
  const firstEnd = lineEnd(text, yamlStart);
  return { closed: false, firstLine: text.slice(yamlStart, text.charCodeAt(firstEnd - 1) === 13 ? firstEnd - 1 : firstEnd) };
}

const ABSENT: Frontmatter = Object.freeze({ present: false, data: {}, raw: '', startLine: 1, problems: [], keyLines: {} });

/**
 * A page's front matter from its text: split, then parsed with the `yaml` package (aliases
 * limited, every top-level key's line kept). Absent front matter gives `present: false`; front matter never closed
 * gives its problem (`unclosedFrontmatterOf`), as lint reads it.
 */
export function frontmatterOf(source: string): Frontmatter {
  const block = splitFrontmatter(source);
  if (!block?.closed) return (block && unclosedFrontmatterOf(source, false)) ?? { ...ABSENT, data: {}, problems: [], keyLines: {} };
  return withOpeningProblem(parseFrontmatterText(block.yaml, FRONTMATTER_START_LINE), source);
}
