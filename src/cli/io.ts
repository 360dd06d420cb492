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
