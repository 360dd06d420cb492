// `dev` says what `build` says of names with control characters: the file (`file-name-control`), the navigation entry
// that names such a page (`nav-page-missing`, one wording and place) and a link or image to such a file (it names the
// control character, escaped). A real dev server on a copy of the fixture site.
import { describe, expect, jest, test } from '@jest/globals';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Finding } from '../../src/findings/finding.js';
import { createSite } from '../../src/render/site/site.js';
import { terminal } from './http-helpers.js';
import { devTeardown } from './session.js';

// Long: it starts a dev server and builds the same project (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const teardown = devTeardown();

/** A C0 control but newline, DEL or a C1 control: what no report may hold raw. */
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

const shown = (findings: readonly Finding[]): string[] =>
  findings.filter((f) => /^(file-name-control|nav-page-missing|link-broken)$/.test(f.ruleId)).map((f) => `${f.file}:${f.line}:${f.column} ${f.ruleId} ${f.message}`).sort();

describe('docwright dev: names with control characters', () => {
  test('the file, its navigation entry and a link to it are reported as build reports them', async () => {
    const root = await teardown.copy();
    const config = JSON.parse(await readFile(join(root, 'docs.json'), 'utf8')) as { navigation: { groups: { pages: string[] }[] } };
    config.navigation.groups[0]?.pages.push('we\u001bird');
    await writeFile(join(root, 'docs.json'), JSON.stringify(config, null, 2));
    await writeFile(join(root, 'we\u001bird.mdx'), '---\ntitle: Odd\n---\n\nOdd.\n');
    await writeFile(join(root, 'images', 'pot\u001b.png'), 'not really a png');
    await writeFile(join(root, 'index.mdx'), `${await readFile(join(root, 'index.mdx'), 'utf8')}\n![A pot](/images/pot%1B.png)\n`);

    const out = await mkdtemp(join(tmpdir(), 'docwright-names-'));
    const built = await (await createSite({ root, cacheDir: false, workers: 0 })).build(join(out, 'site'));
    await rm(out, { recursive: true, force: true });
    const expected = shown(built.diagnostics);
    expect(expected.map((line) => line.split(' ')[1]).sort()).toEqual(['file-name-control', 'file-name-control', 'link-broken', 'nav-page-missing']);
    expect(expected.join('\n')).toContain('Unexpected link `/images/pot%1B.png` to `images/pot\\x1b.png`, whose name holds control character `\\x1b`');
    expect(expected.join('\n')).toContain('Unexpected control character `\\x1b` in the page `we\\x1bird` listed in the navigation');

    const reported: Finding[] = [];
    let links: (() => void) | undefined;
    const linked = new Promise<void>((resolve) => (links = resolve));
    const err = terminal();
    await teardown.serve({ root, port: 0, quiet: false, stdout: terminal(), stderr: err, debounceMs: 10, report: (f) => reported.push(...f), onLinks: () => links?.() });
    await linked;
    expect(shown(reported)).toEqual(expected);
    expect(err.text()).not.toMatch(RAW_CONTROL);
  });
});
