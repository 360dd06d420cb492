// Writes the rule reference: docs/rules/<id>.mdx, the overview docs/rules.mdx with the
// rule table, and the docs navigation group. Run `npm run docs:rules` after changing a rule.
import { readFileSync, readdirSync, renameSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rules } from '../rules/index.js';
import { generatedFiles } from '../src/lint/rule-docs.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const files = generatedFiles(rules, {
  docsConfig: readFileSync(join(root, 'docs/docs.json'), 'utf8'),
});
mkdirSync(join(root, 'docs/rules'), { recursive: true });
for (const name of readdirSync(join(root, 'docs/rules'))) {
  if (/\.mdx?$/.test(name) && !files.has(`docs/rules/${name}`)) rmSync(join(root, 'docs/rules', name));
}
let changed = 0;
for (const [path, text] of files) {
  const target = join(root, path);
  let old: string | undefined;
  try {
    old = readFileSync(target, 'utf8');
  } catch {
    old = undefined;
  }
  if (old !== text) {
    const temp = `${target}.${process.pid}.tmp`;
    writeFileSync(temp, text);
    renameSync(temp, target);
    changed++;
  }
}
process.stdout.write(`${changed} file(s) written, ${files.size - changed} unchanged\n`);
