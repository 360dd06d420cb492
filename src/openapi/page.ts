// One API page: from a page's front matter (`openapi: [file] METHOD /path`, legacy
// `api: METHOD https://…`) or a navigation entry naming an operation, to the page's mdast
// tree (for the renderer's registry handlers), its Markdown copy and its findings. A page
// whose operation cannot be built says what is wrong instead of rendering half an endpoint.
import type { Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { Element } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { listProjectFilesSync } from '../project/pages.js';
import { readTextInsideSync } from '../fs/paths.js';
import { join } from 'node:path';
import type { Finding } from '../findings/finding.js';
import { UNRESOLVED } from './dereference.js';
import { loadSpec, specWarning, type LoadOptions, type LoadResult } from './load.js';
import { REMOTE_RULE, RULE } from './spec-findings.js';
import { isRecord } from '../guards.js';
import { descriptionLine, headingLine, operationMarkdown } from './markdown.js';
import { describeSchema } from './describe-schema.js';
import type { FieldModel, OperationModel, ParamLocation, ParamModel, ResponseModel } from './model.js';
import { operationModel } from './operation-model.js';
import { buildSchemaPage } from './schema-page.js';
import { exampleCut, exampleCutFinding, schemaCut, schemaCutFinding } from './schema-cut.js';
import { attr, fieldExample, fieldSchema, isRequired, KNOWN_TYPE_NAMES, canonicalTypeName, paramSchema, responseSchema, topLevelResponseFields, unknownTypeFields } from './mdx-fields.js';
import { unravel } from '../parse/unravel.js';
import { findOperation, isOperationRefError, missingOperationMessage, parseOperationRef, shadowedOperationMessage, type OperationRef } from './operations.js';
import { hasComponent, operationTree, UNAVAILABLE, unavailableTree } from './page-tree.js';
import { playgroundParts } from './playground.js';
import { readApiSettings, type ApiSettings } from './settings.js';

export interface ApiPageInput {
  /** Project root. */
  root: string;
  /** The page file, relative to the root (for findings). */
  file: string;
  frontmatter: Record<string, unknown>;
  /** 1-based line of each front matter key, for positioned findings. */
  frontmatterLines?: Record<string, number>;
  /** The page's parsed tree (its own content is kept, after the operation's description). */
  tree?: Root;
  /**
   * The page's tree with its snippets inlined, as the page shows it (default `tree`): a legacy page's ParamFields and
   * ResponseFields, and whether it writes its own examples, are read from it, so the playground has the fields a snippet holds.
   */
  shownTree?: Root;
  /** The snippet file (absolute) each node of `shownTree` inlined from one came from: a finding about such a field is placed there. */
  origins?: WeakMap<object, string>;
  /** The page's own Markdown body, for the `.md` copy. */
  markdownBody?: string;
  /** The config's raw `api` object (either generation). */
  api?: unknown;
  /**
   * OpenAPI sources searched for a reference without a file: the top-level `openapi`,
   * `api.openapi`, and the navigation-level `openapi` around the page, nearest first.
   * When empty, spec files in the project are discovered (as the platform does).
   */
  sources?: readonly string[];
  offline?: boolean;
  timeoutMs?: number;
  /** The cache folder of remote specs (see `LoadOptions.cacheDir`). */
  cacheDir?: string;
  /** See `LoadOptions.prefetched`. */
  prefetched?: readonly string[];
  /** A page generated from the spec for a navigation entry (no file of its own): a finding that sums up the spec's own (placed at the spec) is left out, for there is no page file to place it at. */
  generated?: boolean;
}

export interface ApiPage {
  /** The operation, when it was found and valid. */
  operation?: OperationModel;
  title: string;
  description?: string;
  /** The operation's own `description` (else none), its first paragraph as plain text on one line: the page's description where its front matter gives none (llms.txt, search, the meta tags). */
  operationDescription?: string;
  /** The page body as mdast with registry components (`ParamField`, `ResponseField`…). */
  tree: Root;
  /** The endpoint bar as hast, built from the spec with `hastscript`. */
  endpoint?: Element;
  /** The bar as HTML, to place before the rendered `tree`. */
  endpointHtml?: string;
  /** The playground ("Try it") as hast. */
  playground?: Element;
  /**
   * The playground as HTML, to place after the rendered `tree`. It holds a form (inputs, a
   * textarea) that a page's sanitiser rightly refuses in page content, so it is kept out
   * of `tree`, like the bar: every text in them is escaped by construction, nothing in them
   * comes from the page source as markup.
   */
  playgroundHtml?: string;
  /** Whether the page needs the playground client script. */
  interactive: boolean;
  /** The full operation as Markdown, for `<page>.md` and llms-full.txt, with `markdownBody` as the page's own text. */
  markdown: string;
  /** The same copy with another text of the page's own (the author's text as the site's Markdown copy keeps it: snippets spliced in, `<Visibility>` resolved). */
  markdownWith: (body: string | undefined) => string;
  findings: Finding[];
}

/** The operation a page's front matter names, if it is an API page. */
export function pageOperationRef(frontmatter: Record<string, unknown>): { key: 'openapi' | 'api'; value: string } | undefined {
  if (typeof frontmatter.openapi === 'string' && frontmatter.openapi.trim() !== '') return { key: 'openapi', value: frontmatter.openapi };
  if (typeof frontmatter.api === 'string' && frontmatter.api.trim() !== '') return { key: 'api', value: frontmatter.api };
  return undefined;
}

/** The schema a page's front matter names (`openapi-schema: [file] Name`), if it is a schema page. */
export function pageSchemaRef(frontmatter: Record<string, unknown>): string | undefined {
  const value = frontmatter['openapi-schema'];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Whether the page is an API page (its front matter names an operation or a schema). */
export function isApiPage(frontmatter: Record<string, unknown>): boolean {
  return pageOperationRef(frontmatter) !== undefined || pageSchemaRef(frontmatter) !== undefined;
}

const discovered = new Map<string, string[]>();

/** JSON files that are never specs: the configuration and package and compiler settings. */
const NOT_SPECS = /^(docs|mint)\.json$|(^|\/)(package|package-lock|tsconfig[^/]*)\.json$/i;

/**
 * OpenAPI files in the project, for pages that name an operation without a file and a
 * config without `openapi`: JSON/YAML files whose start declares `openapi` or `swagger`.
 * `files`: the project's files as the default ignore policy keeps them (root-relative, a project
 * index's `all`), when the caller has them: no second walk of the project (issue 51: at 5,000
 * pages the walk was ~0.1 s of CPU before `dev`'s first page).
 */
export function discoverSpecs(root: string, files?: Iterable<string>): string[] {
  let found = discovered.get(root);
  if (found) return found;
  const candidates = (files ? [...files] : listProjectFilesSync(root)).filter((file) => /\.(json|ya?ml)$/i.test(file) && !NOT_SPECS.test(file));
  found = candidates.filter((file) => {
    try {
      const head = readTextInsideSync(root, join(root, file)).slice(0, 2048);
      return /(^|[{,\s])"?(openapi|swagger)"?\s*:/m.test(head);
    } catch {
      return false;
    }
  });
  // Root-level files first: `openapi.json` beats `fr/openapi.json` for `GET /x`.
  found.sort((a, b) => a.split('/').length - b.split('/').length || (a < b ? -1 : 1));
  discovered.set(root, found);
  return found;
}

/** Forget discovered spec lists (the dev server calls this when files change). */
export function clearDiscoveredSpecs(): void {
  discovered.clear();
}

function pageFinding(input: ApiPageInput, key: string, message: string, severity: Finding['severity'] = 'error', ruleId: Finding['ruleId'] = 'openapi-operation'): Finding {
  return { file: input.file, line: input.frontmatterLines?.[key] ?? 1, column: 1, ruleId, severity, message };
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * A page whose operation cannot be shown: a notice listing the problems, the endpoint bar
 * when the front matter names a method and path, and the page's own content.
 */
function noticePage(input: ApiPageInput, title: string, findings: Finding[], endpoint?: { op: OperationModel; settings: ApiSettings }): ApiPage {
  const description = str(input.frontmatter.description);
  const bar = endpoint ? playgroundParts(endpoint.op, { ...endpoint.settings, playground: endpoint.settings.playground === 'hide' ? 'hide' : 'simple' })?.bar : undefined;
  const copy = (own: string | undefined): string => {
    const body = own?.trim() ?? '';
    return [`# ${headingLine(title)}`, ...(description !== undefined ? [`> ${headingLine(description)}`] : []), ...(endpoint ? [`\`${endpoint.op.method} ${endpoint.op.path}\``] : []), UNAVAILABLE, ...(body !== '' ? [body] : [])].join('\n\n') + '\n';
  };
  return {
    title,
    ...(description !== undefined ? { description } : {}),
    tree: { type: 'root', children: [...unavailableTree().children, ...bodyOf(input.tree)] },
    ...(bar ? { endpoint: bar, endpointHtml: toHtml(bar) } : {}),
    interactive: false,
    markdown: copy(input.markdownBody),
    markdownWith: copy,
    findings,
  };
}

function broken(input: ApiPageInput, title: string, findings: Finding[]): ApiPage {
  return noticePage(input, title, findings);
}

/** An operation known only by the front matter's `METHOD /path`. */
function bareOperation(ref: OperationRef, deprecated: boolean): OperationModel {
  const method = ref.method === 'webhook' ? 'POST' : ref.method.toUpperCase();
  return {
    method,
    path: ref.path.replace(/:([A-Za-z_]\w*)/g, '{$1}'),
    webhook: ref.method === 'webhook',
    key: ref.method === 'webhook' ? `WEBHOOK ${ref.path}` : `${method} ${ref.path}`,
    tags: [],
    deprecated,
    servers: ref.baseUrl !== undefined ? [ref.baseUrl] : [],
    security: [],
    parameters: { path: [], query: [], header: [], cookie: [] },
    codeSamples: [],
    responses: [],
  };
}

export { specWarning } from './load.js';

/** The `$ref`s an operation reaches that could not be resolved: their one finding each. */
function unresolvedFindings(loaded: LoadResult, roots: readonly unknown[]): Finding[] {
  const found = new Map<string, Finding>();
  const seen = new Set<object>();
  const walk = (node: unknown): void => {
    if (typeof node !== 'object' || node === null || seen.has(node)) return;
    seen.add(node);
    if (isRecord(node) && node[UNRESOLVED] === true && typeof node.$ref === 'string') {
      const finding = loaded.unresolvedRefs[node.$ref];
      if (finding) found.set(node.$ref, finding);
      return;
    }
    // A subtype its `discriminator.mapping` names that the document does not define (src/openapi/load.ts).
    if (isRecord(node) && isRecord(node.discriminator) && isRecord(node.discriminator.mapping)) {
      for (const target of Object.values(node.discriminator.mapping)) {
        const finding = typeof target === 'string' ? loaded.unknownMappings?.[target] : undefined;
        if (finding) found.set(`mapping\0${String(target)}`, finding);
      }
    }
    for (const child of Object.values(node)) walk(child);
  };
  for (const root of roots) walk(root);
  return [...found.values()];
}

function bodyOf(tree: Root | undefined): RootContent[] {
  return (tree?.children ?? []).filter((n) => n.type !== 'yaml');
}

/** How the page's specs are loaded. */
function loadOptions(input: ApiPageInput): LoadOptions {
  return {
    root: input.root,
    ...(input.offline !== undefined ? { offline: input.offline } : {}),
    ...(input.timeoutMs !== undefined ? { timeoutMs: input.timeoutMs } : {}),
    ...(input.cacheDir !== undefined ? { cacheDir: input.cacheDir } : {}),
    ...(input.prefetched !== undefined ? { prefetched: input.prefetched } : {}),
  };
}

/** The specs a reference without a file is looked up in: the page's navigation's, else those of the project. */
function searchedSources(input: ApiPageInput): string[] {
  return input.sources && input.sources.length > 0 ? [...input.sources] : discoverSpecs(input.root);
}

/** The sources after the one used that define the operation too: it is not shown from them. */
async function shadowingSources(ref: OperationRef, rest: readonly string[], options: LoadOptions): Promise<string[]> {
  const out: string[] = [];
  for (const source of rest) {
    const loaded = await loadSpec(source, options);
    if (loaded.spec && findOperation(loaded.spec, ref.method, ref.path)) out.push(source);
  }
  return out;
}

async function findInSources(ref: OperationRef, input: ApiPageInput): Promise<{ loaded?: LoadResult; used?: string; shadowed?: string[]; searched: string[]; failed: LoadResult[] }> {
  const options = loadOptions(input);
  const sources = ref.file !== undefined ? [ref.file] : searchedSources(input);
  const failed: LoadResult[] = [];
  for (const [i, source] of sources.entries()) {
    const loaded = await loadSpec(source, options);
    if (!loaded.spec) {
      failed.push(loaded);
      continue;
    }
    if (findOperation(loaded.spec, ref.method, ref.path)) return { loaded, used: source, shadowed: await shadowingSources(ref, sources.slice(i + 1), options), searched: sources, failed };
  }
  // Like Mintlify, then any spec of the project that defines the operation (a translated
  // page names `GET /x` of the English spec). Specs that fail here were reported above or
  // are reported on their own: only a match counts.
  for (const source of discoverSpecs(input.root)) {
    if (sources.includes(source)) continue;
    const loaded = await loadSpec(source, options);
    if (loaded.spec && findOperation(loaded.spec, ref.method, ref.path)) return { loaded, searched: sources, failed };
  }
  return { searched: sources, failed };
}

/** Build one API page. Returns undefined when the front matter names no operation. */
export async function buildApiPage(input: ApiPageInput): Promise<ApiPage | undefined> {
  const schema = pageSchemaRef(input.frontmatter);
  if (schema !== undefined) return schemaApiPage(input, schema);
  const named = pageOperationRef(input.frontmatter);
  if (!named) return undefined;
  const settings = readApiSettings(input.api, input.frontmatter);
  const ref = parseOperationRef(named.value);
  const fallbackTitle = str(input.frontmatter.title) ?? named.value.trim();
  if (isOperationRefError(ref)) return broken(input, fallbackTitle, [pageFinding(input, named.key, ref.error, 'error', 'openapi-operation-missing')]);

  // Legacy `api: GET https://host/path`: no spec, the page's own ParamFields describe it.
  if (ref.url !== undefined) return legacyPage(input, ref, settings);

  const { loaded, used, shadowed = [], searched, failed } = await findInSources(ref, input);
  const title = str(input.frontmatter.title) ?? fallbackTitle;
  const listed = loaded?.spec && findOperation(loaded.spec, ref.method, ref.path);
  // `api: POST /x` names no spec on Mintlify (its parseApiString): a page no spec defines is a
  // manual endpoint on the configured base URL (`api.baseUrl`, `api.mdx.server`), as written.
  if ((!loaded?.spec || !listed) && named.key === 'api' && ref.file === undefined) return legacyPage(input, ref, settings);
  if (!loaded?.spec || !listed) {
    const endpoint = { op: bareOperation(ref, input.frontmatter.deprecated === true), settings };
    if (failed.length > 0) {
      // A spec that cannot be read (remote and offline, missing, unparsable): the page is
      // built from its front matter, and the spec is one warning for the whole site.
      const warnings = failed.map(specWarning).filter((f): f is Finding => f !== undefined);
      return noticePage(input, title, warnings, endpoint);
    }
    // `check` says the same, at the same key (src/check/check-openapi.ts).
    const missing = [pageFinding(input, named.key, missingOperationMessage(ref, searched), 'error', 'openapi-operation-missing')];
    return noticePage(input, title, missing, endpoint);
  }
  const op = operationModel(loaded.spec, listed, { maintainOrder: settings.maintainOrder, postKeys: settings.postKeys });
  const pageTitle = str(input.frontmatter.title) ?? op.summary ?? `${op.method} ${op.path}`;
  // Degrade, never vanish: an invalid operation is shown as far as it goes, under a notice
  // of its problems; a dangling `$ref` shows as an unresolved schema, reported once per target.
  const problems = loaded.invalidOperations[listed.key] ?? [];
  const summary = input.generated === true ? [] : [pageFinding(input, named.key, `Unexpected invalid operation \`${listed.key}\` in \`${loaded.file}\`, expected a valid OpenAPI operation`)];
  const invalid = problems.length > 0 ? [...summary, ...problems] : [];
  // A remote spec read from the cache says so, and a key the spec writes twice (the same warning on every page: reported once).
  const remote = loaded.diagnostics.filter((d) => d.ruleId === REMOTE_RULE || d.ruleId === RULE.duplicate);
  // Another searched spec that defines the operation too: the page shows this one's, and says so.
  const shadow = used !== undefined && shadowed.length > 0 ? [{ ...pageFinding(input, named.key, shadowedOperationMessage(ref, used, shadowed), 'warn'), ruleId: 'openapi-operation-shadowed' as const }] : [];
  // A schema shown only in part (too deep, or a `$ref` fan-out past the budget): once a page.
  const cut = schemaCut([op]);
  const cutExample = exampleCut(op);
  const what = `\`${op.method} ${op.path}\``;
  const line = input.frontmatterLines?.[named.key] ?? 1;
  const cutShort = [...(cut ? [schemaCutFinding(cut, what, input.file, line)] : []), ...(cutExample ? [exampleCutFinding(cutExample, what, input.file, line)] : [])];
  // The spec's Mintlify extensions the build does not apply (`x-mint.groups` …): the same on every page, reported once.
  const findings = [...invalid, ...shadow, ...unresolvedFindings(loaded, [listed.operation, listed.pathItem.parameters]), ...remote, ...cutShort, ...(loaded.extensionLosses ?? [])];
  return assemble(input, op, pageTitle, settings, true, { findings });
}

/** A schema page (`openapi-schema:`), as an API page without an endpoint or playground. */
async function schemaApiPage(input: ApiPageInput, value: string): Promise<ApiPage> {
  const title = str(input.frontmatter.title);
  const description = str(input.frontmatter.description);
  const settings = readApiSettings(input.api, input.frontmatter);
  const page = await buildSchemaPage({
    file: input.file,
    line: input.frontmatterLines?.['openapi-schema'] ?? 1,
    ...(title !== undefined ? { title } : {}),
    ...(description !== undefined ? { description } : {}),
    body: bodyOf(input.tree),
    ...(input.markdownBody !== undefined ? { markdownBody: input.markdownBody } : {}),
    sources: searchedSources(input),
    options: loadOptions(input),
    maintainOrder: settings.maintainOrder,
    postKeys: settings.postKeys,
  }, value);
  return { ...page, interactive: false };
}

/**
 * The `summary` of the operation a page without a `title` names (`openapi: GET /x`): Mintlify's
 * title for the page, in its sidebar as on the page. Undefined for a page that names none, a
 * legacy `api:` URL, or an operation no readable spec defines or that has no summary.
 */
export async function operationSummary(input: ApiPageInput): Promise<string | undefined> {
  const named = pageOperationRef(input.frontmatter);
  if (!named || named.key !== 'openapi') return undefined;
  const ref = parseOperationRef(named.value);
  if (isOperationRefError(ref) || ref.url !== undefined) return undefined;
  const { loaded } = await findInSources(ref, input);
  const summary = loaded?.spec ? findOperation(loaded.spec, ref.method, ref.path)?.summary : undefined;
  return summary !== undefined && summary.trim() !== '' ? summary.trim() : undefined;
}

interface AssembleExtras {
  findings: Finding[];
  /** A legacy page's body as shown, its snippets inlined: whether it writes its own examples is read there. */
  shown?: readonly RootContent[];
}

function assemble(input: ApiPageInput, op: OperationModel, title: string, settings: ApiSettings, generateSections: boolean, extras: AssembleExtras = { findings: [] }): ApiPage {
  const description = str(input.frontmatter.description);
  const parts = playgroundParts(op, settings);
  const playground = parts?.panel;
  const body = bodyOf(input.tree);
  const operationDescription = op.description === undefined ? undefined : descriptionLine(op.description);
  // With no description of its own the page shows the operation's under its title (render-page.ts), as Mintlify does: not again in the body.
  const lead = description === undefined ? operationDescription : undefined;
  const tree = generateSections
    ? operationTree(op, { settings, body, ...(lead !== undefined ? { lead } : {}) })
    : legacyTree(op, settings, body, extras.shown ?? body);
  // The writer's own examples replace the generated ones in the copy too (its body holds them), as on the page
  // (operationTree); a legacy page's fields are its own ParamFields and ResponseFields, in its text (legacyTree): listed
  // apart only when the copy is given no text of the page's.
  const shown = extras.shown ?? body;
  const own = { request: hasComponent(shown, 'RequestExample'), response: hasComponent(shown, 'ResponseExample') };
  const copy = (text: string | undefined): string => operationMarkdown(op, { title, ...(description !== undefined ? { description } : {}), settings, ...(text !== undefined ? { body: text } : {}), ownExamples: own, ...(generateSections || text === undefined ? {} : { ownFields: true }) });
  return {
    operation: op,
    title,
    ...(description !== undefined ? { description } : {}),
    ...(operationDescription !== undefined ? { operationDescription } : {}),
    tree,
    ...(parts ? { endpoint: parts.bar, endpointHtml: toHtml(parts.bar) } : {}),
    ...(playground ? { playground, playgroundHtml: toHtml(playground) } : {}),
    interactive: playground !== undefined,
    markdown: copy(input.markdownBody),
    markdownWith: copy,
    findings: extras.findings,
  };
}

// ---------------------------------------------------------------------------------------
// Legacy pages: `api: POST https://host/path` with hand-written ParamFields.

function paramFields(nodes: readonly RootContent[], out: MdxJsxFlowElement[] = []): MdxJsxFlowElement[] {
  // One written on one line is a block too, as MDX unravels it (src/parse/unravel.ts).
  for (const node of unravel(nodes)) {
    if (node.type === 'mdxJsxFlowElement') {
      if (node.name === 'ParamField') {
        out.push(node);
        continue; // nested ParamFields describe the parent's properties
      }
      if (node.name === 'Expandable') continue;
    }
    if ('children' in node && Array.isArray(node.children)) paramFields(node.children, out);
  }
  return out;
}

function legacyPage(input: ApiPageInput, ref: OperationRef, settings: ApiSettings): ApiPage {
  // The fields as the page shows them: a snippet's ParamFields are the page's too.
  const body = bodyOf(input.shownTree ?? input.tree);
  const parameters: Record<ParamLocation, ParamModel[]> = { path: [], query: [], header: [], cookie: [] };
  const bodyProps: Record<string, unknown> = {};
  const bodyRequired: string[] = [];
  for (const node of paramFields(body)) {
    const required = isRequired(node);
    const bodyName = attr(node, 'body');
    if (typeof bodyName === 'string') {
      bodyProps[bodyName] = fieldSchema(node);
      if (required) bodyRequired.push(bodyName);
      continue;
    }
    const defaultValue = attr(node, 'default');
    // The type's aliases as Mintlify reads them (`int` an integer input): src/openapi/mdx-fields.ts.
    const schema = { ...paramSchema(attr(node, 'type') ?? 'string'), ...(typeof defaultValue === 'string' ? { default: defaultValue } : {}) };
    for (const location of ['path', 'query', 'header', 'cookie'] as const) {
      const name = attr(node, location);
      if (typeof name !== 'string') continue;
      const field: FieldModel = { ...describeSchema(schema), name, required: location === 'path' || required };
      const placeholder = attr(node, 'placeholder');
      parameters[location].push({ ...field, location, ...(typeof placeholder === 'string' ? { placeholder } : {}) });
    }
  }
  const bodySchema = { type: 'object', properties: bodyProps, required: bodyRequired };
  const bare = bareOperation(ref, input.frontmatter.deprecated === true);
  const method = bare.method;
  const op: OperationModel = {
    ...bare,
    webhook: false,
    key: `${method} ${ref.path}`,
    parameters,
    ...(Object.keys(bodyProps).length > 0
      ? {
          body: {
            contentType: 'application/json',
            otherContentTypes: [],
            required: bodyRequired.length > 0,
            // In the order written, as the page shows its ParamFields and the example lists them (not sorted, as a
            // spec's fields are without `maintainOrder`): the Markdown copy and the playground list them alike.
            schema: describeSchema(bodySchema, { maintainOrder: true }),
            example: fieldExample(bodySchema),
            requiredExample: fieldExample(bodySchema, true),
            exampleFromSpec: false,
          },
        }
      : {}),
    responses: legacyResponses(body),
  };
  // The page's base URL is the origin of an absolute URL in `api:` (`POST https://host/v1/x`), else the configured one
  // (`api.baseUrl`, `api.mdx.server`), as Mintlify's parseApiString takes them; its auth is the MDX pages' (`api.auth`,
  // `api.mdx.auth`, the page's `authMethod`).
  const { auth, baseUrls } = settings.mdx;
  const pageSettings: ApiSettings = { ...settings, baseUrls: ref.baseUrl !== undefined ? [ref.baseUrl] : baseUrls, ...(auth ? { auth } : {}) };
  const title = str(input.frontmatter.title) ?? `${method} ${ref.path}`;
  return assemble(input, op, title, pageSettings, false, { findings: fieldTypeFindings(input, body), shown: body });
}

/**
 * `api-field-type` at each field whose `type` Mintlify's MDX reader does not know (`Garden`, `timestamp`, `string | null`)
 * and that feeds a generated example the page shows (a body ParamField without the page's own `<RequestExample>`, a
 * top-level ResponseField without its `<ResponseExample>`): the example shows `{}` for it, as on Mintlify.
 */
function fieldTypeFindings(input: ApiPageInput, body: readonly RootContent[]): Finding[] {
  const request = hasComponent(body, 'RequestExample') ? [] : paramFields(body).filter((node) => typeof attr(node, 'body') === 'string');
  const response = hasComponent(body, 'ResponseExample') ? [] : topLevelResponseFields(body);
  // The canonical names and a few aliases: the whole table (KNOWN_TYPE_NAMES, 34 names) would push the reason past a message's cap.
  const known = [...new Set(KNOWN_TYPE_NAMES.map((name) => canonicalTypeName(name)))].map((name) => `\`${name}\``).join(', ');
  return unknownTypeFields([...request, ...response]).map(({ node, type }) => ({
    file: (input.origins?.get(node) ?? (node.position ? input.origins?.get(node.position) : undefined)) ?? input.file,
    line: node.position?.start.line ?? 1,
    column: node.position?.start.column ?? 1,
    ruleId: 'api-field-type',
    severity: 'warn',
    message: `Unexpected \`type\` \`${type}\` of a \`${node.name ?? 'ParamField'}\`, expected a type name Mintlify knows (${known}, or an alias such as \`str\`, \`int\`, \`bool\`, \`dict\`; an array as \`str[]\` or \`array<str>\`): Mintlify reads it as an object, so the generated example shows \`{}\` for it, as on Mintlify`,
  }));
}

/**
 * The 200 response (application/json) with the example Mintlify generates from the page's top-level ResponseFields,
 * unless the page writes its own `<ResponseExample>` (then only that one shows, as on Mintlify). Its fields are the
 * page's own, shown (and in the Markdown copy) with their types as written: the model holds the example alone.
 */
function legacyResponses(body: readonly RootContent[]): ResponseModel[] {
  const schema = responseSchema(body);
  if (schema === undefined || hasComponent(body, 'ResponseExample')) return [];
  return [{ status: '200', contentType: 'application/json', otherContentTypes: [], example: fieldExample(schema), exampleFromSpec: false, headers: [] }];
}

function legacyTree(op: OperationModel, settings: ApiSettings, body: RootContent[], shown: readonly RootContent[]): Root {
  // The page already documents its fields: keep it as written, and add the generated request
  // examples and the 200 response's (from its ResponseFields) unless the writer gave some.
  const generated = operationTree(op, { settings, body });
  // The generated tree holds the page's own nodes too: only a generated example is added (a
  // writer's `<RequestExample>` is in `body` already and would show twice).
  const own = new Set<RootContent>(body);
  // An example a snippet writes is the page's own too (`shown`, snippets inlined): none is generated beside it.
  const written = (name: string): boolean => hasComponent(shown, name);
  const examples = generated.children.filter((n) => !own.has(n) && n.type === 'mdxJsxFlowElement' && (n.name === 'RequestExample' || n.name === 'ResponseExample') && !written(n.name));
  return { type: 'root', children: [...body, ...examples] };
}
