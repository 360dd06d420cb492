import { describe, expect, it, jest } from '@jest/globals';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkProject } from '../../src/check/check.js';
import { lint } from '../../src/lint/engine.js';
import { createSite } from '../../src/render/site/site.js';
import { tempOutDir } from '../support/project.js';

// Long: it builds sites or runs whole commands (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

const repo = fileURLToPath(new URL('../..', import.meta.url));
const root = join(repo, 'fixtures/links-agree');

/** Link findings as `file:line:col rule message`, sorted. */
function lines(findings: readonly { file: string; line: number; column: number; ruleId: string; message: string }[]): string[] {
  return findings
    .filter((f) => (f.ruleId === 'link-broken' || f.ruleId === 'link-anchor-broken' || f.ruleId === 'link-extension') && !f.file.endsWith('docs.json'))
    .map((f) => `${relative(root, f.file)}:${f.line}:${f.column} ${f.ruleId} ${f.message}`)
    .sort();
}

describe('one link resolver (src/project/links.ts)', () => {
  it('check --links and build judge the same tricky links the same way', async () => {
    const checkFindings = (await checkProject(root, { links: true })).findings;
    const checked = lines(checkFindings);
    // It works here, so it is a warning (`check` exits 0 on it alone).
    expect(checkFindings.filter((f) => f.ruleId === 'link-extension').map((f) => f.severity)).toEqual(['warn', 'warn']);
    const built = lines((await (await createSite({ root, workers: 0, cacheDir: false, offline: true })).build(tempOutDir())).diagnostics);
    expect(built).toEqual(checked);
    // Everything in the first list of index.mdx resolves: `.md` to `.mdx`, `/guide/` and `/guide/index`
    // to guide/index.mdx, `?query`, `%C3%A9`, `#overview-2`, `{#boil}`, a redirect, a PDF, a generated API page.
    // A link written with `.mdx` reaches the page here but 404s on Mintlify: a warning with the route to write.
    expect(checked).toEqual([
      'guide/café.mdx:7:9 link-extension Unexpected `.mdx` extension in link `setup.mdx#before-you-start`, expected `setup#before-you-start` (Mintlify serves the page without it)',
      'guide/setup.mdx:9:42 link-broken Unexpected link `./teapot.md` to a page that does not exist (no `guide/teapot.mdx`, `guide/teapot.md` or `guide/teapot/index.mdx` in the project), expected a link to a page that exists, or the page written as `guide/teapot.mdx`',
      'guide/setup.mdx:9:71 link-anchor-broken Unexpected anchor `#steeping` in link `./intro#steeping`, expected a heading or `id` of `guide/intro.mdx`',
      'guide/setup.mdx:9:9 link-broken Unexpected link `../../outside.mdx` outside the project, expected a page of the site',
      'index.mdx:19:3 link-broken Unexpected link `/guide/retired` to a page that does not exist (no `guide/retired.mdx`, `guide/retired.md` or `guide/retired/index.mdx` in the project), expected a link to a page that exists, or the page written as `guide/retired.mdx`',
      'index.mdx:19:30 link-broken Unexpected link `/guide/retired/` to a page that does not exist (no `guide/retired.mdx`, `guide/retired.md` or `guide/retired/index.mdx` in the project), expected a link to a page that exists, or the page written as `guide/retired.mdx`',
      'index.mdx:20:3 link-anchor-broken Unexpected anchor `#overview-3` in link `/guide/intro#overview-3` to `guide/intro.mdx`, expected `#overview-2` (did you mean it?)',
      'index.mdx:20:51 link-anchor-broken Unexpected anchor `#drinks` in link `/guide/caf%C3%A9#drinks`, expected a heading or `id` of `guide/café.mdx`',
      'index.mdx:21:3 link-broken Unexpected link `/dead-end` to a redirect whose destination `/guide/retired` does not exist, expected a page or file of the project',
      'index.mdx:21:36 link-broken Unexpected link `/round/a` to redirects that go round in a circle, expected a link to a page',
      'index.mdx:22:3 link-broken Unexpected link `/files/handbook.pdf` to a file that does not exist (no `files/handbook.pdf` in the project), expected a link to a file or page that exists',
      'index.mdx:22:47 link-broken Unexpected link `/nope?x=1` to a page that does not exist (no `nope.mdx`, `nope.md` or `nope/index.mdx` in the project), expected a link to a page that exists, or the page written as `nope.mdx`',
      'index.mdx:23:3 link-anchor-broken Unexpected anchor `#links-that-fail`, expected `#links-that-work` (did you mean it?)',
      'index.mdx:25:1 link-broken Missing file `/images/kettle.png`, expected an image, video or other file of the project',
      'index.mdx:7:54 link-extension Unexpected `.mdx` extension in link `guide/intro.mdx`, expected `guide/intro` (Mintlify serves the page without it)',
      'snippets/shared.mdx:1:59 link-broken Unexpected link `./nowhere` to a page that does not exist (no `guide/nowhere.mdx`, `guide/nowhere.md` or `guide/nowhere/index.mdx` in the project), expected a link to a page that exists, or the page written as `guide/nowhere.mdx`',
    ]);
  }, 300_000);
});

describe('lint link-target (the same resolver, per page)', () => {
  it('reports what check --links reports on the pages themselves (snippets are judged where they are shown)', async () => {
    const checked = lines((await checkProject(root, { links: true })).findings).filter((line) => !line.startsWith('snippets/'));
    const run = await lint([root], { config: false, workers: 0 });
    const linted = run.results
      .flatMap((result) => result.findings.filter((f) => f.ruleId === 'link-target').map((f) => `${relative(root, result.file)}:${f.line}:${f.column} ${f.message}`))
      .sort();
    expect(linted).toEqual(checked.map((line) => line.replace(/ link-((anchor-)?broken|extension) /, ' ')));
  }, 300_000);
});
