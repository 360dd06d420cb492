// The HTML handlers of code groups and the request and response examples of API pages; their registry entries are src/components/code-groups.ts.
import type { Code, Paragraph, RootContent } from 'mdast';
import { h } from 'hastscript';
import { attrBool, attrString, readAttributes } from '../../tree/literal.js';
import { toString as mdastToString } from 'mdast-util-to-string';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { parseCodeMeta } from '../../../components/code-meta.js';
import { getComponent } from '../../../components/index.js';
import { makeInput, shown, type ComponentHandler, type HandlerInput } from '../handler-kit.js';
import { syncKey, tablist, type TabItem } from './tabs.js';
import { foldedFence } from './code-block.js';
import { codeBlockChildren } from '../../../components/code-block-children.js';

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
 * A `<CodeBlock filename language>` in a group as the code block it stands for: its `filename` is its tab's title, as Mintlify
 * labels a tab. Around one fenced code block, that block under the element's title (`foldedFence`: on Mintlify the tab's
 * panel draws the fence as a code block of its own, its own title bar inside; a fence's title hidden by `filename` is
 * `codeblock-children`'s warning at the element). Undefined around several children or a fence beside other content (`mixedTab`).
 */
function jsxCode(node: MdxJsxFlowElement): Code | undefined {
  const attrs = readAttributes(node.attributes);
  const filename = attrString(attrs, 'filename');
  const meta = filename === undefined ? undefined : filename.includes('"') ? `title='${filename}'` : `title="${filename}"`;
  const position = node.position ? { position: node.position } : {};
  const shape = codeBlockChildren(node);
  if (shape.kind === 'mixed') return undefined;
  if (shape.kind === 'fence') {
    const folded = foldedFence(shape.fence, meta ?? '');
    return { type: 'code', lang: folded.lang ?? null, meta: folded.meta || null, value: folded.value, ...position };
  }
  const value = mdastToString(node).replace(/^\n+|\s+$/g, '');
  return { type: 'code', lang: attrString(attrs, 'language') ?? attrString(attrs, 'lang') ?? null, meta: meta ?? null, value, ...position };
}

/**
 * A `<CodeBlock>` in a group holding several code blocks, or one beside other content: as Mintlify's group draws the
 * element's children in its tab's panel, each child drawn as on its own, under the element's `filename`; `codeblock-children`
 * warns at the element, since no one code block is the tab's.
 */
function mixedTab(input: HandlerInput, node: MdxJsxFlowElement, index: number): TabItem {
  const filename = shown(makeInput(node, readAttributes(node.attributes), input.state, input.page), 'filename');
  const title = filename?.text ?? '';
  return {
    title,
    titled: filename !== undefined,
    ...(filename?.jsx && filename.nodes.length > 0 ? { label: filename.nodes } : {}),
    panel: input.all(node),
    sync: syncKey(title === '' ? `Example ${index + 1}` : title),
  };
}

/**
 * The text of content written between a group's code blocks as Mintlify's code group shows it: the
 * words alone (no links, emphasis or images), a line per block, read as a code block's text.
 */
function plainText(node: RootContent): string {
  if (node.type === 'code' || node.type === 'inlineCode' || node.type === 'text') return node.value;
  if (node.type === 'break') return '\n';
  if (!('children' in node)) return '';
  const inline = node.type === 'paragraph' || node.type === 'heading' || node.type === 'tableCell' || node.type === 'emphasis' || node.type === 'strong' || node.type === 'delete' || node.type === 'link' || node.type === 'linkReference' || node.type === 'mdxJsxTextElement';
  return (node.children as RootContent[]).map(plainText).join(inline ? '' : '\n');
}

/**
 * A tab without a title for content that is not a code block: its plain text, as a code block (Mintlify
 * makes every child of a group a code tab); content without text (an image) is drawn as it is, as
 * Mintlify's code block draws what it has no text to highlight for.
 */
function strayTab(input: HandlerInput, child: RootContent): TabItem {
  const value = plainText(child).trim();
  const panel = value === '' ? input.state.all({ type: 'root', children: [child] }) : [input.page.code(value, 'text', undefined, { bare: true, node: child })];
  return { title: '', titled: false, label: [], panel };
}

/**
 * A tab for the project's own component among a group's code blocks (a `.jsx` snippet's, or one the page exports): as
 * Mintlify's code group does, a code block of the element's props (its `filename` on the tab, its children as the code),
 * never what the component renders; the build says so at it, since that output, and a label without `filename`, is lost.
 */
function codeComponentTab(input: HandlerInput, child: MdxJsxFlowElement | MdxJsxTextElement, name: string, index: number): TabItem {
  const attrs = readAttributes(child.attributes);
  const filename = shown(makeInput(child, attrs, input.state, input.page), 'filename');
  const lang = attrString(attrs, 'language') ?? attrString(attrs, 'lang') ?? 'text';
  const value = child.children.map((c) => plainText(c)).join('\n').replace(/^\n+|\s+$/g, '');
  const group = input.node.name ?? 'CodeGroup';
  const label = filename === undefined ? 'a tab without a label' : `its tab \`${filename.text.replaceAll('`', "'")}\``;
  const body = value === '' ? 'an empty code block' : 'its children as plain text';
  input.page.warn(child, `Unexpected \`<${name}>\` inside \`<${group}>\`, expected only code blocks: the group draws a code block of its props, not what \`<${name}>\` renders (${label}, ${body}), as on Mintlify`);
  const title = filename?.text ?? '';
  return {
    title,
    titled: filename !== undefined,
    ...(filename?.jsx && filename.nodes.length > 0 ? { label: filename.nodes } : {}),
    panel: [input.page.code(value, lang, undefined, { bare: true, node: child })],
    sync: syncKey(title === '' ? `Example ${index + 1}` : title),
  };
}

/**
 * The tabs of a code group: one per code block and per component, and, as on Mintlify, one
 * unlabelled tab for anything else written inside it (a paragraph of prose) showing its plain
 * text, so no text is lost (`component-children` warns of it).
 */
function codeGroupTabs(input: HandlerInput, label?: string): { blocks: TabItem[]; untitled: Untitled[]; removed: number } {
  const blocks: TabItem[] = [];
  let removed = 0;
  const untitled: Untitled[] = [];
  const push = (tab: TabItem, node: RootContent, jsx: boolean): void => {
    if (!tab.titled) untitled.push({ node, tab, jsx });
    blocks.push(tab);
  };
  const visit = (children: readonly RootContent[], top: boolean): void => {
    for (const [i, child] of children.entries()) {
      // In a request or response example, a block with no meta at all is titled `Request`, `Request 2` … by its place among the
      // example's children, as Mintlify's rehypeCodeBlocks gives it that meta.
      if (child.type === 'code') push(codeTab(input, label && top && !child.meta ? { ...child, meta: i === 0 ? label : `${label} ${i + 1}` } : child, blocks.length), child, false);
      else if (child.type === 'mdxJsxFlowElement' && child.name === 'CodeBlock') {
        // A `filename` given as static JSX labels the tab with its elements, as Mintlify's tab shows the element.
        const code = jsxCode(child);
        if (code === undefined) {
          push(mixedTab(input, child, blocks.length), child, true);
          continue;
        }
        const filename = shown(makeInput(child, readAttributes(child.attributes), input.state, input.page), 'filename');
        const tab = codeTab(input, filename?.jsx ? { ...code, meta: `title="${filename.text.replace(/"/g, "'")}"` } : code, blocks.length);
        push(filename?.jsx && filename.nodes.length > 0 ? { ...tab, label: filename.nodes } : tab, child, true);
      }
      // A built-in that is no code block (`<Note>`, `<Card>`): Mintlify's code group draws it as a code block of its
      // props, so it shows as an unlabelled tab of its plain text (`component-children` says so).
      else if ((child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') && child.name && getComponent(child.name)) {
        warnStray(input, child, child.name);
        blocks.push(strayTab(input, child));
      }
      else if (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') {
        const fate = input.page.unknown(child);
        // A component nothing defines: Mintlify removes it with its content, so it is no tab there, nor here (warned, `component-known`).
        if (fate === 'removed') {
          removed++;
          continue;
        }
        // The project's own component (`import { Install } from '/snippets/install.jsx'`): Mintlify's group draws a code block of its props.
        if (fate === undefined && child.name && /^[A-Z]/.test(child.name)) {
          blocks.push(codeComponentTab(input, child, child.name, blocks.length));
          continue;
        }
        const given = shown(makeInput(child, readAttributes(child.attributes), input.state, input.page), 'title');
        const title = given?.text ?? child.name ?? `Example ${blocks.length + 1}`;
        blocks.push({ title, titled: given !== undefined, ...(given?.jsx ? { label: given.nodes } : {}), panel: input.all(child), sync: syncKey(title) });
      } else if (child.type === 'paragraph' && onlyComponents(child)) visit(child.children, false);
      else if (!(child.type === 'text' && child.value.trim() === '') && child.type !== 'mdxjsEsm' && child.type !== 'mdxFlowExpression') {
        blocks.push(strayTab(input, child));
      }
    }
  };
  visit(input.node.children, true);
  return { blocks, untitled, removed };
}

/** The titles of a code group's own code blocks (fenced ones' titles, `<CodeBlock>`s' `filename`s). */
function blockTitles(children: readonly RootContent[]): string[] {
  return children.flatMap((child): string[] => {
    if (child.type === 'code') {
      const title = parseCodeMeta(child.meta).title;
      return title === undefined ? [] : [title];
    }
    if (child.type === 'mdxJsxFlowElement' && child.name === 'CodeBlock') {
      const filename = attrString(readAttributes(child.attributes), 'filename');
      return filename === undefined ? [] : [filename];
    }
    if (child.type === 'paragraph') return blockTitles(child.children);
    return [];
  });
}

/**
 * A built-in component among a group's code blocks (`<Note>`, another `<CodeGroup>`): a tab without a title of its
 * plain text, on Mintlify as here, so the build says so at it, as lint's `component-children` does; a code group
 * inside loses its blocks' titles as well.
 */
function warnStray(input: HandlerInput, child: MdxJsxFlowElement | MdxJsxTextElement, name: string): void {
  const group = input.node.name ?? 'CodeGroup';
  const stray = getComponent(group)?.strayChildren ?? 'it shows as a tab of its own, without a title, as plain text';
  const titles = getComponent(name)?.codeBlocks ? blockTitles(child.children) : [];
  const lost = titles.length > 0 ? `, without its code blocks' titles (${titles.map((t) => `\`${t.replaceAll('`', "'")}\``).join(', ')})` : '';
  input.page.warn(child, `Unexpected \`<${name}>\` inside \`<${group}>\`, expected only code blocks: ${stray}${lost}, as on Mintlify`);
}

/** A code block of a group drawn under a label its author did not write: its language, or `Example 2`. */
interface Untitled {
  node: RootContent;
  tab: TabItem;
  /** Written as `<CodeBlock>`, whose title is its `filename`. */
  jsx: boolean;
}

/**
 * The code blocks of a group that show as tabs without a title: Mintlify's tab shows the block's `filename`, empty
 * without one, and docwright labels it with the block's language (or `Example 2`), text the author did not write, so
 * the build says so at the block, as lint's `component-code-blocks` does.
 */
function warnUntitled(input: HandlerInput, untitled: readonly Untitled[]): void {
  const name = input.node.name ?? 'CodeGroup';
  for (const { node, tab, jsx } of untitled) {
    const expected = jsx ? '`filename="…"`' : `one after the language (\`\`\`\` \`\`\`${node.type === 'code' && node.lang ? node.lang : 'bash'} Title \`\`\`\`)`;
    const what = jsx ? 'attribute `filename` on `<CodeBlock>`' : 'title on code block';
    input.page.warn(node, `Missing ${what} inside \`<${name}>\`, expected ${expected}: its tab is labelled \`${tab.title}\` (Mintlify's shows no label)`);
  }
}

/** A code group as tabs (`kind` names its class); with a `label`, a request or response example. */
function codeGroup(kind: string, label?: string): ComponentHandler {
  return (input) => {
    const { blocks, untitled, removed } = codeGroupTabs(input, label);
    // Only removed blocks: nothing to show (each was warned once).
    if (blocks.length === 0) return removed > 0 ? [] : undefined;
    // Two blocks of one language (`npm` and `pnpm`, both bash): the group is synchronised by its titles.
    if (new Set(blocks.map((block) => block.sync)).size < blocks.length) for (const block of blocks) block.sync = syncKey(block.title);
    // One block alone shows as a block, unless it has a title: Mintlify shows that as its tab.
    if (blocks.length === 1 && !label && !blocks[0]?.titled) return blocks[0]?.panel;
    warnUntitled(input, untitled);
    const group = tablist(input, kind, blocks, 0, label, { dropdown: attrBool(input.attrs, 'dropdown') });
    // Request and response examples carry their name only for assistive technology (the
    // group's label): as on Mintlify, the reader sees the blocks' own titles, never "Request"
    // over a tab that says "Request" again. The page moves the wrapper into its examples column.
    if (label) return h('div', { className: ['dw-api-example'] }, [group]);
    return group;
  };
}

/** Handlers by registry name (test/render/components/components.test.ts pairs them with src/components/code-groups.ts). */
export const handlers: Readonly<Record<string, ComponentHandler>> = {
  RequestExample: codeGroup('request-example', 'Request'),
  ResponseExample: codeGroup('response-example', 'Response'),
  CodeGroup: codeGroup('code-group'),
};
