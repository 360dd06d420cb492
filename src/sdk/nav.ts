// Pages the navigation asks for with `sdk` on a tab or a group: the SDK reference generated from
// a documentation tool's artifact (`api-playground/sdk-reference-setup`), as Mintlify places it.
// Each page goes to `<directory>/<slug>` (`sdk-reference/classes/Client` by default) as a virtual
// page whose source is front matter and MDX, so it goes through the same page pipeline as a
// written one; the reference's groups follow the tab's groups (a group's pages). A tool docwright
// does not read yet, a remote artifact, or an artifact it cannot read is a warning at the `sdk`
// key naming what is not built; the rest of the site builds.
import { join } from 'node:path';
import type { DocsModel, NavNode } from '../config/model.js';
import { locate, type ResolvedConfig } from '../config/json.js';
import { navPathsWith } from '../config/nav-key.js';
import type { Finding } from '../findings/finding.js';
import { isRecord } from '../guards.js';
import { pageFolderInside, readTextInside } from '../fs/paths.js';
import { convertTypedoc } from './typedoc.js';
import type { SdkReference } from './types.js';

/** The rule of every SDK reference finding. */
export const SDK_RULE = 'sdk-reference';

/** The folder generated pages go to when `sdk.directory` does not say (Mintlify's default). */
export const DEFAULT_SDK_DIRECTORY = 'sdk-reference';

/** The largest artifact read (Mintlify's limit for a downloaded one). */
export const MAX_SDK_ARTIFACT_BYTES = 50 * 1024 * 1024;

/** What Mintlify builds from each format docwright does not read yet, for the warning. */
const NOT_READ: Readonly<Record<string, string>> = {
  docfx: 'DocFX ManagedReference YAML',
  javadoc: 'Javadoc HTML',
  sphinx: 'Sphinx JSON builder output',
  phpdoc: 'phpDocumentor `structure.xml`',
};

export interface VirtualSdkPage {
  /** Page path without extension (`sdk-reference/classes/Client`). */
  path: string;
  /** Front matter and MDX. */
  source: string;
}

export interface SdkNavOptions {
  root: string;
  /** The configuration file, and its resolved JSON to place findings at the `sdk` key. */
  configFile: string;
  resolved?: ResolvedConfig;
  /** Page paths with a file: a generated page at one of them is left out (the file is the page). */
  existing?: ReadonlySet<string>;
}

export interface SdkNavResult {
  pages: VirtualSdkPage[];
  findings: Finding[];
  /** Folders of references that could not be built: links into them are not judged. */
  unknownUnder: string[];
}

type SdkSetting = NonNullable<NavNode['sdk']>;

/** The JSON paths of the `sdk` objects in `navigation` equal to `sdk`, in document order (for a finding's position). */
function sdkPaths(resolved: ResolvedConfig | undefined, sdk: SdkSetting): (string | number)[][] {
  return navPathsWith(resolved, 'sdk', (own) => isRecord(own) && own.format === sdk.format && typeof own.source === 'string' && own.source.trim() === sdk.source);
}

/** Paths named in a message: the first few, then how many more. */
function pathList(paths: readonly string[]): string {
  const shown = paths.slice(0, 3).map((path) => `\`${path}\``).join(', ');
  return paths.length > 3 ? `${shown} and ${paths.length - 3} more` : shown;
}

/** `directory` as a page path prefix: no leading `./` or slashes; undefined when it leads out of the project. */
function folderOf(sdk: SdkSetting): string | undefined {
  const folder = pageFolderInside(sdk.directory ?? DEFAULT_SDK_DIRECTORY);
  return folder === '' ? DEFAULT_SDK_DIRECTORY : folder;
}

/** Links to the reference's own pages (`/classes/Client`) moved under its folder. */
function placeLinks(content: string, folder: string, slugs: ReadonlySet<string>): string {
  return content.replace(/\]\(\/([^)#\s]+)((?:#[^)\s]*)?)\)/g, (whole: string, target: string, fragment: string) => (slugs.has(target) ? `](/${folder}/${target}${fragment})` : whole));
}

/** A generated page's source: its front matter (values as JSON, which YAML reads), then its MDX. */
function pageSource(page: SdkReference['pages'][number], content: string): string {
  const fields = [`title: ${JSON.stringify(page.title)}`, ...(page.description !== undefined ? [`description: ${JSON.stringify(page.description)}`] : []), ...(page.tag !== undefined ? [`tag: ${JSON.stringify(page.tag)}`] : [])];
  return `---\n${fields.join('\n')}\n---\n\n${content}\n`;
}

class SdkPages {
  readonly byPath = new Map<string, VirtualSdkPage>();
  /** Which `sdk` entry (in the order they are expanded) made each page. */
  private readonly madeBy = new Map<string, number>();
  /** How many entries have been expanded, in all and by `format:source`. */
  private entries = 0;
  private readonly occurrences = new Map<string, number>();
  readonly findings: Finding[] = [];
  readonly unknownUnder: string[] = [];
  /** References already read, by `format:source`. */
  private readonly loaded = new Map<string, SdkReference | undefined>();

  constructor(private readonly options: SdkNavOptions) {}

  /** A warning at the `sdk` key of the `occurrence`-th entry that names `sdk` (or at the artifact, when `at` gives its position). */
  warn(sdk: SdkSetting, message: string, at?: { file: string; line: number; column: number }, occurrence = 0): void {
    if (at) {
      this.findings.push({ ...at, ruleId: SDK_RULE, severity: 'warn', message });
      return;
    }
    const paths = sdkPaths(this.options.resolved, sdk);
    const path = paths[occurrence] ?? paths[0];
    const where = path && this.options.resolved ? locate(this.options.resolved, path, 'sdk') : undefined;
    this.findings.push({ file: where?.file ?? this.options.configFile, line: where?.at?.line ?? 1, column: where?.at?.column ?? 1, ruleId: SDK_RULE, severity: 'warn', message });
  }

  /** The reference of one `sdk` setting, or undefined (with a warning) when it cannot be built. */
  async reference(sdk: SdkSetting, folder: string): Promise<SdkReference | undefined> {
    const key = `${sdk.format}:${sdk.source}`;
    if (this.loaded.has(key)) return this.loaded.get(key);
    const reference = await this.read(sdk, folder);
    this.loaded.set(key, reference);
    return reference;
  }

  private async read(sdk: SdkSetting, folder: string): Promise<SdkReference | undefined> {
    const what = `the SDK reference pages under \`${folder}/\` are not built`;
    if (sdk.format !== 'typedoc') {
      this.warn(sdk, `Unexpected \`sdk\` format \`${sdk.format}\` (${NOT_READ[sdk.format] ?? 'an unknown artifact'}) that docwright does not read yet, expected \`typedoc\`: ${what}`);
      return undefined;
    }
    if (/^https:\/\//i.test(sdk.source)) {
      this.warn(sdk, `Unexpected remote SDK artifact \`${sdk.source}\` that docwright does not download, expected a file of the project: ${what}`);
      return undefined;
    }
    let text: string;
    try {
      text = await readTextInside(this.options.root, join(this.options.root, sdk.source));
    } catch {
      this.warn(sdk, `Missing SDK artifact \`${sdk.source}\`, expected a TypeDoc JSON file of the project: ${what}`);
      return undefined;
    }
    if (text.length > MAX_SDK_ARTIFACT_BYTES) {
      this.warn(sdk, `Unexpected SDK artifact \`${sdk.source}\` of ${text.length} characters, expected at most ${MAX_SDK_ARTIFACT_BYTES}: ${what}`);
      return undefined;
    }
    const reference = convertTypedoc(text);
    const file = join(this.options.root, sdk.source);
    const none = reference.pages.length === 0 ? `: ${what}` : '';
    for (const problem of reference.problems) this.warn(sdk, `${problem.message}${none}`, { file, line: problem.line, column: problem.column });
    return reference.pages.length > 0 ? reference : undefined;
  }

  /** Generate the pages of `node`'s `sdk` and append its groups to the node's children. */
  async expand(node: NavNode, sdk: SdkSetting): Promise<void> {
    const key = `${sdk.format}:${sdk.source}`;
    const occurrence = this.occurrences.get(key) ?? 0;
    this.occurrences.set(key, occurrence + 1);
    const entry = this.entries++;
    const folder = folderOf(sdk);
    if (folder === undefined) {
      this.warn(sdk, `Unexpected SDK \`directory\` \`${sdk.directory ?? ''}\`, expected a folder inside the project: no page is generated from \`${sdk.source}\``, undefined, occurrence);
      return;
    }
    const reference = await this.reference(sdk, folder);
    if (!reference) {
      this.unknownUnder.push(folder);
      return;
    }
    const paths = this.place(sdk, reference, folder, entry, occurrence);
    for (const group of reference.groups) {
      node.children.push({ kind: 'group', label: group.group, children: group.pages.map((slug) => ({ kind: 'page', label: paths.get(slug) ?? slug, page: paths.get(slug) ?? slug, children: [] })) });
    }
  }

  /** Add the reference's pages under `folder` (made by `entry`), warning once for each kind of path already taken; the page paths by slug. */
  private place(sdk: SdkSetting, reference: SdkReference, folder: string, entry: number, occurrence: number): Map<string, string> {
    const slugs = new Set(reference.pages.map((page) => page.slug));
    const paths = new Map<string, string>();
    const twice: string[] = [];
    const elsewhere: string[] = [];
    for (const page of reference.pages) {
      const path = `${folder}/${page.slug}`;
      paths.set(page.slug, path);
      if (this.options.existing?.has(path) === true) {
        this.warn(sdk, `Unexpected SDK reference page \`${path}\` where the site already has a page, expected a \`directory\` of its own for the reference: the existing page is kept`, undefined, occurrence);
        continue;
      }
      const owner = this.madeBy.get(path);
      if (owner !== undefined) {
        (owner === entry ? twice : elsewhere).push(path);
        continue;
      }
      this.byPath.set(path, { path, source: pageSource(page, placeLinks(page.content, folder, slugs)) });
      this.madeBy.set(path, entry);
    }
    if (twice.length > 0) this.warn(sdk, `Unexpected SDK reference page${twice.length > 1 ? 's' : ''} ${pathList(twice)} that two symbols of \`${sdk.source}\` both generate, expected one page per path: the first symbol's page is kept`, undefined, occurrence);
    if (elsewhere.length > 0) this.warn(sdk, `Unexpected SDK reference page${elsewhere.length > 1 ? 's' : ''} ${pathList(elsewhere)} that another \`sdk\` entry also generates, expected a \`directory\` of its own for each reference: the first entry's pages are kept`, undefined, occurrence);
    return paths;
  }

  /** Every tab and group with `sdk`, depth first. */
  async walk(nodes: readonly NavNode[]): Promise<void> {
    for (const node of nodes) {
      if (node.children.length > 0) await this.walk(node.children);
      if (node.sdk !== undefined && (node.kind === 'tab' || node.kind === 'group')) await this.expand(node, node.sdk);
    }
  }
}

/**
 * Give every tab and group with `sdk` its generated reference groups (mutates `navigation`),
 * returning the virtual pages to build and the warnings (at the `sdk` key, or in the artifact).
 */
export async function sdkNavPages(model: Pick<DocsModel, 'navigation'>, options: SdkNavOptions): Promise<SdkNavResult> {
  const pages = new SdkPages(options);
  await pages.walk(model.navigation);
  return { pages: [...pages.byPath.values()], findings: pages.findings, unknownUnder: pages.unknownUnder };
}
