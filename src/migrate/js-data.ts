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

const VALUE_END: ReadonlySet<string> = new Set([',', '}', ']', ')', ';']);

/** The reader of one module's tokens: `pos` moves on as values are read. */
class Reader {
  pos = 0;
  readonly bindings = new Map<string, DataNode>();
  private readonly tokens: Token[];
  private readonly lineStarts: number[] = [0];

  constructor(private readonly text: string) {
    this.tokens = tokenize(text);
    for (let i = 0; i < text.length; i++) if (text[i] === '\n') this.lineStarts.push(i + 1);
  }

  get done(): boolean {
    return this.pos >= this.tokens.length;
  }

  atOf(offset: number): At {
    let low = 0;
    let high = this.lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((this.lineStarts[mid] ?? 0) <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - (this.lineStarts[low] ?? 0) + 1 };
  }

  peek(offset = 0): Token | undefined {
    return this.tokens[this.pos + offset];
  }

  is(t: Token | undefined, s: string): boolean {
    return t !== undefined && (t.type === 'punct' || t.type === 'name') && t.text === s;
  }

  /** Skip to the end of the expression or type that starts here: the next `stops` token outside brackets (`statements`: or the next statement's first word). */
  skip(stops: ReadonlySet<string>, statements = false): number {
    const depth: string[] = [];
    let end = this.peek()?.start ?? this.text.length;
    while (this.pos < this.tokens.length) {
      const t = this.tokens[this.pos];
      if (t === undefined) break;
      if (depth.length === 0 && ((t.type === 'punct' && stops.has(t.text)) || (statements && t.type === 'name' && STATEMENT_STARTS.has(t.text)))) break;
      const close = OPEN[t.text];
      if (t.type === 'punct' && close !== undefined) depth.push(close);
      else if (t.type === 'punct' && t.text === depth.at(-1)) depth.pop();
      else if (!statements && t.type === 'punct' && (t.text === '}' || t.text === ']' || t.text === ')')) break;
      end = t.end;
      this.pos++;
    }
    return end;
  }

  hole(start: number): Unreadable {
    const end = this.skip(VALUE_END);
    const written = this.text.slice(start, Math.max(end, start + 1)).replace(/\s+/g, ' ');
    return { kind: 'unreadable', text: written.length > 60 ? `${written.slice(0, 57)}...` : written, at: this.atOf(start) };
  }

  /** `as Type`, `satisfies Type` after a value: passed over. */
  skipTypeTail(): void {
    while (this.is(this.peek(), 'as') || this.is(this.peek(), 'satisfies')) {
      this.pos++;
      this.skip(VALUE_END);
    }
  }

  /** A literal, array, object or bound name, else an unreadable hole. */
  private literal(t: Token): DataNode {
    const at = this.atOf(t.start);
    if (t.type === 'string') {
      this.pos++;
      return { kind: 'string', value: t.value ?? '', at };
    }
    if (t.type === 'number' || (t.text === '-' && this.peek(1)?.type === 'number')) {
      const negative = t.text === '-';
      const number = Number((negative ? (this.peek(1)?.text ?? '') : t.text).replaceAll('_', ''));
      if (Number.isNaN(number)) return this.hole(t.start);
      this.pos += negative ? 2 : 1;
      return { kind: 'number', value: negative ? -number : number, at };
    }
    if (t.type === 'name' && (t.text === 'true' || t.text === 'false' || t.text === 'null')) {
      this.pos++;
      return t.text === 'null' ? { kind: 'null', at } : { kind: 'boolean', value: t.text === 'true', at };
    }
    if (this.is(t, '[')) return this.array(t);
    if (this.is(t, '{')) return this.object(t);
    const bound = t.type === 'name' && VALUE_END.has(this.peek(1)?.text ?? ';') ? this.bindings.get(t.text) : undefined;
    if (bound === undefined) return this.hole(t.start);
    this.pos++;
    return bound;
  }

  value(): DataNode {
    const t = this.peek();
    if (t === undefined) return this.hole(this.text.length);
    const from = this.pos;
    const node = this.literal(t);
    if (node.kind === 'unreadable') return node;
    const next = this.peek();
    if (next !== undefined && !VALUE_END.has(next.text) && !this.is(next, 'as') && !this.is(next, 'satisfies') && !(next.type === 'name' && STATEMENT_STARTS.has(next.text))) {
      // A value that goes on (`'a' + b`, `x.y`, a call): the whole expression is not read.
      this.pos = from;
      return this.hole(t.start);
    }
    this.skipTypeTail();
    return node;
  }

  private array(open: Token): DataNode {
    this.pos++;
    const items: DataNode[] = [];
    while (!this.done && !this.is(this.peek(), ']')) {
      const t = this.peek();
      items.push(t !== undefined && this.is(t, '...') ? this.hole(t.start) : this.value());
      if (this.is(this.peek(), ',')) this.pos++;
      else if (!this.is(this.peek(), ']')) {
        const stray = this.peek();
        if (stray === undefined) break;
        items.push(this.hole(stray.start));
        if (!this.is(this.peek(), ']')) this.pos++;
      }
    }
    this.pos++;
    return { kind: 'array', items, at: this.atOf(open.start) };
  }

  private object(open: Token): DataNode {
    this.pos++;
    const entries: Extract<DataNode, { kind: 'object' }>['entries'] = [];
    const unread: Unreadable[] = [];
    while (!this.done && !this.is(this.peek(), '}')) {
      const key = this.peek();
      if (key === undefined) break;
      const named = key.type === 'name' || key.type === 'string' || key.type === 'number';
      if (named && this.is(this.peek(1), ':')) {
        this.pos += 2;
        entries.push({ key: key.value ?? key.text, value: this.value(), at: this.atOf(key.start) });
      } else if (key.type === 'name' && (this.is(this.peek(1), ',') || this.is(this.peek(1), '}'))) {
        // `{ items }`: a name bound above.
        this.pos++;
        const at = this.atOf(key.start);
        entries.push({ key: key.text, value: this.bindings.get(key.text) ?? { kind: 'unreadable', text: key.text, at }, at });
      } else {
        unread.push(this.hole(key.start));
      }
      if (this.is(this.peek(), ',')) this.pos++;
      else if (!this.is(this.peek(), '}')) {
        const stray = this.peek();
        if (stray === undefined) break;
        unread.push(this.hole(stray.start));
        if (!this.is(this.peek(), '}')) this.pos++;
      }
    }
    this.pos++;
    return { kind: 'object', entries, unread, at: this.atOf(open.start) };
  }

  /** `const name (: Type) = value;`, its value bound to its name. */
  declaration(): void {
    const name = this.peek(1)?.text ?? '';
    this.pos += 2;
    if (this.is(this.peek(), ':')) {
      this.pos++;
      this.skip(new Set(['=', ';']));
    }
    if (this.is(this.peek(), '=')) {
      this.pos++;
      this.bindings.set(name, this.value());
    }
    if (this.is(this.peek(), ';')) this.pos++;
  }

  /** Pass over a statement this reader does not read, to its `;` or the next statement's first word. */
  skipStatement(): void {
    this.pos++;
    this.skip(new Set([';']), true);
    if (this.is(this.peek(), ';')) this.pos++;
  }

  /** The exported value, the module read statement by statement. */
  exported(): DataNode | undefined {
    const first = this.peek();
    // A JSON file (or a module that is one value).
    if (this.is(first, '{') || this.is(first, '[')) return this.value();
    let exported: DataNode | undefined;
    while (!this.done) {
      const t = this.peek();
      if ((this.is(t, 'const') || this.is(t, 'let') || this.is(t, 'var')) && this.peek(1)?.type === 'name') {
        this.declaration();
        continue;
      }
      const at = this.is(t, 'module') && this.is(this.peek(1), '.') && this.is(this.peek(2), 'exports') && this.is(this.peek(3), '=') ? 4 : this.is(t, 'export') && this.is(this.peek(1), 'default') ? 2 : 0;
      if (at === 0) {
        this.skipStatement();
        continue;
      }
      this.pos += at;
      exported = this.value();
      if (this.is(this.peek(), ';')) this.pos++;
    }
    return exported;
  }
}

/** Read the value `text` exports (or, for a JSON text, its value), never running it. */
export function readModuleData(text: string): ModuleData {
  const exported = new Reader(text).exported();
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
