import { isRecord } from '../guards.js';

export interface NavEntry {
  entry: string;
  path: PropertyKey[];
}

/** Every page entry of the navigation (strings in `pages` arrays, group `root`s) with its key path. */
export function navEntries(raw: Record<string, unknown>): NavEntry[] {
  const out: NavEntry[] = [];
  const stack: { value: unknown; path: PropertyKey[] }[] = [{ value: raw.navigation, path: ['navigation'] }];
  while (stack.length > 0) {
    const item = stack.pop();
    if (!item) break;
    const { value, path } = item;
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], path: [...path, i] });
    } else if (isRecord(value)) {
      const keys = Object.keys(value).reverse();
      for (const key of keys) {
        const child = value[key];
        if (key === 'pages' && Array.isArray(child)) {
          for (let i = child.length - 1; i >= 0; i--) {
            const entry: unknown = child[i];
            if (typeof entry === 'string') stack.push({ value: { __entry: entry }, path: [...path, key, i] });
            else stack.push({ value: entry, path: [...path, key, i] });
          }
        } else if (key === 'root' && typeof child === 'string' && 'group' in value) {
          out.push({ entry: child, path: [...path, key] });
        } else if (key === '__entry' && typeof child === 'string') {
          out.push({ entry: child, path });
        } else if (key !== 'global') stack.push({ value: child, path: [...path, key] });
      }
    }
  }
  return out;
}
