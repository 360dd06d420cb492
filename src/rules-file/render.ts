// Facts → the generated Markdown between the markers. Pure: same facts, same bytes.
// Two forms: `compact` (the default, sized for an editor to load on every request) and
// `full` (the long reference). Both print every writing rule; they differ in the
// navigation outline, the components and the lint list.
import { DOCS_BASE_URL } from '../rule-kit/rule.js';
import { writingSections, type Guideline, type GuidelineSection } from './guidelines.js';
import { blocks, code, codeList, fence, sentence, text } from './markdown.js';
import { renderOutline, renderVersions, summariseOutline } from './outline.js';
import { renderComponentReference, renderComponentTable } from './render-components.js';
import type { ApiFacts, LintRuleFacts, ProjectFacts, RulesFileFacts, ValeFacts } from './types.js';

export { OUTLINE_PAGE_LIMIT, renderOutline } from './outline.js';
export { commonAttributes } from './render-components.js';

export type RulesForm = 'compact' | 'full';

/** The parts of the file, in order. Native formats that split the rules into files pick some of them. */
export const PARTS = ['project', 'pages', 'writing', 'components', 'lint'] as const;
export type Part = (typeof PARTS)[number];

export interface RenderOptions {
  /** `compact` by default. */
  form?: RulesForm;
  /** The parts to print after the introduction; all of them by default. */
  parts?: readonly Part[];
}

interface RenderContext {
  facts: RulesFileFacts;
  form: RulesForm;
  enabled: ReadonlySet<string>;
  /** The options of each enabled rule that has any. */
  options: ReadonlyMap<string, unknown>;
  componentNames: ReadonlySet<string>;
}

/** The generated section (without markers). */
export function renderRules(facts: RulesFileFacts, options: RenderOptions = {}): string {
  const context: RenderContext = {
    facts,
    form: options.form ?? 'compact',
    enabled: new Set(facts.lint.rules.map((rule) => rule.id)),
    options: new Map(facts.lint.rules.flatMap((rule) => (rule.options === undefined ? [] : [[rule.id, rule.options] as const]))),
    componentNames: new Set(facts.components.map((component) => component.name)),
  };
  const parts = new Set<Part>(options.parts ?? PARTS);
  const render: Record<Part, () => string | undefined> = {
    project: () => renderProject(facts.project, context.form),
    pages: () => renderPageStructure(context),
    writing: () => renderWritingRules(context),
    components: () =>
      context.form === 'full' ? renderComponentReference(facts.components, context.enabled) : renderComponentTable(facts.components, context.enabled),
    lint: () => renderLint(facts.lint, context.form, facts.mcp === true),
  };
  return blocks([renderIntro(facts, parts.size < PARTS.length), ...PARTS.filter((part) => parts.has(part)).map((part) => render[part]())]);
}

function renderIntro(facts: RulesFileFacts, partial: boolean): string {
  const subject = facts.project ? `the ${text(facts.project.name)} documentation` : 'this documentation project';
  const names = [...(facts.project ? [code(facts.project.configFile)] : []), 'the component registry', 'the lint configuration', ...(facts.lint.vale ? [code(facts.lint.vale.configFile)] : [])];
  const sources = `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`;
  const lines = [
    '## About these rules',
    `You are helping write and edit ${subject}. Follow these rules for every page you create or change.`,
    `\`docwright rules\` generated this section from ${sources}. A writing rule that \`docwright lint\` checks names its lint rule, and the last section lists every check lint runs on this project. Run \`npx docwright rules\` again after changing any of them, and edit only outside the \`docwright:start\` and \`docwright:end\` markers: docwright replaces the text between them.`,
  ];
  if (partial) lines.push('This file holds one part of the rules; the other files that `docwright rules --native` writes hold the rest.');
  if (!facts.project) {
    lines.push(
      'No `docs.json` was found in this project, so these rules are generic: they name no project, navigation or API. Add a `docs.json` and run `npx docwright rules` again to fill them in.',
    );
  }
  return lines.join('\n\n');
}

// ---------------------------------------------------------------------------
// The project

function renderProject(project: ProjectFacts | undefined, form: RulesForm): string | undefined {
  if (!project) return undefined;
  const intro = [`You are writing for **${text(project.name)}**.`];
  if (project.description) intro.push(sentence(text(project.description)));
  const parts: (string | undefined)[] = [
    '## The project',
    intro.join(' '),
    `Pages are MDX files: Markdown with components, plus YAML front matter. ${code(project.configFile)} lists every page of the navigation by its path from the docs root without the extension (${code('essentials/code')} for ${code('essentials/code.mdx')}). A new page appears on the site only after you add its path to the navigation.`,
  ];
  if (project.navigation.length > 0) {
    parts.push(
      '### Navigation',
      'The navigation has these sections; put a new page in the group where a reader would look for it.',
      form === 'full' ? renderOutline(project.navigation) : summariseOutline(project.navigation),
    );
  }
  const versions = renderVersions(project);
  if (versions) parts.push('### Versions and languages', versions);
  parts.push(renderApi(project.api, project.configFile));
  return blocks(parts).trimEnd();
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

/**
 * The words of a guideline in this project: the spec's as written; a lint rule's only while its rules are on, as the
 * rules that are on (`partial`) and their options (`withOptions`) make it, else `undefined`.
 */
export function guidelineText(guideline: Guideline, enabled: ReadonlySet<string>, options: ReadonlyMap<string, unknown> = new Map()): string | undefined {
  const ids = guideline.ruleIds ?? [];
  if (guideline.covers !== undefined || ids.length === 0) return guideline.text;
  if (guideline.withOptions) return enabled.has(ids[0] ?? '') ? guideline.withOptions(options.get(ids[0] ?? '')) : undefined;
  if (ids.every((id) => enabled.has(id))) return guideline.text;
  return guideline.partial?.find((part) => part.ruleIds.every((id) => enabled.has(id)))?.text;
}

function item(guideline: Guideline, context: RenderContext): string | undefined {
  if (guideline.components && !guideline.components.some((name) => context.componentNames.has(name))) return undefined;
  const words = guidelineText(guideline, context.enabled, context.options);
  return words === undefined ? undefined : `- ${words}${checkedBy(guideline, context.enabled)}`;
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
      partial: [
        { ruleIds: ['frontmatter-title'], text: '`title` is clear and specific and uses the words a reader would search for; the site shows it as the page heading.' },
        { ruleIds: ['heading-no-h1'], text: 'The site shows the front matter `title` as the page heading, so never write a `#` heading in the body.' },
      ],
    },
    {
      text: '`description` is one sentence that says what the page covers and why a reader needs it; it appears under the title, in search results and in link previews.',
      ruleIds: ['frontmatter-description'],
    },
    {
      text: 'Headings in the body start at level 2 (`##`) and go down one level at a time.',
      ruleIds: ['heading-start-level', 'heading-increment'],
      partial: [
        { ruleIds: ['heading-start-level'], text: 'Headings in the body start at level 2 (`##`).' },
        { ruleIds: ['heading-increment'], text: 'Headings in the body go down one level at a time, never from `##` to `####`.' },
      ],
    },
    {
      text: 'Every image sits inside `Frame` and has alt text that describes what it shows.',
      ruleIds: ['image-frame', 'image-alt'],
      partial: [
        { ruleIds: ['image-alt'], text: 'Every image has alt text that describes what it shows.' },
        { ruleIds: ['image-frame'], text: 'Every image sits inside `Frame`.' },
      ],
    },
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

/** The writing rules for a project: the spec's six groups (the API group in this API's words) and component choice. */
export function projectWritingSections(facts: RulesFileFacts): GuidelineSection[] {
  const api = facts.project?.api;
  const header = api?.auth ? authHeader(api.auth) : undefined;
  return writingSections({ ...(header !== undefined ? { authHeader: header } : {}), openapi: (api?.openapi.length ?? 0) > 0 });
}

function renderWritingRules(context: RenderContext): string {
  const sections = projectWritingSections(context.facts);
  return blocks(['## Writing rules', ...sections.map((section) => renderSection(section, context))]).trimEnd();
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

/** The compact list: rule ids by severity, options where set, and where each rule is explained. */
function lintSummary(rules: readonly LintRuleFacts[]): string {
  const lines: string[] = [];
  for (const [severity, label] of [
    ['error', 'Errors'],
    ['warn', 'Warnings'],
  ] as const) {
    const ids = rules.filter((rule) => rule.severity === severity).map((rule) => rule.id);
    if (ids.length > 0) lines.push(`- ${label}: ${ids.map(code).join(', ')}.`);
  }
  for (const rule of rules) if (rule.options !== undefined) lines.push(`- ${code(rule.id)} options: ${code(stableJson(rule.options))}.`);
  lines.push(`- Each rule's page explains it with examples: ${code(`${DOCS_BASE_URL}<rule>.mdx`)}.`);
  return lines.join('\n');
}

/** What a Vale rule asks, from its rule file: the description, else the message with `…` for the match, and a few words it reports. */
function valeRuleLine(rule: ValeFacts['groups'][number]['rules'][number]): string {
  const words = (rule.description ?? rule.message).replace(/%s/g, '…').replace(/\s+/g, ' ').trim();
  const examples = rule.examples.length > 0 ? ` (${rule.examples.map((example) => code(example)).join(', ')})` : '';
  return `- ${code(rule.name)}: ${sentence(text(words.replace(/[.!]$/, '')) + examples)}`;
}

/** The Vale styles lint runs: per kind of page, the styles, each error rule with what it asks, the others by name. */
function renderVale(vale: ValeFacts | undefined): string | undefined {
  if (!vale) return undefined;
  const parts = vale.groups.map((group) => {
    const on = `${group.extensions.map((extension) => code(extension)).join(' and ')} pages`;
    const styles = group.styles.length > 0 ? `the Vale ${group.styles.length === 1 ? 'style' : 'styles'} ${group.styles.map(code).join(', ')}` : 'Vale rules';
    const errors = group.rules.filter((rule) => rule.level === 'error');
    const others = group.rules.filter((rule) => rule.level !== 'error');
    const lines = [`On ${on}, ${code(vale.configFile)} also runs ${styles} (${group.rules.length} ${group.rules.length === 1 ? 'rule' : 'rules'}).`];
    if (errors.length > 0) lines.push(`These report errors:\n\n${errors.map(valeRuleLine).join('\n')}`);
    if (others.length > 0) lines.push(`These report warnings: ${others.map((rule) => code(rule.name)).join(', ')}.`);
    return blocks(lines).trimEnd();
  });
  return blocks(['### Vale styles', ...parts]).trimEnd();
}

function renderLint(lint: RulesFileFacts['lint'], form: RulesForm, mcp: boolean): string {
  const source = lint.configFile
    ? `The lint configuration in ${code(lint.configFile)}`
    : 'This project has no lint configuration file, so lint uses the `recommended` preset, which';
  const rules = form === 'full' ? lint.rules.map(renderLintRule).join('\n') : lintSummary(lint.rules);
  const list =
    lint.rules.length > 0
      ? `${source} enables these rules. An error fails the check; a warning marks something to fix or to justify.\n\n${rules}`
      : `${source} enables no rules, so lint runs none of its own${lint.vale ? '' : ' and checks nothing yet'}; follow the rules above all the same.`;
  return blocks([
    '## Lint checks',
    list,
    renderVale(lint.vale),
    ...(mcp
      ? [
          `The ${code('docwright')} MCP server is configured for this editor: check your page with ${code('lint_page')} before you finish, and fix what it reports (${code('fix_page')} applies the safe fixes). ${code('describe_component')} tells what a component accepts, and ${code('suggest_nav_placement')} where a new page belongs. Without the server, run:`,
        ]
      : ['Check every page you create or change, and fix what it reports before you finish:']),
    fence('npx docwright lint path/to/page.mdx', 'bash'),
    `After changing ${code('docs.json')} or adding, moving or deleting a page, run ${code('npx docwright check')}: it validates the configuration against the pages on disk.`,
  ]).trimEnd();
}

