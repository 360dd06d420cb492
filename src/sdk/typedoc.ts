// TypeDoc's JSON (`typedoc --json`) → reference pages, as Mintlify lists them: one page per
// class, interface, enum, function, type alias and variable (`classes/Client`, `functions/createClient`
// …, under the module's folder when the artifact has several modules), in one group per kind
// (`Classes`, `Interfaces`, `Enumerations`, `Functions`, `Type Aliases`, `Variables`, each
// prefixed by the module's name when there are several), sorted by name. Members get no page
// of their own: they are on their class's page.
import { lineColumnIndex } from '../text-position.js';
import { jsonSyntaxError } from '../json-syntax.js';
import { KIND, ReflectionReader, type Reflection } from './typedoc-types.js';
import { TypedocRenderer } from './typedoc-render.js';
import type { SdkGroup, SdkPage, SdkProblem, SdkReference } from './types.js';
import { compareNames } from '../fs/order.js';

/** The most pages one artifact makes; past it the rest is left out and reported. */
export const MAX_SDK_PAGES = 2_000;

/** The kinds that get a page: group name, folder and navigation badge. */
const SECTIONS = [
  { kind: KIND.class, group: 'Classes', dir: 'classes', tag: 'CLASS' },
  { kind: KIND.interface, group: 'Interfaces', dir: 'interfaces', tag: 'INTERFACE' },
  { kind: KIND.enum, group: 'Enumerations', dir: 'enums', tag: 'ENUM' },
  { kind: KIND.function, group: 'Functions', dir: 'functions', tag: 'FUNCTION' },
  { kind: KIND.typeAlias, group: 'Type Aliases', dir: 'types', tag: 'TYPE' },
  { kind: KIND.variable, group: 'Variables', dir: 'variables', tag: 'VARIABLE' },
] as const;

type Section = (typeof SECTIONS)[number];

interface Declaration {
  node: Reflection;
  /** The namespaces it sits in, outermost first. */
  namespaces: string[];
  section: Section;
}

/** A name as one part of a page path: runs of other characters become `-` (`My Module` → `My-Module`). */
export function sdkSlug(name: string): string {
  return name.replace(/[^a-zA-Z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'item';
}

/** The declarations that get a page under `container`, namespaces opened (their names kept). */
function declarations(container: Reflection, namespaces: string[] = []): Declaration[] {
  const out: Declaration[] = [];
  for (const child of container.children) {
    if (child.kind === KIND.namespace) {
      out.push(...declarations(child, [...namespaces, child.name]));
      continue;
    }
    const section = SECTIONS.find((s) => s.kind === child.kind);
    if (section && !child.privateOrHidden) out.push({ node: child, namespaces, section });
  }
  return out;
}

const qualified = (d: Declaration): string => [...d.namespaces, d.node.name].join('.');

/** The first paragraph of `content` left out when it says what the description says. */
function withoutDescription(content: string, description: string | undefined): string {
  if (description === undefined) return content;
  const [first = '', ...rest] = content.split('\n\n');
  const plain = (text: string): string => text.replace(/\\(.)/g, '$1').replace(/[`*_]/g, '').replace(/\s+/g, ' ').trim();
  return plain(first) === plain(description) ? rest.join('\n\n') : content;
}

/** Where `key` first appears in `text`, for a problem's position (1:1 when it does not). */
function positionOf(text: string, key: string): { line: number; column: number } {
  const at = text.indexOf(`"${key}"`);
  if (at < 0) return { line: 1, column: 1 };
  const { line, column } = lineColumnIndex(text)(at);
  return { line, column };
}

/** Why a parsed artifact is not TypeDoc's JSON project, or undefined when it is one. */
function shapeProblem(value: unknown, text: string): SdkProblem | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { line: 1, column: 1, message: 'Unexpected TypeDoc artifact that is not a JSON object, expected the output of `typedoc --json`' };
  const record = value as Record<string, unknown>;
  const version = record.schemaVersion;
  if (typeof version !== 'string' || !/^2\./.test(version)) {
    const shown = typeof version === 'string' ? `\`${version}\`` : 'no `schemaVersion`';
    return { ...positionOf(text, 'schemaVersion'), message: `Unexpected TypeDoc JSON with ${shown}, expected schema version \`2.x\` (TypeDoc 0.23 or later)` };
  }
  if (record.kind !== KIND.project) return { ...positionOf(text, 'kind'), message: `Unexpected TypeDoc JSON whose top is not a project (\`kind\` ${JSON.stringify(record.kind) ?? 'missing'}), expected \`kind\` 1 as \`typedoc --json\` writes it` };
  return undefined;
}

/** Page slugs by reflection id, for links between pages. */
function slugsOf(modules: readonly { module: Reflection; decls: Declaration[] }[], multi: boolean): Map<number, string> {
  const slugs = new Map<number, string>();
  for (const { module, decls } of modules) {
    for (const d of decls) slugs.set(d.node.id, [...(multi ? [sdkSlug(module.name)] : []), ...d.namespaces.map(sdkSlug), d.section.dir, sdkSlug(d.node.name)].join('/'));
  }
  return slugs;
}

/** The reference pages and groups of a TypeDoc JSON artifact's text; problems instead of throwing. */
export function convertTypedoc(text: string): SdkReference {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    // Where it stops parsing, and what was expected there.
    const syntax = jsonSyntaxError(text);
    const message = syntax
      ? `Unexpected ${syntax.found} in the TypeDoc artifact, expected ${syntax.expected} (the output of \`typedoc --json\` is JSON)`
      : `Unexpected TypeDoc artifact that is not JSON (${error instanceof Error ? error.message : String(error)}), expected the output of \`typedoc --json\``;
    return { pages: [], groups: [], problems: [{ line: syntax?.line ?? 1, column: syntax?.column ?? 1, message }] };
  }
  const problem = shapeProblem(value, text);
  if (problem) return { pages: [], groups: [], problems: [problem] };
  const reader = new ReflectionReader();
  const project = reader.read(value);
  if (!project) return { pages: [], groups: [], problems: [{ line: 1, column: 1, message: 'Unexpected TypeDoc JSON without a `name`, expected the output of `typedoc --json`' }] };
  const problems: SdkProblem[] = [];
  const moduleNodes = project.children.some((c) => c.kind === KIND.module) ? project.children.filter((c) => c.kind === KIND.module) : [project];
  const multi = moduleNodes.length > 1;
  const modules = moduleNodes.map((module) => ({ module, decls: declarations(module) }));
  const slugs = slugsOf(modules, multi);
  const renderer = new TypedocRenderer(slugs);
  const pages: SdkPage[] = [];
  const groups: SdkGroup[] = [];
  let dropped = 0;
  for (const { module, decls } of modules) {
    for (const section of SECTIONS) {
      const entries = decls.filter((d) => d.section === section).sort((a, b) => compareNames(qualified(a), qualified(b)));
      const slugsHere: string[] = [];
      for (const d of entries) {
        if (pages.length >= MAX_SDK_PAGES) {
          dropped++;
          continue;
        }
        const slug = slugs.get(d.node.id) ?? `${section.dir}/${sdkSlug(d.node.name)}`;
        const description = TypedocRenderer.description(d.node.comment);
        pages.push({ slug, title: qualified(d), ...(description !== undefined ? { description } : {}), tag: section.tag, content: withoutDescription(renderer.body(d.node), description) });
        slugsHere.push(slug);
      }
      if (slugsHere.length > 0) groups.push({ group: `${multi ? `${module.name} ` : ''}${section.group}`, pages: slugsHere });
    }
  }
  if (dropped > 0) problems.push({ line: 1, column: 1, message: `Unexpected ${pages.length + dropped} symbols in one TypeDoc artifact, expected at most ${MAX_SDK_PAGES}: the last ${dropped} get no page` });
  if (reader.cut) problems.push({ line: 1, column: 1, message: 'Unexpected TypeDoc JSON too large or too deeply nested to read whole, expected at most 200,000 reflections 64 deep: the rest is left out' });
  return { pages, groups, problems };
}
