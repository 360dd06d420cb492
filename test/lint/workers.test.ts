import { describe, expect, it } from '@jest/globals';
import { defaultLintWorkers } from '../../src/lint/engine.js';

describe('the default number of lint workers', () => {
  it('lints on the main thread only on 2 cores or fewer, and for 16 files or fewer', () => {
    expect(defaultLintWorkers(2, 1100)).toBe(0);
    expect(defaultLintWorkers(1, 1100)).toBe(0);
    expect(defaultLintWorkers(8, 16)).toBe(0);
  });

  it('uses one worker per core besides the main thread on more cores', () => {
    expect(defaultLintWorkers(4, 17)).toBe(3);
    expect(defaultLintWorkers(8, 1100)).toBe(7);
  });
});
