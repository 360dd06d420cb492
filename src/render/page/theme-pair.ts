// A code block's two themes from one tokenization (issue 51). shiki tokenizes a block once per
// theme (`codeToTokensWithThemes`): vscode-textmate folds the theme's colours into each token's
// metadata while it scans, so the grammar ran twice. Here the first pass runs under a pair
// theme: for each scope path it answers both themes' style at once, as one colour id that
// stands for the pair (the light and dark font style, foreground and background, each already
// inherited from the parent scopes as vscode-textmate inherits them). Each line's tokens are
// then split into the two themes' own tokens (adjacent tokens that one theme styles alike
// merged, as `tokenizeLine2` merges them), the first theme's returned at once and the second's
// kept for shiki's second pass, which no longer tokenizes. The HTML is the same: both themes'
// tokens are exactly what their own passes make. What the pair theme cannot carry (more than
// 511 pairs in one block, a scope path it never saw) ends the pairing for that block, which is
// then highlighted again the usual way.

/** vscode-textmate's style of a scope: font style (-1 not set), foreground and background colour ids (0 not set). */
interface StyleAttributes {
  readonly fontStyle: number;
  readonly foregroundId: number;
  readonly backgroundId: number;
}

/** vscode-textmate's scope path (`ScopeStack`): a scope and its parents. */
interface ScopePath {
  readonly parent: ScopePath | null;
  readonly scopeName: string;
}

/** What vscode-textmate asks of a theme while it tokenizes. */
interface ThemeLike {
  match(scopePath: ScopePath | null): StyleAttributes | null;
  getDefaults(): StyleAttributes;
}

/** A grammar's theme provider (vscode-textmate's `SyncRegistry`): the theme is whatever `setTheme` set last. */
interface ThemeProvider {
  setTheme(theme: ThemeLike): void;
}

/** `tokenizeLine2`'s result. */
interface LineResult {
  tokens: Uint32Array;
  ruleStack: unknown;
  stoppedEarly: boolean;
}

/** A grammar as shiki holds it: `tokenizeLine2` and its theme provider. */
interface GrammarLike {
  tokenizeLine2(lineText: string, prevState: unknown, timeLimit?: number): LineResult;
}

/** A theme's effective style at a scope path: font style, foreground, background (each set: inherited where the theme sets none). */
type Style = readonly [fontStyle: number, foreground: number, background: number];

/** Bits of token metadata that do not depend on the theme: language id, token type, balanced brackets. */
const THEME_FREE_BITS = 0x7ff;
/** The largest foreground id token metadata holds (9 bits). */
const MAX_PAIR_ID = 511;

/** One block's pairing: the two themes, the pairs seen, the second theme's lines waiting for its pass. */
interface Block {
  readonly first: ThemeLike;
  readonly second: ThemeLike;
  readonly provider: ThemeProvider;
  /** Each pair's id (from 1), by both themes' packed styles. */
  readonly ids: Map<number, number>;
  /** Each id's two styles (index 0 unused). */
  readonly pairs: (readonly [Style, Style])[];
  /** The effective styles at each scope path met in this block. */
  readonly styles: WeakMap<ScopePath, readonly [Style, Style]>;
  /** The second theme's lines, in order, each with the state it was tokenized from. */
  readonly waiting: { line: string; prev: unknown; result: LineResult }[];
  read: number;
  failed: boolean;
}

let current: Block | undefined;

/** Blocks highlighted in this thread with one tokenization (`paired`) and those handed to the fallback (`unpaired`): for tests and benchmarks. */
export const pairingCounts = { paired: 0, unpaired: 0 };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isThemeLike(value: unknown): value is ThemeLike {
  return isRecord(value) && typeof value.match === 'function' && typeof value.getDefaults === 'function';
}

function isProvider(value: unknown): value is ThemeProvider & { _theme: unknown } {
  return isRecord(value) && typeof value.setTheme === 'function' && '_theme' in value;
}

/** The grammar's theme provider and its current theme, when it has vscode-textmate's shape. */
function providerOf(grammar: unknown): (ThemeProvider & { _theme: unknown }) | undefined {
  const provider: unknown = isRecord(grammar) ? Reflect.get(grammar, 'themeProvider') : undefined;
  return isProvider(provider) ? provider : undefined;
}

/** A style packed into 21 bits (font style 4, foreground 9, background 8), the pair's key. */
function packed(style: Style): number {
  return style[0] | (style[1] << 4) | (style[2] << 13);
}

/** `base` with what `match` sets (vscode-textmate's `mergeAttributes`: -1 and 0 leave the field as it was). */
function merged(base: Style, match: StyleAttributes | null): Style {
  if (!match) return base;
  return [match.fontStyle !== -1 ? match.fontStyle : base[0], match.foregroundId !== 0 ? match.foregroundId : base[1], match.backgroundId !== 0 ? match.backgroundId : base[2]];
}

/** A theme's defaults as the first line's metadata takes them (`EncodedTokenMetadata.set` on 0: -1 and 0 stay 0). */
function defaultStyle(theme: ThemeLike): Style {
  const d = theme.getDefaults();
  return [d.fontStyle === -1 ? 0 : d.fontStyle, d.foregroundId, d.backgroundId];
}

/** The pair's id in this block, a new one when first met; 0 when ids run out (the block fails). */
function pairId(block: Block, first: Style, second: Style): number {
  const key = packed(first) * 2 ** 21 + packed(second);
  let id = block.ids.get(key);
  if (id === undefined) {
    id = block.pairs.length;
    if (id > MAX_PAIR_ID) {
      block.failed = true;
      return 0;
    }
    block.ids.set(key, id);
    block.pairs.push([first, second]);
  }
  return id;
}

/** The pair theme of a block: each scope path's two effective styles as one set foreground id. */
function pairTheme(block: Block): ThemeLike {
  const styleOf = (id: number): StyleAttributes => ({ fontStyle: 0, foregroundId: id, backgroundId: 1 });
  return {
    getDefaults: () => styleOf(pairId(block, defaultStyle(block.first), defaultStyle(block.second))),
    match: (path) => {
      if (path === null) return styleOf(pairId(block, defaultStyle(block.first), defaultStyle(block.second)));
      const parent = path.parent === null ? ([defaultStyle(block.first), defaultStyle(block.second)] as const) : block.styles.get(path.parent);
      if (!parent) {
        // A path whose parent was never matched (a root made without a theme match): not the usual path.
        block.failed = true;
        return null;
      }
      const styles = [merged(parent[0], block.first.match(path)), merged(parent[1], block.second.match(path))] as const;
      block.styles.set(path, styles);
      return styleOf(pairId(block, styles[0], styles[1]));
    },
  };
}

/** A line's tokens for one theme (`which` 0 or 1) from the pair's: each token's metadata with that theme's style, adjacent equal ones merged. */
function themeTokens(block: Block, tokens: Uint32Array, which: 0 | 1): Uint32Array {
  const out: number[] = [];
  for (let i = 0; i < tokens.length; i += 2) {
    const metadata = tokens[i + 1] ?? 0;
    const pair = block.pairs[(metadata >>> 15) & 0x1ff];
    if (!pair) {
      block.failed = true;
      return tokens;
    }
    const [fontStyle, foreground, background] = pair[which];
    const own = ((metadata & THEME_FREE_BITS) | (fontStyle << 11) | (foreground << 15) | (background << 24)) >>> 0;
    if (out.length > 0 && out[out.length - 1] === own) continue;
    out.push(tokens[i] ?? 0, own);
  }
  return Uint32Array.from(out);
}

/** `tokenizeLine2` of a grammar, pairing the two themes while a block is being paired. */
function pairedTokenize(original: GrammarLike['tokenizeLine2'], grammar: GrammarLike, line: string, prev: unknown, timeLimit?: number): LineResult {
  const block = current;
  const provider = providerOf(grammar);
  if (!block || block.failed || provider !== block.provider) return original.call(grammar, line, prev, timeLimit);
  if (provider._theme === block.first) {
    block.provider.setTheme(pairTheme(block));
    let result: LineResult;
    try {
      result = original.call(grammar, line, prev, timeLimit);
    } finally {
      block.provider.setTheme(block.first);
    }
    const second = themeTokens(block, result.tokens, 1);
    block.waiting.push({ line, prev, result: { ...result, tokens: second } });
    return { ...result, tokens: themeTokens(block, result.tokens, 0) };
  }
  if (provider._theme === block.second) {
    const next = block.waiting[block.read++];
    if (next?.line === line && next.prev === prev) return next.result;
  }
  block.failed = true;
  return original.call(grammar, line, prev, timeLimit);
}

/** Grammars whose `tokenizeLine2` pairs themes. */
const wrapped = new WeakSet<object>();

/** Each theme provider's two themes, as shiki set them (`first`, `second`: the themes' order in `codeToTokensWithThemes`). */
const themesOf = new WeakMap<object, { first: ThemeLike; second: ThemeLike }>();

/** shiki's own two theme objects on `provider`, set by name through `setTheme` (the highlighter's), the first left set. */
function providerThemes(provider: ThemeProvider & { _theme: unknown }, setTheme: (name: string) => unknown, names: readonly [string, string]): { first: ThemeLike; second: ThemeLike } | undefined {
  let themes = themesOf.get(provider);
  if (!themes) {
    setTheme(names[1]);
    const second: unknown = provider._theme;
    setTheme(names[0]);
    const first: unknown = provider._theme;
    if (!isThemeLike(first) || !isThemeLike(second) || first === second) return undefined;
    themes = { first, second };
    themesOf.set(provider, themes);
  }
  return themes;
}

/**
 * `work()` (shiki highlighting one block with the themes `names`, in that order, in `grammar`)
 * with the grammar tokenizing the block once for both themes; when that could not be done for
 * this block, `fallback()` instead (the usual two passes). `setTheme`: the highlighter's.
 */
export function withPairedThemes<T>(grammar: unknown, setTheme: (name: string) => unknown, names: readonly [string, string], work: () => T, fallback: () => T): T {
  const provider = providerOf(grammar);
  if (current || !provider || !isRecord(grammar) || typeof grammar.tokenizeLine2 !== 'function') return fallback();
  const themes = providerThemes(provider, setTheme, names);
  if (!themes) return fallback();
  if (!wrapped.has(grammar)) {
    const target = grammar as unknown as GrammarLike;
    const original = target.tokenizeLine2.bind(target);
    target.tokenizeLine2 = (line, prev, timeLimit) => pairedTokenize(original, target, line, prev, timeLimit);
    wrapped.add(grammar);
  }
  const block: Block = { ...themes, provider, ids: new Map(), pairs: [[[0, 0, 0], [0, 0, 0]]], styles: new WeakMap(), waiting: [], read: 0, failed: false };
  current = block;
  let result: { value: T } | undefined;
  try {
    result = { value: work() };
  } catch (error) {
    // A block the pairing failed on part way may throw in shiki: it is highlighted again below.
    if (!block.failed) throw error;
  } finally {
    current = undefined;
  }
  if (!result || block.failed || block.read !== block.waiting.length) {
    pairingCounts.unpaired++;
    return fallback();
  }
  pairingCounts.paired++;
  return result.value;
}
