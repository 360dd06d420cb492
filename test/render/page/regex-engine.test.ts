// The regex engine code is highlighted with (issue 51): JavaScript's RegExp for the grammars it
// can run, Oniguruma's WebAssembly for the others, the same colours either way.
import { describe, expect, jest, test } from '@jest/globals';
import { createHighlighterCore, type HighlighterCore, type RegexEngine } from '@shikijs/core';
import { createJavaScriptRegexEngine, defaultJavaScriptRegexConstructor } from '@shikijs/engine-javascript';
import { createOnigurumaEngine } from '@shikijs/engine-oniguruma';
import { mixedEngine, ONIGURUMA_GRAMMARS } from '../../../src/render/page/regex-engine.js';
import { loadGrammars, loadTheme } from '../../../src/render/page/shiki-grammars.js';
import { SHIKI_LANGUAGES } from '../../../src/render/page/shiki-languages.js';

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

  test('the hotkey line of AutoHotkey is one JavaScript\'s RegExp alone refuses', async () => {
    const javascript = await highlighter(createJavaScriptRegexEngine(), ['ahk2']);
    expect(() => javascript.codeToHtml(SAMPLES.ahk2 ?? '', { lang: 'ahk2', themes: THEMES, tokenizeTimeLimit: 0 })).toThrow(/Oniguruma/);
    javascript.dispose();
  });
});
