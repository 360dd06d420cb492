import { readFileSync } from 'node:fs';
import { glob } from 'tinyglobby';
import { lintText } from './src/lint/lint-text.js';
import rule from './rules/expression-defined.js';
const corpus = '/work/shared/corpus/';
let n = 0;
for (const project of ['starter', 'legacy', 'hoppscotch', 'mintlify-docs']) {
  const files = await glob(['**/*.{md,mdx}'], { cwd: corpus + project, ignore: ['**/node_modules/**'] });
  let c = 0;
  for (const file of files.sort()) {
    const result = await lintText(readFileSync(`${corpus}${project}/${file}`, 'utf8'), { filePath: file, rules: { 'expression-defined': 'error' } });
    for (const f of result.findings) { c++; console.log(`${project}/${file}:${f.line}:${f.column} ${f.message}`); }
  }
  console.log(`== ${project}: ${files.length} files, ${c} findings`); n += c;
}
console.log('total', n);
