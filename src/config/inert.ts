import type { Finding } from '../findings/finding.js';
import { isRecord } from '../guards.js';
import { finding, locate, type ResolvedConfig } from './json.js';
import { formatPath } from './messages.js';
import type { CheckId } from '../findings/checks.js';

/**
 * Keys of a `docs.json` navigation entry that validate (Mintlify's validator accepts them and
 * Mintlify applies them) but that docwright's build does not apply: a site built here would
 * silently differ from the same site on Mintlify. Each is a warning at the key, naming what
 * Mintlify does with it. Every other key a language, version, tab, anchor, dropdown, product,
 * menu item or group accepts takes effect in the build (src/config/normalise.ts carries it into
 * the model, src/render/site/ shows it); a key added to the schema goes into one list or the other
 * (test/config/inert.test.ts checks that every key of the schema is in one).
 */

export const INERT_RULE: CheckId = 'config-key-no-effect';

/** What Mintlify does with each key docwright does not apply, by key. */
const EFFECTS: Readonly<Record<string, string>> = {
  directory: 'it shows a directory of the child pages',
  global: 'it shows these links while the reader is inside this entry',
  searchable: 'it leaves the tab\'s pages out of search when `false`',
  color: 'it colours the entry\'s icon',
};

/** The keys docwright does not apply, by the kind of navigation entry (`navigation` is its top). */
export const INERT_KEYS: Readonly<Record<string, readonly string[]>> = {
  navigation: ['directory'],
  language: ['directory', 'global'],
  version: ['directory', 'global'],
  tab: ['directory', 'global'],
  anchor: ['directory', 'global'],
  dropdown: ['directory', 'global', 'color'],
  product: ['directory', 'global', 'color'],
  item: ['directory', 'global'],
  group: ['directory'],
};

/** The keys docwright does not apply on an entry of `navigation.global` (its links), by kind. */
export const INERT_GLOBAL_KEYS: Readonly<Record<string, readonly string[]>> = {
  language: ['directory'],
  version: ['directory'],
  tab: ['directory', 'searchable'],
  anchor: ['directory'],
  dropdown: ['directory'],
  product: ['directory'],
};

const KINDS = ['language', 'version', 'tab', 'anchor', 'dropdown', 'product', 'item', 'group'] as const;

/** Keys whose arrays hold navigation entries. */
const CHILD_KEYS = ['products', 'languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'groups', 'pages', 'menu'];

interface Entry {
  value: Record<string, unknown>;
  path: (string | number)[];
  kind: string;
  global: boolean;
}

/** The entries under `entry`: its children, and the links of its `global` (and of `navigation.global`). */
function childrenOf(entry: Entry): Entry[] {
  const out: Entry[] = [];
  const { value, path } = entry;
  const take = (holder: Record<string, unknown>, at: (string | number)[], global: boolean): void => {
    for (const key of CHILD_KEYS) {
      const list = holder[key];
      if (!Object.hasOwn(holder, key) || !Array.isArray(list)) continue;
      list.forEach((child: unknown, i) => {
        if (!isRecord(child)) return;
        const kind = KINDS.find((k) => Object.hasOwn(child, k));
        if (kind !== undefined) out.push({ value: child, path: [...at, key, i], kind, global });
      });
    }
  };
  if (!entry.global) take(value, path, false);
  // `navigation.global` holds links docwright shows; a division's own `global` is inert as a whole (one warning at the key).
  if (entry.kind === 'navigation' && isRecord(value.global)) take(value.global, [...path, 'global'], true);
  return out;
}

/**
 * Settings outside `navigation` that validate but that docwright's build does not apply, by key
 * path, with what Mintlify does with them. Of `api`, the build applies `openapi`, `asyncapi`,
 * `params` (`expanded`, `post`), `playground` (`display`, `proxy`, `credentials`), `url` (the
 * endpoint bar always shows the full base URL), `mdx`, and of `examples` `autogenerate`, `prefill`,
 * `defaults` and the `languages` it generates (src/openapi/settings.ts; `apiLanguages` reports the others).
 */
export const INERT_SETTINGS: readonly { path: readonly string[]; effect: string; /** A value that asks for what docwright does anyway. */ same?: unknown }[] = [
  { path: ['styling', 'eyebrows'], effect: 'it shows the breadcrumbs above each title', same: 'section' },
  { path: ['styling', 'codeblocks'], effect: 'it sets the theme of code blocks' },
  // `latex: false` leaves out KaTeX's stylesheet there (the math's markup then shows unstyled); docwright loads it on each page with math, as `true` or no value asks.
  { path: ['styling', 'latex'], effect: 'it leaves out the LaTeX stylesheets', same: true },
  { path: ['integrations'], effect: 'it loads the analytics, chat or consent services on every page' },
  { path: ['seo', 'paths'], effect: 'it adds these meta tags to the pages under each path' },
  { path: ['seo', 'organization'], effect: 'it describes the organisation in each page\'s structured data' },
  { path: ['seo', 'trailingSlash'], effect: 'it serves page URLs with a trailing `/`' },
  { path: ['errors'], effect: 'it sets the 404 page\'s title and description, or redirects it home' },
  { path: ['interaction', 'drilldown'], effect: 'a click on a group opens its first page', same: false },
  { path: ['metadata', 'timestamp'], effect: 'it shows each page\'s last-modified date' },
  { path: ['markdown'], effect: 'it shapes the Markdown copies of pages it serves to AI tools' },
  { path: ['thumbnails'], effect: 'it draws each page\'s social-card image with these settings' },
  { path: ['background', 'decoration'], effect: 'it draws the pattern behind every page' },
  { path: ['contextual', 'display'], effect: 'it places the page menu in the table of contents', same: 'header' },
];

/** The same for a legacy (or spec-shaped) configuration. */
export const INERT_LEGACY_SETTINGS: readonly { path: readonly string[]; effect: string; same?: unknown }[] = [
  { path: ['eyebrow', 'display'], effect: 'it shows the breadcrumbs above each title', same: 'section' },
  { path: ['codeBlock', 'mode'], effect: 'it sets the theme of code blocks' },
  { path: ['analytics'], effect: 'it loads the analytics services on every page' },
  { path: ['integrations'], effect: 'it loads the chat services on every page' },
  { path: ['topbar', 'style'], effect: 'it draws the top bar with a gradient' },
  { path: ['sidebar', 'items'], effect: 'it draws the sidebar items in that style' },
  { path: ['rounded'], effect: 'it sets the corners of the layout' },
  { path: ['layout'], effect: 'it arranges the navigation in that layout' },
  { path: ['theme'], effect: 'it draws the site in that legacy theme' },
  { path: ['isWhiteLabeled'], effect: 'it leaves out its own branding' },
  { path: ['search', 'location'], effect: 'it places the search box at the side or the top' },
  { path: ['background', 'style'], effect: 'it draws the pattern behind every page' },
];

/** `contextual.options` the page menu leaves out: each needs a service a static site does not run (src/render/components/contextual.ts). */
export const INERT_CONTEXTUAL = ['assistant', 'download-pdf', 'download-spec', 'windsurf', 'mcp', 'add-mcp', 'cursor', 'vscode', 'devin-mcp'] as const;

/** The request example languages the build generates, by the names and aliases Mintlify accepts for them. */
const GENERATED_LANGUAGES: Readonly<Record<string, string>> = { bash: 'bash', curl: 'bash', sh: 'bash', shell: 'bash', python: 'python', py: 'python', javascript: 'javascript', js: 'javascript' };

/** A request example language as the build names it (`bash`, `python`, `javascript`), or undefined for one it does not generate. */
export function generatedLanguage(name: string): string | undefined {
  const key = name.trim().toLowerCase();
  return Object.hasOwn(GENERATED_LANGUAGES, key) ? GENERATED_LANGUAGES[key] : undefined;
}

/**
 * Every language Mintlify generates request examples in, by its names and aliases (lowercase): its list of supported
 * languages (cURL, Python, JavaScript, Node.js, PHP, Go, Java, Ruby, PowerShell, Swift, C#, .NET, TypeScript, C, C++,
 * Kotlin, Rust, Dart). A name outside it matches none of Mintlify's snippet generators: no example on Mintlify either.
 */
const MINTLIFY_LANGUAGES: ReadonlySet<string> = new Set([
  ...Object.keys(GENERATED_LANGUAGES),
  ...['node', 'nodejs', 'node.js', 'php', 'go', 'golang', 'java', 'ruby', 'rb', 'powershell', 'swift', 'csharp', 'c#', 'dotnet', '.net', 'dot-net'],
  ...['typescript', 'ts', 'c', 'c++', 'cpp', 'kotlin', 'kt', 'rust', 'rs', 'dart', 'flutter'],
]);

/**
 * Warnings for `api.examples.languages` (mint.json `api.request.example.languages`): the whole key when
 * `api.examples.autogenerate: false` generates no example to pick, else each entry the build generates no request
 * example in, saying whether Mintlify would (a language of its list) or would not either (a name it does not know).
 */
function apiLanguages(resolved: ResolvedConfig, root: Record<string, unknown>, generation: 'current' | 'legacy'): Finding[] {
  const path = generation === 'current' ? ['api', 'examples', 'languages'] : ['api', 'request', 'example', 'languages'];
  const holder = path.slice(0, -1).reduce<unknown>((value, key) => (isRecord(value) ? value[key] : undefined), root);
  if (!isRecord(holder) || !Object.hasOwn(holder, 'languages')) return [];
  const list = holder.languages;
  if (generation === 'current' && holder.autogenerate === false) {
    const where = locate(resolved, path.slice(0, -1), 'languages');
    return [finding(where.file, where.at, INERT_RULE, `Unexpected \`${formatPath(path)}\` that has no effect with \`api.examples.autogenerate\` \`false\` (on Mintlify either: only the spec's \`x-codeSamples\` and the pages' \`<RequestExample>\` show), expected \`languages\` or \`autogenerate: false\`, not both`, 'warn')];
  }
  if (!Array.isArray(list)) return [];
  const findings: Finding[] = [];
  list.forEach((name: unknown, i) => {
    // An empty name is no language on Mintlify either: nothing to say it would have added.
    if (typeof name !== 'string' || name.trim() === '' || generatedLanguage(name) !== undefined) return;
    const where = locate(resolved, [...path, i]);
    const message = MINTLIFY_LANGUAGES.has(name.trim().toLowerCase())
      ? `Unexpected \`${name}\` in \`${formatPath(path)}\` that has no effect in docwright's build (on Mintlify it adds a request example in that language), expected \`bash\`, \`python\` or \`javascript\`, the languages docwright generates`
      : `Unexpected \`${name}\` in \`${formatPath(path)}\`, a language neither docwright nor Mintlify generates a request example in, expected a name or alias of Mintlify's languages, such as \`bash\`, \`python\` or \`javascript\` (which docwright generates) or \`go\``;
    findings.push(finding(where.file, where.at, INERT_RULE, message, 'warn'));
  });
  return findings;
}

/** Warnings for every setting outside `navigation` (and every page-menu option) that validates but that docwright's build does not apply. */
/** Whether an API base URL runs code when followed (`javascript:`, `vbscript:`, `data:`): the playground never uses one (src/openapi/settings.ts). */
export function isScriptBaseUrl(value: string): boolean {
  return /^(javascript|vbscript|data):/i.test(value.replace(/[\s\u0000-\u001f]/g, ''));
}

/** Warnings for each `api.baseUrl` / `api.mdx.server` URL that runs code: the API playground leaves it out. */
function apiScriptUrls(resolved: ResolvedConfig, root: Record<string, unknown>): Finding[] {
  const findings: Finding[] = [];
  for (const path of [['api', 'baseUrl'], ['api', 'mdx', 'server']]) {
    const value = path.reduce<unknown>((at, key) => (isRecord(at) ? at[key] : undefined), root);
    const list: unknown[] = Array.isArray(value) ? value : [value];
    list.forEach((url, i) => {
      if (typeof url !== 'string' || !isScriptBaseUrl(url)) return;
      const scheme = url.replace(/[\s\u0000-\u001f]/g, '').split(':')[0]?.toLowerCase() ?? '';
      const where = Array.isArray(value) ? locate(resolved, [...path, i]) : locate(resolved, path);
      findings.push(finding(where.file, where.at, INERT_RULE, `Unexpected \`${scheme}:\` URL in \`${formatPath(path)}\`, expected an \`https:\` URL: the API playground does not use it`, 'warn'));
    });
  }
  return findings;
}

export function inertSettings(resolved: ResolvedConfig, generation: 'current' | 'legacy' = 'current'): Finding[] {
  const root = resolved.value;
  if (!isRecord(root)) return [];
  const findings: Finding[] = [];
  for (const { path, effect, same } of generation === 'current' ? INERT_SETTINGS : INERT_LEGACY_SETTINGS) {
    const parent = path.slice(0, -1).reduce<unknown>((value, key) => (isRecord(value) ? value[key] : undefined), root);
    const key = path[path.length - 1] ?? '';
    if (!isRecord(parent) || !Object.hasOwn(parent, key) || parent[key] === undefined || (same !== undefined && parent[key] === same)) continue;
    const where = locate(resolved, path.slice(0, -1), key);
    findings.push(finding(where.file, where.at, INERT_RULE, `Unexpected \`${formatPath(path)}\` that has no effect in docwright's build (on Mintlify ${effect}), expected the site to read right without it`, 'warn'));
  }
  findings.push(...apiLanguages(resolved, root, generation));
  findings.push(...apiScriptUrls(resolved, root));
  const expanded = generation === 'legacy' && isRecord(root.api) && isRecord(root.api.paramFields) ? root.api.paramFields.expanded : undefined;
  if (expanded === 'topLevel' || expanded === 'topLevelOneOfs') {
    const where = locate(resolved, ['api', 'paramFields'], 'expanded');
    findings.push(finding(where.file, where.at, INERT_RULE, `Unexpected \`api.paramFields.expanded\` that has no effect in docwright's build as \`${expanded}\` (on Mintlify it opens the top-level fields), expected \`all\` or \`none\``, 'warn'));
  }
  const options = isRecord(root.contextual) ? root.contextual.options : undefined;
  if (Array.isArray(options)) {
    options.forEach((option: unknown, i) => {
      if (typeof option !== 'string' || !(INERT_CONTEXTUAL as readonly string[]).includes(option)) return;
      const where = locate(resolved, ['contextual', 'options', i]);
      findings.push(finding(where.file, where.at, INERT_RULE, `Unexpected \`${option}\` in \`contextual.options\` that has no effect in docwright's build (its page menu leaves out what needs a service a static site does not run), expected \`copy\`, \`view\`, an assistant such as \`chatgpt\`, or your own \`{title, description, href}\``, 'warn'));
    });
  }
  return findings.sort((a, b) => a.line - b.line || a.column - b.column);
}

/** Warnings for every navigation key that validates but that docwright's build does not apply. */
export function inertNavigation(resolved: ResolvedConfig): Finding[] {
  const root = resolved.value;
  if (!isRecord(root) || !isRecord(root.navigation)) return [];
  const findings: Finding[] = [];
  const stack: Entry[] = [{ value: root.navigation, path: ['navigation'], kind: 'navigation', global: false }];
  for (let entry = stack.pop(); entry !== undefined; entry = stack.pop()) {
    const keys = (entry.global ? INERT_GLOBAL_KEYS : INERT_KEYS)[entry.kind] ?? [];
    for (const key of keys) {
      if (!Object.hasOwn(entry.value, key) || entry.value[key] === undefined) continue;
      const where = locate(resolved, entry.path, key);
      const effect = EFFECTS[key] ?? 'it applies it';
      findings.push(finding(where.file, where.at, INERT_RULE, `Unexpected \`${key}\` in \`${formatPath(entry.path)}\` that has no effect in docwright's build (on Mintlify ${effect}), expected the site to read right without it`, 'warn'));
    }
    stack.push(...childrenOf(entry));
  }
  return findings.sort((a, b) => a.line - b.line || a.column - b.column);
}
