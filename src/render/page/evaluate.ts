// Values of MDX expressions read from their estree, never run: literals, template literals,
// arrays and objects, names the scope holds, member access on them, and the operators between
// them. Anything else (a call, a function, JSX) is code: the caller hands it to the sandbox
// (src/render/safety/sandbox/) or reports it. Only own data properties of plain values are ever
// read, so nothing from the docs reaches a prototype or runs in Node.
import type { Expression, Node, PrivateIdentifier, Program, SpreadElement, Super, TemplateLiteral } from 'estree-jsx';
import type { Literal } from '../tree/literal.js';
import { setOwn } from '../../guards.js';

/** A value an expression can have here: data, or `undefined`. */
export type Value = Literal | undefined;

/** How a name is known to an expression's scope. */
export type Binding = { kind: 'value'; value: Value } | { kind: 'code' } | { kind: 'unknown' };

/** The value of an expression, or why it has none here: a name defined nowhere, or code. */
export type Evaluation = { ok: true; value: Value } | { ok: false; kind: 'undefined'; name: string } | { ok: false; kind: 'code'; reason: string };

class NotStatic extends Error {
  constructor(readonly result: Extract<Evaluation, { ok: false }>) {
    super(result.kind);
  }
}

const code = (reason: string): never => {
  throw new NotStatic({ ok: false, kind: 'code', reason });
};

/** What a scope answers for a name. */
export type Lookup = (name: string) => Binding;

const GLOBAL_VALUES: Record<string, Value> = { undefined: undefined, NaN: Number.NaN, Infinity: Number.POSITIVE_INFINITY };

function name(node: Expression | PrivateIdentifier | Super, computed: boolean, lookup: Lookup): string | number {
  if (!computed) return node.type === 'Identifier' ? node.name : code('a private member');
  const key = value(node, lookup);
  if (typeof key === 'string' || typeof key === 'number') return key;
  return code('a computed member');
}

/**
 * `object[key]` for data: own properties of objects, items and `length` of arrays and strings;
 * a key none of them has is `undefined`, as in JavaScript. What a prototype holds (a method,
 * `constructor`) is code: it is never read here.
 */
function member(object: Value, key: string | number, optional: boolean): Value {
  if (object === undefined || object === null) return optional ? undefined : code(`\`.${key}\` of \`${String(object)}\``);
  const prototype: object = typeof object === 'string' ? String.prototype : Array.isArray(object) ? Array.prototype : typeof object === 'object' ? Object.prototype : Number.prototype;
  if (typeof object === 'string' || Array.isArray(object)) {
    if (key === 'length') return object.length;
    const index = typeof key === 'number' ? key : /^\d+$/.test(key) ? Number(key) : undefined;
    if (index !== undefined) return index < object.length ? object[index] : undefined;
  } else if (typeof object === 'object' && Object.hasOwn(object, key)) return object[key];
  return String(key) in prototype ? code(`\`.${key}\` of ${Array.isArray(object) ? 'an array' : `a ${typeof object}`}`) : undefined;
}

function template(node: TemplateLiteral, lookup: Lookup): string {
  let out = '';
  node.quasis.forEach((quasi, index) => {
    out += quasi.value.cooked ?? quasi.value.raw;
    const expression = node.expressions[index];
    if (expression) out += text(value(expression, lookup));
  });
  return out;
}

/** `String(value)` for data (an object would print `[object Object]`, as JavaScript does). */
function text(item: Value): string {
  if (Array.isArray(item)) return item.map((entry) => (entry === null || entry === undefined ? '' : text(entry))).join(',');
  if (typeof item === 'object' && item !== null) return '[object Object]';
  return String(item);
}

function elements(items: readonly (Expression | SpreadElement | null)[], lookup: Lookup): Literal[] {
  const out: Value[] = [];
  for (const item of items) {
    if (item === null) out.push(undefined);
    else if (item.type === 'SpreadElement') {
      const spread = value(item.argument, lookup);
      if (Array.isArray(spread)) out.push(...spread);
      else if (typeof spread === 'string') out.push(...Array.from(spread));
      else code('a spread of something not an array');
    } else out.push(value(item, lookup));
  }
  // JSON-like data holds no `undefined`: a hole reads as null.
  return out.map((item) => item ?? null);
}

function object(node: Extract<Expression, { type: 'ObjectExpression' }>, lookup: Lookup): Literal {
  const out: Record<string, Literal> = {};
  for (const property of node.properties) {
    if (property.type === 'SpreadElement') {
      const spread = value(property.argument, lookup);
      if (typeof spread === 'object' && spread !== null && !Array.isArray(spread)) for (const [key, item] of Object.entries(spread)) setOwn(out, key, item);
      else if (spread !== undefined && spread !== null) code('a spread of something not an object');
      continue;
    }
    if (property.kind !== 'init' || property.method) code('a getter or method');
    const key = property.computed ? name(property.key, true, lookup) : property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' ? String(property.key.value) : code('a computed key');
    const item = value(property.value, lookup);
    if (item !== undefined) setOwn(out, String(key), item);
  }
  return out;
}

function binary(operator: string, left: Value, right: Value): Value {
  const l = left as never;
  const r = right as never;
  switch (operator) {
    case '+':
      return typeof left === 'string' || typeof right === 'string' ? text(left) + text(right) : typeof left === 'number' && typeof right === 'number' ? left + right : code('`+` of values not numbers or strings');
    case '-': return l - r;
    case '*': return l * r;
    case '/': return l / r;
    case '%': return l % r;
    case '**': return (l as number) ** (r as number);
    case '===': return left === right;
    case '!==': return left !== right;
     
    case '==': return left == right;
     
    case '!=': return left != right;
    case '<': return l < r;
    case '>': return l > r;
    case '<=': return l <= r;
    case '>=': return l >= r;
    default: return code(`the operator \`${operator}\``);
  }
}

function unary(operator: string, argument: Value): Value {
  switch (operator) {
    case '!': return !argument;
    case '-': return typeof argument === 'number' ? -argument : code('`-` of a value not a number');
    case '+': return typeof argument === 'number' ? argument : typeof argument === 'string' ? Number(argument) : code('`+` of a value not a number');
    case 'typeof': return argument === null ? 'object' : typeof argument;
    case 'void': return undefined;
    default: return code(`the operator \`${operator}\``);
  }
}

function identifier(id: string, lookup: Lookup): Value {
  if (Object.hasOwn(GLOBAL_VALUES, id)) return GLOBAL_VALUES[id];
  const binding = lookup(id);
  if (binding.kind === 'value') return binding.value;
  if (binding.kind === 'code') return code(`\`${id}\` is code`);
  throw new NotStatic({ ok: false, kind: 'undefined', name: id });
}

/** The value of one expression node. */
function value(node: Expression | Node, lookup: Lookup): Value {
  switch (node.type) {
    case 'Literal':
      if ('regex' in node || 'bigint' in node) return code('a regular expression or big integer');
      return node.value;
    case 'TemplateLiteral': return template(node, lookup);
    case 'ArrayExpression': return elements(node.elements, lookup);
    case 'ObjectExpression': return object(node, lookup);
    case 'Identifier': return identifier(node.name, lookup);
    case 'ChainExpression': return value(node.expression, lookup);
    case 'MemberExpression': {
      const target = value(node.object, lookup);
      if ((target === undefined || target === null) && node.optional) return undefined;
      return member(target, name(node.property, node.computed, lookup), node.optional);
    }
    case 'UnaryExpression': {
      if (node.operator === 'typeof' && node.argument.type === 'Identifier' && lookup(node.argument.name).kind === 'unknown' && !Object.hasOwn(GLOBAL_VALUES, node.argument.name)) return 'undefined';
      return unary(node.operator, value(node.argument, lookup));
    }
    case 'BinaryExpression': return binary(node.operator, value(node.left, lookup), value(node.right, lookup));
    case 'LogicalExpression': {
      const left = value(node.left, lookup);
      if (node.operator === '&&') return left ? value(node.right, lookup) : left;
      if (node.operator === '||') return left ? left : value(node.right, lookup);
      return left ?? value(node.right, lookup);
    }
    case 'ConditionalExpression': return value(value(node.test, lookup) ? node.consequent : node.alternate, lookup);
    case 'JSXElement':
    case 'JSXFragment': return code('JSX');
    case 'ArrowFunctionExpression':
    case 'FunctionExpression': return code('a function');
    case 'CallExpression':
    case 'NewExpression':
    case 'TaggedTemplateExpression': return code('a call');
    default: return code(`a \`${node.type}\``);
  }
}

/** The value of `node` (an expression of the docs) in `lookup`'s scope, read without running anything. */
export function evaluateNode(node: Expression | Node, lookup: Lookup): Evaluation {
  try {
    return { ok: true, value: value(node, lookup) };
  } catch (error) {
    if (error instanceof NotStatic) return error.result;
    // A value too deep for the stack, or the like: code this reader does not follow.
    return { ok: false, kind: 'code', reason: 'an expression too deep to read' };
  }
}

/**
 * The value of an MDX expression's program (`{…}` in text, or in an attribute): its one
 * expression statement; an empty program (`{/* a comment *\/}`) is `undefined`.
 */
export function evaluateProgram(program: Program, lookup: Lookup): Evaluation {
  const statement = program.body[0];
  if (!statement) return { ok: true, value: undefined };
  if (program.body.length > 1 || statement.type !== 'ExpressionStatement') return { ok: false, kind: 'code', reason: 'statements' };
  return evaluateNode(statement.expression, lookup);
}

/**
 * What React shows for a value in text: strings and numbers as they print, items of arrays
 * one after another, nothing for `true`, `false`, `null` and `undefined`; undefined for an
 * object, which React refuses to render.
 */
export function shownText(item: Value): string | undefined {
  if (item === undefined || item === null || typeof item === 'boolean') return '';
  if (typeof item === 'string') return item;
  if (typeof item === 'number') return String(item);
  if (Array.isArray(item)) {
    let out = '';
    for (const entry of item) {
      const part = shownText(entry);
      if (part === undefined) return undefined;
      out += part;
    }
    return out;
  }
  return undefined;
}
