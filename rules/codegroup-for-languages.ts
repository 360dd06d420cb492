import type { Code, Nodes } from 'mdast';
import { getComponent } from '../src/components/index.js';
import { examplesFile } from '../src/rule-kit/examples-file.js';
import { defineRule } from '../src/rule-kit/rule.js';
import { walk } from '../src/parse/walk.js';

/** Programming languages (and shells) that show the same call in different ways; aliases map to one name. */
const LANGUAGES: Record<string, string> = {
  js: 'javascript', javascript: 'javascript', jsx: 'javascript', mjs: 'javascript', node: 'javascript',
  ts: 'typescript', typescript: 'typescript', tsx: 'typescript',
  py: 'python', python: 'python', python3: 'python',
  go: 'go', golang: 'go', rb: 'ruby', ruby: 'ruby', java: 'java', kotlin: 'kotlin', kt: 'kotlin', swift: 'swift',
  php: 'php', cs: 'csharp', csharp: 'csharp', 'c#': 'csharp', rust: 'rust', rs: 'rust', dart: 'dart', scala: 'scala',
  elixir: 'elixir', ex: 'elixir', c: 'c', cpp: 'cpp', 'c++': 'cpp',
  bash: 'shell', sh: 'shell', shell: 'shell', zsh: 'shell', curl: 'shell', powershell: 'powershell', ps1: 'powershell',
};

const SHELLS = new Set(['shell', 'powershell']);

/** A shell block that makes a request (`curl`, `wget`, `http`): the usual peer of the same call in a programming language. */
function isRequest(block: Code): boolean {
  return /\b(curl|wget|http|Invoke-RestMethod|Invoke-WebRequest)\b/i.test(block.value);
}

/**
 * Whether the blocks of a run could be one example in several languages: a shell block counts only when it makes a
 * request (an install command followed by usage code is two steps), and the blocks are of comparable length.
 */
function sameExample(run: readonly Code[]): boolean {
  if (run.some((block) => SHELLS.has(LANGUAGES[(block.lang ?? '').toLowerCase()] ?? '') && !isRequest(block))) return false;
  const lines = run.map((block) => block.value.split('\n').filter((line) => line.trim() !== '').length || 1);
  return Math.max(...lines) <= 4 * Math.min(...lines);
}

function isCode(node: Nodes | undefined): node is Code {
  return node !== undefined && node.type === 'code';
}

export default defineRule({
  id: 'codegroup-for-languages',
  description: 'Suggest `<CodeGroup>` for adjacent code blocks showing the same thing in different languages',
  tags: ['components', 'code', 'suggestion'],
  recommended: false,
  docs: {
    rationale:
      'Two or more code blocks in a row, each in a different programming language, are nearly always the same example for ' +
      'readers of different languages. In a `<CodeGroup>` they become tabs: the reader picks a language once (the site ' +
      'remembers the choice) instead of scrolling past the others. Blocks in the same language, a command ' +
      'followed by its output (`bash` then `json`), a shell command that is not a request followed by code (an install ' +
      'step, then usage) and blocks of very different lengths are not suggested.',
    whenNotToUse: 'When the blocks are successive steps that happen to use different languages.',
  },
  messages: {
    group: 'Unexpected adjacent code blocks in {{languages}}, expected them in one `<CodeGroup>`',
  },
  examples: examplesFile('codegroup-for-languages'),
  check(tree, context) {
    if (context.page.syntax !== 'mdx') return;
    walk(tree, (node) => {
      if (!('children' in node)) return;
      const parent = node;
      if ((parent.type === 'mdxJsxFlowElement' || parent.type === 'mdxJsxTextElement') && Array.isArray(getComponent(parent.name ?? '')?.children)) return;
      const children = parent.children as Nodes[];
      let i = 0;
      while (i < children.length) {
        let j = i;
        while (isCode(children[j])) j++;
        const run = children.slice(i, j).filter(isCode);
        const languages = run.map((block) => LANGUAGES[(block.lang ?? '').toLowerCase()]);
        const distinct = new Set(languages);
        if (run.length >= 2 && !languages.includes(undefined) && distinct.size === run.length && sameExample(run)) {
          const first = run[0];
          const last = run[run.length - 1];
          if (first?.position && last?.position) {
            context.report({
              messageId: 'group',
              place: { start: first.position.start, end: last.position.end },
              data: { languages: run.map((block) => `\`${block.lang ?? ''}\``).join(', ') },
            });
          }
        }
        i = Math.max(j, i + 1);
      }
    });
  },
});
