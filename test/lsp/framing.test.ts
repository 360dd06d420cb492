// The language server's message reader: bounded messages and headers, framing problems reported
// once and the message dropped, the next message read, the end of input reported.
import { describe, expect, test } from '@jest/globals';
import { StreamMessageWriter } from 'vscode-languageserver/node';
import { PassThrough, Writable } from 'node:stream';
import { boundedWriter, FramedMessageReader, invalidRequestResponse, MAX_HEADER_BYTES, MAX_MESSAGE_BYTES } from '../../src/lsp/framing.js';

const frame = (body: string): string => `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
const ping = (id: number): string => JSON.stringify({ jsonrpc: '2.0', id, method: 'ping' });

/** What the reader made of `writes` (each written as one read), the input then closed. */
async function read(writes: readonly (string | Buffer)[], close = true): Promise<{ messages: unknown[]; problems: string[]; closed: boolean }> {
  const input = new PassThrough();
  const problems: string[] = [];
  const messages: unknown[] = [];
  const reader = new FramedMessageReader(input, { onProblem: (message) => problems.push(message) });
  let closed = false;
  const done = new Promise<void>((resolve) => reader.onClose(() => resolve()));
  reader.listen((message) => messages.push(message));
  for (const write of writes) input.write(write);
  if (close) {
    input.end();
    await done;
    closed = true;
  } else await new Promise((resolve) => setImmediate(resolve));
  return { messages, problems, closed };
}

describe('FramedMessageReader', () => {
  test('reads messages whole or split anywhere, one byte a read included', async () => {
    const text = frame(ping(1)) + frame(JSON.stringify({ jsonrpc: '2.0', method: 'note', params: { text: 'é ✓' } }));
    const whole = await read([text]);
    expect(whole.messages).toEqual([{ jsonrpc: '2.0', id: 1, method: 'ping' }, { jsonrpc: '2.0', method: 'note', params: { text: 'é ✓' } }]);
    expect(whole.problems).toEqual([]);
    const bytes = Buffer.from(text);
    const byByte = await read([...bytes].map((byte) => Buffer.from([byte])));
    expect(byByte).toEqual(whole);
    const typed = await read([`Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n${frame(ping(2))}`]);
    expect(typed.messages).toEqual([{ jsonrpc: '2.0', id: 2, method: 'ping' }]);
  });

  test('a length past the limit (2 GB) is refused at once; the bytes after it are dropped up to the next message', async () => {
    const { messages, problems } = await read([`Content-Length: 2147483648\r\n\r\n{"jsonrpc":"2.0","method":"x"`, '.'.repeat(100_000), frame(ping(3))], false);
    expect(problems).toEqual([`Unexpected message of 2147483648 bytes, expected at most ${MAX_MESSAGE_BYTES}: it is dropped`]);
    expect(messages).toEqual([{ jsonrpc: '2.0', id: 3, method: 'ping' }]);
  });

  test('a length larger than what follows: the next message is read, and the end of input is reported', async () => {
    const { messages, problems, closed } = await read([`Content-Length: 500\r\n\r\n{"jsonrpc":"2.0",`, frame(ping(4)), 'Content-Length: 100\r\n\r\n{}']);
    expect(messages).toEqual([{ jsonrpc: '2.0', id: 4, method: 'ping' }]);
    expect(problems).toEqual(['Unexpected header inside a message after 17 of its 500 bytes, expected 500 bytes of JSON: it is dropped', 'Unexpected end of input after 2 of 100 bytes of a message, expected the whole message: it is dropped']);
    expect(closed).toBe(true);
  });

  test('a header line past the limit is refused; so are a header without a length, a bad length, and a body that is not JSON', async () => {
    const long = await read([`X-Pad: ${'a'.repeat(MAX_HEADER_BYTES * 4)}`, `\r\n${frame(ping(5))}`]);
    expect(long.problems).toEqual([`Unexpected message header longer than ${MAX_HEADER_BYTES} bytes, expected \`Content-Length: <bytes>\` and a blank line: it is dropped`]);
    expect(long.messages).toEqual([{ jsonrpc: '2.0', id: 5, method: 'ping' }]);
    const bad = await read(['X-Other: 1\r\n\r\n', 'Content-Length: -3\r\n\r\n', 'Content-Length: 0\r\n\r\n', frame('{"jsonrpc":'), frame(ping(6))]);
    expect(bad.problems).toEqual([
      'Unexpected message header "X-Other: 1", expected `Content-Length: <bytes>` and a blank line: it is dropped',
      'Unexpected message header "Content-Length: -3", expected `Content-Length: <bytes>` and a blank line: it is dropped',
      'Unexpected message of 0 bytes, expected a JSON-RPC message: it is dropped',
      'Unexpected message of 11 bytes that is not UTF-8 JSON, expected a JSON-RPC message: it is dropped',
    ]);
    expect(bad.messages).toEqual([{ jsonrpc: '2.0', id: 6, method: 'ping' }]);
  });

  test('a large message in many reads is read whole (bounded by bytes, not by reads)', async () => {
    const body = JSON.stringify({ jsonrpc: '2.0', method: 'big', params: { text: 'x'.repeat(3_000_000) } });
    const bytes = Buffer.from(frame(body));
    const reads: Buffer[] = [];
    for (let at = 0; at < bytes.length; at += 65_536) reads.push(bytes.subarray(at, at + 65_536));
    const { messages, problems } = await read(reads);
    expect(problems).toEqual([]);
    expect(messages).toHaveLength(1);
  });

  test('a batch, a bare value and an id of an odd type are answered as invalid requests, and the next message is read', async () => {
    const input = new PassThrough();
    const invalid: string[] = [];
    const problems: string[] = [];
    const messages: unknown[] = [];
    const reader = new FramedMessageReader(input, { onProblem: (message) => problems.push(message), onInvalid: (message) => invalid.push(message) });
    const done = new Promise<void>((resolve) => reader.onClose(() => resolve()));
    reader.listen((message) => messages.push(message));
    input.write(frame(`[${ping(1)},${ping(2)}]`) + frame('42') + frame('{"jsonrpc":"2.0","id":{"a":1},"method":"ping"}') + frame('{"jsonrpc":"2.0","id":[1],"method":"ping"}') + frame(ping(7)));
    input.end();
    await done;
    expect(invalid).toEqual([
      'Unexpected JSON-RPC batch of 2 messages, expected one message (the Language Server Protocol sends no batches): it is dropped',
      'Unexpected JSON `42`, expected a JSON-RPC message object: it is dropped',
      'Unexpected `id` of type object, expected a number or a string: the message is dropped',
      'Unexpected `id` of type array, expected a number or a string: the message is dropped',
    ]);
    expect(problems).toEqual([]);
    expect(messages).toEqual([{ jsonrpc: '2.0', id: 7, method: 'ping' }]);
    expect(invalidRequestResponse(invalid[0] ?? '')).toEqual({ jsonrpc: '2.0', id: null, error: { code: -32600, message: invalid[0] } });
  });

  // An editor that sent requests and never read the answers grew the server's memory without end: 10,000 completion
  // requests left 330 MB of answers waiting. Past the limit the server ends (the CLI exits 1 with a line on stderr).
  test('a writer whose answers wait unread past the limit says so once; one whose answers are read never does', async () => {
    // The editor's end of the answers: it takes nothing.
    const stuck = new Writable({
      write() {
        // never done: nothing is read
      },
    });
    const overflows: number[] = [];
    const writer = boundedWriter(new StreamMessageWriter(stuck), (bytes) => overflows.push(bytes), 5000);
    const answer = { jsonrpc: '2.0', id: 1, result: 'x'.repeat(900) };
    for (let i = 0; i < 5; i++) void writer.write(answer);
    expect(overflows).toEqual([]);
    for (let i = 0; i < 20; i++) void writer.write(answer);
    expect(overflows).toHaveLength(1);
    expect(overflows[0]).toBeGreaterThan(5000);

    const read = new PassThrough();
    read.resume();
    const fine: number[] = [];
    const reading = boundedWriter(new StreamMessageWriter(read), (bytes) => fine.push(bytes), 5000);
    for (let i = 0; i < 25; i++) await reading.write(answer);
    expect(fine).toEqual([]);
  });
});
