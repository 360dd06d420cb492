// The regular expressions shiki's grammars run on: JavaScript's own RegExp (the Oniguruma
// patterns translated by `oniguruma-to-es`, shiki's JavaScript engine, as Mintlify's
// renderer highlights), and Oniguruma's WebAssembly only for the grammars whose patterns
// that translation refuses. Bundled with its packages into dist/ (scripts/bundle.mjs).
//
// Why not Oniguruma for everything: each thread that loads it holds ~20 MB of WebAssembly
// memory, growing to ~48 MB in a build, for the same CPU (bench/HISTORY.md, issue 51); the
// memory saved leaves room for a larger young generation in the render threads (src/render/pool.ts).
import type { RegexEngine } from '@shikijs/core';
import { createJavaScriptRegexEngine } from '@shikijs/engine-javascript';

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
}

/**
 * The mixed engine. `loadOniguruma` gives Oniguruma's engine, called at most once and only
 * when a grammar of `ONIGURUMA_GRAMMARS` is loaded. A scanner whose patterns JavaScript cannot
 * run is Oniguruma's once it is loaded; before, the translation's error is thrown, as shiki's
 * JavaScript engine throws it. Strings are Oniguruma's once it is loaded: both kinds of scanner
 * read them (`content`, `id`).
 */
export function mixedEngine(loadOniguruma: () => Promise<RegexEngine>): MixedEngine {
  const javascript = createJavaScriptRegexEngine();
  let oniguruma: RegexEngine | undefined;
  let loading: Promise<void> | undefined;
  const engine: RegexEngine = {
    createScanner(patterns) {
      try {
        return javascript.createScanner(patterns);
      } catch (error) {
        if (oniguruma) return oniguruma.createScanner(patterns);
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
  };
}
