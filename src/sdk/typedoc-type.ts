// A TypeDoc type (`{type: 'union', types: […]}` …) as TypeScript text, in tokens so that a
// named type with a page of its own becomes a link to it. Bounded: past `MAX_TYPE_DEPTH` a type
// reads `…`, so a deep or self-nesting type never runs away.
import { isRecord } from '../guards.js';

/** A piece of a type's text; `href` (a page slug) when it names a type with its own page. */
export interface TypeToken {
  text: string;
  href?: string;
}

/** How deep a type is written out before the rest reads `…`. */
export const MAX_TYPE_DEPTH = 12;

/** Slugs of the reference's pages by TypeDoc reflection id. */
export type SlugById = ReadonlyMap<number, string>;

const list = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.filter(isRecord) : []);
const str = (value: unknown, fallback: string): string => (typeof value === 'string' ? value : fallback);

/** `types` joined by `separator`. */
function joined(types: unknown, separator: string, slugs: SlugById, depth: number): TypeToken[] {
  return list(types).flatMap((entry, i) => [...(i > 0 ? [{ text: separator }] : []), ...typeTokens(entry, slugs, depth)]);
}

/** An inline object or function type (`{ a: string }`, `(x: number) => void`). */
function reflectionTokens(declaration: unknown, slugs: SlugById, depth: number): TypeToken[] {
  if (!isRecord(declaration)) return [{ text: 'object' }];
  const signature = list(declaration.signatures)[0];
  if (signature) {
    const params = list(signature.parameters).flatMap((param, i) => [{ text: `${i > 0 ? ', ' : ''}${str(param.name, '_')}: ` }, ...typeTokens(param.type, slugs, depth)]);
    return [{ text: '(' }, ...params, { text: ') => ' }, ...typeTokens(signature.type, slugs, depth)];
  }
  const members = list(declaration.children);
  if (members.length === 0) return [{ text: 'object' }];
  return [{ text: '{ ' }, ...members.flatMap((child, i) => [{ text: `${i > 0 ? '; ' : ''}${str(child.name, '_')}: ` }, ...typeTokens(child.type, slugs, depth)]), { text: ' }' }];
}

/** A reference to a named type, linked when it has a page, with its type arguments. */
function referenceTokens(type: Record<string, unknown>, slugs: SlugById, depth: number): TypeToken[] {
  const href = typeof type.target === 'number' ? slugs.get(type.target) : undefined;
  const name: TypeToken = { text: str(type.name, 'unknown'), ...(href !== undefined ? { href } : {}) };
  const args = list(type.typeArguments);
  if (args.length === 0) return [name];
  return [name, { text: '<' }, ...joined(args, ', ', slugs, depth), { text: '>' }];
}

/** The tokens of one type, `void` when there is none. */
export function typeTokens(type: unknown, slugs: SlugById, depth = 0): TypeToken[] {
  if (!isRecord(type)) return [{ text: 'void' }];
  if (depth >= MAX_TYPE_DEPTH) return [{ text: '…' }];
  const next = depth + 1;
  switch (type.type) {
    case 'intrinsic':
      return [{ text: str(type.name, 'unknown') }];
    case 'reference':
      return referenceTokens(type, slugs, next);
    case 'union':
      return joined(type.types, ' | ', slugs, next);
    case 'intersection':
      return joined(type.types, ' & ', slugs, next);
    case 'array':
      return [...typeTokens(type.elementType, slugs, next), { text: '[]' }];
    case 'literal':
      return [{ text: type.value === null ? 'null' : JSON.stringify(type.value) ?? 'unknown' }];
    case 'tuple':
      return [{ text: '[' }, ...joined(type.elements, ', ', slugs, next), { text: ']' }];
    case 'reflection':
      return reflectionTokens(type.declaration, slugs, next);
    case 'typeOperator':
      return [{ text: `${str(type.operator, 'keyof')} ` }, ...typeTokens(type.target, slugs, next)];
    case 'indexedAccess':
      return [...typeTokens(type.objectType, slugs, next), { text: '[' }, ...typeTokens(type.indexType, slugs, next), { text: ']' }];
    case 'query':
      return [{ text: 'typeof ' }, ...typeTokens(type.queryType ?? type.target, slugs, next)];
    case 'conditional':
      return [...typeTokens(type.checkType, slugs, next), { text: ' extends ' }, ...typeTokens(type.extendsType, slugs, next), { text: ' ? ' }, ...typeTokens(type.trueType, slugs, next), { text: ' : ' }, ...typeTokens(type.falseType, slugs, next)];
    case 'templateLiteral':
      return [{ text: 'string' }];
    default:
      return [{ text: str(type.name, 'unknown') }];
  }
}

/** A type as plain text. */
export function typeText(type: unknown, slugs: SlugById): string {
  return typeTokens(type, slugs).map((token) => token.text).join('');
}
