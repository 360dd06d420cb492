// A `.jsx` snippet read as one JavaScript module (src/parse/jsx-module.ts), as Mintlify reads it.
import { describe, expect, test } from '@jest/globals';
import { parseJsxModule } from '../../src/parse/jsx-module.js';

describe('parseJsxModule', () => {
  test('the whole file is one ESM node: helpers it does not export, comments and blank lines inside functions are code', () => {
    const text = "// A gauge.\nconst unit = 'kPa';\n\nexport const Gauge = ({ value }) => {\n  const shown = `${value} ${unit}`;\n\n  return <meter value={value}>{shown}</meter>;\n};\n";
    const page = parseJsxModule('/p/snippets/gauge.jsx', text);
    expect(page.error).toBeUndefined();
    expect(page.tree.children).toHaveLength(1);
    const [node] = page.tree.children;
    expect(node?.type).toBe('mdxjsEsm');
    const body = node?.type === 'mdxjsEsm' ? (node.data?.estree?.body ?? []) : [];
    expect(body.map((statement) => statement.type)).toEqual(['VariableDeclaration', 'ExportNamedDeclaration']);
  });

  test('a file that is not JavaScript is an error at its line and column', () => {
    const page = parseJsxModule('/p/snippets/broken.jsx', 'export const Gauge = () => (\n  <div>\n);\n');
    expect(page.tree.children).toEqual([]);
    // Where acorn stops: the `<div>` is never closed.
    expect(page.error).toEqual({ line: 2, column: 8, message: 'Unexpected JavaScript in a `.jsx` snippet (Unterminated JSX contents), expected a module Mintlify can read: its components are not rendered' });
  });
});
