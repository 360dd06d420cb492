// A project's Vale styles through the lint engine: scopes, comments, vocabularies, levels, fixes and bad rule files.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { verifyTextSync } from '../../src/lint/verify-text.js';
import { lint } from '../../src/lint/engine.js';
import { valeProblems, valeProjectFor } from '../../src/vale/index.js';
import { spellersBuilt } from '../../src/vale/spelling.js';

const root = mkdtempSync(join(tmpdir(), 'dw-vale-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Write files under a new project folder; returns its path. */
function project(name: string, files: Record<string, string>): string {
  const dir = join(root, name);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const STYLE = {
  'styles/Team/Utilize.yml': "extends: substitution\nmessage: \"Use '%s' instead of '%s'.\"\nlevel: warning\nlink: https://example.com/utilize\nignorecase: true\nswap:\n  utilize: use\n",
  'styles/Team/Simply.yml': "extends: existence\nmessage: \"Don't use '%s'.\"\nlevel: suggestion\ntokens:\n  - simply\n",
  'styles/Team/Shout.yml': 'extends: capitalization\nmessage: "\'%s\' should be in sentence case"\nlevel: error\nscope: heading\nmatch: $sentence\n',
  'styles/config/vocabularies/Base/accept.txt': 'Kubernetes\n',
};

/** Lint a page of a project with its `.vale.ini`, Vale findings only. */
function valeLint(dir: string, file: string, text: string, fix = false): ReturnType<typeof verifyTextSync> {
  const path = join(dir, file);
  const vale = valeProjectFor(path, dir);
  return verifyTextSync(text, { filePath: path, rules: {}, ...(vale ? { vale } : {}), ...(fix ? { fix } : {}) });
}

const ids = (result: ReturnType<typeof verifyTextSync>): string[] => result.findings.map((f) => `${f.line}:${f.column}:${f.ruleId}`);
/** Each finding as `column:ruleId:message`. */
const messages = (result: ReturnType<typeof verifyTextSync>): string[] => result.findings.map((f) => `${f.column}:${f.ruleId}:${f.message}`);

describe('Vale configuration as Vale finds it', () => {
  const simply = 'We simply utilize it.\n';

  it("reads each of Vale's configuration names (`.vale`, `_vale`, `vale.ini`, `.vale.ini`, `_vale.ini`), the first in Vale's order winning", () => {
    for (const name of ['.vale', '_vale', 'vale.ini', '.vale.ini', '_vale.ini']) {
      const dir = project(`name${name}`, { ...STYLE, [name]: 'StylesPath = styles\n[*.mdx]\nBasedOnStyles = Team\n' });
      expect(ids(valeLint(dir, 'a.mdx', simply))).toEqual(['1:11:Team.Utilize']);
    }
    // `.vale` before `.vale.ini`: the first turns Team.Utilize off.
    const both = project('name-both', { ...STYLE, '.vale': 'StylesPath = styles\n[*.mdx]\nBasedOnStyles = Team\nTeam.Utilize = NO\n', '.vale.ini': 'StylesPath = styles\n[*.mdx]\nBasedOnStyles = Team\n' });
    expect(ids(valeLint(both, 'a.mdx', simply))).toEqual([]);
  });

  it('passes over a `.vale` folder (a home for styles), as Vale does', () => {
    const dir = project('vale-folder', { '.vale/styles/Team/Utilize.yml': STYLE['styles/Team/Utilize.yml'], '.vale.ini': 'StylesPath = .vale/styles\n[*.mdx]\nBasedOnStyles = Team\n' });
    expect(ids(valeLint(dir, 'a.mdx', simply))).toEqual(['1:11:Team.Utilize']);
  });

  it("leaves out suggestions without `MinAlertLevel`, as Vale's default is `warning`", () => {
    const dir = project('default-level', { ...STYLE, '.vale.ini': 'StylesPath = styles\n[*.mdx]\nBasedOnStyles = Team\n' });
    expect(ids(valeLint(dir, 'a.mdx', simply))).toEqual(['1:11:Team.Utilize']);
    const all = project('suggestion-level', { ...STYLE, '.vale.ini': 'StylesPath = styles\nMinAlertLevel = suggestion\n[*.mdx]\nBasedOnStyles = Team\n' });
    expect(ids(valeLint(all, 'a.mdx', simply))).toEqual(['1:4:Team.Simply', '1:11:Team.Utilize']);
  });

  it('reads a brace of one alternative in a section glob as that alternative (`[*.{mdx}]`), as Vale does', () => {
    const dir = project('one-brace', { ...STYLE, '.vale.ini': 'StylesPath = styles\n[*.{mdx}]\nBasedOnStyles = Team\n[docs/{api}/*.mdx]\nTeam.Utilize = NO\n' });
    expect(ids(valeLint(dir, 'a.mdx', simply))).toEqual(['1:11:Team.Utilize']);
    expect(ids(valeLint(dir, 'docs/api/b.mdx', simply))).toEqual([]);
  });

  it('reads a scope of parts joined by `&` as all of them (`heading & ~heading.h1`), as Vale does', () => {
    const dir = project('and-scope', {
      'styles/Team/Long.yml': 'extends: occurrence\nmessage: "Use at most 3 words, not %s."\nlevel: warning\nscope: heading & ~heading.h1\nmax: 3\ntoken: \\b\\w+\\b\n',
      '.vale.ini': 'StylesPath = styles\n[*.mdx]\nBasedOnStyles = Team\n',
    });
    const text = '# One two three four\n\n## One two three four\n\nOne two three four.\n\n### `code` one two three four\n';
    expect(valeLint(dir, 'a.mdx', text).findings.map((f) => `${f.line}:${f.column}:${f.message}`)).toEqual([
      // An `occurrence` finding is at the first match that is not code, with the number of matches as `%s`.
      '3:4:Use at most 3 words, not 4.',
      '7:12:Use at most 3 words, not 4.',
    ]);
  });

  it('places findings on pages with `\r\n` or `\r` line endings at their lines', () => {
    const dir = project('line-endings', { ...STYLE, '.vale.ini': 'StylesPath = styles\n[*.mdx]\nBasedOnStyles = Team\n' });
    expect(ids(valeLint(dir, 'crlf.mdx', '## Start\r\n\r\nWe utilize it.\r\n'))).toEqual(['3:4:Team.Utilize']);
    expect(ids(valeLint(dir, 'cr.mdx', '## Start\r\rWe utilize it.\r'))).toEqual(['3:4:Team.Utilize']);
  });
});

describe('Vale styles in lint', () => {
  const dir = project('team', { ...STYLE, '.vale.ini': 'StylesPath = styles\nMinAlertLevel = suggestion\nVocab = Base\n\n[*.mdx]\nBasedOnStyles = Team\n' });

  it('reports prose in headings, paragraphs, lists, tables and components, with the rule name, message, level and link', () => {
    const text = '# Simply Start Here\n\nWe utilize it.\n\n- simply this\n\n| a |\n| - |\n| simply |\n\n<Note title="simply">Do it simply.</Note>\n';
    const result = valeLint(dir, 'a.mdx', text);
    expect(ids(result)).toEqual(['1:3:Team.Shout', '3:4:Team.Utilize', '5:3:Team.Simply', '9:3:Team.Simply', '11:28:Team.Simply']);
    const utilize = result.findings.find((f) => f.ruleId === 'Team.Utilize');
    expect(utilize).toMatchObject({ message: "Use 'use' instead of 'utilize'.", severity: 'warn', url: 'https://example.com/utilize' });
    expect(result.findings.find((f) => f.ruleId === 'Team.Shout')?.severity).toBe('error');
  });

  it("reads an image's alt text as a block of its own (Vale's `alt` scope), in paragraphs, links, tables and references, and fixes it", () => {
    const text = '![simply a chart](/a.png)\n\nSee [![utilize it][logo]][home] here.\n\n| Pic |\n| - |\n| ![simply](/b.png) |\n\n![a \\* simply](/c.png)\n\n```md\n![simply](/d.png)\n```\n\n[logo]: /logo.png\n[home]: /\n';
    expect(ids(valeLint(dir, 'alt.mdx', text))).toEqual(['1:3:Team.Simply', '3:8:Team.Utilize', '7:5:Team.Simply', '9:3:Team.Simply']);
    expect(valeLint(dir, 'alt.mdx', '![We utilize it](/a.png)\n', true).output).toBe('![We use it](/a.png)\n');
  });

  it('reads footnotes as `list` prose, as Vale draws them, each paragraph at its place', () => {
    const text = 'Text.[^1] More.[^two]\n\n[^1]: We utilize it.\n\n[^two]: First.\n\n    Then simply this.\n';
    expect(ids(valeLint(dir, 'fn.mdx', text))).toEqual(['3:10:Team.Utilize', '7:10:Team.Simply']);
    const listOnly = project('footnote-list', {
      'styles/Team/InList.yml': "extends: existence\nmessage: \"'%s' in a list.\"\nscope: list\ntokens:\n  - note\n",
      '.vale.ini': 'StylesPath = styles\n[*.mdx]\nBasedOnStyles = Team\n',
    });
    expect(ids(valeLint(listOnly, 'fn.mdx', 'A note.[^1]\n\n[^1]: A note here.\n'))).toEqual(['3:9:Team.InList']);
  });

  it('leaves alt text to the rules of `text` and `alt`: no `sentence` rule and no metric reads it', () => {
    const alt = project('alt-scopes', {
      'styles/Team/StartAnd.yml': "extends: existence\nmessage: \"Don't start with '%s'.\"\nscope: sentence\nnonword: true\ntokens:\n  - '^And\\b'\n",
      'styles/Team/AltOnly.yml': "extends: existence\nmessage: \"'%s' in alt text.\"\nscope: alt\ntokens:\n  - chart\n",
      'styles/Team/Words.yml': 'extends: metric\nmessage: "%s words"\nformula: words\ncondition: "> 3"\n',
      '.vale.ini': 'StylesPath = styles\n[*.mdx]\nBasedOnStyles = Team\n',
    });
    expect(ids(valeLint(alt, 'a.mdx', 'A chart.\n\n![And a chart of many more words here](/a.png)\n'))).toEqual(['3:9:Team.AltOnly']);
  });

  it('skips code, front matter, JSX attributes and expressions', () => {
    const text = '---\ntitle: simply\n---\n\nUse `simply` here.\n\n```txt\nsimply\n```\n\n<Card title="simply" />\n\n{"simply"}\n';
    expect(ids(valeLint(dir, 'b.mdx', text))).toEqual([]);
  });

  it('switches rules off and on with HTML and MDX comments', () => {
    const text = '{/* vale off */}\n\nsimply one.\n\n{/* vale on */}\n\n{/* vale Team.Simply = NO */}\n\nsimply two, utilize.\n\n{/* vale Team.Simply = YES */}\n\nsimply three.\n';
    expect(ids(valeLint(dir, 'c.mdx', text))).toEqual(['9:13:Team.Utilize', '13:1:Team.Simply']);
    const md = 'simply one.\n\n<!-- vale off -->\n\nsimply two.\n\n<!-- vale on -->\n\nsimply three.\n';
    const mdDir = project('md', { ...STYLE, '.vale.ini': 'StylesPath = styles\nMinAlertLevel = suggestion\n[*.md]\nBasedOnStyles = Team\n' });
    expect(ids(valeLint(mdDir, 'c.md', md))).toEqual(['1:1:Team.Simply', '9:1:Team.Simply']);
  });

  it('switches a whole style, one rule\'s matches and the styles kept, as Vale 3.9+ reads the comments', () => {
    const two = project('two-styles', {
      ...STYLE,
      'styles/Other/Really.yml': "extends: existence\nmessage: \"Avoid '%s'.\"\nlevel: warning\ntokens:\n  - really\n",
      '.vale.ini': 'StylesPath = styles\nMinAlertLevel = suggestion\n[*.mdx]\nBasedOnStyles = Team, Other\n',
    });
    // A style by name (`NO`/`YES`, `off`/`on`): every rule of it, and no other style's.
    const style = '{/* vale Team = NO */}\n\nsimply utilize, really.\n\n{/* vale Team = YES */}\n\n{/* vale Other = off */}\n\nsimply really.\n';
    expect(ids(valeLint(two, 'a.mdx', style))).toEqual(['3:17:Other.Really', '9:1:Team.Simply']);
    // One rule's matches: the others it finds stay.
    const matches = '{/* vale Team.Utilize["utilize"] = NO */}\n\nutilize, Utilize, simply.\n\n{/* vale Team.Utilize["utilize"] = YES */}\n\nutilize.\n';
    expect(ids(valeLint(two, 'b.mdx', matches))).toEqual(['3:10:Team.Utilize', '3:19:Team.Simply', '7:1:Team.Utilize']);
    // `styles = …`: the file's other base styles off until `vale on`-like switches bring them back.
    const kept = '{/* vale styles = Other */}\n\nsimply really.\n\n{/* vale Team = YES */}\n\nsimply.\n';
    expect(ids(valeLint(two, 'c.mdx', kept))).toEqual(['3:8:Other.Really', '7:1:Team.Simply']);
  });

  it('ends a match that ends where an emphasis, strong, delete or link text ends at that text, not after its closing markup', () => {
    const spans = (text: string): string[] => valeLint(dir, 'e.mdx', text).findings.map((f) => `${f.line}:${f.column}-${f.endLine ?? 0}:${f.endColumn ?? 0}`);
    // ok: the range is the word itself; not-ok (before): 1:4-1:12, 1:24-1:32 and 1:38-1:59 took in `*`, `**` and `](/quickstart)`.
    expect(spans('A *utilize more* b *more utilize* c **simply** d.\n')).toEqual(['1:4-1:11', '1:26-1:33', '1:39-1:45']);
    expect(spans('A *utilize* b __utilize__ c [utilize](/quickstart) d ~~utilize~~ e.\n')).toEqual(['1:4-1:11', '1:17-1:24', '1:30-1:37', '1:56-1:63']);
    // A match in the middle of a text, and one running across the markup, keep their ends.
    expect(spans('We utilize it and simply *go*.\n')).toEqual(['1:4-1:11', '1:19-1:25']);
  });

  it('fixes a substitution with one replacement', () => {
    expect(valeLint(dir, 'd.mdx', 'We utilize it.\n', true).output).toBe('We use it.\n');
    expect(valeLint(dir, 'd.mdx', 'Utilize it.\n', true).output).toBe('Use it.\n');
  });

  it('a substitution that another undoes (`foo` → `bar`, `bar` → `foo`) is reported without a fix, so it is not called fixable and `--fix` leaves it; one that settles keeps its fix', () => {
    const swaps = project('swaps', {
      'styles/Swap/Forth.yml': "extends: substitution\nmessage: \"Use '%s' instead of '%s'.\"\nlevel: warning\nignorecase: true\nswap:\n  foo: bar\n  utilize: use\n",
      'styles/Swap/Back.yml': "extends: substitution\nmessage: \"Use '%s' instead of '%s'.\"\nlevel: warning\nignorecase: true\nswap:\n  bar: foo\n",
      'styles/Swap/Ring.yml': "extends: substitution\nmessage: \"Use '%s' instead of '%s'.\"\nlevel: warning\nswap:\n  one: two\n  two: three\n  three: one\n",
      '.vale.ini': 'StylesPath = styles\n[*.mdx]\nBasedOnStyles = Swap\n',
    });
    const text = 'A Foo, a bar and one; utilize it.\n';
    const found = valeLint(swaps, 'a.mdx', text);
    expect(found.findings.map((f) => `${f.column}:${f.ruleId}:${f.fix ? 'fixable' : 'no fix'}`)).toEqual(['3:Swap.Forth:no fix', '10:Swap.Back:no fix', '18:Swap.Ring:no fix', '23:Swap.Forth:fixable']);
    expect(valeLint(swaps, 'a.mdx', text, true).output).toBe('A Foo, a bar and one; use it.\n');
  });

  it('applies globs, MinAlertLevel and the vocabulary', () => {
    const levels = project('levels', { ...STYLE, '.vale.ini': 'StylesPath = styles\nMinAlertLevel = warning\nVocab = Base\n[*.mdx]\nBasedOnStyles = Team\n[skip.mdx]\nTeam.Utilize = NO\n' });
    expect(ids(valeLint(levels, 'e.mdx', 'simply utilize.\n'))).toEqual(['1:8:Team.Utilize']);
    expect(ids(valeLint(levels, 'skip.mdx', 'simply utilize.\n'))).toEqual([]);
    expect(ids(valeLint(levels, 'e.md', 'utilize.\n'))).toEqual([]);
    expect(ids(valeLint(dir, 'f.mdx', '## Deploy on Kubernetes clusters\n'))).toEqual([]);
  });

  it('reports a bad rule file at its line, an unsupported type at its file, and runs the rest', () => {
    const bad = project('bad', {
      ...STYLE,
      'styles/Team/Broken.yml': 'extends: existence\nmessage: x\ntokens: [\n  - a\n',
      'styles/Team/Run.yml': '# Runs Tengo.\nextends: script\nmessage: x\nscript: x\n',
      'styles/Team/Odd.yml': 'message: x\nextends: oddity\n',
      '.vale.ini': 'StylesPath = styles\nMinAlertLevel = suggestion\n[*.mdx]\nBasedOnStyles = Team\n',
    });
    expect(ids(valeLint(bad, 'g.mdx', 'simply.\n'))).toEqual(['1:1:Team.Simply']);
    const problems = valeProblems(valeProjectFor(join(bad, 'g.mdx'), bad) ?? (undefined as never));
    expect(problems.map((p) => `${p.file.slice(bad.length + 1)}:${p.line}:${p.ruleId}:${p.severity}`)).toEqual([
      'styles/Team/Broken.yml:4:vale-config:error',
      'styles/Team/Odd.yml:2:vale-config:error',
      'styles/Team/Run.yml:2:vale-config:warn',
    ]);
    expect(problems[1]?.message).toMatch(/^Unexpected `extends: oddity` in Vale rule `Team.Odd`, expected a rule type docwright runs \(`existence`, .*\): Vale has no such rule type, so the rule does not run$/);
    expect(problems[2]?.message).toMatch(/^Unexpected `extends: script` in Vale rule `Team.Run`, expected a rule type docwright runs \(.*\): a `script` rule runs its Tengo code, and docwright runs no code a project brings, so the rule does not run$/);
  });

  it('warns at a `scope:` line naming blocks docwright never extracts (`title`, `code`, a scope Vale has not), and runs the rule over the scopes it reads', () => {
    const dir = project('unread-scope', {
      ...STYLE,
      'styles/Team/Title.yml': "extends: existence\nmessage: \"'%s' in a title.\"\nscope: title\ntokens:\n  - kettle\n",
      'styles/Team/Mixed.yml': "extends: existence\nmessage: \"'%s' somewhere.\"\nscope:\n  - heading\n  - code\ntokens:\n  - kettle\n",
      'styles/Team/Fine.yml': "extends: existence\nmessage: \"'%s' outside h1.\"\nscope: heading & ~heading.h1\ntokens:\n  - teapot\n",
      '.vale.ini': 'StylesPath = styles\nMinAlertLevel = suggestion\n[*.mdx]\nBasedOnStyles = Team\n',
    });
    expect(ids(valeLint(dir, 'k.mdx', '## The kettle\n\nA kettle, simply.\n'))).toEqual(['1:8:Team.Mixed', '3:11:Team.Simply']);
    const problems = valeProblems(valeProjectFor(join(dir, 'k.mdx'), dir) ?? (undefined as never));
    expect(problems.map((p) => `${p.file.slice(dir.length + 1)}:${p.line}:${p.severity} ${p.message.replace(/ \(`text`.*?…\)/, '')}`)).toEqual([
      'styles/Team/Mixed.yml:5:warn Unexpected `scope: code` in Vale rule `Team.Mixed`, expected a scope docwright reads: docwright extracts no such block from a page, so the rule reads only its other scopes',
      'styles/Team/Title.yml:3:warn Unexpected `scope: title` in Vale rule `Team.Title`, expected a scope docwright reads: docwright extracts no such block from a page, so the rule reads nothing and reports nothing',
    ]);
  });

  it('warns at a `.yaml` rule file, which Vale does not load, and runs the `.yml` rules', () => {
    const dir = project('yaml-ext', {
      ...STYLE,
      'styles/Team/Really.yaml': "extends: existence\nmessage: \"Don't use '%s'.\"\ntokens:\n  - really\n",
      '.vale.ini': 'StylesPath = styles\nMinAlertLevel = suggestion\n[*.mdx]\nBasedOnStyles = Team\n',
    });
    expect(ids(valeLint(dir, 'y.mdx', 'simply really.\n'))).toEqual(['1:1:Team.Simply']);
    const problems = valeProblems(valeProjectFor(join(dir, 'y.mdx'), dir) ?? (undefined as never));
    expect(problems.map((p) => `${p.file.slice(dir.length + 1)}:${p.line}:${p.severity}`)).toEqual(['styles/Team/Really.yaml:1:warn']);
    expect(problems[0]?.message).toBe('Unexpected rule file extension `.yaml` in `Team/Really.yaml`, expected `.yml` (Vale loads only `.yml` rule files), so it does not run');
  });

  it('names a missing style, a rule without a file and each setting it does not apply, at their lines', () => {
    const named = project('named', {
      ...STYLE,
      '.vale.ini': 'StylesPath = styles\nPackages = write-good\nSkippedScopes = pre\nMinAlertLevel = loud\n[formats]\nmdx = md\n[*.mdx]\nBasedOnStyles = Team, write-good\nIgnoredClasses = x\nTeam.Missing = YES\nTeam.Gone = NO\nVale.Spelling = YES\n',
    });
    const problems = valeProblems(valeProjectFor(join(named, 'n.mdx'), named) ?? (undefined as never));
    expect(problems.map((p) => `${p.line}:${p.severity}:${p.message.split(',')[0] ?? ''}`)).toEqual([
      '3:warn:Unexpected Vale setting `SkippedScopes` globally',
      '9:warn:Unexpected Vale setting `IgnoredClasses` in a `[glob]` section',
      '4:error:Unexpected `MinAlertLevel = loud`',
      '8:error:Missing Vale style `write-good`',
      '10:warn:Unexpected Vale rule `Team.Missing`',
    ]);
    // The rules that exist still run.
    expect(ids(valeLint(named, 'n.mdx', 'simply.\n'))).toEqual(['1:1:Team.Simply']);
    const bare = project('bare', { '.vale.ini': '[*]\nBasedOnStyles = Google\n' });
    const missing = valeProblems(valeProjectFor(join(bare, 'b.mdx'), bare) ?? (undefined as never));
    expect(missing.map((p) => `${p.line}:${p.severity}`)).toEqual(['2:error']);
    expect(missing[0]?.message).toContain('no `StylesPath` is set');
  });

  it('leaves out what `TokenIgnores` and `BlockIgnores` match, per section, with the other findings at their places', () => {
    const dir = project('ignores', {
      ...STYLE,
      '.vale.ini':
        'StylesPath = styles\nMinAlertLevel = suggestion\nTokenIgnores = (\\$[^$\\n]+\\$)\n[*.mdx]\nBasedOnStyles = Team\nTokenIgnores = (@@[^@]*@@), (%%[a-z]+%%)\nBlockIgnores = (?s)(IGNORE-START.*?IGNORE-END)\n[other/*.mdx]\nTokenIgnores = (simply)\n',
    });
    const page = 'We $simply$ go, @@ simply @@ here, %%simply%% and simply utilize it.\n\nIGNORE-START\nsimply utilize\nIGNORE-END\n\nThen simply.\n';
    // Only the words outside the spans: `simply` at 1:51, `utilize` at 1:58, `simply` at 7:6 (after the ignored block).
    expect(ids(valeLint(dir, 'a.mdx', page))).toEqual(['1:51:Team.Simply', '1:58:Team.Utilize', '7:6:Team.Simply']);
    // A section's patterns apply to its files only: `other/*.mdx` ignores every `simply`.
    expect(ids(valeLint(dir, 'other/b.mdx', page))).toEqual(['1:58:Team.Utilize']);
    // A pattern that does not compile is an error at its line, and the text it names is checked.
    const bad = project('ignores-bad', { ...STYLE, '.vale.ini': 'StylesPath = styles\n[*.mdx]\nBasedOnStyles = Team\nTokenIgnores = (a[)\n' });
    const problems = valeProblems(valeProjectFor(join(bad, 'a.mdx'), bad) ?? (undefined as never));
    expect(problems.map((p) => `${p.line}:${p.severity}:${p.message.split(':')[0] ?? ''}`)).toEqual(['4:error:Unexpected `TokenIgnores` pattern `(a[)`']);
    expect(ids(valeLint(bad, 'a.mdx', 'We utilize it.\n'))).toEqual(['1:4:Team.Utilize']);
  });

  it("runs Vale's built-in Terms, Avoid, Repetition and Spelling from the vocabulary", () => {
    const vocab = project('vocab', {
      'styles/config/vocabularies/Base/accept.txt': 'Kubernetes\n',
      'styles/config/vocabularies/Base/reject.txt': 'whitelist\n',
      '.vale.ini': 'StylesPath = styles\nVocab = Base\n[*.mdx]\nBasedOnStyles = Vale\n',
    });
    expect(messages(valeLint(vocab, 'v.mdx', 'Run kubernetes on Kubernetes with the the whitelist.\n'))).toEqual([
      "5:Vale.Terms:Use 'Kubernetes' instead of 'kubernetes'.",
      "35:Vale.Repetition:'the' is repeated!",
      "43:Vale.Avoid:Avoid using 'whitelist'.",
    ]);
    expect(valeProjectFor(join(vocab, 'v.mdx'), vocab)?.problems).toEqual([]);
    // Vale.Spelling: a word no dictionary knows, but not one the vocabulary accepts (case ignored), nor code.
    const spelt = valeLint(vocab, 'w.mdx', 'Deploy kubernetes with the `kubectl` tool and the Kubeflow teh operator.\n');
    expect(messages(spelt)).toEqual([
      "8:Vale.Terms:Use 'Kubernetes' instead of 'kubernetes'.",
      "51:Vale.Spelling:Did you really mean 'Kubeflow'?",
      "60:Vale.Spelling:Did you really mean 'teh'?",
    ]);
  });

  it('reads vocabulary entries as patterns with their case rules (`[Oo]pen`, `(?i)`), as Vale does: accepted ones except matches, rejected ones are errors, and only plain terms are offered by Vale.Terms', () => {
    const dir = project('vocab-patterns', {
      'styles/Team/Brand.yml': "extends: existence\nmessage: \"Check '%s'.\"\nlevel: error\nignorecase: true\ntokens:\n  - '\\w*api\\w*'\n  - 'acme\\w*'\n",
      'styles/config/vocabularies/Base/accept.txt': '# brand names\n[Oo]pen[Aa]PI\n(?i)acme\nDocwright\n',
      'styles/config/vocabularies/Base/reject.txt': 'foo[- ]?bar\n',
      '.vale.ini': 'StylesPath = styles\nVocab = Base\n[*.mdx]\nBasedOnStyles = Team\nVale.Avoid = YES\nVale.Terms = YES\nVale.Spelling = YES\n',
    });
    // `Openapi` fails the case of `[Oo]pen[Aa]PI`; `acmeCorp` is no match of `\bacme\b`; `docwright` is the plain term in
    // another case; a pattern is never offered as a spelling, and spelling takes every entry case-insensitively (`Openapi`).
    expect(messages(valeLint(dir, 'v.mdx', 'Use OpenAPI, openAPI, Openapi, ACME and acmeCorp with docwright, not foo-bar.\n'))).toEqual([
      "23:Team.Brand:Check 'Openapi'.",
      "41:Team.Brand:Check 'acmeCorp'.",
      "55:Vale.Terms:Use 'Docwright' instead of 'docwright'.",
      "70:Vale.Avoid:Avoid using 'foo-bar'.",
    ]);
    expect(valeProjectFor(join(dir, 'v.mdx'), dir)?.problems).toEqual([]);
  });

  it("the library's lint runs a user's nested repeat in V8's linear-time engine (no CLI flag), and refuses one that engine cannot run, at the pattern's line", async () => {
    // `x(a+)+y` on `x` and 40 `a`s without a `y` takes 2^40 backtracking steps: without the fallback this lint never ends.
    const nest = 'extends: existence\nmessage: "Nested \'%s\'."\nlevel: error\ntokens:\n  - x(a+)+y\n';
    const dir = project('nested-repeat', {
      'docs.json': '{}',
      '.vale.ini': 'StylesPath = styles\n[*.mdx]\nBasedOnStyles = Team\n',
      'styles/Team/Nest.yml': nest,
      'styles/Team/NestCase.yml': nest.replace('level: error\n', 'level: error\nignorecase: true\n'),
      'a.mdx': `Long x${'a'.repeat(40)}z here, short xaay there.\n`,
    });
    const run = await lint(['a.mdx'], { cwd: dir, workers: 0, rules: {} });
    const found = run.results.flatMap((r) => r.findings.filter((f) => f.ruleId.startsWith('Team.') || f.ruleId === 'vale-config').map((f) => `${f.file.slice(dir.length + 1)}:${f.line}:${f.column}:${f.ruleId}:${f.message}`));
    expect(found.sort()).toEqual([
      "a.mdx:1:61:Team.Nest:Nested 'xaay'.",
      'styles/Team/NestCase.yml:6:1:vale-config:Unexpected pattern in Vale rule `Team.NestCase`: Unexpected nested repeat `(a+)+` with ignoring case (`ignorecase: true`, `(?i)`), expected a pattern that repeats no repeated group (it can take exponential time on a word that almost matches): the rule is not run',
    ]);
  });

  it('runs in lint, reports a rule-file problem once, and re-lints cached pages when a rule changes', async () => {
    const dir = project('engine', { ...STYLE, 'docs.json': '{}', '.vale.ini': 'StylesPath = styles\nMinAlertLevel = suggestion\n[*.mdx]\nBasedOnStyles = Team\n', 'styles/Team/Run.yml': 'extends: script\nmessage: x\n', 'a.mdx': 'simply a.\n', 'b.mdx': 'simply b.\n' });
    const options = { cwd: dir, cache: true, cacheLocation: join(dir, '.cache'), workers: 0, rules: {} } as const;
    const vale = (run: Awaited<ReturnType<typeof lint>>): string[] => run.results.flatMap((r) => r.findings.filter((f) => f.ruleId.includes('.') || f.ruleId === 'vale-config').map((f) => `${f.file.slice(dir.length + 1)}:${f.ruleId}`)).sort();
    const first = await lint(['a.mdx', 'b.mdx'], options);
    expect(vale(first)).toEqual(['a.mdx:Team.Simply', 'b.mdx:Team.Simply', 'styles/Team/Run.yml:vale-config']);
    writeFileSync(join(dir, 'styles/Team/Simply.yml'), 'extends: existence\nmessage: x\ntokens:\n  - never\n');
    expect(vale(await lint(['a.mdx', 'b.mdx'], options)).filter((l) => l.includes('Simply'))).toEqual([]);
  });

  it('evaluates a metric formula over the page and reports at its start', () => {
    const metric = project('metric', {
      'styles/Team/H2s.yml': 'extends: metric\nmessage: "This page has %s H2s."\nformula: heading.h2 + 0 * words\ncondition: "> 1"\n',
      'styles/Team/Long.yml': 'extends: metric\nmessage: "%s words"\nformula: words / (sentences)\ncondition: "> 50"\n',
      '.vale.ini': 'StylesPath = styles\n[*.mdx]\nBasedOnStyles = Team\n',
    });
    const many = valeLint(metric, 'm.mdx', 'Intro.\n\n## One\n\nText here.\n\n## Two\n');
    expect(many.findings.map((f) => `${f.line}:${f.column}:${f.ruleId}:${f.message}`)).toEqual(['1:1:Team.H2s:This page has 2.00 H2s.']);
    expect(ids(valeLint(metric, 'n.mdx', '## One\n\nText.\n'))).toEqual([]);
  });

  it('reads a `sentence` rule one sentence at a time', () => {
    const dir = project('sentence', {
      'styles/Team/StartAnd.yml': "extends: existence\nmessage: \"Don't start with '%s'.\"\nscope: sentence\nnonword: true\ntokens:\n  - '^And\\b'\n",
      '.vale.ini': 'StylesPath = styles\n[*.mdx]\nBasedOnStyles = Team\n',
    });
    expect(ids(valeLint(dir, 's.mdx', 'We go. And then **we** stop! And so on.\n\n## And a heading\n'))).toEqual(['1:8:Team.StartAnd', '1:30:Team.StartAnd', '3:4:Team.StartAnd']);
  });

  it('keeps StylesPath inside the project', () => {
    const outside = project('outside/docs', { '.vale.ini': 'StylesPath = ../../team/styles\n[*.mdx]\nBasedOnStyles = Team\n' });
    const vale = valeProjectFor(join(outside, 'h.mdx'), outside);
    expect(ids(valeLint(outside, 'h.mdx', 'simply.\n'))).toEqual([]);
    expect(vale?.problems.map((p) => p.message)).toEqual(['Unexpected `StylesPath = ../../team/styles` outside the project, expected a folder inside it']);
    const linked = project('linked', { '.vale.ini': 'StylesPath = styles\n[*.mdx]\nBasedOnStyles = Team\n' });
    symlinkSync(join(root, 'team', 'styles'), join(linked, 'styles'));
    expect(ids(valeLint(linked, 'l.mdx', 'simply.\n'))).toEqual([]);
    expect(valeProjectFor(join(linked, 'l.mdx'), linked)?.problems.map((p) => p.message)).toEqual(['Unexpected `StylesPath = styles` outside the project, expected a folder inside it']);
  });

  it('runs a style\'s spelling rule: its filters, ignore list and own dictionaries, read once and only when it runs', () => {
    const before = spellersBuilt();
    const plain = project('no-spelling', { ...STYLE, '.vale.ini': 'StylesPath = styles\n[*.mdx]\nBasedOnStyles = Team\n' });
    valeLint(plain, 'a.mdx', 'Simply teh page.\n');
    expect(spellersBuilt()).toBe(before);
    const dir = project('spelling', {
      'styles/Team/Spelling.yml': "extends: spelling\nmessage: \"Unknown word '%s'.\"\nlevel: warning\nfilters:\n  - '^Acme'\nignore:\n  - Team/ignore.txt\n",
      'styles/Team/ignore.txt': '# product words\nfrobnicate\n',
      'styles/Tiny/Words.yml': 'extends: spelling\nmessage: "Not in the tiny dictionary: %s"\ndicpath: dicts\ndictionaries:\n  - tiny\n',
      'styles/Tiny/Both.yml': 'extends: spelling\nmessage: "Neither: %s"\ndicpath: dicts\ndictionaries:\n  - tiny\nappend: true\n',
      'styles/dicts/tiny.aff': 'SET UTF-8\n',
      'styles/dicts/tiny.dic': '2\nzorblax\nplant\n',
      '.vale.ini': 'StylesPath = styles\n[*.mdx]\nBasedOnStyles = Team, Tiny\n',
    });
    expect(messages(valeLint(dir, 'p.mdx', 'Frobnicate the AcmeWidgt plant and teh zorblax.\n\n```bash\nnpm i wrongg\n```\n'))).toEqual([
      // `Frobnicate` is on Team's ignore list only; `AcmeWidgt` matches its filter; the code block is not prose.
      '1:Tiny.Both:Neither: Frobnicate',
      '1:Tiny.Words:Not in the tiny dictionary: Frobnicate',
      '12:Tiny.Words:Not in the tiny dictionary: the',
      '32:Tiny.Words:Not in the tiny dictionary: and',
      "36:Team.Spelling:Unknown word 'teh'.",
      '36:Tiny.Both:Neither: teh',
      '36:Tiny.Words:Not in the tiny dictionary: teh',
      "40:Team.Spelling:Unknown word 'zorblax'.",
    ]);
    const built = spellersBuilt();
    valeLint(dir, 'q.mdx', 'Another teh page.\n');
    expect(spellersBuilt()).toBe(built);
    expect(valeProjectFor(join(dir, 'p.mdx'), dir)?.problems).toEqual([]);
  });

  it('reports a spelling rule whose dictionary is missing, at its file', () => {
    const dir = project('spelling-missing', {
      'styles/Team/Spelling.yml': 'extends: spelling\ndictionaries:\n  - nowhere\n',
      '.vale.ini': 'StylesPath = styles\n[*.mdx]\nBasedOnStyles = Team\n',
    });
    expect(valeLint(dir, 'p.mdx', 'Teh page.\n').findings).toEqual([]);
    expect(valeProjectFor(join(dir, 'p.mdx'), dir)?.problems.map((p) => p.message)).toEqual(['Unexpected Vale rule `Team.Spelling`: Missing dictionary file `nowhere.aff`']);
  });

  it('warns at a `sequence` rule, which is not run, and runs the rest of its style', () => {
    const dir = project('sequence', {
      'styles/Team/Order.yml': 'extends: sequence\nmessage: x\ntokens:\n  - tag: NN\n',
      'styles/Team/Simply.yml': STYLE['styles/Team/Simply.yml'],
      '.vale.ini': 'StylesPath = styles\nMinAlertLevel = suggestion\n[*.mdx]\nBasedOnStyles = Team\n',
    });
    expect(ids(valeLint(dir, 'p.mdx', 'Run it simply.\n'))).toEqual(['1:8:Team.Simply']);
    const problems = valeProjectFor(join(dir, 'p.mdx'), dir)?.problems ?? [];
    expect(problems.map((p) => [p.line, p.severity, p.message.replace(/ \(`existence`.*?\)/, '')])).toEqual([
      [1, 'warn', "Unexpected `extends: sequence` in Vale rule `Team.Order`, expected a rule type docwright runs: a `sequence` rule needs a part-of-speech tagger giving the Penn Treebank tags of Vale's English model, which docwright does not ship, so the rule does not run"],
    ]);
  });
});

describe('capitalization rules as Vale reads them', () => {
  const ini = 'StylesPath = styles\nVocab = Words\n[*.mdx]\nBasedOnStyles = Case\n';
  const vocab = { 'styles/config/vocabularies/Words/accept.txt': 'Widget Maker Pro\nzeta\n' };
  const headings = (dir: string, text: string): string[] => valeLint(dir, 'a.mdx', text).findings.map((f) => `${f.line}:${f.message}`);

  it('$title, Chicago: an exception kept anywhere in a word (`alpha,`), hyphen halves as words, upper-case words pass', () => {
    const dir = project('cap-title', {
      ...vocab,
      '.vale.ini': ini,
      'styles/Case/Title.yml': "extends: capitalization\nmessage: \"'%s' should be '%s'\"\nscope: heading\nmatch: $title\nstyle: Chicago\nexceptions:\n  - alpha\n",
    });
    const text = '# alpha, Beta, and Gamma Go Home\n\n## zeta-zeta\n\n## THE API ROUTES\n\n## Going through the Fields of Gold\n\n## the quick brown fox jumps over the lazy dog\n';
    expect(headings(dir, text)).toEqual(["9:'the quick brown fox jumps over the lazy dog' should be 'The Quick Brown Fox Jumps over the Lazy Dog'"]);
  });

  it('$sentence: a prefix left out, a numbered first word, multi-word exceptions as one word, a threshold', () => {
    const dir = project('cap-sentence', {
      ...vocab,
      '.vale.ini': ini,
      'styles/Case/Sentence.yml': "extends: capitalization\nmessage: \"'%s' should be sentence-cased\"\nscope: heading\nmatch: $sentence\nprefix: '^[a-z]\\.\\s'\nexceptions:\n  - Nimbus Cloud\n",
      'styles/Case/Strict.yml': "extends: capitalization\nmessage: \"'%s' is not sentence case at 0.9\"\nscope: heading.h3\nmatch: $sentence\nthreshold: 0.9\n",
    });
    const text = '# 1. A numbered heading\n\n## b. A lettered heading\n\n## B. A lettered heading\n\n## Run Nimbus Cloud jobs\n\n## Build with Widget Maker Pro\n\n### Notes about the GitHub docs\n';
    expect(headings(dir, text)).toEqual(["5:'B. A lettered heading' should be sentence-cased", "11:'Notes about the GitHub docs' is not sentence case at 0.9"]);
  });
});

describe('the raw scope as Vale reads it', () => {
  it('reads the page as written (markup, code), past the comments, with capture groups and one-line messages', () => {
    const dir = project('raw-scope', {
      '.vale.ini': 'StylesPath = styles\n[*.mdx]\nBasedOnStyles = Raw\n',
      'styles/Raw/Fence.yml': "extends: existence\nmessage: 'Unexpected fence \"%s\"'\nscope: raw\nnonword: true\nraw:\n  - '```(sh\\n|js\\n)'\n",
      'styles/Raw/Into.yml': "extends: substitution\nmessage: \"Use '%s' instead of '%s'.\"\nscope: raw\nignorecase: true\ncapitalize: true\nswap:\n  'go in(?: )?to the (.*) folder': go to the $1 folder\n",
    });
    const text = '{/* vale Raw.Into = NO */}\n\nGo into the `/etc` folder.\n\n```sh\nls\n```\n';
    expect(messages(valeLint(dir, 'a.mdx', text))).toEqual(["1:Raw.Into:Use 'Go to the `/etc` folder' instead of 'Go into the `/etc` folder'.", '1:Raw.Fence:Unexpected fence "```sh "']);
  });
});
