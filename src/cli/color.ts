// The one colour decision of the CLI, for every command that prints a report.
import type { Io } from './io.js';

/** `--color` and `--no-color`, as each reporting command takes them. */
export const colorOptions = {
  color: { type: 'boolean', default: false, help: 'Colour the report even when stdout is not a terminal' },
  'no-color': { type: 'boolean', default: false, help: 'Never colour the report' },
} as const;

/**
 * Whether to colour: `--no-color`, then `--color`, then `FORCE_COLOR` (colour unless `0` or
 * `false`), then `NO_COLOR` (no colour when set and not empty, as no-color.org says), then
 * whether stdout is a terminal.
 */
export function useColor(io: Pick<Io, 'env' | 'stdout'>, flags: { color?: boolean; 'no-color'?: boolean } = {}): boolean {
  if (flags['no-color'] === true) return false;
  if (flags.color === true) return true;
  const force = io.env.FORCE_COLOR;
  if (force !== undefined) return force !== '0' && force !== 'false';
  if (io.env.NO_COLOR !== undefined && io.env.NO_COLOR !== '') return false;
  return io.stdout.isTTY === true;
}
