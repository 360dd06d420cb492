import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, jest } from '@jest/globals';
import { lint } from '../../src/lint/engine.js';
import { forgetProjectLinks, linkChecker, type LinkProject } from '../../src/lint/project-links.js';
import { collectLinks } from '../../src/parse/page-links.js';
import { parsePage } from '../../src/parse/index.js';
import { page, tempProject } from '../cli/lint-helpers.js';

// Long: it runs whole lint runs, with worker threads (seconds each here, minutes on a loaded 2-core machine).
jest.setTimeout(300_000);

/** A project in memory that counts the pages parsed for their anchors. */
function counted(files: Record<string, string>): { project: LinkProject; parses: string[] } {
  const parses: string[] = [];
  const project: LinkProject = {
    files: new Set(Object.keys(files)),
    read: (path) => files[path],
    parsed: (path) => parses.push(path),
  };
  return { project, parses };
}

/** `page`'s link problems as its lint sees them: its own tree, and the text it was parsed from. */
function lintLinks(check: ReturnType<typeof linkChecker>, path: string, text: string): string[] {
  const info = collectLinks(parsePage({ path, value: text }).tree);
  return (check(path)?.problems(info, { text, syntax: path.endsWith('.md') ? 'md' : 'mdx' }) ?? []).map((p) => `${p.line}:${p.column} ${p.message}`);
}

describe('link-target: the anchors of a page linted in the run', () => {
  const files = {
    'a.mdx': '## Start here\n\nSee [b](/b#deep-end) and [bad](/b#nowhere).\n',
    'b.mdx': '## Deep end\n\nBack to [a](/a#start-here).\n',
  };

  it('come from its own lint: a later link to it parses nothing', () => {
    const { project, parses } = counted(files);
    const check = linkChecker(project);
    expect(lintLinks(check, 'b.mdx', files['b.mdx'])).toEqual([]);
    expect(parses).toEqual(['a.mdx']);
    const problems = lintLinks(check, 'a.mdx', files['a.mdx']);
    // b.mdx was linted before: its anchors were kept, no second parse.
    expect(parses).toEqual(['a.mdx']);
    expect(problems).toEqual([expect.stringMatching(/^3:26 Unexpected anchor `#nowhere` in link `\/b#nowhere`/)]);
  });

  it('are read from the file again when it no longer holds the linted text', () => {
    const disk = { ...files };
    const { project, parses } = counted(disk);
    const check = linkChecker(project);
    lintLinks(check, 'b.mdx', files['b.mdx']);
    disk['b.mdx'] = '## Nowhere\n';
    expect(lintLinks(check, 'a.mdx', files['a.mdx'])).toEqual([expect.stringMatching(/^3:5 Unexpected anchor `#deep-end`/)]);
    expect(parses).toEqual(['a.mdx', 'b.mdx']);
  });

  it('are not kept from a tree parsed with another syntax than its name says', () => {
    const { project, parses } = counted(files);
    const check = linkChecker(project);
    const info = collectLinks(parsePage({ path: 'b.mdx', value: files['b.mdx'] }, { syntax: 'md' }).tree);
    check('b.mdx')?.problems(info, { text: files['b.mdx'], syntax: 'md' });
    lintLinks(check, 'a.mdx', files['a.mdx']);
    expect(parses).toEqual(['a.mdx', 'b.mdx']);
  });
});

describe('link-target across a lint run', () => {
  it('reports the same for a page linted earlier, later, not at all, in this thread or a worker', async () => {
    const files: Record<string, string> = {
      'docs.json': '{}',
      'a.mdx': page('## Alpha\n\n[later](/m#mid) [earlier](/a2#two) [unlinted](/z#zed) [bad](/m#nope)\n'),
      'a2.mdx': page('## Two\n\n[back](/a#alpha) [bad](/a#nope)\n'),
      'm.mdx': page('## Mid\n\n[first](/a#alpha)\n'),
      'z.mdx': page('## Zed\n\n[mid](/m#mid) [bad](/z#nope)\n'),
    };
    for (let i = 0; i < 8; i++) files[`p${i}.mdx`] = page(`## Page ${i}\n\n[a](/a#alpha) [z](/z#zed) [bad](/m#gone)\n`);
    const dir = tempProject(files);
    const lines = (run: Awaited<ReturnType<typeof lint>>): string[] =>
      run.results.flatMap((r) => r.findings.filter((f) => f.ruleId === 'link-target').map((f) => `${r.file.slice(dir.length + 1)}:${f.line}:${f.column} ${f.message}`));
    const single = await lint([], { cwd: dir, workers: 0 });
    const anchors = lines(single);
    expect(anchors).toHaveLength(11);
    expect(anchors.filter((line) => line.includes('#nope'))).toEqual([
      expect.stringMatching(/^a\.mdx:8:55 Unexpected anchor `#nope`/),
      expect.stringMatching(/^a2\.mdx:8:18 Unexpected anchor `#nope`/),
      expect.stringMatching(/^z\.mdx:8:15 Unexpected anchor `#nope`/),
    ]);
    expect((await lint([], { cwd: dir, workers: 1 })).results).toEqual(single.results);
    expect((await lint([], { cwd: dir, workers: 2 })).results).toEqual(single.results);
    // One page alone (z.mdx not linted): its links to the others' anchors as in the whole run.
    const alone = await lint(['a.mdx'], { cwd: dir, workers: 0 });
    expect(lines(alone)).toEqual(anchors.filter((line) => line.startsWith('a.mdx:')));
    // A page rewritten between two runs (the project read again) is read as it is now.
    writeFileSync(join(dir, 'm.mdx'), page('## Middle\n'));
    forgetProjectLinks();
    const again = lines(await lint([], { cwd: dir, workers: 0 }));
    expect(again.filter((line) => line.includes('`#mid`'))).toHaveLength(2);
  });
});

describe('lint called twice in one process (library use)', () => {
  it('sees the files edited, added and ignored between the two calls', async () => {
    const dir = tempProject({
      'docs.json': '{}',
      'a.mdx': page('[deep](/b#deep-end) [new](/c)\n'),
      'b.mdx': page('## Shallow end\n'),
      'notes/d.md': page('Draft.\n'),
    });
    const lines = (run: Awaited<ReturnType<typeof lint>>): string[] => run.results.flatMap((r) => r.findings.filter((f) => f.ruleId === 'link-target').map((f) => `${r.file.slice(dir.length + 1)}:${f.line}:${f.column}`));
    const files = (run: Awaited<ReturnType<typeof lint>>): string[] => run.results.map((r) => r.file.slice(dir.length + 1)).sort();
    const first = await lint([], { cwd: dir, workers: 0 });
    expect(lines(first)).toEqual(['a.mdx:6:1', 'a.mdx:6:21']);
    expect(files(first)).toEqual(['a.mdx', 'b.mdx', 'notes/d.md']);
    // The anchor written, the page linked to added, and a folder ignored: no call to forget anything.
    writeFileSync(join(dir, 'b.mdx'), page('## Deep end\n'));
    writeFileSync(join(dir, 'c.mdx'), page('New.\n'));
    writeFileSync(join(dir, '.mintignore'), 'notes/\n');
    const second = await lint([], { cwd: dir, workers: 0 });
    expect(lines(second)).toEqual([]);
    expect(files(second)).toEqual(['a.mdx', 'b.mdx', 'c.mdx']);
  });
});
