import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Nodes } from 'mdast';
import { parsePage } from '../../src/parse/index.js';
import { walkTypes } from '../../src/parse/walk.js';
import { forgetProjectVariables, originalOffset, projectVariables, sanitizeVariableValue, substituteVariables } from '../../src/parse/variables.js';

const variables = { product: 'Acme Cloud', ver: '2.0', 'api-url': 'https://api.example.com' };

/** The first node of a type, with its start as `line:column` and the file's text at its position. */
function first(text: string, type: Nodes['type'], options: Parameters<typeof parsePage>[1] = { variables }): { at: string; source: string; node: Nodes } {
  const parsed = parsePage({ path: 'page.mdx', value: text }, options);
  let found: Nodes | undefined;
  walkTypes(parsed.tree, [type], (node: Nodes) => {
    found ??= node;
  });
  if (!found?.position) throw new Error(`no ${type}`);
  const { start, end } = found.position;
  return { at: `${start.line}:${start.column}`, source: text.slice(start.offset, end.offset), node: found };
}

describe('substituteVariables', () => {
  it('replaces what Mintlify matches, spaces and hyphens included, and leaves unknown names as written', () => {
    const done = substituteVariables('A {{product}}, {{ ver }}, {{api-url}} and {{nope}}.', variables);
    expect(done?.text).toBe('A Acme Cloud, 2.0, https://api.example.com and {{nope}}.');
  });

  it('leaves the front matter as written (Mintlify reads the metadata from the raw page)', () => {
    const done = substituteVariables('---\ntitle: "{{product}}"\n---\n\n{{product}}\n', variables);
    expect(done?.text).toBe('---\ntitle: "{{product}}"\n---\n\nAcme Cloud\n');
  });

  it('replaces nothing without variables or references', () => {
    expect(substituteVariables('{{product}}', undefined)).toBeUndefined();
    expect(substituteVariables('no braces', variables)).toBeUndefined();
    expect(substituteVariables('{{nope}}', variables)).toBeUndefined();
  });

  it('maps offsets after and inside a replacement back to the file', () => {
    const done = substituteVariables('ab {{ver}} cd', variables);
    if (!done) throw new Error('not replaced');
    expect(done.text).toBe('ab 2.0 cd');
    expect(originalOffset(done, 2)).toBe(2);
    expect(originalOffset(done, 3)).toBe(3);
    expect(originalOffset(done, 6)).toBe(10);
    expect(originalOffset(done, 7)).toBe(11);
    expect(originalOffset(done, 4)).toBeGreaterThanOrEqual(3);
    expect(originalOffset(done, 4)).toBeLessThan(10);
  });
});

describe('sanitizeVariableValue', () => {
  it('removes HTML tags, and executable elements with their content, as Mintlify does', () => {
    expect(sanitizeVariableValue('Acme <b>Pro</b>')).toBe('Acme Pro');
    expect(sanitizeVariableValue('<script>alert(1)</script>safe')).toBe('safe');
    expect(sanitizeVariableValue('a<img src=x onerror=alert(1)>b')).toBe('ab');
    expect(sanitizeVariableValue('a < b')).toBe('a ');
  });

  it('keeps Markdown, which the page parse then reads', () => {
    expect(sanitizeVariableValue('**bold** & more')).toBe('**bold** & more');
  });
});

describe('parsePage with variables', () => {
  it('parses the replaced text: a value becomes text, a code block holds it too', () => {
    const text = 'Use {{product}}.\n\n```bash\ninstall {{product}}\n```\n';
    expect(first(text, 'paragraph').node).toMatchObject({ children: [{ type: 'text', value: 'Use Acme Cloud.' }] });
    expect(first(text, 'code').node).toMatchObject({ value: 'install Acme Cloud' });
  });

  it('keeps positions in the file after a replacement on the same line and on later lines', () => {
    const text = 'See {{product}} and [the guide](/guide) or {{nope}}.\n\nThen {{ver}} **bold** here.\n';
    expect(first(text, 'link')).toMatchObject({ at: '1:21', source: '[the guide](/guide)' });
    expect(first(text, 'mdxTextExpression')).toMatchObject({ at: '1:44', source: '{{nope}}' });
    expect(first(text, 'strong')).toMatchObject({ at: '3:14', source: '**bold**' });
  });

  it('maps a node made of a value to its `{{name}}`', () => {
    const text = 'Hello\n\n<Card title="{{product}}">x</Card> {{ver}}\n';
    const card = first(text, 'mdxJsxTextElement');
    expect(card.at).toBe('3:1');
    expect(card.node).toMatchObject({ attributes: [{ name: 'title', value: 'Acme Cloud' }] });
  });

  it('maps the estree of an expression after a replacement back to the file', () => {
    const text = '{{ver}} {nope}\n';
    const { node } = first(text, 'mdxTextExpression');
    const program = node.type === 'mdxTextExpression' ? node.data?.estree : undefined;
    expect((program as { start?: number } | null | undefined)?.start).toBe(9);
    expect(program?.loc?.start).toMatchObject({ line: 1, column: 9 });
  });

  it('maps a syntax error after a replacement back to the file', () => {
    const parsed = parsePage({ path: 'page.mdx', value: 'A {{product}} B\n\n{{ver}} <Card\n' }, { variables });
    expect(parsed.error).toBeDefined();
    expect(parsed.error?.line).toBe(3);
    expect(String(parsed.file.value)).toBe('A {{product}} B\n\n{{ver}} <Card\n');
  });

  it('reads a value\'s Markdown with the page, and its HTML not at all', () => {
    const { node } = first('Try {{v}} now.\n', 'paragraph', { variables: { v: '**Pro** <script>alert(1)</script><i>x</i>' } });
    expect(node).toMatchObject({ children: [{ type: 'text', value: 'Try ' }, { type: 'strong' }, { type: 'text', value: ' x now.' }] });
  });

  it('replaces nothing with `variables: null`', () => {
    expect(first('{{product}}\n', 'mdxFlowExpression', { variables: null }).source).toBe('{{product}}');
  });
});

describe('projectVariables', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'dw-variables-'));
    forgetProjectVariables();
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the string variables of the nearest docs.json up, again when it changes', () => {
    writeFileSync(join(dir, 'docs.json'), JSON.stringify({ name: 'x', variables: { product: 'Acme', count: 3 } }));
    const page = join(dir, 'guide', 'page.mdx');
    expect(projectVariables(page)).toEqual({ product: 'Acme' });
    writeFileSync(join(dir, 'docs.json'), JSON.stringify({ name: 'x', variables: { product: 'Acme Cloud' } }));
    utimesSync(join(dir, 'docs.json'), new Date(), new Date(Date.now() + 5000));
    expect(projectVariables(page)).toEqual({ product: 'Acme Cloud' });
    expect(parsePage({ path: page, value: 'Hi {{product}}\n' }).tree).toMatchObject({ children: [{ children: [{ value: 'Hi Acme Cloud' }] }] });
  });

  it('reads none for a relative path, a project without variables, or a broken docs.json', () => {
    expect(projectVariables('page.mdx')).toBeUndefined();
    writeFileSync(join(dir, 'docs.json'), '{ "name": ');
    expect(projectVariables(join(dir, 'page.mdx'))).toBeUndefined();
  });
});
