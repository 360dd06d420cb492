// The regular expressions shiki's grammars run on: JavaScript's own RegExp (the Oniguruma
// patterns translated by `oniguruma-to-es`, shiki's JavaScript engine, as Mintlify's
// renderer highlights), and Oniguruma's WebAssembly only for the grammars whose patterns
// that translation refuses. Bundled with its packages into dist/ (scripts/bundle.mjs).
//
// The store's grammars come with their patterns translated ahead of time (`precompiled`): on a
// first page, translating them cost ~0.2 s of CPU (issue 51). A pattern not translated ahead
// (an `end` with a back-reference, rewritten per match; a checkout without the store) is
// translated when a scanner first needs it.
//
// Why not Oniguruma for everything: each thread that loads it holds ~20 MB of WebAssembly
// memory, growing to ~48 MB in a build, for the same CPU (bench/HISTORY.md, issue 51); the
// memory saved leaves room for a larger young generation in the render threads (src/render/pool.ts).
import type { PatternScanner, RegexEngine } from '@shikijs/core';
import { createJavaScriptRegexEngine, defaultJavaScriptRegexConstructor } from '@shikijs/engine-javascript';
import { EmulatedRegExp } from 'oniguruma-to-es';

/** oniguruma-to-es's options of an `EmulatedRegExp` (its third argument). */
type EmulatedRegExpOptions = EmulatedRegExp['rawOptions'];

/**
 * The JavaScript the patterns are translated to: ES2024 (the `v` flag, Node 20 and later), on
 * every Node version, as the grammar store's patterns are translated ahead of time
 * (scripts/shiki-store.mjs `TRANSLATION`); shiki's `auto` would give ES2025 on Node 24.
 */
export const REGEX_TARGET = 'ES2024';

/**
 * One pattern translated ahead of time (scripts/shiki-store.mjs `precompiledRegexes`): the string
 * the scanner is handed, the RegExp's source and flags, and oniguruma-to-es's `EmulatedRegExp`
 * options when the translation needs them.
 */
export type PrecompiledRegex = [pattern: string, source: string, flags: string, options?: EmulatedRegExpOptions];

/**
 * The grammars (registration names) with a pattern `oniguruma-to-es` cannot translate: a
 * thread loads Oniguruma before it loads one of them. Found by compiling every pattern of every
 * bundled grammar (test/render/page/regex-engine.test.ts keeps the list right).
 */
export const ONIGURUMA_GRAMMARS: ReadonlySet<string> = new Set(['ahk2']);

/** A regex engine that takes Oniguruma's only for the scanners JavaScript's RegExp cannot run. */
export interface MixedEngine {
  engine: RegexEngine;
  /** Load Oniguruma (once) before any grammar of `names` is loaded, if one of them needs it. */
  prepare(names: Iterable<string>): Promise<void>;
  /** Patterns translated ahead of time: a scanner handed one of them builds its RegExp without translating it. */
  precompiled(regexes: Iterable<PrecompiledRegex>): void;
  /**
   * Run `work` with every scanner remembering its matches (by line text, start position and
   * options) until `work` returns: shiki tokenizes a block once per theme, and the second pass
   * asks the scanners exactly what the first asked. What is remembered is dropped after.
   */
  remembering<T>(work: () => T): T;
}

/** A scanner's answer: what `findNextMatchSync` returns. */
type Match = ReturnType<PatternScanner['findNextMatchSync']>;

/**
 * Scanners remember their matches while `depth` is above 0; `generation` tells one `remembering`
 * call from the next; `kept` holds what each scanner remembered in this one, emptied after it.
 */
const memory = { depth: 0, generation: 0, count: 0, kept: [] as Map<string, Map<number, Match>>[] };

/**
 * Answers one `remembering` call keeps at most (each ~100-200 bytes): a block of tens of thousands
 * of lines is scanned in full for each theme past it, as before, instead of held in memory.
 */
export const MAX_REMEMBERED = 50_000;

/**
 * `scanner` answering a question asked before in the same `remembering` call from what it
 * answered then: a match depends only on the scanner's patterns, the line's text, the start
 * position and the options, so the answer is the same (vscode-textmate only reads it).
 */
export function rememberingScanner(scanner: PatternScanner): PatternScanner {
  let generation = -1;
  let lines = new Map<string, Map<number, Match>>();
  return {
    findNextMatchSync(string, startPosition, options) {
      if (memory.depth === 0) return scanner.findNextMatchSync(string, startPosition, options);
      if (generation !== memory.generation) {
        generation = memory.generation;
        lines = new Map();
        memory.kept.push(lines);
      }
      const text = typeof string === 'string' ? string : string.content;
      let line = lines.get(text);
      if (!line) {
        line = new Map();
        lines.set(text, line);
      }
      // FindOption is a mask of four bits.
      const key = startPosition * 16 + options;
      const known = line.get(key);
      if (known !== undefined) return known;
      const found = scanner.findNextMatchSync(string, startPosition, options);
      if (memory.count < MAX_REMEMBERED) {
        memory.count++;
        line.set(key, found);
      }
      return found;
    },
    ...(scanner.dispose ? { dispose: () => scanner.dispose?.() } : {}),
  };
}

/** The RegExp of a pattern translated ahead of time, as oniguruma-to-es's `toRegExp` builds it from the same details. */
function fromDetails([, source, flags, options]: PrecompiledRegex): RegExp {
  return options ? new EmulatedRegExp(source, flags, options) : new RegExp(source, flags);
}

/**
 * The mixed engine. `loadOniguruma` gives Oniguruma's engine, called at most once and only
 * when a grammar of `ONIGURUMA_GRAMMARS` is loaded. A scanner whose patterns JavaScript cannot
 * run is Oniguruma's once it is loaded; before, the translation's error is thrown, as shiki's
 * JavaScript engine throws it. Strings are Oniguruma's once it is loaded: both kinds of scanner
 * read them (`content`, `id`).
 */
export function mixedEngine(loadOniguruma: () => Promise<RegexEngine>): MixedEngine {
  // Kept until a scanner asks for the pattern; the engine's own cache keeps the RegExp after.
  const ahead = new Map<string, PrecompiledRegex>();
  const javascript = createJavaScriptRegexEngine({
    target: REGEX_TARGET,
    regexConstructor(pattern) {
      const details = ahead.get(pattern);
      if (!details) return defaultJavaScriptRegexConstructor(pattern, { target: REGEX_TARGET });
      ahead.delete(pattern);
      return fromDetails(details);
    },
  });
  let oniguruma: RegexEngine | undefined;
  let loading: Promise<void> | undefined;
  const engine: RegexEngine = {
    createScanner(patterns) {
      try {
        return rememberingScanner(javascript.createScanner(patterns));
      } catch (error) {
        if (oniguruma) return rememberingScanner(oniguruma.createScanner(patterns));
        throw error;
      }
    },
    createString: (s) => (oniguruma ?? javascript).createString(s),
  };
  return {
    engine,
    prepare(names) {
      if (oniguruma || ![...names].some((name) => ONIGURUMA_GRAMMARS.has(name))) return Promise.resolve();
      loading ??= loadOniguruma().then((loaded) => {
        oniguruma = loaded;
      });
      return loading;
    },
    precompiled(regexes) {
      for (const regex of regexes) ahead.set(regex[0], regex);
    },
    remembering(work) {
      if (memory.depth === 0) memory.generation++;
      memory.depth++;
      try {
        return work();
      } finally {
        memory.depth--;
        if (memory.depth === 0) {
          for (const lines of memory.kept) lines.clear();
          memory.kept.length = 0;
          memory.count = 0;
        }
      }
    },
  };
}
