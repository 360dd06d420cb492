// The grammar store the package ships instead of `shiki`'s 17 MB of packages (issue 29):
// it must hold every language shiki highlights, as shiki's own packages give it.
import { afterAll, describe, expect, jest, test } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHighlighterCore } from '@shikijs/core';
import { createOnigurumaEngine } from '@shikijs/engine-oniguruma';
import { bundledLanguagesInfo, createHighlighter } from 'shiki';
import { loadGrammars, loadLanguages, loadTheme, readShikiStore } from '../../../src/render/page/shiki-grammars.js';
import { SHIKI_LANGUAGES } from '../../../src/render/page/shiki-languages.js';
// @ts-expect-error: a plain ES module of the build scripts, without types.
import { languagesModule, precompiledRegexes, STORE_THEMES, writeShikiStore } from '../../../scripts/shiki-store.mjs';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const dir = mkdtempSync(join(tmpdir(), 'docwright-shiki-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the shiki grammar store', () => {
  test('src/render/page/shiki-languages.ts lists every language and alias shiki bundles (`node scripts/shiki-store.mjs`)', () => {
    const text = readFileSync(new URL('../../../src/render/page/shiki-languages.ts', import.meta.url), 'utf8');
    expect(text).toBe((languagesModule as () => string)());
  });

  test('holds every bundled language with the registrations shiki\'s own package gives it, and the site\'s themes', async () => {
    // Quality 0: fast; the package build compresses harder, which changes no byte of what comes out.
    await (writeShikiStore as (dir: string, quality: number) => Promise<void>)(dir, 0);
    const store = readShikiStore(dir);
    const differ: string[] = [];
    for (const info of bundledLanguagesInfo) {
      const expected = (await info.import()).default;
      if (JSON.stringify(await loadGrammars([info.id], store)) !== JSON.stringify(expected)) differ.push(info.id);
      for (const alias of info.aliases ?? []) if (SHIKI_LANGUAGES[alias] !== info.id) differ.push(alias);
    }
    expect(differ).toEqual([]);
    expect(bundledLanguagesInfo.length).toBeGreaterThan(200);
    for (const name of STORE_THEMES as string[]) expect(await loadTheme(name, store)).toEqual(await loadTheme(name, undefined));
  });

  test('holds each grammar\'s patterns translated ahead of time; a checkout has none', async () => {
    const store = readShikiStore(dir);
    for (const lang of ['javascript', 'bash', 'mdx']) {
      const grammars = await loadLanguages([lang], store);
      expect(grammars.length).toBeGreaterThan(0);
      for (const { registration, regexes } of grammars) {
        expect(regexes).toEqual((precompiledRegexes as (registration: unknown) => unknown[])(registration));
        expect(regexes.length).toBeGreaterThan(registration.name === 'javascript' ? 300 : 10);
      }
      expect((await loadLanguages([lang], undefined)).every((grammar) => grammar.regexes.length === 0)).toBe(true);
    }
  });

  test('a highlighter on the store colours code as shiki\'s bundled highlighter does', async () => {
    const store = readShikiStore(dir);
    const langs = ['python', 'vue', 'mdx', 'rust', 'sh'];
    const themes = { light: 'github-light-default', dark: 'github-dark-default' };
    const ours = await createHighlighterCore({ themes: [loadTheme(themes.light, store), loadTheme(themes.dark, store)], langs: [], engine: createOnigurumaEngine(import('@shikijs/engine-oniguruma/wasm-inlined')) });
    await ours.loadLanguage(...(await loadGrammars(langs, store)));
    const theirs = await createHighlighter({ themes: [themes.light, themes.dark], langs });
    // No time limit: on a busy machine a grammar's first line can take longer than shiki's 500 ms.
    const code = { python: 'def f(x):\n    return x * 2  # two\n', vue: '<template><p>{{ a }}</p></template>\n<script setup lang="ts">const a: number = 1</script>\n', mdx: '---\ntitle: x\n---\n<Note>hi</Note>\n', rust: 'fn main() { println!("hi"); }\n', sh: 'echo "$HOME" | wc -c\n' };
    for (const [lang, text] of Object.entries(code)) expect({ lang, html: ours.codeToHtml(text, { lang, themes, tokenizeTimeLimit: 0 }) }).toEqual({ lang, html: theirs.codeToHtml(text, { lang, themes, tokenizeTimeLimit: 0 }) });
    ours.dispose();
    theirs.dispose();
  });
});
