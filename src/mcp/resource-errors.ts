// A resource read the server cannot answer, in the house style like a tool's arguments
// (arguments.ts): "Unexpected X, expected Y", the URI in backticks, on one line. The SDK's own
// wording (`Resource docwright://nope not found`, `Invalid URL`) never reaches the client.
import { ErrorCode } from '@modelcontextprotocol/sdk/types.js';
import { didYouMean } from '../did-you-mean.js';
import { named } from './arguments.js';

/** A refused read: the protocol's "invalid params" (as SEP-2164 has it for a resource not found), the URI in its data. */
export class ResourceReadError extends Error {
  readonly code: number = ErrorCode.InvalidParams;
  readonly data: { uri: string };
  constructor(message: string, uri: string) {
    super(message);
    this.name = 'ResourceReadError';
    this.data = { uri };
  }
}

const SCHEME = 'docwright://';

/** A URI the server has no resource at: the nearest one when it reads as a typo, else all of them (and, for a page, where pages are read). */
export function unknownResourceMessage(uri: string, resources: readonly string[]): string {
  const shown = `\`${named(uri)}\``;
  const rest = uri.toLowerCase().startsWith(SCHEME) ? uri.slice(SCHEME.length) : undefined;
  const guess = rest === undefined || rest === '' ? undefined : didYouMean(rest, resources.map((resource) => resource.slice(SCHEME.length)));
  if (guess !== undefined) return `Unexpected resource ${shown}, expected \`${SCHEME}${guess}\``;
  const all = resources.map((resource) => `\`${resource}\``).join(' or ');
  const page = /^file:/i.test(uri) || /\.mdx?(?:[?#].*)?$/i.test(uri) ? ' (a page is no resource: `lint_page` reads one, `find_pages` finds them)' : '';
  return `Unexpected resource ${shown}, expected ${all}${page}`;
}

/** A navigation window's offset that is not a whole number. */
export function offsetMessage(uri: string, value: string): string {
  return `Unexpected offset \`${named(value)}\` in \`${named(uri)}\`, expected a whole number of entries to skip such as \`500\``;
}
