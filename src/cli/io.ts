/** What a command may touch of the outside world; tests pass their own. */
export interface Io {
  cwd: string;
  stdout: { write(text: string): unknown; isTTY?: boolean };
  stderr: { write(text: string): unknown; isTTY?: boolean };
  stdin?: NodeJS.ReadableStream;
  env: NodeJS.ProcessEnv;
}

export type Command = (argv: string[], io: Io) => Promise<number>;

/** Exit codes shared by every command. */
export const EXIT = { ok: 0, findings: 1, fatal: 2 } as const;

export class UsageError extends Error {}

/** The errors a write to a pipe whose reader has gone gives: the first write (`EPIPE`), then every later one. */
const CLOSED_PIPE = new Set(['EPIPE', 'ERR_STREAM_DESTROYED']);

/**
 * Make `stream` (the process's stdout or stderr) drop what is written once its reader has closed the pipe
 * (`docwright lint | head`): the command goes on to its end and its exit code, with no `EPIPE` stack trace.
 * Any other error of the stream is thrown as before.
 */
export function quietOnClosedPipe(stream: NodeJS.WriteStream): void {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (!CLOSED_PIPE.has(error.code ?? '')) throw error;
  });
}
