// The HTML handlers of code groups, JSX code blocks and Mermaid diagrams; their registry entries
// are src/components/code.ts.
import type { Code, Paragraph, RootContent } from 'mdast';
import { h } from 'hastscript';
import { toString as hastToString } from 'hast-util-to-string';
import { attrBool, attrString, readAttributes } from '../../page/literal.js';
import { parseCodeMeta } from '../../../components/code-meta.js';
import { makeInput, shown, withPosition, type ComponentHandler, type HandlerInput } from '../handler-kit.js';
import { syncKey, tablist, type TabItem } from './structure.js';

const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  js: 'JavaScript', javascript: 'JavaScript', jsx: 'JSX', ts: 'TypeScript', typescript: 'TypeScript', tsx: 'TSX', py: 'Python', python: 'Python', rb: 'Ruby', ruby: 'Ruby',
  go: 'Go', golang: 'Go', rs: 'Rust', rust: 'Rust', java: 'Java', kotlin: 'Kotlin', kt: 'Kotlin', swift: 'Swift', php: 'PHP', cs: 'C#', csharp: 'C#', cpp: 'C++', c: 'C',
  bash: 'Bash', sh: 'Shell', shell: 'Shell', zsh: 'Zsh', powershell: 'PowerShell', json: 'JSON', yaml: 'YAML', yml: 'YAML', toml: 'TOML', html: 'HTML', css: 'CSS', sql: 'SQL',
  dart: 'Dart', elixir: 'Elixir', scala: 'Scala', r: 'R', curl: 'cURL', graphql: 'GraphQL', xml: 'XML', md: 'Markdown', mdx: 'MDX',
};

/** A language's display name: `python` → Python; unknown ones as written. */
function languageName(lang: string): string {
  return Object.hasOwn(LANGUAGE_NAMES, lang.toLowerCase()) ? (LANGUAGE_NAMES[lang.toLowerCase()] ?? lang) : lang;
}

/** One code block of a group as a tab: its title (else its language), icon and language. */
function codeTab(input: HandlerInput, child: Code, index: number): TabItem {
  const meta = parseCodeMeta(child.meta);
  const title = meta.title ?? child.lang ?? `Example ${index + 1}`;
  // A block's `icon` goes on its tab, where its title is.
  const icon = input.page.icon(meta.icon);
  // Code groups are synchronised by language (a block without one, by its title).
  const language = child.lang ? languageName(child.lang) : undefined;
  return { title, titled: meta.title !== undefined, ...(icon ? { icon } : {}), panel: [input.page.code(child.value, child.lang, child.meta, { bare: true, node: child })], sync: syncKey(language ?? title), ...(language ? { language } : {}) };
}

/** Whether a paragraph holds only components (and spaces): its components are the group's tabs. */
function onlyComponents(paragraph: Paragraph): boolean {
  return paragraph.children.every((c) => c.type === 'mdxJsxTextElement' || (c.type === 'text' && c.value.trim() === ''));
}

/**
 * The tabs of a code group: one per code block and per component, and, as on Mintlify, one
 * unlabelled tab for anything else written inside it (a paragraph of prose), so no text is lost.
 */
function codeGroupTabs(input: HandlerInput): TabItem[] {
  const blocks: TabItem[] = [];
  const visit = (children: readonly RootContent[]): void => {
    for (const child of children) {
      if (child.type === 'code') blocks.push(codeTab(input, child, blocks.length));
      else if (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') {
        const given = shown(makeInput(child, readAttributes(child.attributes), input.state, input.page), 'title');
        const title = given?.text ?? child.name ?? `Example ${blocks.length + 1}`;
        blocks.push({ title, titled: given !== undefined, ...(given?.jsx ? { label: given.nodes } : {}), panel: input.all(child), sync: syncKey(title) });
      } else if (child.type === 'paragraph' && onlyComponents(child)) visit(child.children);
      else if (!(child.type === 'text' && child.value.trim() === '') && child.type !== 'mdxjsEsm' && child.type !== 'mdxFlowExpression') {
        blocks.push({ title: '', titled: false, label: [], panel: input.state.all({ type: 'root', children: [child] }) });
      }
    }
  };
  visit(input.node.children);
  return blocks;
}

/** A code group as tabs (`kind` names its class); with a `label`, a request or response example. */
export function codeGroup(kind: string, label?: string): ComponentHandler {
  return (input) => {
    const blocks = codeGroupTabs(input);
    if (blocks.length === 0) return undefined;
    // Two blocks of one language (`npm` and `pnpm`, both bash): the group is synchronised by its titles.
    if (new Set(blocks.map((block) => block.sync)).size < blocks.length) for (const block of blocks) block.sync = syncKey(block.title);
    // One block alone shows as a block, unless it has a title: Mintlify shows that as its tab.
    if (blocks.length === 1 && !label && !blocks[0]?.titled) return blocks[0]?.panel;
    const group = tablist(input, kind, blocks, 0, label, { dropdown: attrBool(input.attrs, 'dropdown') });
    // Request and response examples carry their name only for assistive technology (the
    // group's label): as on Mintlify, the reader sees the blocks' own titles, never "Request"
    // over a tab that says "Request" again. The page moves the wrapper into its examples column.
    if (label) return h('div', { className: ['dw-api-example'] }, [group]);
    return group;
  };
}

/** A meta option quoted for `parseCodeMeta`, or nothing when the value holds both quote marks. */
function quotedOption(key: string, value: string | undefined): string {
  if (!value) return '';
  if (!value.includes('"')) return ` ${key}="${value}"`;
  return value.includes("'") ? '' : ` ${key}='${value}'`;
}

/** `<CodeBlock filename language>` written as JSX: its text children as a code block with that title bar, as Mintlify's. */
const codeBlock: ComponentHandler = (input) => {
  const value = hastToString({ type: 'root', children: input.children() }).replace(/^\n+|\s+$/g, '');
  const flags = ['wrap', 'lines', 'expandable'].filter((name) => attrBool(input.attrs, name));
  const meta = `${quotedOption('title', attrString(input.attrs, 'filename'))}${quotedOption('icon', attrString(input.attrs, 'icon'))} ${flags.join(' ')}`.trim();
  return withPosition(input.page.code(value, attrString(input.attrs, 'language') ?? attrString(input.attrs, 'lang'), meta, { node: input.node }), input.node);
};


// Fenced ```mermaid blocks are rendered by the code handler: their source, drawn in the browser (src/render/assets/mermaid.browser.ts).
const mermaid: ComponentHandler = () => undefined;

/** Handlers by registry name (test/render/components/components.test.ts pairs them with src/components/code.ts). */
export const handlers: Readonly<Record<string, ComponentHandler>> = {
  CodeGroup: codeGroup('code-group'),
  CodeBlock: codeBlock,
  mermaid,
};
