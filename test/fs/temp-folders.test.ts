import { describe, expect, jest, test } from '@jest/globals';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { manifestText } from '../../src/fs/output-folder.js';
import { removeOnInterrupt, removeStaleTempFolders, tempFolderFor } from '../../src/fs/temp-folders.js';
import { createSite } from '../../src/render/site/site.js';
import { DOCS_JSON, makeProject } from '../render/helpers.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const repo = fileURLToPath(new URL('../..', import.meta.url));

/** A pid that no process has: above the kernel's limit. */
const DEAD_PID = 4_194_304 + 17;

describe('removeStaleTempFolders', () => {
  test('removes folders of dead processes and this process’s unused ones; keeps live ones and other names', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'docwright-temp-'));
    const out = join(parent, 'site');
    const names = [`.site.tmp-${DEAD_PID}-1700000000000`, `.site.old-${DEAD_PID}-1700000000000`, `.site.tmp-${process.pid}-1`, '.site.tmp-1-1700000000000', '.other.tmp-99999999-1', 'site'];
    for (const name of names) mkdirSync(join(parent, name));
    const removed = await removeStaleTempFolders(out, (pid) => pid === 1);
    expect(removed.sort()).toEqual([`.site.old-${DEAD_PID}-1700000000000`, `.site.tmp-${DEAD_PID}-1700000000000`, `.site.tmp-${process.pid}-1`].sort());
    expect(readdirSync(parent).sort()).toEqual(['.other.tmp-99999999-1', '.site.tmp-1-1700000000000', 'site']);
  });

  test('a folder a running build of this process holds is kept', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'docwright-temp-'));
    const out = join(parent, 'site');
    const held = tempFolderFor(out, 'tmp');
    mkdirSync(held);
    const release = removeOnInterrupt(held);
    try {
      expect(await removeStaleTempFolders(out)).toEqual([]);
      expect(existsSync(held)).toBe(true);
    } finally {
      release();
    }
  });
});

describe('build temporary folders', () => {
  test('stale tmp build folder removed: a build removes the folder a killed build left', async () => {
    const root = makeProject({ 'docs.json': DOCS_JSON, 'index.mdx': '---\ntitle: Home\n---\n\nHello.\n' });
    const parent = mkdtempSync(join(tmpdir(), 'docwright-temp-'));
    const stale = join(parent, `.site.tmp-${DEAD_PID}-1700000000000`);
    mkdirSync(stale);
    writeFileSync(join(stale, '.docwright-build.json'), manifestText('0.0.0', {}, false));
    writeFileSync(join(stale, 'index.html'), 'half a build');
    // A folder that only has the name is not the build's: it is kept.
    const named = join(parent, `.site.old-${DEAD_PID}-1700000000000`);
    mkdirSync(named);
    writeFileSync(join(named, 'notes.txt'), 'mine');
    await (await createSite({ root, workers: 0, cacheDir: false })).build(join(parent, 'site'));
    expect(readdirSync(parent).sort()).toEqual([`.site.old-${DEAD_PID}-1700000000000`, 'site']);
    expect(readFileSync(join(named, 'notes.txt'), 'utf8')).toBe('mine');
  });

  test('interrupted build (SIGTERM) removes its temporary folder and still ends by the signal', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'docwright-temp-'));
    const folder = join(parent, '.site.tmp-child');
    mkdirSync(folder);
    writeFileSync(join(folder, 'index.html'), 'part of a build');
    const script = `import { removeOnInterrupt } from ${JSON.stringify(join(repo, 'src/fs/temp-folders.ts'))};\nremoveOnInterrupt(${JSON.stringify(folder)});\nprocess.stdout.write('ready\\n');\nsetInterval(() => undefined, 1000);\n`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: repo, stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
    const ended = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
    child.kill('SIGTERM');
    expect(await ended).toBe('SIGTERM');
    expect(existsSync(folder)).toBe(false);
  });
});
