// The fingerprint of the running code (src/code-fingerprint.ts), which the build cache is keyed on.
import { describe, expect, test } from '@jest/globals';
import { codeFingerprint, hashCodeFiles } from '../src/code-fingerprint.js';

describe('codeFingerprint', () => {
  test('is 64 hex digits, the same every time in one process', () => {
    expect(codeFingerprint()).toMatch(/^[0-9a-f]{64}$/);
    expect(codeFingerprint()).toBe(codeFingerprint());
  });

  test('run from the sources (no package build), it is the hash of the code files, which is stable', () => {
    expect(codeFingerprint()).toBe(hashCodeFiles());
    expect(hashCodeFiles()).toBe(hashCodeFiles());
  });
});
