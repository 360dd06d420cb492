// A code block's two themes from one tokenization (issue 51, src/render/page/theme-pair.ts): the
// same HTML as shiki's two passes, and the two passes again when a block cannot be paired.
import { describe, expect, jest, test } from '@jest/globals';
import { toHtml } from 'hast-util-to-html';
import { getHighlighter, highlightCode, type Highlighter } from '../../../src/render/page/highlight.js';
import { pairingCounts, withPairedThemes } from '../../../src/render/page/theme-pair.js';

jest.setTimeout(120_000);

const THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

// Each with nested scopes the two themes colour differently (strings in templates, comments, markup in Markdown).
const SAMPLES: [string, string][] = [
  ['ts', 'const a: Map<string, number> = new Map(); // note\nexport function f(x = `t${a.size}`) { return /re[gx]+/g.test(String(x)); }\n\nclass C<T> extends Base implements I { private y?: T; }'],
  ['python', '@decorator\nasync def f(x: int = 3, *args) -> str:\n    """Doc."""\n    return f"{x!r} {args}"  # comment\n'],
  ['bash', 'for f in *.md; do\n  echo "$f: $(wc -l < "$f")" >> out.txt # count\ndone\nexport PATH="$HOME/bin:$PATH"'],
  ['json', '{\n  "name": "x",\n  "list": [1, 2.5e3, true, null],\n  "nested": { "a": "b\\n" }\n}'],
  ['markdown', '# Title\n\nSome *emphasis* and `code`.\n\n```js\nconst x = 1;\n```\n\n<div class="x">html</div>\n'],
  ['html', '<!doctype html>\n<style>a { color: red; }</style>\n<script>let n = 1 + "2";</script>\n<a href="/x" onclick="go()">link</a>'],
  ['css', '@media (min-width: 10px) { .a > b::before { content: "\\201C"; color: #fff !important; } }'],
  ['yaml', 'key: value # comment\nlist:\n  - "quoted"\n  - &anchor 12\nblock: |\n  text\n'],
];

/** shiki's own two passes for a block, outside any pairing. */
function twoPasses(highlighter: Highlighter, code: string, lang: string, themes: Record<string, string> = THEMES): string {
  return toHtml(highlighter.codeToHast(code, { lang, themes, defaultColor: false, tokenizeTimeLimit: 0 }));
}

describe('two themes from one tokenization', () => {
  test('each block is tokenized once and its HTML is exactly that of one pass per theme', async () => {
    const highlighter = await getHighlighter(SAMPLES.map(([lang]) => lang));
    for (const [lang, code] of SAMPLES) {
      const before = { ...pairingCounts };
      const paired = withPairedThemes(highlighter.getLanguage(lang), (name) => highlighter.setTheme(name), [THEMES.light, THEMES.dark], () => twoPasses(highlighter, code, lang), () => 'fallback');
      expect(pairingCounts).toEqual({ paired: before.paired + 1, unpaired: before.unpaired });
      expect(paired).toBe(twoPasses(highlighter, code, lang));
    }
  });

  test('a block whose passes do not come in the paired order is highlighted by the fallback', async () => {
    const highlighter = await getHighlighter(['ts']);
    const [, code] = SAMPLES[0] ?? ['', ''];
    const reversed = { light: THEMES.dark, dark: THEMES.light };
    const before = { ...pairingCounts };
    const result = withPairedThemes(highlighter.getLanguage('ts'), (name) => highlighter.setTheme(name), [THEMES.light, THEMES.dark], () => twoPasses(highlighter, code, 'ts', reversed), () => 'fallback');
    expect(result).toBe('fallback');
    expect(pairingCounts.unpaired).toBe(before.unpaired + 1);
    // The grammar still tokenizes as shiki does outside a pairing.
    expect(twoPasses(highlighter, code, 'ts', reversed)).toContain('--shiki-dark:');
  });

  test('highlightCode pairs the themes of a block and keeps its HTML', async () => {
    const highlighter = await getHighlighter(['python']);
    const [, code] = SAMPLES[1] ?? ['', ''];
    const before = pairingCounts.paired;
    const html = toHtml(highlightCode(highlighter, code, 'python', null));
    expect(pairingCounts.paired).toBe(before + 1);
    expect(html).toContain(toHtml(highlighter.codeToHast(code.replace(/\n$/, ''), { lang: 'python', themes: THEMES, defaultColor: false, tokenizeTimeLimit: 0 })).match(/<code>[\s\S]*<\/code>/)?.[0] ?? 'missing');
  });
});
