import { readFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { parsePage } from './dist/src/parse/index.js';
const files = execSync(`find ${process.argv[2]} -name "*.mdx"`).toString().trim().split('\n');
const texts = files.map(f => readFileSync(f, 'utf8'));
for (let round = 0; round < 3; round++) {
  const t = performance.now();
  for (const [i, value] of texts.entries()) parsePage({ path: files[i], value });
  if (round) console.log(files.length, 'parsePage', round, (performance.now() - t).toFixed(0), 'ms');
}
