// Odd but valid MDX never crashes a rule, and components are found wherever they sit.
import { describe, expect, test } from '@jest/globals';
import { presets } from '../../presets/index.js';
import { verifyText } from '../../src/lint/verify-text.js';

const lint = async (text: string, filePath = 'page.mdx'): Promise<string[]> =>
  (await verifyText(text, { filePath, rules: presets.strict.rules })).findings
    .filter((f) => f.ruleId.startsWith('component-'))
    .map((f) => `${f.line}:${f.column} ${f.ruleId}`);

describe('odd input', () => {
  test.each([
    ['a fragment', '<>\n  Text.\n</>\n'],
    ['empty containers', '<Steps />\n\n<Tabs></Tabs>\n\n<CodeGroup></CodeGroup>\n'],
    ['spreads and expressions', '<Card {...props} />\n\n<CardGroup cols={columns.length}>\n  <Card title={`A ${b}`} />\n</CardGroup>\n'],
    ['namespaced and member names', '<svg:rect />\n\n<Foo.Bar.Baz />\n'],
    ['an expression child', '<Steps>\n  {items.map((item) => <Step title={item}>{item}</Step>)}\n</Steps>\n'],
    ['a Markdown page', '<Acordion>\n'],
  ])('%s does not crash', async (_name, text) => {
    await expect(lint(text, _name === 'a Markdown page' ? 'page.md' : 'page.mdx')).resolves.toBeInstanceOf(Array);
  });

  test('a text that is not a string is a clear TypeError from the library, not a crash inside it', async () => {
    const notText = 42 as unknown as string;
    await expect(verifyText(notText)).rejects.toThrow(new TypeError('Unexpected `number` as the text, expected a string'));
    await expect(verifyText(null as unknown as string)).rejects.toThrow('Unexpected `null` as the text, expected a string');
  });

  test('components in lists, tables and callouts are checked', async () => {
    const text = ['- <Badge colour="red">New</Badge>', '', '| A | B |', '| - | - |', '| <Icon icon="check" size="2" /> | x |', '', '<Note>', '  <Acordion title="x">y</Acordion>', '</Note>', ''].join('\n');
    expect(await lint(text)).toEqual(['1:10 component-attribute-known', '5:22 component-attribute-type', '8:3 component-known']);
  });

  test('one-line components inside paragraphs keep their parent', async () => {
    expect(await lint('<Tabs><Tab title="a">A</Tab><Tab title="b">B</Tab></Tabs>\n')).toEqual([]);
  });

  test('a spread switches off unknown and missing attribute checks only', async () => {
    expect(await lint('<Steps>\n  <Step {...step} whatever="x" />\n</Steps>\n')).toEqual([]);
    expect(await lint('<CardGroup {...props} cols="two" />\n')).toEqual(['1:23 component-attribute-type']);
  });
});
