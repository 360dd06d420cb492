// The MDX of one WebSocket channel page, as Mintlify's AsyncAPI pages show a channel: its
// description, where to connect, then the messages a reader sends and receives, each with its
// payload's fields (`ResponseField`s, nested objects in an `Expandable`) and an example.
import { isRecord } from '../guards.js';
import type { AsyncChannel, AsyncDocument, AsyncMessage } from './document.js';

/** How deep nested payload fields are listed. */
const MAX_FIELD_DEPTH = 4;

/** Text from a document as MDX text: the characters MDX would read as syntax are escaped. */
function escapeMdx(text: string): string {
  return text.replace(/[\\{}<>]/g, (c) => `\\${c}`);
}

/** A fenced code block, its fence longer than any backtick run inside. */
function codeBlock(language: string, code: string): string {
  const longest = Math.max(2, ...(code.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${language}\n${code}\n${fence}`;
}

/** A schema's type as a reader sees it (`string`, `integer[]`, `object`, `"a" | "b"`). */
function typeOf(schema: Record<string, unknown>): string {
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v) ?? '').join(' | ');
  if (schema.type === 'array' && isRecord(schema.items)) return `${typeOf(schema.items)}[]`;
  if (Array.isArray(schema.type)) return schema.type.filter((t) => typeof t === 'string').join(' | ');
  if (typeof schema.type === 'string') return schema.type;
  return isRecord(schema.properties) ? 'object' : 'any';
}

/** The fields of an object schema, each a `ResponseField` (nested objects inside an `Expandable`). */
function fields(schema: Record<string, unknown>, depth: number): string[] {
  const properties = isRecord(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required : [];
  return Object.entries(properties).filter((e): e is [string, Record<string, unknown>] => isRecord(e[1])).map(([name, property]) => {
    const description = typeof property.description === 'string' ? escapeMdx(property.description) : '';
    const inner = property.type === 'array' && isRecord(property.items) ? property.items : property;
    const nested = depth < MAX_FIELD_DEPTH && isRecord(inner.properties) ? [`<Expandable title="properties">\n${fields(inner, depth + 1).join('\n\n')}\n</Expandable>`] : [];
    const body = [description, ...nested].filter(Boolean).join('\n\n');
    return `<ResponseField name={${JSON.stringify(name)}} type={${JSON.stringify(typeOf(property))}}${required.includes(name) ? ' required' : ''}>\n${body}\n</ResponseField>`;
  });
}

/** One message: its title, words, payload fields and example. */
function messageSection(m: AsyncMessage): string[] {
  const lines = [`### ${escapeMdx(m.title ?? m.name)}`];
  for (const text of [m.summary, m.description]) if (text !== undefined) lines.push(escapeMdx(text));
  const payload = m.payload;
  if (payload && isRecord(payload.properties)) lines.push(...fields(payload, 0));
  else if (payload) lines.push(`Payload: \`${typeOf(payload)}\``);
  if (m.example !== undefined) lines.push(codeBlock('json', JSON.stringify(m.example, null, 2) ?? 'null'));
  return lines;
}

/** The page body of `channel` in `document`. */
export function channelPage(channel: AsyncChannel, document: AsyncDocument): string {
  // The description is the page's (its front matter), shown under the title.
  const lines: string[] = [];
  const address = channel.address ?? '';
  const urls = document.servers.length > 0 ? document.servers.map((server) => `${server}${address}`) : address !== '' ? [address] : [];
  if (urls.length > 0) lines.push('## Connect', codeBlock('text', urls.join('\n')));
  if (channel.send.length > 0) lines.push('## Send', ...channel.send.flatMap(messageSection));
  if (channel.receive.length > 0) lines.push('## Receive', ...channel.receive.flatMap(messageSection));
  return lines.join('\n\n');
}

/** A channel's title as Mintlify makes it: its `title`, else its id in sentence case (`chatRoom` → `Chat room`). */
export function channelTitle(channel: AsyncChannel): string {
  if (channel.title !== undefined) return channel.title;
  const words = channel.id.split(/(?=[A-Z])/).map((word) => word.toLowerCase());
  return words.map((word, i) => (i === 0 ? word.charAt(0).toUpperCase() + word.slice(1) : word)).join(' ');
}
