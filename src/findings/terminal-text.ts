// Text from a project (file names, attribute values, component errors, link targets) on its way
// into a report: bounded in length, and with no control characters that would drive a terminal.
// The one implementation: the reporters escape with it, the build and lint caches refuse records
// that fail `CONTROL_FREE`.

/** C0 controls but tab and newline, DEL and C1 controls: what a cached message may not hold. */
export const CONTROL_FREE = /^[^\u0000-\u0008\u000b-\u001f\u007f-\u009f]*$/;

/**
 * Every C0 control (tab and newline included), DEL and C1 control, and the bidirectional
 * embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069: text quoted from a page could
 * reorder what a report line shows, as in "Trojan Source"): none reaches a terminal raw.
 */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** The longest quoted value (between backticks) a message shows, in characters; a longer one ends with `…`. */
export const MAX_QUOTED_CHARS = 80;
/** The longest message a report shows, in characters; a longer one ends with `…`. */
export const MAX_MESSAGE_CHARS = 400;

/** `\x1b`-style text for a control character, `\u202e`-style for a bidirectional control. */
const visible = (c: string): string => {
  const code = c.charCodeAt(0);
  return code > 0xff ? `\\u${code.toString(16)}` : `\\x${code.toString(16).padStart(2, '0')}`;
};

/** The text with every control character (tab and newline included) written out as `\xNN` (a bidirectional control as `\uNNNN`): safe to print on a terminal. */
export function escapeControl(text: string): string {
  return text.replace(CONTROL, visible);
}

/**
 * The control characters of a name or value for a message, each once, in the order found, written out:
 * `control character \`\x1b\`` or `control characters \`\x1b\`, \`\x07\` and \`\x7f\``. One implementation for
 * every finding that names them (`file-name-control`, `frontmatter-types`, `nav-page-missing`, the link findings).
 */
export function controlCharactersNamed(characters: Iterable<string>): string {
  const named = [...new Set(characters)].map((c) => `\`${escapeControl(c)}\``);
  const last = named.pop() ?? '';
  return named.length === 0 ? `control character ${last}` : `control characters ${named.join(', ')} and ${last}`;
}

/**
 * Text from a project with the workflow commands a CI log would run written out: GitHub Actions
 * takes `##[command]` anywhere in a log line as a command (and `::command::` at a line's start, see
 * `lineSafePath`), so a link to `##[error]x` quoted in a message, or a file named so, would add an
 * annotation, mask values or stop the log's commands. `##[` is shown as `#\x23[`.
 */
export function escapeCiCommands(text: string): string {
  return text.replace(/##\[/g, '#\\x23[');
}

/**
 * A path that starts a report line, safe to print: control characters and `##[` written out
 * (`escapeControl`, `escapeCiCommands`), and a path starting with `::` (after blanks), which GitHub
 * Actions would run as a workflow command (`::error::x.mdx`), shown as `./::…`.
 */
export function lineSafePath(path: string): string {
  const safe = escapeCiCommands(escapeControl(path));
  return /^\s*::/.test(safe) ? `./${safe}` : safe;
}

/** `\uNNNN` for DEL and the C1 controls, which JSON.stringify leaves raw (it escapes C0 itself): JSON text safe to print. */
export function escapeJsonControl(json: string): string {
  return json.replace(/[\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * A message bounded for reports, in one linear pass: each value quoted in backticks longer than
 * `MAX_QUOTED_CHARS` is cut to that length with `…`, then the whole message to `MAX_MESSAGE_CHARS`.
 */
export function boundMessage(message: string): string {
  if (message.length <= MAX_QUOTED_CHARS) return message;
  const parts = message.split('`');
  // Odd parts sit between two backticks; a last odd part with no closing backtick is not quoted.
  for (let i = 1; i < parts.length - 1; i += 2) {
    const part = parts[i] as string;
    if (part.length > MAX_QUOTED_CHARS) parts[i] = `${part.slice(0, MAX_QUOTED_CHARS - 1)}…`;
  }
  const bounded = parts.join('`');
  return bounded.length > MAX_MESSAGE_CHARS ? `${bounded.slice(0, MAX_MESSAGE_CHARS - 1)}…` : bounded;
}
