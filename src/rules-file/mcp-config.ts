// The MCP server's entry in each editor's project configuration: where the file is, its shape,
// and a merge that adds docwright's server and never touches anything else in the file.
import { findNodeAtLocation, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import type { EditorName } from './editors.js';

/** The server's name in every configuration. */
export const MCP_SERVER_NAME = 'docwright';

export interface McpConfigTarget {
  /** The configuration file, relative to the docs root. */
  path: string;
  /** The object that maps server names to servers. */
  key: 'mcpServers' | 'servers';
  /** docwright's server. */
  entry: Readonly<Record<string, unknown>>;
}

/**
 * Project-level MCP configuration, per editor, as each documents it:
 * - Cursor: `.cursor/mcp.json`, servers under `mcpServers` (`command`, `args`, `env`);
 * - Claude Code: `.mcp.json` at the project root (project scope), under `mcpServers`, `type: "stdio"`;
 * - VS Code (GitHub Copilot): `.vscode/mcp.json`, under `servers`, `type: "stdio"`; `${workspaceFolder}` is the opened folder.
 * Windsurf reads MCP servers from the user's `~/.codeium/windsurf/mcp_config.json` only: nothing in the project.
 */
export const mcpConfigs: Readonly<Partial<Record<EditorName, McpConfigTarget>>> = {
  cursor: { path: '.cursor/mcp.json', key: 'mcpServers', entry: { command: 'npx', args: ['docwright', 'mcp'] } },
  claude: { path: '.mcp.json', key: 'mcpServers', entry: { type: 'stdio', command: 'npx', args: ['docwright', 'mcp'] } },
  copilot: { path: '.vscode/mcp.json', key: 'servers', entry: { type: 'stdio', command: 'npx', args: ['docwright', 'mcp', '${workspaceFolder}'] } },
};

/** Where Windsurf keeps MCP servers (per user, outside every project). */
export const WINDSURF_MCP_CONFIG = '~/.codeium/windsurf/mcp_config.json';

/**
 * - `write`: the file's new text (created, or the server added to what was there);
 * - `present`: the file already names a `docwright` server (left as the user set it);
 * - `invalid`: the file is not a JSON object (or its servers are not one): left alone, with why.
 */
export type McpConfigUpdate = { kind: 'write'; text: string; created: boolean } | { kind: 'present' } | { kind: 'invalid'; reason: string };

/** The indentation one level of the file uses (two spaces when it has none). */
function indentUnit(text: string): string {
  return /\n([ \t]+)\S/.exec(text)?.[1]?.replace(/^( +|\t)[\s\S]*$/, '$1') ?? '  ';
}

/** The leading white space of the line that holds `offset`. */
function lineIndent(text: string, offset: number): string {
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(start))?.[0] ?? '';
}

/**
 * `text` with `"key": value` added as the last property of the object `node`, every other byte
 * as it was: the new property is indented like its siblings, after a trailing comma if there is one.
 */
function insertProperty(text: string, node: Node, key: string, value: unknown, eol: string): string {
  const unit = indentUnit(text);
  const children = node.children ?? [];
  const last = children[children.length - 1];
  const first = children[0];
  const objectIndent = lineIndent(text, node.offset);
  const sameLine = first === undefined || !/^[ \t]*$/.test(text.slice(text.lastIndexOf('\n', first.offset - 1) + 1, first.offset));
  const indent = sameLine ? objectIndent + unit : lineIndent(text, first.offset);
  const property = `${JSON.stringify(key)}: ${JSON.stringify(value, null, unit).split('\n').join(eol + indent)}`;
  if (last === undefined) {
    const at = node.offset + 1;
    return `${text.slice(0, at)}${eol}${indent}${property}${eol}${objectIndent}${text.slice(at)}`;
  }
  const end = last.offset + last.length;
  const comma = /^(\s*),/.exec(text.slice(end));
  const at = comma ? end + comma[0].length : end;
  return `${text.slice(0, at)}${comma ? '' : ','}${eol}${indent}${property}${text.slice(at)}`;
}

/** Add docwright's server to a configuration (JSON with comments, as VS Code allows), keeping every byte of the rest. */
export function mergeMcpConfig(existing: string | undefined, target: McpConfigTarget): McpConfigUpdate {
  if (existing === undefined || existing.trim() === '') {
    return { kind: 'write', text: `${JSON.stringify({ [target.key]: { [MCP_SERVER_NAME]: target.entry } }, null, 2)}\n`, created: existing === undefined };
  }
  const errors: ParseError[] = [];
  const root = parseTree(existing, errors, { allowTrailingComma: true, disallowComments: false });
  const [error] = errors;
  if (error) {
    const before = existing.slice(0, error.offset).split('\n');
    return { kind: 'invalid', reason: `${printParseErrorCode(error.error)} at ${before.length}:${(before[before.length - 1]?.length ?? 0) + 1}` };
  }
  if (root?.type !== 'object') return { kind: 'invalid', reason: 'the top level is not an object' };
  const servers = findNodeAtLocation(root, [target.key]);
  if (servers !== undefined && servers.type !== 'object') return { kind: 'invalid', reason: `\`${target.key}\` is not an object` };
  if (servers !== undefined && findNodeAtLocation(servers, [MCP_SERVER_NAME]) !== undefined) return { kind: 'present' };
  const eol = existing.includes('\r\n') ? '\r\n' : '\n';
  const text = servers ? insertProperty(existing, servers, MCP_SERVER_NAME, target.entry, eol) : insertProperty(existing, root, target.key, { [MCP_SERVER_NAME]: target.entry }, eol);
  return { kind: 'write', text, created: false };
}

/** Whether a configuration's text names docwright's server. */
export function configuresServer(existing: string | undefined, target: McpConfigTarget): boolean {
  return existing !== undefined && mergeMcpConfig(existing, target).kind === 'present';
}
