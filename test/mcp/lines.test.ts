// The lines `docwright mcp` checks before the SDK reads them: what the SDK dropped without a word
// (no JSON, a batch, an `id` of null or an object, no `jsonrpc`) is answered and logged, and a
// line past the limit is dropped as it streams, not kept whole.
import { describe, expect, test } from '@jest/globals';
import { invalidMcpMessage, type JsonRpcError, McpLineFilter } from '../../src/mcp/lines.js';

async function run(chunks: (string | Buffer)[], maxChars?: number): Promise<{ passed: string; answers: JsonRpcError[]; logs: string[] }> {
  const answers: JsonRpcError[] = [];
  const logs: string[] = [];
  const filter = new McpLineFilter((error) => answers.push(error), (message) => logs.push(message), maxChars);
  const out: Buffer[] = [];
  filter.on('data', (chunk: Buffer) => out.push(chunk));
  const ended = new Promise((done) => filter.on('end', done));
  for (const chunk of chunks) filter.write(chunk);
  filter.end();
  await ended;
  return { passed: Buffer.concat(out).toString('utf8'), answers, logs };
}

const ping = (id: unknown): string => JSON.stringify({ jsonrpc: '2.0', id, method: 'ping' });

describe('McpLineFilter', () => {
  test('well-formed requests, notifications and responses pass on unchanged, in bytes, lines split across chunks joined', async () => {
    const note = JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' });
    const answer = JSON.stringify({ jsonrpc: '2.0', id: 3, result: {} });
    const text = `${ping(1)}\n${note}\r\n${answer}\n${ping('a-é')}\n`;
    const bytes = Buffer.from(text, 'utf8');
    // Split inside the two-byte `é`.
    const cut = bytes.indexOf(Buffer.from('é', 'utf8')) + 1;
    const { passed, answers, logs } = await run([bytes.subarray(0, 10), bytes.subarray(10, cut), bytes.subarray(cut)]);
    expect(passed).toBe(`${ping(1)}\n${note}\n${answer}\n${ping('a-é')}\n`);
    expect(answers).toEqual([]);
    expect(logs).toEqual([]);
  });

  test('no JSON is a parse error; a batch, a bare value, an odd id, no jsonrpc or no method are invalid requests; each answered with id null and logged once', async () => {
    const lines = ['garbage \u001b]0;T\u0007', `[${ping(1)}]`, '42', ping(null), ping({ a: 1 }), JSON.stringify({ id: 2, method: 'ping' }), JSON.stringify({ jsonrpc: '2.0', id: 4 })];
    const { passed, answers, logs } = await run([`${lines.join('\n')}\n${ping(5)}\n`]);
    expect(passed).toBe(`${ping(5)}\n`);
    expect(answers.map((a) => [a.id, a.error.code])).toEqual([[null, -32700], ...lines.slice(1).map(() => [null, -32600])]);
    expect(logs).toEqual(answers.map((a) => a.error.message));
    expect(logs[0]).toBe('Unexpected line that is no JSON (`garbage ?]0;T?`), expected one JSON-RPC message per line: it is dropped');
    expect(logs[1]).toMatch(/^Unexpected JSON-RPC batch of 1 messages/);
    expect(logs[3]).toBe('Unexpected `id` null, expected a number or a string: the message is dropped');
    expect(logs[4]).toBe('Unexpected `id` of type object, expected a number or a string: the message is dropped');
  });

  test('a line past the limit is dropped as it streams (nothing of it kept) and the next line is read', async () => {
    const long = `{"jsonrpc":"2.0","id":9,"method":"ping","params":{"x":"${'a'.repeat(500)}"}}`;
    const { passed, answers } = await run([long.slice(0, 150), long.slice(150, 300), long.slice(300), `\n${ping(10)}\n`], 100);
    expect(passed).toBe(`${ping(10)}\n`);
    expect(answers).toHaveLength(1);
    expect(answers[0]?.error).toEqual({ code: -32600, message: 'Unexpected message longer than 100 characters, expected a shorter line: it is dropped' });
  });

  test('a last line without its newline is read at the end', async () => {
    expect((await run([ping(1)])).passed).toBe(`${ping(1)}\n`);
  });

  test('invalidMcpMessage: a response with an error and a request with a string id are routable', () => {
    expect(invalidMcpMessage({ jsonrpc: '2.0', id: 'x', error: { code: 1, message: 'm' } })).toBe('');
    expect(invalidMcpMessage({ jsonrpc: '2.0', id: 'x', method: 'tools/list' })).toBe('');
  });
});
