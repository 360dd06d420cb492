// The end of the editor's input, in turn with its messages. The protocol library ends the
// process as soon as stdin ends (exit 1 unless `shutdown` was handled), but it handles the
// messages read before that end one at a time, later: a `shutdown` and an `exit` that arrive
// while the server is busy, just before stdin closes, were read and still waiting when the
// process ended with 1. This reader hands the connection one last notification after every
// message read, so the server decides how to end once those messages are handled. The connection
// stays open until then: closed at once, a message the library logs about while handling it (one
// that is not JSON-RPC, say) was logged to the closed connection, which threw and ended the
// process with a stack trace.
import { AbstractMessageReader, type DataCallback, type Disposable, type MessageReader, type NotificationMessage } from 'vscode-languageserver/node';

/** The notification the reader adds after the last message when its input closes (never sent by a client: `$/` is the protocol's own). */
export const INPUT_CLOSED = '$/docwright/inputClosed';

/** A reader over `inner` whose close comes only as the notification `INPUT_CLOSED`, queued behind the messages read before it (its handler ends the process). */
export class InputEndReader extends AbstractMessageReader implements MessageReader {
  constructor(private readonly inner: MessageReader) {
    super();
    inner.onError((error) => this.fireError(error));
    inner.onPartialMessage((info) => this.firePartialMessage(info));
  }

  listen(callback: DataCallback): Disposable {
    const closed: NotificationMessage = { jsonrpc: '2.0', method: INPUT_CLOSED };
    const closing = this.inner.onClose(() => callback(closed));
    const listening = this.inner.listen(callback);
    return {
      dispose: () => {
        closing.dispose();
        listening.dispose();
      },
    };
  }

  override dispose(): void {
    super.dispose();
    this.inner.dispose();
  }
}
