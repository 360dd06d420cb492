import { getProcessor } from './dist/src/parse/index.js';
import { VFile } from '/work/main/node_modules/vfile/index.js';
const lines = ['> a b', '>', 'lazy text', '- a b', '  - c d', '1. x y', '```js', '```', '~~~', 'Text', '===', '---', '***', '<div>', '</div>', '', '    indented', '> ```', '> ---', '  ```', 'a *b* c', '# h', '> > q r', '  lazy', '> - item', '>     code', '* * *', '- ', '+ a', '> ===', '<!-- c -->', '[a]: /b', '[^1]: note', 'a[^1]', '~~s~~', '- [ ] task', 'w h H W', '$$', 'a $b$'];
let seed = Number(process.argv[2] ?? 1);
const rand = (n) => { seed = (seed * 1103515245 + 12345) & 0x7fffffff; return seed % n; };
const parse = (syntax, text, gate) => { try { return JSON.stringify(getProcessor(syntax, true, true, gate).parse(new VFile({ value: text }))); } catch (e) { return 'E ' + e.message; } };
let diff = 0, n = Number(process.argv[3] ?? 20000);
for (let i = 0; i < n; i++) {
  const k = 2 + rand(8);
  const text = Array.from({ length: k }, () => lines[rand(lines.length)]).join('\n') + (rand(2) ? '\n' : '');
  for (const syntax of ['md', 'mdx']) {
    if (parse(syntax, text, undefined) !== parse(syntax, text, text)) { diff++; if (diff < 5) console.log('DIFF', syntax, JSON.stringify(text)); }
  }
}
console.log('docs', n, 'diff', diff);
