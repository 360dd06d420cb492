import { describe, expect, test } from '@jest/globals';
import { configuresServer, mcpConfigs, mergeMcpConfig, type McpConfigTarget } from '../../src/rules-file/mcp-config.js';

const cursor = mcpConfigs.cursor as McpConfigTarget;
const vscode = mcpConfigs.copilot as McpConfigTarget;

describe('mergeMcpConfig', () => {
  test('a new file holds the docwright server alone', () => {
    expect(mergeMcpConfig(undefined, cursor)).toEqual({ kind: 'write', created: true, text: '{\n  "mcpServers": {\n    "docwright": {\n      "command": "npx",\n      "args": [\n        "docwright",\n        "mcp"\n      ]\n    }\n  }\n}\n' });
    expect(mergeMcpConfig(undefined, vscode)).toMatchObject({ kind: 'write', text: expect.stringContaining('"servers": {\n    "docwright": {\n      "type": "stdio"') });
  });

  test("the user's servers, inputs and comments stay as they are", () => {
    const existing = '{\n    // our servers\n    "inputs": [{ "type": "promptString", "id": "key" }],\n    "servers": {\n        "github": { "type": "http", "url": "https://example.com/mcp" }\n    }\n}\n';
    const result = mergeMcpConfig(existing, vscode);
    if (result.kind !== 'write') throw new Error(`Unexpected ${result.kind}`);
    expect(result.created).toBe(false);
    expect(result.text).toContain('    // our servers\n    "inputs": [{ "type": "promptString", "id": "key" }],');
    expect(result.text).toContain('        "github": { "type": "http", "url": "https://example.com/mcp" },\n        "docwright": {\n            "type": "stdio",');
    expect(configuresServer(result.text, vscode)).toBe(true);
  });

  test('after a trailing comma, and into an empty object', () => {
    const trailing = mergeMcpConfig('{\n  "mcpServers": {\n    "a": { "command": "a" },\n  }\n}\n', cursor);
    expect(trailing.kind === 'write' && trailing.text).toBe('{\n  "mcpServers": {\n    "a": { "command": "a" },\n    "docwright": {\n      "command": "npx",\n      "args": [\n        "docwright",\n        "mcp"\n      ]\n    }\n  }\n}\n');
    const empty = mergeMcpConfig('{ "mcpServers": {} }', cursor);
    expect(empty.kind === 'write' && JSON.parse(empty.text)).toEqual({ mcpServers: { docwright: { command: 'npx', args: ['docwright', 'mcp'] } } });
    const crlf = mergeMcpConfig('{\r\n  "mcpServers": {\r\n    "a": {}\r\n  }\r\n}\r\n', cursor);
    expect(crlf.kind === 'write' && crlf.text.replace(/\r\n/g, '').includes('\n')).toBe(false);
  });

  test('a file without the servers key gets one', () => {
    const result = mergeMcpConfig('{ "other": true }', cursor);
    expect(result.kind === 'write' && JSON.parse(result.text)).toEqual({ other: true, mcpServers: { docwright: { command: 'npx', args: ['docwright', 'mcp'] } } });
  });

  test('a docwright server the user set up is left alone', () => {
    const existing = '{ "mcpServers": { "docwright": { "command": "node", "args": ["./bin.js", "mcp"] } } }';
    expect(mergeMcpConfig(existing, cursor)).toEqual({ kind: 'present' });
    expect(configuresServer(existing, cursor)).toBe(true);
  });

  test('a file that is not a JSON object is refused with the reason', () => {
    expect(mergeMcpConfig('{ "mcpServers": { ', cursor)).toEqual({ kind: 'invalid', reason: 'CloseBraceExpected at 1:19' });
    expect(mergeMcpConfig('[]', cursor)).toEqual({ kind: 'invalid', reason: 'the top level is not an object' });
    expect(mergeMcpConfig('{ "mcpServers": [] }', cursor)).toEqual({ kind: 'invalid', reason: '`mcpServers` is not an object' });
    expect(configuresServer('{ "mcpServers": [] }', cursor)).toBe(false);
  });
});
