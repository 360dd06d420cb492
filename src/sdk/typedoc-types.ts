// TypeDoc's JSON output (`typedoc --json`, schema version 2.x) read as plain data: the few
// fields the reference pages show, each read defensively (a field of the wrong type reads as
// absent), so an artifact of another shape makes fewer pages, never a crash.
import { isRecord } from '../guards.js';

/** TypeDoc's `ReflectionKind` values the reference reads (TypeDoc's own numbers). */
export const KIND = {
  project: 1,
  module: 2,
  namespace: 4,
  enum: 8,
  enumMember: 16,
  variable: 32,
  function: 64,
  class: 128,
  interface: 256,
  constructor: 512,
  property: 1024,
  method: 2048,
  accessor: 262144,
  typeAlias: 2097152,
} as const;

/** One part of a doc comment: text, inline code, or an inline tag such as `{@link Client}`. */
export interface CommentPart {
  kind: string;
  text: string;
  /** A `{@link}`'s target: a reflection id, or a URL. */
  target?: number | string;
}

export interface DocComment {
  summary: CommentPart[];
  blockTags: { tag: string; content: CommentPart[] }[];
}

/** A reflection (declaration, signature or parameter), as far as the pages read it. */
export interface Reflection {
  id: number;
  name: string;
  kind: number;
  optional: boolean;
  privateOrHidden: boolean;
  comment?: DocComment;
  children: Reflection[];
  signatures: Reflection[];
  parameters: Reflection[];
  type?: Record<string, unknown>;
  defaultValue?: string;
  getSignature?: Reflection;
  extendedTypes: Record<string, unknown>[];
  implementedTypes: Record<string, unknown>[];
}

/** The most reflections one artifact is read into (past it, the rest is left out and reported). */
export const MAX_REFLECTIONS = 200_000;

/** How deep reflections nest before the deeper ones are left out. */
export const MAX_REFLECTION_DEPTH = 64;

function parts(value: unknown): CommentPart[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).map((part) => ({
    kind: typeof part.kind === 'string' ? part.kind : 'text',
    text: typeof part.text === 'string' ? part.text : '',
    ...(typeof part.target === 'number' || typeof part.target === 'string' ? { target: part.target } : {}),
  }));
}

function comment(value: unknown): DocComment | undefined {
  if (!isRecord(value)) return undefined;
  const tags = Array.isArray(value.blockTags) ? value.blockTags.filter(isRecord) : [];
  return { summary: parts(value.summary), blockTags: tags.map((tag) => ({ tag: typeof tag.tag === 'string' ? tag.tag : '', content: parts(tag.content) })) };
}

/** Reads reflections with a budget: `left` counts down, `cut` turns true when something was left out. */
export class ReflectionReader {
  left = MAX_REFLECTIONS;
  cut = false;

  /** The reflection `value` holds, or undefined when it is not one (or past the limits). */
  read(value: unknown, depth = 0): Reflection | undefined {
    if (!isRecord(value) || typeof value.name !== 'string' || typeof value.kind !== 'number') return undefined;
    if (this.left <= 0 || depth > MAX_REFLECTION_DEPTH) {
      this.cut = true;
      return undefined;
    }
    this.left--;
    const flags = isRecord(value.flags) ? value.flags : {};
    const list = (key: string): Reflection[] => (Array.isArray(value[key]) ? (value[key] as unknown[]).map((v) => this.read(v, depth + 1)).filter((r): r is Reflection => r !== undefined) : []);
    const types = (key: string): Record<string, unknown>[] => (Array.isArray(value[key]) ? (value[key] as unknown[]).filter(isRecord) : []);
    const doc = comment(value.comment);
    const getSignature = this.read(value.getSignature, depth + 1);
    return {
      id: typeof value.id === 'number' ? value.id : -1,
      name: value.name,
      kind: value.kind,
      optional: flags.isOptional === true,
      privateOrHidden: flags.isPrivate === true || flags.isExternal === true,
      ...(doc ? { comment: doc } : {}),
      children: list('children'),
      signatures: list('signatures'),
      parameters: list('parameters'),
      ...(isRecord(value.type) ? { type: value.type } : {}),
      ...(typeof value.defaultValue === 'string' ? { defaultValue: value.defaultValue } : {}),
      ...(getSignature ? { getSignature } : {}),
      extendedTypes: types('extendedTypes'),
      implementedTypes: types('implementedTypes'),
    };
  }
}
