// Reading JSX attribute values without running them: only literals are understood.
import type { MdxJsxAttribute, MdxJsxExpressionAttribute } from 'mdast-util-mdx-jsx';
import { ownValue, setOwn } from '../../guards.js';

export type Literal = string | number | boolean | null | Literal[] | { [key: string]: Literal };

/** The value of a JS literal expression (`2`, `"a"`, `'a'`, `true`, `["a", 'b']`), or undefined when it is code. */
export function parseLiteral(source: string): Literal | undefined {
  const text = source.trim();
  if (text === '') return undefined;
  if (/^'(?:[^'\\\n]|\\.)*'$/.test(text)) return text.slice(1, -1).replace(/\\(.)/g, '$1');
  if (/^`[^`$\\]*`$/.test(text)) return text.slice(1, -1);
  try {
    const value: unknown = JSON.parse(text);
    return isLiteral(value) ? value : undefined;
  } catch {
    // Arrays and objects written with single quotes or bare keys.
    if (/^[[{]/.test(text) && !/[()=;]|=>|\$\{/.test(text)) {
      const json = text
        .replace(/'((?:[^'\\\n]|\\.)*)'/g, (_m, inner: string) => JSON.stringify(inner.replace(/\\(.)/g, '$1')))
        .replace(/([{,]\s*)([A-Za-z_$][\w$]*)\s*:/g, '$1"$2":')
        .replace(/,(\s*[}\]])/g, '$1');
      try {
        const value: unknown = JSON.parse(json);
        return isLiteral(value) ? value : undefined;
      } catch {
        return undefined;
      }
    }
    return undefined;
  }
}

function isLiteral(value: unknown): value is Literal {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isLiteral);
  if (typeof value === 'object') return Object.values(value as Record<string, unknown>).every(isLiteral);
  return false;
}

export type Attributes = Record<string, Literal>;

/**
 * Literal attribute values of a JSX element: `a="x"` → 'x', `a` → true, `a={2}` → 2.
 * Expressions that are code are left out; `resolve` may supply a value for an
 * identifier (snippet props).
 */
export function readAttributes(attributes: readonly (MdxJsxAttribute | MdxJsxExpressionAttribute)[], resolve?: (expression: string) => Literal | undefined): Attributes {
  const result: Attributes = {};
  for (const attribute of attributes) {
    if (attribute.type !== 'mdxJsxAttribute') continue;
    const { name, value } = attribute;
    if (value === null || value === undefined) setOwn(result, name, true);
    else if (typeof value === 'string') setOwn(result, name, value);
    else {
      // `{null}` is a value (a field's `default={null}` shows it), not a missing one.
      const parsed = parseLiteral(value.value);
      const literal = parsed !== undefined ? parsed : resolve?.(value.value.trim());
      if (literal !== undefined) setOwn(result, name, literal);
    }
  }
  return result;
}

export function attrString(attrs: Attributes, name: string): string | undefined {
  const value = ownValue(attrs, name);
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return undefined;
}

export function attrBool(attrs: Attributes, name: string): boolean {
  const value = ownValue(attrs, name);
  return value === true || value === 'true';
}

export function attrNumber(attrs: Attributes, name: string): number | undefined {
  const value = ownValue(attrs, name);
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value.trim())) return Number(value);
  return undefined;
}

/**
 * A `style` attribute as CSS text, as React writes it: a string as it is, an object's entries as declarations
 * (`maxWidth: 480` → `max-width:480px`, a custom property `"--tree-highlight"` as written); undefined for anything else.
 * The page's sanitiser judges the text afterwards (src/render/safety/sanitize.ts).
 */
export function styleText(value: Literal | undefined): string | undefined {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const parts: string[] = [];
    for (const [key, v] of Object.entries(value)) {
      if (typeof v !== 'string' && typeof v !== 'number') continue;
      const prop = key.startsWith('--') ? key : key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      parts.push(`${prop}:${typeof v === 'number' && !prop.startsWith('--') && !/^(opacity|z-index|flex|font-weight|line-height|order)$/.test(prop) ? `${v}px` : v}`);
    }
    return parts.join(';');
  }
  return undefined;
}
