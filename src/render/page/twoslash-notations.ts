// `twoslash` code blocks: Mintlify runs the TypeScript compiler over them to show types on
// hover. docwright does not (a build never runs the compiler on page code); it shows the code
// as twoslash would, without twoslash's own markers. The markers follow the twoslash
// handbook: query lines (`// ^?`, `// ^|`, `// ^^^`), compiler and handbook flags at the
// start of a line (`// @errors: 2322`, `// @noErrors`, `// @strict: false`; `// @filename:`
// stays, twoslash shows it too) and cuts (`// ---cut---` drops what is above it,
// `// ---cut-after---` what is below, `// ---cut-start---` … `// ---cut-end---` what is between).
// The `twoslash` package has the same function (`twoslash/fallback`), but it lists
// TypeScript as a peer dependency, which every install of docwright would then pull in.

const QUERY = /^\s*\/\/\s*\^(\?|\||\^+)( .*)?$/;
const FLAG = /^\/\/\s?@(\w+)(:\s?.+)?$/;
const CUT_BEFORE = /^\/\/\s?---cut(-before)?---$/;
const CUT_AFTER = /^\/\/\s?---cut-after---$/;
const CUT_START = /^\/\/\s?---cut-start---$/;
const CUT_END = /^\/\/\s?---cut-end---$/;

/** The languages twoslash reads; other blocks keep their `// @…` lines. */
export const TWOSLASH_LANGUAGES: ReadonlySet<string> = new Set(['ts', 'typescript', 'tsx', 'js', 'javascript', 'jsx', 'mts', 'cts', 'mjs', 'cjs', 'vue']);

/** The code of a twoslash block as twoslash displays it: its markers and cut parts removed. */
export function removeTwoslashNotations(code: string): string {
  const kept: string[] = [];
  let cutDepth = 0;
  for (const line of code.split('\n')) {
    const trimmed = line.trim();
    if (CUT_BEFORE.test(trimmed)) {
      kept.length = 0;
      continue;
    }
    if (CUT_AFTER.test(trimmed)) break;
    if (CUT_START.test(trimmed)) {
      cutDepth++;
      continue;
    }
    if (CUT_END.test(trimmed)) {
      cutDepth = Math.max(0, cutDepth - 1);
      continue;
    }
    if (cutDepth > 0 || QUERY.test(line)) continue;
    const flag = FLAG.exec(line);
    if (flag && flag[1] !== 'filename') continue;
    kept.push(line);
  }
  return kept.join('\n');
}
