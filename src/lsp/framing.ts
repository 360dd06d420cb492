// The editor's messages, framed as the protocol frames them (`Content-Length: n`, a blank line,
// n bytes of JSON), read with bounds. The protocol library's reader buffers whatever a header
// announces (2 GB, say) and waits for it forever; a header line that never ends grows its buffer
// without end. This reader refuses a message past `MAX_MESSAGE_BYTES` and a header block past
// `MAX_HEADER_BYTES`, reports each framing problem once (the server answers it as a JSON-RPC
// parse error) and drops the bytes up to the next header. A message body cannot hold a header
// line (raw CR and LF are not JSON inside a string, and `Content-Length` is no JSON token outside
// one), so a header seen inside a body means the body ended early: the next message starts there.
import type { Readable } from 'node:stream';
import { AbstractMessageReader, type DataCallback, type Disposable, type Message, type MessageReader, type MessageWriter, type ResponseMessage } from 'vscode-languageserver/node';

/** The largest message read (64 MiB): a page past the as-you-type limit still opens, and is told so. */
export const MAX_MESSAGE_BYTES = 64 * 1024 * 1024;
/** The largest header block read (8 KiB): `Content-Length` and `Content-Type` need far less. */
export const MAX_HEADER_BYTES = 8 * 1024;

const HEADER_END = Buffer.from('\r\n\r\n', 'latin1');
/**
 * The most answers (64 MiB) an editor may leave unread: past this the server ends (`boundedWriter`). An editor that
 * sent requests and never read the answers grew the server's memory without end (10,000 completion requests of 200
 * bytes left 330 MB of answers waiting); one that reads its answers never comes near.
 */
export const MAX_UNREAD_BYTES = 64 * 1024 * 1024;

/** A `Content-Length` header line: where a message starts. */
const LENGTH_LINE = /content-length:[ \t]*\d+\r\n/i;
/** Bytes kept from what is dropped, so a header line split across two reads is still found. */
const OVERLAP = 64;

/** The answer to a framing problem: a JSON-RPC parse error (no id: the message could not be read). */
export function parseErrorResponse(message: string): ResponseMessage {
  return { jsonrpc: '2.0', id: null, error: { code: -32700, message } };
}

/** The answer to a body that is JSON but no message the protocol can route: a JSON-RPC invalid request (no id: none can be trusted). */
export function invalidRequestResponse(message: string): ResponseMessage {
  return { jsonrpc: '2.0', id: null, error: { code: -32600, message } };
}

/**
 * Why a parsed body is no JSON-RPC message the server can route, '' for one it can: a batch (the Language Server
 * Protocol sends none), a value that is no object, or an `id` that is neither a number, a string nor null (the
 * protocol library logged these and answered nothing, so a client waited for ever).
 */
export function invalidMessage(message: unknown): string {
  if (Array.isArray(message)) return `Unexpected JSON-RPC batch of ${message.length} messages, expected one message (the Language Server Protocol sends no batches): it is dropped`;
  if (typeof message !== 'object' || message === null) return `Unexpected JSON \`${JSON.stringify(message).slice(0, 40)}\`, expected a JSON-RPC message object: it is dropped`;
  if ('id' in message) {
    const id: unknown = message.id;
    if (typeof id !== 'number' && typeof id !== 'string' && id !== null) return `Unexpected \`id\` of type ${Array.isArray(id) ? 'array' : typeof id}, expected a number or a string: the message is dropped`;
  }
  return '';
}

export interface FramedReaderOptions {
  /** A framing problem, one line: the message it concerns is dropped. */
  onProblem: (message: string) => void;
  /** A body that is JSON but no routable message (see `invalidMessage`), one line: it is dropped. Default: `onProblem`. */
  onInvalid?: (message: string) => void;
}

/**
 * The reader's callbacks for a server writing to `writer`: a framing problem is answered with a parse error
 * (`-32700`), a body that is no routable message with an invalid request (`-32600`); each also goes to `log`
 * (the CLI's line on stderr).
 */
export function answering(writer: MessageWriter, log: (message: string) => void = () => undefined): FramedReaderOptions {
  return {
    onProblem: (message) => {
      log(message);
      void writer.write(parseErrorResponse(message));
    },
    onInvalid: (message) => {
      log(message);
      void writer.write(invalidRequestResponse(message));
    },
  };
}

/**
 * `writer`, which calls `onOverflow` once (the server then ends) when more than `limit` bytes of the messages given
 * to it are not written yet: an editor that sends requests and never reads the answers grew the server's memory without end.
 */
export function boundedWriter(writer: MessageWriter, onOverflow: (bytes: number) => void, limit = MAX_UNREAD_BYTES): MessageWriter {
  // The protocol library writes one message at a time, each once the stream took the one before: what the editor
  // has not read waits in its queue, not in the stream's buffer. So the bytes of the writes not yet done are counted.
  let unread = 0;
  let over = false;
  return {
    write: (message) => {
      const bytes = Buffer.byteLength(JSON.stringify(message));
      unread += bytes;
      if (!over && unread > limit) {
        over = true;
        onOverflow(unread);
      }
      const written = writer.write(message);
      const done = (): void => {
        unread -= bytes;
      };
      written.then(done, done);
      return written;
    },
    end: () => writer.end(),
    dispose: () => writer.dispose(),
    onError: writer.onError,
    onClose: writer.onClose,
  };
}

/** Between messages, inside a body (its bytes so far, and the last few for a header split across reads), or dropping bytes up to the next header. */
type State = { mode: 'header' } | { mode: 'body'; length: number; read: number; chunks: Buffer[]; tail: Buffer } | { mode: 'skip' };

/** Where the next header line starts in `buffer` at or after `from` (searched as latin1: one character a byte). */
function nextHeader(buffer: Buffer, from: number): number {
  const at = buffer.toString('latin1', from).search(LENGTH_LINE);
  return at < 0 ? -1 : from + at;
}

/** A message reader over a byte stream with bounded messages and headers; see the file comment. */
export class FramedMessageReader extends AbstractMessageReader implements MessageReader {
  private buffer: Buffer = Buffer.alloc(0);
  private state: State = { mode: 'header' };

  constructor(
    private readonly readable: Readable,
    private readonly options: FramedReaderOptions,
  ) {
    super();
  }

  listen(callback: DataCallback): Disposable {
    const onData = (chunk: Buffer | string): void => this.take(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk, callback);
    const onEnd = (): void => this.end();
    const onError = (error: Error): void => this.fireError(error);
    this.readable.on('data', onData);
    this.readable.once('end', onEnd);
    this.readable.once('close', onEnd);
    this.readable.on('error', onError);
    return {
      dispose: () => {
        this.readable.off('data', onData);
        this.readable.off('end', onEnd);
        this.readable.off('close', onEnd);
        this.readable.off('error', onError);
      },
    };
  }

  private ended = false;

  private end(): void {
    if (this.ended) return;
    this.ended = true;
    if (this.state.mode === 'body') this.options.onProblem(`Unexpected end of input after ${this.state.read} of ${this.state.length} bytes of a message, expected the whole message: it is dropped`);
    else if (this.state.mode === 'header' && this.buffer.toString('latin1').trim() !== '') this.options.onProblem('Unexpected end of input inside a message header, expected `Content-Length: <bytes>` and a blank line: it is dropped');
    this.buffer = Buffer.alloc(0);
    this.fireClose();
  }

  private take(chunk: Buffer, callback: DataCallback): void {
    this.buffer = this.buffer.length === 0 ? chunk : Buffer.concat([this.buffer, chunk]);
    for (;;) {
      if (this.state.mode === 'skip') {
        const at = nextHeader(this.buffer, 0);
        if (at < 0) {
          this.buffer = this.buffer.subarray(Math.max(0, this.buffer.length - OVERLAP));
          return;
        }
        this.buffer = this.buffer.subarray(at);
        this.state = { mode: 'header' };
      }
      if (this.state.mode === 'header') {
        if (!this.readHeader()) return;
        continue;
      }
      if (this.buffer.length === 0) return;
      const body = this.state;
      // The body's bytes are kept as read (no copy per read): a large page arrives in many reads.
      const piece = this.buffer.subarray(0, body.length - body.read);
      const scan = body.tail.length === 0 ? piece : Buffer.concat([body.tail, piece]);
      const at = nextHeader(scan, 0);
      if (at >= 0) {
        // A header inside the body: the body ended early, and the next message starts there.
        this.options.onProblem(`Unexpected header inside a message after ${body.read - body.tail.length + at} of its ${body.length} bytes, expected ${body.length} bytes of JSON: it is dropped`);
        this.buffer = Buffer.concat([scan.subarray(at), this.buffer.subarray(piece.length)]);
        this.state = { mode: 'header' };
        continue;
      }
      body.chunks.push(piece);
      body.read += piece.length;
      body.tail = scan.subarray(Math.max(0, scan.length - OVERLAP));
      this.buffer = this.buffer.subarray(piece.length);
      if (body.read < body.length) return;
      this.state = { mode: 'header' };
      this.deliver(Buffer.concat(body.chunks), callback);
    }
  }

  /** Read a header block at the buffer's start: false when more bytes are needed. */
  private readHeader(): boolean {
    // Blank lines between messages are tolerated.
    let start = 0;
    while (start + 1 < this.buffer.length && this.buffer[start] === 0x0d && this.buffer[start + 1] === 0x0a) start += 2;
    if (start > 0) this.buffer = this.buffer.subarray(start);
    const end = this.buffer.subarray(0, MAX_HEADER_BYTES + HEADER_END.length).indexOf(HEADER_END);
    if (end < 0) {
      if (this.buffer.length <= MAX_HEADER_BYTES) return false;
      this.options.onProblem(`Unexpected message header longer than ${MAX_HEADER_BYTES} bytes, expected \`Content-Length: <bytes>\` and a blank line: it is dropped`);
      this.buffer = this.buffer.subarray(1);
      this.state = { mode: 'skip' };
      return true;
    }
    const lines = this.buffer.toString('latin1', 0, end).split('\r\n');
    let length: number | undefined;
    let bad: string | undefined;
    for (const line of lines) {
      const match = /^([!#-'*+.0-9A-Z^-z|~-]+):[ \t]*(.*?)[ \t]*$/.exec(line);
      if (!match) {
        bad = line;
        break;
      }
      if (match[1]?.toLowerCase() === 'content-length') {
        const value = match[2] ?? '';
        if (!/^\d{1,16}$/.test(value) || length !== undefined) {
          bad = line;
          break;
        }
        length = Number(value);
      }
    }
    if (bad !== undefined || length === undefined) {
      const shown = JSON.stringify((bad ?? lines.join(' ')).slice(0, 80));
      this.options.onProblem(`Unexpected message header ${shown}, expected \`Content-Length: <bytes>\` and a blank line: it is dropped`);
      // The next header line after this one's start, else past this block.
      const next = nextHeader(this.buffer.subarray(0, end + HEADER_END.length), 1);
      this.buffer = this.buffer.subarray(next > 0 ? next : end + HEADER_END.length);
      return true;
    }
    this.buffer = this.buffer.subarray(end + HEADER_END.length);
    if (length > MAX_MESSAGE_BYTES) {
      this.options.onProblem(`Unexpected message of ${length} bytes, expected at most ${MAX_MESSAGE_BYTES}: it is dropped`);
      this.state = { mode: 'skip' };
      return true;
    }
    if (length === 0) {
      this.options.onProblem('Unexpected message of 0 bytes, expected a JSON-RPC message: it is dropped');
      return true;
    }
    this.state = { mode: 'body', length, read: 0, chunks: [], tail: Buffer.alloc(0) };
    return true;
  }

  private deliver(body: Buffer, callback: DataCallback): void {
    let message: unknown;
    try {
      message = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
    } catch {
      this.options.onProblem(`Unexpected message of ${body.length} bytes that is not UTF-8 JSON, expected a JSON-RPC message: it is dropped`);
      return;
    }
    const invalid = invalidMessage(message);
    if (invalid !== '') {
      (this.options.onInvalid ?? this.options.onProblem)(invalid);
      return;
    }
    callback(message as Message);
  }
}
