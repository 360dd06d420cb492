// A JavaScript or TypeScript module read as data, never run: the value it exports (`module.exports =`,
// `export default`, a `const` it names), made of objects, arrays, strings, numbers, booleans and `null`, with
// TypeScript's type annotations, `as`/`satisfies` and `import` lines passed over. A JSON file is read the same way.
// What is not plain data (a call, a spread, a function, a name bound to nothing readable) is an `unreadable` node
// with its text and position, so the caller can name it; reading goes on after it. `docwright migrate` reads a
// Docusaurus `sidebars.js` with it: the file is its author's code and is never executed.

/** Where a node starts (1-based). */
export interface At {
  line: number;
  column: number;
}

export type DataNode =
  | { kind: 'string'; value: string; at: At }
  | { kind: 'number'; value: number; at: At }
  | { kind: 'boolean'; value: boolean; at: At }
  | { kind: 'null'; at: At }
  | { kind: 'array'; items: DataNode[]; at: At }
  /** `unread`: what the object holds that is no `key: value` (a spread, a method, a computed key). */
  | { kind: 'object'; entries: { key: string; value: DataNode; at: At }[]; unread: Unreadable[]; at: At }
  | Unreadable;

/** A part that is not plain data: its text as written (shortened past 60 characters) and where it starts. */
export interface Unreadable {
  kind: 'unreadable';
  text: string;
  at: At;
}

interface Token {
  type: 'punct' | 'string' | 'number' | 'name' | 'template' | 'other';
  text: string;
  /** The value of a string or template token. */
  value?: string;
  start: number;
  end: number;
}

const PUNCT = ['...', '=>', '{', '}', '[', ']', '(', ')', ',', ':', ';', '=', '<', '>', '.', '?', '|', '&', '-', '+'];

/** The tokens of `text`, comments left out; a string or template that does not end runs to the end of the text. */
function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i] ?? '';
    if (/\s/.test(c)) {
      i++;
    } else if (text.startsWith('//', i)) {
      const end = text.indexOf('\n', i);
      i = end === -1 ? text.length : end;
    } else if (text.startsWith('/*', i)) {
      const end = text.indexOf('*/', i + 2);
      i = end === -1 ? text.length : end + 2;
    } else if (c === '"' || c === "'" || c === '`') {
      let j = i + 1;
      let value = '';
      let plain = true;
      while (j < text.length && text[j] !== c) {
        if (text[j] === '\\') {
          const next = text[j + 1] ?? '';
          value += ({ n: '\n', t: '\t', r: '\r', '\n': '' } as Partial<Record<string, string>>)[next] ?? next;
          j += 2;
        } else {
          if (c === '`' && text.startsWith('${', j)) plain = false;
          value += text[j] ?? '';
          j++;
        }
      }
      const end = Math.min(j + 1, text.length);
      tokens.push({ type: c === '`' && !plain ? 'template' : 'string', text: text.slice(i, end), value, start: i, end });
      i = end;
    } else if (/[0-9]/.test(c) || (c === '.' && /[0-9]/.test(text[i + 1] ?? ''))) {
      const match = /^(?:0[xX][0-9a-fA-F_]+|[0-9_]*\.?[0-9_]+(?:[eE][+-]?[0-9]+)?)/.exec(text.slice(i));
      const end = i + Math.max(1, match?.[0].length ?? 1);
      tokens.push({ type: 'number', text: text.slice(i, end), start: i, end });
      i = end;
    } else if (/[A-Za-z_$@#]/.test(c)) {
      const match = /^[A-Za-z0-9_$@#]+/.exec(text.slice(i));
      const end = i + (match?.[0].length ?? 1);
      tokens.push({ type: 'name', text: text.slice(i, end), start: i, end });
      i = end;
    } else {
      const punct = PUNCT.find((p) => text.startsWith(p, i));
      const end = i + (punct?.length ?? 1);
      tokens.push({ type: punct === undefined ? 'other' : 'punct', text: text.slice(i, end), start: i, end });
      i = end;
    }
  }
  return tokens;
}

const OPEN: Partial<Record<string, string>> = { '{': '}', '[': ']', '(': ')' };
const STATEMENT_STARTS = new Set(['const', 'let', 'var', 'export', 'module', 'import', 'function', 'type', 'interface']);

/** The module read: the exported value (`undefined` when the module exports none this reader finds) and every part not read. */
export interface ModuleData {
  value: DataNode | undefined;
  unreadable: Unreadable[];
}

/** Read the value `text` exports (or, for a JSON text, its value), never running it. */
export function readModuleData(text: string): ModuleData {
  const tokens = tokenize(text);
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') lineStarts.push(i + 1);
  const atOf = (offset: number): At => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((lineStarts[mid] ?? 0) <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - (lineStarts[low] ?? 0) + 1 };
  };
  const bindings = new Map<string, DataNode>();
  let pos = 0;
  const peek = (offset = 0): Token | undefined => tokens[pos + offset];
  const is = (t: Token | undefined, s: string): boolean => t !== undefined && (t.type === 'punct' || t.type === 'name') && t.text === s;

  /** Skip to the end of the expression or type that starts here: the next `stops` token outside brackets. */
  const skip = (stops: ReadonlySet<string>): number => {
    const depth: string[] = [];
    let end = peek()?.start ?? text.length;
    while (pos < tokens.length) {
      const t = tokens[pos];
      if (t === undefined) break;
      if (depth.length === 0 && t.type === 'punct' && stops.has(t.text)) break;
      const close = OPEN[t.text];
      if (t.type === 'punct' && close !== undefined) depth.push(close);
      else if (t.type === 'punct' && t.text === depth.at(-1)) depth.pop();
      else if (t.type === 'punct' && (t.text === '}' || t.text === ']' || t.text === ')')) break;
      end = t.end;
      pos++;
    }
    return end;
  };
  const VALUE_END = new Set([',', '}', ']', ')', ';']);

  const hole = (start: number): Unreadable => {
    const end = skip(VALUE_END);
    const written = text.slice(start, Math.max(end, start + 1)).replace(/\s+/g, ' ');
    return { kind: 'unreadable', text: written.length > 60 ? `${written.slice(0, 57)}...` : written, at: atOf(start) };
  };

  /** `as Type`, `satisfies Type` after a value: passed over. */
  const skipTypeTail = (): void => {
    while (is(peek(), 'as') || is(peek(), 'satisfies')) {
      pos++;
      skip(VALUE_END);
    }
  };

  const value = (): DataNode => {
    const t = peek();
    if (t === undefined) return hole(text.length);
    const at = atOf(t.start);
    let node: DataNode;
    if (t.type === 'string') {
      pos++;
      node = { kind: 'string', value: t.value ?? '', at };
    } else if (t.type === 'number' || (t.text === '-' && peek(1)?.type === 'number')) {
      const negative = t.text === '-';
      const digits = negative ? (peek(1)?.text ?? '') : t.text;
      const number = Number(digits.replaceAll('_', ''));
      if (Number.isNaN(number)) return hole(t.start);
      pos += negative ? 2 : 1;
      node = { kind: 'number', value: negative ? -number : number, at };
    } else if (t.type === 'name' && (t.text === 'true' || t.text === 'false')) {
      pos++;
      node = { kind: 'boolean', value: t.text === 'true', at };
    } else if (t.type === 'name' && t.text === 'null') {
      pos++;
      node = { kind: 'null', at };
    } else if (is(t, '[')) {
      node = array(t);
    } else if (is(t, '{')) {
      node = object(t);
    } else if (t.type === 'name' && bindings.has(t.text) && VALUE_END.has(peek(1)?.text ?? ';')) {
      pos++;
      const bound = bindings.get(t.text);
      node = bound ?? hole(t.start);
    } else {
      return hole(t.start);
    }
    const next = peek();
    if (next !== undefined && !VALUE_END.has(next.text) && !is(next, 'as') && !is(next, 'satisfies') && !(next.type === 'name' && STATEMENT_STARTS.has(next.text))) {
      // A value that goes on (`'a' + b`, `x.y`, a call): the whole expression is not read.
      pos = tokens.indexOf(t);
      return hole(t.start);
    }
    skipTypeTail();
    return node;
  };

  const array = (open: Token): DataNode => {
    pos++;
    const items: DataNode[] = [];
    while (pos < tokens.length && !is(peek(), ']')) {
      const t = peek();
      items.push(t !== undefined && is(t, '...') ? hole(t.start) : value());
      if (is(peek(), ',')) pos++;
      else if (!is(peek(), ']')) {
        const stray = peek();
        if (stray === undefined) break;
        items.push(hole(stray.start));
        if (is(peek(), ',')) pos++;
        else if (!is(peek(), ']')) pos++;
      }
    }
    pos++;
    return { kind: 'array', items, at: atOf(open.start) };
  };

  const object = (open: Token): DataNode => {
    pos++;
    const entries: Extract<DataNode, { kind: 'object' }>['entries'] = [];
    const unread: Unreadable[] = [];
    while (pos < tokens.length && !is(peek(), '}')) {
      const key = peek();
      if (key === undefined) break;
      const readable = (key.type === 'name' || key.type === 'string' || key.type === 'number') && (is(peek(1), ':') || ((is(peek(1), ',') || is(peek(1), '}')) && key.type === 'name'));
      if (!readable) {
        unread.push(hole(key.start));
      } else if (is(peek(1), ':')) {
        pos += 2;
        entries.push({ key: key.value ?? key.text, value: value(), at: atOf(key.start) });
      } else {
        // `{ items }`: a name bound above.
        pos++;
        entries.push({ key: key.text, value: bindings.get(key.text) ?? { kind: 'unreadable', text: key.text, at: atOf(key.start) }, at: atOf(key.start) });
      }
      if (is(peek(), ',')) pos++;
      else if (!is(peek(), '}')) {
        const stray = peek();
        if (stray === undefined) break;
        unread.push(hole(stray.start));
        if (is(peek(), ',') || !is(peek(), '}')) pos++;
      }
    }
    pos++;
    return { kind: 'object', entries, unread, at: atOf(open.start) };
  };

  const STATEMENT_END = new Set([';']);
  /** Pass over a statement this reader does not read, to its `;` or the next statement's first word. */
  const skipStatement = (): void => {
    const depth: string[] = [];
    pos++;
    while (pos < tokens.length) {
      const t = tokens[pos];
      if (t === undefined) break;
      if (depth.length === 0 && ((t.type === 'punct' && STATEMENT_END.has(t.text)) || (t.type === 'name' && STATEMENT_STARTS.has(t.text)))) break;
      const close = OPEN[t.text];
      if (t.type === 'punct' && close !== undefined) depth.push(close);
      else if (t.type === 'punct' && t.text === depth.at(-1)) depth.pop();
      pos++;
    }
    if (is(peek(), ';')) pos++;
  };

  let exported: DataNode | undefined;
  const first = peek();
  if (is(first, '{') || is(first, '[')) {
    // A JSON file (or a module that is one value).
    exported = value();
  } else {
    while (pos < tokens.length) {
      const t = peek();
      if (t === undefined) break;
      if ((is(t, 'const') || is(t, 'let') || is(t, 'var')) && peek(1)?.type === 'name') {
        const name = peek(1)?.text ?? '';
        pos += 2;
        // `const sidebars: SidebarsConfig = …`
        if (is(peek(), ':')) {
          pos++;
          skip(new Set(['=', ';']));
        }
        if (is(peek(), '=')) {
          pos++;
          bindings.set(name, value());
        }
        if (is(peek(), ';')) pos++;
      } else if (is(t, 'module') && is(peek(1), '.') && is(peek(2), 'exports') && is(peek(3), '=')) {
        pos += 4;
        exported = value();
        if (is(peek(), ';')) pos++;
      } else if (is(t, 'export') && is(peek(1), 'default')) {
        pos += 2;
        exported = value();
        if (is(peek(), ';')) pos++;
      } else {
        skipStatement();
      }
    }
  }
  // Only what the exported value holds is reported (a helper the module does not export is no concern).
  const unreadable: Unreadable[] = [];
  const reached = new Set<DataNode>();
  const walk = (node: DataNode | undefined): void => {
    if (node === undefined || reached.has(node)) return;
    reached.add(node);
    if (node.kind === 'unreadable') unreadable.push(node);
    if (node.kind === 'array') node.items.forEach(walk);
    if (node.kind === 'object') {
      unreadable.push(...node.unread);
      for (const entry of node.entries) walk(entry.value);
    }
  };
  walk(exported);
  unreadable.sort((a, b) => a.at.line - b.at.line || a.at.column - b.at.column);
  return { value: exported, unreadable };
}
