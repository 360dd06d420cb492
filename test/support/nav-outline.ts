// The outline of a docs.json navigation value as Mintlify's prebuild writes it, for the
// differential suites that compare it with docwright's navigation model.

const DIVISIONS = ['tab', 'anchor', 'dropdown', 'product', 'version', 'language', 'menu', 'group', 'item'] as const;
const CHILDREN = ['tabs', 'anchors', 'dropdowns', 'products', 'versions', 'languages', 'menu', 'groups', 'pages'] as const;

/** One line a division (`tab Guides`, a menu item as `menu …`) or page (`page path`), indented two spaces a level. */
export function mintOutline(value: unknown, depth = 0, out: string[] = []): string[] {
  if (typeof value === 'string') {
    out.push(`${'  '.repeat(depth)}page ${value}`);
    return out;
  }
  if (typeof value !== 'object' || value === null) return out;
  const record = value as Record<string, unknown>;
  const kind = DIVISIONS.find((key) => typeof record[key] === 'string');
  if (kind !== undefined) out.push(`${'  '.repeat(depth)}${kind === 'item' ? 'menu' : kind} ${String(record[kind])}`);
  const inner = kind === undefined ? depth : depth + 1;
  for (const key of CHILDREN) {
    const children = record[key];
    if (Array.isArray(children)) for (const child of children) mintOutline(child, inner, out);
  }
  return out;
}
