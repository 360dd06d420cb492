// The example a GraphQL operation page shows: the operation with its required variables, the
// variables' values and a sample JSON response, made from the schema's types. Bounded: a
// selection goes EXAMPLE_DEPTH levels deep, takes at most EXAMPLE_FIELDS fields a level, and
// never enters a type it is already inside (a cycle of types ends there, with `__typename`).
import {
  getNamedType,
  isAbstractType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isInterfaceType,
  isUnionType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';

/** How many levels of fields an example selection goes into. */
export const EXAMPLE_DEPTH = 3;
/** The most fields an example selects on one level. */
export const EXAMPLE_FIELDS = 12;

export type RootKind = 'query' | 'mutation' | 'subscription';

export interface OperationExample {
  /** The operation, in GraphQL. */
  operation: string;
  /** The required variables' example values (an empty object for none). */
  variables: Record<string, unknown>;
  /** A sample response: `{ "data": { <field>: … } }`. */
  response: unknown;
}

/** An example value of a scalar, by name; a custom scalar gets its name as a string. */
function scalarExample(name: string): unknown {
  switch (name) {
    case 'Int': return 0;
    case 'Float': return 1.5;
    case 'Boolean': return true;
    case 'ID': return 'id';
    case 'String': return 'string';
    default: return name;
  }
}

/** An example value of an input type (arguments, variables), `seen` guarding against input cycles. */
export function inputExample(type: GraphQLInputType, seen: ReadonlySet<string> = new Set()): unknown {
  if (isNonNullType(type)) return inputExample(type.ofType, seen);
  if (isListType(type)) return [inputExample(type.ofType, seen)];
  if (isEnumType(type)) return type.getValues()[0]?.name ?? null;
  if (isInputObjectType(type)) {
    if (seen.has(type.name)) return {};
    const inner = new Set([...seen, type.name]);
    const fields = Object.values(type.getFields()).filter((field) => isNonNullType(field.type) && field.defaultValue === undefined).slice(0, EXAMPLE_FIELDS);
    return Object.fromEntries(fields.map((field) => [field.name, inputExample(field.type, inner)]));
  }
  return scalarExample(type.name);
}

/** Fields an example may select without arguments of its own to invent. */
function selectable(type: GraphQLNamedType): GraphQLField<unknown, unknown>[] {
  if (!isObjectType(type) && !isInterfaceType(type)) return [];
  return Object.values(type.getFields()).filter((field) => !field.name.startsWith('__') && field.args.every((arg) => !isNonNullType(arg.type) || arg.defaultValue !== undefined)).slice(0, EXAMPLE_FIELDS);
}

/** A selection set and the matching sample value for one output type, at `depth`, inside the types of `path`. */
function select(schema: GraphQLSchema, type: GraphQLOutputType, depth: number, path: readonly string[], indent: string): { text: string; value: unknown } {
  if (isNonNullType(type)) return select(schema, type.ofType, depth, path, indent);
  if (isListType(type)) {
    const inner = select(schema, type.ofType, depth, path, indent);
    return { text: inner.text, value: [inner.value] };
  }
  const named = getNamedType(type);
  if (isEnumType(named)) return { text: '', value: named.getValues()[0]?.name ?? null };
  if (!isObjectType(named) && !isInterfaceType(named) && !isUnionType(named)) return { text: '', value: scalarExample(named.name) };
  const closing = `${indent}}`;
  const inner = `${indent}  `;
  // A cycle, or the depth bound: only the type's name.
  if (path.includes(named.name) || depth >= EXAMPLE_DEPTH) return { text: ` {\n${inner}__typename\n${closing}`, value: { __typename: named.name } };
  const concrete = isAbstractType(named) ? schema.getPossibleTypes(named)[0] : named;
  const lines: string[] = [];
  const value: Record<string, unknown> = {};
  if (isAbstractType(named)) {
    lines.push(`${inner}__typename`);
    value.__typename = concrete?.name ?? named.name;
  }
  const fields = isUnionType(named) ? [] : selectable(named);
  for (const field of fields) {
    const sub = select(schema, field.type, depth + 1, [...path, named.name], inner);
    lines.push(`${inner}${field.name}${sub.text}`);
    value[field.name] = sub.value;
  }
  if (isUnionType(named) && concrete !== undefined) {
    const sub = select(schema, concrete, depth, [...path, named.name], inner);
    lines.push(`${inner}... on ${concrete.name}${sub.text}`);
    if (typeof sub.value === 'object' && sub.value !== null) Object.assign(value, sub.value, { __typename: concrete.name });
  }
  if (lines.length === 0) {
    lines.push(`${inner}__typename`);
    value.__typename = named.name;
  }
  return { text: ` {\n${lines.join('\n')}\n${closing}`, value };
}

/** The operation name an example uses: the field's name with its first letter upper case. */
function operationName(field: string): string {
  return field.charAt(0).toUpperCase() + field.slice(1);
}

/** The example of one root field (`kind` says which root type it is on). */
export function operationExample(schema: GraphQLSchema, kind: RootKind, field: GraphQLField<unknown, unknown>): OperationExample {
  const required = field.args.filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);
  const declared = required.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = required.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = select(schema, field.type, 1, [], '  ');
  const operation = `${kind} ${operationName(field.name)}${declared === '' ? '' : `(${declared})`} {\n  ${field.name}${passed === '' ? '' : `(${passed})`}${selection.text}\n}`;
  const variables = Object.fromEntries(required.map((arg) => [arg.name, inputExample(arg.type)]));
  return { operation, variables, response: { data: { [field.name]: selection.value } } };
}
