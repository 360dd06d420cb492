// Completion, hover and go to definition, from the component registry (src/components), the
// icon sets (src/icons.ts) and the project's page index (src/project): no knowledge of their own.
import { join, posix } from 'node:path';
import { findNodeAtOffset, getNodePath, parseTree, type Node as JsonNode } from 'jsonc-parser';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { CompletionItemKind, InsertTextFormat, MarkupKind, type CompletionItem, type CompletionList, type Hover, type Location, type Range } from 'vscode-languageserver/node';
import { getComponent, jsxComponentNames, type AttributeSpec, type ComponentSpec } from '../components/index.js';
import { normalisePagePath } from '../config/normalise.js';
import { iconNames } from '../icons.js';
import type { Project } from '../project/load.js';
import { pageSpot, pageTarget, pageWord } from './cursor.js';
import { relativePath } from './project.js';

/** At most this many icon names in one answer: the client asks again as the name grows. */
const MAX_ICONS = 200;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

export interface FeatureOptions {
  snippets: boolean;
}

function rangeOf(document: TextDocument, from: number, to: number): Range {
  return { start: document.positionAt(from), end: document.positionAt(to) };
}

function attributeType(attribute: AttributeSpec): string {
  if (attribute.type === 'enum' && attribute.values && attribute.values.length > 0) return attribute.values.map((v) => `\`${v}\``).join(', ');
  if (attribute.type === 'expression') return 'JSX expression `{…}`';
  return attribute.type;
}

/** An attribute's documentation, as Markdown. */
export function attributeDoc(component: ComponentSpec, attribute: AttributeSpec): string {
  const notes = [attributeType(attribute)];
  if (attribute.required) notes.push('required');
  if (attribute.default !== undefined) notes.push(`default \`${String(attribute.default)}\``);
  return `\`${attribute.name}\` of \`<${component.name}>\` (${notes.join(', ')})\n\n${attribute.description}`;
}

/** A component's documentation, as Markdown: purpose, when to use it, its attributes and an example. */
export function componentDoc(component: ComponentSpec): string {
  const lines = [`**\`<${component.name}>\`**: ${component.purpose}`, '', component.whenToUse];
  if (component.attributes.length > 0) {
    lines.push('', ...component.attributes.map((a) => `- \`${a.name}\`${a.required ? ' (required)' : ''}: ${a.description}`));
  }
  if (component.parents) lines.push('', `Inside ${component.parents.map((p) => `\`<${p}>\``).join(', ')} only.`);
  lines.push('', '```mdx', component.example.trimEnd(), '```');
  return lines.join('\n');
}

function valueTypeIsBraced(attribute: AttributeSpec): boolean {
  return attribute.type === 'boolean' || attribute.type === 'number' || attribute.type === 'integer' || attribute.type === 'expression';
}

function iconItems(prefix: string, library: string | undefined, range: Range): CompletionList {
  const all = iconNames(library);
  const matching = all.filter((name) => name.startsWith(prefix));
  const items = matching.slice(0, MAX_ICONS).map((name): CompletionItem => ({ label: name, kind: CompletionItemKind.Value, textEdit: { range, newText: name } }));
  return { isIncomplete: matching.length > MAX_ICONS, items };
}

function pageItems(project: Project, range: Range, form: 'link' | 'nav'): CompletionItem[] {
  // The index's pages: no snippet (imported anywhere) and no document Mintlify leaves out.
  return project.pages
    .map((page): CompletionItem => {
      const text = form === 'link' ? `/${page.page}` : page.page;
      return { label: text, kind: CompletionItemKind.File, detail: page.path, textEdit: { range, newText: text } };
    });
}

/** Completion in a page: component names, attributes, values, icons, page paths and snippets. */
export function completePage(document: TextDocument, offset: number, project: Project, options: FeatureOptions): CompletionList | undefined {
  const text = document.getText();
  const spot = pageSpot(text, offset);
  if (!spot) return undefined;
  const range = rangeOf(document, spot.from, offset);
  const library = project.model?.icons?.library;
  switch (spot.kind) {
    case 'tag':
      return {
        isIncomplete: false,
        items: jsxComponentNames.map((name): CompletionItem => {
          const spec = getComponent(name);
          return {
            label: name,
            kind: CompletionItemKind.Class,
            ...(spec ? { detail: spec.purpose, documentation: { kind: MarkupKind.Markdown, value: componentDoc(spec) } } : {}),
            textEdit: { range, newText: name },
          };
        }),
      };
    case 'attribute': {
      const spec = getComponent(spot.tag);
      if (!spec) return undefined;
      const items = spec.attributes
        .filter((attribute) => !spot.present.includes(attribute.name))
        .map((attribute): CompletionItem => {
          const braced = valueTypeIsBraced(attribute);
          const newText = options.snippets ? (braced ? `${attribute.name}={$1}` : `${attribute.name}="$1"`) : attribute.name;
          return {
            label: attribute.name,
            kind: CompletionItemKind.Property,
            detail: attributeType(attribute) + (attribute.required ? ' (required)' : ''),
            documentation: { kind: MarkupKind.Markdown, value: attributeDoc(spec, attribute) },
            textEdit: { range, newText },
            ...(options.snippets ? { insertTextFormat: InsertTextFormat.Snippet } : {}),
            sortText: `${attribute.required ? '0' : '1'}${attribute.name}`,
          };
        });
      return { isIncomplete: false, items };
    }
    case 'value': {
      const spec = getComponent(spot.tag);
      const attribute = spec?.attributes.find((a) => a.name === spot.attribute);
      if (spot.attribute === 'icon' || attribute?.type === 'icon') return iconItems(spot.prefix, library, range);
      if (spot.attribute === 'href' || attribute?.type === 'url') return { isIncomplete: false, items: pageItems(project, range, 'link') };
      const values = attribute?.type === 'enum' ? (attribute.values ?? []) : attribute?.readsStringBoolean ? ['true', 'false'] : [];
      if (values.length === 0) return undefined;
      return { isIncomplete: false, items: values.map((value): CompletionItem => ({ label: value, kind: CompletionItemKind.EnumMember, textEdit: { range, newText: value } })) };
    }
    case 'link':
      return { isIncomplete: false, items: pageItems(project, range, 'link') };
    case 'import':
      return {
        isIncomplete: false,
        items: project.snippets.map((snippet): CompletionItem => ({ label: `/${snippet.path}`, kind: CompletionItemKind.File, textEdit: { range, newText: `/${snippet.path}` } })),
      };
  }
}

/** The string node of a JSON text at `offset`, with its key path. */
function jsonString(text: string, offset: number): { node: JsonNode; path: (string | number)[] } | undefined {
  const tree = parseTree(text);
  if (!tree) return undefined;
  const node = findNodeAtOffset(tree, offset, true);
  if (node?.type !== 'string' || offset <= node.offset || offset >= node.offset + node.length) return undefined;
  return { node, path: getNodePath(node) };
}

/** Whether a docs.json key path is an entry of a navigation `pages` list. */
function isPageEntry(path: readonly (string | number)[]): boolean {
  return typeof path[path.length - 1] === 'number' && path[path.length - 2] === 'pages';
}

/** Completion in docs.json/mint.json: page paths in navigation `pages` lists, icon names at `icon` keys. */
export function completeConfig(document: TextDocument, offset: number, project: Project): CompletionList | undefined {
  const found = jsonString(document.getText(), offset);
  if (!found) return undefined;
  const range = rangeOf(document, found.node.offset + 1, offset);
  if (isPageEntry(found.path)) return { isIncomplete: false, items: pageItems(project, range, 'nav') };
  if (found.path[found.path.length - 1] === 'icon') {
    const prefix = document.getText().slice(found.node.offset + 1, offset);
    return iconItems(prefix, project.model?.icons?.library, range);
  }
  return undefined;
}

/** Hover on a component name or an attribute name: its documentation from the registry. */
export function hoverPage(document: TextDocument, offset: number): Hover | undefined {
  const word = pageWord(document.getText(), offset);
  if (!word) return undefined;
  const spec = getComponent(word.kind === 'tag' ? word.name : word.tag);
  if (!spec) return undefined;
  const range = rangeOf(document, word.from, word.to);
  if (word.kind === 'tag') return { contents: { kind: MarkupKind.Markdown, value: componentDoc(spec) }, range };
  const attribute = spec.attributes.find((a) => a.name === word.name);
  return attribute ? { contents: { kind: MarkupKind.Markdown, value: attributeDoc(spec, attribute) }, range } : undefined;
}

/** The project file (root-relative) a page link or an import names, if it exists. */
export function resolveTarget(project: Project, fromPage: string, target: string, kind: 'link' | 'import'): string | undefined {
  const clean = target.trim().split('#')[0]?.split('?')[0] ?? '';
  if (clean === '' || SCHEME.test(clean) || clean.startsWith('//') || clean.startsWith('{')) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(clean);
  } catch {
    decoded = clean;
  }
  const joined = decoded.startsWith('/') ? posix.normalize(decoded).replace(/^\/+/, '') : posix.normalize(posix.join(posix.dirname(fromPage), decoded));
  if (joined === '..' || joined.startsWith('../')) return undefined;
  const all = project.index.all;
  if (kind === 'import') return all.has(joined) ? joined : undefined;
  const stem = joined.replace(/\/+$/, '').replace(/\.mdx?$/i, '');
  for (const candidate of [`${stem}.mdx`, `${stem}.md`, `${stem}/index.mdx`, `${stem}/index.md`, joined]) if (all.has(candidate)) return candidate;
  if (stem === '' || stem === '.') for (const candidate of ['index.mdx', 'index.md']) if (all.has(candidate)) return candidate;
  return undefined;
}

function fileLocation(project: Project, rel: string, toUri: (file: string) => string): Location {
  return { uri: toUri(join(project.root, ...rel.split('/'))), range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } } };
}

/** Go to definition in a page: the page a link names, the snippet an import names. */
export function definePage(document: TextDocument, offset: number, file: string, project: Project, toUri: (file: string) => string): Location | undefined {
  const target = pageTarget(document.getText(), offset);
  if (!target) return undefined;
  const rel = resolveTarget(project, relativePath(project.root, file), target.target, target.kind);
  return rel === undefined ? undefined : fileLocation(project, rel, toUri);
}

/** Go to definition in docs.json: the page a navigation entry names. */
export function defineConfig(document: TextDocument, offset: number, project: Project, toUri: (file: string) => string): Location | undefined {
  const found = jsonString(document.getText(), offset);
  if (!found || !isPageEntry(found.path)) return undefined;
  const value: unknown = found.node.value;
  if (typeof value !== 'string') return undefined;
  const rel = resolveTarget(project, '', `/${normalisePagePath(value)}`, 'link');
  return rel === undefined ? undefined : fileLocation(project, rel, toUri);
}
