// shiki's grammars and the two themes the site uses, vendored into the package as one store
// (issue 29: `@shikijs/langs` installed 11 MB of JavaScript for ~240 grammars, `shiki` 4 MB more
// beside it, `@shikijs/themes` 1.9 MB for two themes). The store is two files:
// `index.json` (each language id and alias → the grammars it loads, each grammar and theme →
// where its bytes are) and `data.bin` (each grammar, with its patterns translated to JavaScript's
// RegExp ahead of time, and each theme as JSON compressed with brotli, one after the other),
// 1.5 MB in all. src/render/page/shiki-grammars.ts reads it and
// decompresses only the grammars a build uses. `scripts/bundle.mjs` writes it into
// dist/vendor/shiki/; the test of the store writes one into a temporary folder.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import { toRegExpDetails } from 'oniguruma-to-es';
import { bundledLanguagesInfo, bundledThemesInfo } from 'shiki';

/** The themes the site highlights with (THEMES in src/render/page/highlight.ts). */
export const STORE_THEMES = ['github-light-default', 'github-dark-default'];

/** JSON text compressed with brotli at `quality` (0-11). */
function pack(value, quality) {
  const bytes = Buffer.from(JSON.stringify(value));
  return brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
}

/**
 * Write `index.json` and `data.bin` into `dir`: every bundled language of shiki, and STORE_THEMES.
 * `quality` is brotli's: the package build takes 11 (the smallest store, ~30 s of CPU), a test 1.
 */
export async function writeShikiStore(dir, quality = 11) {
  const chunks = [];
  let offset = 0;
  const add = (value) => {
    const bytes = pack(value, quality);
    chunks.push(bytes);
    const at = [offset, bytes.length];
    offset += bytes.length;
    return at;
  };
  const grammars = {};
  const langs = {};
  const aliases = {};
  const seen = new Map();
  for (const info of bundledLanguagesInfo) {
    const registrations = (await info.import()).default;
    for (const registration of registrations) {
      const text = JSON.stringify(registration);
      const earlier = seen.get(registration.name);
      if (earlier !== undefined && earlier !== text) throw new Error(`Unexpected second grammar named \`${registration.name}\`, expected one`);
      if (earlier === undefined) {
        seen.set(registration.name, text);
        // With its patterns translated ahead of time, compressed together: the translations repeat
        // the patterns (1.5 MB for the store, 2.2 MB as two pieces a grammar).
        grammars[registration.name] = add([registration, precompiledRegexes(registration)]);
      }
    }
    langs[info.id] = registrations.map((registration) => registration.name);
    for (const alias of info.aliases ?? []) aliases[alias] = info.id;
  }
  const themes = {};
  for (const name of STORE_THEMES) {
    const info = bundledThemesInfo.find((theme) => theme.id === name);
    if (!info) throw new Error(`Missing shiki theme \`${name}\``);
    themes[name] = add((await info.import()).default);
  }
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'data.bin'), Buffer.concat(chunks));
  writeFileSync(join(dir, 'index.json'), `${JSON.stringify({ langs, aliases, grammars, themes })}\n`);
}

/**
 * The options shiki's JavaScript engine translates a pattern with (`defaultJavaScriptRegexConstructor`
 * of `@shikijs/engine-javascript`), with the target fixed (src/render/page/regex-engine.ts
 * `REGEX_TARGET`): the same translation whatever the Node version. test/render/page/regex-engine.test.ts
 * checks the two agree.
 */
export const TRANSLATION = {
  global: true,
  hasIndices: true,
  lazyCompileLength: 3000,
  rules: { allowOrphanBackrefs: true, asciiWordBoundaries: true, captureGroup: true, recursionLimit: 5, singleline: true },
  target: 'ES2024',
};

/** vscode-textmate's back-reference test: an `end` or `while` with one is rewritten per match, never scanned as written. */
const BACK_REFERENCE = /\\(\d+)/;

/**
 * The strings vscode-textmate hands the regex engine for one of a grammar's patterns
 * (`RegExpSource` in `@shikijs/vscode-textmate`): `\z` rewritten, and a pattern with `\A` or
 * `\G` in its four anchor variants, each disabled anchor's letter replaced by U+FFFF.
 */
export function scannerSources(pattern) {
  let source = '';
  let anchored = false;
  for (let i = 0; i < pattern.length; i++) {
    const next = pattern[i] === '\\' && i + 1 < pattern.length ? pattern[++i] : undefined;
    if (next === undefined) source += pattern[i];
    else if (next === 'z') source += '$(?!\\n)(?<!\\n)';
    else {
      anchored ||= next === 'A' || next === 'G';
      source += `\\${next}`;
    }
  }
  if (!anchored) return [source];
  const variant = (allowA, allowG) => source.replace(/\\([\s\S])/g, (match, next) => (next === 'A' && !allowA) || (next === 'G' && !allowG) ? '\\\uFFFF' : match);
  return [variant(false, false), variant(false, true), variant(true, false), variant(true, true)];
}

/** Every pattern string of a grammar registration, with the key it is under (`match`, `begin`, `end`, `while`), at any depth. */
function patternsOf(node, out = []) {
  if (Array.isArray(node)) for (const item of node) patternsOf(item, out);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string' && (key === 'match' || key === 'begin' || key === 'end' || key === 'while')) out.push([key, value]);
      else patternsOf(value, out);
    }
  }
  return out;
}

/**
 * A grammar's patterns translated ahead of time, as the scanner would translate them (issue 51:
 * ~0.2 s of a first page's CPU went to the translation): `[string, source, flags, options?]`
 * for each string the engine is handed (`scannerSources`), `options` those of oniguruma-to-es's
 * `EmulatedRegExp` when the translation needs one. A pattern the translation refuses is left
 * out (the engine then refuses it at run time, as before).
 */
export function precompiledRegexes(registration) {
  const out = [];
  const seen = new Set();
  for (const [key, pattern] of patternsOf(registration)) {
    if ((key === 'end' || key === 'while') && BACK_REFERENCE.test(pattern)) continue;
    for (const source of scannerSources(pattern)) {
      if (seen.has(source)) continue;
      seen.add(source);
      let details;
      try {
        details = toRegExpDetails(source, TRANSLATION);
      } catch {
        continue;
      }
      out.push(details.options ? [source, details.pattern, details.flags, details.options] : [source, details.pattern, details.flags]);
    }
  }
  return out;
}

/** src/render/page/shiki-languages.ts: every language id and alias shiki bundles, for the synchronous `languageId`. */
export function languagesModule() {
  const map = {};
  for (const info of bundledLanguagesInfo) {
    map[info.id] = info.id;
    for (const alias of info.aliases ?? []) map[alias] = info.id;
  }
  const lines = Object.keys(map).sort().map((name) => `  ${JSON.stringify(name)}: ${JSON.stringify(map[name])},`);
  return `// Generated by scripts/shiki-store.mjs (\`node scripts/shiki-store.mjs\`) from shiki's bundled languages: do not edit.\n// Every language id and alias shiki highlights, to the id of its grammar (the store: dist/vendor/shiki/).\nexport const SHIKI_LANGUAGES: Readonly<Record<string, string>> = {\n${lines.join('\n')}\n};\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(new URL('../src/render/page/shiki-languages.ts', import.meta.url), languagesModule());
}
