// Shared by the rules-file tests: lint the generated file and every MDX example in it.
import type { Code } from 'mdast';
import { visit } from 'unist-util-visit';
import { presets } from '../../presets/index.js';
import { verifyText } from '../../src/lint/verify-text.js';
import { parsePage } from '../../src/parse/index.js';

/** Findings as `line:column ruleId message`, for readable failures. */
export async function lintLines(text: string, filePath: string): Promise<string[]> {
  // Writing-style advice (the `style` preset) is not asked of generated text.
  const rules = Object.fromEntries(Object.entries(presets.recommended.rules).filter(([id]) => !(id in presets.style.rules)));
  const result = await verifyText(text, { filePath, rules });
  return result.findings.map((f) => `${f.line}:${f.column} ${f.ruleId} ${f.message}`);
}

/** Every fenced `mdx` example of a Markdown file, as written in it. */
export function mdxExamples(markdown: string): string[] {
  const { tree } = parsePage({ path: 'rules.md', value: markdown });
  const examples: string[] = [];
  visit(tree, 'code', (node: Code) => {
    if (node.lang === 'mdx') examples.push(node.value);
  });
  return examples;
}

/** A fragment becomes a page: front matter first, unless it has its own. */
export function asPage(example: string): string {
  return example.startsWith('---\n') ? example : `---\ntitle: Example\ndescription: One example from the rules file.\n---\n\n${example}\n`;
}
