// The one writer of code as Markdown, for everything docwright writes (the rule reference, the
// rules file, the Markdown copy of API pages): fences and inline code that survive backticks
// inside the code, and read back the same in `.md` and `.mdx`.

/** A fenced code block, its fence longer than any backtick run inside; line endings become `\n`, one final newline is dropped. */
export function fence(code: string, lang: string): string {
  const text = code.replace(/\r\n?/g, '\n').replace(/\n$/, '');
  let longest = 0;
  for (const run of text.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  const marks = '`'.repeat(Math.max(3, longest + 1));
  return `${marks}${lang}\n${text}\n${marks}`;
}

/** Inline code, its marks longer than any backtick run inside (padded with a space where the value starts or ends with one). */
export function inlineCode(value: string): string {
  let longest = 0;
  for (const run of value.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  const marks = '`'.repeat(longest + 1);
  const pad = value.startsWith('`') || value.endsWith('`') ? ' ' : '';
  return `${marks}${pad}${value}${pad}${marks}`;
}
