// Which custom components are interactive (src/render/safety/sandbox/compile.ts `isInteractive`):
// those a reader's browser would run differently from their first drawing.
import { describe, expect, test } from '@jest/globals';
import { compileEsm, isInteractive } from '../../../../src/render/safety/sandbox/compile.js';
import { parseJsxModule } from '../../../../src/parse/jsx-module.js';

/** The compiled program of a `.jsx` file's text. */
function compiled(text: string): ReturnType<typeof compileEsm> {
  const node = parseJsxModule('/p/snippets/x.jsx', text).tree.children[0];
  const program = node?.type === 'mdxjsEsm' ? node.data?.estree : undefined;
  if (!program) throw new Error('Missing program');
  return compileEsm([program]);
}

describe('isInteractive', () => {
  test('state, effects and event handlers that are code make a component interactive', () => {
    expect(isInteractive(compiled('export const A = () => { const [n] = useState(1); return <b>{n}</b>; };'), 'A')).toBe(true);
    expect(isInteractive(compiled('export const A = () => { useEffect(() => {}, []); return <b />; };'), 'A')).toBe(true);
    expect(isInteractive(compiled('export const A = ({ go }) => <button onClick={go}>Go</button>;'), 'A')).toBe(true);
  });

  test('through a helper of the file it reaches, exported or not', () => {
    const file = compiled('const Inner = () => { const [n, setN] = useReducer((x) => x + 1, 0); return <i>{n}</i>; };\nexport const Outer = () => <div><Inner /></div>;\nexport const Plain = () => <p>Plain</p>;');
    expect(isInteractive(file, 'Outer')).toBe(true);
    expect(isInteractive(file, 'Plain')).toBe(false);
  });

  test('markup, props and an `onClick` written as a string are not', () => {
    expect(isInteractive(compiled('export const Link = ({ href, children }) => <a href={href}>{children}</a>;'), 'Link')).toBe(false);
    expect(isInteractive(compiled('export const Sneaky = () => <a onClick="steal()">Sneaky</a>;'), 'Sneaky')).toBe(false);
  });
});
