// The regex engine code is highlighted with (issue 51): JavaScript's RegExp for the grammars it
// can run, Oniguruma's WebAssembly for the others, the same colours either way.
import { describe, expect, jest, test } from '@jest/globals';
import { createHighlighterCore, type HighlighterCore, type RegexEngine } from '@shikijs/core';
import { createJavaScriptRegexEngine, defaultJavaScriptRegexConstructor } from '@shikijs/engine-javascript';
import { createOnigurumaEngine } from '@shikijs/engine-oniguruma';
import { EmulatedRegExp } from 'oniguruma-to-es';
import { mixedEngine, ONIGURUMA_GRAMMARS, type PrecompiledRegex, REGEX_TARGET, MAX_REMEMBERED, rememberingScanner } from '../../../src/render/page/regex-engine.js';
import { loadGrammars, loadTheme } from '../../../src/render/page/shiki-grammars.js';
import { SHIKI_LANGUAGES } from '../../../src/render/page/shiki-languages.js';
// @ts-expect-error: a plain ES module of the build scripts, without types.
import { precompiledRegexes as untypedPrecompiled, TRANSLATION } from '../../../scripts/shiki-store.mjs';

const precompiledRegexes = untypedPrecompiled as (registration: unknown) => PrecompiledRegex[];

// Long: it compiles every pattern of every grammar (seconds here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const THEMES = { light: 'github-light-default', dark: 'github-dark-default' };

/** Every pattern string of a grammar registration (`match`, `begin`, `end`, `while`, at any depth). */
function patternsOf(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) patternsOf(item, out);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string' && (key === 'match' || key === 'begin' || key === 'end' || key === 'while')) out.push(value);
      else patternsOf(value, out);
    }
  }
  return out;
}

/** Whether JavaScript's RegExp (as shiki's JavaScript engine translates it) takes the pattern. */
function translates(pattern: string): boolean {
  try {
    defaultJavaScriptRegexConstructor(pattern, { target: 'auto' });
    return true;
  } catch {
    return false;
  }
}

async function highlighter(engine: RegexEngine | Promise<RegexEngine>, langs: string[]): Promise<HighlighterCore> {
  const core = await createHighlighterCore({ themes: [loadTheme(THEMES.light), loadTheme(THEMES.dark)], langs: [], engine });
  await core.loadLanguage(...(await loadGrammars(langs)));
  return core;
}

const SAMPLES: Record<string, string> = {
  bash: 'for f in *.md; do echo "$f" | wc -c; done # count\n',
  tsx: 'const a: number = f<string>("b", 1); // c\nexport default () => <Note title={`x ${a}`}>hi</Note>;\n',
  python: 'def f(x):\n    return x * 2  # two\n',
  json: '{ "a": [1, true, null], "b": "c\\n" }\n',
  yaml: 'a: 1\nb:\n  - "c" # d\n',
  ahk2: '#Requires AutoHotkey v2.0\nLCtrl & a::MsgBox("hi")\n^j::Send("text") ; c\n',
};

describe('the regex engine', () => {
  test('ONIGURUMA_GRAMMARS names exactly the bundled grammars with a pattern JavaScript\'s RegExp cannot take', async () => {
    const refused = new Set<string>();
    const seen = new Set<string>();
    for (const id of new Set(Object.values(SHIKI_LANGUAGES))) {
      for (const registration of await loadGrammars([id])) {
        if (seen.has(registration.name)) continue;
        seen.add(registration.name);
        if (!patternsOf(registration).every(translates)) refused.add(registration.name);
      }
    }
    expect([...refused].sort()).toEqual([...ONIGURUMA_GRAMMARS].sort());
  });

  test('colours code as Oniguruma does, loading Oniguruma only for a grammar JavaScript cannot run', async () => {
    let loads = 0;
    const mixed = mixedEngine(() => {
      loads++;
      return createOnigurumaEngine(import('@shikijs/engine-oniguruma/wasm-inlined'));
    });
    const common = Object.keys(SAMPLES).filter((lang) => lang !== 'ahk2');
    await mixed.prepare((await loadGrammars(common)).map((registration) => registration.name));
    expect(loads).toBe(0);
    await mixed.prepare((await loadGrammars(['ahk2'])).map((registration) => registration.name));
    expect(loads).toBe(1);
    const ours = await highlighter(mixed.engine, Object.keys(SAMPLES));
    const oniguruma = await highlighter(createOnigurumaEngine(import('@shikijs/engine-oniguruma/wasm-inlined')), Object.keys(SAMPLES));
    for (const [lang, code] of Object.entries(SAMPLES)) {
      const html = (core: HighlighterCore): string => core.codeToHtml(code, { lang, themes: THEMES, defaultColor: false, tokenizeTimeLimit: 0 });
      expect({ lang, html: html(ours) }).toEqual({ lang, html: html(oniguruma) });
    }
    ours.dispose();
    oniguruma.dispose();
  });

  test('a pattern translated ahead of time is the RegExp the engine translates at run time, for every bundled grammar', async () => {
    expect((TRANSLATION as { target: string }).target).toBe(REGEX_TARGET);
    const differ: string[] = [];
    let count = 0;
    const seen = new Set<string>();
    for (const id of new Set(Object.values(SHIKI_LANGUAGES))) {
      for (const registration of await loadGrammars([id])) {
        if (seen.has(registration.name)) continue;
        seen.add(registration.name);
        for (const [pattern, source, flags, options] of precompiledRegexes(registration)) {
          count++;
          const runtime: RegExp & { rawOptions?: unknown } = defaultJavaScriptRegexConstructor(pattern, { target: REGEX_TARGET });
          const ahead: RegExp & { rawOptions?: unknown } = options ? new EmulatedRegExp(source, flags, options) : new RegExp(source, flags);
          const same = runtime.source === ahead.source && runtime.flags === ahead.flags && runtime.constructor === ahead.constructor && JSON.stringify(runtime.rawOptions) === JSON.stringify(ahead.rawOptions);
          if (!same) differ.push(`${registration.name}: ${pattern.slice(0, 80)}`);
        }
      }
    }
    expect(differ).toEqual([]);
    expect(count).toBeGreaterThan(15_000);
  });

  test('every pattern a scanner asks for is translated ahead of time, but an `end` rewritten with what its `begin` matched', async () => {
    const asked: string[] = [];
    const recording = createJavaScriptRegexEngine({
      target: REGEX_TARGET,
      regexConstructor(pattern) {
        asked.push(pattern);
        return defaultJavaScriptRegexConstructor(pattern, { target: REGEX_TARGET });
      },
    });
    const langs = ['bash', 'tsx', 'python', 'json', 'yaml', 'markdown'];
    const core = await highlighter(recording, langs);
    const code: Record<string, string> = { ...SAMPLES, markdown: '# Title\n\n- a *list* with `code`\n\n```js\nconst a = 1;\n```\n\n> quote\n', bash: 'cat <<EOF\nhi $USER\nEOF\n' };
    for (const lang of langs) core.codeToHtml(code[lang] ?? '', { lang, themes: THEMES, tokenizeTimeLimit: 0 });
    core.dispose();
    const ahead = new Set((await loadGrammars(langs)).flatMap((registration) => precompiledRegexes(registration).map(([pattern]) => pattern)));
    // Only the ends written per match: vscode-textmate fills in the back-references of an `end` with
    // the text its `begin` matched (the heredoc's `EOF`, the emphasis's `*`, the fence's three
    // backticks in its two anchor variants: `\G` allowed or not where the scan starts).
    expect(asked.filter((pattern) => !ahead.has(pattern))).toEqual(['^EOF(?=[\\&;\\s]|$)', '(?<=\\S)(\\*)((?!\\*)|(?=\\*\\*))', '(^|\\G)(|\\s{0,3})(```)\\s*$', '(^|\\\uFFFF)(|\\s{0,3})(```)\\s*$']);
    expect(asked.length).toBeGreaterThan(100);
  });

  test('colours code as it colours it translating at run time, with the patterns translated ahead of time', async () => {
    const ahead = mixedEngine(() => createOnigurumaEngine(import('@shikijs/engine-oniguruma/wasm-inlined')));
    const langs = Object.keys(SAMPLES).filter((lang) => lang !== 'ahk2');
    ahead.precompiled((await loadGrammars(langs)).flatMap(precompiledRegexes));
    const ours = await highlighter(ahead.engine, langs);
    const runtime = await highlighter(createJavaScriptRegexEngine({ target: REGEX_TARGET }), langs);
    for (const lang of langs) {
      const html = (core: HighlighterCore): string => core.codeToHtml(SAMPLES[lang] ?? '', { lang, themes: THEMES, defaultColor: false, tokenizeTimeLimit: 0 });
      expect({ lang, html: html(ours) }).toEqual({ lang, html: html(runtime) });
    }
    ours.dispose();
    runtime.dispose();
  });

  test('the hotkey line of AutoHotkey is one JavaScript\'s RegExp alone refuses', async () => {
    const javascript = await highlighter(createJavaScriptRegexEngine(), ['ahk2']);
    expect(() => javascript.codeToHtml(SAMPLES.ahk2 ?? '', { lang: 'ahk2', themes: THEMES, tokenizeTimeLimit: 0 })).toThrow(/Oniguruma/);
    javascript.dispose();
  });

  test('a scanner asked the same question twice while remembering answers from memory, and forgets after', () => {
    const asked: string[] = [];
    const inner = createJavaScriptRegexEngine({ target: REGEX_TARGET }).createScanner(['b+', 'c']);
    const scanner = rememberingScanner({
      findNextMatchSync(string, start, options) {
        asked.push(`${typeof string === 'string' ? string : string.content}@${start}/${options}`);
        return inner.findNextMatchSync(string, start, options);
      },
    });
    const mixed = mixedEngine(() => Promise.reject(new Error('not needed')));
    const [first, again, other, otherOptions] = mixed.remembering(() => [
      scanner.findNextMatchSync('abbc\n', 0, 0),
      scanner.findNextMatchSync('abbc\n', 0, 0),
      scanner.findNextMatchSync('abbc\n', 3, 0),
      scanner.findNextMatchSync('abbc\n', 0, 4),
    ]);
    expect(first).toEqual({ index: 0, captureIndices: [{ start: 1, end: 3, length: 2 }] });
    expect(again).toBe(first);
    expect(other).toEqual({ index: 1, captureIndices: [{ start: 3, end: 4, length: 1 }] });
    expect(otherOptions).toEqual(first);
    expect(asked).toEqual(['abbc\n@0/0', 'abbc\n@3/0', 'abbc\n@0/4']);
    const later = mixed.remembering(() => scanner.findNextMatchSync('abbc\n', 0, 0));
    expect(later).toEqual(first);
    expect(later).not.toBe(first);
    expect(scanner.findNextMatchSync('abbc\n', 0, 0)).not.toBe(first);
    expect(asked).toHaveLength(5);
  });

  test('remembers at most MAX_REMEMBERED answers in one call: past it, a question is scanned each time', () => {
    let asked = 0;
    const scanner = rememberingScanner({
      findNextMatchSync: () => {
        asked++;
        return null;
      },
    });
    const mixed = mixedEngine(() => Promise.reject(new Error('not needed')));
    mixed.remembering(() => {
      for (let start = 0; start < MAX_REMEMBERED + 10; start++) scanner.findNextMatchSync('line\n', start, 0);
      expect(asked).toBe(MAX_REMEMBERED + 10);
      scanner.findNextMatchSync('line\n', 0, 0);
      expect(asked).toBe(MAX_REMEMBERED + 10);
      scanner.findNextMatchSync('line\n', MAX_REMEMBERED + 5, 0);
      expect(asked).toBe(MAX_REMEMBERED + 11);
    });
  });

  test('colours a block the same while remembering, in both themes, with half the scans or fewer', async () => {
    const mixed = mixedEngine(() => Promise.reject(new Error('not needed')));
    const javascript = createJavaScriptRegexEngine({ target: REGEX_TARGET });
    let scans = 0;
    const counting: RegexEngine = {
      createScanner(patterns) {
        const scanner = javascript.createScanner(patterns);
        return rememberingScanner({
          findNextMatchSync(string, start, options) {
            scans++;
            return scanner.findNextMatchSync(string, start, options);
          },
        });
      },
      createString: javascript.createString,
    };
    const langs = Object.keys(SAMPLES).filter((lang) => lang !== 'ahk2');
    const core = await highlighter(counting, langs);
    for (const lang of langs) {
      const html = (): string => core.codeToHtml(SAMPLES[lang] ?? '', { lang, themes: THEMES, defaultColor: false, tokenizeTimeLimit: 0 });
      html();
      scans = 0;
      const plain = html();
      const plainScans = scans;
      scans = 0;
      const remembered = mixed.remembering(html);
      expect({ lang, html: remembered }).toEqual({ lang, html: plain });
      expect(plain).toContain('--shiki-dark:');
      expect(plainScans).toBeGreaterThan(0);
      expect(scans).toBeLessThanOrEqual(plainScans / 2);
    }
    core.dispose();
  });
});
