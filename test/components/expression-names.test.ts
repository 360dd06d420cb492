// The names an MDX expression reads (src/components/expression-names.ts).
import { describe, expect, test } from '@jest/globals';
import { parsePage } from '../../src/parse/index.js';
import { esmBindings, freeIdentifiers, undefinedNames } from '../../src/components/expression-names.js';
import type { Program } from 'estree-jsx';

/** The program of the page's first expression in text. */
function program(expression: string): Program {
  const { tree } = parsePage({ path: 'page.mdx', value: `${expression}\n` });
  const node = tree.children[0];
  const estree = node?.type === 'mdxFlowExpression' ? node.data?.estree : undefined;
  if (!estree) throw new Error(`No expression in ${expression}`);
  return estree;
}

const names = (expression: string, evaluated = false): string[] => freeIdentifiers(program(expression), evaluated).map((id) => id.name);

describe('freeIdentifiers', () => {
  test('member names, object keys and what the expression declares are not read', () => {
    expect(names('{user.profile[key]}')).toEqual(['user', 'key']);
    expect(names('{({ label: text, count, [dynamic]: 1 })}')).toEqual(['text', 'count', 'dynamic']);
    expect(names('{items.map(({ name }, index) => name + index + suffix)}')).toEqual(['items', 'suffix']);
    expect(names('{typeof gtag === "function" && ready}')).toEqual(['ready']);
  });

  test('with `evaluated`, what functions read is left out: an event handler runs when clicked', () => {
    expect(names('{items.map((item) => format(item))}', true)).toEqual(['items']);
    expect(names('{() => track(event)}', true)).toEqual([]);
  });
});

describe('undefinedNames', () => {
  test('the page\'s imports and exports, the MDX scope and the globals are defined; the rest is not', () => {
    const { tree } = parsePage({ path: 'page.mdx', value: "import { plan } from '/snippets/plans.mdx';\nimport * as icons from '/snippets/icons.mdx';\n\nexport const region = 'eu';\n\nexport function total() { return 1; }\n" });
    const bindings = esmBindings(tree);
    expect([...bindings].sort()).toEqual(['icons', 'plan', 'region', 'total']);
    const missing = (expression: string): string[] => undefinedNames(program(expression), bindings).map((id) => id.name);
    expect(missing('{[plan, region, total(), icons.a, Math.max(1), JSON.stringify(props), pageMetadata.title, window.location]}')).toEqual([]);
    expect(missing('{id}')).toEqual(['id']);
    expect(missing('{entity_id + entity_id + other.x}')).toEqual(['entity_id', 'other']);
  });
});
