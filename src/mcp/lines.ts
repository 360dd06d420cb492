// The lines an MCP client sends on stdin, checked before the SDK's transport reads them. The SDK
// dropped what it could not parse or route (not JSON, a batch, an `id` of null or an object, no
// `jsonrpc: "2.0"`) without a word: the client waited for an answer for ever, and a line without
// an end was kept in memory whole. Here such a line is answered with a JSON-RPC error (`id: null`:
// none can be trusted) and logged; a line past MAX_LINE_CHARS is dropped as it streams, not kept.
import { StringDecoder } from 'node:string_decoder';
import { Transform, type TransformCallback } from 'node:stream';

/** The longest line passed on: a page's text (2,000,000 characters) JSON-escaped, and room for the rest of the call. */
export const MAX_LINE_CHARS = 16_000_000;

export interface JsonRpcError {
  jsonrpc: '2.0';
  id: null;
  error: { code: number; message: string };
}

/** The first 40 characters of a line, control characters (terminal escapes among them) shown as `?`. */
function shownStart(line: string): string {
  return line.slice(0, 40).replace(/[\u0000-\u001f\u007f-\u009f]/g, '?');
}

/** Why a parsed line is no JSON-RPC message the MCP server can route, '' for one it can. */
export function invalidMcpMessage(message: unknown): string {
  if (Array.isArray(message)) return `Unexpected JSON-RPC batch of ${message.length} messages, expected one message per line (MCP sends no batches): it is dropped`;
  if (typeof message !== 'object' || message === null) return `Unexpected JSON \`${shownStart(JSON.stringify(message))}\`, expected a JSON-RPC message object: it is dropped`;
  const record = message as Record<string, unknown>;
  if (record.jsonrpc !== '2.0') return 'Unexpected message without `"jsonrpc": "2.0"`, expected a JSON-RPC 2.0 message: it is dropped';
  if ('id' in record) {
    const id = record.id;
    if (typeof id !== 'number' && typeof id !== 'string') return `Unexpected \`id\` ${id === null ? 'null' : `of type ${Array.isArray(id) ? 'array' : typeof id}`}, expected a number or a string: the message is dropped`;
  }
  if (typeof record.method !== 'string' && !('result' in record) && !('error' in record)) return 'Unexpected message without `method`, `result` or `error`, expected a request, a notification or a response: it is dropped';
  return '';
}

/**
 * Passes each well-formed line on; answers (`answer`) and logs (`log`) the rest: `-32700` for a
 * line that is no JSON, `-32600` for JSON that is no routable message or a line past `maxChars`.
 */
export class McpLineFilter extends Transform {
  private pending = '';
  private readonly decoder = new StringDecoder('utf8');
  /** Inside a line past the limit: its characters are dropped up to its end. */
  private skipping = false;

  constructor(
    private readonly answer: (error: JsonRpcError) => void,
    private readonly log: (message: string) => void,
    private readonly maxChars = MAX_LINE_CHARS,
  ) {
    super();
  }

  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback): void {
    // A character split across two chunks is kept whole by the decoder.
    let text = typeof chunk === 'string' ? chunk : this.decoder.write(chunk);
    for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n')) {
      const piece = text.slice(0, end);
      text = text.slice(end + 1);
      if (this.skipping) {
        this.skipping = false;
        continue;
      }
      this.line(this.pending + piece);
      this.pending = '';
    }
    if (!this.skipping) {
      this.pending += text;
      if (this.pending.length > this.maxChars) this.tooLong();
    }
    callback();
  }

  override _flush(callback: TransformCallback): void {
    const rest = this.pending + this.decoder.end();
    if (!this.skipping && rest.trim() !== '') this.line(rest);
    this.pending = '';
    callback();
  }

  private tooLong(): void {
    this.pending = '';
    this.skipping = true;
    this.refuse(-32600, `Unexpected message longer than ${this.maxChars} characters, expected a shorter line: it is dropped`);
  }

  private line(raw: string): void {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (line.trim() === '') return;
    if (line.length > this.maxChars) {
      this.refuse(-32600, `Unexpected message longer than ${this.maxChars} characters, expected a shorter line: it is dropped`);
      return;
    }
    let message: unknown;
    try {
      message = JSON.parse(line);
    } catch {
      this.refuse(-32700, `Unexpected line that is no JSON (\`${shownStart(line)}\`), expected one JSON-RPC message per line: it is dropped`);
      return;
    }
    const invalid = invalidMcpMessage(message);
    if (invalid !== '') {
      this.refuse(-32600, invalid);
      return;
    }
    // The SDK's reader takes bytes.
    this.push(Buffer.from(`${line}\n`, 'utf8'));
  }

  private refuse(code: number, message: string): void {
    this.log(message);
    this.answer({ jsonrpc: '2.0', id: null, error: { code, message } });
  }
}
