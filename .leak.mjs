import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmTable } from 'micromark-extension-gfm-table';
import { gfmTableFromMarkdown } from 'mdast-util-gfm-table';
const inputs = [
  '> a b\nlazy\n> ```js\n> code\n> ```\n',
  '> a b\nlazy\n>\n> ```js\n> code\n> ```\n',
  '- a b\nlazy\n\n  ```js\n  code\n  ```\n',
  '> a b\nlazy\n> Text\n> ===\n',
  '> a b\nlazy\n\n```js\ncode\nmore\n```\n',
  '> a b\nlazy\n```js\ncode\n```\n',
  '- a b\nlazy\n\n```js\ncode\n```\n',
  '> a b\nlazy\n\nText\n===\n',
  '> a b\nlazy\n\n<div>\n\nx\n</div>\n',
];
for (const text of inputs) {
  const a = JSON.stringify(fromMarkdown(text));
  const b = JSON.stringify(fromMarkdown(text, { extensions: [gfmTable()], mdastExtensions: [gfmTableFromMarkdown()] }));
  console.log(a === b ? 'same' : 'DIFF', JSON.stringify(text));
  if (a !== b) { console.log(a.replace(/"position":\{[^}]*\{[^}]*\}[^}]*\{[^}]*\}\}/g,'').slice(0,400)); console.log(b.replace(/"position":\{[^}]*\{[^}]*\}[^}]*\{[^}]*\}\}/g,'').slice(0,400)); }
}
