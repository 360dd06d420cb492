// A fenced code block's meta line: ```` ```lang Title lines wrap {1,3} ````.

/** Flags a code block's meta line may hold besides its title. */
const META_FLAGS = new Set(['lines', 'wrap', 'expandable', 'twoslash', 'showLineNumbers', 'copy', 'noCopy']);

/** The title in a code block's meta: `` ```bash Install lines `` → `Install`; `title="…"` also counts. */
export function codeTitle(meta: string | null | undefined): string | undefined {
  if (!meta) return undefined;
  const explicit = meta.match(/\btitle=("([^"]*)"|'([^']*)')/);
  if (explicit) return explicit[2] ?? explicit[3];
  const rest = meta
    .replace(/\b[\w-]+=("[^"]*"|'[^']*'|\{[^}]*\}|\S+)/g, ' ')
    .replace(/\{[^}]*\}/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '' && !META_FLAGS.has(word))
    .join(' ');
  return rest === '' ? undefined : rest;
}
