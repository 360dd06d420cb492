// Small Markdown writers for the rules file. Output is plain CommonMark + GFM that
// parses the same as `.md` and `.mdx`.

export { fence, inlineCode as code } from '../parse/code-markdown.js';
import { inlineCode as code } from '../parse/code-markdown.js';

/** `a`, `b` and `c` */
export function codeList(values: readonly string[], conjunction = 'and'): string {
  const items = values.map(code);
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/** One line of prose: collapse whitespace so a registry string never breaks a list item. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** End a sentence with exactly one full stop (or keep its own `?`, `!`, `:`). */
export function sentence(text: string): string {
  const line = oneLine(text);
  if (line === '') return line;
  return /[.!?:]$/.test(line) ? line : `${line}.`;
}

/** Join blocks with one blank line and end with a newline. */
export function blocks(parts: readonly (string | undefined | false)[]): string {
  return `${parts.filter((part): part is string => typeof part === 'string' && part !== '').join('\n\n')}\n`;
}

/** Text from a config file, escaped so Markdown and MDX read it literally. */
export function text(value: string): string {
  return oneLine(value).replace(/[\\`*_[\]<>{}|#]/g, (char) => `\\${char}`);
}
