// What the rules file is written from. The generator turns a project on disk into
// these facts (src/rules-file/facts.ts); the renderer turns facts into Markdown and
// reads nothing else, so the same facts always give byte-identical text.
import type { ComponentSpec } from '../components/types.js';

/** One entry of the navigation outline: a section with children, or a page. */
export interface OutlineNode {
  /** `tab`, `anchor`, `group`, `version`, `language`, `dropdown`, `page`, `operation`… */
  kind: string;
  label: string;
  /** For pages: the page path as written in docs.json (`essentials/code`). */
  page?: string;
  /** The version the node belongs to, when the site has versions. */
  version?: string;
  children: OutlineNode[];
}

export type AuthMethod = 'bearer' | 'basic' | 'key' | 'cookie' | 'none';

export interface ApiFacts {
  /** How requests authenticate, from docs.json (or the OpenAPI spec when docs.json is silent). */
  auth?: { method: AuthMethod; name?: string; inputPrefix?: string; source: 'config' | 'openapi' };
  /** Base URLs, from docs.json `api.baseUrl`, the spec's `servers`, or `api:` front matter. */
  baseUrls: string[];
  /** OpenAPI spec files (relative to the docs root) the reference pages come from. */
  openapi: string[];
  /** Number of pages whose front matter names an operation (`openapi:` or `api:`). */
  operationPages: number;
  /** Pages use `api: "METHOD https://…"` front matter (written by hand, not from a spec). */
  usesApiFrontmatter: boolean;
  /** One real operation, for the request example: the first `GET` without path parameters. */
  sampleRequest?: { method: string; path: string };
}

export interface ProjectFacts {
  name: string;
  description?: string;
  /** `docs.json` or `mint.json`, relative to the root. */
  configFile: string;
  navigation: OutlineNode[];
  /** Version names in order (`versions` in mint.json, `navigation.versions` in docs.json), with their page counts. */
  versions: { name: string; pages: number }[];
  /** Language codes in order. */
  languages: string[];
  api: ApiFacts;
}

export interface LintRuleFacts {
  id: string;
  severity: 'warn' | 'error';
  description: string;
  /** Options as set in the lint config, when any. */
  options?: unknown;
}

/** The Vale rules lint runs on a kind of page (`.mdx`, `.md`), from the project's `.vale.ini` and its styles' rule files. */
export interface ValeFacts {
  /** The Vale configuration file, relative to the root (`.vale.ini`). */
  configFile: string;
  groups: {
    /** The page extensions these rules run on (`.mdx`, `.md`). */
    extensions: string[];
    styles: string[];
    rules: { name: string; level: 'suggestion' | 'warning' | 'error'; message: string; description?: string; examples: string[] }[];
  }[];
}

export interface RulesFileFacts {
  /** Absent when the root has no docs.json: the file then holds generic rules and says so. */
  project?: ProjectFacts;
  components: readonly ComponentSpec[];
  /** The enabled rules, in the order they are printed; `vale`: the project's Vale styles, which lint runs too. */
  lint: { rules: LintRuleFacts[]; configFile?: string; vale?: ValeFacts };
  /** The editor runs docwright's MCP server (`docwright mcp`): the file tells the assistant to check pages with its `lint_page` tool. */
  mcp?: boolean;
}
