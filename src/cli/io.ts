import { escapeControl } from '../findings/terminal-text.js';

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

/** The controls stderr never carries raw: all C0 but tab, newline and carriage return, DEL, C1 and the bidirectional controls. */
const STDERR_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Text for stderr with no control character that drives a terminal: what docwright writes there
 * (messages, progress) holds none of its own, so one that comes from a project (a file name in a
 * refusal, a component's error) is written out as `\xNN`. A carriage return is kept only at the
 * start (the progress bar's): elsewhere it could hide what went before on the line.
 */
export function terminalSafeText(text: string): string {
  const lead = text.startsWith('\r') ? '\r' : '';
  return lead + text.slice(lead.length).replace(STDERR_CONTROL, escapeControl).replace(/\r(?!\n)/g, escapeControl);
}

/** `stream` (the process's stderr) writing `terminalSafeText` of everything, keeping `isTTY`. */
export function terminalSafe(stream: NodeJS.WriteStream): Io['stderr'] {
  return { write: (text: string) => stream.write(terminalSafeText(text)), isTTY: stream.isTTY };
}
