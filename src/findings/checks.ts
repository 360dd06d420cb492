// The one registry of finding ids outside lint: what `check`, `build` and `dev` report. Each id has one line here:
// its command, default severity and a one-line description; its docs page (docs/checks/<id>.mdx) is generated from it
// (`npm run docs:rules`), and its examples (src/check/check-examples.ts) are tests. Adding a check: one line below.
import type { Finding, FindingSeverity } from './finding.js';

/** Which command reports a finding first: `check` (the project), `build` (rendering; `dev` renders the same), `dev`, `a11y`, `migrate`, `rules` or `score`. */
export type CheckCategory = 'check' | 'build' | 'dev' | 'a11y' | 'migrate' | 'rules' | 'score';

/** One finding id's metadata. */
export interface CheckDefinition {
  category: CheckCategory;
  /** What `check` (for a `build` id: the build) reports it as; a project's `checks` setting changes it. */
  severity: FindingSeverity;
  /** One line, no trailing period: what the finding says is wrong. */
  description: string;
  /** The id is a lint rule's, reported by the build or `check` too: its docs are the rule's page. */
  rule?: true;
}

const c = (category: CheckCategory, severity: FindingSeverity, description: string): CheckDefinition => ({ category, severity, description });
const lintRule = (category: CheckCategory, severity: FindingSeverity, description: string): CheckDefinition => ({ category, severity, description, rule: true });

/** Every id `check`, `build` and `dev` report, in alphabetical order. Register a new id with one line here. */
export const CHECKS = {
  'admonition-syntax': lintRule('build', 'warn', 'A `:::note` admonition from Docusaurus, Starlight or VitePress, which Mintlify shows as text'),
  'api-field-type': c('build', 'warn', "A `ParamField` or `ResponseField` `type` on an API page written in MDX that Mintlify's reader does not know: it is read as an object, so the generated example shows `{}` for it, as on Mintlify"),
  'asyncapi-pages': c('build', 'warn', 'An AsyncAPI document whose channel pages are not built, or a written page naming a channel docwright cannot add'),
  'code-meta-known': lintRule('build', 'warn', 'A code block option or title word that no code block reads, so it is shown nowhere'),
  'codeblock-children': lintRule('build', 'warn', "A `<CodeBlock>` around several code blocks, or one beside other content, each drawn on its own, without the element's code props"),
  'color-contrast': c('check', 'warn', 'A theme colour with too little contrast with its background, as `mint a11y` judges it (4.5:1 for `colors.primary` and `colors.light`, 3:1 for `colors.dark`)'),
  'component-attribute-value': lintRule('build', 'warn', 'A component attribute value the component does not draw as written (`<Badge color="lime">`, `<Columns cols={6}>`, `<Card color="leafgreen">`): it falls back to the default, is clamped or draws no color'),
  'component-budget': c('build', 'warn', "Custom components went past the page's or the build's budget of steps or HTML in the sandbox"),
  'component-clock': c('build', 'warn', "A custom component or code expression reads the clock (`Date`): the page shows the build's time (one for the whole build, in UTC), not the reader's, and `SOURCE_DATE_EPOCH` fixes it"),
  'component-deadline': c('build', 'warn', 'A custom component or code expression was stopped by the wall-clock deadline, not by its steps: the page may differ on a faster or slower machine'),
  'component-known': lintRule('build', 'warn', 'A page uses a component that is neither built in nor defined or imported by the page'),
  'component-render': c('build', 'warn', 'A component the build cannot render as written: a custom component that fails in the sandbox, a built-in missing an attribute it needs, or given one it shows only with another'),
  'component-static': c('build', 'warn', 'A component imported from a code file is rendered as static HTML, not hydrated'),
  'config-duplicate-key': c('check', 'warn', 'A key appears twice in one object of the configuration'),
  'config-file-missing': c('check', 'error', 'A file the configuration names (logo, favicon, background, image, font) is missing'),
  'config-file-outside': c('check', 'error', 'A file the configuration names lies outside the project'),
  'config-invalid': c('dev', 'error', 'The configuration cannot be read, so the server shows the last good site'),
  'config-json': c('check', 'error', 'The configuration file is not a JSON object'),
  'config-key-ignored': c('check', 'warn', 'A configuration key that Mintlify accepts and ignores'),
  'config-key-lost': c('check', 'error', 'A misspelt navigation key: Mintlify drops it with the pages in it'),
  'config-key-no-effect': c('check', 'warn', 'A configuration key that has no effect where it is written'),
  'config-missing': c('check', 'error', 'The project has no readable `docs.json` or `mint.json`'),
  'config-nav-dropped': c('check', 'warn', 'A navigation entry that Mintlify leaves out of the site'),
  'config-ref': c('check', 'error', 'A `$ref` in the configuration cannot be resolved'),
  'config-schema': c('check', 'error', 'A configuration value that the schema refuses'),
  'config-spec': c('check', 'warn', 'A configuration value that Mintlify accepts but the spec forbids'),
  'config-variable-html': c('check', 'warn', 'A `variables` value with HTML tags, which Mintlify removes from it'),
  'custom-asset': c('build', 'warn', 'A `.css` or `.js` file Mintlify adds to every page and docwright leaves out of the site'),
  'docwright-config': c('check', 'error', "docwright's own configuration (`.docwrightrc`) does not load, so its `checks` do not apply"),
  'expression-defined': lintRule('build', 'warn', 'An MDX expression names something the page does not define'),
  'expression-render': c('build', 'warn', 'An MDX expression cannot be read without running it, so it is left out'),
  'feed-link-relative': c('build', 'warn', 'A changelog page with `rss: true` when no site URL is known (no `--base-url`, no `seo.metatags.canonical`): its feed links each item by a site path, which feed readers cannot open'),
  'feedback-repository-missing': c('check', 'warn', 'Feedback buttons that need a GitHub repository, and none is configured'),
  'feedback-thumbs-unsupported': c('check', 'warn', 'Thumbs ratings, which the build turns into links that open an issue on the repository'),
  'file-name-control': c('check', 'warn', 'A page or other file whose name (or a folder\'s on its path) holds a control character (a tab, a newline, ESC): it is not read, built or published (an encoded name would answer at a URL that no longer names it)'),
  'font-source': c('build', 'warn', 'A font source that is not in the project and is not fetched'),
  'frontmatter-key-no-effect': c('build', 'warn', 'A front matter key that Mintlify applies and the build does not (`related`, `groups`, `timestamp: true`)'),
  'frontmatter-types': lintRule('build', 'warn', 'A front matter value of the wrong type; the build reports a value that held a control character (ESC, BEL …), which it removes from every output'),
  'frontmatter-yaml': lintRule('check', 'error', "A page's front matter is not YAML `key: value` pairs that Mintlify reads: its deploy fails (a warning in `build` and `dev`, which publish the page without its front matter), or, never closed, its lines are shown as text (a warning everywhere: Mintlify compiles that page)"),
  'graphql-limit': c('check', 'warn', 'A GraphQL schema that would make more reference pages than the limit: the rest are left out'),
  'graphql-route': c('check', 'error', 'A GraphQL reference page whose path another page already claims'),
  'graphql-schema': c('check', 'error', 'A GraphQL schema that is missing, remote or does not parse'),
  'html-attribute-dropped': c('build', 'warn', 'An attribute, or an attribute value, on an HTML element that the allow-list leaves out, though it is no danger'),
  'html-element-dropped': c('build', 'warn', 'An HTML element that the allow-list leaves out, though it is no danger'),
  'html-unsafe': c('build', 'warn', 'HTML or CSS that the allow-list drops from the page'),
  'icon-unknown': c('build', 'warn', 'An icon name that no icon library has'),
  'link-anchor-broken': c('check', 'warn', 'A link to a `#anchor` that the target page does not have: a warning in `lint`, `check --links`, `build` and `dev` alike (the reader reaches the page, at its top)'),
  'link-broken': c('check', 'error', 'An internal link, image or file that leads nowhere'),
  'link-extension': c('check', 'warn', 'An internal link that names the page with its extension'),
  'markdown-copy': c('build', 'warn', "A page whose Markdown copy (`page.md`, `llms-full.txt`) cannot keep the author's text at a place: a `<Snippet file>` of several lines in a table cell (a snippet used by its import name there is `snippet-inline`'s finding, one for the one cause)"),
  'math-dollar': lintRule('build', 'warn', 'Inline math that reads as dollar amounts (`$5 to $10`), which Mintlify draws as a formula'),
  'math-invalid': c('build', 'warn', 'Math that KaTeX cannot render'),
  'md-page-component': lintRule('build', 'warn', 'A component in a `.md` page, which Mintlify compiles as MDX and draws: the build shows only what is inside it'),
  'md-page-expression': lintRule('build', 'warn', 'An expression in a `.md` page, which Mintlify compiles as MDX and evaluates: the build shows its braces'),
  'md-page-import': lintRule('build', 'warn', 'An `import` or `export` line in a `.md` page, which Mintlify compiles as MDX and does not show'),
  'migrate-changed': c('migrate', 'warn', 'A `mint.json` setting, or a Starlight or Docusaurus setting, sidebar entry, page or page key, carried over into `docs.json` (or left in the page) in another form than Mintlify reads'),
  'migrate-dropped': c('migrate', 'warn', 'A `mint.json` setting, or a part of a Starlight or Docusaurus configuration, sidebar or page, with no place in `docs.json` or Mintlify: it is not carried over'),
  'migrate-not-legacy': c('migrate', 'error', 'The configuration is a `docs.json` in the current shape already: `docwright migrate` has nothing to migrate'),
  'migrate-refused': c('migrate', 'warn', 'A migrated setting that `docwright check` refuses though Mintlify accepts it: it is kept as written'),
  'migrate-target-exists': c('migrate', 'error', 'A `docs.json` is there already, so `docwright migrate --write` writes nothing (it never writes over a file)'),
  'nav-group-duplicate': c('check', 'warn', 'Two groups of one name side by side in the navigation'),
  'nav-group-empty': c('check', 'warn', 'A navigation group with no pages, which the sidebar leaves out'),
  'nav-language-empty': c('check', 'warn', 'A language with no pages, which the language switcher leaves out'),
  'nav-page-duplicate': c('check', 'warn', 'A page listed twice in the navigation'),
  'nav-page-extension': c('check', 'error', 'A navigation entry written with its file extension or in the wrong case'),
  'nav-page-ignored': c('check', 'warn', 'A navigation page that an ignore file leaves out of a deploy'),
  'nav-page-missing': c('check', 'error', 'A navigation entry names a page that does not exist'),
  'nav-path-outside': c('check', 'error', 'A navigation entry leads outside the project'),
  'nav-prefix-unmatched': c('check', 'warn', 'An OpenAPI navigation entry whose prefix matches no operation'),
  'nav-version-unknown': c('check', 'error', 'A navigation entry names a version that `versions` does not list'),
  'og-image-outside': c('build', 'warn', "A share image (`og:image`, `twitter:image`, in front matter or `seo.metatags`) whose site path climbs above the site's root with `..`: it is written from the site's root, inside the base path"),
  'og-image-relative': c('build', 'warn', 'A share image (`og:image`, `twitter:image`, in front matter or `seo.metatags`) given as a site path when no site URL is known (no `--base-url`, no `seo.metatags.canonical`): it is written relative, which social sites ignore'),
  'openapi-directory': c('check', 'error', 'An OpenAPI `directory` that leads out of the project: no page is generated there'),
  'openapi-duplicate-key': c('check', 'warn', 'A key appears twice in one object of an OpenAPI spec'),
  'openapi-extension-no-effect': c('build', 'warn', 'A Mintlify extension of an OpenAPI spec that Mintlify applies and the build does not: `x-mint.groups`, `x-mint-enum` (who may see an endpoint, a field or a value), `x-mint.mcp` and `x-mint.playground.expand`'),
  'openapi-invalid': c('check', 'error', 'An OpenAPI spec that its schema refuses; a warning where it is valid to its schema but not as the specification reads (a path template `{id}` without its path parameter, a path parameter not in the template, `example` beside `examples` in 3.1)'),
  'openapi-kind': c('check', 'error', 'A file named as an OpenAPI spec that is not one'),
  'openapi-operation': c('build', 'error', 'An API page whose operation its spec defines invalidly (shown as far as it goes), or a second operation for one generated page (a warning: one of them is not published); an operation the specs do not have is `openapi-operation-missing`'),
  'openapi-operation-missing': c('check', 'error', 'An `openapi` front matter or navigation entry that names no operation of its specs (or, in the navigation, one its spec marks `x-excluded`), or an `openapi-schema` front matter that names no schema of the spec: the same finding from `check` and `build`'),
  'openapi-operation-shadowed': c('check', 'warn', 'An operation that two searched OpenAPI specs define: the page shows the one Mintlify picks (that of the nearest level, else of the last spec named)'),
  'openapi-ref': c('check', 'error', 'A `$ref` in an OpenAPI spec cannot be resolved'),
  'openapi-remote': c('check', 'warn', 'A remote OpenAPI spec that was not fetched (offline) or failed to fetch'),
  'openapi-schema-cut': c('build', 'warn', 'A schema an API or schema page shows only in part: fields nested past 12 levels, or more than 20,000 fields and variants in one description, show by their type only; a generated example nested past 12 levels, or of more than 5,000, shows `{}` there'),
  'openapi-source': c('check', 'error', 'An OpenAPI source that is missing or cannot be read'),
  'openapi-syntax': c('check', 'error', 'An OpenAPI spec that is not valid JSON or YAML'),
  'openapi-unsupported': c('check', 'error', 'An OpenAPI spec that Mintlify refuses to deploy'),
  'page-encoding': c('build', 'warn', 'A page that is not valid UTF-8'),
  'page-extension': c('check', 'warn', 'A page file whose extension is not lower case, so it is not a page'),
  'page-limit': c('build', 'warn', 'A page past a size or nesting limit: the rest is left out'),
  'page-mdx-syntax': lintRule('check', 'error', 'A page that does not compile as MDX'),
  'page-not-in-nav': c('check', 'warn', 'A page on disk that no navigation entry reaches'),
  'page-url-collision': c('check', 'error', 'Two files that would be built at one URL (an error), or at URLs that differ only in letter case or Unicode normalisation (a warning: one overwrites the other where names fold)'),
  'parse-error': c('check', 'error', 'A page that does not parse'),
  'path-outside': c('build', 'error', 'An import or file that leads outside the project; a page, snippet, spec or folder that is a symbolic link leading out of it is reported at the link by `lint` and `check` too, and an import of such a snippet at its `from` by `check`'),
  'read-error': c('check', 'error', 'A file that cannot be read: a page, spec or ignore file that is a named pipe, socket, device or folder is reported at it by `lint`, `build` and `dev` too'),
  'redirect-destination': c('build', 'warn', 'A redirect whose destination cannot be written: neither a path of the site nor an `https:` URL (a destination that leads nowhere is `link-broken`)'),
  'redirect-skipped': c('check', 'warn', 'A redirect that the build does not write'),
  'render-failed': c('build', 'error', 'A page that failed to render'),
  'report-limit': c('check', 'warn', 'More findings than one report lists: the rest are counted'),
  'rules-file-missing': c('rules', 'error', 'A rules file that `docwright rules --check` expects is missing'),
  'rules-file-stale': c('rules', 'error', 'A rules file that differs from the rules `docwright rules` generates now'),
  'rules-file-unowned': c('rules', 'error', 'A rules file without docwright markers, which `docwright rules` does not update'),
  'score-check': c('score', 'error', 'An agent readiness check of `docwright score` that fails'),
  'sdk-reference': c('build', 'warn', 'An SDK artifact whose reference pages are not built, or a written page naming a symbol docwright cannot add'),
  'search-off': c('build', 'warn', 'The site is built without search (pagefind is not installed)'),
  'site-url-path': c('build', 'warn', "A `seo.metatags.canonical` with a path (`https://example.com/docs`) that the site's own links do not start with: with no `--base-url` the absolute URLs (canonical links, share images, sitemap.xml, robots.txt) keep the path while on-site links start at `/`; with `--base-url /other` the absolute URLs take `/other` in its place"),
  'skill-description': c('build', 'error', 'A `skill.md` whose `description` is missing, empty or too long for the Agent Skills format'),
  'skill-duplicate': c('build', 'warn', 'A skill file written in two letter cases (`skill.md` and `SKILL.md`): one is published, the other ignored'),
  'skill-field': c('build', 'warn', 'A `skill.md` front matter field of the wrong type or unknown to the Agent Skills format'),
  'skill-frontmatter': c('build', 'error', 'A `skill.md` without readable front matter: it is not published'),
  'skill-name': c('build', 'error', 'A `skill.md` whose `name` is missing or not lower-case letters, digits and single hyphens'),
  'snippet-cycle': c('build', 'error', 'Snippets that import each other in a circle'),
  'snippet-default-export': c('build', 'warn', 'A snippet used as a component whose content is only an `export default`: the build inlines the content of a snippet and shows nothing'),
  'snippet-export-missing': c('build', 'warn', 'A name imported from a snippet that the snippet does not export (Mintlify leaves it undefined), said at the name by `check` and `lint` too, in a page or a snippet'),
  'snippet-inline': c('build', 'warn', 'An `.mdx` or `.md` snippet used inside a line of text (`Run <Install /> first.`, a table cell): Mintlify puts a snippet\'s content only in place of a block, so the name is left undefined and the page fails; the build still shows it inline (in a cell, joining a snippet\'s lines for the Markdown copy: this finding says it, not `markdown-copy` as well)'),
  'snippet-missing': c('build', 'error', 'An imported snippet (`.mdx`, `.md`, `.jsx`, `.js`) that does not exist, is no regular file (a named pipe, a folder, a symbolic link to nothing), cannot be read or is left out by an ignore file (`.mintignore`, `.docwrightignore`, `.gitignore`), said at the import\'s `from` (in a `.jsx`/`.js` snippet a page uses too) by `check` and `lint` too'),
  'svg-unsafe': c('build', 'warn', 'SVG content that the cleaner drops'),
  'table-cells': lintRule('build', 'warn', "A table row's cells past its header's columns (often a `|` meant as text), which Mintlify drops"),
  'text-contrast': c('a11y', 'error', 'Text the site writes on a theme colour with too little contrast (WCAG 2.1 AA), reported by `docwright a11y`'),
  'theme-contrast': c('a11y', 'warn', 'A theme colour with too little contrast with its background, as `mint a11y` judges it (the pairs and thresholds of `color-contrast`), reported by `docwright a11y`'),
} satisfies Record<string, CheckDefinition>;

/** The id of a finding `check`, `build` or `dev` reports: one of `CHECKS`. A string outside it fails `tsc`. */
export type CheckId = keyof typeof CHECKS;

/** Every registered id, in order. */
export const CHECK_IDS: readonly CheckId[] = Object.keys(CHECKS).filter(isCheckId);

/** Whether `id` is a registered check id. */
export function isCheckId(id: string): id is CheckId {
  return Object.hasOwn(CHECKS, id);
}

/** Categories whose command reports its findings as they are (`migrate`, `rules --check`, `score`): the `checks` setting does not apply. */
export const FIXED_SEVERITY: ReadonlySet<CheckCategory> = new Set(['migrate', 'rules', 'score']);

/** Whether the `checks` setting can change the id's severity: a registered id of `check`, `build`, `dev` or `a11y`. */
export function isSettableCheckId(id: string): id is CheckId {
  return isCheckId(id) && !FIXED_SEVERITY.has(CHECKS[id].category);
}

/** Where the check pages live: `<base><id>.mdx`. */
export const CHECK_DOCS_BASE_URL = 'https://github.com/docwright/docwright/blob/main/docs/checks/';
/** Where a lint rule's page lives (src/rule-kit/rule.ts has the same base). */
const RULE_DOCS_BASE_URL = 'https://github.com/docwright/docwright/blob/main/docs/rules/';

/** The docs page of a registered id: its check page, or for a lint rule's id the rule's page. */
export function checkUrl(id: CheckId): string {
  const definition: CheckDefinition = CHECKS[id];
  return `${definition.rule ? RULE_DOCS_BASE_URL : CHECK_DOCS_BASE_URL}${id}.mdx`;
}

/** A severity a project sets for a check id (`off` drops its findings). */
export type CheckSetting = FindingSeverity | 'off';
/** A project's `checks` setting: id → severity. */
export type CheckSettings = Readonly<Partial<Record<string, CheckSetting>>>;

/**
 * The findings with each registered id's `url` filled in and the project's `checks` severities applied: `off` drops
 * a finding, `warn`/`error` replaces its severity. A fatal finding (the command could not go on) keeps its severity.
 */
export function applyCheckSettings(findings: readonly Finding[], settings: CheckSettings = {}): Finding[] {
  const out: Finding[] = [];
  for (const finding of findings) {
    if (!isCheckId(finding.ruleId)) {
      out.push(finding);
      continue;
    }
    const setting = finding.fatal === true ? undefined : settings[finding.ruleId];
    if (setting === 'off') continue;
    const url = finding.url ?? checkUrl(finding.ruleId);
    out.push(setting === undefined ? (url === finding.url ? finding : { ...finding, url }) : { ...finding, url, severity: setting });
  }
  return out;
}
