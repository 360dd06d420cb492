// Expressions read from their estree without running them (src/render/page/evaluate.ts).
import { describe, expect, test } from '@jest/globals';
import { parsePage } from '../../../src/parse/index.js';
import { evaluateProgram, shownText, type Binding, type Evaluation } from '../../../src/render/page/evaluate.js';

/** The value of the first `{…}` of `text` with `values` in scope. */
function evaluate(text: string, values: Record<string, Binding> = {}): Evaluation {
  const { tree } = parsePage({ path: 'page.mdx', value: `${text}\n` });
  const paragraph = tree.children[0];
  const node = paragraph?.type === 'mdxFlowExpression' ? paragraph : paragraph?.type === 'paragraph' ? paragraph.children.find((child) => child.type === 'mdxTextExpression') : undefined;
  const program = node?.data?.estree;
  if (!program) throw new Error(`No expression in ${text}`);
  return evaluateProgram(program, (name) => (Object.hasOwn(values, name) ? (values[name] as Binding) : { kind: 'unknown' }));
}

const value = (v: Extract<Binding, { kind: 'value' }>['value']): Binding => ({ kind: 'value', value: v });

describe('evaluateProgram', () => {
  test('template literals keep their dollar signs and fill their holes', () => {
    expect(evaluate('{`costs $5`}')).toEqual({ ok: true, value: 'costs $5' });
    expect(evaluate('{`${a} and $b, $${n / 2}`}', { a: value('A'), n: value(9) })).toEqual({ ok: true, value: 'A and $b, $4.5' });
  });

  test('member access on objects, arrays and strings, with `length` and optional chains', () => {
    const kettle = value({ name: 'Brass', sizes: [1, 2], nested: { deep: 'yes' } });
    expect(evaluate('{kettle.name}', { kettle })).toEqual({ ok: true, value: 'Brass' });
    expect(evaluate('{kettle.sizes.length + kettle.sizes[1]}', { kettle })).toEqual({ ok: true, value: 4 });
    expect(evaluate("{kettle['nested'].deep}", { kettle })).toEqual({ ok: true, value: 'yes' });
    expect(evaluate('{kettle.name.length}', { kettle })).toEqual({ ok: true, value: 5 });
    expect(evaluate('{kettle.lid?.colour}', { kettle })).toEqual({ ok: true, value: undefined });
    expect(evaluate('{kettle.lid.colour}', { kettle })).toEqual({ ok: false, kind: 'code', reason: '`.colour` of `undefined`' });
    expect(evaluate('{kettle.sizes.map}', { kettle })).toEqual({ ok: false, kind: 'code', reason: '`.map` of an array' });
    expect(evaluate('{lid?.colour}', { lid: value(undefined) })).toEqual({ ok: true, value: undefined });
  });

  test('operators, conditionals, arrays, objects and spreads', () => {
    const n = value(3);
    expect(evaluate("{n > 2 ? 'many' : 'few'}", { n })).toEqual({ ok: true, value: 'many' });
    expect(evaluate("{n === 3 && 'three'}", { n })).toEqual({ ok: true, value: 'three' });
    expect(evaluate('{null ?? -n}', { n })).toEqual({ ok: true, value: -3 });
    expect(evaluate('{[...list, n].length}', { n, list: value([1, 2]) })).toEqual({ ok: true, value: 3 });
    expect(evaluate('{({ ...o, b: 2 }).a}', { o: value({ a: 1 }) })).toEqual({ ok: true, value: 1 });
    expect(evaluate('{typeof nowhere}')).toEqual({ ok: true, value: 'undefined' });
  });

  test('a name defined nowhere, and code, are told apart', () => {
    expect(evaluate('{id}')).toEqual({ ok: false, kind: 'undefined', name: 'id' });
    expect(evaluate('{fmt(1)}', { fmt: { kind: 'code' } })).toMatchObject({ ok: false, kind: 'code' });
    expect(evaluate('{list.map((x) => x)}', { list: value([1]) })).toMatchObject({ ok: false, kind: 'code' });
    expect(evaluate('{<b>bold</b>}')).toMatchObject({ ok: false, kind: 'code' });
  });

  test('nothing of a prototype is reachable', () => {
    const o = value({ a: 1 });
    for (const key of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) expect(evaluate(`{o.${key}}`, { o })).toMatchObject({ ok: false, kind: 'code' });
    expect(evaluate('{s.constructor}', { s: value('x') })).toMatchObject({ ok: false, kind: 'code' });
    // A computed `__proto__` key is an own property, as in JavaScript: no prototype is set.
    expect(evaluate("{({ ['__proto__']: { polluted: 1 } }).polluted}")).toEqual({ ok: true, value: undefined });
    expect(evaluate("{({ ['__proto__']: { polluted: 1 } })}")).toEqual({ ok: true, value: JSON.parse('{"__proto__":{"polluted":1}}') as unknown });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('shownText', () => {
  test('what React shows for each kind of value', () => {
    expect(shownText('a')).toBe('a');
    expect(shownText(2)).toBe('2');
    expect(shownText(true)).toBe('');
    expect(shownText(null)).toBe('');
    expect(shownText(undefined)).toBe('');
    expect(shownText(['a', 1, false, ['b']])).toBe('a1b');
    expect(shownText({ a: 1 })).toBeUndefined();
  });
});
