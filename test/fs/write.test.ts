// Atomic writes: the failure cases replace `node:fs/promises` with a copy whose `writeFile`
// writes half the bytes of a temporary file and then fails as a full disk does.
import { describe, expect, jest, test } from '@jest/globals';
import * as realFs from 'node:fs/promises';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let failWrites = false;

function enospc(path: string): NodeJS.ErrnoException {
  const error: NodeJS.ErrnoException = new Error(`ENOSPC: no space left on device, write '${path}'`);
  error.code = 'ENOSPC';
  return error;
}

jest.unstable_mockModule('node:fs/promises', () => ({
  ...realFs,
  default: realFs,
  writeFile: async (path: Parameters<typeof realFs.writeFile>[0], data: string | Uint8Array, options?: Parameters<typeof realFs.writeFile>[2]): Promise<void> => {
    if (!failWrites) return realFs.writeFile(path, data, options);
    const bytes = typeof data === 'string' ? Buffer.from(data) : data;
    await realFs.writeFile(path, bytes.subarray(0, Math.floor(bytes.length / 2)), options);
    throw enospc(typeof path === 'string' ? path : '');
  },
}));

const { FileChangedError, writeFileAtomic, writeFileInside, WriteFailedError } = await import('../../src/fs/write.js');
const { CHANGED_WHILE_LINTED, lintFile } = await import('../../src/lint/lint-file.js');
const { readPage } = await import('../../src/lint/read-page.js');
const { resolveLintConfig } = await import('../../src/lint/settings.js');
const { main } = await import('../../src/cli/main.js');

function folder(): string {
  return mkdtempSync(join(tmpdir(), 'docwright-write-'));
}

async function failing<T>(run: () => Promise<T>): Promise<T> {
  failWrites = true;
  try {
    return await run();
  } finally {
    failWrites = false;
  }
}

describe('writeFileAtomic', () => {
  test('writes a new file and replaces an existing one, keeping its mode', async () => {
    const dir = folder();
    const target = join(dir, 'page.mdx');
    await writeFileAtomic(target, 'first\n');
    expect(readFileSync(target, 'utf8')).toBe('first\n');
    chmodSync(target, 0o640);
    await writeFileAtomic(target, 'second\n');
    expect(readFileSync(target, 'utf8')).toBe('second\n');
    expect(statSync(target).mode & 0o777).toBe(0o640);
    expect(readdirSync(dir)).toEqual(['page.mdx']);
  });

  test('a symlink keeps pointing at its file, which gets the new text', async () => {
    const dir = folder();
    writeFileSync(join(dir, 'real.mdx'), 'old\n');
    symlinkSync(join(dir, 'real.mdx'), join(dir, 'alias.mdx'));
    await writeFileAtomic(join(dir, 'alias.mdx'), 'new\n');
    expect(readFileSync(join(dir, 'real.mdx'), 'utf8')).toBe('new\n');
    expect(readdirSync(dir).sort()).toEqual(['alias.mdx', 'real.mdx']);
  });

  test('atomic write failure (full disk) leaves the original bytes intact, no temporary file, and says so', async () => {
    const dir = folder();
    const target = join(dir, 'page.mdx');
    const original = `${'Original text. '.repeat(400)}\n`;
    writeFileSync(target, original);
    const error = await failing(() => writeFileAtomic(target, 'Replacement text.\n'.repeat(500))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WriteFailedError);
    expect((error as Error).message).toBe(`Unexpected failure writing \`${target}\` (ENOSPC: no space left on device), the original is left unchanged`);
    expect(readFileSync(target, 'utf8')).toBe(original);
    expect(readdirSync(dir)).toEqual(['page.mdx']);
  });
});

describe('writeFileAtomic over the file as it was read (`unchanged`)', () => {
  test('writes over the file while it is as read; refuses, leaving it as it is, once it has other bytes, another size or another time', async () => {
    const dir = folder();
    const target = join(dir, 'page.mdx');
    writeFileSync(target, 'as read\n');
    const read = { bytes: readFileSync(target), mtimeMs: statSync(target).mtimeMs };
    await writeFileAtomic(target, 'fixed\n', { unchanged: read });
    expect(readFileSync(target, 'utf8')).toBe('fixed\n');
    // The same size, the time set back: only the bytes tell.
    const when = new Date('2026-01-02T03:04:05Z');
    utimesSync(target, when, when);
    const asRead = { bytes: readFileSync(target), mtimeMs: statSync(target).mtimeMs };
    writeFileSync(target, 'FIXED\n');
    utimesSync(target, when, when);
    expect(statSync(target).mtimeMs).toBe(asRead.mtimeMs);
    const error = await writeFileAtomic(target, 'again\n', { unchanged: asRead }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FileChangedError);
    expect(error).toBeInstanceOf(WriteFailedError);
    expect((error as Error).message).toBe(`Unexpected failure writing \`${target}\` (it changed since it was read), the original is left unchanged`);
    expect(readFileSync(target, 'utf8')).toBe('FIXED\n');
    // The same bytes written again (another time), a longer file, and a removed one are refused too.
    const now = { bytes: readFileSync(target), mtimeMs: statSync(target).mtimeMs };
    utimesSync(target, new Date(), new Date(Date.now() + 5000));
    await expect(writeFileAtomic(target, 'again\n', { unchanged: now })).rejects.toBeInstanceOf(FileChangedError);
    writeFileSync(target, 'FIXED\nmore\n');
    await expect(writeFileAtomic(target, 'again\n', { unchanged: { bytes: now.bytes } })).rejects.toBeInstanceOf(FileChangedError);
    expect(readdirSync(dir)).toEqual(['page.mdx']);
  });

  test('`missing`: written while nothing is there; a file or a link made meanwhile is left as it is', async () => {
    const dir = folder();
    const target = join(dir, 'docs.json');
    await writeFileAtomic(target, '{}\n', { unchanged: 'missing' });
    expect(readFileSync(target, 'utf8')).toBe('{}\n');
    await expect(writeFileAtomic(target, '{"a":1}\n', { unchanged: 'missing' })).rejects.toBeInstanceOf(FileChangedError);
    expect(readFileSync(target, 'utf8')).toBe('{}\n');
    symlinkSync(join(dir, 'nowhere'), join(dir, 'link.json'));
    await expect(writeFileAtomic(join(dir, 'link.json'), 'x', { unchanged: 'missing' })).rejects.toBeInstanceOf(FileChangedError);
    expect(readdirSync(dir).sort()).toEqual(['docs.json', 'link.json']);
  });

  test('lint --fix leaves a page edited after it was read as the edit left it, with a finding', async () => {
    const dir = folder();
    const path = join(dir, 'page.md');
    writeFileSync(path, '# Title\n\nLogin to the dashboard.\n');
    const config = resolveLintConfig({ rules: { 'prose-terminology': ['warn', { terms: [{ use: 'sign in to', avoid: ['login to'] }] }] } }, dir);
    const page = await readPage(path);
    // The user saves an edit between the read and the write.
    writeFileSync(path, '# Title\n\nLogin to the dashboard.\n\nMy new paragraph.\n');
    const result = await lintFile(path, config, { fix: true, page });
    expect(result.fixed).toBeUndefined();
    expect(result.findings.at(-1)).toMatchObject({ ruleId: 'read-error', severity: 'error', message: CHANGED_WHILE_LINTED });
    expect(readFileSync(path, 'utf8')).toBe('# Title\n\nLogin to the dashboard.\n\nMy new paragraph.\n');
    expect(readdirSync(dir)).toEqual(['page.md']);
    // Read again, it is fixed.
    expect((await lintFile(path, config, { fix: true })).fixed).toBe(true);
    expect(readFileSync(path, 'utf8')).toBe('# Title\n\nSign in to the dashboard.\n\nMy new paragraph.\n');
  });
});

describe('a read-only page is not replaced', () => {
  test('lint --fix and writeFileInside leave a page without write permission as it is, with a finding; made writable, it is fixed', async () => {
    const dir = folder();
    const path = join(dir, 'page.md');
    const original = '# Title\n\nLogin to the dashboard.\n';
    writeFileSync(path, original);
    // A Perforce checkout before `p4 edit`, a vendored page: the rename would replace it even without root.
    chmodSync(path, 0o444);
    const config = resolveLintConfig({ rules: { 'prose-terminology': ['warn', { terms: [{ use: 'sign in to', avoid: ['login to'] }] }] } }, dir);
    const result = await lintFile(path, config, { fix: true });
    expect(result.fixed).toBeUndefined();
    expect(result.findings.at(-1)).toMatchObject({ ruleId: 'read-error', severity: 'error', message: 'Unexpected error writing the fixed file (the file is read-only), the original is left unchanged' });
    expect(readFileSync(path, 'utf8')).toBe(original);
    expect(statSync(path).mode & 0o777).toBe(0o444);
    const error = await writeFileInside(dir, path, 'x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WriteFailedError);
    expect(error).toMatchObject({ reason: 'the file is read-only' });
    expect(readdirSync(dir)).toEqual(['page.md']);
    chmodSync(path, 0o644);
    expect((await lintFile(path, config, { fix: true })).fixed).toBe(true);
    expect(readFileSync(path, 'utf8')).toBe('# Title\n\nSign in to the dashboard.\n');
  });
});

describe('writers use the atomic write', () => {
  test('lint --fix write failure: the page keeps its original bytes and the finding says so', async () => {
    const dir = folder();
    const page = join(dir, 'page.md');
    const original = '# Title\n\nLogin to the dashboard.\n';
    writeFileSync(page, original);
    const config = resolveLintConfig({ rules: { 'prose-terminology': ['warn', { terms: [{ use: 'sign in to', avoid: ['login to'] }] }] } }, dir);
    // Without a failure the fix is written: the failure below is on the path that writes.
    expect((await lintFile(page, config, { fix: true })).fixed).toBe(true);
    expect(readFileSync(page, 'utf8')).toBe('# Title\n\nSign in to the dashboard.\n');
    writeFileSync(page, original);
    const result = await failing(() => lintFile(page, config, { fix: true }));
    expect(result.fixed).toBeUndefined();
    expect(result.findings.at(-1)?.message).toBe('Unexpected error writing the fixed file (ENOSPC: no space left on device), the original is left unchanged');
    expect(readFileSync(page, 'utf8')).toBe(original);
  });

  test('rules write failure: the previous rules file is intact and the run exits 2', async () => {
    const dir = folder();
    writeFileSync(join(dir, 'docs.json'), JSON.stringify({ name: 'Acme', theme: 'mint', colors: { primary: '#000000' }, navigation: { groups: [{ group: 'Start', pages: ['index'] }] } }));
    writeFileSync(join(dir, 'index.mdx'), '---\ntitle: Home\n---\n\nHello.\n');
    let stderr = '';
    const io = { cwd: dir, env: {}, stdout: { write: (): void => undefined }, stderr: { write: (t: string) => (stderr += t) } };
    expect(await main(['rules'], io)).toBe(0);
    const rulesFile = join(dir, '.cursor', 'rules.md');
    const before = readFileSync(rulesFile, 'utf8');
    writeFileSync(join(dir, 'docs.json'), JSON.stringify({ name: 'Renamed', theme: 'mint', colors: { primary: '#000000' }, navigation: { groups: [{ group: 'Start', pages: ['index'] }] } }));
    expect(await failing(() => main(['rules'], io))).toBe(2);
    expect(stderr).toBe('docwright rules: cannot write `.cursor/rules.md` (ENOSPC: no space left on device), the original is left unchanged\n');
    expect(readFileSync(rulesFile, 'utf8')).toBe(before);
    expect(readdirSync(join(dir, '.cursor'))).toEqual(['rules.md']);
  });

  test('migrate --write failure: no docs.json is left behind and the run exits 2', async () => {
    const dir = folder();
    writeFileSync(join(dir, 'mint.json'), JSON.stringify({ name: 'Acme', favicon: 'https://example.com/favicon.svg', colors: { primary: '#000000' }, navigation: [{ group: 'Start', pages: ['index'] }] }));
    writeFileSync(join(dir, 'index.mdx'), '---\ntitle: Home\n---\n\nHello.\n');
    let stderr = '';
    const io = { cwd: dir, env: {}, stdout: { write: (): void => undefined }, stderr: { write: (t: string) => (stderr += t) } };
    expect(await failing(() => main(['migrate', '--write'], io))).toBe(2);
    expect(stderr).toContain('docwright migrate: cannot write `docs.json` (ENOSPC: no space left on device), nothing was written\n');
    expect(readdirSync(dir).sort()).toEqual(['index.mdx', 'mint.json']);
  });
});
