import { getProcessor, parsePage } from './dist/src/parse/index.js';
import { withTableLines } from './dist/src/parse/gfm-gate.js';
import { VFile } from '/work/main/node_modules/vfile/index.js';
const lines = ['> a b', '>', 'lazy text', '- a b', '  - c d', '1. x y', '```js', '```', 'Text', '===', '---', '<div>', '</div>', '', '    indented', '> ```', '> ---', 'a *b* c', '# h', '> > q r', '  lazy', '> - item', '* * *', '- ',
 '| a | b |', '| - | - |', 'a | b', '--- | ---', ':-', '-:', '| :-: |', '> | a |', '> | - |', '  | a |', '  | --- |', 'a|b|c', '|', '| x', '-|-', ' - | - ', '> a | b', '>  --|--', '\\| a', '`|`', 'a \\| b', '| a | b | c |', '|-|-|-|', ':--', 'x', '- | a |', '  | - |', '\t| - |', '>\t|-|'];
let seed = Number(process.argv[2] ?? 1);
const rand = (n) => { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed % n; };
const parse = (syntax, text, gated) => { try { return JSON.stringify(gated ? withTableLines(text, () => getProcessor(syntax, true, true, text).parse(new VFile({ value: text }))) : getProcessor(syntax, true, true).parse(new VFile({ value: text }))); } catch (e) { return 'E ' + e.message; } };
let diff = 0, n = Number(process.argv[3] ?? 20000), tables = 0;
for (let i = 0; i < n; i++) {
  const k = 2 + rand(8);
  const eol = ['\n', '\r\n', '\r'][rand(3)];
  const text = Array.from({ length: k }, () => lines[rand(lines.length)]).join(eol) + (rand(2) ? eol : '');
  for (const syntax of ['md', 'mdx']) {
    const full = parse(syntax, text, false);
    if (full.includes('"table"')) tables++;
    if (full !== parse(syntax, text, true)) { diff++; if (diff < 5) console.log('DIFF', syntax, JSON.stringify(text)); }
  }
}
console.log('docs', n, 'with tables', tables, 'diff', diff);
