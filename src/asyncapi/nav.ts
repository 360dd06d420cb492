// Pages the navigation asks for with `asyncapi` on a division or a group: a WebSocket page for
// every channel of each AsyncAPI 3.0 document, as Mintlify's prebuild makes them. Each goes to
// `<directory>/<first tag>/<title>` (`api-reference/websockets/chat` by default; `-1`, `-2` …
// when a title repeats in its group), in one group per first tag (`Websockets` for channels
// without one) after the entry's own groups or pages. Each page is virtual: front matter and
// MDX, through the same page pipeline as a written one. A document that cannot be read, a remote
// one (docwright does not download it) or one of another version is a warning naming what is not
// built; the rest of the site builds.
import { join } from 'node:path';
import type { DocsModel, NavNode } from '../config/model.js';
import { locate, type ResolvedConfig } from '../config/json.js';
import { KeyGeneratedPages, navPathWith, type FilePlace } from '../config/nav-key.js';
import { generatedPageSource } from '../parse/frontmatter.js';
import type { Finding } from '../findings/finding.js';
import { isRecord } from '../guards.js';
import { pageFolderInside, readTextInside } from '../fs/paths.js';
import { pathPart } from '../openapi/nav.js';
import { readAsyncApi, type AsyncDocument } from './document.js';
import { channelPage, channelTitle } from './page.js';

/** The rule of every AsyncAPI page finding. */
export const ASYNCAPI_RULE = 'asyncapi-pages';

/** The group of channels without a tag, and the folder of generated pages (Mintlify's defaults). */
export const DEFAULT_WEBSOCKETS_GROUP = 'Websockets';
const DEFAULT_DIRECTORY = 'api-reference';

export interface VirtualChannelPage {
  /** Page path without extension (`api-reference/websockets/chat`). */
  path: string;
  /** Front matter and MDX. */
  source: string;
}

export interface AsyncNavOptions {
  root: string;
  configFile: string;
  resolved?: ResolvedConfig;
  /** Page paths with a file: a channel page at one of them is left out (the file is the page). */
  existing?: ReadonlySet<string>;
}

export interface AsyncNavResult {
  pages: VirtualChannelPage[];
  findings: Finding[];
  /** Folders of documents that could not be read: links into them are not judged. */
  unknownUnder: string[];
}

/** The JSON path of the first navigation entry whose `asyncapi` names `source` (for a finding's position). */
function asyncPath(resolved: ResolvedConfig | undefined, source: string): (string | number)[] | undefined {
  const names = (value: unknown): boolean => value === source || (Array.isArray(value) && value.includes(source)) || (isRecord(value) && value.source === source);
  return navPathWith(resolved, 'asyncapi', (value, path) => path.length > 1 && names(value));
}

/** Where the navigation's `asyncapi` value naming `source` is written (the string, its list entry or its `source`); undefined when none does. */
function asyncValuePlace(resolved: ResolvedConfig | undefined, source: string): FilePlace | undefined {
  const level = asyncPath(resolved, source);
  if (!resolved || !level) return undefined;
  let node: unknown = resolved.value;
  for (const key of level) node = isRecord(node) || Array.isArray(node) ? (node as Record<string | number, unknown>)[key] : undefined;
  const value = isRecord(node) ? node.asyncapi : undefined;
  const tail = Array.isArray(value) ? [value.indexOf(source)] : isRecord(value) ? ['source'] : [];
  const { file, at } = locate(resolved, [...level, 'asyncapi', ...tail]);
  return at ? { file, line: at.line, column: at.column } : undefined;
}

class ChannelPages extends KeyGeneratedPages<VirtualChannelPage> {
  private readonly documents = new Map<string, AsyncDocument | undefined>();

  constructor(private readonly options: AsyncNavOptions) {
    super(options, 'asyncapi', ASYNCAPI_RULE);
  }

  private warn(source: string, message: string, at?: FilePlace): void {
    this.warnAt(message, at ?? asyncPath(this.options.resolved, source));
  }


  /** The document at `source`, read once; undefined (with a warning) when it cannot be. */
  private async document(source: string, folder: string): Promise<AsyncDocument | undefined> {
    if (this.documents.has(source)) return this.documents.get(source);
    const what = `its WebSocket channel pages under \`${folder}/\` are not built`;
    let document: AsyncDocument | undefined;
    if (/^https?:\/\//i.test(source)) {
      this.warn(source, `Unexpected remote AsyncAPI document \`${source}\` that docwright does not download, expected a file of the project: ${what}`);
    } else {
      const file = join(this.options.root, source.replace(/^\/+/, ''));
      let text: string | undefined;
      try {
        text = await readTextInside(this.options.root, file);
      } catch {
        this.warn(source, `Missing AsyncAPI document \`${source}\`, expected a file of the project: ${what}`);
      }
      if (text !== undefined) {
        const read = readAsyncApi(text);
        const none = read.document === undefined || read.document.channels.length === 0 ? `: ${what}` : '';
        for (const problem of read.problems) {
          // An OpenAPI spec named as an AsyncAPI document: at the value naming it, where the author fixes it.
          if (problem.openapi === true) this.warn(source, `Unexpected OpenAPI document \`${source}\`, expected an AsyncAPI 3.0 document (an \`openapi\` key names OpenAPI specs)${none}`, asyncValuePlace(this.options.resolved, source));
          else this.warn(source, `${problem.message}${none}`, { file, line: problem.line, column: problem.column });
        }
        if (read.document && read.document.channels.length === 0 && read.problems.length === 0) this.warn(source, `Unexpected AsyncAPI document \`${source}\` without channels, expected at least one: ${what}`);
        document = read.document;
      }
    }
    this.documents.set(source, document);
    return document;
  }

  /** The channel pages of `source` under `node`, in groups by first tag appended to its children. */
  private async expand(node: NavNode, source: string, folder: string): Promise<void> {
    const document = await this.document(source, folder);
    if (!document || document.channels.length === 0) {
      this.unknownUnder.push(folder);
      return;
    }
    const groups = new Map<string, { node: NavNode; used: string[] }>();
    for (const channel of document.channels) {
      const groupName = channel.tag ?? DEFAULT_WEBSOCKETS_GROUP;
      let group = groups.get(groupName);
      if (!group) {
        group = { node: { kind: 'group', label: groupName, children: [] }, used: [] };
        groups.set(groupName, group);
      }
      const base = [folder, pathPart(groupName) ?? '', pathPart(channel.title ?? channel.id) ?? ''].filter(Boolean).join('/');
      let path = base;
      for (let n = 1; group.used.includes(path); n++) path = `${base}-${n}`;
      path = path.toLowerCase();
      group.used.push(path);
      const title = channelTitle(channel);
      if (this.options.existing?.has(path) === true) this.warn(source, `Unexpected WebSocket channel page \`${path}\` where the site already has a page, expected a \`directory\` of its own for the document: the existing page is kept`);
      else if (!this.byPath.has(path)) this.byPath.set(path, { path, source: generatedPageSource({ title, description: channel.description }, channelPage(channel, document)) });
      group.node.children.push({ kind: 'page', label: path, page: path, children: [] });
    }
    for (const group of groups.values()) node.children.push(group.node);
  }

  /** Every division and group with `asyncapi`, depth first. */
  async walk(nodes: readonly NavNode[]): Promise<void> {
    for (const node of nodes) {
      if (node.children.length > 0) await this.walk(node.children);
      if (node.asyncapi === undefined || node.kind === 'page' || node.kind === 'operation' || node.kind === 'link') continue;
      const folder = pageFolderInside(node.asyncapiDirectory ?? DEFAULT_DIRECTORY);
      for (const source of node.asyncapi) {
        if (folder === undefined) this.warn(source, `Unexpected AsyncAPI \`directory\` \`${node.asyncapiDirectory ?? ''}\`, expected a folder inside the project: no page is generated from \`${source}\``);
        else await this.expand(node, source, folder);
      }
    }
  }
}

/**
 * Give every division and group with `asyncapi` its channel pages' groups (mutates
 * `navigation`), returning the virtual pages to build and the warnings.
 */
export async function asyncApiNavPages(model: Pick<DocsModel, 'navigation'>, options: AsyncNavOptions): Promise<AsyncNavResult> {
  const pages = new ChannelPages(options);
  await pages.walk(model.navigation);
  return { pages: [...pages.byPath.values()], findings: pages.findings, unknownUnder: pages.unknownUnder };
}
