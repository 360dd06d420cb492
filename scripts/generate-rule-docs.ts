// Writes the rule list rules/index.ts (from the files in rules/), then the rule reference:
// docs/rules/<id>.mdx, the overview docs/rules.mdx with the rule table, and the docs navigation
// group; and the check reference (docs/checks/<id>.mdx, docs/checks.mdx and its navigation group) from
// src/findings/checks.ts; and src/parse/component-ids.ts from the component registry. Run `npm run docs:rules`
// after adding or changing a rule, a check id or a component.
import { readFileSync, readdirSync, renameSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ruleIdsOf, ruleIndexSource } from '../src/lint/rule-index.js';
import { generatedFiles } from '../src/lint/rule-docs.js';
import { generatedCheckFiles } from '../src/check/check-docs.js';
import { componentIdsSource } from '../src/components/component-ids.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const index = join(root, 'rules/index.ts');
const indexText = ruleIndexSource(ruleIdsOf(readdirSync(join(root, 'rules'))));
if (readFileSync(index, 'utf8') !== indexText) {
  writeFileSync(index, indexText);
  process.stdout.write('rules/index.ts written\n');
}
// Imported after it is written, so a new rule file is in the list.
const { rules } = await import('../rules/index.js');
const files = generatedFiles(rules, {
  docsConfig: readFileSync(join(root, 'docs/docs.json'), 'utf8'),
});
files.set('src/parse/component-ids.ts', componentIdsSource());
// The check reference edits the docs.json the rule reference wrote.
for (const [path, text] of generatedCheckFiles({ docsConfig: files.get('docs/docs.json') ?? '' })) files.set(path, text);
for (const folder of ['docs/rules', 'docs/checks']) {
  mkdirSync(join(root, folder), { recursive: true });
  for (const name of readdirSync(join(root, folder))) {
    if (/\.mdx?$/.test(name) && !files.has(`${folder}/${name}`)) rmSync(join(root, folder, name));
  }
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
