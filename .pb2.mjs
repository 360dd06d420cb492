import { readFileSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { getProcessor } from './dist/src/parse/index.js';
import { withTableLines } from './dist/src/parse/gfm-gate.js';
import { VFile } from '/work/main/node_modules/vfile/index.js';
const files = execSync(`find ${process.argv[2]} -name "*.mdx"`).toString().trim().split('\n');
const texts = files.map(f => readFileSync(f, 'utf8'));
const run = (lines) => { const t = performance.now(); for (const [i, value] of texts.entries()) { const p = () => getProcessor('mdx', true, true, value).parse(new VFile({ path: files[i], value })); lines ? withTableLines(value, p) : p(); } return performance.now() - t; };
const r = { all: [], lines: [] };
for (let round = 0; round < 4; round++) { r.all.push(run(false).toFixed(0)); r.lines.push(run(true).toFixed(0)); }
console.log(process.argv[2], r);
