// Lazy imports one at a time (src/import-in-turn.ts): a load starts only when every load passed before it has settled.
import { describe, expect, test } from '@jest/globals';
import { importInTurn } from '../src/import-in-turn.js';

/** A load that records when it starts and ends, and ends when `release` is called. */
function gatedLoad(name: string, log: string[]): { load: () => Promise<string>; release: () => void } {
  let release = (): void => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    load: async () => {
      log.push(`start ${name}`);
      await gate;
      log.push(`end ${name}`);
      return name;
    },
    release: () => release(),
  };
}

describe('importInTurn', () => {
  test('starts a load only when the one passed before it has settled, and gives each its own result', async () => {
    const log: string[] = [];
    const a = gatedLoad('a', log);
    const b = gatedLoad('b', log);
    const first = importInTurn(a.load);
    const second = importInTurn(b.load);
    await new Promise((resolve) => setImmediate(resolve));
    expect(log).toEqual(['start a']);
    b.release();
    a.release();
    expect(await Promise.all([first, second])).toEqual(['a', 'b']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b']);
  });

  test('a failed load rejects its own promise only, and the next load still runs', async () => {
    const failed = importInTurn(() => Promise.reject(new Error('Missing module `x`')));
    const next = importInTurn(() => Promise.resolve(2));
    await expect(failed).rejects.toThrow('Missing module `x`');
    expect(await next).toBe(2);
  });
});
