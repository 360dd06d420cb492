import { describe, expect, it } from '@jest/globals';
import { parseCodeMeta, unreadOptions } from '../../src/components/code-meta.js';
import { codeFlag, codeTitle } from '../../src/render/page/highlight.js';
import { testMapping } from '../support/table.js';

describe('codeTitle', () => {
  it('keeps `highlight={…}` and `focus={…}` out of the title', () => {
    expect(codeTitle('app.ts highlight={1-2,5}')).toBe('app.ts');
    expect(codeTitle('focus={3} app.ts')).toBe('app.ts');
    expect(codeTitle('highlight={1-2,5}')).toBeUndefined();
  });

  it('drops flag options and `icon="…"`', () => {
    expect(codeTitle('app.ts icon="js" lines wrap expandable nocopy twoslash')).toBe('app.ts');
  });

  it('reads `title="…"` and `{1,3}` ranges as before', () => {
    expect(codeTitle('title="My file" lines')).toBe('My file');
    expect(codeTitle('app.js {1-2}')).toBe('app.js');
  });
});

describe('codeFlag', () => {
  it('finds `nocopy` only as a whole word', () => {
    expect(codeFlag('app.ts nocopy', 'nocopy')).toBe(true);
    expect(codeFlag('nocopy-file.ts', 'nocopy')).toBe(false);
    expect(codeFlag(undefined, 'nocopy')).toBe(false);
  });
});

describe('parseCodeMeta', () => {
  it('reads every option in Mintlify’s spellings: bare, quoted, in braces, unquoted lists', () => {
    const meta = parseCodeMeta('HelloWorld.java example icon=java lang="kotlin" lines focus=2,4,5 highlight="[1,3]" wrap expandable nocopy twoslash');
    expect(meta).toEqual({
      title: 'HelloWorld.java example',
      icon: 'java',
      lang: 'kotlin',
      highlight: new Set([1, 3]),
      focus: new Set([2, 4, 5]),
      lines: true,
      wrap: true,
      expandable: true,
      nocopy: true,
      twoslash: true,
    });
    expect(parseCodeMeta('Line focusing focus={2,4-5} highlight={1-2,5}')).toMatchObject({ title: 'Line focusing', focus: new Set([2, 4, 5]), highlight: new Set([1, 2, 5]) });
    expect(parseCodeMeta('title="No copy example" nocopy="false" lines={true} wrap=false')).toMatchObject({ title: 'No copy example', nocopy: false, lines: true, wrap: false });
    expect(parseCodeMeta('html highlight="4"').highlight).toEqual(new Set([4]));
    expect(parseCodeMeta('title={"Beds"} icon={\'leaf\'} theme={null}')).toMatchObject({ title: 'Beds', icon: 'leaf' });
  });

  it('keeps a huge range bounded', () => {
    expect(parseCodeMeta('{1-99999999}').highlight.size).toBe(10_001);
    expect(parseCodeMeta('focus={0,x,3-2}').focus).toEqual(new Set());
  });
});

describe('titles that look like options', () => {
  testMapping('drops Mintlify’s option words from a title, bare too, as Mintlify does (it used to keep `highlight` and `focus`): %j is %j', codeTitle, [
    ['Custom highlight color', 'Custom color'],
    ['Stay in focus lines', 'Stay in'],
    ['Custom image icon examples', 'Custom image examples'],
    ['Example title', 'Example'],
    ['Pick a theme', 'Pick a'],
  ]);

  it('reads an option word in any case but drops only its own spelling from the title', () => {
    expect(parseCodeMeta('Expandable example')).toMatchObject({ title: 'Expandable example', expandable: true });
    expect(parseCodeMeta('Wrap noCopy')).toMatchObject({ title: 'Wrap noCopy', wrap: true, nocopy: true });
    expect(parseCodeMeta('Highlight reel')).toMatchObject({ title: 'Highlight reel', expandable: false, wrap: false });
  });
});

describe('bracketed options', () => {
  it('reads `[expandable]` (Mintlify’s spelling) as the option, never as the title', () => {
    expect(parseCodeMeta('[expandable]')).toMatchObject({ title: undefined, expandable: true });
    expect(parseCodeMeta('/snippets/colors.jsx [expandable]')).toMatchObject({ title: '/snippets/colors.jsx', expandable: true });
    // Any case is read, only Mintlify's own spelling leaves the title.
    expect(parseCodeMeta('[Expandable]')).toMatchObject({ title: '[Expandable]', expandable: true });
  });

  it('reads no other flag in brackets: `[wrap]` is title text and sets nothing, as Mintlify shows it', () => {
    expect(parseCodeMeta('[lines] [wrap]')).toMatchObject({ title: '[lines] [wrap]', lines: false, wrap: false });
    expect(parseCodeMeta('[expandable] [nocopy]')).toMatchObject({ title: '[nocopy]', expandable: true, nocopy: false });
    expect(parseCodeMeta('run.sh [twoslash]')).toMatchObject({ title: 'run.sh [twoslash]', twoslash: false });
  });

  it('keeps a bracketed word that is no option in the title', () => {
    expect(codeTitle('Setup [beta]')).toBe('Setup [beta]');
  });

  it('leaves a bare quoted string or `/regex/` out of the title (Mintlify reads it as an option without a key), but not a path or an apostrophe', () => {
    expect(codeTitle('"Install the CLI"')).toBeUndefined();
    expect(codeTitle("'Install' setup.sh")).toBe('setup.sh');
    expect(codeTitle('server.js "listen"')).toBe('server.js');
    expect(codeTitle('/todo/ tasks.py')).toBe('tasks.py');
    expect(codeTitle('/src/app.js')).toBe('/src/app.js');
    expect(codeTitle("Don't panic")).toBe("Don't panic");
    expect(codeTitle('Say "hi"there')).toBe('Say "hi"there');
  });
});

describe('an unquoted `key=value` that is none of Mintlify’s options', () => {
  it('stays in the title, as Mintlify’s meta parser leaves it there; a quoted one and Mintlify’s own keys do not', () => {
    expect(codeTitle('filename=brew.js')).toBe('filename=brew.js');
    expect(codeTitle('Brewing steps=3 lines')).toBe('Brewing steps=3');
    expect(codeTitle('filename="brew.js"')).toBeUndefined();
    expect(parseCodeMeta('Pot icon=mug-hot focus=2,3 wrap=true')).toMatchObject({ title: 'Pot', icon: 'mug-hot', focus: new Set([2, 3]), wrap: true });
    expect(parseCodeMeta('title="Pot" filename=brew.js').title).toBe('Pot');
  });
});

describe('unreadOptions', () => {
  it('lists the quoted or braced options no code block reads, once each; not an unquoted one, nor a mermaid block’s own', () => {
    expect(unreadOptions('brew.js filename="brew.js" lines path={"/x"} filename=\'b\'')).toEqual(['filename', 'path']);
    expect(unreadOptions('filename=brew.js title="Brew" icon="mug-hot" highlight={1}')).toEqual([]);
    // Mintlify's code block has no theme option: a fence's `theme="…"`, in any case, is not read.
    expect(unreadOptions('title="Brew" Theme="x"')).toEqual(['Theme']);
    expect(unreadOptions('placement="top-left" actions={false}', 'mermaid')).toEqual([]);
    expect(unreadOptions('placement="top-left"', 'js')).toEqual(['placement']);
  });
});

describe('quoted titles as Mintlify’s meta parser reads them', () => {
  it('ends a quoted value at its quote before a space or the end, so quotes inside stay (Markdown has taken the backslashes away)', () => {
    expect(codeTitle('title="boil "fast".sh" lines')).toBe('boil "fast".sh');
    expect(codeTitle('title="The "teapot"-script" lines')).toBe('The "teapot"-script');
    // A quote before a space ends it, as on Mintlify: the rest is neither title nor option.
    expect(codeTitle('title="The "teapot" script" lines')).toBe('The "teapot');
    expect(parseCodeMeta('title="a "b" c" icon="mug"').icon).toBe('mug');
  });

  it('keeps an escaped quote or backslash inside a quoted value, minus its backslash', () => {
    expect(codeTitle('title="The \\"teapot\\" script"')).toBe('The "teapot" script');
    expect(codeTitle("lines title='Brewer\\'s log'")).toBe("Brewer's log");
    expect(codeTitle('title="C:\\\\kettle\\\\boil.bat"')).toBe('C:\\kettle\\boil.bat');
  });

  it('reads an option with spaces around its `=`', () => {
    expect(codeTitle('title = "Kettle setup" wrap')).toBe('Kettle setup');
    expect(parseCodeMeta('icon = "mug" brew.sh').icon).toBe('mug');
  });

  it('takes the last value of a key written twice', () => {
    expect(codeTitle('title="first.sh" title="second.sh"')).toBe('second.sh');
  });
});
