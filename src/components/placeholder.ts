// A literal `<TRACE_ID>` in an .mdx page opens a JSX element that is never closed, so the
// page fails to parse. Turn MDX's generic message into one that names the fix.
import type { ParseError } from '../parse/index.js';
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
