// A literal `<TRACE_ID>` in an .mdx page opens a JSX element that is never closed, so the
// page fails to parse. Turn MDX's generic message into one that names the fix.
import { mdCompiledAsMdx, type ParseError } from '../parse/index.js';
import { isPlaceholderName } from './page-scope.js';

const UNCLOSED = /^Expected a closing tag for `<([^>\s/]+)>` \((\d+):(\d+)-\d+:\d+\)/;

/** The parse error, or a clearer one when it is caused by an all-caps placeholder written as text. */
export function explainParseError(error: ParseError): ParseError {
  const match = UNCLOSED.exec(error.message);
  const name = match?.[1];
  if (!match || name === undefined || !isPlaceholderName(name)) return error;
  return {
    ...error,
    message: `Unexpected placeholder \`<${name}>\` read as a component, expected \`\\<${name}>\` or code (\`\` \`<${name}>\` \`\`)`,
    line: Number(match[2]),
    column: Number(match[3]),
  };
}

/** The parser's message with the tag the error is in, when it names none (`… in \`<Tooltip>\``). */
function withTag(message: string, text: string, line: number, column: number): string {
  if (/`<[^`\s]+>`/.test(message) || line < 1) return message;
  const lineText = text.split('\n')[line - 1] ?? '';
  const open = lineText.lastIndexOf('<', Math.max(0, column - 1));
  const tag = open === -1 ? undefined : /^<\/?([A-Za-z][\w.:-]*)/.exec(lineText.slice(open))?.[1];
  return tag === undefined ? message : `${message} in \`<${tag}>\``;
}

/** The parser's reason for the MDX syntax error `error` in `text`, without its period, with the tag it is in. */
export function mdxSyntaxReason(error: ParseError, text: string): string {
  return withTag(error.message.replace(/\.$/, ''), text, error.line, error.column);
}

/**
 * The message of the MDX syntax error `error` (as `explainParseError` gives it) in the page `file` of text `text`, word for
 * word the same in `lint`, `check` and `build`: what Mintlify does with the page, then the parser's reason with the tag it is in.
 */
export function mdxSyntaxMessage(file: string, error: ParseError, text: string): string {
  const reason = mdxSyntaxReason(error, text);
  return mdCompiledAsMdx(file)
    ? `Unexpected MDX syntax error in a \`.md\` page, expected valid MDX (Mintlify compiles \`.md\` pages as MDX, so the deploy fails): ${reason}`
    : `Unexpected MDX syntax error, expected valid MDX (Mintlify cannot compile the page, so the deploy fails): ${reason}`;
}
