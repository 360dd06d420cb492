import { describe, expect, test } from '@jest/globals';
import { toHtml } from 'hast-util-to-html';
import { embeddedLanguages, getHighlighter, highlightCode, isUncolouredTooDeep, MAX_GRAMMAR_DEPTH, tooDeepMessage } from '../../../src/render/page/highlight.js';
import { renderContent, type RenderedContent } from '../../../src/render/page/page.js';
import { makeProject } from '../helpers.js';

describe('languages a Markdown or MDX block embeds', () => {
  test('front matter, fenced blocks, raw HTML and MDX JSX are named by the block itself', () => {
    const block = '---\ntitle: Garden\n---\n\n<Note>Water daily</Note>\n\n```python\nprint(1)\n```\n\n~~~ go\nfunc main() {}\n~~~\n';
    expect(embeddedLanguages('mdx', block).sort()).toEqual(['go', 'html', 'python', 'tsx', 'yaml']);
    expect(embeddedLanguages('md', '+++\ntitle = "x"\n+++\n')).toEqual(['toml']);
  });

  test('a fence indented inside a component\'s children is named too, as MDX\'s grammar colours it', async () => {
    const block = '<Tabs>\n  <Tab title="npm">\n    ```bash\n    npm install garden\n    ```\n  </Tab>\n</Tabs>\n';
    expect(embeddedLanguages('mdx', block).sort()).toEqual(['bash', 'html', 'tsx']);
    const html = toHtml(highlightCode(await getHighlighter(['mdx', ...embeddedLanguages('mdx', block)]), block, 'mdx', undefined));
    // `npm` coloured as a command, apart from its arguments: not one plain run.
    expect(html).toMatch(/> *npm<\/span><span[^>]*> install<\/span>/);
  });

  test('other languages embed nothing', () => {
    expect(embeddedLanguages('js', '---\n```python\n```')).toEqual([]);
    expect(embeddedLanguages(undefined, '---\n')).toEqual([]);
  });

  test('an MDX block with front matter is highlighted the same before and after its embedded languages were loaded elsewhere', async () => {
    const block = '---\ntitle: Garden\n---\n\n# Beds\n';
    const first = toHtml(highlightCode(await getHighlighter(['mdx', ...embeddedLanguages('mdx', block)]), block, 'mdx', undefined));
    // Another page loads more languages into the same process.
    const second = toHtml(highlightCode(await getHighlighter(['mdx', 'yaml', 'toml', 'python', 'rust']), block, 'mdx', undefined));
    expect(second).toBe(first);
    // The front matter's key and value are coloured as YAML, not as one plain run.
    expect(first).toMatch(/>title<\/span><span[^>]*>: <\/span><span[^>]*>Garden</);
  });
});

describe('languages a block embeds through its own grammar', () => {
  test("an HTML block's script and style are coloured as JavaScript and CSS, from the first block on", async () => {
    const block = '<div>\n<script>\nconst plant = "fern";\n</script>\n<style>\n.bed { color: green; }\n</style>\n</div>';
    const html = toHtml(highlightCode(await getHighlighter(['html']), block, 'html', undefined));
    // `const` and the string are tokens of their own with a colour, not part of one plain run of the line.
    expect(html).toMatch(/<span style="[^"]+">const<\/span>/);
    expect(html).toMatch(/<span style="[^"]+"> ?"fern"<\/span>/);
    expect(html).toMatch(/<span style="[^"]+">color<\/span>/);
  });
});

/** A block's `<pre>` as HTML without shiki's colour styles. */
async function pre(code: string, lang: string, meta?: string): Promise<string> {
  return toHtml(highlightCode(await getHighlighter([lang]), code, lang, meta)).replace(/ style="[^"]*"/g, '');
}

/** The class of each line of a highlighted block. */
function lineClasses(html: string): string[] {
  return [...html.matchAll(/<span class="(line[^"]*)">/g)].map((match) => match[1] ?? '');
}

describe('code-block notations and options', () => {
  test('`[!code ++]`/`[!code --]` mark diff lines in each comment syntax, and the comments are gone', async () => {
    const js = await pre('const bed = "north"; // [!code ++]\nwater("south"); // [!code --]\nwater(bed); // [!code ++]\nrest();', 'js');
    expect(js).toMatch(/^<pre tabindex="0" class="shiki has-diff" data-language="js">/);
    expect(lineClasses(js)).toEqual(['line diff add', 'line diff remove', 'line diff add', 'line']);
    expect(js).not.toContain('[!code');
    // The space before a removed comment goes too: copied lines end with the code.
    expect(js.replace(/<[^>]+>/g, '').split('\n')).toEqual(['const bed = "north";', 'water("south");', 'water(bed);', 'rest();']);
    for (const [lang, code] of [
      ['python', 'def grow():\n    plant(1)  # [!code --]\n    plant(2)  # [!code ++]'],
      ['html', '<p>old</p> <!-- [!code --] -->\n<p>new</p> <!-- [!code ++] -->'],
      ['css', 'a { color: red; } /* [!code --] */\na { color: teal; } /* [!code ++] */'],
      ['sql', 'select 1; -- [!code --]\nselect 2; -- [!code ++]'],
    ] as const) {
      const out = await pre(code, lang);
      expect(lineClasses(out).slice(-2)).toEqual(['line diff remove', 'line diff add']);
      expect(out).not.toContain('[!code');
    }
  });

  test('`[!code ++:3]` marks its line and the next two; a line holding only the notation goes', async () => {
    expect(lineClasses(await pre('one(); // [!code ++:3]\ntwo();\nthree();\nfour();', 'js'))).toEqual(['line diff add', 'line diff add', 'line diff add', 'line']);
    expect(lineClasses(await pre('// [!code --:2]\ngone();\ngone();\nkept();', 'js'))).toEqual(['line diff remove', 'line diff remove', 'line']);
  });

  test('focus, highlight, error and warning, by notation and by the meta line', async () => {
    const notes = await pre('a(); // [!code focus]\nb(); // [!code highlight]\nc(); // [!code error]\nd(); // [!code warning]\ne();', 'js');
    expect(notes).toMatch(/class="shiki has-highlighted has-focused"/);
    expect(lineClasses(notes)).toEqual(['line focused', 'line highlighted', 'line highlighted error', 'line highlighted warning', 'line']);
    expect(notes).not.toContain('[!code');
    const meta = await pre('a\nb\nc\nd\ne', 'js', 'Beds focus={2,4-5} highlight=1');
    expect(meta).toMatch(/class="shiki has-highlighted has-focused"/);
    expect(lineClasses(meta)).toEqual(['line highlighted', 'line focused', 'line', 'line focused', 'line focused']);
    expect(lineClasses(await pre('a\nb\nc', 'js', '{1,3}'))).toEqual(['line highlighted', 'line', 'line highlighted']);
  });

  test('an escaped `[\\!code ++]` prints the notation; a plain-text block keeps it as written', async () => {
    const escaped = await pre('show(); // [\\!code ++]', 'js');
    expect(escaped).toContain('// [!code ++]');
    expect(escaped).not.toContain('diff');
    expect(await pre('water(); // [!code ++]', 'text')).toContain('// [!code ++]');
  });

  test('`lines` numbers the lines, `wrap` wraps them', async () => {
    expect(await pre('a', 'js', 'lines wrap')).toMatch(/^<pre tabindex="0" class="shiki dw-numbered dw-wrap"/);
    expect(await pre('a', 'js', 'wrap.js')).toMatch(/^<pre tabindex="0" class="shiki" /);
  });

  test('`twoslash` blocks show the code without twoslash’s markers and cut parts; the compiler never runs', async () => {
    const code = 'import { seed } from "./garden";\n// ---cut---\n// @errors: 2322\n// @noErrors\ntype Bed = "north" | "south";\nconst bed: Bed = "north";\n//    ^?\n// @filename: b.ts\nconst n = 1;\n// ---cut-start---\nhidden();\n// ---cut-end---\n// ---cut-after---\nafter();';
    const out = await pre(code, 'ts', 'twoslash Beds');
    const text = out.replace(/<[^>]+>/g, '').replace(/&#x3C;/g, '<');
    expect(text).toBe('type Bed = "north" | "south";\nconst bed: Bed = "north";\n// @filename: b.ts\nconst n = 1;');
    // Without `twoslash`, or in another language, `// ^?` is ordinary code.
    expect(await pre('const a = 1;\n//    ^?', 'ts')).toContain('^?');
    expect((await pre('a = 1\n// ^?', 'python', 'twoslash')).replace(/<[^>]+>/g, '')).toContain('// ^?');
  });
});

async function rendered(source: string): Promise<RenderedContent> {
  const root = makeProject({});
  return renderContent({ root, file: `${root}/page.mdx`, source, basePath: '', snippets: new Map() }, 'page');
}

async function render(source: string): Promise<string> {
  return (await rendered(source)).html;
}

describe('the code block around the highlighted lines', () => {
  test('every `expandable` block is followed by a closed `<details>` counting its lines as Mintlify does', async () => {
    const long = Array.from({ length: 20 }, (_, i) => `plant(${i + 1})`).join('\n');
    const out = await render(`\`\`\`python Beds expandable\n${long}\n\`\`\`\n\n\`\`\`python Short expandable\na()\nb()\n\`\`\`\n`);
    expect(out).toMatch(/^<div class="dw-code dw-code-expandable"><div class="dw-code-title">Beds<\/div><button[^>]*class="dw-copy"[\s\S]*?<\/pre><details class="dw-code-expand"><summary><span class="dw-code-more">See all 20 lines<\/span><span class="dw-code-less">See less<\/span><\/summary><\/details><\/div>/);
    expect(out).toMatch(/<div class="dw-code dw-code-expandable"><div class="dw-code-title">Short<\/div>[\s\S]*See all 2 lines/);
    expect(out.match(/<details/g)).toHaveLength(2);
  });

  test('plain text counts the empty line after its last newline; `Expandable` in a title also makes a block expandable', async () => {
    const out = await render('```text Words expandable\nrose\ntulip\n```\n\n```mdx Expandable seeds\n<A />\n```\n\n```mdx Plain seeds\n<A />\n```\n');
    expect(out).toContain('See all 3 lines');
    expect(out).toMatch(/<div class="dw-code-title">Expandable seeds<\/div>[\s\S]*See all 1 lines</);
    expect(out.match(/<details/g)).toHaveLength(2);
  });

  test('one line: a fenced block reads "1 lines" (Mintlify passes its count as a string), a JSX `<CodeBlock>` "1 line"', async () => {
    const out = await render('```js seed.js expandable\nsow();\n```\n\n<CodeBlock filename="bulb.js" language="js" expandable>plant();</CodeBlock>\n');
    expect(out).toMatch(/seed\.js<\/div>[\s\S]*?See all 1 lines<[\s\S]*bulb\.js<\/div>[\s\S]*?See all 1 line</);
  });

  test('`icon` draws in the title bar, and on the tab inside a CodeGroup', async () => {
    const out = await render('```js Seed icon="leaf"\na()\n```\n\n<CodeGroup>\n```js one.js icon=square-js\na()\n```\n```py two.py\nb()\n```\n</CodeGroup>\n');
    expect(out).toMatch(/<div class="dw-code-title"><svg class="dw-i"[^>]*>[\s\S]*?<\/svg>Seed<\/div>/);
    expect(out).toMatch(/class="dw-tab"[^>]*><svg class="dw-i"[^>]*>[\s\S]*?<\/svg>one\.js<\/button>/);
    expect(out).toMatch(/class="dw-tab"[^>]*>two\.py<\/button>/);
  });

  test('an `icon` no library has is warned once per name on the page, at its first block, and draws the neutral circle', async () => {
    const out = await rendered('# Beds\n\n```js Seed icon="no-such-garden-icon"\na()\n```\n\n<CodeGroup>\n```js one.js icon=no-such-garden-icon\na()\n```\n</CodeGroup>\n');
    expect(out.diagnostics.filter((d) => d.ruleId === 'icon-unknown').map((d) => `${d.line}:${d.column} ${d.message}`)).toEqual([
      '3:1 Unexpected icon `no-such-garden-icon`, expected a Font Awesome Free, Lucide or Tabler icon name or an image: a plain circle is shown',
    ]);
    expect(out.html).toMatch(/<div class="dw-code-title"><svg class="dw-i"[^>]*>[\s\S]*?<\/svg>Seed<\/div>/);
  });

  test('`lang="…"` in the meta highlights the block in that language, over its fence\'s, as Mintlify\'s CodeBlock does', async () => {
    const out = await render('```text Seed lang="python"\ndef grow(): pass\n```\n\n```nocopy lang=python\ndef grow(): pass\n```\n\n<CodeBlock language="text" lang="python">\ndef grow(): pass\n</CodeBlock>\n');
    expect(out.match(/data-language="python"/g)).toHaveLength(3);
    expect(out).not.toMatch(/data-language="(text|nocopy)"/);
    // Its title keeps the words that are no option; `nocopy` alone still leaves out the copy button.
    expect(out).toMatch(/<div class="dw-code-title">Seed<\/div>/);
    expect(out.match(/dw-copy/g)).toHaveLength(2);
    // `def` coloured as Python's keyword, apart from the name.
    expect(out).toMatch(/>def<\/span><span[^>]*> grow/);
  });

  test('`nocopy` and a bare ```` ```nocopy ```` leave out the copy button; `nocopy="false"` keeps it', async () => {
    const out = await render('```text Map nocopy\nA -> B\n```\n\n```nocopy\nA -> B\n```\n\n```text Kept nocopy="false"\nA -> B\n```\n');
    expect(out.match(/dw-copy/g)).toHaveLength(1);
    expect(out).toMatch(/<div class="dw-code-title">Kept<\/div><button/);
    expect(out).not.toContain('language-nocopy');
  });
});

describe('a line too long to colour', () => {
  /** The `<span class="line">` elements of a highlighted block, each as HTML. */
  function lines(html: string): string[] {
    return html.split('<span class="line">').slice(1);
  }

  test('from 1,000 characters on, a line is one plain run, as Mintlify shows it; the lines around it are coloured', async () => {
    // Bash's grammar takes time quadratic in the length of `${a${a…` on one line: 200 kB took minutes.
    const long = '${a'.repeat(400);
    const html = toHtml(highlightCode(await getHighlighter(['bash']), `echo "bed"\n${long}\necho "bed"`, 'bash', undefined));
    const [first, middle, last] = lines(html);
    expect(middle).toBe(`<span>${long}</span></span>\n`);
    // The short lines are still split into coloured tokens: the grammar's state went on past the long line.
    expect(first).toMatch(/^<span style="[^"]+">echo<\/span>/);
    expect(last).toMatch(/^<span style="[^"]+">echo<\/span>/);
  });

  test('a line of 999 characters is still coloured token by token', async () => {
    const line = `echo ${'"bed" '.repeat(165)}abcd`;
    expect(line).toHaveLength(999);
    const html = toHtml(highlightCode(await getHighlighter(['bash']), line, 'bash', undefined));
    // Each quoted word a token of its own: far more than one run.
    expect((lines(html)[0] ?? '').match(/<span /g)?.length ?? 0).toBeGreaterThan(100);
  });
});

describe('a block whose grammar nests past MAX_GRAMMAR_DEPTH', () => {
  // Interpolation in a string in an interpolation …: the grammar's rule stack grows with each.
  const deepRuby = `greeting = ${'"#{'.repeat(200)}\n${'"#{'.repeat(200)}\nputs greeting\n`;
  const deepSwift = `let greeting = ${'"\\('.repeat(150)}\n`.repeat(2);

  test('is shown uncoloured, every character kept, and the tree says so', async () => {
    const highlighter = await getHighlighter(['ruby', 'swift']);
    for (const [code, lang] of [[deepRuby, 'ruby'], [deepSwift, 'swift']] as const) {
      const pre = highlightCode(highlighter, code, lang, undefined);
      expect(isUncolouredTooDeep(pre)).toBe(true);
      const html = toHtml(pre);
      // The `<pre>` keeps its background colours; no token has a colour of its own.
      expect(html).not.toMatch(/<span style=/);
      expect(html).toContain(`data-language="${lang}"`);
      expect(html.replace(/<[^>]+>/g, '').replace(/&#x22;/g, '"').replace(/&#x26;/g, '&')).toBe(code.replace(/\n$/, ''));
    }
  });

  test('ordinary interpolation, a few levels deep, stays coloured as before', async () => {
    const highlighter = await getHighlighter(['ruby', 'swift']);
    for (const [code, lang] of [['puts "Hello #{"dear #{name}"}"\n', 'ruby'], ['print("Hello \\("dear \\(name)")")\n', 'swift']] as const) {
      const pre = highlightCode(highlighter, code, lang, undefined);
      expect(isUncolouredTooDeep(pre)).toBe(false);
      expect(toHtml(pre)).toMatch(/<span style="--shiki-light:/);
    }
  });

  test('a page reports it as `page-limit` at the block, on every render (never taken from the cache uncounted)', async () => {
    const root = makeProject({});
    const source = `# Greeting\n\n\`\`\`ruby\n${deepRuby}\`\`\`\n`;
    for (let round = 0; round < 2; round++) {
      const { diagnostics } = await renderContent({ root, file: `${root}/page.mdx`, source, basePath: '', snippets: new Map() }, 'page');
      const found = diagnostics.filter((d) => d.ruleId === 'page-limit');
      expect(found).toHaveLength(1);
      expect(found[0]).toMatchObject({ line: 3, column: 1, severity: 'warn' });
      expect(found[0]?.message).toBe(tooDeepMessage('ruby'));
      expect(found[0]?.message).toContain(`deeper than ${MAX_GRAMMAR_DEPTH} levels`);
    }
  });
});
