// Control characters from a project's file names and front matter: a page file named `we\x1bird\nname.mdx` or
// `tab\tfile.mdx` is no page (`file-name-control` in lint, check and build; no output file is named so), and an ESC
// or BEL in a front matter value is reported at its key and reaches no output (`<title>`, the navigation, llms.txt…).
import { describe, expect, jest, test } from '@jest/globals';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build, docsJson, hostileProject, run, runCommand } from './hostile-helpers.js';

// Long: each test runs whole commands (lint, check, build) over a project, several at load.
jest.setTimeout(300_000);

/** A C0 control but newline, DEL or a C1 control: what no report line and no output text may hold raw. */
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;
/** Any C0 or C1 control, DEL: what no output file name may hold. */
const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

const ODD = 'we\u001bird\nname';
const TAB = 'tab\tfile';
const page = (title: string): string => `---\ntitle: "${title}"\ndescription: "About it"\n---\n\nText.\n`;

function project(): string {
  return hostileProject({
    'docs.json': docsJson(['index', 'guide', ODD, TAB]),
    'index.mdx': page('Home'),
    // ESC and BEL written as YAML escapes, DEL raw: each is a control character in the value YAML reads.
    'guide.mdx': '---\ntitle: "Bad\\e[31mred\\abell"\ndescription: "Guide\\e page"\nsidebarTitle: "Side\u007fbar"\nog:title: "Og\\a"\n---\n\n## Setup\n\nText.\n',
    [`${ODD}.mdx`]: page('Odd'),
    [`${TAB}.mdx`]: page('Tab'),
  });
}

/** Every file below `dir`, relative to it. */
function filesBelow(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((rel) => statSync(join(dir, rel)).isFile());
}

describe('a page file whose name holds a control character', () => {
  test('lint says so at each file (not read), with the control characters written out', async () => {
    const root = project();
    for (const argv of [['lint', root], ['lint', join(root, `${ODD}.mdx`), join(root, `${TAB}.mdx`)], ['lint', '.']]) {
      const result = await run(argv, root);
      expect(result.stdout).not.toMatch(RAW_CONTROL);
      expect(result.stdout).toContain('we\\x1bird\\x0aname.mdx');
      expect(result.stdout).toMatch(/Unexpected control characters `\\x1b` and `\\x0a` in the page name `we\\x1bird\\x0aname\.mdx`, expected a name without control characters: it is neither built nor published +file-name-control/);
      expect(result.stdout).toMatch(/Unexpected control character `\\x09` in the page name `tab\\x09file\.mdx`.* +file-name-control/);
    }
  });

  test('check says so at each file and at its navigation entry', async () => {
    const result = await runCommand('check', project());
    expect(result.stdout).not.toMatch(RAW_CONTROL);
    expect(result.stdout.match(/ file-name-control *$/gm)).toHaveLength(2);
    expect(result.stdout).toContain('Unexpected control characters `\\x1b` and `\\x0a` in the page `we\\x1bird\\x0aname` listed in the navigation, expected a name without control characters: no page is built for it');
    expect(result.stdout).toContain('Unexpected control character `\\x09` in the page `tab\\x09file` listed in the navigation');
  });

  test('build skips it, says so, and writes no file whose name holds one', async () => {
    const root = project();
    const result = await build(root);
    expect(result.code).toBe(0);
    expect(result.stderr).not.toMatch(RAW_CONTROL);
    expect(result.stderr).toContain(`\nwe\\x1bird\\x0aname.mdx:1:1: warning: Unexpected control characters \`\\x1b\` and \`\\x0a\` in the page name`);
    expect(result.stderr).toContain(`\ntab\\x09file.mdx:1:1: warning: Unexpected control character \`\\x09\` in the page name`);
    expect(result.stderr).toContain('Unexpected control character `\\x09` in the page `tab\\x09file` listed in the navigation, expected a name without control characters');
    const written = filesBelow(result.out);
    expect(written).toContain('guide.html');
    expect(written.filter((rel) => ANY_CONTROL.test(rel))).toEqual([]);
    expect(readFileSync(join(result.out, 'llms.txt'), 'utf8')).not.toContain('Odd');
  });

  test('an image whose name holds one is not copied either', async () => {
    const root = hostileProject({ 'index.mdx': page('Home'), 'img/a\u001bb.png': 'not really a png' });
    const result = await build(root);
    expect(filesBelow(result.out).filter((rel) => ANY_CONTROL.test(rel))).toEqual([]);
    expect(result.stderr).toContain(`img/a\\x1bb.png:1:1: warning: Unexpected control character \`\\x1b\` in the file name \`img/a\\x1bb.png\``);
  });
});

describe('a control character in a front matter value', () => {
  test('lint reports it at the key', async () => {
    const result = await runCommand('lint', project());
    expect(result.stdout).not.toMatch(RAW_CONTROL);
    expect(result.stdout).toMatch(/2:1 +error +Unexpected control characters `\\x1b` and `\\x07` in `title`, expected text without control characters: the site leaves it out +frontmatter-types/);
    expect(result.stdout).toMatch(/4:1 +error +Unexpected control character `\\x7f` in `sidebarTitle`/);
    expect(result.stdout).toMatch(/5:1 +error +Unexpected control character `\\x07` in `og:title`/);
  });

  test('build reports it and leaves it out of every text it writes', async () => {
    const root = project();
    const result = await run(['build', root, '--out', join(root, 'out'), '--no-cache', '--workers', '0', '--base-url', 'https://docs.example.com'], root);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('guide.mdx:2:1: warning: Unexpected control characters `\\x1b` and `\\x07` in `title`');
    expect(result.stderr).toContain('guide.mdx:3:1: warning: Unexpected control character `\\x1b` in `description`');
    const out = join(root, 'out');
    const texts = filesBelow(out).filter((rel) => /\.(html|md|txt|xml|json)$/.test(rel));
    expect(texts).toEqual(expect.arrayContaining(['guide.html', 'guide.md', 'index.html', 'llms.txt', 'llms-full.txt', 'sitemap.xml']));
    for (const rel of texts) expect({ rel, control: RAW_CONTROL.exec(readFileSync(join(out, rel), 'utf8'))?.[0] }).toEqual({ rel, control: undefined });
    const guide = readFileSync(join(out, 'guide.html'), 'utf8');
    expect(guide).toContain('<title>Bad[31mredbell');
    expect(guide).toContain('Og');
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('Sidebar');
    expect(readFileSync(join(out, 'llms.txt'), 'utf8')).toContain('(/guide.md): Guide page');
  });
});
