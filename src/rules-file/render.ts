// Facts → the generated Markdown between the markers. Pure: same facts, same bytes.
import type { AttributeSpec, ComponentCategory, ComponentSpec } from '../components/types.js';
import {
  accessibilityRules,
  codeRules,
  componentChoice,
  languageRules,
  organisationRules,
  userFocusRules,
  type Guideline,
  type GuidelineSection,
} from './guidelines.js';
import { blocks, code, codeList, fence, oneLine, sentence, text } from './markdown.js';
import type { ApiFacts, LintRuleFacts, OutlineNode, ProjectFacts, RulesFileFacts } from './types.js';

/** Above this many pages the navigation outline lists sections with page counts only. */
export const OUTLINE_PAGE_LIMIT = 150;

/** Rules that check pages against the registry, named in the components section when enabled. */
const COMPONENT_RULES = ['component-known', 'component-attribute-known', 'component-attribute-required', 'component-attribute-type', 'component-attribute-value'];

/** An attribute shared word for word by this many components is described once. */
const COMMON_ATTRIBUTE_MIN = 3;

const CATEGORY_TITLES: Record<ComponentCategory, string> = {
  callout: 'Callouts',
  structure: 'Structure',
  navigation: 'Links and cards',
  code: 'Code',
  api: 'API reference',
  media: 'Media',
  text: 'Text',
  layout: 'Layout',
};
const CATEGORY_ORDER: readonly ComponentCategory[] = ['callout', 'structure', 'navigation', 'layout', 'code', 'api', 'media', 'text'];

interface RenderContext {
  facts: RulesFileFacts;
  enabled: ReadonlySet<string>;
  componentNames: ReadonlySet<string>;
}

/** The generated section (without markers). */
export function renderRules(facts: RulesFileFacts): string {
  const context: RenderContext = {
    facts,
    enabled: new Set(facts.lint.rules.map((rule) => rule.id)),
    componentNames: new Set(facts.components.map((component) => component.name)),
  };
  return blocks([
    renderIntro(facts),
    renderProject(facts.project),
    renderPageStructure(context),
    renderWritingRules(context),
    renderComponents(facts.components, context.enabled),
    renderLint(facts.lint),
  ]);
}

function renderIntro(facts: RulesFileFacts): string {
  const subject = facts.project ? `the ${text(facts.project.name)} documentation` : 'this documentation project';
  const sources = facts.project ? `${code(facts.project.configFile)}, the component registry and the lint configuration` : 'the component registry and the lint configuration';
  const lines = [
    '## About these rules',
    `You are helping write and edit ${subject}. Follow these rules for every page you create or change.`,
    `\`docwright rules\` generated this section from ${sources}, so it describes exactly what \`docwright lint\` checks. Run \`npx docwright rules\` again after changing any of them, and edit only outside the \`docwright:start\` and \`docwright:end\` markers: docwright replaces the text between them.`,
  ];
  if (!facts.project) {
    lines.push(
      'No `docs.json` was found in this project, so these rules are generic: they name no project, navigation or API. Add a `docs.json` and run `npx docwright rules` again to fill them in.',
    );
  }
  return lines.join('\n\n');
}

// ---------------------------------------------------------------------------
// The project

function renderProject(project: ProjectFacts | undefined): string | undefined {
  if (!project) return undefined;
  const intro = [`You are writing for **${text(project.name)}**.`];
  if (project.description) intro.push(sentence(text(project.description)));
  const parts: (string | undefined)[] = [
    '## The project',
    intro.join(' '),
    `Pages are MDX files: Markdown with components, plus YAML front matter. ${code(project.configFile)} lists every page of the navigation by its path from the docs root without the extension (${code('essentials/code')} for ${code('essentials/code.mdx')}). A new page appears on the site only after you add its path to the navigation.`,
  ];
  if (project.navigation.length > 0) {
    parts.push('### Navigation', 'The navigation has these sections; put a new page in the group where a reader would look for it.', renderOutline(project.navigation));
  }
  parts.push(renderApi(project.api, project.configFile));
  return blocks(parts).trimEnd();
}

function countPages(nodes: readonly OutlineNode[]): number {
  let total = 0;
  for (const node of nodes) total += node.page !== undefined ? 1 : countPages(node.children);
  return total;
}

function isLeaf(node: OutlineNode): boolean {
  return node.page !== undefined && node.children.length === 0;
}

function sectionLabel(node: OutlineNode): string {
  const label = text(node.label);
  return node.kind === 'group' || node.kind === 'section' ? label : `${label} (${node.kind})`;
}

export function renderOutline(nodes: readonly OutlineNode[]): string {
  const full = countPages(nodes) <= OUTLINE_PAGE_LIMIT;
  const lines: string[] = [];
  const walk = (list: readonly OutlineNode[], depth: number): void => {
    const indent = '  '.repeat(depth);
    const leaves = list.filter(isLeaf);
    if (leaves.length > 0 && full) lines.push(`${indent}- Pages: ${leaves.map((leaf) => code(leaf.page ?? leaf.label)).join(', ')}`);
    else if (leaves.length > 0) lines.push(`${indent}- ${leaves.length} ${leaves.length === 1 ? 'page' : 'pages'}`);
    for (const node of list) {
      if (isLeaf(node)) continue;
      const pages = node.children.filter(isLeaf);
      const sections = node.children.filter((child) => !isLeaf(child));
      if (full && pages.length > 0) {
        lines.push(`${indent}- ${sectionLabel(node)}: ${pages.map((page) => code(page.page ?? page.label)).join(', ')}`);
      } else if (!full) {
        const count = countPages(node.children);
        lines.push(`${indent}- ${sectionLabel(node)}: ${count} ${count === 1 ? 'page' : 'pages'}`);
      } else {
        lines.push(`${indent}- ${sectionLabel(node)}`);
      }
      if (full || depth < 2) walk(sections, depth + 1);
    }
  };
  walk(nodes, 0);
  return lines.join('\n');
}

/** The header a request sends, e.g. `Authorization: Bearer <API_KEY>`. */
export function authHeader(auth: NonNullable<ApiFacts['auth']>): string | undefined {
  const prefix = auth.inputPrefix ?? '';
  switch (auth.method) {
    case 'bearer':
      return 'Authorization: Bearer <API_KEY>';
    case 'basic':
      return 'Authorization: Basic <BASE64_CREDENTIALS>';
    case 'key':
      return `${auth.name ?? 'X-API-Key'}: ${prefix}<API_KEY>`;
    case 'cookie':
      return `Cookie: ${auth.name ?? 'session'}=<SESSION>`;
    case 'none':
      return undefined;
  }
}

function describeAuth(auth: NonNullable<ApiFacts['auth']>, configFile: string): string {
  const where = auth.source === 'config' ? code(configFile) : 'the OpenAPI spec';
  const header = authHeader(auth);
  switch (auth.method) {
    case 'bearer':
      return `Authentication: a bearer token (from ${where}). Every request sends the header ${code(header ?? '')}.`;
    case 'basic':
      return `Authentication: HTTP basic (from ${where}). Every request sends the header ${code(header ?? '')}, where the credentials are ${code('username:password')} encoded in base64.`;
    case 'key':
      return `Authentication: an API key (from ${where}). Every request sends the header ${code(header ?? '')}.`;
    case 'cookie':
      return `Authentication: a session cookie (from ${where}), sent as ${code(header ?? '')}.`;
    case 'none':
      return `Authentication: none (from ${where}); requests need no credentials.`;
  }
}

function hasApi(api: ApiFacts): boolean {
  return api.auth !== undefined || api.baseUrls.length > 0 || api.openapi.length > 0 || api.operationPages > 0;
}

function renderApi(api: ApiFacts, configFile: string): string | undefined {
  if (!hasApi(api)) return undefined;
  const items: string[] = [];
  if (api.auth) items.push(describeAuth(api.auth, configFile));
  else items.push(`Authentication: not set in ${code(configFile)}. Ask which credentials a request needs before you document one, and never guess a header.`);
  if (api.baseUrls.length === 1) items.push(`Base URL: ${code(api.baseUrls[0] ?? '')}.`);
  else if (api.baseUrls.length > 1) items.push(`Base URLs: ${codeList(api.baseUrls)}.`);
  if (api.openapi.length > 0) {
    const pages = api.operationPages > 0 ? ` ${api.operationPages} ${api.operationPages === 1 ? 'page names an operation' : 'pages name operations'} in front matter (${code('openapi: GET /path')}).` : '';
    items.push(
      `Reference pages come from OpenAPI: ${codeList(api.openapi)}.${pages} Change an endpoint's parameters, responses or examples in the spec, not in the page; the page only adds prose around what the spec generates.`,
    );
  } else if (api.usesApiFrontmatter) {
    items.push(
      `Reference pages hold hand-written MDX: ${api.operationPages} ${api.operationPages === 1 ? 'page names its endpoint' : 'pages name their endpoints'} in front matter (${code('api: "GET https://…"')}) and ${api.operationPages === 1 ? 'documents its' : 'document their'} parameters and responses with components.`,
    );
  }
  return blocks(['### API', items.map((item) => `- ${item}`).join('\n'), renderRequestExample(api)]).trimEnd();
}

/** A complete request in this API's shape: base URL, a real path when known, the credentials as placeholders. */
export function renderRequestExample(api: ApiFacts): string | undefined {
  const header = api.auth ? authHeader(api.auth) : undefined;
  if (!api.auth || api.auth.method === 'none' || header === undefined) return undefined;
  const baseUrl = (api.baseUrls[0] ?? 'https://<API_HOST>').replace(/\/+$/, '');
  const method = api.sampleRequest?.method ?? 'GET';
  const path = api.sampleRequest?.path ?? '/<PATH>';
  const credentials = api.auth.method === 'basic' ? '  --user "<USERNAME>:<PASSWORD>"' : `  --header "${header.replace(/"/g, '\\"')}"`;
  const command = [`curl --request ${method} "${baseUrl}${path}" \\`, credentials].join('\n');
  return `Write request examples in this shape, with the credentials as placeholders:\n\n${fence(command, 'bash')}`;
}

// ---------------------------------------------------------------------------
// Page structure

const EXAMPLE_PAGE = `---
title: Create an API key
description: Generate an API key in the dashboard and send it with your requests to authenticate.
---

API keys identify your account on every request. This page shows how to create one and check that it works.

## Create the key

1. Open **Settings** in the dashboard.
2. Select **API keys**, then **Create key**.

<Frame caption="The API keys tab in the dashboard settings">
  ![Dashboard settings with the API keys tab open and the Create key button highlighted](/images/api-keys.png)
</Frame>

## Check the key

Send a request with the key and look for a \`200\` status in the response.
`;

function checkedBy(guideline: Guideline, enabled: ReadonlySet<string>): string {
  const ids = (guideline.ruleIds ?? []).filter((id) => enabled.has(id));
  return ids.length === 0 ? '' : ` (lint: ${codeList(ids)})`;
}

function item(guideline: Guideline, context: RenderContext): string | undefined {
  if (guideline.components && !guideline.components.some((name) => context.componentNames.has(name))) return undefined;
  return `- ${guideline.text}${checkedBy(guideline, context.enabled)}`;
}

function renderPageStructure(context: RenderContext): string {
  const lines: Guideline[] = [
    {
      text: 'Start every page with YAML front matter between `---` lines.',
      ruleIds: ['frontmatter-present'],
    },
    {
      text: '`title` is clear and specific and uses the words a reader would search for. The site shows it as the page heading, so never repeat it as a `#` heading in the body.',
      ruleIds: ['frontmatter-title', 'heading-no-h1'],
    },
    {
      text: '`description` is one sentence that says what the page covers and why a reader needs it; it appears under the title, in search results and in link previews.',
      ruleIds: ['frontmatter-description'],
    },
    { text: 'Headings in the body start at level 2 (`##`) and go down one level at a time.', ruleIds: ['heading-start-level', 'heading-increment'] },
    {
      text: 'Every image sits inside `Frame` and has alt text that describes what it shows.',
      ruleIds: ['image-frame', 'image-alt'],
      components: ['Frame'],
    },
    { text: 'File names are lowercase words joined by hyphens (`create-api-key.mdx`); the path without the extension is the page URL and its navigation entry.' },
  ];
  return blocks([
    '## Page structure',
    'A page looks like this:',
    fence(EXAMPLE_PAGE, 'mdx'),
    lines
      .map((line) => item(line, context))
      .filter((line): line is string => line !== undefined)
      .join('\n'),
  ]).trimEnd();
}

// ---------------------------------------------------------------------------
// Writing rules

function renderSection(section: GuidelineSection, context: RenderContext): string | undefined {
  const items = section.items.map((guideline) => item(guideline, context)).filter((line): line is string => line !== undefined);
  if (items.length === 0) return undefined;
  return blocks([`### ${section.title}`, section.intro, items.join('\n')]).trimEnd();
}

function apiSection(context: RenderContext): GuidelineSection {
  const api = context.facts.project?.api;
  const header = api?.auth ? authHeader(api.auth) : undefined;
  const items: Guideline[] = [
    {
      text: 'Document every parameter: its name, where it goes (path, query, header or body), its type, whether the request needs it, its default and its allowed values.',
      ruleIds: ['param-field-type'],
    },
    { text: 'Use `ParamField` for request parameters and `ResponseField` for response fields.', components: ['ParamField', 'ResponseField'] },
    header
      ? { text: `Show the authentication header in its exact format, ${code(header)}, with a placeholder instead of a real key.` }
      : { text: 'Show how a request authenticates: the header, its exact format and where the reader gets the credentials.' },
    { text: 'Show the response on success and on each documented error, with the status code and what it means for the reader.' },
    { text: 'State rate limits and pagination wherever they apply, and what happens when a reader exceeds a limit.' },
    { text: 'Show the full cycle: a complete request a reader can send as is, then the response it returns.' },
    {
      text: 'Put the request and its response beside the text with `RequestExample` and `ResponseExample`.',
      components: ['RequestExample', 'ResponseExample'],
    },
  ];
  if (api && api.openapi.length > 0) {
    items.push({ text: 'Fix a wrong parameter, response or example in the OpenAPI spec; docwright builds the reference page from it.' });
  }
  return { title: 'API documentation', items };
}

function renderWritingRules(context: RenderContext): string {
  const sections = [languageRules, organisationRules, userFocusRules, codeRules, apiSection(context), accessibilityRules, componentChoice];
  return blocks(['## Writing rules', ...sections.map((section) => renderSection(section, context))]).trimEnd();
}

// ---------------------------------------------------------------------------
// Components

function attributeType(attribute: AttributeSpec): string {
  if (attribute.type === 'enum' && attribute.values && attribute.values.length > 0) return `one of ${codeList(attribute.values, 'or')}`;
  if (attribute.type === 'expression') return 'JSX expression `{…}`';
  return attribute.type;
}

function renderAttribute(attribute: AttributeSpec): string {
  const notes = [attributeType(attribute)];
  if (attribute.required) notes.push('required');
  if (attribute.default !== undefined) notes.push(`default ${code(String(attribute.default))}`);
  return `- ${code(attribute.name)} (${notes.join(', ')}): ${sentence(attribute.description)}`;
}

function childrenText(children: ComponentSpec['children']): string | undefined {
  if (children === undefined || children === 'any') return undefined;
  if (children === 'none') return 'It takes no content: write it self-closing.';
  const names = children.map((child) => (child === 'code' ? 'fenced code blocks' : code(child)));
  if (names.length === 0) return undefined;
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `It contains only ${list}.`;
}

function componentHeading(component: ComponentSpec): string {
  if (component.kind === 'html') return `#### ${code(`<${component.name}>`)}`;
  if (component.kind === 'code-block') return `#### ${code(component.name)} code blocks`;
  return `#### ${code(component.name)}`;
}

/** Attributes many components share word for word (`icon`, `iconType`…), printed once. */
export function commonAttributes(components: readonly ComponentSpec[]): Map<string, AttributeSpec> {
  const counts = new Map<string, { attribute: AttributeSpec; count: number }>();
  for (const component of components) {
    for (const attribute of component.attributes) {
      const key = JSON.stringify([attribute.name, attribute.type, attribute.description, attribute.values ?? [], attribute.default ?? null]);
      const entry = counts.get(key);
      if (entry) entry.count++;
      else counts.set(key, { attribute, count: 1 });
    }
  }
  const common = new Map<string, AttributeSpec>();
  const best = new Map<string, number>();
  for (const { attribute, count } of counts.values()) {
    if (count < COMMON_ATTRIBUTE_MIN || (best.get(attribute.name) ?? 0) >= count) continue;
    best.set(attribute.name, count);
    common.set(attribute.name, attribute);
  }
  return common;
}

/** An attribute described in the common list: same wording, not required here. */
function isCommon(attribute: AttributeSpec, common: ReadonlyMap<string, AttributeSpec>): boolean {
  const shared = common.get(attribute.name);
  return (
    shared !== undefined &&
    !attribute.required &&
    shared.type === attribute.type &&
    shared.description === attribute.description &&
    JSON.stringify(shared.values ?? []) === JSON.stringify(attribute.values ?? []) &&
    shared.default === attribute.default
  );
}

/** "When none fits" → "none fits"; "A better way" → "a better way"; "YouTube", "FAQ", "`Tabs`" stay. */
function whenText(value: string): string {
  const bare = oneLine(value).replace(/^when\s+/i, '');
  return /^[A-Z][a-z]*(?=[\s,;:.]|$)/.test(bare) ? bare.charAt(0).toLowerCase() + bare.slice(1) : bare;
}

function renderComponent(component: ComponentSpec, common: ReadonlyMap<string, AttributeSpec>): string {
  const rules: string[] = [];
  if (component.kind === 'html') rules.push(`A plain HTML element${component.allowOtherAttributes ? ' that also takes every standard HTML attribute' : ''}.`);
  if (component.kind === 'code-block') rules.push(`Write it as a fenced code block whose language is ${code(component.name)}; options go after the language on the opening fence.`);
  if (component.parents && component.parents.length > 0) rules.push(`Place it directly inside ${codeList(component.parents, 'or')}.`);
  const children = component.kind === 'code-block' ? undefined : childrenText(component.children);
  if (children) rules.push(children);
  if (component.requiresContent) rules.push('It must not be empty.');
  for (const group of component.exactlyOneOf ?? []) rules.push(`Set exactly one of ${codeList(group, 'or')}.`);
  if (component.apiPageOnly) rules.push('Only on API pages (front matter `openapi` or `api`).');
  if (component.maxPerPage !== undefined) rules.push(component.maxPerPage === 1 ? 'At most one per page.' : `At most ${component.maxPerPage} per page.`);
  if (component.uniqueAmongSiblings) rules.push(`Each ${code(component.name)} in the same parent needs its own ${code(component.uniqueAmongSiblings)}.`);
  if (component.codeBlocks?.language && component.codeBlocks.title) rules.push('Every code block in it names its language and a title (`js index.js`).');
  else if (component.codeBlocks?.language) rules.push('Every code block in it names its language.');
  else if (component.codeBlocks?.title) rules.push('Every code block in it has a title after its language.');
  const own = component.attributes.filter((attribute) => !isCommon(attribute, common));
  const shared = component.attributes.filter((attribute) => isCommon(attribute, common));
  const attributes = own.map(renderAttribute);
  if (shared.length > 0) attributes.push(`- ${codeList(shared.map((attribute) => attribute.name))}: see the common attributes.`);
  return blocks([
    componentHeading(component),
    `${sentence(component.purpose)} When to use it: ${sentence(whenText(component.whenToUse))}`,
    attributes.length > 0 ? attributes.join('\n') : undefined,
    rules.length > 0 ? rules.join(' ') : undefined,
    fence(component.example, 'mdx'),
  ]).trimEnd();
}

function renderComponents(components: readonly ComponentSpec[], enabled: ReadonlySet<string>): string | undefined {
  if (components.length === 0) return undefined;
  const common = commonAttributes(components);
  const checks = COMPONENT_RULES.filter((id) => enabled.has(id));
  const parts: string[] = [
    '## Components',
    `These are the components this project can render. Use only these, with only the attributes listed${checks.length > 0 ? ` (lint: ${codeList(checks)})` : ''}. Write attribute values as strings (\`title="Setup"\`), except numbers, booleans and arrays, which go in braces (\`cols={2}\`).`,
  ];
  if (common.size > 0) {
    parts.push('### Common attributes', 'These attributes mean the same on every component that takes them:', [...common.values()].map(renderAttribute).join('\n'));
  }
  for (const category of CATEGORY_ORDER) {
    const inCategory = components.filter((component) => component.category === category);
    if (inCategory.length === 0) continue;
    parts.push(`### ${CATEGORY_TITLES[category]}`, ...inCategory.map((component) => renderComponent(component, common)));
  }
  return blocks(parts).trimEnd();
}

// ---------------------------------------------------------------------------
// Lint

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${stableJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function renderLintRule(rule: LintRuleFacts): string {
  const options = rule.options === undefined ? '' : ` Options: ${code(stableJson(rule.options))}.`;
  return `- ${code(rule.id)} (${rule.severity}): ${sentence(rule.description)}${options}`;
}

function renderLint(lint: RulesFileFacts['lint']): string {
  const source = lint.configFile
    ? `The lint configuration in ${code(lint.configFile)}`
    : 'This project has no lint configuration file, so lint uses the `recommended` preset, which';
  const list =
    lint.rules.length > 0
      ? `${source} enables these rules. An error fails the check; a warning marks something to fix or to justify.\n\n${lint.rules.map(renderLintRule).join('\n')}`
      : `${source} enables no rules, so lint checks nothing yet; follow the rules above all the same.`;
  return blocks([
    '## Lint checks',
    list,
    'Check every page you create or change, and fix what it reports before you finish:',
    fence('npx docwright lint path/to/page.mdx', 'bash'),
    `After changing ${code('docs.json')} or adding, moving or deleting a page, run ${code('npx docwright check')}: it validates the configuration against the pages on disk.`,
  ]).trimEnd();
}

